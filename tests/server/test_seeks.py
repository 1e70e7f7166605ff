""""Play now" (server/seeks/service.py) on SQLite and PostgreSQL: seekers of a queue seated together
within a round, far ratings waiting longer, blocks never seated together (nor counted by each
other), a cancel immediate, bots after the chosen wait or at once when asked, guests unrated
only, and a rated pair at a rated table.

Each test seeks in its own queue (its own turn seconds): the server is shared by the module."""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from koloda.ratings.scale import MU, SIGMA, K
from koloda.server.rated import service as rated
from koloda.server.rated.rows import RatingHistoryRow, RatingRow
from koloda.server.seeks import db as seeks_db
from koloda.server.seeks.rows import SeekRow
from koloda.server.store import AccountRow, TableRow

from .databases import fresh_url
from .helpers import auth, running_hub
from .people import ROOMY, browser, handle, rated_toy, signed_up

#: rounds every 0.3 s: a far pair (600 points: 5 rounds each) sits within two seconds
LIMITS = dataclasses.replace(ROOMY, seek_round_seconds=0.3)


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=LIMITS) as found:
        yield found


def guest(base: str) -> httpx.Client:
    """A guest's browser, with its own client id."""
    client = browser(base)
    client.headers["X-Koloda-Client"] = uuid.uuid4().hex
    return client


def seek(who: httpx.Client, turn_seconds: int, **body: Any) -> tuple[str, str]:
    r = who.post("/api/seeks", json={"game": "toy", "players": 2, "bots_after": None,
                                     "turn_seconds": turn_seconds, **body})
    assert r.status_code == 201, r.text
    made = r.json()
    assert len(made["secret"]) >= 43  # 256 bits, url-safe
    return made["seek"]["id"], made["secret"]


def poll(who: httpx.Client, made: tuple[str, str], wait: float = 0) -> dict[str, Any]:
    r = who.get(f"/api/seeks/{made[0]}", params={"wait": wait}, headers=auth(made[1]))
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def until_seated(who: httpx.Client, made: tuple[str, str], within: float = 10.0) -> dict[str, Any]:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        answer = poll(who, made, 2)
        if answer["status"] != "waiting":
            return answer
    raise AssertionError("not seated in time")


def account_id(hub: Any, name: str) -> int:
    with hub.store.engine.connect() as conn:
        return int(conn.execute(select(AccountRow.id).where(AccountRow.handle == name)).scalar())


def set_rating(hub: Any, name: str, rating: int) -> None:
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(account_id=account_id(hub, name), pool="toy-2",
                                              mu=MU + (rating - 1500) / K, sigma=SIGMA / 2,
                                              games=30, updated=time.time()))


def add_game(hub: Any, name: str, ended: str, at: float) -> None:
    """A rated game of the account's, ended so at `at`, as the ratings' history keeps it."""
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingHistoryRow).values(
            account_id=account_id(hub, name), pool="toy-2", table_id=uuid.uuid4().hex[:12],
            seat=0, before=1500, after=1490, provisional=True, ended=ended, at=at))


def test_two_seekers_are_seated_together_within_one_round(site: tuple[str, Any]) -> None:
    base, _hub = site
    a, b = guest(base), guest(base)
    first = seek(a, 11, name="Ann")
    assert poll(a, first)["status"] == "waiting"
    queues = a.get("/api/seeks").json()["queues"]
    assert {"game": "toy", "players": 2, "rated": False, "turn_seconds": 11,
            "seeking": 1} in queues
    began = time.monotonic()
    second = seek(b, 11, name="Bob")
    one, two = poll(a, first, 5), poll(b, second, 5)
    assert time.monotonic() - began < 5
    assert one["status"] == two["status"] == "seated"
    assert one["table"]["id"] == two["table"]["id"]
    assert {one["seat"], two["seat"]} == {0, 1} and one["token"] != two["token"]
    room = one["table"]
    assert room["status"] == "playing" and room["options"]["turn_seconds"] == 11
    assert "rated" not in room["options"]
    assert sorted(s["name"] for s in room["seats"]) == ["Ann", "Bob"]
    # the seat's token is the seeker's own: it plays at the table
    r = a.post(f"/api/tables/{room['id']}/leave", headers=auth(one["token"]))
    assert r.status_code == 200


