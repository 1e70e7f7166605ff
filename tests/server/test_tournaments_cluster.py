"""A tournament across a cluster (server/tournaments/service.py): two `koloda serve --cluster` processes
on one PostgreSQL database behind nginx run one arena. Its players signed up and entered on
both processes, and ask about it, take their seats and play through either. Whichever process
holds the tournament's lock pairs a tick: every table is formed by exactly one process (none
twice), nobody sits at two tables at once, and the standings both processes show equal
koloda.tournaments.standings over the stored tables' own records."""

from __future__ import annotations

import asyncio
import json
import random
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from koloda.server.deploy import LocalCluster, free_port
from koloda.server.store import Store
from koloda.server.tournaments import db as tournaments_db
from koloda.server.tournaments.rows import TournamentRow

from .databases import fresh_url
from .helpers import Client, should_act, ws_connect, ws_url
from .test_accounts import PASSWORD, handle
from .test_cluster_seeks import NO_NGINX
from .test_tournaments import FIVE, recomputed, until

ROOT = Path(__file__).resolve().parents[2]
#: people in the arena (odd: one of them waits for the next to finish), and its length
PLAYERS = 5
SECONDS = 10
LIMITS = {"tournament_round_seconds": 0.1, "signups_per_minute_address": 10_000,
          "rest_burst_address": 100_000, "rest_per_second_address": 100_000.0,
          "rest_burst_client": 100_000, "rest_per_second_client": 100_000.0}
FORMED = re.compile(r"table (\S+) formed by play now")


class ToyCluster(LocalCluster):
    """A LocalCluster whose processes also load the tests' toy game (short games)."""

    def start_process(self, i: int) -> None:
        with open(self.folder / f"koloda-{i}.log", "ab") as log:
            self.procs[i] = subprocess.Popen(
                [sys.executable, "-m", "koloda.server", "--cluster", "--host", self.host,
                 "--port", str(self.ports[i]), "--db", self.db,
                 "--bot-workers", str(self.bot_workers), "--load", "tests.core.toygame"],
                cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)


def browser(base: str, cookies: httpx.Cookies | None = None) -> httpx.Client:
    return httpx.Client(base_url=base, headers={"Origin": base}, cookies=cookies, timeout=30)


def page(who: httpx.Client, tid: str) -> dict[str, Any]:
    r = who.get(f"/api/tournaments/{tid}")
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    seated = [h for t in data["tables"] for h in t["players"]]
    assert len(seated) == len(set(seated)), data["tables"]  # nobody at two live tables
    return data


async def play_seat(base: str, table: str, sat: dict[str, Any],
                    over: Callable[[], bool]) -> bool:
    """Play one's seat by random legal moves to the game's end (True); False when the arena
    ended and the other person never came (their table formed as it ended: see below)."""
    rng = random.Random(sat["seat"])
    async with ws_connect(ws_url(base, table, sat["token"])) as ws:
        client = Client(ws, sat["seat"])
        while True:
            try:
                msg = await client.until(lambda m: m["type"] in ("state", "error"), 1.0)
            except TimeoutError:
                if over():
                    return False
                continue
            if msg["type"] == "error":
                continue
            if msg["outcome"]:
                return True
            if should_act(msg, client.seat, rng):
                await client.act(msg["version"], rng.choice(msg["legal"])["action"])


def play_arena(home: httpx.Client, via: httpx.Client, base: str, tid: str) -> list[str]:
    """One person's arena: each table they are given, played out through nginx, until the
    arena is over and they sit at none; the tables played to their end, in order. A table
    formed just before the end is voided by it (it would not count): its seat may then be
    refused, and the other person may wait in vain."""
    tables: list[str] = []
    seen: set[str] = set()

    def over() -> bool:
        return bool(page(home, tid)["state"] == "finished")

    while True:
        data = page(home, tid)
        table = data["me"]["table"]
        if table is not None and table not in seen:
            seen.add(table)
            r = via.post(f"/api/tournaments/{tid}/seat")
            if r.status_code == 404 and over():
                continue
            assert r.status_code == 200, r.text
            sat = r.json()
            assert sat["table"] == table
            if asyncio.run(play_seat(base, table, sat, over)):
                tables.append(table)
        elif data["state"] == "finished" and table is None:
            return tables
        else:
            time.sleep(0.05)


