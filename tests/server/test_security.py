"""A hostile client against the server: one test per finding of the review (issue 10).

Each of these failed on the server before the hardening: a deal recoverable from a hand, a live
replay showing secret choices, a text that froze a table, one client exhausting table creation,
a huge body read into memory, a message flood served at full speed, deep JSON closing the
socket, names with control characters, any text accepted as a bot spec.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import socket
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from koloda.core.rng import KeyedRandom
from koloda.server.limits import Limits

from .databases import fresh_url
from .helpers import Client, auth, new_table, play_person, running_server, ws_connect, ws_url

HEX64 = re.compile(r"[0-9a-f]{64}")


def _generators(obj: Any) -> list[random.Random]:
    """Every random generator reachable from `obj` (attributes, slots, containers)."""
    found: list[random.Random] = []
    seen: set[int] = set()
    stack = [obj]
    while stack:
        v = stack.pop()
        if id(v) in seen or isinstance(v, str | bytes | int | float | bool | type(None)):
            continue
        seen.add(id(v))
        if isinstance(v, random.Random):
            found.append(v)
            continue
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list | tuple | set | frozenset):
            stack.extend(v)
        elif type(v).__module__.startswith("koloda.games"):
            stack.extend(getattr(v, "__dict__", {}).values())
            for name in getattr(type(v), "__slots__", ()):
                stack.append(getattr(v, name, None))
    return found


def _started_toy(client: Any, **options: Any) -> tuple[str, str]:
    """A started toy table: its creator at seat 0 against a random bot; (id, host token)."""
    made = client.post("/api/tables", json={"game": "toy", "players": 2,
                                            "options": options}).json()
    tid, token = made["table"]["id"], made["token"]
    client.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                headers=auth(token))
    client.post(f"/api/tables/{tid}/start", headers=auth(token))
    return tid, token


# -- 1. the deal ------------------------------------------------------------------------------
def test_a_table_deals_from_a_secret_of_256_bits_that_no_message_shows(server_app) -> None:
    hub, client = server_app
    made = client.post("/api/tables", json={"game": "durak", "players": 2, "name": "Ann",
                                            "options": {"bot_delay": 0}}).json()
    tid, token = made["table"]["id"], made["token"]
    client.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "heuristic"},
                headers=auth(token))
    client.post(f"/api/tables/{tid}/start", headers=auth(token))
    room = hub.rooms[tid]
    # The seed space: 256 bits from the operating system, a keyed-hash generator behind it
    # (no Mersenne Twister whose seed or state a hand could give away).
    assert isinstance(room.seed, str) and HEX64.fullmatch(room.seed)
    assert room.state is not None
    gens = [room.state.rng, *_generators(room.state)]  # type: ignore[attr-defined]
    assert gens and all(isinstance(g, KeyedRandom) for g in gens)
    # Nothing a seat or a spectator can read carries the seed, or any part of it.
    shown: list[str] = [json.dumps(client.get(f"/api/tables/{tid}").json()),
                        json.dumps(client.get("/api/tables").json()),
                        json.dumps(client.get(f"/api/tables/{tid}/replay/0").json())]
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        shown.append(ws.receive_text())
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        shown.append(ws.receive_text())
    for text in shown:
        assert room.seed[:16] not in text and room.seed[-16:] not in text


def test_two_tables_never_share_a_seed(server_app) -> None:
    hub, client = server_app
    seeds = set()
    for _ in range(8):
        made = client.post("/api/tables", json={"game": "durak", "players": 2}).json()
        seeds.add(hub.rooms[made["table"]["id"]].seed)
    assert len(seeds) == 8


# -- 2. live replays ---------------------------------------------------------------------------
def test_a_live_replay_shows_nothing_a_spectators_socket_does_not(server: str) -> None:
    """Clash of Decks constructed: the picks are secret until the game is over."""
    made = new_table(server, "clash_of_decks", 2, {1: "heuristic"},
                     options={"format": "constructed"})
    tid, token = made["table"]["id"], made["token"]

    async def run() -> None:
        async with ws_connect(ws_url(server, tid, token)) as a, \
                ws_connect(ws_url(server, tid)) as b:
            me, spectator = Client(a, 0), Client(b, None)
            rng = random.Random(3)
            ready = lambda m: bool(m["legal"]) or m["outcome"] is not None  # noqa: E731
            for _ in range(6):  # a few secret picks by both sides
                msg = me.last if me.last and ready(me.last) else await me.state(ready)
                if msg["outcome"]:
                    break
                await me.act(msg["version"], rng.choice(msg["legal"])["action"])
                await me.state(lambda m, v=msg["version"]: m["version"] > v)
            watched = await spectator.state(lambda m: m["version"] == me.last["version"])
            version = watched["version"]
            assert version >= 3
            async with httpx.AsyncClient(base_url=server) as http:
                for n in range(version + 1):
                    got = (await http.get(f"/api/tables/{tid}/replay/{n}")).json()
                    assert set(got["action"] or {}) <= {"seat"}, got["action"]
                    assert "label" not in json.dumps(got["action"])
                last = (await http.get(f"/api/tables/{tid}/replay/{version}")).json()
                assert last["view"] == watched["view"]
                assert (await http.get(f"/api/tables/{tid}/replay/1?seat=0")).status_code == 403
                assert (await http.get(f"/api/tables/{tid}/record")).status_code == 409
    asyncio.run(run())


def test_a_finished_replay_is_computed_once(server_app) -> None:
    hub, client = server_app
    tid, token = _started_toy(client, bot_delay=0)
    client.post(f"/api/tables/{tid}/leave", headers=auth(token))  # a bot plays on for seat 0
    deadline = time.monotonic() + 30
    while client.get(f"/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    total = client.get(f"/api/tables/{tid}").json()["version"]
    first = client.get(f"/api/tables/{tid}/replay/{total}?seat=1").json()
    assert first["action"]["label"]["en"] and "action" in first["action"]
    entry = hub.replays.entries[(tid, 1)]
    assert len(entry.steps) == total + 1
    state_before = entry.state
    again = client.get(f"/api/tables/{tid}/replay/{total // 2}?seat=1").json()
    assert hub.replays.entries[(tid, 1)].state is state_before  # nothing replayed again
    assert again["version"] == total // 2


# -- 3. text from clients ----------------------------------------------------------------------
LONE = '"\\ud800"'  # a JSON string holding a lone surrogate
NUL = '"a\\u0000b"'  # one holding a NUL character (PostgreSQL cannot store it)


@pytest.mark.parametrize("bad", [LONE, NUL], ids=["lone-surrogate", "nul"])
def test_text_no_database_can_keep_is_refused_and_the_table_lives(server: str, bad: str) -> None:
    made = new_table(server, "scattergories", 2, {1: "heuristic"})
    tid, token = made["table"]["id"], made["token"]
    # names and options are refused with a reason
    for body in (f'{{"game": "toy", "players": 2, "name": {bad}}}',
                 f'{{"game": "toy", "players": 2, "options": {{"x": {bad}}}}}',
                 f'{{"game": "toy", "players": 2, "options": {{{bad}: 1}}}}'):
        r = httpx.post(f"{server}/api/tables", content=body,
                       headers={"Content-Type": "application/json"})
        assert r.status_code == 422, r.text
        assert r.json()["error"]["ru"]
    r = httpx.post(f"{server}/api/tables/{tid}/join", content=f'{{"name": {bad}}}',
                   headers={"Content-Type": "application/json"})
    assert r.status_code in (409, 422)

    async def run() -> None:
        async with ws_connect(ws_url(server, tid, token)) as a, \
                ws_connect(ws_url(server, tid)) as b:
            me, other = Client(a, 0), Client(b, None)
            msg = await me.state()
            for action in (f'{{"type": "answer", "text": {bad}, "take": "letter"}}',
                           f'{{"type": "press", {bad}: 1}}'):
                await me.send(f'{{"type": "action", "version": {msg["version"]}, '
                              f'"action": {action}}}')
                err = await me.until(lambda m: m["type"] == "error")
                assert err["reason"]["en"] and err["reason"]["ru"]
            # everyone else is still served: pings, a new spectator, the replay
            await other.send({"type": "ping"})
            await other.until(lambda m: m["type"] == "pong")
            await me.send({"type": "ping"})
            await me.until(lambda m: m["type"] == "pong")
            async with ws_connect(ws_url(server, tid)) as c:
                assert (await Client(c, None).state())["table"]["id"] == tid
            assert other.last is not None
            version = other.last["version"]
            r = httpx.get(f"{server}/api/tables/{tid}/replay/{version}")
            assert r.status_code == 200
    asyncio.run(run())


def test_an_answer_is_cleaned_before_it_reaches_the_state() -> None:
    from koloda.core import MalformedAction, get_game

    codec = get_game("scattergories").codec
    answer = codec.decode({"type": "answer", "text": "  Мо\u0301\u0301\u0301\u0301ре\u202e\x07 ",
                           "take": "letter"})
    assert answer.text == "Мо\u0301\u0301ре"
    for bad in ("\ud800", "Мо\x00ре"):
        with pytest.raises(MalformedAction):
            codec.decode({"type": "answer", "text": bad, "take": "letter"})
    with pytest.raises(MalformedAction):
        codec.decode({"type": "answer", "text": "я" * 201, "take": "letter"})


def test_names_lose_control_bidi_and_zalgo_characters(server: str) -> None:
    name = "Ва\x07ся\u202e\x1b[31m" + "\u0300" * 30
    made = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": 2,
                                                   "name": name}).json()
    shown = made["table"]["seats"][0]["name"]
    assert shown.startswith("Вася") and not any(c in shown for c in "\x07\u202e\x1b")
    assert shown.count("\u0300") <= 2
    r = httpx.post(f"{server}/api/tables/{made['table']['id']}/join", json={"name": "\u202e"})
    # nothing left: no name, and each reader reads "Player 2" in their own language
    seat = r.json()["table"]["seats"][1]
    assert seat["name"] == "" and seat["display"] == {"en": "Player 2", "ru": "Игрок 2"}


def test_a_bot_spec_is_a_name_and_a_strength_not_any_text(server: str) -> None:
    made = new_table(server, "toy", 3, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    for spec in ("random:hello", "random:\u202eevil", "heuristic:" + "x" * 40, "RANDOM"):
        r = httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 1, "bot": spec},
                       headers=auth(token))
        assert r.status_code == 422, (spec, r.text)
        assert r.json()["error"]["ru"]


# -- 4. fair bots: see test_bot_fairness.py ------------------------------------------------------

# -- 5. limits per client ----------------------------------------------------------------------
SMALL = Limits(open_per_address=4, open_per_client=2, creates_per_minute_address=6,
               creates_per_minute_client=3, sockets_per_address=6, message_burst=10,
               messages_per_second=20.0, flood_seconds=2.0, max_playing_tables=3)


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[str]:
    with running_server(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=SMALL) as base:
        yield base


def _from(address: str, base: str, client: str | None = None) -> httpx.Client:
    headers = {"X-Koloda-Client": client} if client else {}
    return httpx.Client(base_url=base, headers=headers,
                        transport=httpx.HTTPTransport(local_address=address))


def test_one_client_cannot_exhaust_table_creation_for_another(strict: str) -> None:
    with _from("127.0.0.2", strict) as greedy, _from("127.0.0.3", strict) as other:
        made = [greedy.post("/api/tables", json={"game": "toy", "players": 2})
                for _ in range(SMALL.open_per_address + 2)]
        codes = [r.status_code for r in made]
        assert codes[:SMALL.open_per_address] == [200] * SMALL.open_per_address
        assert codes[-1] == 429 and made[-1].json()["error"]["ru"]
        assert other.post("/api/tables", json={"game": "toy", "players": 2}).status_code == 200
    # one browser behind a shared address is held to its own, smaller share
    with _from("127.0.0.4", strict, "browser-a") as a, _from("127.0.0.4", strict, "browser-b") as b:
        codes = [a.post("/api/tables", json={"game": "toy", "players": 2}).status_code
                 for _ in range(SMALL.open_per_client + 1)]
        assert codes == [200] * SMALL.open_per_client + [429]
        assert b.post("/api/tables", json={"game": "toy", "players": 2}).status_code == 200


def test_creations_a_minute_are_capped_even_when_tables_are_closed(strict: str) -> None:
    with _from("127.0.0.5", strict) as c:
        codes = []
        for _ in range(SMALL.creates_per_minute_address + 1):
            r = c.post("/api/tables", json={"game": "toy", "players": 2})
            codes.append(r.status_code)
            if r.status_code == 200:  # leave at once: the table closes, the minute still counts
                c.post(f"/api/tables/{r.json()['table']['id']}/leave",
                       headers=auth(r.json()["token"]))
        assert codes[-1] == 429 and codes.count(200) == SMALL.creates_per_minute_address


def test_the_host_removes_a_stranger_who_took_a_seat(server: str) -> None:
    made = new_table(server, "toy", 3, {}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    stranger = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "X"}).json()
    r = httpx.delete(f"{server}/api/tables/{tid}/seats/{stranger['seat']}", headers=auth(token))
    assert r.status_code == 200 and r.json()["seats"][stranger["seat"]]["kind"] == "empty"
    # and the stranger's token no longer holds anything there
    r = httpx.post(f"{server}/api/tables/{tid}/leave", headers=auth(stranger["token"]))
    assert r.status_code == 403
    # a seated person who is not the host still cannot remove another person
    joined = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Y"}).json()
    r = httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(joined["token"]))
    assert r.status_code == 403


def test_started_tables_are_capped(strict: str) -> None:
    started, refused = 0, None
    for i in range(SMALL.max_playing_tables + 1):
        with _from(f"127.0.1.{i + 1}", strict) as c:
            made = c.post("/api/tables", json={"game": "toy", "players": 2}).json()
            tid, token = made["table"]["id"], made["token"]
            c.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                   headers=auth(token))
            r = c.post(f"/api/tables/{tid}/start", headers=auth(token))
            if r.status_code == 200:
                started += 1
            else:
                refused = r
    assert started <= SMALL.max_playing_tables and refused is not None
    assert refused.status_code == 503 and refused.json()["error"]["ru"]


def _finished(client: Any, tid: str, timeout: float = 30.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while (table := client.get(f"/api/tables/{tid}").json())["status"] == "playing":
        assert time.monotonic() < deadline, "the table did not end"
        time.sleep(0.05)
    return table  # type: ignore[no-any-return]


def test_a_started_table_nobody_is_connected_to_is_finished_by_its_bots(server_app) -> None:
    hub, client = server_app
    tid, token = _started_toy(client, bot_delay=5)  # left alone: 5 s a bot move
    room = hub.rooms[tid]
    client.portal.call(hub.sweep, room.seen + 60)  # the sweep runs in the server's own loop
    assert room.status == "playing" and not room.hurry
    client.portal.call(hub.sweep, room.seen + hub.limits.abandon_seconds + 1)
    assert room.hurry
    table = _finished(client, tid, timeout=10)  # no bot delay: at once
    assert table["status"] == "finished" and table["outcome"]
    # the person's seat went to a bot under their name; the token stopped working
    assert table["seats"][0]["kind"] == "bot" and table["seats"][0]["display"]["en"] == "Player 1"
    assert client.post(f"/api/tables/{tid}/again", headers=auth(token)).status_code == 403
    # a proper end: the record is complete and replays to its outcome; the lobby has it
    from koloda.core import Record, get_game, replay

    record = Record.from_json(client.get(f"/api/tables/{tid}/record").json())
    assert replay(record, get_game("toy")).outcome().to_json() == table["outcome"]
    listed = {t["id"]: t for t in client.get("/api/tables?status=finished").json()}
    assert listed[tid]["outcome"] == table["outcome"]


def test_an_idle_table_whose_moves_cannot_be_saved_is_abandoned(server_app) -> None:
    hub, client = server_app
    tid, _token = _started_toy(client, bot_delay=0.5)
    room = hub.rooms[tid]

    async def refuse(*_args: Any) -> None:
        raise OSError("the disk is full")

    hub.writer.append = refuse  # every move from now on fails to be saved
    client.portal.call(hub.sweep, room.seen + hub.limits.abandon_seconds + 1)
    table = _finished(client, tid, timeout=20)
    assert table["status"] == "abandoned"
    assert client.get(f"/api/tables/{tid}/record").status_code == 200  # there to study


def test_an_idle_table_whose_bots_never_finish_is_abandoned_after_as_long_again(
        server_app) -> None:
    hub, client = server_app
    tid, _token = _started_toy(client, bot_delay=0)
    room = hub.rooms[tid]
    stuck = asyncio.Event()  # never set: every bot thinks for ever

    async def never(*_args: Any) -> None:
        await stuck.wait()

    hub.bots.ask = never
    late = room.seen + hub.limits.abandon_seconds + 1
    client.portal.call(hub.sweep, late)
    assert room.status == "playing" and room.hurry
    client.portal.call(hub.sweep, room.hurried + 60)
    assert room.status == "playing"  # a while yet
    client.portal.call(hub.sweep, room.hurried + hub.limits.abandon_seconds + 1)
    assert client.get(f"/api/tables/{tid}").json()["status"] == "abandoned"


def test_a_host_who_left_mid_game_cannot_use_the_token_for_play_again(server_app) -> None:
    hub, client = server_app
    tid, token = _started_toy(client, bot_delay=0)
    client.post(f"/api/tables/{tid}/leave", headers=auth(token))
    deadline = time.monotonic() + 30
    while client.get(f"/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert client.post(f"/api/tables/{tid}/again", headers=auth(token)).status_code == 403


# -- 6. bodies, sockets, floods ----------------------------------------------------------------
def _rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def test_a_200_mb_body_is_refused_before_it_is_read(server: str) -> None:
    before = _rss_mib()
    size = 200 * 1024 * 1024
    host, port = server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        # a declared 200 MB: refused at once, before a byte of it is read
        sock.sendall(f"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: "
                     f"application/json\r\nContent-Length: {size}\r\n\r\n".encode())
        answer = sock.recv(65536).decode()
    assert answer.startswith("HTTP/1.1 413") and "КиБ" in answer

    def chunks() -> Iterator[bytes]:  # no declared length: counted while it streams in
        block = b"[" * (1 << 20)
        for _ in range(200):
            yield block
    try:
        r = httpx.post(f"{server}/api/tables", content=chunks(),
                       headers={"Content-Type": "application/json"}, timeout=30)
        assert r.status_code == 413
    except httpx.TransportError:
        pass  # the server answered and closed while the client was still sending
    assert _rss_mib() - before < 10  # the server (in this process) kept none of it


def test_three_thousand_nested_brackets_get_the_documented_error(server: str) -> None:
    made = new_table(server, "toy", 2, {1: "random"})
    tid = made["table"]["id"]

    async def run() -> None:
        async with ws_connect(ws_url(server, tid)) as ws:
            c = Client(ws, None)
            await c.state()
            await c.send("[" * 3000 + "]" * 3000)
            err = await c.until(lambda m: m["type"] == "error")
            assert "nested" in err["reason"]["en"]
            await c.send('{"type": "ping", "x": ' + "[" * 3000 + "]" * 3000 + "}")
            await c.until(lambda m: m["type"] == "error")
            await c.send({"type": "ping"})
            await c.until(lambda m: m["type"] == "pong")
    asyncio.run(run())
    r = httpx.post(f"{server}/api/tables", content="[" * 3000 + "]" * 3000,
                   headers={"Content-Type": "application/json"})
    assert 400 <= r.status_code < 500 and r.json()["error"]["ru"]


def test_sockets_from_one_address_are_capped(strict: str) -> None:
    made = _from("127.0.0.6", strict).post("/api/tables", json={"game": "toy",
                                                                "players": 2}).json()
    tid = made["table"]["id"]

    async def run() -> None:
        url = ws_url(strict, tid)
        opened = [await ws_connect(url, local_addr=("127.0.0.7", 0))
                  for _ in range(SMALL.sockets_per_address)]
        try:
            for ws in opened:
                assert json.loads(await ws.recv())["type"] == "state"
            async with ws_connect(url, local_addr=("127.0.0.7", 0)) as extra:
                err = json.loads(await extra.recv())
                assert err["type"] == "error" and err["reason"]["ru"]
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await extra.recv()
                assert closed.value.rcvd.code == 4429
            async with ws_connect(url, local_addr=("127.0.0.8", 0)) as fine:
                assert json.loads(await fine.recv())["type"] == "state"
        finally:
            for ws in opened:
                await ws.close()
    asyncio.run(run())


FLOODER = """
import asyncio, sys, time
import websockets

