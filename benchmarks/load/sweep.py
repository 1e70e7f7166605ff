"""koloda beside boardgame.io 0.50.2 under the same Node load client (issue 49; not a test).

Each step offers more moves a second: tables of two simulated people and a spectator, a move
after a think time of `--think` seconds on average (0.5-1.5x), so a table offers 1/think moves
a second, plus `--echo` echo clients as the baseline (koloda's `/ws/echo`; an `echo` namespace
on boardgame.io's server). At each step every server runs once from a fresh process, in an
order that alternates from step to step, unpinned: server, client and the machine's other work
share every core, as a deployment does. The client is `client.js` (one Node process) speaking
each server's own protocol; it reads the server's CPU from /proc of its pid over the measured
window, and its own.

    (cd benchmarks/load && npm ci)                 # ws and socket.io-client, pinned
    npm install                                    # boardgame.io 0.50.2, at the repository root
    .venv/bin/python benchmarks/load/sweep.py                      # SQLite, one run
    .venv/bin/python benchmarks/load/sweep.py --runs 3 --moves 600,900,1200,1500,1800
    scripts/with-postgres .venv/bin/python benchmarks/load/sweep.py --db sqlite --db postgres

A server's knee is the step with the most moves a second carried within the bound: at least
85% of the moves offered achieved, a move's p99 at or under 25 ms, no errors; the figure is the
moves a second achieved there, the ratio koloda's over boardgame.io's. Once a step is clearly
past the knee (under 85% carried, an error, or a p99 over 250 ms) the sweep offers that server
no more; a p99 just over the bound on a busy machine does not stop it. Every row also says whether the client used
less CPU than the server it measured (it must, at the knee, for the figures to be the
server's); every run prints the machine's load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE.parent))
import load_server  # noqa: E402  (free ports, stopping a server)
import profile_server  # noqa: E402  (starting koloda's server on a fresh database)

#: a step is within the bound when a move's p99 stays at or under this ...
P99_MS = 25.0
#: ... and at least this share of the moves offered got through
CARRIED = 0.85
#: a step whose p99 goes over this is past the knee: the sweep offers that server no more
PAST_P99_MS = 250.0


def loadavg() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def wait_ready(url: str, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"no server at {url}")


def start(server: str, port: int, src: str) -> tuple[subprocess.Popen[bytes], str]:
    """A fresh server process: boardgame.io (`bgio/server.js`) or koloda (from the checkout's
    `src`) on `sqlite` or `postgres` (a fresh schema of $KOLODA_TEST_POSTGRES); and the URL
    that says it is up."""
    folder = Path(tempfile.mkdtemp(prefix="koloda-sweep-"))
    if server == "boardgame.io":
        log = open(folder / "server.log", "wb")  # noqa: SIM115 (written until it stops)
        proc = subprocess.Popen(["node", str(ROOT / "benchmarks" / "bgio" / "server.js"),
                                 str(port)], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        return proc, f"http://127.0.0.1:{port}/games/cards"
    db = profile_server.database(server.split()[1], folder)
    proc = profile_server.start_server(port, folder, db, {}, Path(src))
    return proc, f"http://127.0.0.1:{port}/api/health"


def step(server: str, tables: int, args: argparse.Namespace) -> dict[str, Any]:
    port = load_server.free_port()
    proc, ready = start(server, port, args.src)
    try:
        wait_ready(ready)
        before = loadavg()
        cmd = [args.node, str(HERE / "client.js"), "--server",
               "bgio" if server == "boardgame.io" else "koloda",
               "--url", f"http://127.0.0.1:{port}", "--tables", str(tables),
               "--echo", str(args.echo), "--think", str(args.think),
               "--warmup", str(args.warmup), "--duration", str(args.duration),
               "--server-pid", str(proc.pid), "--seed", str(args.seed),
               "--clk-tck", str(os.sysconf("SC_CLK_TCK"))]
        done = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=args.warmup + args.duration + 600)
        if done.returncode != 0:
            raise SystemExit(f"the client failed: {done.stderr[-2000:]}")
        result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        if server == "boardgame.io":
            load_server.stop(proc, signal.SIGTERM, timeout=10)
        else:
            load_server.stop(proc)
    result["server"], result["loadavg"] = server, before
    result["within"] = within(result)
    result["client_below_server"] = (result["client_cpu_pct"] or 0) < (
        result["server_cpu_pct"] or 0)
    return result


def carried(r: dict[str, Any]) -> bool:
    return r["moves_per_s"] >= CARRIED * r["offered_moves_per_s"]


def within(r: dict[str, Any]) -> bool:
    """Carried within the bound: the step counts for the server's figure."""
    return (r["move_p99_ms"] is not None and r["move_p99_ms"] <= P99_MS and not r["errors"]
            and carried(r))


def past(r: dict[str, Any]) -> bool:
    """Clearly past the knee: the moves offered no longer get through, or take a quarter of a
    second at the tail; a p99 a little over the bound on a busy machine is not reason enough to stop."""
    return not carried(r) or r["errors"] > 0 or (r["move_p99_ms"] or 0) > PAST_P99_MS


