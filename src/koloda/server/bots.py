"""Bots play server-side, off the event loop: each decision is a job for a worker process
(threads for tests and notebooks), so a bot thinking hard never stalls other tables.

Workers keep the states of the tables they have seen. The process pool remembers how many
actions of each table it has sent to each worker and sends only the new ones, so a move costs
one `act` and a few bytes, not a replay and a whole record. Results come back through the
event loop's own reader on each worker's pipe: no helper thread, no blocking call on the loop.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import multiprocessing
import os
import pickle
import random
import struct
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Protocol

from koloda.core import TIMEOUT, Agent, Game, Perspective, Record, State, start

log = logging.getLogger("koloda.server.bots")

#: (seat, action JSON), or (seat, action JSON, seconds) from a bot that takes its time
#: (an agent's optional `delay(perspective)`), or None when every bot declined
Result = tuple[int, dict[str, Any]] | tuple[int, dict[str, Any], float] | None


@dataclass(frozen=True)
class Header:
    """What a worker needs to deal a table's game."""

    game: Game
    options: dict[str, Any]
    players: int
    seed: int
    setup: dict[str, Any] | None


@dataclass(frozen=True)
class BotJob:
    """Ask the bots at `seats` (in the game's priority order) for one action.

    `must`: if every bot declines (or fails), play a random legal action of the first seat
    that has one (an obliged bot, a turn timer running out, a table of bots only).
    """

    table: str
    header: Header
    actions: tuple[tuple[int | None, dict[str, Any]], ...]
    seats: tuple[tuple[int, str], ...]
    must: bool
    salt: int


@dataclass
class Warm:
    """A worker's copy of one table: its state after `applied` actions, and its bots."""

    header: Header
    state: State
    applied: int
    bots: dict[tuple[int, str], Agent]


def warm_up(header: Header) -> Warm:
    record = Record(header.game.id, header.game.rules_version, header.options,
                    ["?"] * header.players, header.seed, header.setup)
    return Warm(header, start(record, header.game), 0, {})


def catch_up(warm: Warm, actions: Any) -> None:
    """Apply actions the worker has not seen yet."""
    game = warm.header.game
    for seat, data in actions:
        warm.state.apply(seat, game.codec.decode(data))
        warm.applied += 1


def bot_delay(bot: Agent, perspective: Perspective) -> float:
    """The seconds a bot wants the host to wait before its action counts (0: none); a real-time
    game's bot reacts like a person (`delay(perspective)`, optional in the agent protocol)."""
    delay = getattr(bot, "delay", None)
    if delay is None:
        return 0.0
    try:
        return max(0.0, float(delay(perspective)))
    except Exception:  # a broken delay must not stop the table: act at once
        log.exception("bot delay failed")
        return 0.0


def decide(table: str, warm: Warm, seats: tuple[tuple[int, str], ...], must: bool,
           salt: int) -> Result:
    """The first (seat, action JSON) a bot chooses, or None if all decline. Bots that take
    their time race: the quickest of those that act wins, its delay goes with its action."""
    from koloda.bots.registry import make_bot  # imported here: workers load bots lazily

    game, state = warm.header.game, warm.state
    quickest: tuple[float, int, dict[str, Any]] | None = None
    for seat, spec in seats:
        bot = warm.bots.get((seat, spec))
        if bot is None:
            bot = warm.bots[(seat, spec)] = make_bot(spec, game, seed=warm.header.seed
                                                     ^ (seat * 7919 + 1))
        try:
            choice = bot.act(Perspective(state, seat))
        except Exception:  # a broken bot must not stop the table: fall through to the next
            log.exception("bot %s at table %s seat %d failed", spec, table, seat)
            continue
        if choice is None or choice is TIMEOUT:
            continue
        if not state.is_legal(seat, choice):
            log.warning("bot %s at table %s seat %d chose an illegal action", spec, table, seat)
            continue
        pause = bot_delay(bot, Perspective(state, seat))
        if pause <= 0:
            return seat, game.codec.encode(choice)
        if quickest is None or pause < quickest[0]:
            quickest = (pause, seat, game.codec.encode(choice))
    if quickest is not None:
        return quickest[1], quickest[2], quickest[0]
    if must:
        rng = random.Random(salt)
        for seat, _spec in seats:
            legal = state.legal_actions(seat)
            if legal:
                return seat, game.codec.encode(rng.choice(legal))
    return None


