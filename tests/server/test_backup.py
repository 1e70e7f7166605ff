"""`koloda admin backup` of a server in the middle of games, restored into a fresh database,
and every game finished from there with nothing lost (docs/deploy.md, "Backups"): on SQLite
(the online backup API) and PostgreSQL (pg_dump and pg_restore)."""

from __future__ import annotations

import asyncio
import random
import re
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from koloda.cli.main import app as cli

from .databases import POSTGRES, fresh_url
from .helpers import Client, auth, play_person, running_hub, ws_connect, ws_url

GAMES = 3  # a person against a bot at each, half played when the backup is taken


def restored_url(backend: str, url: str, folder: Path) -> str:
    """An empty database to restore into: a new SQLite file, or a new PostgreSQL database
    (the dump brings the schema its URL names back with it)."""
    if backend == "sqlite":
        return f"sqlite:///{folder / 'restored.db'}"
    assert POSTGRES is not None
    name = f"r_{uuid.uuid4().hex[:12]}"
    engine = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text(f"CREATE DATABASE {name}"))
    finally:
        engine.dispose()
    schema = re.search(r"search_path%3D(\w+)", url)
    assert schema is not None
    return f"{POSTGRES.rsplit('/', 1)[0]}/{name}?options=-csearch_path%3D{schema.group(1)}"


def _table(base: str, players: dict[int, str], delay: float = 0) -> tuple[str, str]:
    made = httpx.post(f"{base}/api/tables", json={"game": "toy", "players": 2, "name": "P",
                                                  "options": {"hand": 5, "bot_delay": delay}},
                      timeout=30).json()
    tid, token = made["table"]["id"], made["token"]
    if 0 in players:  # the creator gives their seat up to a bot
        httpx.delete(f"{base}/api/tables/{tid}/seats/0", headers=auth(token),
                     timeout=30).raise_for_status()
    for seat, spec in players.items():
        httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": seat, "bot": spec},
                   headers=auth(token), timeout=30).raise_for_status()
    httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(token),
               timeout=30).raise_for_status()
    return tid, token


def _play(base: str, tid: str, token: str, until: int | None) -> dict[str, Any]:
    """Play seat 0 by random legal moves until the table's version reaches `until` (None:
    the end); the last state."""
    async def run() -> dict[str, Any]:
        async with ws_connect(ws_url(base, tid, token)) as ws:
            return await play_person(Client(ws, 0), random.Random(tid),
                                     stop=None if until is None
                                     else lambda m: m["version"] >= until)
    return asyncio.run(run())


def _actions(hub: Any, tid: str) -> list[Any]:
    """The table's actions as its server holds them (committed: a move enters the list only
    once it is stored)."""
    return list(hub.rooms[tid].actions)


def test_a_backup_taken_mid_game_finishes_every_game(backend: str, tmp_path: Path) -> None:
    if backend == "postgresql" and POSTGRES is None:
        pytest.skip("no PostgreSQL here")
    url = fresh_url(backend, tmp_path)
    runner = CliRunner()
    backup = tmp_path / "koloda.backup"
    with running_hub(url) as (base, hub):
        tables = [_table(base, {1: "random"}) for _ in range(GAMES)]
        for tid, token in tables:
            assert _play(base, tid, token, until=4)["outcome"] is None
        # a table of bots only goes on moving while the backup is taken
        busy, _ = _table(base, {0: "random", 1: "random"}, delay=0.1)
        before = {tid: _actions(hub, tid) for tid, _ in tables}
        backup.write_bytes(b"an older file, readable by all")
        backup.chmod(0o644)
        # the URL (with any password) from the environment, as the deployment's environment
        # file gives it: never on a command line, which every user of the machine can read
        out = runner.invoke(cli, ["admin", "backup", str(backup), "--lang", "en"],
                            env={"KOLODA_DB": url})
        assert out.exit_code == 0, out.output
        assert "Backed up" in out.output and backup.stat().st_size > 0
        # its owner's alone: a backup holds password hashes, sessions and hidden cards
        assert backup.stat().st_mode & 0o777 == 0o600
    target = restored_url(backend, url, tmp_path)
    out = runner.invoke(cli, ["admin", "restore", str(backup), "--db", target, "--lang", "en"])
    assert out.exit_code == 0, out.output
    # a second restore into the same database is refused: it holds koloda's tables now
    again = runner.invoke(cli, ["admin", "restore", str(backup), "--db", target, "--lang", "en"])
    assert again.exit_code != 0 and "--replace" in again.output
    with running_hub(target) as (base, hub):
        for tid, token in tables:
            # nothing acknowledged before the backup is lost, and the game goes on from there
            assert _actions(hub, tid)[:len(before[tid])] == before[tid]
            assert _play(base, tid, token, until=None)["outcome"] is not None
        deadline = time.monotonic() + 30
        while httpx.get(f"{base}/api/tables/{busy}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots' table did not finish"
            time.sleep(0.05)
        for tid, _ in tables:
            assert httpx.get(f"{base}/api/tables/{tid}").json()["status"] == "finished"


def test_a_backup_of_the_wrong_kind_is_refused(tmp_path: Path) -> None:
    runner = CliRunner()
    junk = tmp_path / "junk.backup"
    junk.write_bytes(b"not a database at all")
    out = runner.invoke(cli, ["admin", "restore", str(junk), "--db",
                              f"sqlite:///{tmp_path / 'x.db'}", "--lang", "en"])
    assert out.exit_code != 0 and "is not a backup of a sqlite database" in out.output
    out = runner.invoke(cli, ["admin", "restore", str(tmp_path / "none"), "--db",
                              f"sqlite:///{tmp_path / 'x.db'}", "--lang", "en"])
    assert out.exit_code != 0 and "There is no file" in out.output
