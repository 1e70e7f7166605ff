""""Faster" (`POST /api/tables/{id}/pace`): bots that wait seconds between moves go on with a
short pause once a seated person or the host asks, and back to the table's pace after."""

from __future__ import annotations

import time
from pathlib import Path

import httpx

from .databases import fresh_url
from .helpers import auth, running_server
from .test_finish import _bot_table, _error


def _version(server: str, tid: str) -> int:
    return int(httpx.get(f"{server}/api/tables/{tid}").json()["version"])


def test_faster_shortens_the_pause_between_bot_moves_and_normal_brings_it_back(
        server: str) -> None:
    tid, host = _bot_table(server, bot_delay=10.0)
    _error(httpx.post(f"{server}/api/tables/{tid}/pace", json={"fast": True}), 401)
    answer = httpx.post(f"{server}/api/tables/{tid}/pace", json={"fast": True}, headers=auth(host))
    assert answer.status_code == 200, answer.text
    assert answer.json()["fast"] is True
    # ten moves would take about 100 s at the table's pace; at the fast pace a few seconds
    start, began = _version(server, tid), time.monotonic()
    while _version(server, tid) < start + 10:
        assert time.monotonic() - began < 20, "the bots did not speed up"
        time.sleep(0.05)  # polling the table's version, not waiting a fixed time
    table = httpx.post(f"{server}/api/tables/{tid}/pace", json={"fast": False},
                       headers=auth(host)).json()
    assert table["fast"] is False
    if table["status"] == "playing":
        # back at 10 s a move: within 3 s at most one more move is made
        now = _version(server, tid)
        time.sleep(3)  # a bounded look at the pace itself
        assert _version(server, tid) <= now + 1


def test_the_pace_survives_a_restart(tmp_path: Path, backend: str) -> None:
    """"Faster" is kept with the table (migration 0002): a server that starts again over the
    same database goes on at the short pause, as the table's clients see in `fast`."""
    db = fresh_url(backend, tmp_path)
    with running_server(db) as base:
        tid, host = _bot_table(base, bot_delay=10.0)
        assert httpx.post(f"{base}/api/tables/{tid}/pace", json={"fast": True},
                          headers=auth(host)).json()["fast"] is True
    with running_server(db) as base:
        assert httpx.get(f"{base}/api/tables/{tid}").json()["fast"] is True
        start, began = _version(base, tid), time.monotonic()
        while _version(base, tid) < start + 5:  # 10 s a move at the table's own pace
            assert time.monotonic() - began < 20, "the bots went back to the slow pace"
            time.sleep(0.05)
