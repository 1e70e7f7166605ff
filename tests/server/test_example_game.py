"""The example game from another package (examples/crazy_eights, issue 46, item 3) rated and in
an arena on a real server, on SQLite and PostgreSQL: its pools and short-game threshold are its
own declarations (`CrazyEightsGame.rating_pools`, `arena_min_moves`), and no line of koloda
names it. Two people play each game to its end over WebSockets, by random legal moves."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from .databases import fresh_url
from .helpers import running_hub
from .people import ROOMY, join, play_out, signed_up, start
from .test_tournaments import (
    create,
    enter,
    page,
    person,
    play_table,
    recomputed,
    shown,
    table_of,
    until,
)

pytest.importorskip("crazy_eights", reason="the example game is not installed (make test does)")

GAME = "crazy_eights"
#: the arena's runner ticks every 0.1 s
LIMITS = dataclasses.replace(ROOMY, tournament_round_seconds=0.1)
#: five cards each: a two-seat game is at least nine moves (five lays and four of the other's),
#: so each person makes the two moves a rated game needs and an arena game scores (six)
FIVE = {"hand": 5}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=LIMITS) as found:
        yield found


def test_a_rated_game_moves_both_ratings_in_its_own_pool(site: tuple[str, Any]) -> None:
    base, _hub = site
    (ann, made_ann), (bob, made_bob) = signed_up(base), signed_up(base)
    r = ann.post("/api/tables", json={"game": GAME, "players": 2, "name": "Ann", "options": {
        **FIVE, "bot_delay": 0, "turn_seconds": 60, "rated": True}})
    assert r.status_code == 200, r.text
    made = r.json()
    tid = made["table"]["id"]
    joined = join(bob, tid, "Bob")
    assert joined.status_code == 200, joined.text
    start(ann, made)
    ended = play_out(base, tid, {0: made["token"], 1: joined.json()["token"]})
    assert ended["status"] == "finished", ended
    ratings = ended["ratings"]
    assert ratings["pool"] == "crazy_eights-2"
    seats, ranks = ratings["seats"], ended["outcome"]["ranks"]
    # the first to lay their last card wins; the other holds cards, which count: never a tie
    # (a game is blocked only when nobody can lay nor draw, and with the stock and the pile
    # under the top card empty, two hands hold three eights at least)
    assert ranks[0] != ranks[1]
    winner, loser = ("0", "1") if ranks[0] < ranks[1] else ("1", "0")
    assert seats[winner]["delta"] > 0 > seats[loser]["delta"]
    assert {s["before"] for s in seats.values()} == {1500}
    # each account's rating in the pool, on its profile and on the pool's leaderboard
    listed = httpx.get(f"{base}/api/leaderboards", timeout=30).json()
    pools = {p["pool"]: p for p in listed["pools"] if p["game"] == GAME}
    assert {"crazy_eights-2", "crazy_eights-3-5"} <= set(pools)
    assert pools["crazy_eights-2"]["players"] == [2, 2]
    assert pools["crazy_eights-3-5"]["players"] == [3, 5]
    assert pools["crazy_eights-2"]["title"]["en"] == "Crazy Eights"
    for seat, (who, account) in {"0": (ann, made_ann), "1": (bob, made_bob)}.items():
        name = account["account"]["handle"]
        profile = httpx.get(f"{base}/api/players/{name}", timeout=30).json()
        pool = profile["ratings"]["crazy_eights-2"]
        assert pool["rating"] == seats[seat]["after"] and pool["games"] == 1
        board = who.get("/api/leaderboards/crazy_eights-2")
        assert board.status_code == 200, board.text
        me = board.json()["me"]
        # on the board once settled: one game is too few to be listed, not too few to count
        assert me["games"] == 1 and me["rating"] == seats[seat]["after"]
        assert me["rank"] is None and me["needs"] == "games"


def test_an_arena_pairs_plays_and_counts_a_game(site: tuple[str, Any]) -> None:
    base, hub = site
    ann, _ = person(site)
    bob, _ = person(site)
    tid = str(create(ann, game=GAME, options=FIVE, starts_in=0)["id"])
    for who in (ann, bob):
        assert enter(who, tid).status_code == 200
    first = table_of(ann, tid)
    assert page(bob, tid)["me"]["table"] == first  # the two paired at one table
    ended = play_table(base, [ann, bob], tid)
    assert ended["status"] == "finished" and ended["game"] == GAME
    table_of(ann, tid, after=first)  # paired again at once
    data = until(lambda: (d := page(ann, tid))["games"] == 1 and d)
    # long enough to score (its own threshold, 6): a win is two points, as a draw shares them
    assert sorted(p for _h, p in shown(data)) in ([0.0, 2.0], [1.0, 1.0])
    assert shown(data) == recomputed(hub, tid)
