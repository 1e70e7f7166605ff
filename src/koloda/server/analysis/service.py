"""Post-game analysis: a finished table's seat judged move by move by the search
(`koloda.bots.analysis`, from that seat's information only), computed once in a thread off the
event loop, then kept in the database with the moves labelled in both languages.

An analysis keeps a core busy for seconds, so who may start one is narrow: the person who sat
in that seat (their seat token), or the table's host for a bot's seat, while the game is
recent (`Limits.analysis_recent_days`). Anyone reads the analyses already made. Jobs wait in
one bounded queue and run one at a time in the order they came; a client id and an address
hold only a few places in it (`Limits.analysis_per_client`, `analysis_per_address`), and a
full queue (`analysis_queue`) refuses more instead of growing: an analysis waits at most for
those queued before it.

Jobs are kept in the database (`koloda_analysis_queue`) from the request until the result is
kept, in the same transaction: a process that stops (a deploy, a crash) loses none. Each job
is in one process's hand (its name, and a lease of `LEASE` seconds that it renews every
`SWEEP` seconds while it lives); that process runs its own jobs one at a time, oldest first.
A process started again takes its own jobs back at once (all of them, when it is alone on its
database), queued and interrupted alike, and every `SWEEP` seconds any process takes up the
jobs whose lease ran out (a process of a cluster that died). The bounds count the kept jobs:
per client id and address over every process's, the queue's size over the process's own.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from koloda.bots.analysis import analyse
from koloda.core import Text, text

from ..http import ApiError, Client
from ..limits import hashed
from . import db
from .db import Key

if TYPE_CHECKING:
    from ..tables.hub import Hub
    from ..tables.room import Room

log = logging.getLogger("koloda.server.analysis")

NOT_OVER = text("server-analysis-not-over")
NO_SEAT = text("server-analysis-no-seat")
COSTLY = text("server-analysis-costly")
NOT_YOURS = text("server-analysis-not-yours")
SERVER_BUSY = text("server-analysis-busy")
YOURS_WAITING = text("server-analysis-yours-waiting")


def too_old(days: float) -> Text:
    """An analysis may be started only within `days` of the game's end."""
    shown = f"{days:g}"  # as the limit is written (Fluent would round it and group its digits)
    return text("server-analysis-too-old", count=days, days=shown,
                days_comma=shown.replace(".", ","))


#: how long a process's jobs stay in its hand without its word, and how often it gives it
#: (and looks for other processes' jobs whose lease ran out)
LEASE = 60.0
SWEEP = 15.0
#: a job started this many times is dropped (each time, it seems, its process stopped: an
#: analysis that kills its server must not kill the next one too)
TRIES = 3


@dataclass
class Jobs:
    """This process's part of the analyses' queue: its name (whose hand a job is in), the job
    it runs (one at a time) and that job's progress; the queue itself is kept in the
    database."""

    owner: str = field(default_factory=lambda: str(os.getpid()))
    running: Key | None = None
    done: int = 0
    total: int = 0
    #: a worker is running; `wake`: a job was queued since it last looked
    working: bool = False
    wake: bool = False


def jobs_of(hub: Hub) -> Jobs:
    """The hub's analyses, queued or running."""
    jobs = getattr(hub, "analyses", None)
    if jobs is None:
        jobs = hub.analyses = Jobs()  # type: ignore[attr-defined]
    return jobs


async def queue(hub: Hub, table_id: str, seat: int, client: Client) -> str:
    """Queue a seat's analysis for this process, within the bounds (db.queue's answers), and
    make sure a worker runs it."""
    jobs, limits, now = jobs_of(hub), hub.limits, time.time()
    answer = await hub.writer.call(partial(
        db.queue, hub.store, table_id, seat, hashed(client.id), hashed(client.address), now,
        jobs.owner, now + LEASE, per_client=limits.analysis_per_client,
        per_address=limits.analysis_per_address, size=limits.analysis_queue))
    if answer == db.QUEUED:
        kick(hub)
    return str(answer)


async def status(hub: Hub, table_id: str, seat: int) -> dict[str, Any]:
    """Where a seat's analysis stands, as GET answers: its progress when this process runs
    it (another process's running job: 0 of 0, its progress is known there only)."""
    jobs = jobs_of(hub)
    if jobs.running == (table_id, seat):
        return {"status": "running", "done": jobs.done, "total": jobs.total}
    found = await hub.writer.call(db.status, hub.store, table_id, seat)
    if found is None:
        return {"status": "none"}
    if found["status"] == "running":
        mine = jobs.running == (table_id, seat)  # it may have started here while it was read
        return {"status": "running", "done": jobs.done if mine else 0,
                "total": jobs.total if mine else 0}
    return found  # type: ignore[no-any-return]


