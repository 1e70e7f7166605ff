"""Bots play server-side, off the event loop: each decision is a job for a worker process
(threads for tests and notebooks), so a bot thinking hard never stalls other tables.

Workers keep the states of the tables they have seen. The process pool remembers how many
actions of each table it has sent to each worker and sends only the new ones, so a move costs
one `act` and a few bytes, not a replay and a whole record. Results come back through the
event loop's own reader on each worker's pipe: no helper thread, no blocking call on the loop.
The process pool shares its workers fairly between tables (see `ProcessBots`): a table of slow
bots nobody watches cannot hold up a person's table.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import math
import multiprocessing
import os
import pickle
import random
import struct
import threading
import time
from collections import Counter, OrderedDict, deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Protocol

from koloda.core import TIMEOUT, Agent, Game, Perspective, Record, State, start
from koloda.core.rng import derive_seed

log = logging.getLogger("koloda.server.bots")

#: (seat, action JSON), or (seat, action JSON, seconds) from a bot that takes its time
#: (an agent's optional `delay(perspective)`), or None when every bot declined
Result = tuple[int, dict[str, Any]] | tuple[int, dict[str, Any], float] | None
#: a hint job's answer: the search's suggestion (`koloda.bots.analysis.suggest`), or None when
#: the table moved on before it was thought about
Suggestion = dict[str, Any] | None


@dataclass(frozen=True)
class Header:
    """What a worker needs to deal a table's game."""

    game: Game
    options: dict[str, Any]
    players: int
    seed: int | str
    setup: dict[str, Any] | None


@dataclass(frozen=True)
class BotJob:
    """Ask the bots at `seats` (in the game's priority order) for one action.

    `must`: if every bot declines (or fails), play a random legal action of the first seat
    that has one (an obliged bot, a turn timer running out, a table of bots only).
    `background`: nobody is watching (a table of bots only, no one connected); the process pool
    runs such jobs only when no other job waits.
    `hint`: not a bot's move but a person's hint: the search's suggestion for that seat, from
    the seat's information only (`seats` and `must` are then unused; `salt` seeds the search).
    Hints share the workers, their fair turns and their stops with the bots' moves.
    """

    table: str
    header: Header
    actions: tuple[tuple[int | None, dict[str, Any]], ...]
    seats: tuple[tuple[int, str], ...]
    must: bool
    salt: int
    background: bool = False
    hint: int | None = None


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
            bot = warm.bots[(seat, spec)] = make_bot(spec, game, seed=derive_seed(
                warm.header.seed, "bot", seat))
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


def think(table: str, warm: Warm, seats: tuple[tuple[int, str], ...], must: bool, salt: int,
          hint: int | None) -> Result | Suggestion:
    """A job's answer: a hint's suggestion, or the bots' move."""
    if hint is not None:
        from koloda.bots.analysis import suggest  # imported here: workers load bots lazily

        return suggest(warm.state, warm.header.game, hint, seed=salt)
    return decide(table, warm, seats, must, salt)