class Bots(Protocol):
    """Where bots think: `ask` a job, `forget` a table that is over, `close`."""

    async def ask(self, job: BotJob) -> Result: ...

    def forget(self, table: str) -> None: ...

    def close(self) -> None: ...


# -- threads (tests, notebooks) --------------------------------------------------------------
class ThreadBots:
    """Bots in a thread pool; each thread keeps its own table states (two jobs of one table,
    a stale one and a new one, may run at once)."""

    CACHE = 2000

    def __init__(self, workers: int) -> None:
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="koloda-bot")
        self.local = threading.local()

    def _think(self, job: BotJob) -> Result:
        cache: OrderedDict[str, Warm] | None = getattr(self.local, "cache", None)
        if cache is None:
            cache = self.local.cache = OrderedDict()
        warm = cache.get(job.table)
        if warm is None or warm.applied > len(job.actions):
            warm = warm_up(job.header)
        catch_up(warm, job.actions[warm.applied:])
        cache[job.table] = warm
        cache.move_to_end(job.table)
        while len(cache) > self.CACHE:
            cache.popitem(last=False)
        return decide(job.table, warm, job.seats, job.must, job.salt)

    async def ask(self, job: BotJob) -> Result:
        return await asyncio.get_running_loop().run_in_executor(self.pool, self._think, job)

    def forget(self, table: str) -> None:
        pass  # the caches are bounded; finished tables age out

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


# -- processes (the server) ------------------------------------------------------------------
def _worker(jobs: Connection, replies: Connection) -> None:
    """A worker process: answer jobs in order until the pipe closes."""
    logging.basicConfig(level=logging.WARNING)
    from koloda.bots import registry
    from koloda.core import games

    games()  # load the games and bots now, not during some table's first move
    registry._load_generic()
    tables: dict[str, Warm] = {}
    while True:
        try:
            msg = jobs.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "forget":
            tables.pop(msg[1], None)
            continue
        _, job_id, table, header, actions, seats, must, salt = msg
        try:
            if header is not None:
                tables[table] = warm_up(header)
            warm = tables[table]
            catch_up(warm, actions)
            result: Any = ("ok", decide(table, warm, seats, must, salt))
        except Exception as exc:  # reported to the server, which logs it
            tables.pop(table, None)
            result = ("error", f"{type(exc).__name__}: {exc}")
        try:
            replies.send((job_id, result))
        except OSError:  # the server is gone (killed): so is the point of going on
            return


