"""Protocol details on the toy game: reconnecting, refused messages, tokens, spectators,
presence, turn and rule timers, and playing again."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import httpx
import pytest
import websockets

from .helpers import Client, auth, new_table, ws_connect, ws_url


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def toy_table(server: str, **options: Any) -> tuple[str, str]:
    made = new_table(server, "toy", 2, {1: "random"}, options=options)
    return made["table"]["id"], made["token"]


async def my_turn(client: Client) -> dict[str, Any]:
    return await client.state(lambda m: bool(m["legal"]) or m["outcome"] is not None)


def play_to_the_end(server: str, tid: str, token: str) -> None:
    """Seat 0 plays its first listed action every turn until the game is over."""
    async def main() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            me = Client(ws, 0)
            while (state := await my_turn(me))["outcome"] is None:
                await me.act(state["version"], state["legal"][0]["action"])
    run(main())


def assert_error(msg: dict[str, Any], *words: str) -> None:
    assert msg["type"] == "error", msg
    reason = msg["reason"]
    assert reason["en"] and reason["ru"] and reason["en"] != reason["ru"]
    for w in words:
        assert w in reason["en"], reason["en"]


def test_refused_messages_change_nothing(server: str) -> None:
    tid, token = toy_table(server)

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            me = Client(ws, 0)
            state = await my_turn(me)
            v, hand = state["version"], state["view"]["hand"]
            not_mine = next(c for c in ("2C", "2D", "2H", "2S", "3C") if c not in hand)
            bad: list[tuple[Any, tuple[str, ...]]] = [
                ({"type": "action", "version": v + 5, "action": state["legal"][0]["action"]},
                 ("moved on",)),
                ({"type": "action", "version": v, "action": {"type": "play", "card": not_mine}},
                 ()),
                ({"type": "action", "version": v, "action": {"type": "fly"}}, ("fly",)),
                ({"type": "action", "version": v, "action": {"type": "play", "card": "ZZ"}}, ()),
                ({"type": "action", "version": "7", "action": {}}, ()),
                ({"type": "action", "version": v, "action": {}, "extra": 1}, ()),
                ({"type": "hello"}, ()),
                ([1, 2, 3], ()),
                ("{not json", ("JSON",)),
                ("x" * 9000, ("8 KiB",)),
                ({"type": "action", "version": v, "action": {"type": "play", "card": "2C",
                                                              "pad": "y" * 9000}}, ("8 KiB",)),
            ]
            for data, words in bad:
                await me.send(data)
                msg = await me.until(lambda m: m["type"] == "error")
                assert_error(msg, *words)
                assert msg["version"] == v
            await ws.send(b"\x00\x01binary")
            assert_error(await me.until(lambda m: m["type"] == "error"))
            await me.send({"type": "ping"})
            assert (await me.until(lambda m: m["type"] in ("pong", "state")))["type"] == "pong"
            # after all that, the same version still takes a legal move
            await me.act(v, state["legal"][0]["action"])
            after = await me.state(lambda m: m["version"] > v)
            assert after["events"][0]["seat"] == 0
    run(main())


def test_stale_move_gets_the_current_state(server: str) -> None:
    tid, token = toy_table(server)

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            me = Client(ws, 0)
            state = await my_turn(me)
            await me.act(state["version"], state["legal"][0]["action"])
            moved = await me.state(lambda m: m["version"] > state["version"])
            await me.act(state["version"], state["legal"][-1]["action"])  # the old version
            assert_error(await me.until(lambda m: m["type"] == "error"), "moved on")
            fresh = await me.state()
            assert fresh["version"] >= moved["version"]
    run(main())


def test_wrong_token_and_unknown_table_are_refused(server: str) -> None:
    tid, _token = toy_table(server)

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, "not-a-token")) as ws:
            assert_error(json.loads(await ws.recv()))
            with pytest.raises(websockets.ConnectionClosed) as info:
                await ws.recv()
            assert info.value.rcvd is not None and info.value.rcvd.code == 4403
        async with ws_connect(ws_url(server, "no-such-table")) as ws:
            assert_error(json.loads(await ws.recv()), "no-such-table")
    run(main())


def test_spectator_sees_the_public_view_and_cannot_act(server: str) -> None:
    tid, token = toy_table(server)

    async def main() -> None:
        async with ws_connect(ws_url(server, tid)) as ws:
            spectator = Client(ws, None)
            state = await spectator.state()
            assert state["seat"] is None and state["legal"] == []
            assert state["view"]["hand"] is None
            await spectator.act(state["version"], {"type": "play", "card": "2C"})
            assert_error(await spectator.until(lambda m: m["type"] == "error"), "spectator")
    run(main())


def test_reconnect_with_the_same_token_and_presence(server: str) -> None:
    made = new_table(server, "toy", 2, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    other = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token))

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, other["token"])) as wb:
            bob = Client(wb, 1)
            await bob.state()
            async with ws_connect(ws_url(server, tid, token)) as wa:
                alice = Client(wa, 0)
                first = await alice.state()
                assert first["seat"] == 0
                await bob.until(lambda m: m["type"] == "presence"
                                and m["connected"] == [True, True])
            # alice (seat 0) left: bob hears of it
            await bob.until(lambda m: m["type"] == "presence" and m["connected"] == [False, True])
            async with ws_connect(ws_url(server, tid, token)) as wa:
                alice = Client(wa, 0)
                again = await alice.state()
                assert again["seat"] == 0 and again["view"] == first["view"]
                assert again["table"]["seats"][0]["connected"] is True
                mover = alice if again["legal"] else bob
                now = again if again["legal"] else await bob.state(lambda m: bool(m["legal"]))
                await mover.act(now["version"], now["legal"][0]["action"])
                assert (await alice.state(lambda m: m["version"] > now["version"]))["events"]
    run(main())


def test_turn_timer_moves_for_a_silent_person(server: str) -> None:
    tid, token = toy_table(server, turn_seconds=1)

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            me = Client(ws, 0)
            state = await my_turn(me)
            timer = state["timer"]
            assert timer["kind"] == "turn" and timer["seat"] == 0 and timer["seconds"] == 1
            assert 0 < timer["deadline"] - time.time() <= 1.5
            moved = await me.state(lambda m: m["version"] > state["version"], timeout=5)
            assert moved["events"][0]["seat"] == 0  # the server moved for seat 0
            assert time.time() >= timer["deadline"] - 0.05
            # and the person is told what was played for them
            notice = await me.until(lambda m: m["type"] == "notice", timeout=5)
            assert notice["text"]["en"].startswith("Your time ran out")
            assert "play" in notice["text"]["en"] and notice["text"]["ru"]
    run(main())


def test_rule_timer_applies_its_action(server: str) -> None:
    made = new_table(server, "toy_timed", 2, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"})
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token))

    async def main() -> None:
        async with ws_connect(ws_url(server, tid)) as ws:
            watcher = Client(ws, None)
            first = await watcher.state()
            assert first["timer"]["kind"] == "rule"
            final = await watcher.state(lambda m: m["outcome"] is not None, timeout=10)
            assert final["version"] == 6  # nobody moved: the clock played every card
    run(main())


def test_play_again_keeps_the_seats_and_bots(server: str) -> None:
    tid, token = toy_table(server)
    play_to_the_end(server, tid, token)
    r = httpx.post(f"{server}/api/tables/{tid}/again", headers=auth(token))
    assert r.status_code == 200, r.text
    nxt = r.json()
    # the only person said yes: the new game started at once, every seat one place on
    assert nxt["seat"] == 1 and nxt["table"]["id"] != tid and nxt["table"]["status"] == "playing"
    assert [s["kind"] for s in nxt["table"]["seats"]] == ["bot", "human"]
    assert httpx.get(f"{server}/api/tables/{tid}").json()["again"] == nxt["table"]["id"]
    # A second call (a double click) gets the same place and token back, no other seat.
    twice = httpx.post(f"{server}/api/tables/{tid}/again", headers=auth(token)).json()
    assert (twice["seat"], twice["token"]) == (1, nxt["token"])
    assert twice["table"]["id"] == nxt["table"]["id"]
    assert [s["kind"] for s in twice["table"]["seats"]] == ["bot", "human"]
    nxt = twice
    assert httpx.get(f"{server}/api/tables/{nxt['table']['id']}").json()["status"] == "playing"
    assert httpx.get(f"{server}/api/tables/{tid}/replay/1?seat=0").status_code == 200
    r = httpx.get(f"{server}/api/tables/{nxt['table']['id']}/replay/0?seat=1")
    assert r.status_code == 403  # no seat's view of a game still running
    assert httpx.get(f"{server}/api/tables/{nxt['table']['id']}/replay/0").status_code == 200


def test_a_client_connecting_mid_game_gets_the_recent_history_as_its_seat_sees_it(
        server: str) -> None:
    made = new_table(server, "toy", 2, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    other = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token))

    async def main() -> None:
        async with ws_connect(ws_url(server, tid, token)) as wa, \
                ws_connect(ws_url(server, tid, other["token"])) as wb:
            alice, bob = Client(wa, 0), Client(wb, 1)
            a = await alice.state()
            assert a["history"] == []
            b = await bob.state()
            for _ in range(2):  # two moves, whoever is to act
                mover, now = (alice, a) if a["legal"] else (bob, b)
                await mover.act(now["version"], now["legal"][0]["action"])
                a = await alice.state(lambda m, v=now["version"]: m["version"] > v)
                b = await bob.state(lambda m, v=now["version"]: m["version"] > v)
        async with ws_connect(ws_url(server, tid)) as ws:
            watcher = await Client(ws, None).state()
            assert [e["kind"] for e in watcher["history"]] == ["play", "play"]
            assert watcher["history"][0]["seat"] in (0, 1)
    run(main())


def test_looking_up_unknown_tables_leaves_nothing_behind(server_app) -> None:
    hub, client = server_app
    for i in range(50):
        assert client.get(f"/api/tables/nope{i}").status_code == 404
    assert hub._loading == {}


def test_a_bot_that_would_think_for_ever_is_refused(server: str) -> None:
    made = new_table(server, "toy", 2, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    for spec in ("ismcts:infs", "ismcts:nans", "ismcts:99999999999"):
        r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 1, "bot": spec},
                       headers=auth(token))
        assert r.status_code == 422, (spec, r.text)


def test_tokens_are_blanked_in_access_lines_that_still_format() -> None:
    import logging

    from koloda.server.app import RedactTokens

    record = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1,
                               '%s - "%s %s HTTP/%s" %d', ("127.0.0.1:5", "GET",
                               "/ws/tables/x?token=SECRET123", "1.1", 101), None)
    assert RedactTokens().filter(record)
    line = record.getMessage()
    assert "SECRET123" not in line and "token=***" in line and line.endswith("101")


def test_an_open_table_nobody_came_to_is_closed_after_hours(server_app) -> None:
    import asyncio

    from koloda.server.tables.hub import OPEN_IDLE_SECONDS

    hub, client = server_app
    made = client.post("/api/tables", json={"game": "toy", "players": 2, "name": "Ann"}).json()
    tid = made["table"]["id"]
    room = hub.rooms[tid]
    asyncio.run(hub.sweep(room.touched + 60))
    assert client.get(f"/api/tables/{tid}").json()["status"] == "open"
    asyncio.run(hub.sweep(room.touched + OPEN_IDLE_SECONDS + 1))
    assert tid not in hub.rooms
    assert client.get(f"/api/tables/{tid}").json()["status"] == "closed"


def test_the_move_list_of_a_finished_game_names_who_did_what(server: str) -> None:
    tid, token = toy_table(server)
    assert httpx.get(f"{server}/api/tables/{tid}/moves").status_code == 409  # still running
    play_to_the_end(server, tid, token)
    moves = httpx.get(f"{server}/api/tables/{tid}/moves").json()
    record = httpx.get(f"{server}/api/tables/{tid}/record").json()
    assert [m["n"] for m in moves] == list(range(1, len(record["actions"]) + 1))
    assert [m["seat"] for m in moves] == [s for s, _ in record["actions"]]
    assert all(m["label"]["en"] and m["label"]["ru"] for m in moves)
