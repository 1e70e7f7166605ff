"""Post-game analysis over HTTP: refused before the end, computed once off the event loop with
its progress readable, kept with the table, its moves labelled in both languages; started only
by a player of that seat (the host, for a bot's seat) while the game is recent, through one
bounded queue that a flood of other clients cannot fill in front of them."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from koloda.bots.analysis import analyse
from koloda.server import texts
from koloda.server.analysis import service as server_analysis
from koloda.server.limits import Limits

from .databases import fresh_url
from .helpers import Client, auth, new_table, play_person, running_hub, ws_connect, ws_url
from .test_finish import _error


def _until(check: Callable[[], Any], what: str, timeout: float = 30.0) -> Any:
    """Poll `check` until it gives something true; that value."""
    deadline = time.monotonic() + timeout
    while not (value := check()):
        assert time.monotonic() < deadline, what
        time.sleep(0.02)  # polling, not waiting a fixed time
    return value


def _finished(base: str, tid: str) -> None:
    _until(lambda: httpx.get(f"{base}/api/tables/{tid}").json()["status"] == "finished",
           "the game did not end")


def _bot_table(base: str, game: str = "toy") -> tuple[str, str]:
    """A finished 2-seat game of two random bots, started by a host who gave up their own
    seat; (id, host token)."""
    made = new_table(base, game, 2, {1: "random"}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    httpx.delete(f"{base}/api/tables/{tid}/seats/0", headers=auth(host)).raise_for_status()
    httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": 0, "bot": "random"},
               headers=auth(host)).raise_for_status()
    httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()
    _finished(base, tid)
    return tid, host


def _people_table(base: str) -> tuple[str, list[str]]:
    """A finished toy game two people played (seat 0 hosts it); (id, each seat's token)."""
    made = new_table(base, "toy", 2, {}, start_game=False, name="Ann")
    tid, host = made["table"]["id"], made["token"]
    joined = httpx.post(f"{base}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    tokens = [host, joined["token"]]
    httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()

    async def person(seat: int) -> None:
        async with ws_connect(ws_url(base, tid, tokens[seat])) as ws:
            await play_person(Client(ws, seat), random.Random(seat))

    async def both() -> None:
        await asyncio.gather(person(0), person(1))

    asyncio.run(both())
    _finished(base, tid)
    return tid, tokens


def _start(base: str, tid: str, seat: int, token: str | None = None,
           client: str | None = None) -> httpx.Response:
    headers = {**(auth(token) if token else {}), **({"X-Koloda-Client": client} if client else {})}
    return httpx.post(f"{base}/api/tables/{tid}/analysis/{seat}", headers=headers)


def _get(base: str, tid: str, seat: int) -> dict[str, Any]:
    return httpx.get(f"{base}/api/tables/{tid}/analysis/{seat}").json()  # type: ignore[no-any-return]


def _done(base: str, tid: str, seat: int, timeout: float = 30.0) -> dict[str, Any]:
    return _until(lambda: (a := _get(base, tid, seat))["status"] == "done" and a,  # type: ignore[no-any-return]
                  f"the analysis of {tid}/{seat} did not finish", timeout)


class Gate:
    """Stands in for the search: each analysis waits until the test opens the gate (then runs
    the real one, or fails if told to), so a test sees its jobs queued and running."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.started: list[tuple[str, int]] = []
        self.fail = False

    def __call__(self, record: Any, game: Any, seat: int, **kwargs: Any) -> Any:
        self.started.append((record.meta["table"], seat))
        if not self.open.wait(60):
            raise TimeoutError("the test never opened the gate")
        if self.fail:
            raise RuntimeError("an analysis that fails")
        # quick: a toy game searched 50 times a decision, whatever the server asks (its
        # `limits` here are the default ones, 2,000: seconds of a core a game)
        return analyse(record, game, seat, **{**kwargs, "budget": 50})


@contextmanager
def gated(tmp_path: Path, backend: str, monkeypatch: pytest.MonkeyPatch,
          limits: Limits) -> Iterator[tuple[str, Any, Gate]]:
    """A server of its own with `limits` whose analyses wait for the gate; (url, hub, gate)."""
    gate = Gate()
    monkeypatch.setattr(server_analysis, "analyse", gate)
    with running_hub(fresh_url(backend, tmp_path), limits=limits) as (base, hub):
        try:
            yield base, hub, gate
        finally:
            gate.open.set()  # no analysis thread is left waiting when the server stops


def test_a_finished_durak_game_is_analysed_once_and_kept(server: str) -> None:
    made = new_table(server, "durak", 2, {1: "random"}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    # seat 0 is a person: give it to a bot, so the bots play the game to its end
    httpx.delete(f"{server}/api/tables/{tid}/seats/0",
                 headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": "random"},
               headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    _error(_start(server, tid, 0, token), 409)  # not started, not over
    httpx.post(f"{server}/api/tables/{tid}/start",
               headers={"Authorization": f"Bearer {token}"}).raise_for_status()
    deadline = time.monotonic() + 60
    while httpx.get(f"{server}/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.05)  # polling the table's status
    assert httpx.get(f"{server}/api/tables/{tid}/analysis/0").json() == {"status": "none"}
    # seat 0 is a bot's: the host (who has no seat) starts it
    first = _start(server, tid, 0, token).json()
    assert first["status"] in ("queued", "running", "done")
    while (answer := httpx.get(f"{server}/api/tables/{tid}/analysis/0").json())["status"] \
            in ("queued", "running"):
        if answer["status"] == "running":
            assert 0 <= answer["done"] <= max(answer["total"], 0) or answer["total"] == 0
        assert time.monotonic() < deadline + 60, "the analysis did not finish"
        time.sleep(0.1)  # polling its progress
    analysis = answer["analysis"]
    assert analysis["seat"] == 0 and analysis["decisions"] and analysis["series"]
    decision = analysis["decisions"][0]
    assert decision["played_label"]["en"] and decision["played_label"]["ru"]
    # kept: asking again answers at once with the same result
    began = time.monotonic()
    again = _start(server, tid, 0, token).json()
    assert again["status"] == "done" and again["analysis"] == analysis
    assert time.monotonic() - began < 2
    _error(httpx.get(f"{server}/api/tables/{tid}/analysis/5"), 404)


def test_only_a_player_of_the_seat_starts_its_analysis(server: str) -> None:
    tid, (ann, bob) = _people_table(server)
    other_tid, other_host = _bot_table(server)
    assert _error(_start(server, tid, 0), 401) == texts.NEED_TOKEN.to_json()
    _error(_start(server, tid, 0, "not-a-token"), 403)
    _error(_start(server, tid, 0, bob), 403)  # another seat's token
    _error(_start(server, tid, 1, ann), 403)  # the host, for a person's seat
    _error(_start(server, tid, 0, other_host), 403)  # another table's host
    _error(_start(server, other_tid, 0, ann), 403)
    assert _get(server, tid, 0) == _get(server, tid, 1) == {"status": "none"}
    # the players themselves: each their own seat
    assert _start(server, tid, 1, bob).json()["status"] in ("queued", "running", "done")
    assert _start(server, tid, 0, ann).json()["status"] in ("queued", "running", "done")
    assert _done(server, tid, 0)["analysis"]["seat"] == 0
    assert _done(server, tid, 1)["analysis"]["seat"] == 1
    # a host at a table of a person and a bot starts the bot's seat, not only their own
    made = new_table(server, "toy", 2, {1: "random"}, name="Cy")
    mixed, cy = made["table"]["id"], made["token"]

    async def play() -> None:
        async with ws_connect(ws_url(server, mixed, cy)) as ws:
            await play_person(Client(ws, 0), random.Random(7))

    asyncio.run(play())
    _finished(server, mixed)
    assert _start(server, mixed, 1, cy).status_code == 200
    assert _done(server, mixed, 1)["analysis"]["seat"] == 1


def test_the_queue_is_bounded_per_client_and_in_all(tmp_path: Path, backend: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    limits = Limits(analysis_queue=3, analysis_per_client=1, analysis_per_address=100)
    with gated(tmp_path, backend, monkeypatch, limits) as (base, _hub, gate):
        tables = [_bot_table(base) for _ in range(4)]
        (t1, h1), (t2, h2), (t3, h3), (t4, h4) = tables
        assert _start(base, t1, 0, h1, client="c1").status_code == 200
        _until(lambda: _get(base, t1, 0)["status"] == "running", "the first did not start")
        # one per client: its second waits until the first is done, with the reason
        busy = _error(_start(base, t1, 1, h1, client="c1"), 429)
        assert busy == server_analysis.YOURS_WAITING.to_json()
        # asking again for the same one is no second job: it answers its status
        again = _start(base, t1, 0, h1, client="c1")
        assert again.status_code == 200 and again.json()["status"] == "running"
        # the others queue in order, their positions counted from the next to run
        assert _start(base, t2, 0, h2, client="c2").json() == {"status": "queued", "position": 1}
        assert _start(base, t3, 0, h3, client="c3").json() == {"status": "queued", "position": 2}
        assert _get(base, t3, 0) == {"status": "queued", "position": 2}
        # three waiting or running in all: the fourth client is told the server is busy
        full = _error(_start(base, t4, 0, h4, client="c4"), 503)
        assert full == server_analysis.SERVER_BUSY.to_json()
        assert _get(base, t4, 0) == {"status": "none"}
        gate.open.set()
        for tid in (t1, t2, t3):
            _done(base, tid, 0)
        # one at a time, in the order they were queued
        assert gate.started == [(t1, 0), (t2, 0), (t3, 0)]
        # their places are free again
        assert _start(base, t1, 1, h1, client="c1").status_code == 200
        assert _start(base, t4, 0, h4, client="c4").status_code == 200
        _done(base, t1, 1)
        _done(base, t4, 0)


def test_one_address_holds_at_most_its_share(tmp_path: Path, backend: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    limits = Limits(analysis_queue=20, analysis_per_client=1, analysis_per_address=2)
    with gated(tmp_path, backend, monkeypatch, limits) as (base, _hub, gate):
        (t1, h1), (t2, h2), (t3, h3) = (_bot_table(base) for _ in range(3))
        assert _start(base, t1, 0, h1, client="a").status_code == 200
        assert _start(base, t2, 0, h2, client="b").status_code == 200
        # a new client id from the same address, or none at all, does not widen its share
        _error(_start(base, t3, 0, h3, client="c"), 429)
        _error(_start(base, t3, 0, h3), 429)
        gate.open.set()
        _done(base, t1, 0)
        _done(base, t2, 0)
        assert _start(base, t3, 0, h3).status_code == 200
        _done(base, t3, 0)


def test_a_flood_of_strangers_does_not_delay_a_player(tmp_path: Path, backend: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Strangers cannot queue at all, so a player's analysis waits at most for the one already
    running."""
    # the flood comes from one address as fast as it can: the REST rate limit (tested apart,
    # test_security_round2.py) is lifted so that every request reaches the analysis rules
    limits = Limits(analysis_queue=5, analysis_per_client=1, analysis_per_address=100,
                    rest_burst_address=100_000, rest_burst_client=100_000)
    with gated(tmp_path, backend, monkeypatch, limits) as (base, _hub, gate):
        (busy, busy_host), (mine, host) = _bot_table(base), _bot_table(base)
        people, (ann, _bob) = _people_table(base)
        assert _start(base, busy, 0, busy_host, client="first").status_code == 200
        _until(lambda: _get(base, busy, 0)["status"] == "running", "the first did not start")
        refused = []
        for i in range(30):  # a stranger with many client ids and any token they can get
            for tid, seat, token in ((mine, i % 2, None), (people, 1, ann),
                                     (people, i % 2, busy_host), (mine, 0, f"guess-{i}")):
                refused.append(_start(base, tid, seat, token, client=f"stranger-{i}").status_code)
        assert set(refused) <= {401, 403}, sorted(set(refused))
        assert _get(base, mine, 0) == _get(base, people, 1) == {"status": "none"}
        # the player (here the host of a bot's seat) is next, behind only the running one
        assert _start(base, mine, 0, host, client="player").json() == \
            {"status": "queued", "position": 1}
        assert _start(base, people, 0, ann, client="ann").json() == \
            {"status": "queued", "position": 2}
        gate.open.set()
        _done(base, mine, 0)
        _done(base, people, 0)
        assert gate.started == [(busy, 0), (mine, 0), (people, 0)]


def test_a_failed_analysis_frees_its_place(tmp_path: Path, backend: str,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    limits = Limits(analysis_queue=1, analysis_per_client=1, analysis_per_address=1)
    with gated(tmp_path, backend, monkeypatch, limits) as (base, _hub, gate):
        tid, host = _bot_table(base)
        gate.fail = True
        assert _start(base, tid, 0, host).status_code == 200
        _until(lambda: gate.started, "the analysis did not start")
        gate.open.set()
        _until(lambda: _get(base, tid, 0) == {"status": "none"}, "the failed job stayed")
        gate.fail = False
        assert _start(base, tid, 1, host).status_code == 200
        _done(base, tid, 1)


def test_an_old_game_is_not_analysed_but_its_analyses_are_read(tmp_path: Path,
                                                                backend: str) -> None:
    with running_hub(fresh_url(backend, tmp_path)) as (base, hub):
        tid, host = _bot_table(base)
        assert _start(base, tid, 0, host).status_code == 200
        made = _done(base, tid, 0)
        room = hub.rooms[tid]
        # the game ended a day more than the limit ago
        room.finished = time.time() - (hub.limits.analysis_recent_days + 1) * 86400
        old = _error(_start(base, tid, 1, host), 409)
        assert old == server_analysis.too_old(hub.limits.analysis_recent_days).to_json()
        assert "7 days" in old["en"] and "7 дней" in old["ru"]
        assert _get(base, tid, 1) == {"status": "none"}
        # what was made is still read by anyone, and asking for it again just answers it
        assert _get(base, tid, 0) == made
        assert _start(base, tid, 0, host).json() == made
