"""The metrics a process reports to Prometheus (docs/deploy.md, "Metrics", names each one).

Each app has a registry of its own (tests run several servers in one process), served on the
operator's port at `/metrics` (ops/api.py). What is a count of things now (tables, sockets,
the bots' queue, seekers, tournaments) is read when Prometheus asks, so it costs nothing
between scrapes; what happens (a move, a commit, a bot's answer, a sign-in) is counted as it
happens, through the hub's `probe` (server/probe.py) and small wrappers put around the hub's
bots and store here. Every process reports its own figures; `koloda_process_info` names it.
"""

from __future__ import annotations

import bisect
import logging
import os
import socket
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily
from prometheus_client.platform_collector import PlatformCollector
from prometheus_client.process_collector import ProcessCollector
from prometheus_client.registry import Collector

from koloda import __version__

from ..probe import Probe

if TYPE_CHECKING:
    from ..tables.hub import Hub

#: a move's stages, in seconds from its receipt: sub-millisecond on an idle server
MOVE_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0)
BATCH_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256)
BOT_BUCKETS = (0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
SEEK_BUCKETS = (1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0, 600.0)


class Metrics(Probe):
    """One process's metrics: the hub's probe, and the registry `/metrics` serves."""

    def __init__(self, process: str | None = None) -> None:
        self.process = process or f"{socket.gethostname()}:{os.getpid()}"
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        # What every move pays for is kept in plain counts, exported at each scrape
        # (`Tally`): prometheus_client's own take a lock an update, several times the cost.
        self.moves: dict[str, int] = {}
        self.durable, self.sent = Tally(MOVE_BUCKETS), Tally(MOVE_BUCKETS)
        self.batches = Tally(BATCH_BUCKETS)
        self.bot_seconds: dict[str, Tally] = {}
        self.seek_seconds = Histogram("koloda_seek_wait_seconds",
                                      "Seconds a \"Play now\" seeker waited for a table.",
                                      buckets=SEEK_BUCKETS, registry=r)
        self.signins = Counter("koloda_signins", "Sign-ins, sign-ups and recoveries, by way "
                               "and outcome (ok, or the refusal's message id).",
                               ["way", "outcome"], registry=r)
        self.limited_total = Counter("koloda_rate_limited", "Requests and messages a limit "
                                     "refused or slowed, by the refusal's message id.",
                                     ["reason"], registry=r)
        self.errors = Counter("koloda_errors", "Errors logged (server faults, not a "
                              "client's mistakes), by logger.", ["logger"], registry=r)
        self.hub: Hub | None = None
        #: the database's migration, read once the process started (ops/service.py)
        self.migration = ""
        #: figures read from the database at each scrape (`refresh`): seekers, tournaments
        self.shared: dict[str, float] = {}
        #: Web Push messages by outcome (notifications/push.py), counted as they happen
        self.pushes: dict[str, int] = dict.fromkeys(("sent", "retried", "pruned", "dropped"), 0)
        self._levels: dict[tuple[str, str], str] = {}
        self._errors = _ErrorCount(self)
        ProcessCollector(registry=r)
        PlatformCollector(registry=r)
        r.register(_Now(self))

    # -- the probe (server/probe.py) ---------------------------------------------------------
    def move(self, source: str, received: float, durable: float, sent: float) -> None:
        # "bot random", "timer ...": the kind only, a bounded label
        kind = source.partition(" ")[0]
        self.moves[kind] = self.moves.get(kind, 0) + 1
        self.durable.observe(durable - received)
        self.sent.observe(sent - received)

    def pushed(self, outcome: str) -> None:
        self.pushes[outcome] = self.pushes.get(outcome, 0) + 1

    def seated(self, seconds: float) -> None:
        self.seek_seconds.observe(seconds)

    def limited(self, reason: str) -> None:
        self.limited_total.labels(reason).inc()

    def signin(self, way: str, outcome: str) -> None:
        self.signins.labels(way, outcome).inc()

    # -- wiring ------------------------------------------------------------------------------
    def install(self, hub: Hub) -> None:
        """Measure `hub`: its probe, its bots' answers, its writer's commits, the errors its
        loggers write. Called once, before any table is made."""
        self.hub = hub
        hub.probe = self
        metered(hub.bots, self)
        store = hub.store
        append_many = store.append_many

        def counted(items: list[Any]) -> None:  # the writer's commit of a batch
            append_many(items)
            self.batches.observe(len(items))
        store.append_many = counted  # type: ignore[method-assign]
        for name in ("koloda", "uvicorn.error"):
            logging.getLogger(name).addHandler(self._errors)

    def uninstall(self) -> None:
        for name in ("koloda", "uvicorn.error"):
            logging.getLogger(name).removeHandler(self._errors)

    def level(self, game: Any, spec: str) -> str:
        """A bot spec's label: its level's key where it plays one, else the bot's name (a
        strength typed by a client must not make a label of its own)."""
        key = (game.id, spec)
        label = self._levels.get(key)
        if label is None:
            from koloda.bots.levels import level_of

            try:
                found = level_of(game, spec)
            except Exception:
                found = None
            label = found.key if found is not None else spec.split(":", 1)[0]
            if len(self._levels) < 10_000:
                self._levels[key] = label
        return label

    def refresh(self) -> None:
        """Read what every process shares from the database: seekers waiting, the oldest
        one's wait, tournaments running, pushes kept (blocking: run it off the event
        loop)."""
        if self.hub is None:
            return
        from sqlalchemy import func, select

        from ..notifications import db as notifications_db
        from ..seeks.rows import SeekRow
        from ..tournaments.rows import TournamentRow

        with self.hub.store.engine.connect() as conn:
            waiting, oldest = conn.execute(
                select(func.count(), func.min(SeekRow.created))
                .where(SeekRow.state == "waiting")).one()
            running = conn.execute(select(func.count()).select_from(TournamentRow)
                                   .where(TournamentRow.state == "live")).scalar_one()
        self.shared = {"seeks": float(waiting or 0),
                       "oldest": max(0.0, time.time() - oldest) if oldest else 0.0,
                       "tournaments": float(running or 0),
                       "pushes_kept": float(notifications_db.kept_pushes(self.hub.store))}


def metered(bots: Any, metrics: Metrics) -> None:
    """Time each answer of the hub's bots by level: their `ask` wrapped on the instance (the
    hub still knows the bots for what they are: it warms worker processes up)."""
    ask = bots.ask

    async def timed(job: Any) -> Any:
        began = time.perf_counter()
        try:
            return await ask(job)
        finally:
            if job.hint is not None:
                label = "hint"
            elif job.seats:
                label = metrics.level(job.header.game, job.seats[0][1])
            else:
                label = "?"
            tally = metrics.bot_seconds.get(label)
            if tally is None:
                tally = metrics.bot_seconds[label] = Tally(BOT_BUCKETS)
            tally.observe(time.perf_counter() - began)
    bots.ask = timed


class Tally:
    """A histogram kept as plain counts (one thread updates it: the event loop, or the
    database writer for the commits), read by the scrape."""

    __slots__ = ("bounds", "counts", "total")

    def __init__(self, bounds: tuple[float, ...]) -> None:
        self.bounds = bounds
        self.counts = [0] * (len(bounds) + 1)  # the last: above every bound
        self.total = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect.bisect_left(self.bounds, value)] += 1
        self.total += value

    def buckets(self) -> list[tuple[str, float]]:
        """Prometheus's cumulative buckets, +Inf last."""
        out, running = [], 0
        for bound, count in zip([*self.bounds, float("inf")], list(self.counts), strict=True):
            running += count
            out.append(("+Inf" if bound == float("inf") else repr(float(bound)), running))
        return out


