"""Tournaments in the server (server/tournaments/service.py) on SQLite and PostgreSQL: who may create
and enter, entry conditions, withdrawal, an arena that pairs a finisher again at once, hurry,
a person who leaves a game being withdrawn, Swiss rounds with a bye, a player's history, and
the standings always equal to koloda.tournaments.standings over the stored games' records.

Short toy games (five cards each: ten moves, the default short-game threshold) and a tick of
0.1 s keep it fast."""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select, update

from koloda.ratings.farming import GATE_GAMES
from koloda.ratings.scale import MU, SIGMA, K
from koloda.server.rated.rows import RatingRow
from koloda.server.store import AccountRow, Store, TableRow
from koloda.server.tournaments import db as tournaments_db
from koloda.server.tournaments.rows import TournamentGameRow, TournamentPlayerRow, TournamentRow
from koloda.tournaments import Result, Rules, standings

from .databases import fresh_url
from .helpers import auth, running_hub
from .people import ROOMY, play_out, rated_toy, signed_up
from .test_accounts import refusal

LIMITS = dataclasses.replace(ROOMY, tournament_round_seconds=0.1,
                             tournaments_per_day_account=4)
#: five cards each: a two-seat game is ten moves, enough to score (the default threshold)
FIVE = {"hand": 5}


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=LIMITS) as found:
        yield found


def person(site: tuple[str, Any]) -> tuple[httpx.Client, dict[str, Any]]:
    """A signed-in person: their browser, and their account's handle and id."""
    base, hub = site
    client, made = signed_up(base)
    handle = made["account"]["handle"]
    with hub.store.engine.connect() as conn:
        account_id = conn.execute(select(AccountRow.id).where(
            AccountRow.handle == handle)).scalar()
    return client, {"handle": handle, "id": int(account_id)}