def test_far_ratings_wait_longer_than_close_ones(site: tuple[str, Any]) -> None:
    base, hub = site
    names = [handle() for _ in range(4)]
    people = [signed_up(base, n)[0] for n in names]
    set_rating(hub, names[1], 2100)
    far = [seek(people[0], 12), seek(people[1], 12)]
    began = time.monotonic()
    near = [seek(people[2], 13), seek(people[3], 13)]
    seated = until_seated(people[2], near[0])
    near_wait = time.monotonic() - began
    assert poll(people[0], far[0])["status"] == "waiting"  # 600 points: not in a round or two
    seated_far = until_seated(people[0], far[0])
    far_wait = time.monotonic() - began
    assert seated["status"] == seated_far["status"] == "seated"
    assert far_wait > near_wait + 0.5
    assert poll(people[1], far[1])["table"]["id"] == seated_far["table"]["id"]


def test_blocked_people_are_never_seated_together(site: tuple[str, Any]) -> None:
    base, _hub = site
    names = [handle() for _ in range(3)]
    a, b, c = (signed_up(base, n)[0] for n in names)
    assert a.post("/api/account/blocks", json={"handle": names[1]}).status_code == 200
    sa, sb = seek(a, 14), seek(b, 14)
    assert poll(a, sa, 1.5)["status"] == "waiting"
    # each counts only those they could be seated with: themselves (issue 44, item 3)
    assert poll(b, sb)["status"] == "waiting" and poll(b, sb)["seeking"] == 1
    assert poll(a, sa)["seeking"] == 1
    queue = {"game": "toy", "players": 2, "rated": False, "turn_seconds": 14}
    assert {**queue, "seeking": 1} in a.get("/api/seeks").json()["queues"]
    assert {**queue, "seeking": 1} in b.get("/api/seeks").json()["queues"]
    assert {**queue, "seeking": 2} in c.get("/api/seeks").json()["queues"]
    sc = seek(c, 14)
    with_c = until_seated(c, sc)
    at_table = {s["account"] for s in with_c["table"]["seats"]}
    assert names[2] in at_table and not {names[0], names[1]} <= at_table
    left = [(who, s) for who, s, n in ((a, sa, names[0]), (b, sb, names[1]))
            if n not in at_table]
    assert len(left) == 1 and poll(*left[0])["status"] == "waiting"
    assert left[0][0].delete(f"/api/seeks/{left[0][1][0]}",
                             headers=auth(left[0][1][1])).json() == {"status": "cancelled"}


def test_a_cancelled_seek_is_never_seated(site: tuple[str, Any]) -> None:
    base, _hub = site
    a, b = guest(base), guest(base)
    sa = seek(a, 15)
    assert a.get(f"/api/seeks/{sa[0]}", headers=auth("wrong")).status_code == 403
    assert a.get(f"/api/seeks/{sa[0]}").status_code == 403
    assert a.get("/api/seeks/nosuchseek", headers=auth(sa[1])).status_code == 404
    r = a.delete(f"/api/seeks/{sa[0]}", headers=auth(sa[1]))
    assert r.status_code == 200 and r.json() == {"status": "cancelled"}
    sb = seek(b, 15)
    answer = poll(b, sb, 1.5)
    assert answer["status"] == "waiting" and answer["seeking"] == 1
    assert poll(a, sa) == {"status": "cancelled"}
    b.delete(f"/api/seeks/{sb[0]}", headers=auth(sb[1]))


def test_a_new_seek_replaces_the_old_one(site: tuple[str, Any]) -> None:
    base, _hub = site
    me, _ = signed_up(base)
    old = seek(me, 16)
    new = seek(me, 17)
    assert poll(me, old) == {"status": "cancelled"}
    assert poll(me, new)["status"] == "waiting"
    me.delete(f"/api/seeks/{new[0]}", headers=auth(new[1]))


