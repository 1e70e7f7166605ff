"""The process pool shares its workers fairly: tables take turns, background jobs (all-bot
tables nobody watches) wait for foreground ones, stale jobs never run, and a flood of slow bots
is cut short so that another table's quick bot still answers within a second.

Real worker processes and the real Durak game; the waits are on the pool's state, never fixed
sleeps, so that the tests hold on a busy machine (the workers and the test share its cores).
"""

from __future__ import annotations

import asyncio
import math
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx

from koloda.bots import budget
from koloda.bots.ismcts import ISMCTS
from koloda.core import Perspective, get_game
from koloda.server import bots as bots_module
from koloda.server.bots import BotJob, Header, ProcessBots, Result, catch_up, warm_up

from .helpers import Client, auth, new_table, running_server, ws_connect, ws_url

DURAK = get_game("durak")
SLOW = "ismcts:10s"
#: a move's answer under a flood of slow bots (the bound of the acceptance test)
QUICK = 1.0


class Table:
    """A table's history kept here, so that its jobs carry legal actions move after move."""

    def __init__(self, name: str, seed: int, spec: str, background: bool = False,
                 players: int = 2) -> None:
        self.name, self.spec, self.background = name, spec, background
        self.warm = warm_up(Header(DURAK, {}, players, seed, None))
        self.actions: list[tuple[int | None, dict[str, Any]]] = []

    def job(self, spec: str | None = None) -> BotJob:
        state = self.warm.state
        seat = state.to_move()
        if seat is None:
            seat = state.actors()[0]
        return BotJob(self.name, self.warm.header, tuple(self.actions),
                      ((seat, spec or self.spec),), True, 7, background=self.background)

    def play(self, result: Result) -> None:
        assert result is not None
        step = (result[0], result[1])
        self.actions.append(step)
        catch_up(self.warm, [step])

    def play_random(self, rng: random.Random) -> None:
        job = self.job()
        seat = job.seats[0][0]
        action = rng.choice(self.warm.state.legal_actions(seat))
        self.play((seat, DURAK.codec.encode(action)))

    @property
    def over(self) -> bool:
        return self.warm.state.outcome() is not None


async def until(pred: Callable[[], bool], timeout: float = 30.0) -> None:
    """Wait (polling the event loop) until `pred()` holds."""
    deadline = time.monotonic() + timeout
    while not pred():
        assert time.monotonic() < deadline, "timed out waiting"
        await asyncio.sleep(0.005)


def run_with_pool(scenario: Callable[[ProcessBots], Awaitable[None]], workers: int = 2) -> None:
    """Run `scenario` with a pool whose workers are up (each has answered a job)."""

    async def main() -> None:
        bots = ProcessBots(workers)
        try:
            # one job per worker at a time: these land on different workers
            tables = [Table(f"boot{i}", i, "random") for i in range(workers)]
            await asyncio.gather(*(bots.ask(t.job()) for t in tables))
            assert bots.counts["run"] == workers
            bots.started.clear()
            await scenario(bots)
        finally:
            bots.close()

    asyncio.run(main())


def started(bots: ProcessBots) -> list[str]:
    return [table for table, _version, _bg in bots.started]


def occupy(bots: ProcessBots, n: int = 2) -> list[asyncio.Future[Result]]:
    """Give every worker a slow background job (on tables of their own)."""
    futs = [bots.submit(Table(f"slow{i}", 100 + i, SLOW, background=True).job())
            for i in range(n)]
    assert all(w.running is not None for w in bots.workers)
    return futs


def done_with(bots: ProcessBots, slow: list[asyncio.Future[Result]]) -> None:
    """The slow tables are over (as a finished table is): their jobs answer at once, the one
    still thinking is stopped, rather than think out their seconds."""
    for i in range(len(slow)):
        bots.forget(f"slow{i}")
    assert all(fut.done() for fut in slow)


# -- the hook ------------------------------------------------------------------------------
def test_a_search_stops_when_the_host_says_so_with_a_move_and_not_before_the_first_iterations():
    state = warm_up(Header(DURAK, {}, 2, 5, None)).state
    seat = state.to_move()
    assert seat is not None and not budget.should_stop()
    bot = ISMCTS(iterations=None, seconds=30.0, seed=1, rollout_depth="auto")
    budget.set_stop_check(lambda: True)
    try:
        began = time.monotonic()
        choice = bot.act(Perspective(state, seat))
    finally:
        budget.set_stop_check(None)
    assert time.monotonic() - began < 5.0
    assert choice is not None and state.is_legal(seat, choice)
    assert bot.last_iterations == 8  # the first check comes after a few iterations
    assert not budget.should_stop()


