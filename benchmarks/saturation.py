"""Moves a second at a move's p99 <= 25 ms: koloda (SQLite, PostgreSQL) beside boardgame.io
0.50.2, in one run (not a test; issue 29).

Each step offers more load: tables of two simulated people and a spectator, a move every
`--think` seconds on average a person, the same client for both servers (`load_server.py` for
koloda, `load_bgio.py` speaking Socket.IO to boardgame.io's own server running
`bgio/server.js`). At each step every server runs once, from a fresh process, in an order that
alternates from step to step, so that a drift of the machine's other work falls on both. A
server's figure is the most moves a second it carried at a step where a move's p99 stayed at or
under 25 ms with no errors; the ratio is koloda's figure over boardgame.io's. The measured window
starts 25 s after the load did (`--warmup`): the ramp (hundreds of tables and connections made
at once) leaves the next collections of the cyclic collector pauses of up to 0.2 s, and
boardgame.io's JIT its own warm-up; measured from 5 s, both servers' p99 mostly measured that.
The client's own cyclic collector is off meanwhile (`load_server.collector_paused`): its pauses
were the largest part of the p99 measured for either server.

    .venv/bin/python benchmarks/saturation.py                                  # SQLite
    scripts/with-postgres .venv/bin/python benchmarks/saturation.py --db sqlite --db postgres
    .venv/bin/python benchmarks/saturation.py --bots 1 --db sqlite          # a bot a table too

`--pin` keeps the servers (and the bot workers koloda starts) on core 0 and this client on core
1, so that the client's own work does not compete with the server it measures (PostgreSQL runs
where the system puts it); without it they all share every core. boardgame.io commits nothing;
koloda commits every move before acknowledging it. `--bots 1` seats koloda's heuristic bot at each
table as well (boardgame.io's game has no bots): its figure is reported beside, not in the
ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_bgio  # noqa: E402
import load_server  # noqa: E402
import profile_server  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
#: the bound a step must keep to count: a move's round trip at the 99th percentile
P99_MS = 25.0


def _pinned(core: int | None) -> Any:
    """A `preexec_fn` that keeps the child (and all it starts) on `core`."""
    if core is None:
        return None
    return lambda: os.sched_setaffinity(0, {core})


def _koloda(db: str, clients: int, args: argparse.Namespace, core: int | None) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="koloda-saturation-"))
    port = load_server.free_port()
    proc = profile_server.start_server(port, folder, profile_server.database(db, folder), {},
                                       ROOT / "src", preexec_fn=_pinned(core))
    load = argparse.Namespace(clients=clients, game="durak", people=2, bots=args.bots,
                              bot="heuristic", spectators=1, think=args.think, echo=0,
                              warmup=args.warmup, duration=args.duration,
                              url=f"http://127.0.0.1:{port}", addresses=100, seed=args.seed,
                              server_pid=proc.pid)
    try:
        return load_server.run_load(load_server.run(load))
    finally:
        load_server.stop(proc)


def _bgio(clients: int, args: argparse.Namespace, core: int | None) -> dict[str, Any]:
    port = load_server.free_port()
    log = open(Path(tempfile.mkdtemp(prefix="koloda-bgio-")) / "server.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(["node", str(ROOT / "benchmarks" / "bgio" / "server.js"), str(port)],
                            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                            preexec_fn=_pinned(core))
    load = argparse.Namespace(clients=clients, think=args.think, warmup=args.warmup,
                              duration=args.duration, url=f"http://127.0.0.1:{port}",
                              addresses=100, seed=args.seed, server_pid=proc.pid)
    try:
        return load_server.run_load(load_bgio.run(load))
    finally:
        load_server.stop(proc, signal.SIGTERM, timeout=10)


def figure(rows: list[dict[str, Any]]) -> float:
    """The most moves a second at a step within the bound and without errors (0 if none)."""
    kept = [r["moves_per_s"] for r in rows if r["move_p99_ms"] <= P99_MS and not r["errors"]]
    return max(kept, default=0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", default="300,600,900,1200",
                        help="clients at each step (people + spectators), comma-separated")
    parser.add_argument("--db", action="append", choices=("sqlite", "postgres"), default=None,
                        help="koloda's database (repeat for both; PostgreSQL takes "
                             "$KOLODA_TEST_POSTGRES, e.g. under scripts/with-postgres)")
    parser.add_argument("--bots", type=int, default=0, help="koloda's heuristic bots a table")
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--warmup", type=float, default=25.0,
                        help="seconds of load before measuring: past the ramp, whose first "
                             "collections of the new tables' objects take up to 0.2 s")
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--pin", action="store_true",
                        help="servers on core 0, this client on core 1")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    dbs = args.db or ["sqlite"]
    if "postgres" in dbs and "KOLODA_TEST_POSTGRES" not in os.environ:
        raise SystemExit("--db postgres needs $KOLODA_TEST_POSTGRES (scripts/with-postgres)")
    server_core = 0 if args.pin else None
    if args.pin:
        os.sched_setaffinity(0, {1})
    servers = ["boardgame.io", *(f"koloda {db}" for db in dbs)]
    rows: dict[str, list[dict[str, Any]]] = {s: [] for s in servers}
    for i, clients in enumerate(int(c) for c in args.steps.split(",")):
        order = servers if i % 2 == 0 else servers[::-1]
        for server in order:
            cpu, wall = time.process_time(), time.perf_counter()
            if server == "boardgame.io":
                result = _bgio(clients, args, server_core)
            else:
                result = _koloda(server.split()[1], clients, args, server_core)
            # this client's own share of a core over the run (setting up included): near 100%
            # it, not the server, is what a step's latencies measure
            result["client_cpu_pct"] = round(100 * (time.process_time() - cpu)
                                             / (time.perf_counter() - wall), 1)
            rows[server].append(result)
            if not args.json:
                print(f"{server:>16}  {result['clients']:>5} clients  "
                      f"{result['moves_per_s']:>7} moves/s  p50 {result['move_p50_ms']:>7} ms  "
                      f"p99 {result['move_p99_ms']:>8} ms  CPU {result.get('server_cpu_pct')}%"
                      f"  {result.get('server_cpu_ms_per_move')} ms a move  errors {result['errors']}"
                      f"  client CPU {result['client_cpu_pct']}%",
                      flush=True)
    figures = {server: figure(r) for server, r in rows.items()}
    base = figures["boardgame.io"]
    summary = {server: {"moves_per_s": f, "ratio": round(f / base, 2) if base else None}
               for server, f in figures.items()}
    if args.json:
        print(json.dumps({"bots": args.bots, "pin": args.pin, "summary": summary,
                          "steps": rows}, indent=1))
        return
    print(f"\nmoves a second at a move's p99 <= {P99_MS:g} ms"
          + (f" (koloda with {args.bots} heuristic bot a table)" if args.bots else ""))
    for server, s in summary.items():
        ratio = f"  {s['ratio']}x boardgame.io" if server != "boardgame.io" and s["ratio"] \
            is not None else ""
        none = "  (no step within the bound)" if not s["moves_per_s"] else ""
        print(f"  {server:>16}  {s['moves_per_s']:>7}{ratio}{none}")


if __name__ == "__main__":
    main()