def kick(hub: Hub) -> None:
    """Make sure this process's worker looks for its jobs."""
    jobs = jobs_of(hub)
    jobs.wake = True
    if not jobs.working:
        jobs.working = True
        hub.spawn(work(hub))


async def run(hub: Hub, process: str) -> None:
    """This process's part of the queue, for as long as it serves under the name `process`:
    the jobs kept for it taken back as it starts, then every `SWEEP` seconds its own kept in
    hand and those whose process let go of them taken up."""
    jobs = jobs_of(hub)
    jobs.owner = process
    first = True
    while True:
        taken: list[Key] = []
        try:
            now = time.time()
            if not first:
                await hub.writer.call(db.renew, hub.store, process, now + LEASE)
            taken = await hub.writer.call(partial(
                db.take_jobs, hub.store, process, now, now + LEASE, own=first,
                every=first and not hub.owner.cluster))
            first = False
        except Exception:
            log.exception("analysis: could not look for kept jobs")
        if taken:
            log.info("analysis: %d kept jobs taken up", len(taken))
        kick(hub)  # also its own, left when its worker could not reach the database
        await asyncio.sleep(SWEEP)


def labeller(room: Room, seat: int) -> Any:
    """A function giving an action's JSON its label in both languages, as `seat` reads it
    (None for None: declining to act)."""
    game, names = room.game, room.names(seat)

    def label(action: dict[str, Any] | None) -> dict[str, str] | None:
        if action is None:
            return None
        decoded = game.codec.decode(action)
        return {lang: game.describe_action(decoded, lang, names) for lang in ("en", "ru")}

    return label


def _labelled(room: Room, seat: int, data: dict[str, Any]) -> dict[str, Any]:
    """The moves of `data` with their labels in both languages, named as `seat` reads them."""
    label = labeller(room, seat)
    for decision in data["decisions"]:
        decision["played_label"] = label(decision["played"])
        decision["best_label"] = label(decision["best"])
    return data


async def work(hub: Hub) -> None:
    """Run this process's jobs one at a time, oldest first, until none is left."""
    jobs = jobs_of(hub)
    try:
        while True:
            jobs.wake = False
            now = time.time()
            try:
                key, dropped = await hub.writer.call(db.next_job, hub.store, jobs.owner, now,
                                                     now + LEASE, TRIES)
            except Exception:  # the database is away: the next sweep looks again
                log.exception("analysis: could not take the next job")
                return
            for table_id, seat in dropped:
                log.warning("table %s seat %d: the analysis was started %d times and never "
                            "ended; dropped", table_id, seat, TRIES)
            if key is None:
                if jobs.wake:  # queued while it looked
                    continue
                return
            jobs.running, jobs.done, jobs.total = key, 0, 0
            try:
                await _run(hub, *key)
            except Exception as exc:
                jobs.running = None
                await _failed(hub, key, exc)
            finally:
                jobs.running = None
    finally:
        jobs.working = False


async def _failed(hub: Hub, key: Key, exc: Exception) -> None:
    """A job that did not end: left to another process if its table is served elsewhere (a
    cluster's), else dropped (its place is free)."""
    try:
        if isinstance(exc, ApiError) and exc.status == 503:
            log.info("table %s seat %d: the analysis left to another process", *key)
            await hub.writer.call(db.let_go, hub.store, *key, jobs_of(hub).owner)
        else:
            log.error("table %s seat %d: the analysis failed", *key, exc_info=exc)
            await hub.writer.call(db.drop_job, hub.store, *key)
    except Exception:  # the database is away: its lease runs out, and it is taken up again
        log.exception("table %s seat %d: the failed analysis could not be let go", *key)


async def _run(hub: Hub, table_id: str, seat: int) -> None:
    # Asked for again while an earlier run was saving it: nothing to do.
    if await hub.writer.call(db.get, hub.store, table_id, seat):
        await hub.writer.call(db.drop_job, hub.store, table_id, seat)
        return
    room = await hub.room(table_id)
    record = room.record()
    jobs = jobs_of(hub)

    def progress(done: int, total: int) -> None:
        if jobs.running == (table_id, seat):
            jobs.done, jobs.total = done, total

    result = await asyncio.to_thread(analyse, record, room.game, seat,
                                     budget=hub.limits.analysis_iterations, progress=progress)
    data = _labelled(room, seat, result.to_json())
    await hub.writer.call(db.put, hub.store, room.id, seat, data, time.time())