class _Worker:
    """The server's end of one worker: a pipe each way, and an outbox so that sending never
    blocks the event loop (a worker deep in thought reads its pipe only between jobs)."""

    def __init__(self, ctx: Any, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        jobs_in, jobs_out = ctx.Pipe(duplex=False)
        self.conn, replies_out = ctx.Pipe(duplex=False)
        self.process = ctx.Process(target=_worker, args=(jobs_in, replies_out), daemon=True,
                                   name="koloda-bot-worker")
        self.process.start()
        jobs_in.close()
        replies_out.close()
        self.jobs = jobs_out
        os.set_blocking(self.jobs.fileno(), False)
        self.outbox = bytearray()
        self.sent: dict[str, int] = {}  # table -> actions this worker has
        self.waiting: dict[int, asyncio.Future[Result]] = {}

    def send(self, msg: Any) -> None:
        """Queue a message in the framing `Connection.recv` reads (4-byte length, pickle)."""
        data = pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
        was_empty = not self.outbox
        self.outbox += struct.pack("!i", len(data)) + data
        if was_empty:
            self._flush()

    def _flush(self) -> None:
        try:
            while self.outbox:
                n = os.write(self.jobs.fileno(), self.outbox)
                del self.outbox[:n]
        except BlockingIOError:
            self.loop.add_writer(self.jobs.fileno(), self._flush)
            return
        except OSError:
            self.outbox.clear()
            return
        self.loop.remove_writer(self.jobs.fileno())

    def close(self) -> None:
        for fd_owner, remove in ((self.conn, self.loop.remove_reader),
                                 (self.jobs, self.loop.remove_writer)):
            try:
                if not self.loop.is_closed():
                    remove(fd_owner.fileno())
            except (ValueError, OSError):
                pass
            fd_owner.close()
        self.process.terminate()


class ProcessBots:
    """Worker processes (spawned: the server has threads that fork would copy badly).

    A table sticks to the worker that has its state while that worker is not busier than
    the others; otherwise the least busy worker gets it (and the whole record once).
    """

    def __init__(self, workers: int) -> None:
        self.ctx = multiprocessing.get_context("spawn")
        self.size = workers
        self.workers: list[_Worker] = []
        self.ids = itertools.count()
        self.loop: asyncio.AbstractEventLoop | None = None

    def _start(self) -> None:
        self.loop = asyncio.get_running_loop()
        for i in range(self.size):
            self._spawn(i)

    def _spawn(self, i: int) -> None:
        assert self.loop is not None
        worker = _Worker(self.ctx, self.loop)
        if i < len(self.workers):
            self.workers[i] = worker
        else:
            self.workers.append(worker)
        assert self.loop is not None
        self.loop.add_reader(worker.conn.fileno(), self._on_reply, worker)

    def _on_reply(self, worker: _Worker) -> None:
        try:
            while worker.conn.poll():
                job_id, (status, value) = worker.conn.recv()
                fut = worker.waiting.pop(job_id, None)
                if fut is None or fut.done():
                    continue
                if status == "ok":
                    fut.set_result(value)
                else:
                    fut.set_exception(RuntimeError(value))
        except (EOFError, OSError):
            self._lost(worker)

    def _lost(self, worker: _Worker) -> None:
        """A worker died (killed, out of memory): fail its jobs and start a new one."""
        log.error("a bot worker died; starting another")
        for fut in worker.waiting.values():
            if not fut.done():
                fut.set_exception(RuntimeError("the bot worker died"))
        worker.close()
        self._spawn(self.workers.index(worker))

    def _pick(self, table: str) -> _Worker:
        least = min(self.workers, key=lambda w: len(w.waiting))
        for w in self.workers:
            if table in w.sent and len(w.waiting) <= len(least.waiting):
                return w
        return least

    async def ask(self, job: BotJob) -> Result:
        if not self.workers:
            self._start()
        worker = self._pick(job.table)
        have = worker.sent.get(job.table)
        header = None
        if have is None or have > len(job.actions):
            header, have = job.header, 0
        job_id = next(self.ids)
        fut: asyncio.Future[Result] = asyncio.get_running_loop().create_future()
        worker.waiting[job_id] = fut
        worker.sent[job.table] = len(job.actions)
        worker.send(("job", job_id, job.table, header, job.actions[have:], job.seats,
                     job.must, job.salt))
        try:
            return await fut
        except RuntimeError:
            worker.sent.pop(job.table, None)  # its copy of the table is gone or suspect
            raise

    def forget(self, table: str) -> None:
        for w in self.workers:
            if w.sent.pop(table, None) is not None:
                w.send(("forget", table))

    def close(self) -> None:
        for w in self.workers:
            w.close()
        for w in self.workers:
            w.process.join(timeout=5)
        self.workers = []

    async def warm(self) -> None:
        """Start the workers now (spawning one takes a second or more)."""
        if not self.workers:
            self._start()


def make_bots(kind: str = "process", workers: int | None = None) -> Bots:
    """Where bots think: "process" (default; real parallelism) or "thread"."""
    if workers is None:
        workers = max(2, min(4, (os.cpu_count() or 2) - 1))
    if kind == "thread":
        return ThreadBots(workers)
    return ProcessBots(workers)
