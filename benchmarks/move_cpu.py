"""A move's CPU in the server's own code, without the network (not a test): one process plays
Durak tables move by move through `Room.submit` (check, commit, apply, every client's state
message, queued for its socket) and reports CPU microseconds a move and where they go.

    .venv/bin/python benchmarks/move_cpu.py                    # 40 tables, 3 seconds
    .venv/bin/python benchmarks/move_cpu.py --src /tmp/before/src --profile
    .venv/bin/python benchmarks/move_cpu.py --metrics both --rounds 5   # the metrics' cost

Each table has two people and a spectator connected (a fake socket whose send completes at
once, each with its connection's pump running, as in the server) and no bot: a bot's own thinking happens in a worker, and its move costs the event
loop what a person's does. CPU time, not the wall clock, so a busy machine changes the figure
little; compare two checkouts (`--src`) one after the other in one run.
The network's share (frames, the socket, the ASGI layers) is in `profile_server.py`'s profile.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


class FakeSocket:
    """Stands for a WebSocket whose buffer always has room: `send_text` completes without
    waiting, as uvicorn's does then, and keeps nothing (the frame and the system call are
    `profile_server.py`'s to see)."""

    async def send_text(self, text: str) -> None:
        return None

    async def close(self, code: int = 1000) -> None:
        return None


async def one_table(hub: Any, client: Any, conn_type: Any) -> tuple[Any, list[Any]]:
    """A started Durak table of three people, two of them and a spectator connected."""
    made = await client.post("/api/tables", json={"game": "durak", "players": 3,
                                                  "name": "Anna", "options": {}})
    made.raise_for_status()
    tid, token = made.json()["table"]["id"], made.json()["token"]
    for name in ("Boris", "Vera"):
        (await client.post(f"/api/tables/{tid}/join", json={"name": name})).raise_for_status()
    (await client.post(f"/api/tables/{tid}/start",
                       headers={"Authorization": f"Bearer {token}"})).raise_for_status()
    room = await hub.room(tid)
    conns = [conn_type(FakeSocket(), 0), conn_type(FakeSocket(), 1),
             conn_type(FakeSocket(), None)]
    for c in conns:
        room.attach(c)
        # each connection's pump, as the server runs one (tables/ws.py): a message's way to
        # its socket, however the checkout sends it, is in the CPU counted
        c.pumping = asyncio.create_task(c.pump())
    return room, conns


async def play(app: Any, tables: int, seconds: float, seed: int) -> tuple[int, float]:
    """Moves made and CPU seconds spent, over about `seconds` of CPU."""
    import httpx

    from koloda.server.tables.conn import Conn

    hub = app.state.hub
    rng = random.Random(seed)
    made = 0

    async def fresh() -> tuple[Any, list[Any]]:
        nonlocal made
        made += 1
        # each table's people from their own address, as the server's limits expect
        source = (f"10.{seed}.{made // 250}.{made % 250 + 1}", 1234)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=source),
                                     base_url="http://test") as client:
            return await one_table(hub, client, Conn)

    rooms = [await fresh() for _ in range(tables)]
    moves, cpu = 0, 0.0  # only the moves' own CPU: setting tables up is not counted
    while cpu < seconds:
        for i, (room, conns) in enumerate(rooms):
            state = room.state
            if room.status != "playing" or state is None:
                for c in conns:
                    room.detach(c)
                    c.pumping.cancel()
                rooms[i] = await fresh()
                continue
            seat = state.to_move()
            seats = [seat] if seat is not None else list(state.actors())
            who = rng.choice(seats)
            data = room.game.codec.encode(rng.choice(state.legal_actions(who)))
            t0 = time.process_time()
            reason = await room.submit(who, data, room.version, "person")
            for _ in range(2):  # the pumps send what waits for them
                await asyncio.sleep(0)
            cpu += time.process_time() - t0
            moves += reason is None
    return moves, cpu


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    from koloda.server import create_app

    folder = Path(tempfile.mkdtemp(prefix="koloda-movecpu-"))
    app = create_app(f"sqlite:///{folder / 'bench.db'}", bot_pool="thread",
                     metrics=args.metrics == "on")
    async with app.router.lifespan_context(app):
        await play(app, args.tables, 0.5, args.seed + 1)  # warm the caches
        profiler = cProfile.Profile() if args.profile else None
        if profiler is not None:
            profiler.enable()
        moves, cpu = await play(app, args.tables, args.seconds, args.seed)
        if profiler is not None:
            profiler.disable()
            pstats.Stats(profiler, stream=sys.stderr).sort_stats(args.sort).print_stats(30)
    return {"src": args.src, "metrics": args.metrics, "moves": moves, "cpu_s": round(cpu, 2),
            "cpu_us_per_move": round(1e6 * cpu / moves, 1) if moves else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--src", action="append", default=None,
                        help="a checkout's src/ to measure (repeat to compare; default: this "
                             "one's)")
    parser.add_argument("--rounds", type=int, default=1, help="alternate the checkouts")
    parser.add_argument("--profile", action="store_true", help="cProfile's top 30 to stderr")
    parser.add_argument("--sort", default="cumulative",
                        help="the profile's order: cumulative, tottime (pstats' keys)")
    parser.add_argument("--metrics", choices=("off", "on", "both"), default="off",
                        help="the operator's metrics (server/ops/metrics.py) off, on, or "
                             "each in turn (their cost a move)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:  # the child: the checkout is already first on the path
        args.src = os.environ.get("PYTHONPATH")
        logging_quiet()
        print(json.dumps(asyncio.run(main_async(args))))
        return
    sources = args.src or [str(ROOT / "src")]
    settings = ("off", "on") if args.metrics == "both" else (args.metrics,)
    for _ in range(args.rounds):
        for src, metrics in [(src, m) for src in sources for m in settings]:
            cmd = [sys.executable, __file__, "--one", "--tables", str(args.tables),
                   "--seconds", str(args.seconds), "--seed", str(args.seed),
                   "--metrics", metrics]
            if args.profile:
                cmd += ["--profile", "--sort", args.sort]
            out = subprocess.run(cmd, env={**os.environ, "PYTHONPATH": src}, check=True,
                                 stdout=subprocess.PIPE, text=True).stdout
            result = json.loads(out.strip().splitlines()[-1])
            print(f"{result['cpu_us_per_move']:>8} us a move  ({result['moves']} moves, "
                  f"{result['cpu_s']} s CPU)  metrics {metrics}  {src}")


def logging_quiet() -> None:
    import logging

    logging.basicConfig(level=logging.WARNING)


if __name__ == "__main__":
    main()