def bot_queue(bots: Any) -> tuple[int, int, int, int]:
    """The bots' queue now: jobs waiting (foreground, background), workers, workers busy."""
    inner = bots
    queues = getattr(inner, "queues", None)
    if queues is not None:  # worker processes (bots.ProcessBots)
        workers = inner.workers
        alive = sum(1 for w in workers if w.process.is_alive())
        busy = sum(1 for w in workers if w.running is not None)
        return (sum(len(j) for j in queues[0].values()),
                sum(len(j) for j in queues[1].values()), alive, busy)
    pool = getattr(inner, "pool", None)  # threads (tests)
    waiting = pool._work_queue.qsize() if pool is not None else 0
    size = pool._max_workers if pool is not None else 0
    return waiting, 0, size, 0


class _Now(Collector):
    """The figures read at each scrape: tables, sockets, the bots' queue, seekers,
    tournaments, and this process's name, version and schema."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    def collect(self) -> Iterator[Any]:
        m = self.metrics
        info = GaugeMetricFamily("koloda_process_info", "This process: its name, koloda's "
                                 "version, its database's migration.",
                                 labels=["process", "version", "migration"])
        info.add_metric([m.process, __version__, m.migration], 1)
        yield info
        moves = CounterMetricFamily("koloda_moves", "Actions accepted at this process's "
                                    "tables, by source (person, bot, timer).",
                                    labels=["source"])
        for source, n in sorted(m.moves.items()):
            moves.add_metric([source], n)
        yield moves
        latency = HistogramMetricFamily(
            "koloda_move_seconds", "Seconds from a move's receipt until it was committed "
            "(stage=durable) and handed to every socket of its table (stage=sent).",
            labels=["stage"])
        for stage, tally in (("durable", m.durable), ("sent", m.sent)):
            latency.add_metric([stage], tally.buckets(), tally.total)
        yield latency
        batches = HistogramMetricFamily("koloda_commit_batch_size", "Actions written by one "
                                        "commit of the database writer.")
        batches.add_metric([], m.batches.buckets(), m.batches.total)
        yield batches
        bots = HistogramMetricFamily("koloda_bot_answer_seconds", "Seconds from asking the "
                                     "bots until their answer, by level (a hint is "
                                     "level=hint).", labels=["level"])
        for level, tally in sorted(m.bot_seconds.items()):
            bots.add_metric([level], tally.buckets(), tally.total)
        yield bots
        hub = m.hub  # None before `install`: every figure is then 0
        tables = GaugeMetricFamily("koloda_tables", "Tables in this process's memory, by "
                                   "status (open: waiting for players; playing).",
                                   labels=["status"])
        counts = {"open": 0, "playing": 0, "finished": 0}
        people = 0
        for room in list(hub.rooms.values()) if hub is not None else []:
            if room.status in counts:
                counts[room.status] += 1
            people += sum(1 for c in list(room.conns) if c.seat is not None)
        for status, n in counts.items():
            tables.add_metric([status], n)
        yield tables
        yield GaugeMetricFamily("koloda_sockets", "Open table WebSockets (players and "
                                "spectators).",
                                value=sum(hub.sockets.open.values()) if hub is not None else 0)
        yield GaugeMetricFamily("koloda_players_connected", "Seated players connected to "
                                "their tables.", value=people)
        fg, bg, workers, busy = bot_queue(hub.bots) if hub is not None else (0, 0, 0, 0)
        queue = GaugeMetricFamily("koloda_bot_queue", "Bot jobs waiting for a worker, by "
                                  "class.", labels=["class"])
        queue.add_metric(["foreground"], fg)
        queue.add_metric(["background"], bg)
        yield queue
        yield GaugeMetricFamily("koloda_bot_workers", "Bot workers alive.", value=workers)
        yield GaugeMetricFamily("koloda_bot_workers_busy", "Bot workers thinking now.",
                                value=busy)
        shared = m.shared
        yield GaugeMetricFamily("koloda_seeks_waiting", "\"Play now\" seekers waiting (the "
                                "whole cluster's: read from the database).",
                                value=shared.get("seeks", 0))
        yield GaugeMetricFamily("koloda_seek_oldest_seconds", "How long the longest-waiting "
                                "seeker has waited (the whole cluster's).",
                                value=shared.get("oldest", 0))
        yield GaugeMetricFamily("koloda_tournaments_running", "Tournaments under way (the "
                                "whole cluster's).", value=shared.get("tournaments", 0))
        pushes = CounterMetricFamily("koloda_pushes", "Web Push messages this process "
                                     "posted, by outcome (sent, retried, pruned: its "
                                     "subscription gone, dropped).", labels=["outcome"])
        for outcome, n in sorted(m.pushes.items()):
            pushes.add_metric([outcome], n)
        yield pushes
        yield GaugeMetricFamily("koloda_pushes_kept", "Web Push messages kept, not yet taken "
                                "by their push services (the whole cluster's).",
                                value=shared.get("pushes_kept", 0))


class _ErrorCount(logging.Handler):
    """Counts the records of ERROR and above (the server's faults: a client's mistake is
    never logged as an error)."""

    def __init__(self, metrics: Metrics) -> None:
        super().__init__(logging.ERROR)
        self.metrics = metrics

    def emit(self, record: logging.LogRecord) -> None:
        name = record.name if record.name.startswith("koloda") else "uvicorn"
        # the feature's logger, not every module's: a bounded label
        self.metrics.errors.labels(".".join(name.split(".")[:3])).inc()
