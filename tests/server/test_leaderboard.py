"""The leaderboards as the leaderboard page reads them (issue 44, item 4), on SQLite and
PostgreSQL: the pools there are, one tab each; a signed-in person's own place, on the board,
below its top or why not on it; and an unknown address, a page for a browser and JSON for an
API client (server/app.py)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert

from koloda.server.people import accounts_db
from koloda.server.rated import api as rated_api
from koloda.server.rated.rows import RatingRow

from .databases import fresh_url
from .helpers import running_hub
from .people import ROOMY, handle, rated_toy, signed_up


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as found:
        yield found


def rate(hub: Any, name: str, pool: str, mu: float, sigma: float, games: int,
         updated: float) -> None:
    account = accounts_db.account(hub.store, handle_key=name.lower())
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(account_id=account["id"], pool=pool, mu=mu,
                                              sigma=sigma, games=games, updated=updated))


def test_every_pool_is_listed_once_with_its_game_and_sizes(site: tuple[str, Any]) -> None:
    base, _hub = site
    r = httpx.get(f"{base}/api/leaderboards", timeout=30)
    assert r.status_code == 200, r.text
    answer = r.json()
    assert (answer["min_games"], answer["active_days"], answer["leaders"]) == (20, 30, 100)
    pools = {p["pool"]: p for p in answer["pools"]}
    assert len(pools) == len(answer["pools"])
    assert pools["durak-2"]["game"] == "durak" and pools["durak-2"]["players"] == [2, 2]
    assert pools["durak-3-6"]["players"] == [3, 6] and pools["durak-2"]["option"] is None
    assert pools["durak-2"]["title"]["ru"] and pools["toy-3-4"]["players"] == [3, 4]
    # a pool an option splits: one a value, each a leaderboard the API knows
    split = [p for p in answer["pools"] if p["game"] == "scattergories"]
    assert {p["option"]["value"] for p in split} >= {"en", "ru"}
    for p in split:
        assert httpx.get(f"{base}/api/leaderboards/{p['pool']}", timeout=30).status_code == 200
    # the correspondence pools (issue 45) after the live ones, for the games played by days
    assert pools["durak-2-corr"]["correspondence"] is True
    assert pools["durak-2"]["correspondence"] is False
    assert not any(p["pool"].endswith("-corr") for p in split)  # a race is never by days
    assert httpx.get(f"{base}/api/leaderboards/durak-2-corr", timeout=30).status_code == 200


def test_a_signed_in_person_reads_their_own_place_or_why_they_are_not_listed(
        site: tuple[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    base, hub = site
    now = time.time()
    rows = {  # key -> (mu, sigma, games, updated)
        "best": (32.0, 3.0, 40, now),
        "second": (30.0, 3.0, 25, now),
        "me": (28.0, 3.0, 22, now),
        "few": (40.0, 3.0, 7, now),
        "unsure": (40.0, 6.0, 60, now),
        "gone": (40.0, 3.0, 60, now - 31 * 86400),
    }
    names, clients = {}, {}
    for key in [*rows, "none"]:
        names[key] = handle()
        clients[key] = signed_up(base, names[key])[0]
    for key, row in rows.items():
        rate(hub, names[key], "toy-2", *row)

    def me(key: str) -> dict[str, Any]:
        r = clients[key].get("/api/leaderboards/toy-2")
        assert r.status_code == 200, r.text
        return r.json()["me"]  # type: ignore[no-any-return]

    board = clients["me"].get("/api/leaderboards/toy-2").json()
    assert [p["handle"] for p in board["players"]] == [names["best"], names["second"], names["me"]]
    mine = board["me"]
    assert mine["handle"] == names["me"] and mine["rank"] == 3 and mine["needs"] is None
    assert mine["games"] == 22 and mine["rating"] == board["players"][2]["rating"]
    few = me("few")
    assert few["games"] == 7 and few["rank"] is None and few["needs"] == "games"
    assert few["rating"] > mine["rating"]  # rated high, but on too few games
    assert me("unsure")["needs"] == "settled" and me("unsure")["rank"] is None
    assert me("gone")["needs"] == "active"
    assert me("none") == {"handle": names["none"], "rating": None, "games": 0, "rank": None,
                          "needs": "games"}
    # below the board's top: the place is still given
    monkeypatch.setattr(rated_api, "LEADERS", 2)
    board = clients["me"].get("/api/leaderboards/toy-2").json()
    assert len(board["players"]) == 2 and board["me"]["rank"] == 3
    # a guest has no place
    assert httpx.get(f"{base}/api/leaderboards/toy-2", timeout=30).json()["me"] is None


def test_an_unknown_address_is_a_page_for_a_browser_and_json_for_an_api_client(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    html = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
    with httpx.Client(base_url=base, timeout=30) as client:
        page = client.get("/no/such/page", headers=html)
        assert page.status_code == 404
        assert page.headers["content-type"].startswith("text/html")
        assert re.search(r"/static/v/\w+/js/notfound\.js", page.text)
        # an API client, or any address of the API, the sockets or the client's files: JSON
        for path, headers in (("/no/such/page", {}), ("/no/such/page", {"Accept": "application/json"}),
                              ("/api/no-such-thing", html), ("/static/js/no-such.js", html),
                              ("/ws/no/such", html)):
            r = client.get(path, headers=headers)
            assert r.status_code == 404, (path, r.status_code)
            assert r.json()["error"]["ru"], (path, r.text)
        assert client.post("/no/such/page", headers=html).json()["error"]["en"]
        board = client.get("/leaderboard", headers=html)
        assert board.status_code == 200 and re.search(r"/static/v/\w+/js/leaderboard\.js", board.text)