def row(r: dict[str, Any]) -> str:
    return (f"{r['server']:>18} {r['offered_moves_per_s']:>7.0f} {r['moves_per_s']:>8.1f} "
            f"{r['move_p50_ms']:>7.2f} {r['move_p99_ms']:>8.2f} {r['echo_p99_ms'] or 0:>8.2f} "
            f"{r['server_cpu_pct']:>7.1f} {r['server_cpu_ms_per_move']:>7.3f} "
            f"{r['client_cpu_pct']:>7.1f} {r['client_cpu_ms_per_move']:>7.3f} "
            f"{r['client_loop_delay_p99_ms']:>6.1f} {r['errors']:>4} "
            f"{'yes' if r['within'] else 'no':>4}  {r['loadavg']}")


HEADER = (f"{'server':>18} {'offered':>7} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>8} "
          f"{'echo p99':>8} {'srv CPU':>7} {'ms/move':>7} {'cli CPU':>7} {'ms/move':>7} "
          f"{'errs':>4} {'ok':>4}  load avg")


def sweep(servers: list[str], steps: list[int], args: argparse.Namespace) -> dict[str, Any]:
    rows: dict[str, list[dict[str, Any]]] = {s: [] for s in servers}
    over: set[str] = set()
    for i, moves in enumerate(steps):
        tables = max(1, round(moves * args.think))
        order = servers if i % 2 == 0 else servers[::-1]
        for server in order:
            if server in over:
                continue
            r = step(server, tables, args)
            rows[server].append(r)
            print(row(r), flush=True)
            if past(r):
                over.add(server)
        if len(over) == len(servers):
            break
    knees: dict[str, Any] = {}
    for server, rs in rows.items():
        kept = [r for r in rs if r["within"]]
        knee = max(kept, key=lambda r: r["moves_per_s"]) if kept else None
        beyond = next((r for r in rs if not r["within"] and r["offered_moves_per_s"] > (
            knee["offered_moves_per_s"] if knee else 0)), None)
        knees[server] = {
            "moves_per_s": knee["moves_per_s"] if knee else 0.0,
            "most_moves_per_s": max(r["moves_per_s"] for r in rs),
            "server_cpu_ms_per_move": knee["server_cpu_ms_per_move"] if knee else None,
            "server_cpu_pct": knee["server_cpu_pct"] if knee else None,
            "client_cpu_pct": knee["client_cpu_pct"] if knee else None,
            "client_below_server": knee["client_below_server"] if knee else None,
            "past_knee": any(past(r) for r in rs),
            "past_client_below_server": beyond["client_below_server"] if beyond else None,
        }
    return {"rows": rows, "knees": knees}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", default="600,900,1200,1500,1800,2100",
                        help="moves a second offered at each step, comma-separated")
    parser.add_argument("--db", action="append", choices=("sqlite", "postgres"), default=None,
                        help="koloda's database (repeat for both; PostgreSQL takes "
                             "$KOLODA_TEST_POSTGRES, e.g. under scripts/with-postgres)")
    parser.add_argument("--no-bgio", action="store_true", help="koloda only")
    parser.add_argument("--no-koloda", action="store_true", help="boardgame.io only")
    parser.add_argument("--runs", type=int, default=1, help="whole sweeps, one after another")
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--echo", type=int, default=50)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--node", default=shutil.which("node") or "node")
    parser.add_argument("--src", default=str(ROOT / "src"),
                        help="koloda's source: another checkout's src/ (`git archive`, a "
                             "worktree) to measure the code before a change")
    parser.add_argument("--json", default=None, help="write every row here as well")
    args = parser.parse_args()
    dbs = args.db or ["sqlite"]
    if "postgres" in dbs and "KOLODA_TEST_POSTGRES" not in os.environ:
        raise SystemExit("--db postgres needs $KOLODA_TEST_POSTGRES (scripts/with-postgres)")
    servers = ([] if args.no_bgio else ["boardgame.io"]) + (
        [] if args.no_koloda else [f"koloda {db}" for db in dbs])
    steps = [int(m) for m in args.moves.split(",")]
    runs = []
    for n in range(1, args.runs + 1):
        print(f"\nrun {n}: load average {loadavg()} at {time.strftime('%H:%M:%S')} "
              f"({os.cpu_count()} cores)\n{HEADER}", flush=True)
        result = sweep(servers, steps, args)
        result["loadavg_after"] = loadavg()
        runs.append(result)
        print(f"run {n} knees (p99 <= {P99_MS:g} ms, >= {CARRIED:.0%} of the offered moves "
              f"carried, no errors); load average after {result['loadavg_after']}:")
        base = result["knees"].get("boardgame.io", {}).get("moves_per_s")
        for server, k in result["knees"].items():
            ratio = (f"  {k['moves_per_s'] / base:.2f}x boardgame.io"
                     if base and server != "boardgame.io" else "")
            cpu = ("" if k["server_cpu_pct"] is None else
                   f"  server {k['server_cpu_pct']}% ({k['server_cpu_ms_per_move']} ms a move),"
                   f" client {k['client_cpu_pct']}%: client "
                   + ("below the server" if k["client_below_server"] else
                      "NOT below the server"))
            note = "" if k["past_knee"] else "  (never clearly past its knee: offer more)"
            print(f"  {server:>16}  {k['moves_per_s']:>7} moves/s{ratio}{cpu}{note}; the most "
                  f"carried at any step {k['most_moves_per_s']}")
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1))


if __name__ == "__main__":
    main()