def create(who: httpx.Client, **body: Any) -> dict[str, Any]:
    r = who.post("/api/tournaments", json={"game": "toy", "options": FIVE, "format": "arena",
                                           "size": 2, "seconds": 600, **body})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def page(who: httpx.Client, tid: str) -> dict[str, Any]:
    r = who.get(f"/api/tournaments/{tid}")
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def until(what: Callable[[], Any], timeout: float = 15.0) -> Any:
    """Poll `what` until it is truthy (the runner ticks every 0.1 s)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = what()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError("timed out")


def enter(who: httpx.Client, tid: str) -> httpx.Response:
    return who.post(f"/api/tournaments/{tid}/entry")


def two_in_an_arena(site: tuple[str, Any], **body: Any) -> tuple[httpx.Client, httpx.Client, str]:
    """Two new people, the first creating an arena (`body` for the form), both entered in it."""
    ann, _ = person(site)
    bob, _ = person(site)
    tid = str(create(ann, **body)["id"])
    for who in (ann, bob):
        assert enter(who, tid).status_code == 200
    return ann, bob, tid


def table_of(who: httpx.Client, tid: str, after: str | None = None) -> str:
    return str(until(lambda: (t := page(who, tid)["me"]["table"]) and t != after and t))


def seat(who: httpx.Client, tid: str) -> dict[str, Any]:
    r = who.post(f"/api/tournaments/{tid}/seat")
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def play_table(base: str, people: list[httpx.Client], tid: str) -> dict[str, Any]:
    seats = [seat(p, tid) for p in people]
    assert len({s["table"] for s in seats}) == 1
    return play_out(base, seats[0]["table"], {s["seat"]: s["token"] for s in seats})


def recomputed(hub: Any, tid: str) -> list[tuple[str, float]]:
    """The standings recomputed here from the stored tables' own records: each tournament
    game's outcome read from its table, not from the tournament's rows."""
    store: Store = hub.store
    t = tournaments_db.get(store, tid)
    assert t is not None
    entries = tournaments_db.entries(store, tid)
    handles = {e.key: e.handle for e in entries}
    results = []
    games = sorted((g for g in tournaments_db.games(store, tid) if g.state == "done"),
                   key=lambda g: g.n or 0)
    for g in games:
        stored = store.load(g.table_id)
        assert stored is not None and stored.table["status"] == "finished"
        moves = sum(1 for s, _a in stored.actions if s is not None)
        assert g.result is not None
        results.append(Result(tuple(None if p is None else str(p) for p in g.players),
                              tuple(stored.table["outcome"]["ranks"]), moves,
                              tuple(g.result["endings"]), frozenset(g.result["hurried"]),
                              g.round))
    _results, byes = tournaments_db.records(store, tid)
    rules = Rules(t["game"], t["format"], t["size"], t["rounds"], t["bots"], t["seed"])
    return [(handles[s.player], float(s.points))
            for s in standings(rules, [e.key for e in entries], results, byes)]


def shown(data: dict[str, Any]) -> list[tuple[str, float]]:
    return [(s["handle"], float(s["points"])) for s in data["standings"]]


# -- creating, entering, withdrawing --------------------------------------------------------
def test_only_accounts_create_and_enter_and_creation_is_rate_limited(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    guest = httpx.Client(base_url=base, timeout=30)
    r = guest.post("/api/tournaments", json={"game": "toy", "format": "arena", "size": 2,
                                             "seconds": 60})
    assert r.status_code == 403
    refusal(r)
    ann, _ = person(site)
    made = create(ann, starts_in=3600)
    assert made["state"] == "upcoming" and made["me"]["creator"]
    assert enter(guest, made["id"]).status_code == 403
    assert guest.get(f"/api/tournaments/{made['id']}").status_code == 200  # anyone watches
    # settings that make no tournament
    for bad in ({"seconds": 5}, {"format": "swiss", "rounds": 0}, {"size": 5},
                {"rated": True, "turn_seconds": 0}, {"game": "no-such-game"}):
        r = ann.post("/api/tournaments", json={"game": "toy", "format": "arena", "size": 2,
                                               "seconds": 60, **bad})
        assert r.status_code in (404, 422), (bad, r.text)
    for _ in range(LIMITS.tournaments_per_day_account - 1):
        create(ann, starts_in=3600)
    r = ann.post("/api/tournaments", json={"game": "toy", "format": "arena", "size": 2,
                                           "seconds": 60, "starts_in": 3600})
    assert r.status_code == 429
    refusal(r)
    listed = guest.get("/api/tournaments").json()
    assert made["id"] in [t["id"] for t in listed["upcoming"]]


def test_a_create_resent_with_its_key_makes_one_tournament(site: tuple[str, Any]) -> None:
    """The web client resends a create after a lost answer (a 502 when its process died) with
    the same `Idempotency-Key`: it is answered with the tournament made the first time."""
    _base, hub = site
    ann, me = person(site)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    body = {"game": "toy", "options": FIVE, "format": "arena", "size": 2, "seconds": 600,
            "starts_in": 3600}
    first = ann.post("/api/tournaments", json=body, headers=key)
    again = ann.post("/api/tournaments", json=body, headers=key)
    assert first.status_code == again.status_code == 201, (first.text, again.text)
    assert again.json()["id"] == first.json()["id"] and again.json()["me"]["creator"]
    with hub.store.engine.connect() as conn:
        made = conn.execute(select(TournamentRow.id).where(
            TournamentRow.creator_id == me["id"])).scalars().all()
    assert made == [first.json()["id"]]
    # the same key for another create is refused, and makes nothing
    other = ann.post("/api/tournaments", json={**body, "size": 3}, headers=key)
    assert other.status_code == 422, other.text
    with hub.store.engine.connect() as conn:
        assert conn.execute(select(TournamentRow.id).where(
            TournamentRow.creator_id == me["id"])).scalars().all() == made


def test_enter_withdraw_and_enter_again_before_the_start(site: tuple[str, Any]) -> None:
    base, _hub = site
    ann, _ = person(site)
    bob, me = person(site)
    tid = create(ann, starts_in=3600)["id"]
    assert enter(bob, tid).status_code == 200
    assert enter(bob, tid).status_code == 200  # twice is once
    data = page(bob, tid)
    assert data["entrants"] == 1 and data["me"]["state"] == "in"
    assert [s["handle"] for s in data["standings"]] == [me["handle"]]
    assert bob.delete(f"/api/tournaments/{tid}/entry").status_code == 200
    assert page(bob, tid)["entrants"] == 0
    assert bob.delete(f"/api/tournaments/{tid}/entry").status_code == 409
    assert enter(bob, tid).status_code == 200
    assert page(bob, tid)["me"]["state"] == "in"


def test_the_creator_is_entered_in_their_own_event_when_they_ask(site: tuple[str, Any]) -> None:
    """Issue 44, item 10: the form enters its creator (checked by default); the entry rules
    hold for them as for anyone: refused, nothing is made."""
    base, hub = site
    ann, me = person(site)
    data = create(ann, starts_in=3600, enter=True)
    assert data["me"]["state"] == "in" and data["entrants"] == 1
    assert [s["handle"] for s in data["standings"]] == [me["handle"]]
    assert all("tie" in s for s in data["standings"])
    # without it, as before: the creator is not in
    assert create(ann, starts_in=3600)["me"]["state"] is None
    # an entry condition the creator does not meet: refused, and no event made
    with hub.store.engine.connect() as conn:
        before = conn.execute(select(TournamentRow.id).where(
            TournamentRow.creator_id == me["id"])).all()
    r = ann.post("/api/tournaments", json={"game": "toy", "options": FIVE, "format": "arena",
                                           "size": 2, "seconds": 600, "starts_in": 3600,
                                           "min_rating": 1900, "enter": True})
    assert r.status_code == 403, r.text
    refusal(r)
    with hub.store.engine.connect() as conn:
        assert conn.execute(select(TournamentRow.id).where(
            TournamentRow.creator_id == me["id"])).all() == before


def test_entry_conditions_rating_and_rated_games(site: tuple[str, Any]) -> None:
    base, hub = site
    ann, _ = person(site)
    tid = create(ann, starts_in=3600, min_rating=1600, turn_seconds=30, rated=True)["id"]
    games = create(ann, starts_in=3600, min_games=3)["id"]
    new, _ = person(site)
    for which in (tid, games):
        r = enter(new, which)
        assert r.status_code == 403
        refusal(r)
    strong, me = person(site)
    with hub.store.engine.begin() as conn:  # a settled rating of 1700, over five games
        conn.execute(insert(RatingRow).values(account_id=me["id"], pool="toy-2",
                                              mu=MU + 200 / K + 3 * SIGMA / 3, sigma=SIGMA / 3,
                                              games=5, updated=time.time()))
    # a minimum rating counts only a settled rating over GATE_GAMES rated games
    r = enter(strong, tid)
    assert r.status_code == 403 and str(GATE_GAMES) in r.json()["error"]["en"]
    refusal(r)
    assert enter(strong, games).status_code == 200
    with hub.store.engine.begin() as conn:
        conn.execute(update(RatingRow).where(RatingRow.account_id == me["id"])
                     .values(games=GATE_GAMES))
    assert enter(strong, tid).status_code == 200, enter(strong, tid).text
    unsure, them = person(site)  # 1700 over many games, but still provisional ("?")
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(account_id=them["id"], pool="toy-2",
                                              mu=MU + 200 / K, sigma=SIGMA, games=70,
                                              updated=time.time()))
    assert enter(unsure, tid).status_code == 403
    # an entry condition needs a rated game and size
    r = ann.post("/api/tournaments", json={"game": "toy", "format": "arena", "size": 2,
                                           "seconds": 60, "min_rating": 1000,
                                           "options": FIVE, "starts_in": 3600,
                                           "turn_seconds": 0})
    assert r.status_code == 201  # toy-2 is a pool here


# -- an arena -----------------------------------------------------------------------------
def test_an_arena_pairs_finishers_again_at_once_and_its_standings_are_the_records(
        site: tuple[str, Any]) -> None:
    base, hub = site
    ann, bob, tid = two_in_an_arena(site, starts_in=0)
    first = table_of(ann, tid)
    assert page(bob, tid)["me"]["table"] == first
    assert page(ann, tid)["tables"][0]["table"] == first  # anyone can watch it
    ended = play_table(base, [ann, bob], tid)
    assert ended["status"] == "finished"
    # paired again at once, at a new table
    second = table_of(ann, tid, after=first)
    data = page(ann, tid)
    assert data["games"] == 1
    assert sorted(p for _h, p in shown(data)) in ([0.0, 2.0], [1.0, 1.0])
    assert shown(data) == recomputed(hub, tid)
    play_table(base, [ann, bob], tid)
    table_of(ann, tid, after=second)
    data = until(lambda: (d := page(ann, tid))["games"] == 2 and d)
    assert shown(data) == recomputed(hub, tid)
    assert sum(p for _h, p in shown(data)) == 4.0  # two games of two points each


def test_a_rated_arena_s_tables_are_rated_and_hurry_halves_the_timer_once(site: tuple[str, Any]) -> None:
    base, hub = site
    ann, me = person(site)
    bob, _ = person(site)
    tid = create(ann, starts_in=0, turn_seconds=60, rated=True)["id"]
    for who in (ann, bob):
        enter(who, tid)
    table = table_of(ann, tid)
    assert hub.rooms[table].table_options.get("rated") is True  # two accounts: rated
    r = ann.post(f"/api/tournaments/{tid}/hurry")
    assert r.status_code == 200, r.text
    assert ann.post(f"/api/tournaments/{tid}/hurry").status_code == 409  # once
    room = hub.rooms[table]
    assert room.table_options["halved"] == [r.json()["seat"]]
    stored = hub.store.load(table)
    assert stored.table["table_options"]["halved"] == [r.json()["seat"]]
    sat = [seat(who, tid) for who in (ann, bob)]
    play_out(base, table, {s["seat"]: s["token"] for s in sat})
    data = until(lambda: (d := page(ann, tid))["games"] == 1 and d)
    result = tournaments_db.records(hub.store, tid)[0][0]
    assert result.hurried == frozenset({str(me["id"])})
    assert shown(data) == recomputed(hub, tid)
    # played again: a game outside the tournament, without its marks or its hurry
    by_seat = {s["seat"]: (who, s["token"]) for who, s in zip((ann, bob), sat, strict=True)}
    offered = by_seat[0][0].post(f"/api/tables/{table}/again", headers=auth(by_seat[0][1]))
    assert offered.status_code == 202, offered.text  # an offer: the other says yes
    r = by_seat[1][0].post(f"/api/tables/{table}/again", headers=auth(by_seat[1][1]))
    assert r.status_code == 200, r.text
    options = hub.rooms[r.json()["table"]["id"]].table_options
    assert "tournament" not in options and "halved" not in options
    assert options["turn_seconds"] == 60


def test_a_person_who_leaves_a_game_is_withdrawn_from_later_pairings(
        site: tuple[str, Any]) -> None:
    base, hub = site
    ann, bob, tid = two_in_an_arena(site, starts_in=0)
    table_of(ann, tid)
    assert page(bob, tid)["hurry"] is None  # no turn timer: nothing to hurry
    assert bob.post(f"/api/tournaments/{tid}/hurry").status_code == 409
    mine = seat(bob, tid)
    r = bob.post(f"/api/tables/{mine['table']}/leave", headers=auth(mine["token"]))
    assert r.status_code == 200, r.text
    other = seat(ann, tid)
    play_out(base, other["table"], {other["seat"]: other["token"]})
    data = until(lambda: (d := page(bob, tid))["me"]["state"] == "left" and d)
    assert data["me"]["table"] is None
    result = tournaments_db.records(hub.store, tid)[0][0]  # left before the end: last
    assert result.endings[mine["seat"]] == "left"
    assert result.endings[other["seat"]] == "finished"
    assert result.places()[mine["seat"]] == 2
    time.sleep(0.5)  # five ticks: nobody to pair ann with
    assert page(ann, tid)["me"]["table"] is None and page(ann, tid)["me"]["waiting"]
    assert enter(bob, tid).status_code == 200  # a live arena takes them back if they ask


def test_leaving_once_one_s_place_is_settled_keeps_the_place_and_the_entry(
        site: tuple[str, Any]) -> None:
    """An unrated table: a person who leaves after their part of the game is over (as one out
    of cards in Durak; the toy game has no such seat, so the room says so for the leave)
    keeps the place the game gives them and is paired again."""
    base, hub = site
    ann, bob, tid = two_in_an_arena(site, starts_in=0)
    first = table_of(ann, tid)
    room = hub.rooms[first]
    assert room.table_options["tournament"] == tid and "rated" not in room.table_options
    mine = seat(bob, tid)
    room.out_seats = lambda: [mine["seat"]]  # bob's place is settled (read by the leave)
    try:
        r = bob.post(f"/api/tables/{first}/leave", headers=auth(mine["token"]))
        assert r.status_code == 200, r.text
    finally:
        del room.out_seats
    assert hub.rooms[first].seats[mine["seat"]].kind == "bot"
    other = seat(ann, tid)
    play_out(base, first, {other["seat"]: other["token"]})
    data = until(lambda: (d := page(ann, tid))["games"] == 1 and d)
    result = tournaments_db.records(hub.store, tid)[0][0]
    assert result.endings == ("finished", "finished")  # the game's own ranks
    assert result.places() == [int(r) for r in result.ranks]
    assert shown(data) == recomputed(hub, tid)
    assert page(bob, tid)["me"]["state"] == "in"
    second = table_of(bob, tid, after=first)  # paired again with ann
    assert page(ann, tid)["me"]["table"] == second


# -- Swiss ---------------------------------------------------------------------------------
def test_swiss_rounds_with_a_bye_then_the_podium_and_the_history(
        site: tuple[str, Any]) -> None:
    base, hub = site
    people = [person(site) for _ in range(3)]
    tid = create(people[0][0], format="swiss", rounds=2, seconds=0, starts_in=3600)["id"]
    for who, _me in people:
        assert enter(who, tid).status_code == 200
    with hub.store.engine.begin() as conn:  # due now: the entries closed
        conn.execute(TournamentRow.__table__.update().where(TournamentRow.id == tid)
                     .values(starts=time.time()))
    for number in (1, 2):
        data = until(lambda n=number: (d := page(people[0][0], tid))["round"] == n
                     and len(d["tables"]) == 1 and d)
        players = data["tables"][0]["players"]
        at = [who for who, me in people if me["handle"] in players]
        assert len(at) == 2
        play_table(base, at, tid)
    data = until(lambda: (d := page(people[0][0], tid))["state"] == "finished" and d)
    assert len(data["podium"]) == 3
    assert sum(s["byes"] for s in data["standings"]) == 2  # one a round
    assert shown(data) == recomputed(hub, tid)
    assert sum(p for _h, p in shown(data)) == 2 * 2 + 2 * 1  # two games, two byes
    assert enter(people[0][0], tid).status_code == 409
    handle = people[1][1]["handle"]
    history = httpx.get(f"{base}/api/players/{handle}/tournaments").json()
    assert [t["id"] for t in history["tournaments"]] == [tid]
    assert history["tournaments"][0]["rank"] in (1, 2, 3)


def test_swiss_bots_fill_the_odd_table_and_score_nothing(site: tuple[str, Any]) -> None:
    base, hub = site
    people = [person(site) for _ in range(3)]
    tid = create(people[0][0], format="swiss", rounds=1, seconds=0, starts_in=3600,
                 bots=True)["id"]
    for who, _me in people:
        assert enter(who, tid).status_code == 200
    with hub.store.engine.begin() as conn:
        conn.execute(TournamentRow.__table__.update().where(TournamentRow.id == tid)
                     .values(starts=time.time()))
    data = until(lambda: len((d := page(people[0][0], tid))["tables"]) == 2 and d)
    with_bot = [t for t in data["tables"] if None in t["players"]]
    assert len(with_bot) == 1  # the odd one out plays a bot, no bye
    for table in data["tables"]:
        at = [who for who, me in people if me["handle"] in table["players"]]
        play_table(base, at, tid)
    data = until(lambda: (d := page(people[0][0], tid))["state"] == "finished" and d)
    assert sum(s["byes"] for s in data["standings"]) == 0
    assert len(data["standings"]) == 3  # the bot has no line
    assert shown(data) == recomputed(hub, tid)


def test_a_swiss_table_a_killed_tick_left_unformed_is_formed_again(
        site: tuple[str, Any]) -> None:
    """A round written ("seating") whose table a dead process never formed: the next tick
    forms it with the same id, so the round's game is not lost."""
    base, hub = site
    people = [person(site) for _ in range(2)]
    tid = create(people[0][0], format="swiss", rounds=1, seconds=0, starts_in=3600)["id"]
    for who, _me in people:
        assert enter(who, tid).status_code == 200
    now = time.time()
    assert tournaments_db.start(hub.store, tid, now - 10)
    assert tournaments_db.seat_round(hub.store, tid, 1, [], [
        ("lostTable1", [people[0][1]["id"], people[1][1]["id"]])], now - 10)
    data = until(lambda: (d := page(people[0][0], tid))["tables"] and d)
    assert [t["table"] for t in data["tables"]] == ["lostTable1"]
    play_table(base, [who for who, _me in people], tid)
    data = until(lambda: (d := page(people[0][0], tid))["state"] == "finished" and d)
    assert data["games"] == 1 and shown(data) == recomputed(hub, tid)


