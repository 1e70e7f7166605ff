"""Crash recovery: a server killed with SIGKILL mid-game loses no acknowledged action, and a
fresh one on the same database resumes every table at the same action with the same views."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from koloda.core import get_game
from koloda.server.store import Store

from .databases import fresh_url
from .games import loadable
from .helpers import Client, Oracle, auth, free_port, play_person, wait_ready, ws_connect, ws_url

GAME = "durak"
ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def server_process(db: str, port: int, log_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with open(log_path, "ab") as log_file:  # a file, not a pipe: a full pipe would block it
        proc = subprocess.Popen([sys.executable, "-m", "koloda.server", "--port", str(port),
                                 "--db", db], cwd=ROOT, env=env,
                                stdout=log_file, stderr=subprocess.STDOUT)
    try:
        wait_ready(f"http://127.0.0.1:{port}", timeout=30)
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)
        log = log_path.read_text()
        assert "token=" not in log.replace("token=***", ""), "a token reached the log"
        assert "Traceback" not in log, log[-3000:]


@pytest.mark.skipif(not loadable(GAME), reason=f"{GAME} not ready")
def test_sigkill_mid_game_loses_no_acknowledged_action(tmp_path: Path, backend: str) -> None:
    db = fresh_url(backend, tmp_path)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    seen: dict[int, list[dict]] = {0: [], 1: []}

    with server_process(db, port, tmp_path / "server.log") as proc:
        made = httpx.post(f"{base}/api/tables", timeout=30, json={  # a fresh, warming process
            "game": GAME, "players": 3, "name": "Ann", "options": {"bot_delay": 0}}).json()
        tid, tokens = made["table"]["id"], {0: made["token"]}
        tokens[1] = httpx.post(f"{base}/api/tables/{tid}/join", json={"name": "Bob"}).json()[
            "token"]
        httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": 2, "bot": "heuristic"},
                   headers=auth(tokens[0]))
        httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(tokens[0]))

        async def first_half() -> None:
            async with ws_connect(ws_url(base, tid, tokens[0])) as a, \
                    ws_connect(ws_url(base, tid, tokens[1])) as b:
                people = [Client(a, 0), Client(b, 1)]
                await asyncio.gather(*(play_person(c, random.Random(c.seat), stop=lambda m:
                                                   m["version"] >= 12) for c in people))
                os.kill(proc.pid, signal.SIGKILL)  # while the bot may be thinking or saving
                for c in people:
                    seen[c.seat] = c.messages
        asyncio.run(first_half())
        proc.wait(timeout=10)

    store = Store(db)
    stored = store.load(tid)
    store.close()
    assert stored is not None and stored.table["status"] == "playing"
    acked = max(m["version"] for ms in seen.values() for m in ms if m["type"] == "state")
    assert len(stored.actions) >= acked >= 12  # nothing acknowledged was lost

    with server_process(db, port, tmp_path / "server.log"):
        record_now = None

        async def second_half() -> list[Client]:
            async with ws_connect(ws_url(base, tid, tokens[0])) as a, \
                    ws_connect(ws_url(base, tid, tokens[1])) as b:
                people = [Client(a, 0), Client(b, 1)]
                await asyncio.gather(*(play_person(c, random.Random(10 + c.seat))
                                       for c in people))
                return people
        people = asyncio.run(second_half())
        from koloda.core import Record
        record_now = Record.from_json(httpx.get(f"{base}/api/tables/{tid}/record").json())

    # the record after the restart extends the one stored at the kill, action for action
    assert record_now.actions[:len(stored.actions)] == [tuple(a) for a in stored.actions]
    oracle = Oracle(get_game(GAME), record_now)
    for seat, messages in seen.items():  # what people saw before the crash still holds
        for msg in messages:
            oracle.check(msg, seat)
    for c in people:  # and so does everything after it, starting from the resumed state
        for msg in c.messages:
            oracle.check(msg, c.seat)
    for c in people:  # the first state after the restart is where the kill left the game
        first = next(m for m in c.messages if m["type"] == "state")
        assert first["version"] >= len(stored.actions)
