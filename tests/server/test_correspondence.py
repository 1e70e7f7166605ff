"""Correspondence tables (issue 45) on SQLite and PostgreSQL: a whole Durak game between two
accounts by days a move over a simulated week, across a restart of the server, each told of
each of their turns by push (to a push service the test runs, tests/server/push_service.py)
and in the bell; a seat whose days run out; vacations pausing the clocks; "Play now"'s
separate queue and the separate rating pool. The hub reads the time from `hub.now`: the tests
put their own clock there, and run the deadlines' sweep themselves at the time it says."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from koloda.ratings import known_pool, pool_of
from koloda.server.bus import CorrespondenceEnded, TurnWaiting
from koloda.server.correspondence.service import Correspondence
from koloda.server.people.accounts import COOKIE
from koloda.server.rated import service as rated

from .databases import fresh_url
from .helpers import Client, auth, play_person, running_hub, ws_connect, ws_url
from .people import ROOMY, browser, signed_up
from .push_service import Device, PushService, push_service, vapid_claims

DAY = 86400.0
LIMITS = dataclasses.replace(ROOMY, seek_round_seconds=0.3)


class FakeClock:
    """The time the hub reads: moved on by the test, never by itself."""

    def __init__(self) -> None:
        self.t = 1_900_000_000.0  # a Wednesday in 2030

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def on_hub(hub: Any, coro: Any) -> Any:
    """Run a coroutine in the server's own loop (the hub lives in the server's thread)."""
    return asyncio.run_coroutine_threadsafe(coro, hub.loop).result(30)


def sweep(hub: Any) -> int:
    """The correspondence sweep, now by the hub's clock (a service holds nothing: any will do)."""
    return int(on_hub(hub, Correspondence(hub).sweep()))


def rest(hub: Any, table_id: str) -> None:
    """The hub's sweep, as if long after the last change, until the table left memory (its
    last socket's close may still be on its way to the server)."""
    deadline = time.monotonic() + 10
    while table_id in hub.rooms:
        assert time.monotonic() < deadline, "the resting table stayed in memory"
        on_hub(hub, hub.sweep(time.monotonic() + 3600))
        time.sleep(0.02)


def listen(hub: Any) -> list[Any]:
    heard: list[Any] = []
    hub.bus.subscribe(TurnWaiting, heard.append)
    hub.bus.subscribe(CorrespondenceEnded, heard.append)
    return heard


@pytest.fixture(scope="module")
def pushes() -> Iterator[PushService]:
    with push_service() as service:
        yield service


@pytest.fixture
def db_url(tmp_path: Path, backend: str) -> str:
    return fresh_url(backend, tmp_path)


@contextlib.contextmanager
def server(url: str, clock: FakeClock) -> Iterator[tuple[str, Any]]:
    with running_hub(url, limits=LIMITS) as (base, hub):
        hub.now = clock
        yield base, hub


def again(client: httpx.Client, base: str) -> httpx.Client:
    """The same person's browser on a server started again (its session is in the database)."""
    fresh = browser(base)
    fresh.cookies.set(COOKIE, client.cookies[COOKIE])
    return fresh


def by_days(base: str, host: httpx.Client, guest: httpx.Client, days: int = 1,
            game: str = "durak", **options: Any) -> tuple[str, dict[int, str]]:
    """A started two-seat correspondence table of `host` and `guest`: its id and tokens."""
    r = host.post("/api/tables", json={"game": game, "players": 2,
                                       "options": {"days": days, "bot_delay": 0, **options}})
    assert r.status_code == 200, r.text
    made = r.json()
    tid = made["table"]["id"]
    assert made["table"]["options"]["days"] == days
    joined = guest.post(f"/api/tables/{tid}/join", json={})
    assert joined.status_code == 200, joined.text
    r = host.post(f"/api/tables/{tid}/start", headers=auth(made["token"]))
    assert r.status_code == 200, r.text
    return tid, {0: made["token"], 1: joined.json()["token"]}


async def look(base: str, tid: str, seat: int, token: str) -> dict[str, Any]:
    """The state a seat sees on opening the table (a socket opened and closed)."""
    async with ws_connect(ws_url(base, tid, token)) as ws:
        return await Client(ws, seat).state()


