"""How many resting correspondence tables one process and one database hold (issue 45).

Fills a database with N correspondence Durak tables between two accounts, each a few moves into
its game and waiting on a person's days (as many tables would rest between moves), then starts a
hub on it and measures:

- the process's memory (resident set) after the hub started, beside a hub on an empty database:
  resting tables are not rebuilt at startup, so it should not grow with N;
- the time to open one resting table (`hub.room`: read its rows, replay its record, make its
  room), on tables picked at random, and to let it rest again;
- the deadlines' sweep query (tables past their deadline, by its index) and "Your turn" (a
  person's tables, by theirs);
- on PostgreSQL, the disk the tables take (tables, seats and actions with their indexes).

    .venv/bin/python benchmarks/correspondence.py                    # SQLite, 100,000 tables
    scripts/with-postgres .venv/bin/python benchmarks/correspondence.py --postgres
    .venv/bin/python benchmarks/correspondence.py --tables 10000     # a quicker look
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import insert, text

from koloda.core import get_game, start
from koloda.server.correspondence import db as corr_db
from koloda.server.store import AccountRow, ActionRow, SeatRow, Store, TableRow
from koloda.server.tables.hub import Hub

DAY = 86400.0
#: distinct deals the tables are made from (a table's record is its seed and actions)
TEMPLATES = 64
#: moves into each game: a table that has been played for a while
MOVES = 12
BATCH = 5_000


def rss_mib() -> float:
    """This process's resident memory (MiB), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def templates(rng: random.Random) -> list[tuple[int, list[tuple[int | None, dict[str, Any]]], int]]:
    """Deals and their first moves, made by random legal play: (seed, actions, seat to move)."""
    game = get_game("durak")
    out = []
    from koloda.core import Record

    while len(out) < TEMPLATES:
        seed = rng.randrange(2**62)
        record = Record(game="durak", rules_version=game.rules_version,
                        options=game.options_to_json(game.options({})), seats=["a", "b"],
                        seed=seed, setup=None, actions=[], outcome=None, meta={})
        state = start(record, game)
        actions: list[tuple[int | None, dict[str, Any]]] = []
        for _ in range(MOVES):
            seat = state.to_move()
            if seat is None or state.outcome() is not None:
                break
            action = rng.choice(list(state.legal_actions(seat)))
            state.apply(seat, action)
            actions.append((seat, game.codec.encode(action)))
        seat = state.to_move()
        if seat is not None and state.outcome() is None:
            out.append((seed, actions, seat))
    return out


def fill(store: Store, n: int, now: float) -> list[str]:
    """N resting correspondence tables of two accounts; their ids."""
    rng = random.Random(45)
    made = templates(rng)
    game = get_game("durak")
    options = game.options_to_json(game.options({}))
    with store.engine.begin() as conn:
        ids = []
        for handle in ("ann", "bob"):
            r = conn.execute(insert(AccountRow).values(
                handle=handle, handle_key=handle, name=handle, password_hash=None,
                created=now, status="active"))
            ids.append(int(r.inserted_primary_key[0]))
    accounts = ids
    table_ids = []
    for lo in range(0, n, BATCH):
        tables, seats, actions = [], [], []
        for i in range(lo, min(n, lo + BATCH)):
            seed, moves, seat = made[i % len(made)]
            tid = f"c{i:08d}"
            table_ids.append(tid)
            tables.append({"id": tid, "game": "durak", "rules_version": game.rules_version,
                           "options": options, "table_options": {"turn_seconds": 0,
                                                                 "bot_delay": 0.6, "days": 3},
                           "players": 2, "seed": seed, "seed_key": None, "setup": None,
                           "status": "playing", "created": now - 5 * DAY, "finished": None,
                           "outcome": None, "again": None, "host_hash": None, "hurry": False,
                           "fast": False, "creator_address": None, "creator_client": None,
                           "days": 3, "deadline": now + rng.uniform(0.1, 3) * DAY,
                           "waiting_on": accounts[seat]})
            for s in (0, 1):
                seats.append({"table_id": tid, "seat": s, "kind": "human",
                              "name": ("ann", "bob")[s], "bot": None,
                              "token_hash": f"{i:060d}{s:04d}", "account_id": accounts[s]})
            for idx, (seat_, action) in enumerate(moves):
                actions.append({"table_id": tid, "idx": idx, "seat": seat_, "action": action,
                                "at": now - DAY})
        with store.engine.begin() as conn:
            conn.execute(insert(TableRow), tables)
            conn.execute(insert(SeatRow), seats)
            conn.execute(insert(ActionRow), actions)
        print(f"  {min(n, lo + BATCH):,} tables", end="\r", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return table_ids


def disk(store: Store) -> float | None:
    """PostgreSQL: the bytes the tables, seats and actions take with their indexes (MiB)."""
    if store.engine.dialect.name != "postgresql":
        return None
    with store.engine.connect() as conn:
        total = sum(int(conn.execute(text(f"SELECT pg_total_relation_size('{name}')")).scalar()
                        or 0) for name in ("koloda_tables", "koloda_seats", "koloda_actions"))
    return total / 2**20


def timed_ms(fn: Any, *args: Any) -> float:
    began = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - began) * 1000