def test_a_game_still_going_at_an_arena_s_end_does_not_count(site: tuple[str, Any]) -> None:
    base, hub = site
    ann, bob, tid = two_in_an_arena(site, starts_in=0)
    table_of(ann, tid)
    sat = [seat(who, tid) for who in (ann, bob)]
    with hub.store.engine.begin() as conn:  # the arena's time is up now
        conn.execute(TournamentRow.__table__.update().where(TournamentRow.id == tid)
                     .values(starts=time.time() - 600))
    until(lambda: page(ann, tid)["state"] == "finished")
    ended = play_out(base, sat[0]["table"], {s["seat"]: s["token"] for s in sat})
    assert ended["status"] == "finished"  # the game itself ends as any game
    data = page(ann, tid)
    assert data["games"] == 0 and [s["points"] for s in data["standings"]] == [0, 0]
    assert [g.state for g in tournaments_db.games(hub.store, tid)] == ["void"]
    assert len(data["podium"]) == 2


def test_two_wins_in_a_row_light_the_flame(site: tuple[str, Any]) -> None:
    """The page's flame is the rules' streak over the stored results (two first places)."""
    base, hub = site
    ann, a = person(site)
    bob, b = person(site)
    tid = create(ann, starts_in=3600)["id"]
    for who in (ann, bob):
        enter(who, tid)
    now = time.time()
    with hub.store.engine.begin() as conn:
        for n in (1, 2):
            conn.execute(insert(TournamentGameRow).values(
                table_id=f"won{n}{tid[:8]}", tournament_id=tid, round=0,
                players=[a["id"], b["id"]], state="done", hurried=[], n=n, created=now,
                ended=now, result=Result((str(a["id"]), str(b["id"])), (1, 2), 20).to_json()))
    data = page(bob, tid)
    fire = {s["handle"]: s["fire"] for s in data["standings"]}
    assert fire == {a["handle"]: True, b["handle"]: False}
    assert data["standings"][0]["points"] == 4