@NO_NGINX
def test_an_arena_on_two_processes_forms_each_table_once_and_counts_every_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KOLODA_LIMITS", json.dumps(LIMITS))
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    db = fresh_url("postgresql", tmp_path)
    with ToyCluster(db, processes=2, port=free_port(), folder=tmp_path) as cluster:
        homes = [browser(cluster.process_url(i % 2)) for i in range(PLAYERS)]
        for home in homes:  # signed up and entered on both processes
            r = home.post("/api/account/signup", json={"handle": handle(),
                                                       "password": PASSWORD})
            assert r.status_code == 201, r.text
        r = homes[0].post("/api/tournaments", json={
            "game": "toy", "options": FIVE, "format": "arena", "size": 2,
            "seconds": SECONDS, "starts_in": 3600})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        for home in homes:
            assert home.post(f"/api/tournaments/{tid}/entry").status_code == 200
        store = Store(db)
        try:
            with store.engine.begin() as conn:  # everyone in: it starts now
                conn.execute(update(TournamentRow).where(TournamentRow.id == tid)
                             .values(starts=time.time()))
            vias = [browser(cluster.url, home.cookies) for home in homes]
            failed: list[tuple[float, BaseException]] = []

            def one(home: httpx.Client, via: httpx.Client) -> list[str]:
                try:
                    return play_arena(home, via, cluster.url, tid)
                except BaseException as exc:  # the first to fail says why (the others wait)
                    failed.append((time.monotonic(), exc))
                    raise

            with ThreadPoolExecutor(PLAYERS) as pool:
                futures = [pool.submit(one, h, v) for h, v in zip(homes, vias, strict=True)]
                for f in futures:
                    f.exception()
            if failed:
                raise min(failed, key=lambda e: e[0])[1]
            played = [f.result() for f in futures]
            games = until(lambda: (g := tournaments_db.games(store, tid))
                          and all(x.state in ("done", "void") for x in g) and g)
            check_games(store, tid, games, played, tmp_path)
            expected = recomputed(SimpleNamespace(store=store), tid)
            for i in (0, 1):  # both processes show the records' standings
                data = page(browser(cluster.process_url(i)), tid)
                assert data["state"] == "finished" and len(data["podium"]) == 3
                assert [(s["handle"], float(s["points"])) for s in data["standings"]] \
                    == expected
        finally:
            store.close()
    logs = "".join(f.read_text(errors="replace") for f in tmp_path.glob("koloda-*.log"))
    assert "Traceback" not in logs, logs[-3000:]


def check_games(store: Store, tid: str, games: list[tournaments_db.Game],
                played: list[list[str]], logs: Path) -> None:
    """Each table formed by one process once, the games counted in one order and played out,
    and each person's tables one after another."""
    formed: Counter[str] = Counter()  # table -> times formed, over both processes' logs
    by_process = []
    for i in (0, 1):
        found = FORMED.findall((logs / f"koloda-{i}.log").read_text(errors="replace"))
        by_process.append(len(found))
        formed.update(found)
    rows = {g.table_id for g in games}
    assert set(formed) == rows, (set(formed) ^ rows)  # every row's table formed, none else
    assert set(formed.values()) == {1}, formed.most_common(3)
    done = [g for g in games if g.state == "done"]
    assert len(done) >= PLAYERS // 2  # at least a round of games counted
    assert sorted(g.n for g in done) == list(range(1, len(done) + 1))  # one order, no tie
    times = Counter(t for tables in played for t in tables)
    assert set(times) <= rows
    for g in done:  # every counted game was played to its end by its people
        assert times[g.table_id] == sum(p is not None for p in g.players), g
    # the tables' own times: a table is written after its players were taken off the
    # waiting line, which is after their last table's game ended (one formed as the arena
    # ended may never end: nobody plays it)
    spans = {}
    for g in games:
        stored = store.load(g.table_id)
        assert stored is not None, g
        finished = stored.table["finished"]
        assert finished is not None or g.state == "void", g
        spans[g.table_id] = (float(stored.table["created"]),
                             float("inf") if finished is None else float(finished))
    for person in {p for g in games for p in g.players}:
        mine = sorted(spans[g.table_id] for g in games if person in g.players)
        for before, after in zip(mine, mine[1:], strict=False):
            assert before[1] <= after[0], (person, before, after)
    # the lock goes to whichever process ticks first: over some thirty tables, both do
    assert min(by_process) > 0, by_process