class Bots(Protocol):
    """Where bots think: `ask` a job, `forget` a table that is over, `close`."""

    async def ask(self, job: BotJob) -> Any: ...

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
        return think(job.table, warm, job.seats, job.must, job.salt, job.hint)

    async def ask(self, job: BotJob) -> Any:
        """The job's answer: `Result` for bots, `Suggestion` for a hint."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, self._think, job)

    def forget(self, table: str) -> None:
        pass  # the caches are bounded; finished tables age out

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


# -- processes (the server) ------------------------------------------------------------------
#: the least a job thinks (seconds from its start) before another job may take its worker
MIN_SLICE = 0.2
#: how long a waiting job gives the busy workers to free up by themselves before a running job
#: is told to stop (a quick bot is done in milliseconds); a stop not yet due is called off when
#: the waiting job gets a worker meanwhile
GRACE = 0.05
#: a worker's deadline while nothing needs it back: the bot's own budget rules
NO_DEADLINE = math.inf


def _worker(jobs: Connection, replies: Connection, deadline: Any) -> None:
    """A worker process: answer jobs one at a time until the pipe closes. A searching bot stops
    early, with its best move so far, once `time.monotonic()` passes the shared `deadline`."""
    logging.basicConfig(level=logging.WARNING)
    from koloda.bots import budget, registry
    from koloda.core import games

    games()  # load the games and bots now, not during some table's first move
    registry._load_generic()
    # CLOCK_MONOTONIC is one clock for every process of the machine: the server sets the
    # deadline by its own clock and the worker reads it by the same
    budget.set_stop_check(lambda: time.monotonic() >= deadline.value)
    tables: dict[str, Warm] = {}
    while True:
        try:
            msg = jobs.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "forget":
            tables.pop(msg[1], None)
            continue
        _, job_id, table, header, actions, seats, must, salt, hint = msg
        try:
            if header is not None:
                tables[table] = warm_up(header)
            warm = tables[table]
            catch_up(warm, actions)
            result: Any = ("ok", think(table, warm, seats, must, salt, hint))
        except Exception as exc:  # reported to the server, which logs it
            tables.pop(table, None)
            result = ("error", f"{type(exc).__name__}: {exc}")
        try:
            replies.send((job_id, result))
        except OSError:  # the server is gone (killed): so is the point of going on
            return


@dataclass(eq=False)
class _Pending:
    """A job and the future its asker awaits."""

    job: BotJob
    fut: asyncio.Future[Any]

    @property
    def version(self) -> int:
        return len(self.job.actions)


@dataclass(eq=False)
class _Running:
    """The job a worker is thinking about."""

    id: int
    pending: _Pending
    started: float  # time.monotonic()
    stop_at: float = NO_DEADLINE  # when it was told to answer (NO_DEADLINE: not told)
    stale: bool = False  # its table has moved on: stopped for good

    def freeing(self, now: float) -> bool:
        """Whether its worker is as good as free: the job is stale or its stop is due."""
        return self.stale or self.stop_at <= now


class _Worker:
    """The server's end of one worker: a pipe each way, the shared deadline, and an outbox so
    that sending never blocks the event loop (a busy worker reads its pipe only between jobs)."""

    def __init__(self, ctx: Any, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        jobs_in, jobs_out = ctx.Pipe(duplex=False)
        self.conn, replies_out = ctx.Pipe(duplex=False)
        self.deadline = ctx.RawValue("d", NO_DEADLINE)
        self.process = ctx.Process(target=_worker, args=(jobs_in, replies_out, self.deadline),
                                   daemon=True, name="koloda-bot-worker")
        self.process.start()
        jobs_in.close()
        replies_out.close()
        self.jobs = jobs_out
        os.set_blocking(self.jobs.fileno(), False)
        self.outbox = bytearray()
        self.sent: dict[str, int] = {}  # table -> actions this worker has
        self.running: _Running | None = None

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
    """Worker processes (spawned: the server has threads that fork would copy badly), shared
    fairly between tables.

    - A worker thinks about one job at a time. Jobs wait here, in a FIFO queue per table, and
      a free worker takes the tables in turn: a table that has just had a job goes to the back,
      so one table's flood of jobs cannot starve another's. A free worker that already has the
      table's state is preferred (it gets only the new actions; another gets the whole record).
    - Two classes: background jobs (all-bot tables nobody watches) run only when no
      foreground job waits.
    - A move's budget shrinks with the load: while a job waits and no worker is free, a running
      job (a background one first, then the one running longest) is told, through its worker's
      shared deadline, to answer with its best move so far once it has thought `MIN_SLICE`
      seconds and the waiting job has waited `GRACE` (a stop not yet due is called off if a
      worker frees up meanwhile). So a waiting job starts within about `MIN_SLICE`, and on an
      idle server a bot's own budget (``ismcts:10s``) is the only limit.
    - A job is stale once its table asks for a later version (`len(actions)`): waiting, it is
      answered None without running; running, it is stopped at once (the room ignores answers
      for old versions).
    """

    def __init__(self, workers: int) -> None:
        self.ctx = multiprocessing.get_context("spawn")
        self.size = workers
        self.workers: list[_Worker] = []
        self.ids = itertools.count()
        self.loop: asyncio.AbstractEventLoop | None = None
        #: waiting jobs per table, the tables in turn order: foreground, background
        self.queues: tuple[OrderedDict[str, deque[_Pending]], ...] = (OrderedDict(),
                                                                      OrderedDict())
        #: table -> the newest version it has waiting or running
        self.latest: dict[str, int] = {}
        #: jobs run, stale jobs dropped, jobs told to stop, stops called off (logs, tests)
        self.counts: Counter[str] = Counter()
        #: the latest jobs started, oldest first: (table, version, background)
        self.started: deque[tuple[str, int, bool]] = deque(maxlen=256)

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
        self.loop.add_reader(worker.conn.fileno(), self._on_reply, worker)

    # -- answers ---------------------------------------------------------------------------
    def _on_reply(self, worker: _Worker) -> None:
        try:
            while worker.conn.poll():
                job_id, (status, value) = worker.conn.recv()
                running = worker.running
                if running is None or running.id != job_id:
                    continue
                worker.running = None
                table, fut = running.pending.job.table, running.pending.fut
                if status != "ok":
                    worker.sent.pop(table, None)  # the worker dropped its copy of the table
                if not fut.done():
                    if status == "ok":
                        fut.set_result(value)
                    else:
                        fut.set_exception(RuntimeError(value))
                self._tidy(table)
        except (EOFError, OSError):
            self._lost(worker)
            return
        self._schedule()

    def _lost(self, worker: _Worker) -> None:
        """A worker died (killed, out of memory): fail its job and start a new one."""
        log.error("a bot worker died; starting another")
        running, worker.running = worker.running, None
        worker.close()
        self._spawn(self.workers.index(worker))
        if running is not None:
            if not running.pending.fut.done():
                running.pending.fut.set_exception(RuntimeError("the bot worker died"))
            self._tidy(running.pending.job.table)
        self._schedule()

    # -- the scheduler ---------------------------------------------------------------------
    def submit(self, job: BotJob) -> asyncio.Future[Any]:
        """Queue a job; the future gets its result (None at once if the job is stale)."""
        if not self.workers:
            self._start()
        assert self.loop is not None
        fut: asyncio.Future[Any] = self.loop.create_future()
        version = len(job.actions)
        newest = self.latest.get(job.table)
        if newest is not None and version < newest:
            self.counts["stale"] += 1
            fut.set_result(None)
            return fut
        if newest is not None and version > newest:
            self._supersede(job.table, version)
        self.latest[job.table] = version
        queue = self.queues[1 if job.background else 0]
        queue.setdefault(job.table, deque()).append(_Pending(job, fut))
        self._schedule()
        return fut

    async def ask(self, job: BotJob) -> Any:
        """The job's answer: `Result` for bots, `Suggestion` for a hint."""
        return await self.submit(job)

    def _supersede(self, table: str, version: float) -> None:
        """Answer None to the table's jobs older than `version`; stop those running."""
        for queue in self.queues:
            jobs = queue.get(table)
            if not jobs:
                continue
            keep: deque[_Pending] = deque()
            for pending in jobs:
                if pending.version < version:
                    self.counts["stale"] += 1
                    if not pending.fut.done():
                        pending.fut.set_result(None)
                else:
                    keep.append(pending)
            if keep:
                queue[table] = keep  # keeps the table's turn
            else:
                del queue[table]
        now = time.monotonic()
        for w in self.workers:
            running = w.running
            if running is not None and running.pending.job.table == table \
                    and running.pending.version < version:
                self.counts["stale"] += 1
                running.stale = True
                if not running.pending.fut.done():
                    running.pending.fut.set_result(None)
                self._preempt(w, now)

    def _preempt(self, worker: _Worker, at: float) -> None:
        """Have the worker's bot answer by `at` (time.monotonic())."""
        running = worker.running
        assert running is not None
        if running.stop_at == NO_DEADLINE:
            self.counts["preempted"] += 1
        running.stop_at = min(running.stop_at, at)
        worker.deadline.value = running.stop_at

    def _call_off(self, worker: _Worker) -> None:
        """Let the worker's bot think its own budget again (its stop is not due yet)."""
        running = worker.running
        assert running is not None
        running.stop_at = NO_DEADLINE
        worker.deadline.value = NO_DEADLINE
        self.counts["called off"] += 1

    def _tidy(self, table: str) -> None:
        """Drop the table's newest version once nothing of it waits or runs."""
        if table not in self.latest:
            return
        if any(table in queue for queue in self.queues):
            return
        if any(w.running is not None and w.running.pending.job.table == table
               for w in self.workers):
            return
        del self.latest[table]

    def _next(self) -> _Pending | None:
        """The next job to run: the first table's oldest job, foreground tables first; the
        table goes to the back of its queue."""
        for queue in self.queues:
            while queue:
                table, jobs = next(iter(queue.items()))
                pending = jobs.popleft()
                if jobs:
                    queue.move_to_end(table)
                else:
                    del queue[table]
                if not pending.fut.done():  # not cancelled meanwhile
                    return pending
                self._tidy(table)
        return None

    @staticmethod
    def _choose(free: list[_Worker], job: BotJob) -> _Worker:
        """A free worker that has the table's state, else the one that knows fewest tables."""
        for w in free:
            have = w.sent.get(job.table)
            if have is not None and have <= len(job.actions):
                return w
        return min(free, key=lambda w: len(w.sent))

    def _run(self, worker: _Worker, pending: _Pending) -> None:
        job = pending.job
        have = worker.sent.get(job.table)
        header = None
        if have is None or have > len(job.actions):
            header, have = job.header, 0
        job_id = next(self.ids)
        worker.deadline.value = NO_DEADLINE  # the worker is idle: it reads it only in a job
        worker.running = _Running(job_id, pending, time.monotonic())
        worker.sent[job.table] = len(job.actions)
        worker.send(("job", job_id, job.table, header, job.actions[have:], job.seats,
                     job.must, job.salt, job.hint))
        self.counts["run"] += 1
        self.started.append((job.table, len(job.actions), job.background))

    def _schedule(self) -> None:
        """Give free workers the next jobs; if jobs still wait, make room for them."""
        while True:
            free = [w for w in self.workers if w.running is None]
            if not free:
                break
            pending = self._next()
            if pending is None:
                break
            self._run(self._choose(free, pending.job), pending)
        waiting_fg, waiting_bg = (sum(len(jobs) for jobs in queue.values())
                                  for queue in self.queues)
        now = time.monotonic()
        due = now + 0.005  # a stop due sooner than this cannot be called off in time
        busy = [(w, running) for w in self.workers if (running := w.running) is not None]
        # workers about to be free serve the first waiting jobs, foreground first
        soon = sum(1 for _, running in busy if running.freeing(due))
        need_fg = max(0, waiting_fg - soon)
        need_bg = max(0, waiting_bg - max(0, soon - waiting_fg))
        # the others make room for the rest: those already told first (a stable choice), then
        # background jobs, then the longest running; a background job makes room only at
        # another background job's expense
        others = sorted(((w, running) for w, running in busy if not running.freeing(due)),
                        key=lambda v: (v[1].stop_at == NO_DEADLINE,
                                       not v[1].pending.job.background, v[1].started))
        for w, running in others:
            if need_fg:
                need_fg -= 1
            elif need_bg and running.pending.job.background:
                need_bg -= 1
            else:
                if running.stop_at != NO_DEADLINE:  # not needed any more
                    self._call_off(w)
                continue
            self._preempt(w, max(now + GRACE, running.started + MIN_SLICE))

    # -- the rest of the protocol ----------------------------------------------------------
    def forget(self, table: str) -> None:
        self._supersede(table, math.inf)  # a finished table's jobs are all stale
        self.latest.pop(table, None)
        for w in self.workers:
            if w.sent.pop(table, None) is not None:
                w.send(("forget", table))
        self._schedule()

    def close(self) -> None:
        loop_open = self.loop is not None and not self.loop.is_closed()
        for queue in self.queues:
            for jobs in queue.values():
                for pending in jobs:
                    if loop_open:
                        pending.fut.cancel()
            queue.clear()
        self.latest.clear()
        for w in self.workers:
            if w.running is not None and loop_open:
                w.running.pending.fut.cancel()
            w.running = None
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
