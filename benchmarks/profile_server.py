"""Where a move's CPU goes in the server (not a test): the load of `load_server.py` with the
server sampled by py-spy over the measured window, the samples sorted into a move's stages.

    .venv/bin/pip install py-spy                     # not a dependency of koloda
    .venv/bin/python benchmarks/profile_server.py --clients 400 --think 0.5 --duration 20
    scripts/with-postgres .venv/bin/python benchmarks/profile_server.py --db postgres
    .venv/bin/python benchmarks/profile_server.py --no-spy --env KOLODA_X=1   # CPU only

Only the thread holding the GIL is sampled (`--gil`): in one Python process that is the
resource a move spends; a commit's time in SQLite or the socket layer outside the GIL runs
beside it. A sample counts for the deepest frame of its stack that names a stage, so
"formatting" inside "views" counts as formatting. Shares, not absolute times: the machine's
other work stretches the wall clock, not the shares.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_server  # noqa: E402  (the load itself: one definition for every benchmark)

ROOT = Path(__file__).resolve().parents[1]

#: (stage, substrings of a frame "function (file)"); the first stage a frame matches names it
STAGES: list[tuple[str, tuple[str, ...]]] = [
    ("JSON encoding", ("json/encoder.py", "dumps (koloda/server/tables/conn.py", "orjson",
                       "msgspec")),
    ("JSON decoding", ("json/decoder.py", "loads (json/")),
    ("formatting (Fluent)", ("koloda/core/catalog.py", "koloda/core/text.py", "fluent",
                             "runtime/resolver.py", "runtime/bundle.py", "describe_action",
                             "Room.reason")),
    ("legal actions", ("legal_actions", "_legal_entry")),
    ("views per viewer", (".view (", "Room.event_views", "Room.state_message", "Room.table_json",
                          "Room.names", "Room.connected", "Room.broadcast")),
    ("rules (decode, check, apply)", (".check (", ".apply (", "Codec.", "codec.py", "outcome (",
                                      "actors", "to_move")),
    ("the record's commit", ("koloda/server/store.py", "sqlalchemy", "sqlite3", "psycopg")),
    ("logging", ("logging/",)),
    ("bots (jobs to and from workers)", ("koloda/server/bots.py",
                                         "koloda/server/tables/autoplay.py", "multiprocessing")),
    ("clock", ("koloda/server/tables/clock.py",)),
    ("message checks and limits", ("parse (koloda/server/tables/ws.py", "all_well_formed",
                                   "koloda/server/limits.py", "koloda/server/rated/service.py")),
    ("sends (queue, frames, socket)", ("Conn.", "WebSocketsSansIOProtocol.send", "send_text",
                                       "protocol.py", "frames.py", "transports",
                                       "Queue.put", "Queue.get")),
    ("receive (frames, ASGI)", ("data_received", "handle_events", "WebSocket.receive",
                                "websockets_sansio_impl", "starlette", "fastapi",
                                "serve_socket", "handle (koloda/server/tables/ws.py")),
    ("HTTP (echo, REST)", ("httptools", "echo (koloda/server/tables/ws.py")),
]


def stage_of(frames: list[str]) -> str:
    for frame in reversed(frames):
        for stage, needles in STAGES:
            if any(n in frame for n in needles):
                return stage
    return "event loop, other"


def tally(raw: Path) -> tuple[int, collections.Counter[str], collections.Counter[str]]:
    """Samples in all, by stage, and by leaf function (for what "other" holds)."""
    stages: collections.Counter[str] = collections.Counter()
    leaves: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():  # a frame's name broken over lines
            continue
        n = int(count)
        frames = stack.split(";")
        total += n
        stages[stage_of(frames)] += n
        leaves[frames[-1].rsplit(":", 1)[0]] += n
    return total, stages, leaves


def database(db: str, folder: Path) -> str:
    """The URL of `db`: "sqlite" (a fresh file in `folder`), "postgres" (a fresh schema of
    $KOLODA_TEST_POSTGRES) or a database URL as it is."""
    if db == "sqlite":
        return f"sqlite:///{folder / 'load.db'}"
    if db == "postgres":
        import load_cluster
        return load_cluster.fresh_schema(os.environ["KOLODA_TEST_POSTGRES"])
    return db


def start_server(port: int, folder: Path, db: str, env: dict[str, str], src: Path,
                 preexec_fn: Any = None) -> subprocess.Popen[bytes]:
    log = open(folder / "server.log", "wb")  # noqa: SIM115 (the server writes it until killed)
    full = {**os.environ, "PYTHONPATH": str(src), **env}
    return subprocess.Popen([sys.executable, "-m", "koloda.server", "--port", str(port),
                             "--db", db], cwd=ROOT, env=full, stdout=log,
                            stderr=subprocess.STDOUT, preexec_fn=preexec_fn)


def show(raw: Path) -> None:
    """Print the stages of samples already recorded (`--tally FILE`)."""
    total, stages, _leaves = tally(raw)
    for stage, n in stages.most_common():
        print(f"  {100 * n / total:5.1f}%  {stage}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=400)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--echo", type=int, default=50)
    parser.add_argument("--bots", type=int, default=1, help="heuristic bots a table")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--db", default="sqlite", help="sqlite (a fresh file), postgres "
                        "($KOLODA_TEST_POSTGRES, a fresh schema) or a database URL")
    parser.add_argument("--rate", type=int, default=100, help="py-spy samples a second")
    parser.add_argument("--no-spy", action="store_true", help="CPU figures only")
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE",
                        help="an environment variable for the server (A/B switches)")
    parser.add_argument("--src", default=str(ROOT / "src"), help="the server's source: "
                        "another checkout's src/ (e.g. a `git worktree` of the commit before)")
    parser.add_argument("--out", default=None, help="keep py-spy's raw samples here")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--tally", default=None, help="only sort the samples in this file")
    args = parser.parse_args()
    if args.tally:
        show(Path(args.tally))
        return

    folder = Path(tempfile.mkdtemp(prefix="koloda-profile-"))
    db = database(args.db, folder)
    env = dict(pair.split("=", 1) for pair in args.env)
    port = load_server.free_port()
    proc = start_server(port, folder, db, env, Path(args.src))
    raw = Path(args.out) if args.out else folder / "samples.txt"
    spy: list[subprocess.Popen[bytes]] = []

    def attach() -> None:
        if args.no_spy:
            return
        spy.append(subprocess.Popen(
            [str(Path(sys.executable).parent / "py-spy"), "record", "--pid", str(proc.pid),
             "--gil", "--nonblocking", "-r", str(args.rate), "-d", str(int(args.duration)),
             "-f", "raw", "-o", str(raw)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

    load = argparse.Namespace(clients=args.clients, game="durak", people=2, bots=args.bots,
                              bot="heuristic", spectators=1, think=args.think, echo=args.echo,
                              warmup=args.warmup, duration=args.duration,
                              url=f"http://127.0.0.1:{port}", addresses=100, seed=1,
                              server_pid=proc.pid, on_measure=attach)
    try:
        result = load_server.run_load(load_server.run(load))
    finally:
        for p in spy:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
        load_server.stop(proc)
    result["env"], result["src"] = env, args.src
    if spy and raw.exists():
        total, stages, leaves = tally(raw)
        result["samples"] = total
        result["stages_pct"] = {k: round(100 * v / total, 1) for k, v in stages.most_common()}
        result["top_leaves_pct"] = {k: round(100 * v / total, 1)
                                    for k, v in leaves.most_common(15)}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{result['clients']} clients, {result['moves_per_s']} people's moves/s, move p50 "
          f"{result['move_p50_ms']} ms, p99 {result['move_p99_ms']} ms, echo p99 "
          f"{result['echo_p99_ms']} ms, errors {result['errors']}  env {env} src {args.src}")
    print(f"server CPU {result.get('server_cpu_pct')} % of a core, "
          f"{result.get('server_cpu_ms_per_move')} ms a person's move; bot workers "
          f"{result.get('bot_workers_cpu_pct')} %")
    if "stages_pct" in result:
        print(f"\n{result['samples']} samples holding the GIL, by stage:")
        for stage, pct in result["stages_pct"].items():
            print(f"  {pct:5.1f}%  {stage}")
        print("\nby leaf function:")
        for leaf, pct in result["top_leaves_pct"].items():
            print(f"  {pct:5.1f}%  {leaf}")


if __name__ == "__main__":
    main()