def test_a_seek_resent_with_its_key_is_made_once(site: tuple[str, Any]) -> None:
    """A POST resent after a lost answer (its process died, nginx passed it on, the web client
    asked again) gets the first answer: no second seek, which would sit in the queue with
    nobody polling it and could be paired with a real person."""
    base, hub = site
    me = browser(base, address="127.0.0.8")  # its own address: the module's seeks near the limit
    me.headers["X-Koloda-Client"] = uuid.uuid4().hex
    key = {"Idempotency-Key": uuid.uuid4().hex}
    body = {"game": "toy", "players": 2, "bots_after": None, "turn_seconds": 25}
    first = me.post("/api/seeks", json=body, headers=key)
    again = me.post("/api/seeks", json=body, headers=key)
    assert first.status_code == again.status_code == 201, (first.text, again.text)
    assert again.json() == first.json()
    with hub.store.engine.connect() as conn:
        rows = conn.execute(select(SeekRow.id).where(SeekRow.turn_seconds == 25)).all()
    assert [r.id for r in rows] == [first.json()["seek"]["id"]]
    made = (first.json()["seek"]["id"], first.json()["secret"])
    assert poll(me, made)["status"] == "waiting"
    # the same key for another request is refused, and makes nothing
    other = me.post("/api/seeks", json={**body, "turn_seconds": 26}, headers=key)
    assert other.status_code == 422, other.text
    assert poll(me, made)["status"] == "waiting"
    me.delete(f"/api/seeks/{made[0]}", headers=auth(made[1]))


def test_bots_fill_the_empty_seats_after_the_chosen_wait(site: tuple[str, Any]) -> None:
    base, _hub = site
    me, _ = signed_up(base)
    began = time.monotonic()
    made = seek(me, 18, rated=True, bots_after=1)
    answer = until_seated(me, made)
    assert time.monotonic() - began >= 1.0
    room = answer["table"]
    assert answer["seat"] == 0 and room["seats"][1]["kind"] == "bot"
    assert room["status"] == "playing" and "rated" not in room["options"]
    # without bots allowed, nobody comes: still waiting
    other = guest(base)
    alone = seek(other, 19)
    assert poll(other, alone, 1.5)["status"] == "waiting"
    other.delete(f"/api/seeks/{alone[0]}", headers=auth(alone[1]))


def test_a_seeker_nobody_could_sit_with_asks_for_bots_now(site: tuple[str, Any]) -> None:
    """Told that nobody else is looking, a seeker who had not allowed bots asks for them with
    one request: seated with a bot within a round; rated, the table is not (issue 44, item 3).
    Only the secret's holder may ask, and a seek no longer waiting is not changed."""
    base, _hub = site
    names = [handle() for _ in range(2)]
    # an address of their own: the module's seeks come near the address's limit
    a, b = (signed_up(base, n, address="127.0.0.10")[0] for n in names)
    assert b.post("/api/account/blocks", json={"handle": names[0]}).status_code == 200
    sa, sb = seek(a, 27, rated=True), seek(b, 27, rated=True)
    assert poll(a, sa, 1)["seeking"] == 1
    assert a.post(f"/api/seeks/{sa[0]}/bots", headers=auth("wrong")).status_code == 403
    assert a.post(f"/api/seeks/{sa[0]}/bots").status_code == 403
    assert a.post("/api/seeks/nosuchseek/bots", headers=auth(sa[1])).status_code == 404
    began = time.monotonic()
    r = a.post(f"/api/seeks/{sa[0]}/bots", headers=auth(sa[1]))
    assert r.status_code == 200, r.text
    answer = r.json() if r.json()["status"] == "seated" else until_seated(a, sa, 5)
    assert time.monotonic() - began < 3
    room = answer["table"]
    assert answer["status"] == "seated" and room["seats"][1 - answer["seat"]]["kind"] == "bot"
    assert room["status"] == "playing" and "rated" not in room["options"]
    # the blocked one was never put at that table, and still waits
    assert poll(b, sb)["status"] == "waiting"
    b.delete(f"/api/seeks/{sb[0]}", headers=auth(sb[1]))
    again = b.post(f"/api/seeks/{sb[0]}/bots", headers=auth(sb[1]))
    assert again.status_code == 200 and again.json() == {"status": "cancelled"}


def test_guests_cannot_seek_rated(site: tuple[str, Any]) -> None:
    base, _hub = site
    r = guest(base).post("/api/seeks", json={"game": "toy", "players": 2, "rated": True,
                                             "turn_seconds": 30})
    assert r.status_code == 403
    reason = r.json()["error"]
    assert "signed in" in reason["en"] and "аккаунт" in reason["ru"]
    me, _ = signed_up(base)
    r = me.post("/api/seeks", json={"game": "toy", "players": 2, "rated": True})
    assert r.status_code == 422 and "timer" in r.json()["error"]["en"]


