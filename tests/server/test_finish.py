"""A proper end: who is out (`state.out`), "to the end" when only bots still play
(`POST /api/tables/{id}/finish`, `only_bots`, `hurry`), and its refusals."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from koloda.core import Record, get_game, replay
from koloda.server import texts

from .databases import fresh_url
from .games import loadable
from .helpers import Client, auth, new_table, play_person, running_hub, ws_connect, ws_url

#: the order in which a person who wants to be rid of their cards picks a Durak action
GREEDY = ["attack", "defend", "transfer", "pass", "take"]


def _bot_table(base: str, bot_delay: float) -> tuple[str, str]:
    """A 3-seat Durak table of bots only, started by a host who gave up their own seat;
    (id, host token)."""
    made = new_table(base, "durak", 3, {1: "heuristic", 2: "random"},
                     {"bot_delay": bot_delay}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    assert httpx.delete(f"{base}/api/tables/{tid}/seats/0", headers=auth(token)).status_code == 200
    httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": 0, "bot": "heuristic"},
               headers=auth(token)).raise_for_status()
    httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(token)).raise_for_status()
    return tid, token


def _error(r: httpx.Response, status: int) -> dict[str, str]:
    assert r.status_code == status, r.text
    reason = r.json()["error"]
    assert reason["en"] and reason["ru"]
    return reason  # type: ignore[no-any-return]


def test_the_host_of_a_bot_table_has_it_played_out_at_once(server: str) -> None:
    """Bots that would wait 10 s a move finish a whole game in seconds once asked; every
    state still reaches the watchers, and the game ends as any other."""
    tid, host = _bot_table(server, bot_delay=10.0)
    table = httpx.get(f"{server}/api/tables/{tid}").json()
    assert table["only_bots"] and not table["hurry"]
    _error(httpx.post(f"{server}/api/tables/{tid}/finish"), 401)
    _error(httpx.post(f"{server}/api/tables/{tid}/finish", headers=auth("not-a-token")), 403)

    async def run() -> tuple[list[dict[str, Any]], float]:
        async with ws_connect(ws_url(server, tid)) as ws:
            watcher = Client(ws, None)
            first = await watcher.state()
            assert first["only_bots"] and first["out"] == [] and first["outcome"] is None
            began = time.monotonic()
            async with httpx.AsyncClient(base_url=server) as http:
                r = await http.post(f"/api/tables/{tid}/finish", headers=auth(host))
            assert r.status_code == 200, r.text
            assert r.json()["hurry"] and r.json()["status"] == "playing"
            await watcher.state(lambda m: m["outcome"] is not None, timeout=60)
            states = [m for m in watcher.messages if m["type"] == "state"]
            return states, time.monotonic() - began

    states, seconds = asyncio.run(run())
    last = states[-1]
    # one state per action (after the first, which may show the bots' first move or not)
    versions = [m["version"] for m in states]
    assert versions[1:] == list(range(versions[1], last["version"] + 1)), versions
    # left alone, a single bot move would have waited 7 s or more
    assert last["version"] > 20 and seconds < 7.0, (last["version"], seconds)
    table = httpx.get(f"{server}/api/tables/{tid}").json()
    assert table["status"] == "finished" and not table["hurry"] and not table["only_bots"]
    record = Record.from_json(httpx.get(f"{server}/api/tables/{tid}/record").json())
    assert replay(record, get_game("durak")).outcome().to_json() == table["outcome"]
    # over: nothing left to play out
    again = _error(httpx.post(f"{server}/api/tables/{tid}/finish", headers=auth(host)), 409)
    assert again == texts.not_playing("finished").to_json()


@pytest.mark.skipif(not loadable("scattergories"), reason="Scattergories is not available")
def test_played_out_a_rule_timer_the_bots_leave_to_run_out_does_not_wait(server: str) -> None:
    """Scattergories' bots let a stage run out when they know no answer (30 s a race, 15 s a
    vote): played out, the timeout is applied at once, and a whole game takes seconds."""
    made = new_table(server, "scattergories", 2, {1: "heuristic"}, {"bot_delay": 10.0},
                     start_game=False)
    tid, host = made["table"]["id"], made["token"]
    httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(host)).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": "heuristic"},
               headers=auth(host)).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()
    began = time.monotonic()
    httpx.post(f"{server}/api/tables/{tid}/finish", headers=auth(host)).raise_for_status()
    while (table := httpx.get(f"{server}/api/tables/{tid}").json())["status"] == "playing":
        assert time.monotonic() - began < 30, "not played out"
        time.sleep(0.05)
    assert table["status"] == "finished"
    record = Record.from_json(httpx.get(f"{server}/api/tables/{tid}/record").json())
    timeouts = sum(seat is None for seat, _ in record.actions)
    # one stage left to run out unhurried would alone have taken 15 s or more
    assert timeouts >= 1 and time.monotonic() - began < 15.0


def test_to_the_end_is_refused_while_a_person_still_plays_or_before_the_start(
        server: str) -> None:
    made = new_table(server, "durak", 2, {1: "heuristic"}, {"bot_delay": 5})
    tid, token = made["table"]["id"], made["token"]
    assert not httpx.get(f"{server}/api/tables/{tid}").json()["only_bots"]
    reason = _error(httpx.post(f"{server}/api/tables/{tid}/finish", headers=auth(token)), 409)
    assert reason == texts.PEOPLE_PLAY.to_json()
    assert httpx.get(f"{server}/api/tables/{tid}").json()["hurry"] is False

    waiting = new_table(server, "durak", 2, {1: "heuristic"}, start_game=False)
    wid, wtoken = waiting["table"]["id"], waiting["token"]
    reason = _error(httpx.post(f"{server}/api/tables/{wid}/finish", headers=auth(wtoken)), 409)
    assert reason == texts.not_playing("open").to_json()


def _greedy(legal: list[dict[str, Any]]) -> dict[str, Any]:
    def rank(entry: dict[str, Any]) -> int:
        kind = entry["action"]["type"]
        return GREEDY.index(kind) if kind in GREEDY else len(GREEDY)
    return min(legal, key=rank)


def test_a_person_out_of_a_durak_game_has_the_bots_play_it_out(tmp_path: Path,
                                                              backend: str) -> None:
    """A person against two bots plays until they are out while the bots go on; then
    `only_bots` holds, and "to the end" finishes the game at once although the bots, left
    alone, would now wait 10 s a move."""
    with running_hub(fresh_url(backend, tmp_path)) as (base, hub):
        real_ask = hub.bots.ask

        async def ask(job: Any) -> Any:
            room = hub.rooms[job.table]
            if room.only_bots() and not room.hurry:
                # from the person's going out on, a table left alone is slow
                room.table_options["bot_delay"] = 10.0
            return await real_ask(job)

        hub.bots.ask = ask
        for attempt in range(10):  # the person may end up the durak (about one game in 9)
            # a little bot delay: a client in this very process keeps up with every state
            made = new_table(base, "durak", 3, {1: "random", 2: "random"},
                             {"bot_delay": 0.02}, name="Ann")
            tid, token = made["table"]["id"], made["token"]
            if asyncio.run(_play_until_out_and_finish(base, tid, token, attempt)):
                table = httpx.get(f"{base}/api/tables/{tid}").json()
                assert table["status"] == "finished" and table["outcome"]["ranks"][0] < 3
                assert table["seats"][0]["kind"] == "human"  # out, but still theirs
                return
    raise AssertionError("the person was never out before the end in 10 games")


async def _play_until_out_and_finish(base: str, tid: str, token: str, seed: int) -> bool:
    """False if the game ended with the person still in (or going out with the last move)."""
    async with ws_connect(ws_url(base, tid, token)) as ws, \
            httpx.AsyncClient(base_url=base) as http:
        r = await http.post(f"/api/tables/{tid}/finish", headers=auth(token))
        assert r.status_code == 409 and r.json()["error"] == texts.PEOPLE_PLAY.to_json()
        me = Client(ws, 0)
        msg = await play_person(me, random.Random(seed), stop=lambda m: 0 in m["out"],
                                choose=_greedy)
        assert me.messages[0]["out"] == [] and not me.messages[0]["only_bots"]
        if msg["outcome"] is not None:
            return False
        assert msg["only_bots"] and msg["legal"] == [] and 0 not in msg["actors"]
        at, began = msg["version"], time.monotonic()
        r = await http.post(f"/api/tables/{tid}/finish", headers=auth(token))
        assert r.status_code == 200, r.text
        assert r.json()["hurry"] and r.json()["only_bots"]
        last = await me.state(lambda m: m["outcome"] is not None, timeout=30)
        seconds = time.monotonic() - began
        states = [m for m in me.messages if m["type"] == "state" and m["version"] >= at]
        assert all(0 in m["out"] for m in states)  # out stays out
        # left alone, the bots would now wait at least 7 s before their next move
        assert last["version"] > at and seconds < 7.0, (last["version"] - at, seconds)
        return True
