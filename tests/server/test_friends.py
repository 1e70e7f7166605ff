"""Friends (server/people/friends.py), on SQLite and PostgreSQL: following and the list of those
one follows (online, at which listed table); challenges told at once on the challenged
person's event stream, accepted (both seated at a new table, each with a token of their own),
declined, cancelled and expired; blocks refusing both without saying who and ending follows
both ways; and the limits of docs/protocol.md's Security section."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import queue
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from koloda.server.people.accounts import COOKIE

from .databases import fresh_url
from .helpers import running_hub, ws_connect, ws_url
from .people import ROOMY, browser, handle, signed_up


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory,
         backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, hub):
        yield base, hub


def person(base: str) -> tuple[httpx.Client, str]:
    name = handle()
    client, _ = signed_up(base, name)
    return client, name


class Events:
    """A page's event stream (`GET /api/account/events`) read in a thread: its challenge
    events, in order, with when each arrived."""

    def __init__(self, base: str, client: httpx.Client) -> None:
        self.got: queue.Queue[tuple[float, dict[str, Any]]] = queue.Queue()
        self.client = httpx.Client(base_url=base, timeout=60,
                                   cookies={COOKIE: client.cookies[COOKIE]})
        self.open = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        assert self.open.wait(20), "the stream did not open"

    def _read(self) -> None:
        try:
            with self.client.stream("GET", "/api/account/events") as r:
                assert r.status_code == 200
                assert r.headers["content-type"].startswith("text/event-stream")
                self.open.set()
                event = None
                for line in r.iter_lines():
                    if line.startswith("event: "):
                        event = line[7:]
                    elif line.startswith("data: ") and event == "challenge":
                        self.got.put((time.monotonic(), json.loads(line[6:])))
        except (httpx.HTTPError, RuntimeError):  # closed by the test
            pass

    def next(self, within: float = 10.0) -> tuple[float, dict[str, Any]]:
        return self.got.get(timeout=within)

    def close(self) -> None:
        self.client.close()

    def __enter__(self) -> Events:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def events(base: str, client: httpx.Client) -> Events:
    return Events(base, client)


BLOCKED_EN = "you cannot follow or challenge this player"


def test_follow_unfollow_and_the_list_of_those_one_follows(site: tuple[str, Any]) -> None:
    base, _hub = site
    me, my_name = person(base)
    b_client, b = person(base)
    _c, c = person(base)
    assert me.get("/api/account/follows").json() == []
    assert me.post("/api/account/follows", json={"handle": b.upper()}).json() == {
        "ok": True, "handle": b}
    assert me.post("/api/account/follows", json={"handle": c}).status_code == 200
    assert me.post("/api/account/follows", json={"handle": c}).status_code == 200  # no-op
    for bad, status in ((handle(), 404), (my_name, 422)):
        r = me.post("/api/account/follows", json={"handle": bad})
        assert r.status_code == status and r.json()["error"]["ru"]
    listed = me.get("/api/account/follows").json()
    assert sorted(f["handle"] for f in listed) == sorted([b, c])
    assert all(f["online"] is False and f["table"] is None for f in listed)
    # b opens a page (its event stream) and sits at a table the lobby lists: online, there
    made = b_client.post("/api/tables", json={"game": "toy", "players": 2,
                                              "options": {"hand": 1}}).json()
    with events(base, b_client):
        listed = me.get("/api/account/follows").json()
        assert listed[0]["handle"] == b and listed[0]["online"] is True
        assert listed[0]["table"]["id"] == made["table"]["id"]
        assert listed[0]["table"]["status"] == "open" and listed[0]["table"]["title"]["en"]
        assert listed[1] == {"handle": c, "since": listed[1]["since"], "online": False,
                             "table": None}
    assert me.delete(f"/api/account/follows/{c}").json() == {"ok": True}
    assert me.delete(f"/api/account/follows/{c}").status_code == 404
    assert [f["handle"] for f in me.get("/api/account/follows").json()] == [b]
    with browser(base) as guest:
        assert guest.get("/api/account/follows").status_code == 401
        assert guest.get("/api/account/events").status_code == 401


def test_a_block_refuses_follows_and_challenges_both_ways_and_ends_them(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    a, a_name = person(base)
    b, b_name = person(base)
    assert a.post("/api/account/follows", json={"handle": b_name}).status_code == 200
    assert b.post("/api/account/follows", json={"handle": a_name}).status_code == 200
    sent = b.post("/api/challenges", json={"handle": a_name, "game": "toy"})
    assert sent.status_code == 201, sent.text
    assert a.post("/api/account/blocks", json={"handle": b_name}).status_code == 200
    # the follows both ways are gone, and the pending challenge with them
    assert a.get("/api/account/follows").json() == []
    assert b.get("/api/account/follows").json() == []
    assert b.get("/api/challenges").json() == {"incoming": [], "outgoing": []}
    r = a.post(f"/api/challenges/{sent.json()['id']}/accept")
    assert r.status_code == 409
    # neither may follow or challenge the other; the refusal is the same and names nobody
    for who, other in ((a, b_name), (b, a_name)):
        for r in (who.post("/api/account/follows", json={"handle": other}),
                  who.post("/api/challenges", json={"handle": other, "game": "toy"})):
            assert r.status_code == 403
            assert r.json()["error"]["en"] == BLOCKED_EN
            assert a_name not in r.text and b_name not in r.text
    assert a.delete(f"/api/account/blocks/{b_name}").status_code == 200
    assert b.post("/api/account/follows", json={"handle": a_name}).status_code == 200


def test_a_challenge_reaches_the_other_page_at_once_and_accepting_seats_both(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    a, a_name = person(base)
    b, b_name = person(base)
    with events(base, b) as b_page, events(base, a) as a_page:
        sent_at = time.monotonic()
        r = a.post("/api/challenges", json={"handle": b_name, "game": "toy",
                                            "options": {"hand": 1, "turn_seconds": 30}})
        assert r.status_code == 201, r.text
        made = r.json()
        assert made["from"] == a_name and made["to"] == b_name and made["state"] == "pending"
        assert made["options"]["hand"] == 1 and made["options"]["turn_seconds"] == 30
        assert made["expires"] - made["created"] == pytest.approx(ROOMY.challenge_seconds)
        seen_at, told = b_page.next()
        assert told["id"] == made["id"] and told["from"] == a_name and told["state"] == "pending"
        assert seen_at - sent_at < 2.0
        assert a_page.next()[1]["state"] == "pending"  # the challenger's other pages too
        assert b.get("/api/challenges").json()["incoming"][0]["id"] == made["id"]
        assert a.get("/api/challenges").json()["outgoing"][0]["id"] == made["id"]
        # only the challenged accepts
        assert a.post(f"/api/challenges/{made['id']}/accept").status_code == 404
        seat = b.post(f"/api/challenges/{made['id']}/accept")
        assert seat.status_code == 200, seat.text
        mine = seat.json()
        assert mine["seat"] == 1
        told = a_page.next()[1]
        assert told["state"] == "accepted" and told["table"] == mine["table"]
        assert b_page.next()[1]["state"] == "accepted"
    table = httpx.get(f"{base}/api/tables/{mine['table']}").json()
    assert table["status"] == "playing"
    assert [s["account"] for s in table["seats"]] == [a_name, b_name]
    assert table["options"]["turn_seconds"] == 30
    theirs = a.post(f"/api/challenges/{made['id']}/seat").json()
    assert theirs["table"] == mine["table"] and theirs["seat"] == 0

    async def seat_of(token: str) -> int:
        async with ws_connect(ws_url(base, mine["table"], token)) as ws:
            while True:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if msg.get("type") == "state":
                    return int(msg["seat"])

    # each token holds its own seat
    assert asyncio.run(seat_of(theirs["token"])) == 0
    assert asyncio.run(seat_of(mine["token"])) == 1
    assert b.post(f"/api/challenges/{made['id']}/accept").status_code == 409  # once


def test_declined_cancelled_and_expired_challenges_are_told_and_closed(
        site: tuple[str, Any]) -> None:
    base, hub = site
    a, _a_name = person(base)
    b, b_name = person(base)
    with events(base, a) as a_page:
        one = a.post("/api/challenges", json={"handle": b_name, "game": "toy"}).json()
        assert a_page.next()[1]["state"] == "pending"
        assert a.post(f"/api/challenges/{one['id']}/decline").status_code == 409  # not a's
        assert b.post(f"/api/challenges/{one['id']}/decline").json() == {"ok": True}
        assert a_page.next()[1] == {**one, "state": "declined"}
        two = a.post("/api/challenges", json={"handle": b_name, "game": "toy"}).json()
        assert a_page.next()[1]["id"] == two["id"]
        assert b.delete(f"/api/challenges/{two['id']}").status_code == 409  # not b's
        assert a.delete(f"/api/challenges/{two['id']}").json() == {"ok": True}
        assert a_page.next()[1]["state"] == "cancelled"
        hub.limits = dataclasses.replace(hub.limits, challenge_seconds=0.5)
        try:
            three = a.post("/api/challenges", json={"handle": b_name, "game": "toy"}).json()
        finally:
            hub.limits = dataclasses.replace(hub.limits,
                                             challenge_seconds=ROOMY.challenge_seconds)
        assert a_page.next()[1]["id"] == three["id"]
        assert a_page.next(10)[1]["state"] == "expired"
        assert b.post(f"/api/challenges/{three['id']}/accept").status_code == 409


def test_a_challenge_is_checked_before_it_is_sent(site: tuple[str, Any]) -> None:
    base, _hub = site
    a, a_name = person(base)
    _b, b_name = person(base)
    cases = [({"handle": a_name, "game": "toy"}, 422),
             ({"handle": handle(), "game": "toy"}, 404),
             ({"handle": b_name, "game": "no-such-game"}, 404),
             ({"handle": b_name, "game": "toy", "options": {"hand": "many"}}, 422),
             ({"handle": b_name, "game": "toy", "options": {"rated": True}}, 422)]
    for body, status in cases:
        r = a.post("/api/challenges", json=body)
        assert r.status_code == status, (body, r.text)
        assert r.json()["error"]["en"] and r.json()["error"]["ru"]
    assert a.post("/api/challenges", json={"handle": b_name, "game": "toy"}).status_code == 201
    again = a.post("/api/challenges", json={"handle": b_name, "game": "toy"})
    assert again.status_code == 409  # one pending challenge a pair


def test_the_limits_of_follows_and_challenges(site: tuple[str, Any]) -> None:
    base, hub = site
    a, _ = person(base)
    others = [person(base)[1] for _ in range(4)]
    hub.limits = dataclasses.replace(hub.limits, follows_per_account=2,
                                     challenges_pending_per_account=2,
                                     challenges_per_minute_account=3)
    try:
        assert a.post("/api/account/follows", json={"handle": others[0]}).status_code == 200
        assert a.post("/api/account/follows", json={"handle": others[1]}).status_code == 200
        r = a.post("/api/account/follows", json={"handle": others[2]})
        assert r.status_code == 409 and "2" in r.json()["error"]["en"]
        sent = [a.post("/api/challenges", json={"handle": o, "game": "toy"}) for o in others[:2]]
        assert [r.status_code for r in sent] == [201, 201]
        r = a.post("/api/challenges", json={"handle": others[2], "game": "toy"})
        assert r.status_code == 409 and r.json()["error"]["ru"]  # two pending
        assert a.delete(f"/api/challenges/{sent[0].json()['id']}").status_code == 200
        assert a.post("/api/challenges", json={"handle": others[2],
                                               "game": "toy"}).status_code == 201
        assert a.delete(f"/api/challenges/{sent[1].json()['id']}").status_code == 200
        r = a.post("/api/challenges", json={"handle": others[3], "game": "toy"})
        assert r.status_code == 429  # the fourth in a minute
    finally:
        hub.limits = ROOMY
