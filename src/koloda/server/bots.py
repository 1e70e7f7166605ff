"""Bots play server-side, off the event loop: each decision is a job for a pool of worker
processes (threads for tests and notebooks), so a bot thinking hard never stalls other tables.

A job carries the table's whole record; each worker keeps the states it has already built and
only applies the actions it has not seen yet, so a move costs one `act`, not a replay.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
from collections import OrderedDict
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from koloda.core import TIMEOUT, Agent, Game, Perspective, Record, State, start

log = logging.getLogger("koloda.server.bots")

#: how many table states one worker keeps warm
CACHE_SIZE = 2000


@dataclass(frozen=True)
class BotJob:
    """Ask the bots at `seats` (in the game's priority order) for one action.

    `must`: if every bot declines (or fails), play a random legal action of the first seat
    that has one (an obliged seat, a turn timer running out, or a table of bots only).
    """

    table: str
    game: Game
    options: dict[str, Any]
    players: int
    seed: int
    setup: dict[str, Any] | None
    actions: tuple[tuple[int | None, dict[str, Any]], ...]
    seats: tuple[tuple[int, str], ...]
    must: bool
    salt: int


@dataclass
class _Warm:
    state: State
    applied: int
    bots: dict[tuple[int, str], Agent]


_local = threading.local()


def _cache() -> OrderedDict[str, _Warm]:
    # Per thread: two jobs of one table may run at once in a thread pool (a stale one and a new
    # one); each must have its own state.
    found = getattr(_local, "cache", None)
    if found is None:
        found = _local.cache = OrderedDict()
    return found


def _warm(job: BotJob) -> _Warm:
    cache = _cache()
    warm = cache.get(job.table)
    if warm is not None and (warm.applied > len(job.actions)
                             or warm.state.game.id != job.game.id):
        warm = None
    if warm is None:
        record = Record(job.game.id, job.game.rules_version, job.options,
                        ["?"] * job.players, job.seed, job.setup)
        warm = _Warm(start(record, job.game), 0, {})
    for seat, data in job.actions[warm.applied:]:
        warm.state.apply(seat, job.game.codec.decode(data))
    warm.applied = len(job.actions)
    cache[job.table] = warm
    cache.move_to_end(job.table)
    while len(cache) > CACHE_SIZE:
        cache.popitem(last=False)
    return warm


def think(job: BotJob) -> tuple[int, dict[str, Any]] | None:
    """Run in a worker: the first (seat, action JSON) a bot chooses, or None if all decline."""
    from koloda.bots.registry import make_bot  # imported here: workers load bots lazily

    warm = _warm(job)
    state = warm.state
    for seat, spec in job.seats:
        key = (seat, spec)
        bot = warm.bots.get(key)
        if bot is None:
            bot = warm.bots[key] = make_bot(spec, job.game, seed=job.seed ^ (seat * 7919 + 1))
        try:
            choice = bot.act(Perspective(state, seat))
        except Exception:  # a broken bot must not stop the table: fall through to the next
            log.exception("bot %s at table %s seat %d failed", spec, job.table, seat)
            continue
        if choice is None or choice is TIMEOUT:
            continue
        if not state.is_legal(seat, choice):
            log.warning("bot %s at table %s seat %d chose an illegal action", spec, job.table, seat)
            continue
        return seat, job.game.codec.encode(choice)
    if job.must:
        rng = random.Random(job.salt)
        for seat, _spec in job.seats:
            legal = state.legal_actions(seat)
            if legal:
                return seat, job.game.codec.encode(rng.choice(legal))
    if state.is_over():
        _cache().pop(job.table, None)
    return None


def _worker_init() -> None:
    # Workers inherit nothing from the server's logging set-up under spawn; keep warnings.
    logging.basicConfig(level=logging.WARNING)
    # Load the games and bots now, not during the first move of some table.
    from koloda.bots import registry
    from koloda.core import games

    games()
    registry._load_generic()


def ready() -> bool:
    """A job that does nothing: submitted at start-up so the workers are up before any move."""
    return True


def make_pool(kind: str = "process", workers: int | None = None) -> Executor:
    """The executor bots think in: "process" (default; real parallelism) or "thread"."""
    if workers is None:
        workers = max(2, min(4, (os.cpu_count() or 2) - 1))
    if kind == "thread":
        return ThreadPoolExecutor(max_workers=workers, thread_name_prefix="koloda-bot")
    # spawn, not fork: the server has threads (the database writer) that fork would copy badly
    ctx = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_worker_init)
