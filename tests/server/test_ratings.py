"""Rated tables on SQLite and PostgreSQL (server/rated/service.py, docs/ratings.md): who may start
one, the changes at the end (table JSON, profile, history rows), leaving as a loss, unrated
tables and guests unchanged, fair play's timer strikes, and the leaderboards' filter."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from koloda.ratings import Rating
from koloda.ratings.pools import GamePools, Pool, table
from koloda.server.people import accounts_db
from koloda.server.rated import db as rated_db
from koloda.server.rated import service as rated
from koloda.server.rated.rows import RatingHistoryRow, RatingRow

from .databases import fresh_url
from .helpers import Client, auth, play_person, running_hub, ws_connect, ws_url
from .people import ROOMY, browser, handle, join, play_out, rated_toy, signed_up, start

#: two cards each: every person makes the two moves a rated game needs (else it is aborted)
RATED = {"hand": 2, "bot_delay": 0, "turn_seconds": 60, "rated": True}


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as found:
        yield found


def made(who: httpx.Client, options: dict[str, Any], players: int = 2) -> dict[str, Any]:
    r = who.post("/api/tables", json={"game": "toy", "players": players, "name": "x",
                                      "options": options})
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def rated_game(base: str, a: httpx.Client, b: httpx.Client,
               options: dict[str, Any] = RATED) -> tuple[dict[str, Any], list[str]]:
    """A started rated duel of `a` (seat 0) and `b` (seat 1): the create answer and tokens."""
    m = made(a, options)
    r = join(b, m["table"]["id"])
    assert r.status_code == 200, r.text
    start(a, m)
    return m, [m["token"], r.json()["token"]]


def profile(base: str, name: str) -> dict[str, Any]:
    return httpx.get(f"{base}/api/players/{name}", timeout=30).json()  # type: ignore[no-any-return]


def test_rated_is_a_table_option_kept_only_when_on(site: tuple[str, Any]) -> None:
    base, _hub = site
    me, _ = signed_up(base)
    assert made(me, RATED)["table"]["options"]["rated"] is True
    assert "rated" not in made(me, {"hand": 1})["table"]["options"]
    r = me.post("/api/tables", json={"game": "toy", "players": 2, "options": {"rated": 1}})
    assert r.status_code == 422


def test_a_rated_start_is_refused_with_a_guest_a_bot_or_no_timer(site: tuple[str, Any]) -> None:
    base, _hub = site
    me, _ = signed_up(base)
    with browser(base) as guest:
        m = made(me, RATED)
        assert join(guest, m["table"]["id"]).status_code == 200
        r = me.post(f"/api/tables/{m['table']['id']}/start", headers=auth(m["token"]))
        assert r.status_code == 409
        reason = r.json()["error"]
        assert "signed in" in reason["en"] and "аккаунт" in reason["ru"]
    m = made(me, RATED)
    r = me.post(f"/api/tables/{m['table']['id']}/bots", json={"seat": 1, "bot": "random"},
                headers=auth(m["token"]))
    assert r.status_code == 200
    r = me.post(f"/api/tables/{m['table']['id']}/start", headers=auth(m["token"]))
    assert r.status_code == 409 and "bots" in r.json()["error"]["en"]
    other, _ = signed_up(base)
    m = made(me, {**RATED, "turn_seconds": 0})
    assert join(other, m["table"]["id"]).status_code == 200
    r = me.post(f"/api/tables/{m['table']['id']}/start", headers=auth(m["token"]))
    assert r.status_code == 409
    assert "timer" in r.json()["error"]["en"] and "таймер" in r.json()["error"]["ru"]


def test_a_size_without_a_pool_is_never_rated(site: tuple[str, Any]) -> None:
    base, _hub = site
    table()["toy"] = GamePools("toy", (Pool("toy-2", 2, 2),))
    try:
        people = [signed_up(base)[0] for _ in range(3)]
        m = made(people[0], RATED, players=3)
        for p in people[1:]:
            assert join(p, m["table"]["id"]).status_code == 200
        r = people[0].post(f"/api/tables/{m['table']['id']}/start", headers=auth(m["token"]))
        assert r.status_code == 409 and "not rated" in r.json()["error"]["en"]
    finally:
        table()["toy"] = GamePools("toy", (Pool("toy-2", 2, 2), Pool("toy-3-4", 3, 4)))


def test_a_rated_game_changes_both_ratings_and_shows_each_change(site: tuple[str, Any]) -> None:
    base, hub = site
    na, nb = handle(), handle()
    a, _ = signed_up(base, na)
    b, _ = signed_up(base, nb)
    m, tokens = rated_game(base, a, b)
    ended = play_out(base, m["table"]["id"], {0: tokens[0], 1: tokens[1]})
    assert ended["status"] == "finished"
    ratings = ended["ratings"]
    assert ratings["pool"] == "toy-2"
    seats = ratings["seats"]
    assert {seats["0"]["before"], seats["1"]["before"]} == {1500}
    ranks = ended["outcome"]["ranks"]
    winner = "0" if ranks[0] < ranks[1] else "1"
    loser = "1" if winner == "0" else "0"
    if ranks[0] != ranks[1]:
        assert seats[winner]["delta"] > 0 > seats[loser]["delta"]
    for s in seats.values():
        assert s["after"] - s["before"] == s["delta"] and s["provisional"] is True
        assert s["ended"] == "finished"
        sign = "+" if s["delta"] >= 0 else "-"
        assert s["text"]["en"] == f"1500 → {s['after']}?, {sign}{abs(s['delta'])}"
        assert s["text"]["ru"] == s["text"]["en"]
    # the profile: the pool's rating, one game, the chart's point; reliability
    mine = profile(base, na)
    pool = mine["ratings"]["toy-2"]
    assert pool["rating"] == seats["0"]["after"] and pool["games"] == 1 and pool["provisional"]
    # the line starts where the first game began, then a point a game
    assert [p[1] for p in pool["history"]] == [seats["0"]["before"], seats["0"]["after"]]
    assert mine["reliability"]["share"] == 1.0 and mine["reliability"]["games"] == 1
    # the history rows: one a seat, once (a second settling changes nothing)
    with hub.store.engine.connect() as conn:
        rows = conn.execute(select(RatingHistoryRow.__table__).where(
            RatingHistoryRow.table_id == m["table"]["id"]).order_by(RatingHistoryRow.seat)).all()
    assert sorted(r.seat for r in rows) == [0, 1]
    again = rated_db.settle_game(hub.store, m["table"]["id"], "toy-2",
                                 [(0, rows[0].account_id, "finished"),
                                  (1, rows[1].account_id, "finished")],
                                 lambda before: [Rating(99.0, 1.0, 9)] * 2, time.time())
    assert [c.after for c in again] == [seats["0"]["after"], seats["1"]["after"]]
    assert profile(base, na)["ratings"]["toy-2"]["games"] == 1


def test_leaving_a_rated_game_counts_as_a_loss(site: tuple[str, Any]) -> None:
    """After two moves each (no abort): the leaver loses; new and of one network with its
    opponent, its loss gives the opponent nothing (koloda.ratings.farming)."""
    base, _hub = site
    na, nb = handle(), handle()
    a, _ = signed_up(base, na)
    b, _ = signed_up(base, nb)
    m, tokens = rated_game(base, a, b, {**RATED, "hand": 4})

    async def two_each() -> None:
        async with ws_connect(ws_url(base, m["table"]["id"], tokens[0])) as w0, \
                ws_connect(ws_url(base, m["table"]["id"], tokens[1])) as w1:
            await asyncio.gather(*(play_person(Client(w, s), random.Random(s), stop=lambda m: len(
                (m["view"] or {}).get("hand") or []) <= 2) for s, w in ((0, w0), (1, w1))))
    asyncio.run(two_each())
    r = a.post(f"/api/tables/{m['table']['id']}/leave", headers=auth(tokens[0]))
    assert r.status_code == 200, r.text
    ended = play_out(base, m["table"]["id"], {1: tokens[1]})
    seats = ended["ratings"]["seats"]
    assert ended["ratings"]["aborted"] is False
    assert seats["0"]["ended"] == "left" and seats["0"]["delta"] < 0 == seats["1"]["delta"]
    assert profile(base, na)["reliability"]["share"] == 0.0
    assert profile(base, nb)["reliability"]["share"] == 1.0


def test_an_unrated_game_of_accounts_changes_no_rating(site: tuple[str, Any]) -> None:
    base, _hub = site
    na = handle()
    a, _ = signed_up(base, na)
    b, _ = signed_up(base)
    m, tokens = rated_game(base, a, b, {"hand": 1, "bot_delay": 0})
    ended = play_out(base, m["table"]["id"], {0: tokens[0], 1: tokens[1]})
    assert ended["status"] == "finished" and ended["ratings"] is None
    mine = profile(base, na)
    assert mine["ratings"] == {} and mine["reliability"]["share"] is None


def test_the_timer_running_out_three_times_in_a_row_is_a_stall() -> None:
    fair = rated.FairPlay()
    fair.timer_ran_out(0)
    fair.timer_ran_out(0)
    fair.moved(0)  # the person moved themselves: the count starts again
    fair.timer_ran_out(0)
    fair.timer_ran_out(0)
    assert 0 not in fair.lost and 0 in fair.lapsed
    fair.timer_ran_out(0)
    assert fair.lost[0] == "stalled"
    fair.moved(0)
    assert fair.lost[0] == "stalled"  # a stall stays a stall


def test_the_leaderboard_lists_only_settled_active_players_best_first(
        site: tuple[str, Any]) -> None:
    base, hub = site
    now = time.time()
    rows = {  # handle -> (mu, sigma, games, updated)
        "best": (32.0, 3.0, 40, now - 3600),
        "second": (28.0, 3.0, 20, now - 86400),
        "few": (40.0, 3.0, 19, now),  # too few games
        "unsure": (40.0, 6.0, 60, now),  # provisional
        "gone": (40.0, 3.0, 60, now - 31 * 86400),  # not active in the last 30 days
    }
    names = {}
    for key in rows:
        names[key] = handle()
        signed_up(base, names[key])
    with hub.store.engine.begin() as conn:
        for key, (mu, sigma, games, updated) in rows.items():
            account = accounts_db.account(hub.store, handle_key=names[key].lower())
            conn.execute(insert(RatingRow).values(account_id=account["id"], pool="toy-3-4",
                                                  mu=mu, sigma=sigma, games=games,
                                                  updated=updated))
    r = httpx.get(f"{base}/api/leaderboards/toy-3-4", timeout=30)
    assert r.status_code == 200
    board = r.json()
    assert [p["handle"] for p in board["players"]] == [names["best"], names["second"]]
    assert [p["rank"] for p in board["players"]] == [1, 2]
    assert board["players"][0]["rating"] > board["players"][1]["rating"]
    assert board["min_games"] == 20 and board["active_days"] == 30
    r = httpx.get(f"{base}/api/leaderboards/nothing-here", timeout=30)
    assert r.status_code == 404 and r.json()["error"]["ru"]


def test_a_person_whose_timer_runs_out_three_times_in_a_row_stalls_and_loses(
        site: tuple[str, Any]) -> None:
    """Seat 0 makes its two moves, then never again (a one-second timer moves for it three
    times): stalled, last place; seat 1, who played every move, hears its own change in a
    notice (none gained: the staller was new)."""
    base, _hub = site
    a, _ = signed_up(base)
    b, _ = signed_up(base)
    m, tokens = rated_game(base, a, b, {**RATED, "hand": 5, "turn_seconds": 1})

    async def run() -> list[dict[str, Any]]:
        async with ws_connect(ws_url(base, m["table"]["id"], tokens[1])) as ws, \
                ws_connect(ws_url(base, m["table"]["id"], tokens[0])) as quiet:
            client = Client(ws, 1)
            await asyncio.gather(play_person(client, random.Random(1)), play_person(
                Client(quiet, 0), random.Random(0),
                stop=lambda m: len((m["view"] or {}).get("hand") or []) <= 3))
            with contextlib.suppress(TimeoutError):
                while True:  # the notice comes before the last state; read what follows
                    await client.recv(timeout=1.0)
            return client.messages

    messages = asyncio.run(run())
    ended = httpx.get(f"{base}/api/tables/{m['table']['id']}", timeout=30).json()
    seats = ended["ratings"]["seats"]
    assert seats["0"]["ended"] == "stalled" and seats["0"]["delta"] < 0 == seats["1"]["delta"]
    assert seats["1"]["ended"] == "finished"
    assert any(m["type"] == "notice" and "rating" in m for m in messages)
    notices = [n for n in messages if n["type"] == "notice" and "rating" in n]
    assert len(notices) == 1 and notices[0]["rating"]["after"] == seats["1"]["after"]
    assert notices[0]["text"]["en"].startswith("Your rating: 1500 → ")
    assert notices[0]["text"]["ru"].startswith("Ваш рейтинг: 1500 → ")


def test_leaving_after_one_s_place_is_settled_is_no_loss() -> None:
    """`note_leaving` marks a seat only while its person still plays (a Durak player who shed
    their cards may go); the endings of the others follow their timers."""
    class Room:  # the little of a room the hooks read
        table_options = {"rated": True}
        status = "playing"
        fair = rated.FairPlay()

        def out_seats(self) -> list[int]:
            return [0]

    room = Room()
    rated.note_leaving(room, 0)  # type: ignore[arg-type]
    rated.note_leaving(room, 1)  # type: ignore[arg-type]
    rated.note_timer(room, 2)  # type: ignore[arg-type]
    assert room.fair.endings(4) == {0: "finished", 1: "left", 2: "timed_out", 3: "finished"}
