"""The rules page of a game in the app: its packaged Markdown as HTML, in the chosen language,
without the developers' notes on which test pins which rule; and its first-game hint card."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from koloda.core import games
from koloda.server.app import create_app


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    db = tmp_path_factory.mktemp("rules") / "koloda.db"
    with TestClient(create_app(f"sqlite:///{db}", bot_pool="thread")) as c:
        yield c


@pytest.mark.parametrize("game_id", sorted(g for g, game in games().items()
                                            if game.__module__.startswith("koloda.games")))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_game_serves_its_rules_page_and_hint(client: TestClient, game_id: str,
                                                   lang: str) -> None:
    answer = client.get(f"/api/games/{game_id}/rules", params={"lang": lang})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    html = data["html"]
    assert html.startswith("<h1>") and "<h2>" in html
    # the developers' notes are gone: no test names, no test folders, no part for developers
    assert "test_" not in html and "tests/" not in html
    assert "For developers" not in html and "Для разработчиков" not in html
    # in the language asked for
    cyrillic = sum("а" <= ch <= "я" for ch in html.lower())
    assert (cyrillic > 500) == (lang == "ru")
    assert data["hint"]["goal"] and data["hint"]["start"]


def test_raw_html_in_a_rules_page_is_not_passed_through() -> None:
    from koloda.server.rules import _MARKDOWN

    assert "<script>" not in _MARKDOWN.render("<script>alert(1)</script>")


def test_an_unknown_game_or_language_is_refused(client: TestClient) -> None:
    assert client.get("/api/games/nope/rules").status_code == 404
    assert client.get("/api/games/durak/rules", params={"lang": "de"}).status_code == 422


@pytest.mark.parametrize("game_id", sorted(g for g, game in games().items()
                                            if game.__module__.startswith("koloda.games")))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_players_part_of_a_rules_page_names_no_identifiers(game_id: str, lang: str) -> None:
    """Options by their lobby labels, actions by what they do, games by their titles: file paths,
    JSON, option and action ids live only in the page's part for developers."""
    from koloda.server.rules import rules_html

    html = rules_html(game_id, lang)
    assert html is not None
    assert "<code>" not in html, (game_id, lang)