async def measure(url: str, table_ids: list[str], opens: int) -> dict[str, Any]:
    hub = Hub(url, bot_pool="thread", bot_workers=1)
    await hub.startup()
    out: dict[str, Any] = {"rooms_at_start": len(hub.rooms), "rss_started": rss_mib()}
    rng = random.Random(7)
    times = []
    for tid in rng.sample(table_ids, min(opens, len(table_ids))):
        began = time.perf_counter()
        room = await hub.room(tid)
        times.append((time.perf_counter() - began) * 1000)
        assert room.resting(), tid
        await hub.rest(room)
    out["open_ms"] = times
    out["rss_after_opens"] = rss_mib()
    # what a table costs while it is in memory (awake): rooms held, then let rest
    held = [await hub.room(tid) for tid in rng.sample(table_ids, min(opens, len(table_ids)))]
    out["kib_a_room"] = (rss_mib() - out["rss_after_opens"]) * 1024 / max(1, len(held))
    for room in held:
        await hub.rest(room)
    now = time.time()
    out["sweep_ms"] = statistics.median(
        timed_ms(corr_db.due, hub.store, now + 0.5 * DAY, 200) for _ in range(20))
    with hub.store.engine.connect() as conn:
        ann = int(conn.execute(text("SELECT min(id) FROM koloda_accounts")).scalar() or 0)
    out["count_ms"] = statistics.median(
        timed_ms(corr_db.count_turns, hub.store, ann) for _ in range(5))
    out["disk_mib"] = disk(hub.store)
    await hub.shutdown()
    return out


def child(args: list[str]) -> dict[str, Any]:
    """Run a measurement in a fresh process (its memory is the hub's, not the filling's)."""
    done = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100_000)
    parser.add_argument("--opens", type=int, default=200)
    parser.add_argument("--postgres", action="store_true",
                        help="on KOLODA_TEST_POSTGRES (scripts/with-postgres) instead of SQLite")
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # the child: a URL to measure
    parser.add_argument("--ids", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        ids = Path(args.ids).read_text().split() if args.ids else []
        found = asyncio.run(measure(args.measure, ids, args.opens))
        print(json.dumps(found))
        return
    folder = Path(tempfile.mkdtemp(prefix="koloda-corr-"))
    url = os.environ["KOLODA_TEST_POSTGRES"] if args.postgres \
        else f"sqlite:///{folder / 'koloda.db'}"
    empty = child(["--measure", f"sqlite:///{folder / 'empty.db'}", "--opens", "0"])
    store = Store(url)
    began = time.perf_counter()
    ids = fill(store, args.tables, time.time())
    fill_s = time.perf_counter() - began
    store.close()
    (folder / "ids").write_text("\n".join(ids))
    found = child(["--measure", url, "--ids", str(folder / "ids"), "--opens", str(args.opens)])
    opens = sorted(found["open_ms"])
    p95 = opens[int(len(opens) * 0.95) - 1]
    print(f"database: {'PostgreSQL' if args.postgres else 'SQLite'}; {args.tables:,} resting "
          f"correspondence Durak tables ({MOVES} moves in), filled in {fill_s:.0f} s")
    print(f"tables rebuilt at startup: {found['rooms_at_start']}")
    print(f"memory of a process with its hub started: {empty['rss_started']:.0f} MiB on an "
          f"empty database, {found['rss_started']:.0f} MiB on {args.tables:,} resting tables; "
          f"{found['rss_after_opens']:.0f} MiB after opening and resting {args.opens} of them")
    print(f"a table in memory (awake): about {found['kib_a_room']:.0f} KiB")
    print(f"open one resting table: median {statistics.median(opens):.1f} ms, p95 {p95:.1f} ms "
          f"({args.opens} at random)")
    print(f"the deadlines' sweep query: {found['sweep_ms']:.1f} ms; one person's count "
          f"('Your turn', {args.tables:,} tables waiting on two people): "
          f"{found['count_ms']:.1f} ms")
    if found["disk_mib"] is not None:
        print(f"PostgreSQL disk: {found['disk_mib']:.0f} MiB, "
              f"{found['disk_mib'] * 2**20 / args.tables / 1024:.1f} KiB a table")
    else:
        size = (folder / "koloda.db").stat().st_size / 2**20
        print(f"SQLite file: {size:.0f} MiB, {size * 2**20 / args.tables / 1024:.1f} KiB a table")


if __name__ == "__main__":
    main()
