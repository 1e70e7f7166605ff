"""Load benchmark of the multiplayer server (not a test).

Opens N WebSocket clients on loopback, in tables of bots, people-simulating clients and
spectators, and reports the round trip of a move (send an action, receive the state that
includes it: check, commit, apply, push), messages a second and errors, beside the round trip of
`/ws/echo` measured on the same server in the same run.

    .venv/bin/python benchmarks/load_server.py                      # 1,000 clients, Durak
    .venv/bin/python benchmarks/load_server.py --clients 200 --duration 20 --json
    .venv/bin/python benchmarks/load_server.py --play-now           # people meet by "Play now"
    .venv/bin/python benchmarks/load_server.py --metrics 1          # the operator's metrics on,
                                                                    # scraped every second

By default it starts its own server (`python -m koloda.server`) on a free port with a fresh
SQLite database in a temporary folder; `--url` points it at a running one instead.

The server's limits per client stay on. Like people on many machines, the clients come from many
loopback addresses (127.0.0.2, 127.0.0.3, ...: `--addresses`, 100 by default), each table's
people and spectators from one of them, so no address goes over its share.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Stats:
    """Everything measured, on the client side."""

    moves: list[float] = field(default_factory=list)  # seconds, one per acknowledged move
    echoes: list[float] = field(default_factory=list)
    messages: int = 0
    stale: int = 0  # refused as stale: another seat acted first (expected in races)
    errors: list[str] = field(default_factory=list)
    finished: int = 0
    measuring: bool = False


@contextlib.contextmanager
def collector_paused() -> Any:
    """This client's own cyclic collector off while the load runs. The client stands for
    many people's devices, yet it is one Python process holding every connection: with the
    collector on, its own pauses (33 of them in 20 s at 1,350 clients, most 35-45 ms, measured
    with `gc.callbacks`) stall every move in flight and were counted as the server's latency,
    the largest part of the p99 measured for either server. What it allocates meanwhile is
    freed when the load ends."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


# -- the simulated people ------------------------------------------------------------------
def address(i: int) -> str:
    """The i-th client address on loopback (Linux answers on all of 127.0.0.0/8)."""
    return f"127.0.{(i + 2) // 250}.{(i + 2) % 250 + 1}"


async def person(url: str, seat: int, stats: Stats, think: float, stop: asyncio.Event,
                 rng: random.Random, source: str) -> None:
    """A person: after a think time, plays a random legal move when the game waits for them."""
    try:
        async with websockets.connect(url, max_size=None, open_timeout=60,
                                      local_addr=(source, 0)) as ws:
            pending: tuple[int, float] | None = None
            planned: asyncio.Task[None] | None = None

            async def act(version: int, action: dict[str, Any]) -> None:
                nonlocal pending
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                if stop.is_set():
                    return
                pending = (version, time.perf_counter())
                await ws.send(json.dumps({"type": "action", "version": version,
                                          "action": action}))

            async for raw in ws:
                now = time.perf_counter()
                if stats.measuring:
                    stats.messages += 1
                msg = json.loads(raw)
                kind = msg["type"]
                if kind == "error":
                    if pending is not None:
                        if "moved on" in msg["reason"]["en"]:
                            stats.stale += 1
                        else:
                            stats.errors.append(msg["reason"]["en"])
                        pending = None
                    continue
                if kind != "state":
                    continue
                if pending is not None and msg["version"] > pending[0]:
                    if stats.measuring:
                        stats.moves.append(now - pending[1])
                    pending = None
                if msg["outcome"] is not None:
                    stats.finished += seat == 0
                    continue
                # obliged, or a phase where nobody is (everyone chooses at once: a swap)
                to_move = msg.get("to_move")
                obliged = to_move == seat or (to_move is None and seat in msg["actors"])
                if msg["legal"] and obliged and pending is None:
                    if planned is not None:
                        planned.cancel()
                    planned = asyncio.create_task(
                        act(msg["version"], rng.choice(msg["legal"])["action"]))
    except (TimeoutError, websockets.ConnectionClosed, OSError) as exc:
        if not stop.is_set():
            stats.errors.append(f"person connection: {exc!r}")