def test_entering_again_while_at_a_table_changes_nothing(site: tuple[str, Any]) -> None:
    """An entry resent during a live arena (its answer lost) while the person already plays
    there does not put them back on the waiting line, where the next tick would seat them at a
    second table beside the first."""
    _base, hub = site
    (ann, me), (bob, _) = person(site), person(site)
    tid = str(create(ann, starts_in=0)["id"])
    for who in (ann, bob):
        assert enter(who, tid).status_code == 200
    first = table_of(ann, tid)
    assert enter(ann, tid).status_code == 200
    with hub.store.engine.connect() as conn:
        waiting = conn.execute(select(TournamentPlayerRow.waiting).where(
            (TournamentPlayerRow.tournament_id == tid)
            & (TournamentPlayerRow.account_id == me["id"]))).scalar_one()
    assert waiting is None
    assert page(ann, tid)["me"]["table"] == first


def test_tables_and_results_are_rows(site: tuple[str, Any]) -> None:
    """Every tournament table the runner formed exists, and none is counted twice."""
    base, hub = site
    ann, bob, tid = two_in_an_arena(site, starts_in=0)  # its own table: workers share no order
    table_of(ann, tid)
    play_table(base, [ann, bob], tid)
    until(lambda: page(ann, tid)["games"] == 1)  # the result is written just after the game
    with hub.store.engine.connect() as conn:
        rows = conn.execute(select(TournamentGameRow.table_id, TournamentGameRow.state,
                                   TournamentGameRow.n, TournamentGameRow.tournament_id)).all()
        tables = set(conn.execute(select(TableRow.id)).scalars())
    assert any(r.tournament_id == tid and r.state == "done" for r in rows)
    # a "seating" row is written before its table (the repair voids it if no table follows)
    formed = [r for r in rows if r.state in ("playing", "done") and not r.table_id.startswith("won")]
    assert all(r.table_id in tables for r in formed)  # (the flame test's rows are made up)
    counted = [(r.tournament_id, r.n) for r in rows if r.state == "done"]
    assert len(counted) == len(set(counted))