def test_a_rated_pair_lands_at_a_rated_table_with_a_timer(site: tuple[str, Any]) -> None:
    base, _hub = site
    names = [handle() for _ in range(2)]
    a, b = (signed_up(base, n)[0] for n in names)
    sa = seek(a, 60, rated=True)
    r = a.post("/api/seeks", json={"game": "toy", "players": 2, "rated": True,
                                   "turn_seconds": 60, "bots_after": None})
    sa = r.json()["seek"]["id"], r.json()["secret"]  # replaces the first: still one seeker
    assert r.json()["seek"]["pool"] == "toy-2"
    sb = seek(b, 60, rated=True)
    one, two = until_seated(a, sa), until_seated(b, sb)
    assert one["table"]["id"] == two["table"]["id"]
    room = one["table"]
    assert room["options"]["rated"] is True and room["options"]["turn_seconds"] == 60
    assert room["status"] == "playing"
    assert {s["account"] for s in room["seats"]} == set(names)


def test_three_seekers_fill_a_table_of_three(site: tuple[str, Any]) -> None:
    base, _hub = site
    people = [guest(base) for _ in range(3)]
    made = [seek(p, 20, players=3, name=f"P{i}") for i, p in enumerate(people)]
    answers = [until_seated(p, m) for p, m in zip(people, made, strict=True)]
    assert len({a["table"]["id"] for a in answers}) == 1
    assert sorted(a["seat"] for a in answers) == [0, 1, 2]
    assert all(s["kind"] == "human" for s in answers[0]["table"]["seats"])


def test_seeks_a_minute_from_one_address_are_limited(site: tuple[str, Any]) -> None:
    base, _hub = site
    crowd = browser(base, address="127.0.0.9")
    for _ in range(LIMITS.seeks_per_minute_address):
        r = crowd.post("/api/seeks", json={"game": "toy", "players": 4, "bots_after": None,
                                           "turn_seconds": 21})
        assert r.status_code == 201, r.text
    r = crowd.post("/api/seeks", json={"game": "toy", "players": 4, "turn_seconds": 21})
    assert r.status_code == 429 and "минуту" in r.json()["error"]["ru"]


def test_pauses_grow_with_each_strike_beyond_the_first() -> None:
    assert rated.paused_until([]) is None and rated.paused_until([100.0]) is None
    assert rated.paused_until([50.0, 100.0]) == 100.0 + 10 * 60
    assert rated.paused_until([1.0, 50.0, 100.0]) == 100.0 + 30 * 60
    assert rated.paused_until([float(i) for i in range(12)]) == 11.0 + 24 * 3600


def test_leavers_wait_before_seeking_again_as_the_stored_results_say(
        site: tuple[str, Any]) -> None:
    base, hub = site
    name = handle()
    me, _ = signed_up(base, name)
    now = time.time()
    add_game(hub, name, "left", now - 8 * 24 * 3600)  # last week's: no longer counted
    add_game(hub, name, "finished", now - 3600)
    add_game(hub, name, "stalled", now - 3600)  # one strike this week: forgiven
    made = seek(me, 22)
    me.delete(f"/api/seeks/{made[0]}", headers=auth(made[1]))
    add_game(hub, name, "left", now - 60)  # a second: ten minutes from that game's end
    r = me.post("/api/seeks", json={"game": "toy", "players": 2, "turn_seconds": 22})
    assert r.status_code == 403
    reason = r.json()["error"]
    assert "2 rated games" in reason["en"] and "9 minutes" in reason["en"]
    assert "9 минут" in reason["ru"]
    # the pause is the database's: any process, or this one restarted, reads the same
    paused = rated.pause_of(hub.store, account_id(hub, name), time.time())
    assert paused is not None and paused[1] == 2 and abs(paused[0] - (now + 540)) < 1
    assert rated.pause_of(hub.store, account_id(hub, name), now + 541) is None