async def spectator(url: str, stats: Stats, stop: asyncio.Event, source: str) -> None:
    try:
        async with websockets.connect(url, max_size=None, open_timeout=60,
                                      local_addr=(source, 0)) as ws:
            async for _raw in ws:
                if stats.measuring:
                    stats.messages += 1
    except (TimeoutError, websockets.ConnectionClosed, OSError) as exc:
        if not stop.is_set():
            stats.errors.append(f"spectator connection: {exc!r}")


async def echo(url: str, stats: Stats, every: float, stop: asyncio.Event,
               rng: random.Random, source: str) -> None:
    """The baseline: a message of a move's size to /ws/echo and back, at the people's pace."""
    payload = json.dumps({"type": "action", "version": 12,
                          "action": {"type": "attack", "cards": ["10H"]}})
    try:
        async with websockets.connect(url, max_size=None, open_timeout=60,
                                      local_addr=(source, 0)) as ws:
            while not stop.is_set():
                await asyncio.sleep(every * rng.uniform(0.5, 1.5))
                t0 = time.perf_counter()
                await ws.send(payload)
                await ws.recv()
                if stats.measuring:
                    stats.echoes.append(time.perf_counter() - t0)
                    stats.messages += 1
    except (TimeoutError, websockets.ConnectionClosed, OSError) as exc:
        if not stop.is_set():
            stats.errors.append(f"echo connection: {exc!r}")


# -- the server's CPU ---------------------------------------------------------------------
def _ticks(pid: int) -> float:
    """CPU seconds (user + system) one process has used, from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    kids: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            kids += [int(k) for k in (task / "children").read_text().split()]
    return kids


def cpu_seconds(pid: int) -> tuple[float, float]:
    """(the server process's CPU seconds, its children's: the bot workers), now."""
    own = _ticks(pid)
    kids = 0.0
    for kid in _children(pid):
        with contextlib.suppress(OSError):
            kids += _ticks(kid)
    return own, kids


def cpu_figures(before: tuple[float, float] | None, after: tuple[float, float] | None,
                elapsed: float, moves: int) -> dict[str, Any]:
    """The server's share of a core over the measured window, and its CPU per move: on a
    shared machine steadier than the wall clock (other work stretches latencies, not these)."""
    if before is None or after is None:
        return {}
    own, kids = after[0] - before[0], after[1] - before[1]
    return {"server_cpu_pct": round(100 * own / elapsed, 1),
            "bot_workers_cpu_pct": round(100 * kids / elapsed, 1),
            "server_cpu_ms_per_move": round(1000 * own / moves, 3) if moves else None}


# -- set-up ---------------------------------------------------------------------------------
async def make_table(http: httpx.AsyncClient, game: str, people: int, bots: int,
                     bot: str) -> tuple[str, list[str]]:
    """A started table: `people` seats for simulated people, then `bots` bots."""
    r = await http.post("/api/tables", json={"game": game, "players": people + bots,
                                             "name": "p0", "options": {"bot_delay": 0}})
    r.raise_for_status()
    made = r.json()
    tid, tokens = made["table"]["id"], [made["token"]]
    for i in range(1, people):
        r = await http.post(f"/api/tables/{tid}/join", json={"name": f"p{i}"})
        r.raise_for_status()
        tokens.append(r.json()["token"])
    auth = {"Authorization": f"Bearer {tokens[0]}"}
    for _ in range(bots):
        (await http.post(f"/api/tables/{tid}/bots", json={"bot": bot}, headers=auth)
         ).raise_for_status()
    (await http.post(f"/api/tables/{tid}/start", headers=auth)).raise_for_status()
    return tid, tokens


async def seat_by_play_now(clients: list[httpx.AsyncClient], game: str, people: int,
                           tables: int) -> list[tuple[str, list[str]]]:
    """Tables formed the way people meet through "Play now": each simulated person seeks a
    game of `people` seats (a guest, unrated, no bots) from their own client id and waits
    until a pairing round seats them; the seats are then grouped by table, in seat order."""
    gate = asyncio.Semaphore(16)

    async def seek(i: int) -> tuple[str, int, str]:
        http = clients[i % len(clients)]
        headers = {"X-Koloda-Client": f"load-{i:06d}-{random.getrandbits(64):016x}"}
        async with gate:
            r = await http.post("/api/seeks", headers=headers, json={
                "game": game, "players": people, "bots_after": None, "name": f"p{i}"})
        r.raise_for_status()
        made = r.json()
        headers["Authorization"] = f"Bearer {made['secret']}"
        while True:
            r = await http.get(f"/api/seeks/{made['seek']['id']}", params={"wait": 25},
                               headers=headers)
            r.raise_for_status()
            answer = r.json()
            if answer["status"] == "seated":
                return answer["table"]["id"], answer["seat"], answer["token"]
            if answer["status"] != "waiting":
                raise RuntimeError(f"seek {made['seek']['id']}: {answer['status']}")

    seats = await asyncio.gather(*(seek(i) for i in range(tables * people)))
    by_table: dict[str, dict[int, str]] = {}
    for table, seat, token in seats:
        by_table.setdefault(table, {})[seat] = token
    return [(table, [tokens[s] for s in sorted(tokens)]) for table, tokens in by_table.items()]


def run_load(main: Coroutine[Any, Any, dict[str, Any]]) -> dict[str, Any]:
    """Run a load client's coroutine on uvloop where it is installed (a faster client)."""
    try:
        import uvloop
        uvloop.install()
    except ImportError:
        pass
    return asyncio.run(main)


