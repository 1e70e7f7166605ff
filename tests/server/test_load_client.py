"""The Node load client of benchmarks/load (issue 49) plays a few seconds against a real koloda
server and reports a sane line. Only a smoke test: the benchmark itself is `sweep.py`, never
part of the suite. Skipped where node or the client's packages (`npm ci` in benchmarks/load)
are missing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from .helpers import running_server

LOAD = Path(__file__).resolve().parents[2] / "benchmarks" / "load"
NODE = shutil.which("node")

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not (LOAD / "node_modules" / "ws").is_dir(),
                       reason="the load client's packages are not installed "
                              "(cd benchmarks/load && npm ci)"),
]


def test_the_node_client_plays_koloda_tables_and_reports_a_line(tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'load.db'}") as base:
        done = subprocess.run(
            [str(NODE), str(LOAD / "client.js"), "--server", "koloda", "--url", base,
             "--tables", "4", "--echo", "2", "--think", "0.1", "--warmup", "0.5",
             "--duration", "1.5", "--server-pid", str(os.getpid())],
            capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    line = json.loads(done.stdout.strip().splitlines()[-1])
    assert line["server"] == "koloda"
    assert line["errors"] == 0, line["error_samples"]
    assert line["offered_moves_per_s"] == 40
    assert line["moves"] > 10
    assert 0 < line["move_p50_ms"] <= line["move_p99_ms"] <= line["move_max_ms"]
    assert line["echo_p50_ms"] is not None
    # the server's CPU is read from /proc of the pid given (here the test's own process)
    assert line["server_cpu_pct"] > 0
    assert line["client_cpu_pct"] > 0
