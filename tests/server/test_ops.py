"""The operator's side of a server (server/ops/, docs/deploy.md): the metrics change as a game
is played, the operator's routes answer on the operator's port only, readiness names what
fails, `koloda admin` asks each process, and the JSON logs of a whole game hold no secret."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from koloda.cli.main import app as cli
from koloda.server.limits import Limits
from koloda.server.ops.service import head
from koloda.server.people.accounts import COOKIE

from .databases import fresh_url
from .helpers import (
    Client,
    auth,
    free_port,
    play_person,
    running_server,
    wait_ready,
    ws_connect,
    ws_url,
)
from .ops_helpers import running_ops, scrape, total
from .people import ONE_CARD, PASSWORD, browser, handle, signed_up

ROOT = Path(__file__).resolve().parents[2]
#: roomy, but a client id's REST burst small: the test's own client hits it on purpose
LIMITS = Limits(analysis_iterations=200, signups_per_minute_address=10_000,
                signins_per_minute_address=10_000, signins_per_minute_handle=10_000,
                rest_burst_address=10_000, rest_per_second_address=10_000.0,
                rest_burst_client=5, rest_per_second_client=0.5, seek_round_seconds=0.2)


def wait_for(pred: Any, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while not (found := pred()):
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.02)
    return found


def test_every_metric_moves_as_a_game_is_played(tmp_path: Path) -> None:
    with running_ops(fresh_url("sqlite", tmp_path), LIMITS) as (base, ops, app):
        before = scrape(ops)
        assert before['koloda_tables{status="playing"}'] == 0
        assert total(before, "koloda_process_info", migration=head()) == 1
        # sign-ups and sign-ins, one refused
        you, _ = signed_up(base)
        name = handle()
        signed_up(base, name)
        bad = browser(base).post("/api/account/signin", json={"handle": name,
                                                             "password": "not it at all"})
        assert bad.status_code == 401
        good = browser(base).post("/api/account/signin", json={"handle": name,
                                                              "password": PASSWORD})
        assert good.status_code == 200
        # a person against a bot, played to the end; counted while it is played
        made = you.post("/api/tables", json={"game": "toy", "players": 2, "name": "A",
                                             "options": {"hand": 3, "bot_delay": 0}}).json()
        tid, token = made["table"]["id"], made["token"]
        you.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                 headers=auth(token)).raise_for_status()
        you.post(f"/api/tables/{tid}/start", headers=auth(token)).raise_for_status()
        during: dict[str, float] = {}

        async def play() -> None:
            async with ws_connect(ws_url(base, tid, token)) as ws:
                client = Client(ws, 0)
                await client.state()
                during.update(await asyncio.to_thread(scrape, ops))
                await play_person(client, random.Random(1))
        asyncio.run(play())
        assert during['koloda_tables{status="playing"}'] == 1
        assert during["koloda_players_connected"] == 1 and during["koloda_sockets"] == 1
        # two seekers: one waits, then both are seated together
        seekers = [browser(base) for _ in range(2)]
        for i, who in enumerate(seekers):
            who.headers["X-Koloda-Client"] = f"seeker-{i}"
        r = seekers[0].post("/api/seeks", json={"game": "toy", "players": 2, "bots_after": None})
        assert r.status_code == 201, r.text
        assert scrape(ops)["koloda_seeks_waiting"] == 1
        seekers[1].post("/api/seeks", json={"game": "toy", "players": 2,
                                             "bots_after": None}).raise_for_status()
        wait_for(lambda: scrape(ops)["koloda_seek_wait_seconds_count"] == 2)
        # a client over its REST rate: refused (429) and counted
        flood = httpx.Client(base_url=base, headers={"X-Koloda-Client": "flooder"})
        codes = [flood.get("/api/games").status_code for _ in range(7)]
        assert 429 in codes
        # a server fault, logged
        logging.getLogger("koloda.server.tables.room").error("a fault, for the count")

        after = scrape(ops)
        grew = {k: after.get(k, 0) - before.get(k, 0) for k in after}
        assert total(grew, "koloda_moves_total", source="person") >= 3
        assert total(grew, "koloda_moves_total", source="bot") >= 3
        moves = total(grew, "koloda_moves_total")
        assert total(grew, "koloda_move_seconds_count", stage="durable") == moves
        assert total(grew, "koloda_move_seconds_count", stage="sent") == moves
        assert total(grew, "koloda_commit_batch_size_count") >= 1
        assert total(grew, "koloda_bot_answer_seconds_count", level="beginner") >= 3  # random
        assert after['koloda_tables{status="finished"}'] >= 1
        assert after['koloda_tables{status="playing"}'] == 1  # the seekers' table
        assert after["koloda_seeks_waiting"] == 0
        assert total(after, "koloda_bot_queue") == 0 and after["koloda_bot_workers"] == 2
        assert after["koloda_tournaments_running"] == 0
        assert total(grew, "koloda_signins_total", way="signup", outcome="ok") == 2
        assert total(grew, "koloda_signins_total", way="password", outcome="ok") == 1
        assert total(grew, "koloda_signins_total", way="password",
                     outcome="account-bad-credentials") == 1
        assert total(grew, "koloda_rate_limited_total",
                     reason="server-too-many-requests") == codes.count(429)
        assert total(grew, "koloda_errors_total", logger="koloda.server.tables") == 1
        assert after["process_start_time_seconds"] > 0


def test_the_operators_routes_answer_on_the_operators_port_only(tmp_path: Path) -> None:
    with running_ops(fresh_url("sqlite", tmp_path), LIMITS) as (base, ops, _app):
        made = httpx.post(f"{base}/api/tables", json={"game": "toy", "players": 2,
                                                      "options": ONE_CARD}).json()
        tid = made["table"]["id"]
        for method, path in (("GET", "/metrics"), ("GET", "/ops/status"),
                             ("GET", "/ops/tables"), ("POST", f"/ops/tables/{tid}/end")):
            r = httpx.request(method, base + path)
            assert r.status_code == 404 and "process" not in r.text, path
            assert httpx.request(method, ops + path).status_code == 200, path
        # the operator's port serves nothing else
        assert httpx.get(f"{ops}/api/games").status_code == 404
        assert httpx.get(f"{ops}/").status_code == 404
        # the table was ended (closed) by the operator's request
        assert httpx.get(f"{base}/api/tables/{tid}").json()["status"] == "closed"
    # metrics off: the operator's port still has the status, and no metrics
    with running_ops(fresh_url("sqlite", tmp_path), LIMITS, metrics=False) as (_b, ops, _a):
        assert httpx.get(f"{ops}/metrics").status_code == 404
        assert httpx.get(f"{ops}/ops/status").json()["ready"]
    # without an operator's port, nobody gets them
    with running_server(fresh_url("sqlite", tmp_path)) as plain:
        assert httpx.get(f"{plain}/metrics").status_code == 404
        assert httpx.get(f"{plain}/ops/status").status_code == 404


def test_readiness_names_the_part_that_fails(tmp_path: Path) -> None:
    url = fresh_url("sqlite", tmp_path)
    with running_ops(url, LIMITS) as (base, _ops, _app):
        r = httpx.get(f"{base}/api/ready")
        assert r.status_code == 200
        assert r.json() == {"ready": True, "parts": {"database": "ok", "migrations": "ok",
                                                     "bots": "ok"}}
        engine = create_engine(url)
        with engine.begin() as conn:  # as if the schema were a migration behind this koloda
            conn.execute(text("UPDATE alembic_version SET version_num = '0012'"))
        r = httpx.get(f"{base}/api/ready")
        assert r.status_code == 503
        assert r.json()["parts"]["migrations"] == f"at 0012, head {head()}"
        assert r.json()["parts"]["database"] == "ok"
        with engine.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": head()})
        engine.dispose()
        assert httpx.get(f"{base}/api/ready").status_code == 200


def test_admin_asks_each_process_and_ends_a_table(tmp_path: Path) -> None:
    runner = CliRunner()
    with running_ops(fresh_url("sqlite", tmp_path), LIMITS) as (base, ops, _app):
        made = httpx.post(f"{base}/api/tables", json={"game": "toy", "players": 2,
                                                      "name": "Ann", "options": ONE_CARD}).json()
        tid = made["table"]["id"]
        httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                   headers=auth(made["token"])).raise_for_status()
        httpx.post(f"{base}/api/tables/{tid}/start",
                   headers=auth(made["token"])).raise_for_status()
        out = runner.invoke(cli, ["admin", "status", ops, "--lang", "en"])
        assert out.exit_code == 0, out.output
        assert f"migration {head()} (head {head()}), ready: yes" in out.output
        assert "playing 1" in out.output
        out = runner.invoke(cli, ["admin", "tables", ops, "--lang", "en"])
        assert out.exit_code == 0 and tid in out.output and "Ann" in out.output
        out = runner.invoke(cli, ["admin", "end-table", "nosuchtable", ops, "--lang", "en"])
        assert out.exit_code != 0 and "No process" in out.output
        out = runner.invoke(cli, ["admin", "end-table", tid, ops, "--lang", "en"])
        assert out.exit_code == 0 and "abandoned" in out.output, out.output
        assert httpx.get(f"{base}/api/tables/{tid}").json()["status"] == "abandoned"
        out = runner.invoke(cli, ["admin", "status", base, "--lang", "en"])
        assert out.exit_code != 0 and "not a koloda operator's port" in out.output


def test_admin_limits_are_checked_before_they_are_written(tmp_path: Path) -> None:
    runner = CliRunner()
    env = tmp_path / "koloda.env"
    env.write_text("KOLODA_DB=sqlite:///x.db\n")
    out = runner.invoke(cli, ["admin", "limits", "playing_per_client=3", "--env", str(env)])
    assert out.exit_code == 0, out.output
    out = runner.invoke(cli, ["admin", "limits", "nonsense=1", "--env", str(env)])
    assert out.exit_code != 0 and "nonsense" in out.output
    lines = env.read_text().splitlines()
    assert lines == ["KOLODA_DB=sqlite:///x.db", "KOLODA_LIMITS='{\"playing_per_client\":3}'"]
    from koloda.server.limits import limits_from_env
    assert limits_from_env({"KOLODA_LIMITS": lines[1].split("=", 1)[1].strip("'")}
                           ).playing_per_client == 3


# -- the logs ---------------------------------------------------------------------------------
def test_json_logs_of_a_whole_game_hold_no_secret(tmp_path: Path) -> None:
    """A server with JSON logs (a process of its own, as deployed): sign-up, sign-in, a game
    against a bot played to the end. Every line is one JSON object, and none holds the
    password, a session cookie, a seat's token, a recovery code or a card that was in a hand."""
    port = free_port()
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "koloda.server", "--port", str(port), "--db",
             f"sqlite:///{tmp_path / 'k.db'}", "--bot-workers", "1", "--log-format", "json",
             "--load", "tests.core.toygame"],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
            env={**os.environ, "KOLODA_LIMITS": json.dumps({"signups_per_minute_address": 100})})
    base = f"http://127.0.0.1:{port}"
    secrets: set[str] = {PASSWORD}
    held: set[str] = set()
    public: set[str] = set()
    ids: set[str] = set()
    try:
        wait_ready(base, timeout=60)
        you, account = signed_up(base)
        secrets.add(str(you.cookies[COOKIE]))
        secrets.update(account.get("codes", []))
        again = browser(base)
        r = again.post("/api/account/signin", json={"handle": account["account"]["handle"],
                                                    "password": PASSWORD})
        assert r.status_code == 200, r.text
        secrets.add(str(again.cookies[COOKIE]))
        made = you.post("/api/tables", json={"game": "toy", "players": 2, "name": "A",
                                             "options": {"hand": 5, "bot_delay": 0}}).json()
        tid, token = made["table"]["id"], made["token"]
        ids.add(tid)
        secrets.add(token)
        you.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                 headers=auth(token)).raise_for_status()
        you.post(f"/api/tables/{tid}/start", headers=auth(token)).raise_for_status()

        async def play() -> list[dict[str, Any]]:
            async with ws_connect(ws_url(base, tid, token)) as ws:
                client = Client(ws, 0)
                await play_person(client, random.Random(3))
                return client.messages
        for msg in asyncio.run(play()):
            if msg["type"] == "state":
                held.update((msg["view"] or {}).get("hand") or [])
        assert len(held) >= 5
        record = httpx.get(f"{base}/api/tables/{tid}/record").json()
        assert record
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    lines = log_path.read_text().splitlines()
    assert len(lines) > 10
    logged = []
    for line in lines:
        entry = json.loads(line)  # every line is one JSON object
        assert {"ts", "level", "logger", "msg"} <= set(entry)
        logged.append(entry)
    assert any(e.get("table") == tid for e in logged)  # the table's lines carry its id
    assert any(e.get("request_id") for e in logged)
    # a signed-in person's requests name their account (its public handle)
    assert any(e.get("account") == account["account"]["handle"] for e in logged)
    whole = "\n".join(lines)
    for secret in secrets:
        assert secret not in whole
    scrubbed = whole
    for entry in logged:  # ids are random letters: no card is read into them
        for key in ("table", "request_id"):
            if entry.get(key):
                scrubbed = scrubbed.replace(entry[key], "")
    for card in held - public:
        assert not re.search(rf"(?<![A-Za-z0-9]){card}(?![A-Za-z0-9])", scrubbed), card


def test_a_table_id_never_starts_with_a_dash(monkeypatch: pytest.MonkeyPatch) -> None:
    # One table in 64 had an id the command line took for an option, and `koloda admin
    # end-table -Zx4...` refused it (this file's test above failed so once).
    from koloda.server import http

    drawn = iter(["-Zx4abcd", "Zx4abcde"])
    monkeypatch.setattr(http.secrets, "token_urlsafe", lambda size: next(drawn))
    assert http.new_table_id() == "Zx4abcde"
    monkeypatch.undo()
    assert not [t for t in (http.new_table_id() for _ in range(2000)) if t.startswith("-")]
