"""Load benchmark of the server as a cluster (not a test): the same load as
`benchmarks/load_server.py` (tables of simulated people, bots and spectators, echo clients)
through nginx, before 1 and then 2 `koloda serve --cluster` processes on one PostgreSQL
database, at rising numbers of clients; one table of figures from one run.

    scripts/with-postgres .venv/bin/python benchmarks/load_cluster.py
    scripts/with-postgres .venv/bin/python benchmarks/load_cluster.py --pin   # client on core 1
    .venv/bin/python benchmarks/load_cluster.py --db postgresql+psycopg://... --clients 300,600

The question it answers: how many moves a second the site carries while a move's round trip
(send, check, commit, apply, push back) stays at p99 <= 25 ms, with one process and with two.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import uuid
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_server  # noqa: E402  (the load itself: one definition for both benchmarks)
from koloda.server.deploy import LocalCluster, free_port  # noqa: E402

P99_BOUND_MS = 25.0


def fresh_schema(url: str) -> str:
    """An empty schema of the database for one cluster (no tables left from another run)."""
    schema = f"load_{uuid.uuid4().hex[:12]}"
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    engine.dispose()
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options=-csearch_path%3D{schema}"


def load_args(url: str, clients: int, args: argparse.Namespace) -> argparse.Namespace:
    return argparse.Namespace(clients=clients, game="durak", people=2, bots=1, bot="heuristic",
                              spectators=1, think=args.think, echo=args.echo, warmup=args.warmup,
                              duration=args.duration, url=url, addresses=100, seed=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=os.environ.get("KOLODA_TEST_POSTGRES"),
                        help="PostgreSQL URL (default: $KOLODA_TEST_POSTGRES, which "
                             "scripts/with-postgres sets)")
    parser.add_argument("--processes", default="1,2", help="cluster sizes, comma-separated")
    parser.add_argument("--clients", default="300,600,900",
                        help="table clients per step, comma-separated")
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--echo", type=int, default=20)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--pin", action="store_true",
                        help="the koloda processes, their bot workers and nginx on core 0, this "
                             "client on core 1 (PostgreSQL runs where the system puts it)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.db:
        raise SystemExit("no PostgreSQL: give --db, or run under scripts/with-postgres")

    rows: list[dict[str, Any]] = []
    for n in (int(x) for x in args.processes.split(",")):
        for clients in (int(x) for x in args.clients.split(",")):
            # a fresh cluster a step: the tables of the step before would still be playing
            if args.pin:  # what the cluster starts inherits this core
                os.sched_setaffinity(0, {0})
            with LocalCluster(fresh_schema(args.db), processes=n, port=free_port()) as cluster:
                if args.pin:
                    os.sched_setaffinity(0, {1})
                result = asyncio.run(load_server.run(load_args(cluster.url, clients, args)))
                rows.append({"processes": n, **result})
                if not args.json:
                    print(f"{n} process(es), {result['clients']:>5} clients: "
                          f"{result['moves_per_s']:>7} moves/s  p50 {result['move_p50_ms']:>6} ms"
                          f"  p99 {result['move_p99_ms']:>7} ms  echo p99 "
                          f"{result['echo_p99_ms']:>6} ms  errors {result['errors']}",
                          flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"\nmost moves a second with p99 <= {P99_BOUND_MS:g} ms:")
    for n in sorted({r["processes"] for r in rows}):
        ok = [r for r in rows if r["processes"] == n and r["move_p99_ms"] <= P99_BOUND_MS
              and not r["errors"]]
        best = max(ok, key=lambda r: r["moves_per_s"], default=None)
        print(f"  {n} process(es): " + (f"{best['moves_per_s']} moves/s "
                                        f"({best['clients']} clients)" if best else "none"))


if __name__ == "__main__":
    main()