async def move(base: str, tid: str, seat: int, token: str, rng: random.Random) -> dict[str, Any]:
    """Open the table as `seat`, make one legal move, wait until it applies, close: the
    state after it."""
    async with ws_connect(ws_url(base, tid, token)) as ws:
        client = Client(ws, seat)
        state = await client.state()
        assert state["legal"], "this seat has nothing to do"
        await client.act(state["version"], rng.choice(state["legal"])["action"])
        return await client.state(lambda m: m["version"] > state["version"])


async def play(base: str, tid: str, tokens: dict[int, str], rng: random.Random,
               clock: FakeClock, moves: int, hours: tuple[float, float],
               each: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Both people at the table (two sockets), `moves` moves (or to the end), the clock moved
    on by a few hours before each, and `each` told the state it waits in then: the last
    state, as seat 0 sees it."""
    async with ws_connect(ws_url(base, tid, tokens[0])) as ws0, \
            ws_connect(ws_url(base, tid, tokens[1])) as ws1:
        clients = {0: Client(ws0, 0), 1: Client(ws1, 1)}
        seen = {s: await c.state() for s, c in clients.items()}
        for _ in range(moves):
            now = seen[0]
            if now["outcome"]:
                break
            seat = waiting_seat(now)
            clock.advance(rng.uniform(*hours) * 3600)
            if each is not None:
                each(now)
            mine = seen[seat]
            assert mine["version"] == now["version"] and mine["legal"]
            await clients[seat].act(mine["version"], rng.choice(mine["legal"])["action"])
            for s, c in clients.items():
                seen[s] = await c.state(lambda m, v=now["version"]: m["version"] > v)
        return seen[0]


def waiting_seat(state: dict[str, Any]) -> int:
    """The seat the game waits on (the one obliged, else the only one who may act)."""
    if state["to_move"] is not None:
        return int(state["to_move"])
    return int(state["actors"][0])


@dataclasses.dataclass
class Told:
    """What each person of a correspondence table is told of their turns, checked at each one:
    a push to their phone (decrypted there, in the language it subscribed in) and the bell's
    notice of the table (one, renewed unread at each turn; they read it each time)."""

    pushes: PushService
    hub: Any
    tid: str
    clock: FakeClock
    people: dict[int, httpx.Client]
    phones: dict[int, Device]
    langs: dict[int, str]
    turns: dict[int, int] = dataclasses.field(default_factory=lambda: {0: 0, 1: 0})
    seen: set[int] = dataclasses.field(default_factory=set)

    def turn(self, state: dict[str, Any]) -> None:
        """The game waits on a person in `state`, the clock some hours on: their days still
        run (the sweep runs nothing out), and they were told, once, by push and in the bell."""
        seat = state["to_move"]
        assert seat is not None
        timer = state["timer"]
        assert timer["kind"] == "turn" and timer["seat"] == seat and timer["seconds"] == DAY
        assert timer["deadline"] > self.clock.t
        assert sweep(self.hub) == 0
        self.turns[seat] += 1
        got = self.pushes.wait(self.phones[seat], self.turns[seat])
        assert len(got) == self.turns[seat], "a turn told more than once"
        message = self.phones[seat].open(got[-1])
        assert message["id"] not in self.seen
        self.seen.add(message["id"])
        words = {"en": ("Your move", "It is your move in Durak."),
                 "ru": ("Ваш ход", "Ваш ход: Дурак.")}[self.langs[seat]]
        assert (message["title"], message["body"]) == words
        assert message["kind"] == "turn" and message["url"] == f"/t/{self.tid}"
        assert message["tag"] == f"turn:{self.tid}" and message["lang"] == self.langs[seat]
        # kept by the push service until the days run out (as of its sending, some time
        # between the wait's start and now)
        assert timer["deadline"] - self.clock.t - 2 <= int(got[-1]["headers"]["ttl"]) <= DAY
        assert got[-1]["headers"]["urgency"] == "high"
        found = self.bell(seat)
        item = found["items"][0]
        assert item["id"] == message["id"], "the bell's newest notice is not this turn's"
        assert item["kind"] == "turn" and item["read"] is None and item["url"] == f"/t/{self.tid}"
        assert item["args"]["deadline"] == pytest.approx(timer["deadline"], abs=0.01)
        assert item["text"] == {"en": "It is your move in Durak.", "ru": "Ваш ход: Дурак."}
        assert [i["url"] for i in found["items"]] == [f"/t/{self.tid}"]  # one notice a table
        assert found["unread"] == 1
        r = self.people[seat].post("/api/notifications/read", json={"ids": [item["id"]]})
        assert r.json() == {"unread": 0}

    def over(self, seat: int) -> dict[str, Any]:
        """The game ended: the person was told by push and in the bell, whose notice of the
        table took the turn's place; the push."""
        got = self.pushes.wait(self.phones[seat], self.turns[seat] + 1)
        assert len(got) == self.turns[seat] + 1
        message = self.phones[seat].open(got[-1])
        assert message["kind"] == "ended" and message["url"] == f"/t/{self.tid}"
        assert message["tag"] == f"turn:{self.tid}" and message["lang"] == self.langs[seat]
        assert message["body"] == {"en": "Your game of Durak is over.",
                                   "ru": "Партия окончена: Дурак."}[self.langs[seat]]
        assert got[-1]["headers"]["urgency"] == "normal"
        found = self.bell(seat)
        assert [(i["kind"], i["url"]) for i in found["items"]] == [("ended", f"/t/{self.tid}")]
        assert found["items"][0]["id"] == message["id"] and found["unread"] == 1
        return message

    def bell(self, seat: int) -> dict[str, Any]:
        r = self.people[seat].get("/api/notifications")
        assert r.status_code == 200, r.text
        return r.json()  # type: ignore[no-any-return]


def test_a_durak_game_by_days_over_a_week_across_a_restart_each_turn_told(
        db_url: str, pushes: PushService) -> None:
    """Issue 45's "Done when": two accounts play a whole Durak game by a day a move over a
    simulated week, a few hours between moves (never a move's day), across a restart of the
    server; each is told of each of their turns by push and in the bell, and of the end."""
    clock, rng = FakeClock(), random.Random(45)
    began = clock.t
    phones = {0: pushes.device(), 1: pushes.device()}
    with server(db_url, clock) as (base, hub):
        heard = listen(hub)
        ann, _ = signed_up(base)
        bob, _ = signed_up(base)
        people = {0: ann, 1: bob}
        langs = {0: "en", 1: "ru"}
        for seat, phone in phones.items():
            r = people[seat].post("/api/push/subscriptions", json=phone.subscription(langs[seat]))
            assert r.status_code == 201, r.text
        key = httpx.get(f"{base}/api/push/key").json()["key"]
        tid, tokens = by_days(base, ann, bob, days=1)
        told = Told(pushes, hub, tid, clock, people, phones, langs)
        state = asyncio.run(look(base, tid, 0, tokens[0]))
        assert state["timer"]["kind"] == "turn" and state["timer"]["seconds"] == DAY
        first = waiting_seat(state)
        assert state["timer"]["deadline"] == pytest.approx(clock.t + DAY)
        # "Your turn": the person it waits on sees it, with its deadline; the other does not
        mine = people[first].get("/api/me/turns").json()
        assert mine["count"] == 1 and mine["turns"][0]["table"] == tid
        assert mine["turns"][0]["seat"] == first and mine["turns"][0]["days"] == 1
        assert mine["turns"][0]["title"]["en"] == "Durak"
        assert people[1 - first].get("/api/me/turns?count=1").json() == {"count": 0}
        assert any(isinstance(e, TurnWaiting) and e.table_id == tid for e in heard)
        # part of the game on this process, some hours between moves; nobody there between
        # the sittings: the table leaves memory, the database keeps it
        for _sitting in range(2):
            state = asyncio.run(play(base, tid, tokens, rng, clock, 8, (1, 5), told.turn))
            assert not state["outcome"]
            rest(hub, tid)
        # one move by a person who opens the table, moves and goes
        seat = waiting_seat(state)
        clock.advance(5 * 3600)
        told.turn(state)
        state = asyncio.run(move(base, tid, seat, tokens[seat], rng))
        rest(hub, tid)
    # a restart overnight: nothing of the table was kept in memory, and nothing is lost
    clock.advance(10 * 3600)
    with server(db_url, clock) as (base, hub):
        heard = listen(hub)
        assert tid not in hub.rooms  # resting: not rebuilt at startup
        people = {0: again(ann, base), 1: again(bob, base)}
        told.hub, told.people = hub, people
        assert httpx.get(f"{base}/api/push/key").json()["key"] == key  # the same VAPID keys
        seat = waiting_seat(state)
        turns = people[seat].get("/api/me/turns").json()["turns"]
        assert [t["table"] for t in turns] == [tid]
        assert turns[0]["deadline"] > clock.t
        # "the table opens at the move": a fresh token for this device, and the move is there
        fresh = people[seat].post(f"/api/me/turns/{tid}/seat").json()
        assert fresh["seat"] == seat
        tokens[seat] = fresh["token"]
        reopened = asyncio.run(look(base, tid, seat, tokens[seat]))
        assert reopened["version"] == state["version"] and reopened["legal"]
        state = asyncio.run(play(base, tid, tokens, rng, clock, 1000, (1, 5), told.turn))
        assert state["outcome"]
        # a week of days: nobody's clock ran out (a run-out would have handed a seat to a bot)
        assert clock.t - began > 7 * DAY
        table = httpx.get(f"{base}/api/tables/{tid}").json()
        assert table["status"] == "finished"
        assert all(s["kind"] == "human" for s in table["seats"]), table["seats"]
        ended = [e for e in heard if isinstance(e, CorrespondenceEnded)]
        assert len(ended) == 1 and ended[0].table_id == tid and len(ended[0].account_ids) == 2
        assert people[0].get("/api/me/turns").json()["count"] == 0
        for seat in (0, 1):
            told.over(seat)
            # signed by the keys made on the first start, kept across the restart
            assert vapid_claims(phones[seat].got[-1], key, phones[seat].endpoint)
    assert told.turns[0] and told.turns[1]  # both were told of their turns
    print(f"{sum(told.turns.values())} turns told over {(clock.t - began) / DAY:.1f} days")


def test_a_seat_whose_days_run_out_gets_its_bot_move_and_vacation_pauses(db_url: str) -> None:
    clock = FakeClock()
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        bob, _ = signed_up(base)
        people = {0: ann, 1: bob}
        tid, tokens = by_days(base, ann, bob, days=2)
        state = asyncio.run(look(base, tid, 0, tokens[0]))
        rest(hub, tid)
        # a day and a half: nothing happens
        clock.advance(1.5 * DAY)
        assert sweep(hub) == 0
        # past two days: the sweep wakes the table and the seat's bot makes that one move
        clock.advance(0.6 * DAY)
        assert sweep(hub) == 1
        after = asyncio.run(look(base, tid, 0, tokens[0]))
        assert after["version"] == state["version"] + 1
        assert sweep(hub) == 0  # once
        # the next seat goes on vacation: its days stop running
        seat = waiting_seat(after)
        me = people[seat]
        assert me.post("/api/me/vacation").json()["on"] is True
        assert me.post("/api/me/vacation").status_code == 409
        clock.advance(3 * DAY)
        assert sweep(hub) == 0
        back = me.delete("/api/me/vacation").json()
        assert back["on"] is False and back["used"] == pytest.approx(3, abs=0.01)
        assert back["left"] == pytest.approx(27, abs=0.01)
        turn = me.get("/api/me/turns").json()["turns"][0]
        assert turn["deadline"] == pytest.approx(clock.t + 2 * DAY, abs=5)
        clock.advance(1.9 * DAY)
        assert sweep(hub) == 0
        clock.advance(0.2 * DAY)
        assert sweep(hub) == 1
        # a vacation is a year's allowance: one that uses it up ends by itself
        assert me.post("/api/me/vacation").json()["on"] is True
        clock.advance(28 * DAY)
        sweep(hub)
        assert me.get("/api/me/vacation").json()["on"] is False
        assert me.post("/api/me/vacation").status_code == 409  # none left this year
        assert me.get("/api/me/turns").status_code == 200
        assert httpx.get(f"{base}/api/me/turns").status_code == 401


def test_a_seat_whose_days_run_out_twice_in_a_row_is_left_to_its_bot(db_url: str) -> None:
    """A person gone for good must not hold the game for a move's days at each of their turns:
    the second run-out in a row hands their seat to its bot for the rest of the game, as if
    they had left; a move of their own in between starts the count again."""
    clock, rng = FakeClock(), random.Random(7)
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        bob, _ = signed_up(base)
        tid, tokens = by_days(base, ann, bob, days=1)
        absent = waiting_seat(asyncio.run(look(base, tid, 0, tokens[0])))
        present = 1 - absent
        # the absent seat's turns: run out, move, run out, run out
        script = ["out", "move", "out", "out"]
        kinds = []
        while script:
            state = asyncio.run(look(base, tid, 0, tokens[0]))
            assert not state["outcome"], "the game ended before the script did"
            if waiting_seat(state) == present:
                asyncio.run(move(base, tid, present, tokens[present], rng))
                continue
            if script.pop(0) == "move":
                asyncio.run(move(base, tid, absent, tokens[absent], rng))
            else:
                clock.advance(1.05 * DAY)
                assert sweep(hub) == 1
            kinds.append(httpx.get(f"{base}/api/tables/{tid}").json()["seats"][absent]["kind"])
        # a run-out, a move of their own, a run-out: still theirs; the next run-out: the bot's
        assert kinds == ["human", "human", "human", "bot"]
        table = httpx.get(f"{base}/api/tables/{tid}").json()
        assert table["seats"][absent]["account"] is not None  # the game is still theirs
        assert table["seats"][present]["kind"] == "human"
        # nothing waits on the absent person any more
        absent_client = ann if absent == 0 else bob
        assert all(t["table"] != tid for t in absent_client.get("/api/me/turns").json()["turns"])


def test_play_now_and_ratings_keep_correspondence_apart(db_url: str) -> None:
    assert pool_of("durak", {}, 2, correspondence=True) == "durak-2-corr"
    assert pool_of("durak", {}, 2) == "durak-2" and known_pool("durak-2-corr")
    clock = FakeClock()
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        bob, _ = signed_up(base)
        cid, _ = signed_up(base)
        body = {"game": "durak", "players": 2, "bots_after": None, "rated": True}
        seeks = {}
        for who, extra in ((ann, {"days": 3}), (cid, {"turn_seconds": 30}), (bob, {"days": 3})):
            r = who.post("/api/seeks", json={**body, **extra})
            assert r.status_code == 201, r.text
            seeks[id(who)] = r.json()
            if who is ann:  # alone in the correspondence queue, which says its days
                queues = ann.get("/api/seeks").json()["queues"]
                assert any(q.get("days") == 3 and q["seeking"] == 1 for q in queues)
        assert seeks[id(ann)]["seek"]["pool"] == "durak-2-corr"
        assert seeks[id(cid)]["seek"]["pool"] == "durak-2"
        answers = {}
        for who in (ann, bob):
            made = seeks[id(who)]
            r = who.get(f"/api/seeks/{made['seek']['id']}", params={"wait": 10},
                        headers=auth(made["secret"]))
            answers[id(who)] = r.json()
        assert {a["status"] for a in answers.values()} == {"seated"}
        table = answers[id(ann)]["table"]
        assert table["options"]["days"] == 3 and table["options"]["rated"] is True
        assert rated.pool(hub.rooms[table["id"]]) == "durak-2-corr"
        # the live seeker still waits in its own queue
        made = seeks[id(cid)]
        r = cid.get(f"/api/seeks/{made['seek']['id']}", headers=auth(made["secret"]))
        assert r.json()["status"] == "waiting"
        # the games that are never played by days, and what goes with days
        games = {g["id"]: g for g in httpx.get(f"{base}/api/games").json()}
        assert any(o["name"] == "days" for o in games["durak"]["options"])
        assert not any(o["name"] == "days" for o in games["scattergories"]["options"])
        for options in ({"days": 1, "turn_seconds": 30}, {"days": 5}):
            r = ann.post("/api/tables", json={"game": "durak", "players": 2, "options": options})
            assert r.status_code == 422, r.text
        r = ann.post("/api/tables", json={"game": "scattergories", "players": 2,
                                          "options": {"days": 1}})
        assert r.status_code == 422 and "30" in r.json()["error"]["en"]


def test_a_challenge_by_days_makes_a_correspondence_table_rated_in_its_own_pool(
        db_url: str) -> None:
    """A challenge (issue 44) sent with days a move forms a correspondence table: the days
    kept as the table's, each move's clock days long, and, rated, the game's correspondence
    pool (not the live one) settled at its end."""
    clock, rng = FakeClock(), random.Random(44)
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        bob, made = signed_up(base)
        bob_name = made["account"]["handle"]
        for options in ({"days": 5}, {"days": 1, "turn_seconds": 30}):  # what goes with days
            r = ann.post("/api/challenges", json={"handle": bob_name, "game": "durak",
                                                  "options": options})
            assert r.status_code == 422, r.text
        r = ann.post("/api/challenges", json={"handle": bob_name, "game": "durak",
                                              "options": {"days": 3, "rated": True}})
        assert r.status_code == 201, r.text
        assert r.json()["options"]["days"] == 3
        challenge = r.json()["id"]
        seat = bob.post(f"/api/challenges/{challenge}/accept")
        assert seat.status_code == 200, seat.text
        tid = seat.json()["table"]
        tokens = {1: seat.json()["token"],
                  0: ann.post(f"/api/challenges/{challenge}/seat").json()["token"]}
        table = httpx.get(f"{base}/api/tables/{tid}").json()
        assert table["options"]["days"] == 3 and table["options"]["rated"] is True
        assert rated.pool(hub.rooms[tid]) == "durak-2-corr"
        state = asyncio.run(look(base, tid, 0, tokens[0]))
        assert state["timer"]["seconds"] == 3 * DAY
        assert state["timer"]["deadline"] == pytest.approx(clock.t + 3 * DAY)
        waiting = {0: ann, 1: bob}[waiting_seat(state)]
        turn = waiting.get("/api/me/turns").json()["turns"][0]
        assert turn["table"] == tid and turn["days"] == 3
        # played to its end, a day or two between moves: rated in the correspondence pool
        state = asyncio.run(play(base, tid, tokens, rng, clock, 1000, (24, 60)))
        assert state["outcome"]
        table = httpx.get(f"{base}/api/tables/{tid}").json()
        assert all(s["kind"] == "human" for s in table["seats"]), table["seats"]
        assert table["ratings"]["pool"] == "durak-2-corr" and not table["ratings"]["aborted"]
        assert {s["ended"] for s in table["ratings"]["seats"].values()} == {"finished"}


def bot_table(base: str, person: httpx.Client, bot: str, days: int = 1,
              **options: Any) -> tuple[str, str]:
    """A started correspondence Durak table of `person` (seat 0) and a bot: its id and the
    person's token."""
    r = person.post("/api/tables", json={"game": "durak", "players": 2,
                                         "options": {"days": days, **options}})
    assert r.status_code == 200, r.text
    tid, token = r.json()["table"]["id"], r.json()["token"]
    r = person.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": bot}, headers=auth(token))
    assert r.status_code == 200, r.text
    r = person.post(f"/api/tables/{tid}/start", headers=auth(token))
    assert r.status_code == 200, r.text
    return tid, token


async def my_turn(base: str, tid: str, token: str, within: float = 15.0) -> dict[str, Any]:
    """The state once the game waits on seat 0 (a bot to move answers first)."""
    async with ws_connect(ws_url(base, tid, token)) as ws:
        return await Client(ws, 0).state(lambda m: m["to_move"] == 0 or bool(m["outcome"]),
                                         timeout=within)


def test_a_bot_at_a_correspondence_table_answers_within_seconds(db_url: str) -> None:
    """Days a move are the people's: a bot to move answers within seconds, as at a live table
    (its search and the table's usual delay), with nobody at the table, and the person is told
    their turn has come again."""
    clock, rng = FakeClock(), random.Random(3)
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        tid, token = bot_table(base, ann, "search", days=2)
        answers = []
        while len(answers) < 2:
            state = asyncio.run(my_turn(base, tid, token))
            assert not state["outcome"], "the game ended before the bot answered twice"
            assert state["timer"]["seconds"] == 2 * DAY
            told = ann.get("/api/notifications").json()["items"][0]
            assert told["kind"] == "turn" and told["url"] == f"/t/{tid}"
            after = asyncio.run(move(base, tid, 0, token, rng))  # and gone
            if after["to_move"] != 1:
                continue
            assert after["timer"] is None  # no days run while a bot thinks
            moved = time.monotonic()
            # the person's turn notice comes once the bot has moved
            renewed = None
            while renewed is None:
                assert time.monotonic() - moved < 15, "the bot did not answer in 15 s"
                item = ann.get("/api/notifications").json()["items"][0]
                renewed = item if item["id"] != told["id"] else None
                time.sleep(0.02)  # polling the bell
            answers.append(time.monotonic() - moved)
            assert renewed["kind"] in ("turn", "ended") and renewed["url"] == f"/t/{tid}"
            if renewed["kind"] == "ended":
                break
            now = asyncio.run(look(base, tid, 0, token))
            assert now["version"] > after["version"] and now["to_move"] == 0
            assert renewed["args"]["deadline"] == pytest.approx(now["timer"]["deadline"])
            assert now["timer"]["deadline"] == pytest.approx(clock.t + 2 * DAY)
        print("the bot answered in", ", ".join(f"{a:.2f} s" for a in answers))


def test_two_peoples_consent_to_hints_outlives_a_rest_and_a_new_token(db_url: str) -> None:
    """At a correspondence table of two people, hints work once both turned them on, as at a
    live one; the consents are kept with the table, so they hold after it rested in the
    database between moves (they lived in the serving process only, and every rest turned
    hints off), and a signed-in person's consent is their account's, so opening the table on
    another device ("Your turn": a new token for the seat) keeps it."""
    clock = FakeClock()
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        bob, _ = signed_up(base)
        tid, tokens = by_days(base, ann, bob)
        state = asyncio.run(look(base, tid, 0, tokens[0]))
        seat = waiting_seat(state)
        people = {0: ann, 1: bob}

        def hint(token: str) -> int:
            return httpx.post(f"{base}/api/tables/{tid}/hint", headers=auth(token),
                              timeout=60).status_code

        assert hint(tokens[seat]) == 409  # nobody agreed yet
        for s in (0, 1):
            r = httpx.post(f"{base}/api/tables/{tid}/hints", json={"on": True},
                           headers=auth(tokens[s]))
            assert r.status_code == 200 and r.json()["hints_on"] == list(range(s + 1)), r.text
        assert hint(tokens[seat]) == 200
        rest(hub, tid)
        assert hint(tokens[seat]) == 200  # rebuilt from the database with both consents
        fresh = people[seat].post(f"/api/me/turns/{tid}/seat")
        assert fresh.status_code == 200, fresh.text
        assert hint(tokens[seat]) == 403  # the old token no longer holds the seat
        assert hint(fresh.json()["token"]) == 200
        rest(hub, tid)
        assert hint(fresh.json()["token"]) == 200
        # turned off, it stays off after a rest too
        httpx.post(f"{base}/api/tables/{tid}/hints", json={"on": False},
                   headers=auth(fresh.json()["token"])).raise_for_status()
        rest(hub, tid)
        assert hint(fresh.json()["token"]) == 409


def test_hints_and_analysis_at_a_correspondence_table_as_at_a_live_one(db_url: str) -> None:
    """A hint at a correspondence table answers as at a live one, also once the table rested
    and came back from the database; its finished game's analysis is queued and computed,
    days after its end as the table's clock counts them, and no longer once they are past."""
    clock, rng = FakeClock(), random.Random(5)
    with server(db_url, clock) as (base, hub):
        ann, _ = signed_up(base)
        tid, token = bot_table(base, ann, "random", bot_delay=0)
        hinted = 0
        while hinted < 2:
            state = asyncio.run(my_turn(base, tid, token))
            assert not state["outcome"], "the game ended before two hints"
            # asked where only the person may act: a bot that may throw in meanwhile would
            # move the game on under the hint (answered "ask again", as at a live table)
            if state["actors"] == [0]:
                rest(hub, tid)
                answer = httpx.post(f"{base}/api/tables/{tid}/hint", headers=auth(token),
                                    timeout=60)
                assert answer.status_code == 200, answer.text
                hint = answer.json()
                assert hint["version"] == state["version"]
                legal = [e["action"] for e in state["legal"]]
                assert hint["best"] in legal or hint["best"] is None
                assert all(0 <= m["chance"] <= 1 for m in hint["moves"])
                hinted += 1
            asyncio.run(move(base, tid, 0, token, rng))

        async def finish() -> dict[str, Any]:
            async with ws_connect(ws_url(base, tid, token)) as ws:
                return await play_person(Client(ws, 0), rng)
        assert asyncio.run(finish())["outcome"]
        # three days later by the table's clock: still within the week the analysis allows
        clock.advance(3 * DAY)
        r = httpx.post(f"{base}/api/tables/{tid}/analysis/0", headers=auth(token))
        assert r.status_code == 200, r.text
        assert r.json()["status"] in ("queued", "running", "done")
        deadline = time.monotonic() + 60
        while (found := httpx.get(f"{base}/api/tables/{tid}/analysis/0").json())["status"] \
                != "done":
            assert time.monotonic() < deadline, "the analysis did not finish"
            time.sleep(0.05)  # polling its progress
        assert found["analysis"]["seat"] == 0 and found["analysis"]["decisions"]
        # the bot's seat, past the week: too old
        clock.advance(5 * DAY)
        r = httpx.post(f"{base}/api/tables/{tid}/analysis/1", headers=auth(token))
        assert r.status_code == 409 and "7" in r.json()["error"]["en"]