# -- the scheduler -------------------------------------------------------------------------
def test_tables_take_turns_however_many_jobs_one_of_them_queues():
    async def scenario(bots: ProcessBots) -> None:
        slow = occupy(bots)
        x, y, z = (Table(name, seed, "random") for name, seed in (("x", 1), ("y", 2), ("z", 3)))
        futs = [bots.submit(x.job()) for _ in range(3)]  # three asks of one version
        futs += [bots.submit(y.job()), bots.submit(z.job())]
        results = await asyncio.gather(*slow, *futs)
        assert all(r is not None for r in results)  # the preempted bots answered too
        assert started(bots) == ["slow0", "slow1", "x", "y", "z", "x", "x"]
        assert bots.counts["preempted"] >= 2

    run_with_pool(scenario)


def test_background_jobs_run_only_when_no_foreground_job_waits():
    async def scenario(bots: ProcessBots) -> None:
        slow = occupy(bots)
        quiet = [Table(f"quiet{i}", 10 + i, "random", background=True) for i in range(2)]
        watched = [Table(f"watched{i}", 20 + i, "random") for i in range(2)]
        futs = [bots.submit(quiet[0].job()), bots.submit(watched[0].job()),
                bots.submit(quiet[1].job()), bots.submit(watched[1].job())]
        await asyncio.gather(*slow, *futs)
        assert started(bots) == ["slow0", "slow1", "watched0", "watched1", "quiet0", "quiet1"]

    run_with_pool(scenario)


def test_a_queued_job_made_stale_by_a_later_version_is_answered_none_without_running():
    async def scenario(bots: ProcessBots) -> None:
        slow = occupy(bots)
        table = Table("x", 4, "random")
        old = bots.submit(table.job())
        table.play_random(random.Random(1))
        new = bots.submit(table.job())
        assert old.done() and old.result() is None  # at once: no worker was asked
        result = await new
        assert result is not None
        assert [(t, v) for t, v, _bg in bots.started if t == "x"] == [("x", 1)]
        assert bots.counts["stale"] == 1
        for name in ("slow0", "slow1"):  # a finished table's jobs are stale too: stopped
            bots.forget(name)
        assert all(fut.done() for fut in slow)
        await until(lambda: all(w.running is None for w in bots.workers), timeout=5)

    run_with_pool(scenario)


def test_a_running_job_made_stale_is_stopped_at_once():
    async def scenario(bots: ProcessBots) -> None:
        table = Table("x", 4, SLOW)
        old = bots.submit(table.job())
        began = time.monotonic()
        table.play_random(random.Random(1))
        new = bots.submit(table.job(spec="random"))
        assert old.done() and old.result() is None
        assert await new is not None
        await until(lambda: all(w.running is None for w in bots.workers))
        assert time.monotonic() - began < 5.0  # far less than the 10 s the bot may think
        assert bots.counts["preempted"] == 1

    run_with_pool(scenario)


def test_a_stop_is_called_off_when_a_worker_frees_up_by_itself(monkeypatch: Any) -> None:
    # a long slice, so that the quick bot surely finishes before the slow bot's stop is due
    monkeypatch.setattr(bots_module, "MIN_SLICE", 5.0)

    async def scenario(bots: ProcessBots) -> None:
        deep = bots.submit(Table("deep", 1, SLOW).job())
        quick = [bots.submit(Table(f"quick{i}", 2 + i, "random").job()) for i in range(2)]
        worker = next(w for w in bots.workers
                      if w.running is not None and w.running.pending.job.table == "deep")
        assert worker.running is not None and worker.running.stop_at < math.inf  # told
        await asyncio.gather(*quick)  # the second ran when the first was done
        assert worker.running is not None and worker.running.pending.job.table == "deep"
        assert worker.running.stop_at == math.inf and worker.deadline.value == math.inf
        assert bots.counts["called off"] == 1 and not deep.done()
        bots.forget("deep")
        assert await deep is None

    run_with_pool(scenario)


def test_with_no_load_a_bot_thinks_its_whole_budget():
    async def scenario(bots: ProcessBots) -> None:
        table = Table("x", 4, "ismcts:0.5s")
        began = time.monotonic()
        assert await bots.ask(table.job()) is not None
        assert time.monotonic() - began >= 0.5
        assert bots.counts["preempted"] == 0

    run_with_pool(scenario)


