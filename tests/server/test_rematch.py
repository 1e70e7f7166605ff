"""A rematch is an offer both sides see (issue 44, finding 2): "Play again" at a finished table
offers it, and everyone at the table reads it at once in the table's `rematch` over their
socket; each says yes or no. Once all said yes the new table is made and started with the same
game and options, every seat one place on; each person's call gets their own seat and token
there. A no ends the offer and says who. On SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import httpx

from .helpers import Client, auth, new_table, play_person, ws_connect, ws_url

OPTIONS = {"hand": 2, "bot_delay": 0}


def finished_duel(base: str) -> tuple[str, list[str]]:
    """Ann (seat 0) and Bob (seat 1), two guests, played a toy game to its end."""
    made = new_table(base, "toy", 2, {}, options=OPTIONS, name="Ann", start_game=False)
    tid = made["table"]["id"]
    bob = httpx.post(f"{base}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(made["token"]))
    tokens = [made["token"], bob["token"]]

    async def play() -> None:
        async with ws_connect(ws_url(base, tid, tokens[0])) as a, \
                ws_connect(ws_url(base, tid, tokens[1])) as b:
            await asyncio.gather(play_person(Client(a, 0), random.Random(1)),
                                 play_person(Client(b, 1), random.Random(2)))
    asyncio.run(play())
    assert httpx.get(f"{base}/api/tables/{tid}").json()["status"] == "finished"
    return tid, tokens


def again(base: str, tid: str, token: str) -> httpx.Response:
    return httpx.post(f"{base}/api/tables/{tid}/again", headers=auth(token))


def test_a_rematch_is_an_offer_the_other_sees_at_once_and_accepts(server: str) -> None:
    tid, tokens = finished_duel(server)

    async def main() -> tuple[dict[str, Any], float]:
        async with ws_connect(ws_url(server, tid, tokens[1])) as ws:
            bob = Client(ws, 1)
            await bob.state()
            asked = time.monotonic()
            r = await asyncio.to_thread(again, server, tid, tokens[0])
            assert r.status_code == 202, r.text
            assert r.json()["table"]["rematch"] == {"by": 0, "accepted": [0], "waiting": [1],
                                                    "declined": None}
            seen = await bob.state(lambda m: m["table"]["rematch"] is not None, timeout=5)
            return seen, time.monotonic() - asked
    seen, took = asyncio.run(main())
    assert seen["table"]["rematch"]["by"] == 0 and seen["table"]["rematch"]["waiting"] == [1]
    assert took < 5
    # Ann asking again changes nothing: still Bob's answer awaited, and no table yet
    assert again(server, tid, tokens[0]).status_code == 202
    assert httpx.get(f"{server}/api/tables/{tid}").json()["again"] is None

    bob = again(server, tid, tokens[1])  # yes: the new table is made and started
    assert bob.status_code == 200, bob.text
    new = bob.json()
    assert new["seat"] == 0 and new["table"]["status"] == "playing"  # one place on
    assert [s["name"] for s in new["table"]["seats"]] == ["Bob", "Ann"]
    assert {k: new["table"]["options"][k] for k in OPTIONS} == OPTIONS
    assert httpx.get(f"{server}/api/tables/{tid}").json()["again"] == new["table"]["id"]
    assert httpx.get(f"{server}/api/tables/{tid}").json()["rematch"] is None
    ann = again(server, tid, tokens[0]).json()  # Ann's client, told of it, takes her seat
    assert ann["seat"] == 1 and ann["table"]["id"] == new["table"]["id"]
    assert again(server, tid, tokens[0]).json()["token"] == ann["token"]  # a double click
    assert ann["token"] != new["token"]
    for seat, token in ((0, new["token"]), (1, ann["token"])):

        async def seated(token: str = token) -> int | None:
            async with ws_connect(ws_url(server, new["table"]["id"], token)) as ws:
                return (await Client(ws, None).state())["seat"]
        assert asyncio.run(seated()) == seat


def test_a_declined_rematch_ends_the_offer_and_says_who(server: str) -> None:
    tid, tokens = finished_duel(server)
    assert again(server, tid, tokens[0]).status_code == 202

    async def main() -> dict[str, Any]:
        async with ws_connect(ws_url(server, tid, tokens[0])) as ws:
            ann = Client(ws, 0)
            await ann.state()
            r = await asyncio.to_thread(httpx.post, f"{server}/api/tables/{tid}/again/decline",
                                        headers=auth(tokens[1]))
            assert r.status_code == 200, r.text
            return await ann.state(lambda m: (m["table"]["rematch"] or {}).get("declined")
                                   is not None, timeout=5)
    seen = asyncio.run(main())
    assert seen["table"]["rematch"] == {"by": None, "accepted": [], "waiting": [],
                                        "declined": 1}
    assert seen["table"]["again"] is None
    # nothing left to decline; a stranger's token is refused; a new offer may follow
    r = httpx.post(f"{server}/api/tables/{tid}/again/decline", headers=auth(tokens[0]))
    assert r.status_code == 409 and r.json()["error"]["ru"]
    assert httpx.post(f"{server}/api/tables/{tid}/again/decline",
                      headers=auth("nobody")).status_code == 403
    r = again(server, tid, tokens[1])
    assert r.status_code == 202 and r.json()["table"]["rematch"]["by"] == 1


def test_a_rematch_is_refused_where_someone_left_the_table(server: str) -> None:
    tid, tokens = finished_duel(server)
    assert httpx.post(f"{server}/api/tables/{tid}/leave",
                      headers=auth(tokens[1])).status_code == 200
    r = again(server, tid, tokens[0])
    assert r.status_code == 409 and "left" in r.json()["error"]["en"], r.text
