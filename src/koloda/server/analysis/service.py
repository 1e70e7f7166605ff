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
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from koloda.bots.analysis import analyse
from koloda.core import Text, text

from ..http import Client
from . import db

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


@dataclass
class Job:
    """One analysis waiting or running: whose it is (for the per-client bounds) and its
    progress."""

    room: Room
    seat: int
    client: Client
    running: bool = False
    done: int = 0
    total: int = 0


@dataclass
class Jobs:
    """A server's analyses waiting or running, (table, seat) -> Job, in the order they were
    queued (the first may be running); a single worker runs them one at a time."""

    queue: dict[tuple[str, int], Job] = field(default_factory=dict)
    working: bool = False

    def position(self, key: tuple[str, int]) -> int:
        """1 for the next to run, 2 for the one after it, ... (the running one not counted)."""
        waiting = [k for k, job in self.queue.items() if not job.running]
        return waiting.index(key) + 1

    def held_by(self, client: Client) -> tuple[int, int]:
        """How many jobs this client id, and this address, have in the queue."""
        by_id = sum(client.id is not None and job.client.id == client.id
                    for job in self.queue.values())
        by_address = sum(job.client.address == client.address for job in self.queue.values())
        return by_id, by_address


def jobs_of(hub: Hub) -> Jobs:
    """The hub's analyses, queued or running."""
    jobs = getattr(hub, "analyses", None)
    if jobs is None:
        jobs = hub.analyses = Jobs()  # type: ignore[attr-defined]
    return jobs


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
    """Run the queued jobs one at a time, oldest first, until none is left."""
    jobs = jobs_of(hub)
    try:
        while jobs.queue:
            key, job = next(iter(jobs.queue.items()))
            try:
                await _run(hub, job)
            except Exception:
                log.exception("table %s seat %d: the analysis failed", *key)
            finally:
                jobs.queue.pop(key, None)  # done or failed: its place is free
    finally:
        jobs.working = False


async def _run(hub: Hub, job: Job) -> None:
    room, seat = job.room, job.seat
    job.running = True
    # Asked for again while an earlier run was saving it: nothing to do.
    if await hub.writer.call(db.get, hub.store, room.id, seat):
        return
    record = room.record()

    def progress(done: int, total: int) -> None:
        job.done, job.total = done, total

    result = await asyncio.to_thread(analyse, record, room.game, seat,
                                     budget=hub.limits.analysis_iterations, progress=progress)
    data = _labelled(room, seat, result.to_json())
    await hub.writer.call(db.put, hub.store, room.id, seat, data, time.time())
