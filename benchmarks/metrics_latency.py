"""A move's latency with the operator's metrics on and off, in one run (issue 47): runs
`load_server.py` alternately without metrics and with them (its server given an --ops port and
scraped every `--scrape` seconds), `--rounds` times each, and prints every run's move p50 and
p99 beside the echo's, then the medians and their ratio (on / off).

    .venv/bin/python benchmarks/metrics_latency.py                   # 3 rounds, 1,000 clients
    .venv/bin/python benchmarks/metrics_latency.py --rounds 5 --clients 600 --scrape 15

Runs alternate (off, on, off, on, ...) so that a machine whose load drifts weighs on both alike.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def one_run(args: argparse.Namespace, metrics: bool) -> dict[str, float]:
    command = [sys.executable, str(HERE / "load_server.py"), "--json",
               "--clients", str(args.clients), "--duration", str(args.duration),
               "--warmup", str(args.warmup)]
    if metrics:
        command += ["--metrics", str(args.scrape)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, alternating")
    parser.add_argument("--clients", type=int, default=1000)
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured a run")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--scrape", type=float, default=1.0,
                        help="seconds between reads of /metrics (Prometheus's default: 15)")
    args = parser.parse_args()
    runs: dict[bool, list[dict[str, float]]] = {False: [], True: []}
    print("metrics  moves/s  move p50  move p99  echo p99  server CPU a move  scrapes")
    for _ in range(args.rounds):
        for metrics in (False, True):
            result = one_run(args, metrics)
            runs[metrics].append(result)
            print(f"{'on' if metrics else 'off':>7}  {result['moves_per_s']:>7}  "
                  f"{result['move_p50_ms']:>6} ms  {result['move_p99_ms']:>6} ms  "
                  f"{result['echo_p99_ms']:>6} ms  {result.get('server_cpu_ms_per_move')} ms"
                  f"  {result['metrics_scrapes']}", flush=True)
    for figure in ("move_p50_ms", "move_p99_ms", "mean_move_ms"):
        off = statistics.median(r[figure] for r in runs[False])
        on = statistics.median(r[figure] for r in runs[True])
        print(f"{figure}: median off {off:.2f} ms, on {on:.2f} ms, on/off {on / off:.3f}")


if __name__ == "__main__":
    main()
