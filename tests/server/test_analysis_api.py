"""Post-game analysis over HTTP: refused before the end, computed once off the event loop with
its progress readable, kept with the table, its moves labelled in both languages."""

from __future__ import annotations

import time

import httpx

from .helpers import new_table
from .test_finish import _error


def test_a_finished_durak_game_is_analysed_once_and_kept(server: str) -> None:
    made = new_table(server, "durak", 2, {1: "random"}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    # seat 0 is a person: give it to a bot, so the bots play the game to its end
    httpx.delete(f"{server}/api/tables/{tid}/seats/0",
                 headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": "random"},
               headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    _error(httpx.post(f"{server}/api/tables/{tid}/analysis/0"), 409)  # not started, not over
    httpx.post(f"{server}/api/tables/{tid}/start",
               headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    deadline = time.monotonic() + 60
    while httpx.get(f"{server}/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.05)  # polling the table's status
    assert httpx.get(f"{server}/api/tables/{tid}/analysis/0").json() == {"status": "none"}
    first = httpx.post(f"{server}/api/tables/{tid}/analysis/0").json()
    assert first["status"] in ("running", "done")
    while (answer := httpx.get(f"{server}/api/tables/{tid}/analysis/0").json())["status"] \
            == "running":
        assert 0 <= answer["done"] <= max(answer["total"], 0) or answer["total"] == 0
        assert time.monotonic() < deadline + 60, "the analysis did not finish"
        time.sleep(0.1)  # polling its progress
    analysis = answer["analysis"]
    assert analysis["seat"] == 0 and analysis["decisions"] and analysis["series"]
    decision = analysis["decisions"][0]
    assert decision["played_label"]["en"] and decision["played_label"]["ru"]
    # kept: asking again answers at once with the same result
    began = time.monotonic()
    again = httpx.post(f"{server}/api/tables/{tid}/analysis/0").json()
    assert again["status"] == "done" and again["analysis"] == analysis
    assert time.monotonic() - began < 2
    _error(httpx.get(f"{server}/api/tables/{tid}/analysis/5"), 404)