def test_a_flood_of_slow_bots_keeps_another_tables_random_bot_under_a_second_a_move():
    async def scenario(bots: ProcessBots) -> None:
        stop = asyncio.Event()

        async def flood(table: Table) -> int:
            moves = 0
            while not table.over:
                result = await bots.ask(table.job())
                if stop.is_set():
                    break
                table.play(result)
                moves += 1
            return moves

        # three tables of slow bots nobody watches on two workers: always one waiting
        slow = [Table(f"slow{i}", 100 + i, SLOW, background=True, players=4) for i in range(3)]
        floods = [asyncio.create_task(flood(t)) for t in slow]
        await until(lambda: all(w.running is not None and w.running.pending.job.background
                                for w in bots.workers) and len(bots.queues[1]) >= 1)
        person = Table("person", 9, "random")
        rng = random.Random(3)
        times = []
        for _ in range(8):
            began = time.monotonic()
            result = await bots.ask(person.job())
            times.append(time.monotonic() - began)
            person.play(result)
            if person.over:
                break
            person.play_random(rng)  # the person's own move: the bot is asked again
            if person.over:
                break
        stop.set()
        for table in slow:  # their jobs stop at once
            bots.forget(table.name)
        moves = await asyncio.gather(*floods)
        assert max(times) < QUICK, times
        assert sum(moves) >= 3 and bots.counts["preempted"] >= 1

    run_with_pool(scenario)


# -- through the server ----------------------------------------------------------------------
def test_through_the_server_tables_of_slow_bots_nobody_watches_do_not_slow_a_persons_bot(
        tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'koloda.db'}", bot_pool="process") as base:
        slow: list[str] = []
        for _ in range(3):  # anonymous tables of slow bots, nobody connected
            made = new_table(base, "durak", 4, {s: SLOW for s in range(1, 4)}, start_game=False)
            tid, token = made["table"]["id"], made["token"]
            assert httpx.delete(f"{base}/api/tables/{tid}/seats/0",
                                headers=auth(token)).status_code == 200
            httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": 0, "bot": SLOW},
                       headers=auth(token))
            assert httpx.post(f"{base}/api/tables/{tid}/start",
                              headers=auth(token)).status_code == 200
            slow.append(tid)
        # the workers are up once every slow table has moved
        deadline = time.monotonic() + 30
        while not all(httpx.get(f"{base}/api/tables/{t}").json()["version"] > 0 for t in slow):
            assert time.monotonic() < deadline, "the slow tables never moved"
            time.sleep(0.05)
        made = new_table(base, "durak", 2, {1: "random"})
        tid, token = made["table"]["id"], made["token"]

        async def main() -> list[float]:
            rng = random.Random(5)
            times: list[float] = []
            async with ws_connect(ws_url(base, tid, token)) as ws:
                person = Client(ws, 0)
                msg = await person.state(timeout=30)
                asked: float | None = None
                while len(times) < 6 and not msg["outcome"]:
                    if msg.get("to_move") == 1 and asked is None:
                        asked = time.monotonic()  # the bot must move: the clock runs
                    elif asked is not None:
                        times.append(time.monotonic() - asked)
                        asked = time.monotonic() if msg.get("to_move") == 1 else None
                    if msg["legal"] and (msg.get("to_move") == 0 or msg["actors"] == [0]):
                        await person.act(msg["version"], rng.choice(msg["legal"])["action"])
                    msg = await person.state(timeout=30)
            return times

        times = asyncio.run(main())
        assert times and max(times) < QUICK, times


# -- hints ---------------------------------------------------------------------------------
def test_a_hint_is_thought_about_in_a_worker_taking_its_turn_like_a_bots_move():
    async def scenario(bots: ProcessBots) -> None:
        slow = occupy(bots)
        table = Table("hinted", 6, "random")
        seat = table.job().seats[0][0]
        job = BotJob("hinted", table.warm.header, tuple(table.actions), (), False, 3, hint=seat)
        answer = await bots.ask(job)  # waited for a worker: the slow bots were told to stop
        done_with(bots, slow)
        legal = [DURAK.codec.encode(a) for a in table.warm.state.legal_actions(seat)]
        assert answer["best"] in legal
        assert {json_key(m["action"]) for m in answer["moves"]} == {json_key(a) for a in legal}
        assert started(bots) == ["slow0", "slow1", "hinted"]
        assert bots.counts["preempted"] >= 1
        # a hint waiting when the table moves on is answered None, never thought about
        slow = occupy(bots)
        waiting = bots.submit(job)
        table.play_random(random.Random(2))
        moved = bots.submit(table.job())
        assert waiting.done() and waiting.result() is None
        assert await moved is not None
        done_with(bots, slow)
        assert started(bots).count("hinted") == 2  # the first hint and the bot's move

    run_with_pool(scenario)


def json_key(action: dict[str, Any] | None) -> str:
    import json

    return json.dumps(action, sort_keys=True)


def test_a_bot_worker_starts_without_the_web_app():
    """A worker process imports `koloda.server.bots` alone: not FastAPI, SQLAlchemy or the
    accounts (about nine tenths of a second of a core at every start and restart)."""
    import subprocess
    import sys

    probe = ("import sys, koloda.server.bots; "
             "print(sorted(m for m in ('fastapi', 'sqlalchemy', 'webauthn', 'koloda.server.app') "
             "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"