def stop(proc: subprocess.Popen[bytes], sig: int = signal.SIGINT, timeout: float = 20) -> None:
    """Stop a server this script started: `sig`, then kill it if it does not end in time."""
    proc.send_signal(sig)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, folder: Path, ops: int | None = None) -> subprocess.Popen[bytes]:
    """A server on `port` with a fresh SQLite file in `folder`; with `ops`, the operator's
    routes (/metrics) on that port, as `koloda serve --ops` runs them."""
    log = open(folder / "server.log", "wb")  # noqa: SIM115 (the server writes it until killed)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    extra = ["--ops", f"127.0.0.1:{ops}"] if ops else []
    return subprocess.Popen([sys.executable, "-m", "koloda.server", "--port", str(port),
                             "--db", f"sqlite:///{folder / 'load.db'}", *extra],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


async def scrape(url: str, every: float, stop: asyncio.Event, counts: list[int]) -> None:
    """Read the operator's metrics every `every` seconds until `stop`, as Prometheus would
    (its default is every 15 s): `counts` gets each answer's size."""
    async with httpx.AsyncClient(timeout=10) as http:
        while not stop.is_set():
            try:
                answer = await http.get(url)
                answer.raise_for_status()
            except httpx.HTTPError:
                if counts:  # the operator's port may open after the public one, never close
                    raise
                await asyncio.sleep(0.1)
                continue
            counts.append(len(answer.content))
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(stop.wait(), every)


async def wait_ready(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=2) as http:
        for _ in range(300):
            try:
                if (await http.get("/api/health")).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.1)
    raise SystemExit(f"no server at {base}")


