"""deploy/upgrade.sh end to end, with deploy/systemd/koloda@.service run by a stand-in for
systemd (standin_systemd.py: this machine's PID 1 is not systemd) on PostgreSQL: two processes
started from the unit, a game half played, then the upgrade: a backup, the install, the
migrations, each process restarted and ready before the next one goes, `koloda admin status`
of both; the game then finishes with every state its player was shown kept.

The install is a stand-in too (a `pip` that notes what it was asked: installing would rebuild
the test's own environment), and so is `runuser` (no koloda user here)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from koloda.core import Record, get_game
from koloda.server.ops.service import head

from .databases import fresh_url
from .helpers import Oracle, new_table, should_act, ws_connect, ws_url

ROOT = Path(__file__).resolve().parents[2]
STANDIN = Path(__file__).with_name("standin_systemd.py")
#: the unit's addresses: koloda@N serves on 800N and answers the operator on 910N
PORTS = [8001, 8002, 9101, 9102]
#: moves played before the upgrade
BEFORE = 6
HEAD = head()


def _ports_free() -> bool:
    for port in PORTS:
        with socket.socket() as s:
            # as the server binds: a port whose last connections linger in TIME_WAIT is free
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                return False
    return True


def _tool(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)


class Site:
    """The folders an installed koloda has, in a temporary one, and the stand-in tools."""

    def __init__(self, root: Path, db: str) -> None:
        self.state, self.bin, self.venv = root / "systemd", root / "bin", root / "venv"
        self.backups, self.env_file = root / "backups", root / "koloda.env"
        for folder in (self.state, self.bin, self.venv / "bin", self.backups):
            folder.mkdir(parents=True)
        (self.venv / "bin" / "koloda").symlink_to(Path(sys.executable).with_name("koloda"))
        self.installed = root / "pip-asked"
        _tool(self.venv / "bin", "pip", f'echo "$@" >> {self.installed}\n')
        _tool(self.bin, "systemctl", f'exec {sys.executable} {STANDIN} {self.state} "$@"\n')
        _tool(self.bin, "runuser", '[ "$1" = -u ] && shift 2\n[ "$1" = -- ] && shift\n'
                                   'exec "$@"\n')
        self.env_file.write_text(f"KOLODA_DB={db}\nKOLODA_BOT_WORKERS=1\n"
                                 "KOLODA_LIMITS='{}'\n")
        self.env = {**os.environ, "PATH": f"{self.bin}:{os.environ['PATH']}",
                    "KOLODA_VENV": str(self.venv), "KOLODA_ENV": str(self.env_file),
                    "KOLODA_BACKUPS": str(self.backups),
                    "KOLODA_STANDIN_PATHS": json.dumps({
                        "/opt/koloda/venv": str(self.venv),
                        "/etc/koloda/koloda.env": str(self.env_file),
                        "/var/lib/koloda": str(root / "lib")})}

    def systemctl(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["systemctl", *args], env=self.env, capture_output=True,
                              text=True, timeout=180, check=False)

    def journal(self) -> list[str]:
        return [line.split(" ", 1)[1] for line in
                (self.state / "journal").read_text().splitlines()]


class Person:
    """Seat 0 of a game against a bot, through whichever process serves its table (as nginx
    would send it on), keeping every state it is shown."""

    def __init__(self, table: str, token: str) -> None:
        self.table, self.token = table, token
        self.rng = random.Random(7)
        self.states: list[dict[str, Any]] = []

    async def play(self, until_version: int | None = None) -> None:
        for attempt in range(200):
            base = f"http://127.0.0.1:{PORTS[attempt % 2]}"
            try:
                async with ws_connect(ws_url(base, self.table, self.token),
                                      open_timeout=5) as ws:
                    async for raw in ws:
                        msg = json.loads(raw)
                        if msg.get("type") != "state":
                            continue
                        self.states.append(msg)
                        if msg["outcome"] or (until_version is not None
                                              and msg["version"] >= until_version):
                            return
                        if should_act(msg, 0, self.rng):
                            entry = self.rng.choice(msg["legal"])
                            await ws.send(json.dumps({"type": "action",
                                                      "version": msg["version"],
                                                      "action": entry["action"]}))
            except (TimeoutError, OSError, websockets.exceptions.WebSocketException):
                pass
            await asyncio.sleep(0.1)
        raise AssertionError("no process served the table")


@pytest.mark.skipif(not _ports_free(), reason="the unit's ports 8001, 8002, 9101, 9102 are taken")
def test_upgrade_sh_restarts_each_process_in_turn_and_loses_no_game(tmp_path: Path) -> None:
    site = Site(tmp_path, fresh_url("postgresql", tmp_path))
    try:
        for n in ("1", "2"):
            started = site.systemctl("start", f"koloda@{n}.service")
            assert started.returncode == 0, (tmp_path / "systemd" / f"koloda@{n}.log").read_text()
        made = new_table(f"http://127.0.0.1:{PORTS[0]}", "durak", 2, {1: "random"})
        person = Person(made["table"]["id"], made["token"])
        asyncio.run(person.play(until_version=BEFORE))
        pids = {n: (site.state / f"koloda@{n}.pid").read_text() for n in ("1", "2")}

        upgrade = subprocess.run(["sh", str(ROOT / "deploy" / "upgrade.sh"), str(ROOT)],
                                 env=site.env, capture_output=True, text=True, timeout=300,
                                 check=False)
        assert upgrade.returncode == 0, upgrade.stdout + upgrade.stderr

        # a backup, the install, and the roll: one process at a time, each ready before the
        # next one stops
        backups = list(site.backups.glob("before-upgrade-*.dump"))
        assert len(backups) == 1 and backups[0].stat().st_size > 0
        assert site.installed.read_text().split() == ["install", "--upgrade", str(ROOT)]
        roll = site.journal()[2 * 2:]  # after the two first starts and their readiness
        assert [line.rsplit(" ", 1)[0] if line.startswith("started") else line
                for line in roll] == [
            "stopped koloda@1", "started koloda@1", "ready koloda@1",
            "stopped koloda@2", "started koloda@2", "ready koloda@2"]
        assert all((site.state / f"koloda@{n}.pid").read_text() != pids[n] for n in pids)
        # koloda admin status of both, the script's last step: each ready, at one migration
        status = [line for line in upgrade.stdout.splitlines() if "http://127.0.0.1:910" in line]
        assert len(status) >= 2 and all("ready: yes" in line and f"migration {HEAD} " in line
                                        for line in status[-2:]), upgrade.stdout

        asyncio.run(person.play())
        record = Record.from_json(httpx.get(
            f"http://127.0.0.1:{PORTS[0]}/api/tables/{person.table}/record", timeout=30).json())
        assert record.outcome is not None
        oracle = Oracle(get_game("durak"), record)
        for msg in person.states:  # before the upgrade and after it
            oracle.check(msg, 0)
    finally:
        for n in ("1", "2"):
            site.systemctl("stop", f"koloda@{n}.service")
