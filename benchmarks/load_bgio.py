"""The load benchmark against boardgame.io 0.50.2 (not a test): the same shape of client as
`load_server.py` (tables of two simulated people and a spectator, a move every `think` seconds
a person, echo-free) driving a minimal card game of the same shape (`bgio/server.js`: hidden
hands, one card a move) on boardgame.io's own server, for the comparison of issue 29.

    npm install                                   # boardgame.io 0.50.2, pinned in package.json
    .venv/bin/python benchmarks/load_bgio.py --clients 400 --think 0.5 --duration 20

It speaks Socket.IO's wire format (Engine.IO 4) over plain WebSockets: `sync` to join a match,
`update` to move; a move's round trip ends at the first `update` with a later state id.
boardgame.io keeps its matches in memory: it commits nothing, where koloda commits every move
before acknowledging it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_server  # noqa: E402  (its statistics, addresses and CPU figures)
from load_server import (  # noqa: E402
    Stats,
    address,
    cpu_figures,
    measure,
    pct,
)

ROOT = Path(__file__).resolve().parents[1]
GAME = "cards"
NS = f"/{GAME}"


def event(name: str, *args: Any) -> str:
    """A Socket.IO event on the game's namespace."""
    return f"42{NS}," + json.dumps([name, *args], separators=(",", ":"))


async def handshake(ws: Any) -> None:
    """Engine.IO's open packet, then the namespace joined."""
    opened = await ws.recv()
    assert opened.startswith("0"), opened
    await ws.send(f"40{NS},")
    while not (await ws.recv()).startswith(f"40{NS}"):
        pass


def parse(raw: str) -> tuple[str, list[Any]] | None:
    """An event's name and arguments, or None for anything else (pings are answered aside)."""
    prefix = f"42{NS},"
    if not raw.startswith(prefix):
        return None
    data = json.loads(raw[len(prefix):])
    return data[0], data[1:]


async def person(url: str, match: str, seat: str, credentials: str, stats: Stats, think: float,
                 stop: asyncio.Event, rng: random.Random, source: str) -> None:
    try:
        async with websockets.connect(url, max_size=None, open_timeout=60,
                                      local_addr=(source, 0)) as ws:
            await handshake(ws)
            await ws.send(event("sync", match, seat, credentials, 2))
            pending: tuple[int, float] | None = None
            planned: asyncio.Task[None] | None = None

            async def act(state_id: int, card: str) -> None:
                nonlocal pending
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                if stop.is_set():
                    return
                pending = (state_id, time.perf_counter())
                await ws.send(event("update", {"type": "MAKE_MOVE", "payload": {
                    "type": "play", "args": [card], "playerID": seat,
                    "credentials": credentials}}, state_id, match, seat))

            async for raw in ws:
                now = time.perf_counter()
                if raw == "2":  # Engine.IO's ping
                    await ws.send("3")
                    continue
                if stats.measuring:
                    stats.messages += 1
                got = parse(raw)
                if got is None:
                    continue
                name, args = got
                if name == "sync":
                    state = args[1]["state"]
                elif name == "update":
                    state = args[1]
                else:
                    continue
                state_id = state["_stateID"]
                if pending is not None and state_id > pending[0]:
                    if stats.measuring:
                        stats.moves.append(now - pending[1])
                    pending = None
                hand = state["G"]["hands"][seat]
                if state["ctx"]["currentPlayer"] == seat and pending is None and hand:
                    if planned is not None:
                        planned.cancel()
                    planned = asyncio.create_task(act(state_id, rng.choice(hand)))
    except (TimeoutError, websockets.ConnectionClosed, OSError) as exc:
        if not stop.is_set():
            stats.errors.append(f"person connection: {exc!r}")


async def spectator(url: str, match: str, stats: Stats, stop: asyncio.Event,
                    source: str) -> None:
    try:
        async with websockets.connect(url, max_size=None, open_timeout=60,
                                      local_addr=(source, 0)) as ws:
            await handshake(ws)
            await ws.send(event("sync", match, None, None, 2))
            async for raw in ws:
                if raw == "2":
                    await ws.send("3")
                elif stats.measuring:
                    stats.messages += 1
    except (TimeoutError, websockets.ConnectionClosed, OSError) as exc:
        if not stop.is_set():
            stats.errors.append(f"spectator connection: {exc!r}")