async def main(url, seconds):
    answered = 0
    async with websockets.connect(url, local_addr=("127.0.0.11", 0), max_queue=None,
                                  ping_interval=None) as ws:
        await ws.recv()
        print("ready", flush=True)

        async def read():
            nonlocal answered
            async for _ in ws:
                answered += 1
        reader = asyncio.create_task(read())
        sent = 0

        async def write():
            nonlocal sent
            while True:
                await ws.send("x")  # not JSON: each one read costs the server an error reply
                sent += 1
                if sent % 64 == 0:
                    await asyncio.sleep(0)  # let the reader drain the replies
        writer = asyncio.create_task(write())
        began = time.monotonic()
        await asyncio.sleep(seconds)
        writer.cancel()
        reader.cancel()
        await asyncio.gather(writer, reader, return_exceptions=True)
    print(sent, answered, round(time.monotonic() - began, 2), flush=True)

asyncio.run(main(sys.argv[1], float(sys.argv[2])))
"""


def test_a_message_flood_is_throttled_and_others_stay_quick(strict: str) -> None:
    made = _from("127.0.0.9", strict).post("/api/tables", json={"game": "toy",
                                                                "players": 2}).json()
    url = ws_url(strict, made["table"]["id"])

    async def pings(ws: Any, n: int) -> list[float]:
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            await ws.send('{"type": "ping"}')
            while json.loads(await ws.recv())["type"] != "pong":
                pass
            times.append(time.perf_counter() - t0)
            await asyncio.sleep(0.07)  # a lively client, within its rate
        return times

    async def run() -> tuple[list[float], list[float], int, float]:
        async with ws_connect(url, local_addr=("127.0.0.10", 0)) as quiet:
            await quiet.recv()
            calm = await pings(quiet, 40)
            # the flood comes from another process, as it would from another machine
            flood = await asyncio.create_subprocess_exec(
                sys.executable, "-c", FLOODER, url, "3", stdout=asyncio.subprocess.PIPE)
            assert flood.stdout is not None
            assert (await flood.stdout.readline()).strip() == b"ready"
            # 40 pings of about 70 ms: within the flooder's 3 s
            busy = await pings(quiet, 40)
            out, _ = await flood.communicate()
            _sent, answered, seconds = out.split()
            return calm, busy, int(answered), float(seconds)
    calm, busy, answered, seconds = asyncio.run(run())
    # the server read the flood at its steady rate, not at the flooder's
    allowed = SMALL.message_burst + SMALL.messages_per_second * seconds + 5
    assert answered <= allowed, (answered, allowed)
    # Round trips here are fractions of a millisecond, and a scheduling hiccup of a shared
    # 2-core machine (other tests, a CI run beside) is tens of them: the typical ping is
    # compared (the median within 2x of the quiet one, plus 5 ms), and no ping may stall (the
    # flood once held others for seconds).
    typical = statistics.median(busy), statistics.median(calm)
    assert typical[0] <= 2 * typical[1] + 0.005, (typical, sorted(busy)[-3:])
    assert max(busy) < 0.25, max(busy)


def test_a_person_who_leaves_mid_turn_does_not_stall_the_table_for_ever(server_app) -> None:
    """No turn timer, nobody connected: the bots finish the table, and it leaves memory."""
    hub, client = server_app
    tid, token = _started_toy(client)
    room = hub.rooms[tid]
    late = room.seen + hub.limits.abandon_seconds + 1
    client.portal.call(hub.sweep, late)
    assert _finished(client, tid)["status"] == "finished"
    client.portal.call(hub.sweep, late + 3600)
    assert tid not in hub.rooms
    assert client.get(f"/api/tables/{tid}").json()["status"] == "finished"


def test_play_person_helper_still_plays_whole_games(server: str) -> None:
    """The limits leave ordinary play alone: a whole game at the default limits."""
    made = new_table(server, "durak", 2, {1: "heuristic"})
    tid, token = made["table"]["id"], made["token"]

    async def run() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            last = await play_person(Client(ws, 0), random.Random(5))
            assert last["outcome"] is not None
    asyncio.run(run())


def test_a_join_that_cannot_be_saved_leaves_no_ghost_seat(server_app, monkeypatch) -> None:
    hub, client = server_app
    made = client.post("/api/tables", json={"game": "toy", "players": 2}).json()
    tid = made["table"]["id"]
    room = hub.rooms[tid]

    async def broken(*_answer: Any) -> None:
        raise RuntimeError("the database refused the row")
    monkeypatch.setattr(room, "persist", broken)
    r = client.post(f"/api/tables/{tid}/join", json={"name": "Bob"})
    assert r.status_code == 503 and r.json()["error"]["ru"]
    monkeypatch.undo()
    assert room.seats[1].kind == "empty"
    assert client.post(f"/api/tables/{tid}/join", json={"name": "Bob"}).json()["seat"] == 1