def test_a_seated_seeker_sees_the_others_reliability_and_no_token_is_stored(
        site: tuple[str, Any]) -> None:
    import hashlib

    base, hub = site
    names = [handle() for _ in range(2)]
    a, b = (signed_up(base, n)[0] for n in names)
    for ended in ("finished", "finished", "timed_out", "left"):
        add_game(hub, names[1], ended, time.time() - 7200)
    sa, sb = seek(a, 23), seek(b, 23)
    one = until_seated(a, sa)
    assert one["opponents"] == [{
        "seat": 1 - one["seat"], "name": names[1], "account": names[1],
        "reliability": {"games": 4, "finished": 3, "share": 0.75}}]
    two = until_seated(b, sb)
    assert two["opponents"][0]["reliability"] == {"games": 0, "finished": 0, "share": None}
    with hub.store.engine.connect() as conn:
        row = conn.execute(select(SeekRow.__table__).where(SeekRow.id == sa[0])).one()
    stored = " ".join(str(v) for v in row)
    assert one["token"] not in stored and sa[1] not in stored  # sealed, and hashed
    assert row.state == "seated" and row.table_id == one["table"]["id"]
    assert row.secret_hash == hashlib.sha256(sa[1].encode()).hexdigest()


def test_a_round_cut_short_before_its_table_sends_its_seekers_back(
        site: tuple[str, Any]) -> None:
    """Two seekers marked "seating" for a table that was never written (its process died):
    the next round, a while later, has them wait again; then a third seeker fills a table."""
    base, hub = site
    people = [guest(base) for _ in range(3)]
    made = [seek(p, 24, players=3, name=f"R{i}") for i, p in enumerate(people[:2])]
    assert seeks_db.seating(hub.store, "ghost-table", [(m[0], i, "x") for i, m in
                                                       enumerate(made)], time.time() - 60)
    assert poll(people[0], made[0])["status"] == "waiting"  # "seating" shows as waiting
    deadline = time.monotonic() + 5
    while seeks_db.get(hub.store, made[0][0]).state != "waiting":  # type: ignore[union-attr]
        assert time.monotonic() < deadline, "the seekers were not sent back"
        time.sleep(0.1)
    assert poll(people[1], made[1])["seeking"] == 2
    made.append(seek(people[2], 24, players=3, name="R2"))
    answers = [until_seated(p, m) for p, m in zip(people, made, strict=True)]
    assert len({a["table"]["id"] for a in answers}) == 1
    with hub.store.engine.connect() as conn:
        assert conn.execute(select(TableRow.id).where(TableRow.id == "ghost-table")).first() \
            is None


def test_bots_play_the_level_nearest_the_rating() -> None:
    from koloda.bots.levels import LADDERS
    from koloda.core import get_game
    from koloda.server.rated.service import level_for

    durak = get_game("durak")
    specs = {level.key: level.spec for level in LADDERS["durak"]}
    assert level_for(durak, 1000) == specs["beginner"]
    assert level_for(durak, 1520) == specs["skilled"]
    assert level_for(durak, 2400) == specs["expert"]


def test_a_table_that_cannot_start_leaves_its_seekers_waiting(tmp_path: Any) -> None:
    """The server is full (say): the round ends, its seekers wait for the next one."""
    import asyncio
    from types import SimpleNamespace

    from koloda.core import get_game
    from koloda.server.cluster import Alone
    from koloda.server.http import ApiError, Client
    from koloda.server.seeks import db as seeks_db
    from koloda.server.seeks.service import TOO_MANY, Seeks
    from koloda.server.store import Store, Writer

    async def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise ApiError(503, TOO_MANY)

    store = Store(fresh_url("sqlite", tmp_path))
    writer = Writer(store)
    hub = SimpleNamespace(limits=LIMITS, game=get_game, seat_together=refuse,
                          shared_cap=lambda n: n, store=store, writer=writer, owner=Alone())

    async def run() -> None:
        seeks = Seeks(hub)  # type: ignore[arg-type]
        alone, secret = await seeks.create("toy", 2, False, 30, 0, "A", Client("x", "c1"), None)
        pair = [(await seeks.create("toy", 2, False, 31, None, n, Client("x", n), None))[0]
                for n in ("c2", "c3")]
        await asyncio.wait_for(seeks.round(), 5)
        assert [seeks_db.get(store, s.id).state for s in (alone, *pair)] == ["waiting"] * 3
        assert (await seeks.answer(await seeks.find(alone.id, secret), secret))["seeking"] == 1

    try:
        asyncio.run(run())
    finally:
        writer.close()
        store.close()
