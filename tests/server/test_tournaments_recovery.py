"""A tournament survives SIGKILL (server/tournaments/service.py): the process running an arena is killed
in the middle of a game, or right after it formed a table and before it marked it playing; a
fresh process on the same database resumes the tournament, the players sit down again with
their accounts, and the standings it shows equal koloda.tournaments.standings over the stored
tables' own records: no game and no point lost, none counted twice."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from koloda.server.store import Store
from koloda.server.tournaments import db as tournaments_db

from .databases import fresh_url
from .helpers import Client, free_port, play_person, wait_ready, ws_connect, ws_url
from .test_accounts import PASSWORD, handle
from .test_tournaments import FIVE, until

ROOT = Path(__file__).resolve().parents[2]
LIMITS = {"tournament_round_seconds": 0.1, "signups_per_minute_address": 1000,
          "rest_burst_address": 100_000, "rest_per_second_address": 100_000.0}


@contextmanager
def server(db: str, port: int, log_path: Path,
           env: dict[str, str] | None = None) -> Iterator[subprocess.Popen[bytes]]:
    """`python -m koloda.server` with the toy game loaded, quick ticks."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), "KOLODA_LIMITS": json.dumps(LIMITS),
            **(env or {})}
    with open(log_path, "ab") as log_file:
        proc = subprocess.Popen([sys.executable, "-m", "koloda.server", "--port", str(port),
                                 "--db", db, "--load", "tests.core.toygame"], cwd=ROOT,
                                env=full, stdout=log_file, stderr=subprocess.STDOUT)
    try:
        wait_ready(f"http://127.0.0.1:{port}", timeout=90)  # a loaded machine starts slowly
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)


def account(base: str) -> httpx.Client:
    client = httpx.Client(base_url=base, headers={"Origin": base}, timeout=30)
    r = client.post("/api/account/signup", json={"handle": handle(), "password": PASSWORD})
    assert r.status_code == 201, r.text
    return client


def page(who: httpx.Client, tid: str) -> dict[str, Any]:
    r = who.get(f"/api/tournaments/{tid}")
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def seats(people: list[httpx.Client], tid: str) -> list[dict[str, Any]]:
    out = []
    for who in people:
        r = who.post(f"/api/tournaments/{tid}/seat")
        assert r.status_code == 200, r.text
        out.append(r.json())
    return out


def play(base: str, sat: list[dict[str, Any]], stop_at: int | None = None) -> None:
    """Play the table of `sat` to its end (or until `stop_at` actions were made)."""
    async def run() -> None:
        async with ws_connect(ws_url(base, sat[0]["table"], sat[0]["token"])) as a, \
                ws_connect(ws_url(base, sat[1]["table"], sat[1]["token"])) as b:
            clients = [Client(a, sat[0]["seat"]), Client(b, sat[1]["seat"])]
            stop = None if stop_at is None else (lambda m: m["version"] >= stop_at)
            await asyncio.gather(*(play_person(c, random.Random(c.seat), stop=stop)
                                   for c in clients))
    asyncio.run(run())


def stored_standings(db: str, tid: str) -> tuple[list[tuple[str, float]], int]:
    """The standings from the stored tables' own outcomes, and the games counted."""
    from koloda.tournaments import Result, Rules, standings

    store = Store(db)
    try:
        t = tournaments_db.get(store, tid)
        assert t is not None
        entries = tournaments_db.entries(store, tid)
        results = []
        finished = 0
        for g in sorted(tournaments_db.games(store, tid), key=lambda g: g.n or 0):
            stored = store.load(g.table_id)
            if stored is None:
                # a table given up by a repair, or one the live arena is forming this moment
                # (its players finished and are paired again at once): neither is a game
                assert g.state in ("void", "seating"), g
                continue
            if stored.table["status"] == "finished":
                finished += 1
                assert g.state == "done", g  # every game that ended is counted
            if g.state != "done":
                continue
            moves = sum(1 for s, _a in stored.actions if s is not None)
            results.append(Result(tuple(str(p) for p in g.players),
                                  tuple(stored.table["outcome"]["ranks"]), moves))
        rules = Rules(t["game"], t["format"], t["size"], t["rounds"], t["bots"], t["seed"])
        handles = {e.key: e.handle for e in entries}
        assert len(results) == finished
        return ([(handles[s.player], float(s.points))
                 for s in standings(rules, [e.key for e in entries], results)], len(results))
    finally:
        store.close()


def test_a_killed_tournament_process_loses_no_game_or_point(tmp_path: Path,
                                                           backend: str) -> None:
    """Three processes in turn on one database: the first is killed in the middle of the
    arena's second game, the second (which finishes that game) right after it formed the
    third table, before marking it playing; the third repairs that table and it is played."""
    db = fresh_url(backend, tmp_path)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    marker = tmp_path / "die"
    env = {"KOLODA_FAILPOINT": f"tournaments-after-table:{marker}"}
    with server(db, port, tmp_path / "one.log", env) as proc:
        ann, bob = account(base), account(base)
        r = ann.post("/api/tournaments", json={"game": "toy", "options": FIVE,
                                               "format": "arena", "size": 2, "seconds": 600})
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        for who in (ann, bob):
            assert who.post(f"/api/tournaments/{tid}/entry").status_code == 200
        first = until(lambda: page(ann, tid)["me"]["table"])
        play(base, seats([ann, bob], tid))  # one game recorded
        until(lambda: page(ann, tid)["games"] == 1)
        second = until(lambda: (t := page(ann, tid)["me"]["table"]) != first and t)
        play(base, seats([ann, bob], tid), stop_at=4)
        os.kill(proc.pid, signal.SIGKILL)  # mid-game
        proc.wait(timeout=20)
    with server(db, port, tmp_path / "two.log", env) as proc:
        marker.touch()  # the next table formed kills this process before "playing"
        sat = seats([ann, bob], tid)
        assert sat[0]["table"] == second  # the same game, resumed
        play(base, sat)
        proc.wait(timeout=30)
    assert not marker.exists(), "the second process did not die forming a table"
    with server(db, port, tmp_path / "three.log"):
        third = until(lambda: (t := page(ann, tid)["me"]["table"]) not in (first, second)
                      and t, timeout=30)
        play(base, seats([ann, bob], tid))
        data = until(lambda: (d := page(ann, tid))["games"] == 3 and d)
        assert third
        shown = [(s["handle"], float(s["points"])) for s in data["standings"]]
        computed, games = stored_standings(db, tid)
        assert games == 3
        assert shown == computed
        # three games of two pay 2 each, the third more when a player on the flame of two
        # wins in a row scores it doubled: every game counted, none twice
        assert 6.0 <= sum(p for _h, p in shown) <= 8.0
    for log in ("one.log", "two.log", "three.log"):
        text = (tmp_path / log).read_text()
        assert "Traceback" not in text, text[-3000:]
