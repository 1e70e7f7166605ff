"""A profile shows the ratings of rated play: a card a pool with the rating ("?" while
provisional), the rated games and a chart of the rating's history, and how many rated games the
person played to the end (docs/ratings.md)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.server.people import join, play_out, rated_toy, signed_up, start

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems

pytestmark = pytest.mark.browser

# two cards each: a rated game needs two moves of every person, else it is aborted
RATED = {"hand": 2, "bot_delay": 0, "turn_seconds": 60, "rated": True}


@pytest.fixture
def toy_pools() -> Iterator[None]:
    """The toy game (registered by the `server` fixture) rated, as tests/server rates it."""
    with rated_toy():
        yield


def rated_duels(server: str, games: int) -> tuple[str, str]:
    """Two new accounts who play `games` rated toy duels; their handles. Played in a thread:
    the games' sockets run their own event loop, and Playwright's runs in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(_rated_duels, server, games).result()


def _rated_duels(server: str, games: int) -> tuple[str, str]:
    a, made_a = signed_up(server)
    b, made_b = signed_up(server)
    for _ in range(games):
        r = a.post("/api/tables", json={"game": "toy", "players": 2, "options": RATED})
        assert r.status_code == 200, r.text
        m = r.json()
        joined = join(b, m["table"]["id"])
        assert joined.status_code == 200, joined.text
        start(a, m)
        ended = play_out(server, m["table"]["id"], {0: m["token"], 1: joined.json()["token"]})
        assert ended["status"] == "finished" and ended["ratings"]["pool"] == "toy-2"
    return made_a["account"]["handle"], made_b["account"]["handle"]


@pytest.mark.usefixtures("toy_pools")
def test_a_profile_shows_each_pool_s_rating_and_its_chart(server: str, new_page: Any) -> None:
    first, _second = rated_duels(server, 3)
    rated = signed_up(server)[0].get(f"/api/players/{first}").json()["ratings"]["toy-2"]
    page = new_page(viewport=PHONE)
    page.goto(f"/@/{first}")
    card = page.get_by_test_id("profile-ratings").get_by_test_id("rating")
    expect(card).to_have_count(1)
    # the rating as the server has it, marked provisional after three games
    expect(card.get_by_test_id("rating-value")).to_have_text(f"{rated['rating']}?")
    expect(card).to_contain_text("3 rated games")
    # the chart: the start and one point a game, the last marked
    chart = card.locator("svg.rating-chart")
    assert len(rated["history"]) == 4 and rated["history"][0][1] == 1500
    expect(chart).to_have_attribute("data-points", "4")
    expect(chart).to_have_attribute("aria-label", f"Rating from {rated['history'][0][1]} to "
                                                  f"{rated['rating']} over "
                                                  f"{len(rated['history']) - 1} games")
    expect(page.get_by_test_id("reliability")).to_have_text(
        "Played 100% of rated games to the end (3 games)")
    assert contrast_problems(page) == []
    screenshot(page, "profile-ratings-en-phone")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "profile-ratings-en-laptop")
    assert page.js_errors == []


@pytest.mark.usefixtures("toy_pools")
def test_the_ratings_read_in_russian_and_a_profile_without_rated_games_has_none(
        server: str, new_page: Any) -> None:
    first, _ = rated_duels(server, 1)
    page = new_page(locale="ru-RU", viewport=PHONE)
    page.goto(f"/@/{first}")
    card = page.get_by_test_id("profile-ratings").get_by_test_id("rating")
    expect(card).to_contain_text("1 рейтинговая партия")
    expect(card).to_contain_text("2 игрока")
    # one game: a line from the start to where it left the rating
    expect(card.locator("svg.rating-chart")).to_have_attribute("aria-label", re.compile(
        r"^Рейтинг от 1500 до \d+ за 1 партию$"))
    screenshot(page, "profile-ratings-ru-phone")
    # someone who never played rated: no ratings section at all
    _, nobody = signed_up(server)
    page.goto(f"/@/{nobody['account']['handle']}")
    expect(page.get_by_test_id("profile-games")).to_be_visible()
    expect(page.get_by_test_id("profile-ratings")).to_have_count(0)
    assert page.js_errors == []