async def measure(args: argparse.Namespace, stats: Stats, stop: asyncio.Event,
                  tasks: list[asyncio.Task[None]]) -> tuple[float, Any, Any]:
    """Let the load run `args.warmup` seconds, then measure it for `args.duration`, then stop
    every client: the window's length, and the server's CPU seconds at its ends (None without
    `args.server_pid`). `args.on_measure`, if set, is called as the window opens (a profiler)."""
    with collector_paused():
        await asyncio.sleep(args.warmup)
        pid = getattr(args, "server_pid", None)
        hook = getattr(args, "on_measure", None)
        if hook is not None:
            hook()
        cpu0 = cpu_seconds(pid) if pid else None
        stats.measuring = True
        began = time.perf_counter()
        await asyncio.sleep(args.duration)
        stats.measuring = False
        elapsed = time.perf_counter() - began
        cpu1 = cpu_seconds(pid) if pid else None
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return elapsed, cpu0, cpu1


async def run(args: argparse.Namespace) -> dict[str, Any]:
    base = args.url.rstrip("/")
    await wait_ready(base)
    ws_base = base.replace("http://", "ws://").replace("https://", "wss://")
    per_table = args.people + args.spectators
    tables = max(1, args.clients // per_table)
    rng = random.Random(args.seed)
    stats, stop = Stats(), asyncio.Event()

    t0 = time.perf_counter()
    sources = [address(i) for i in range(args.addresses)]
    clients = [httpx.AsyncClient(base_url=base, timeout=60,
                                 transport=httpx.AsyncHTTPTransport(local_address=src))
               for src in sources]
    try:
        gate = asyncio.Semaphore(16)

        async def one(i: int) -> tuple[str, list[str]]:
            async with gate:
                return await make_table(clients[i % len(clients)], args.game, args.people,
                                        args.bots, args.bot)
        if getattr(args, "play_now", False):
            made = await seat_by_play_now(clients, args.game, args.people, tables)
        else:
            made = await asyncio.gather(*(one(i) for i in range(tables)))
    finally:
        for http in clients:
            await http.aclose()
    setup_s = time.perf_counter() - t0

    tasks: list[asyncio.Task[None]] = []
    for i, (tid, tokens) in enumerate(made):
        source = sources[i % len(sources)]
        for seat, token in enumerate(tokens):
            url = f"{ws_base}/ws/tables/{tid}?token={token}"
            tasks.append(asyncio.create_task(
                person(url, seat, stats, args.think, stop, random.Random(rng.random()),
                       source)))
        for _ in range(args.spectators):
            tasks.append(asyncio.create_task(spectator(f"{ws_base}/ws/tables/{tid}", stats,
                                                       stop, source)))
    scrapes: list[int] = []
    if getattr(args, "ops_url", None):
        tasks.append(asyncio.create_task(scrape(args.ops_url, args.metrics, stop, scrapes)))
    for i in range(args.echo):
        tasks.append(asyncio.create_task(echo(f"{ws_base}/ws/echo", stats, args.think, stop,
                                              random.Random(rng.random()),
                                              sources[i % len(sources)])))
    elapsed, cpu0, cpu1 = await measure(args, stats, stop, tasks)

    ms = 1000.0
    return {
        "game": args.game, "tables": tables, "addresses": args.addresses, "clients": tables * per_table + args.echo,
        "table_clients": tables * per_table, "echo_clients": args.echo,
        "people": args.people, "bots": args.bots, "bot": args.bot,
        "spectators": args.spectators, "think_s": args.think, "setup_s": round(setup_s, 1),
        "seconds": round(elapsed, 1), "moves": len(stats.moves),
        "moves_per_s": round(len(stats.moves) / elapsed, 1),
        "move_p50_ms": round(pct(stats.moves, 50) * ms, 2),
        "move_p99_ms": round(pct(stats.moves, 99) * ms, 2),
        "move_max_ms": round(max(stats.moves, default=float("nan")) * ms, 2),
        "echo_p50_ms": round(pct(stats.echoes, 50) * ms, 2),
        "echo_p99_ms": round(pct(stats.echoes, 99) * ms, 2),
        "messages_per_s": round(stats.messages / elapsed, 1),
        "stale": stats.stale, "errors": len(stats.errors),
        "error_samples": sorted(set(stats.errors))[:5], "games_finished": stats.finished,
        "mean_move_ms": round(statistics.fmean(stats.moves) * ms, 2) if stats.moves else None,
        "metrics_scrapes": len(scrapes),
        **cpu_figures(cpu0, cpu1, elapsed, len(stats.moves)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=1000, help="table clients (people + "
                        "spectators), besides the echo clients")
    parser.add_argument("--game", default="durak")
    parser.add_argument("--people", type=int, default=2, help="simulated people a table")
    parser.add_argument("--bots", type=int, default=1, help="bots a table")
    parser.add_argument("--bot", default="heuristic", help="bot spec")
    parser.add_argument("--spectators", type=int, default=1, help="spectators a table")
    parser.add_argument("--think", type=float, default=2.0,
                        help="a person's mean think time (s); also the echo clients' pace")
    parser.add_argument("--echo", type=int, default=50, help="echo clients")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--url", default=None, help="a running server (default: start one)")
    parser.add_argument("--addresses", type=int, default=100,
                        help="loopback addresses the clients come from (the server's limits "
                             "are per address)")
    parser.add_argument("--play-now", action="store_true",
                        help='the people meet through "Play now" (seeks and pairing rounds) '
                             "instead of creating and joining tables; no bots")
    parser.add_argument("--metrics", type=float, default=0, metavar="SECONDS",
                        help="turn the operator's metrics on (the server this script starts "
                             "gets an --ops port) and read /metrics every SECONDS")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.play_now:
        args.bots = 0  # a seek's table is people only (bots would come after a wait)

    proc = None
    folder = Path(tempfile.mkdtemp(prefix="koloda-load-"))
    if args.url is None:
        port = free_port()
        ops = free_port() if args.metrics else None
        proc = start_server(port, folder, ops)
        args.url = f"http://127.0.0.1:{port}"
        args.ops_url = f"http://127.0.0.1:{ops}/metrics" if ops else None
        args.server_pid = proc.pid
    try:
        result = run_load(run(args))
    finally:
        if proc is not None:
            stop(proc)
    if proc is not None:
        result["server_log"] = str(folder / "server.log")
    if args.json:
        print(json.dumps(result, indent=1))
        return
    target = (result["clients"] >= 1000 and result["move_p99_ms"] < 25
              and result["move_p99_ms"] <= 2 * result["echo_p99_ms"] and not result["errors"])
    print(f"{result['clients']} clients ({result['tables']} {args.game} tables of "
          f"{args.people} people + {args.bots} {args.bot} bot(s) + {args.spectators} "
          f"spectator(s), {args.echo} echo clients), {result['seconds']} s measured "
          f"(set-up {result['setup_s']} s)")
    print(f"moves      {result['moves']:>7}  {result['moves_per_s']:>8} /s   "
          f"p50 {result['move_p50_ms']:>7} ms   p99 {result['move_p99_ms']:>7} ms   "
          f"max {result['move_max_ms']} ms")
    print(f"echo       {'':>7}  {'':>8}     p50 {result['echo_p50_ms']:>7} ms   "
          f"p99 {result['echo_p99_ms']:>7} ms")
    print(f"messages   {result['messages_per_s']:>8} /s received by all clients")
    if "server_cpu_pct" in result:
        print(f"server CPU {result['server_cpu_pct']:>7} % of a core   "
              f"{result['server_cpu_ms_per_move']} ms a move   (bot workers "
              f"{result['bot_workers_cpu_pct']} %)")
    print(f"errors     {result['errors']}  (stale moves refused: {result['stale']}; "
          f"games finished: {result['games_finished']})")
    for sample in result["error_samples"]:
        print(f"  {sample}")
    print("target (1,000 clients, p99 < 25 ms, p99 <= 2x echo p99, no errors): "
          + ("met" if target else "not met"))


if __name__ == "__main__":
    main()