async def make_match(http: httpx.AsyncClient) -> tuple[str, list[str]]:
    r = await http.post(f"/games/{GAME}/create", json={"numPlayers": 2})
    r.raise_for_status()
    match = r.json()["matchID"]
    creds = []
    for seat in ("0", "1"):
        r = await http.post(f"/games/{GAME}/{match}/join",
                            json={"playerID": seat, "playerName": f"p{seat}"})
        r.raise_for_status()
        creds.append(r.json()["playerCredentials"])
    return match, creds


async def run(args: argparse.Namespace) -> dict[str, Any]:
    base = args.url.rstrip("/")
    ws_url = base.replace("http://", "ws://") + "/socket.io/?EIO=4&transport=websocket"
    tables = max(1, args.clients // 3)
    rng = random.Random(args.seed)
    stats, stop = Stats(), asyncio.Event()
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        for _ in range(300):
            try:
                await http.get(f"/games/{GAME}")
                break
            except httpx.HTTPError:
                await asyncio.sleep(0.1)
        gate = asyncio.Semaphore(16)

        async def one() -> tuple[str, list[str]]:
            async with gate:
                return await make_match(http)
        made = await asyncio.gather(*(one() for _ in range(tables)))
    tasks: list[asyncio.Task[None]] = []
    for i, (match, creds) in enumerate(made):
        source = address(i % args.addresses)
        for seat, cred in enumerate(creds):
            tasks.append(asyncio.create_task(person(
                ws_url, match, str(seat), cred, stats, args.think, stop,
                random.Random(rng.random()), source)))
        tasks.append(asyncio.create_task(spectator(ws_url, match, stats, stop, source)))
    elapsed, cpu0, cpu1 = await measure(args, stats, stop, tasks)  # as koloda's is measured
    ms = 1000.0
    return {"server": "boardgame.io 0.50.2", "tables": tables, "clients": tables * 3,
            "seconds": round(elapsed, 1), "moves": len(stats.moves),
            "moves_per_s": round(len(stats.moves) / elapsed, 1),
            "move_p50_ms": round(pct(stats.moves, 50) * ms, 2),
            "move_p99_ms": round(pct(stats.moves, 99) * ms, 2),
            "move_max_ms": round(max(stats.moves, default=float("nan")) * ms, 2),
            "messages_per_s": round(stats.messages / elapsed, 1),
            "errors": len(stats.errors), "error_samples": sorted(set(stats.errors))[:5],
            **cpu_figures(cpu0, cpu1, elapsed, len(stats.moves))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=400, help="people + spectators")
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--url", default=None, help="a running boardgame.io server")
    parser.add_argument("--addresses", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    proc = None
    if args.url is None:
        port = load_server.free_port()
        log = open(Path(tempfile.mkdtemp(prefix="koloda-bgio-")) / "server.log", "wb")  # noqa: SIM115
        proc = subprocess.Popen(["node", str(ROOT / "benchmarks" / "bgio" / "server.js"),
                                 str(port)], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        args.url, args.server_pid = f"http://127.0.0.1:{port}", proc.pid
    try:
        result = load_server.run_load(run(args))
    finally:
        if proc is not None:
            load_server.stop(proc, signal.SIGTERM, timeout=10)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{result['server']}: {result['clients']} clients ({result['tables']} matches of 2 "
          f"people + 1 spectator), {result['seconds']} s measured")
    print(f"moves {result['moves']:>7}  {result['moves_per_s']:>8} /s   p50 "
          f"{result['move_p50_ms']} ms   p99 {result['move_p99_ms']} ms   max "
          f"{result['move_max_ms']} ms   errors {result['errors']}")
    if "server_cpu_pct" in result:
        print(f"server CPU {result['server_cpu_pct']} % of a core, "
              f"{result['server_cpu_ms_per_move']} ms a move")
    for sample in result["error_samples"]:
        print(f"  {sample}")


if __name__ == "__main__":
    main()
