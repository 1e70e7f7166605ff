"""Batch simulation: play many games between bots and summarise them with confidence intervals.

Every game `i` is dealt from `derive_seed(seed, "game", i)` and each of its bots is seeded from
`derive_seed(seed, "bot", i, seat)`, so a game's course depends only on (seed, i), never on which
process played it: the same seed gives the same figures with 1 worker, 8 workers or a Ray cluster.
Results are folded in game order for the same reason (floating sums do not depend on the order
in which workers finish). Durak games whose every seat the C batch holds play there instead
(`koloda.sim.batched`: the same deals; random seats draw from one generator for the run).
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import queue as queue_module
import socket
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, TextIO

from koloda.bots.registry import make_bot
from koloda.core import Game, KolodaError, StalledGame, get_game, play_match, text

from . import batched
from .results import GameResult
from .stats import derive_seed, mean, wilson

log = logging.getLogger("koloda.sim.simulate")

Progress = Callable[[int], None]


@dataclass
class SeatStats:
    """One seat's figures over all games."""

    seat: int
    bot: str
    win_rate: float
    win_ci: tuple[float, float]
    mean_rank: float
    mean_score: float

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "bot": self.bot, "win_rate": self.win_rate,
                "win_ci": list(self.win_ci), "mean_rank": self.mean_rank,
                "mean_score": self.mean_score}


@dataclass
class SimResult:
    """The summary of a simulation; `to_json()` gives all of it as one JSON object.

    Win rate counts rank 1; when k seats share rank 1 each gets 1/k of the win, so the seats'
    win rates sum to 1 and their mean is 1/players. The first-seat advantage is seat 0's win rate
    minus that mean; its interval is seat 0's Wilson interval shifted by the same constant. It
    measures a seat advantage only when every seat runs the same bot (seats are not rotated).
    A one-seat game (against the rules) counts a win on rank 1 only: its win rate is the seat's.
    """

    game: str
    options: dict[str, Any]
    seed: int
    workers: int
    games: int
    seats: list[SeatStats]
    mean_length: float
    first_seat_advantage: float
    first_seat_ci: tuple[float, float]
    wall_seconds: float
    results: list[GameResult] = field(default_factory=list, repr=False)
    #: "python" (play_match, game by game) or "batch" (the C batch: `koloda.sim.batched`)
    engine: str = "python"

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "options": self.options, "seed": self.seed,
            "workers": self.workers, "games": self.games, "players": len(self.seats),
            "seats": [s.to_json() for s in self.seats],
            "mean_length": self.mean_length,
            "first_seat_advantage": self.first_seat_advantage,
            "first_seat_ci": list(self.first_seat_ci),
            "wall_seconds": self.wall_seconds, "engine": self.engine,
            "games_per_second": self.games / self.wall_seconds if self.wall_seconds > 0 else None,
        }


# -- playing -------------------------------------------------------------------------------
def play_one(game: Game, seats: Sequence[str], options: Any, seed: int, index: int,
             keep_record: bool) -> GameResult:
    """Play game number `index` of a simulation with base `seed`."""
    game_seed = derive_seed(seed, "game", index)
    agents = [make_bot(spec, game, derive_seed(seed, "bot", index, s))
              for s, spec in enumerate(seats)]
    try:
        match = play_match(game, agents, options=options, seed=game_seed)
    except StalledGame as exc:
        raise KolodaError(text("sim-game-stalled", index=str(index), seed=str(game_seed),
                               error=str(exc))) from exc
    outcome = match.state.outcome()
    assert outcome is not None
    record = None
    if keep_record:
        match.record.meta["index"] = index
        record = match.record.to_json()
    return GameResult(index, tuple(outcome.ranks), tuple(outcome.scores),
                      len(match.record.actions), record)


# A worker process's channel for per-game progress (set by the pool's initializer).
_progress_queue: Any = None


def _init_worker(progress_queue: Any) -> None:
    global _progress_queue
    _progress_queue = progress_queue


def _play_chunk(game: Game, seats: Sequence[str], options: Any, seed: int, chunk: int,
                indices: Sequence[int], keep_records: bool) -> list[GameResult]:
    out = []
    for i in indices:
        out.append(play_one(game, seats, options, seed, i, keep_records))
        if _progress_queue is not None:
            _progress_queue.put(chunk)
    return out


def _chunks(games: int, workers: int) -> list[list[int]]:
    # Several chunks a worker balance uneven game lengths; a cap keeps results flowing.
    size = max(1, min(50, games // (workers * 4) or 1))
    return [list(range(start, min(games, start + size))) for start in range(0, games, size)]


def _run_local(game: Game, seats: Sequence[str], options: Any, seed: int, games: int,
               keep: bool, notify: Callable[[GameResult], None]) -> None:
    for i in range(games):
        notify(play_one(game, seats, options, seed, i, keep))


def _run_pool(game: Game, seats: Sequence[str], options: Any, seed: int, games: int,
              workers: int, keep: bool, notify: Callable[[GameResult], None],
              tick: Callable[[], None]) -> None:
    ctx = multiprocessing.get_context()
    progress_queue = ctx.Queue()
    chunks = _chunks(games, workers)
    reported = [0] * len(chunks)

    def drain() -> None:
        while True:
            try:
                c = progress_queue.get_nowait()
            except queue_module.Empty:
                return
            if reported[c] < len(chunks[c]):  # late messages of a collected chunk are dropped
                reported[c] += 1
                tick()

    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker,
                             initargs=(progress_queue,)) as pool:
        pending: dict[Future[list[GameResult]], int] = {
            pool.submit(_play_chunk, game, seats, options, seed, c, idx, keep): c
            for c, idx in enumerate(chunks)
        }
        try:
            while pending:
                done, _ = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
                drain()
                for fut in done:
                    c = pending.pop(fut)
                    results = fut.result()
                    for _ in range(len(chunks[c]) - reported[c]):
                        tick()
                    reported[c] = len(chunks[c])
                    for r in results:
                        notify(r)
        except BaseException:
            for fut in pending:
                fut.cancel()
            raise
    progress_queue.close()


#: How long a Ray address may stay silent before it counts as unreachable.
RAY_CONNECT_TIMEOUT = 5.0


def _import_ray() -> Any:
    try:
        import ray  # type: ignore[import-not-found]
    except ImportError as exc:
        raise KolodaError(text("sim-ray-missing")) from exc
    return ray


def _ray_endpoint(address: str) -> tuple[str, int] | None:
    """The host and port an explicit address names (``host:port``, ``ray://host:port``); None
    for Ray's own words ("local": a fresh Ray on this machine, "auto": the one running here)."""
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not port.isdigit():
        return None
    return host.strip("[]") or "127.0.0.1", int(port)


def _unreachable(address: str, reason: str) -> KolodaError:
    return KolodaError(text("sim-ray-unreachable", address=address, reason=reason))


def connect_ray(address: str) -> Any:
    """Connect this process to Ray at `address` ("local", "auto", ``host:port`` or
    ``ray://host:port``) and return the `ray` module; a `KolodaError` within seconds when Ray
    is missing or nothing answers there. A Ray this process already runs is used as it is."""
    ray = _import_ray()
    if ray.is_initialized():
        return ray  # the caller's own (an earlier run of a study, a test's): used as it is
    # "auto" means RAY_ADDRESS where it is set (else the cluster this machine has started).
    named = os.environ.get("RAY_ADDRESS", "") if address == "auto" else address
    endpoint = _ray_endpoint(named)
    if endpoint is not None:
        # ray.init retries an address where nothing listens for minutes; a plain TCP connect
        # tells within seconds.
        try:
            socket.create_connection(endpoint, timeout=RAY_CONNECT_TIMEOUT).close()
        except OSError as exc:
            raise _unreachable(address, exc.strerror or str(exc) or type(exc).__name__) from None
    # A fresh local Ray needs no dashboard; Ray's INFO lines would share stderr with the bar.
    extra = {"include_dashboard": False} if address == "local" else {}
    try:
        ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING, **extra)
    except Exception as exc:  # ConnectionError, ValueError, RuntimeError: all one line
        lines = str(exc).strip().splitlines()
        raise _unreachable(address, lines[0] if lines else type(exc).__name__) from None
    return ray


def _run_ray(address: str, game: Game, seats: Sequence[str], options: Any, seed: int,
             games: int, keep: bool, notify: Callable[[GameResult], None],
             tick: Callable[[], None]) -> None:
    ray = connect_ray(address)
    # Chunks sized for the cluster's CPUs, as the pool sizes them for its workers: the bar
    # moves once a chunk is in, several times per CPU.
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    chunks = _chunks(games, cpus)
    remote = ray.remote(_play_chunk)
    pending = [remote.remote(game, list(seats), options, seed, c, idx, keep)
               for c, idx in enumerate(chunks)]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for results in ray.get(done):
                for r in results:
                    notify(r)
                    tick()
    except ray.exceptions.RayError as exc:
        # A game's own error (a stalled game) reads as it does on local processes; the
        # cluster's (a node without koloda, a worker lost) as one line naming its cause.
        cause = getattr(exc, "cause", None)
        if isinstance(cause, KolodaError):
            raise cause from None
        # Ray's own texts carry a traceback after their first line.
        lines = str(cause if isinstance(cause, BaseException) else exc).strip().splitlines()
        reason = lines[0] if lines else type(exc).__name__
        raise KolodaError(text("sim-ray-failed", reason=reason)) from None
    finally:
        if pending:  # after an error or Ctrl+C: no games left running on the cluster
            _settle(ray, pending)


def _settle(ray: Any, refs: list[Any]) -> None:
    """Stop `refs` and read what they end with: Ray logs every error nobody read, which would
    add lines to the one that reports the failure.

    Chunks that end within a moment (after a game's error the others usually fail at once) are
    only read; only those still running then are cancelled. Cancelling a task just as its reply
    arrives aborts Ray 2.60's driver, and so the whole process ("Tried to complete task that
    was not pending", seen in a test run)."""
    ended, running = ray.wait(refs, num_returns=len(refs), timeout=1.0)
    for ref in running:
        ray.cancel(ref)
    if running:
        later, running = ray.wait(running, num_returns=len(running), timeout=2.0)
        ended = ended + later
    _read_all(ray, ended)
    if running:  # a loaded machine: read the last ones when they end, rather than let Ray log
        threading.Thread(target=_read_when_ended, args=(ray, running), daemon=True,
                         name="koloda-ray-settle").start()


def _read_all(ray: Any, refs: list[Any]) -> None:
    for ref in refs:
        try:
            ray.get(ref)
        except ray.exceptions.RayError:
            pass


def _read_when_ended(ray: Any, refs: list[Any], timeout: float = 120.0) -> None:
    """`_settle`'s cancelled chunks that had not ended yet: read once they do (holding their
    references meanwhile, so Ray does not report their errors as unread)."""
    try:
        ended, _ = ray.wait(refs, num_returns=len(refs), timeout=timeout)
        _read_all(ray, ended)
    except Exception:  # the cluster went away meanwhile: nothing is left to read
        log.debug("ray: cancelled chunks not read", exc_info=True)


# -- the entry point -----------------------------------------------------------------------
def simulate(game: Game | str, seats: list[str], games: int, seed: int = 0, workers: int = 1,
             options: Any = None, progress: Progress | None = None, out: str | None = None,
             ray_address: str | None = None, batch: bool = True) -> SimResult:
    """Play `games` games with the bots `seats` (specs for `make_bot`, seat order fixed).

    `progress(n)` is called once per finished game with the number finished so far. `out` names
    a JSON-lines file that receives every game's record, in game order. `ray_address` runs the
    games on Ray instead of local processes (see `connect_ray`), with the same figures.
    With `batch` (the default) and no `ray_address`, games the C batch can play (`uses_batch`)
    are played there, in this process whatever `workers` says: the same figures within their
    intervals, not the same games (see `koloda.sim.batched`).
    """
    g = get_game(game) if isinstance(game, str) else game
    if games < 1:
        raise KolodaError(text("sim-games-at-least-one"))
    if workers < 1:
        raise KolodaError(text("sim-workers-at-least-one"))
    g.check_players(len(seats))
    opts = g.options(options)
    for s, spec in enumerate(seats):  # fail early, with one line, on a bad bot spec
        make_bot(spec, g, s)

    the_plan = batched.plan(g, seats, opts) if batch and not ray_address else None
    started = time.perf_counter()
    finished = 0
    collected: dict[int, GameResult] = {}
    writer = _RecordWriter(out) if out else None

    def tick() -> None:
        nonlocal finished
        finished += 1
        if progress is not None:
            progress(finished)

    def notify(result: GameResult) -> None:
        collected[result.index] = result
        if writer is not None:
            writer.add(result)

    def local_notify(result: GameResult) -> None:
        notify(result)
        tick()

    try:
        if the_plan is not None:
            workers = 1
            batched.run(g, seats, opts, seed, games, writer is not None, local_notify, the_plan)
        elif ray_address:
            _run_ray(ray_address, g, seats, opts, seed, games, writer is not None, notify, tick)
        elif workers == 1:
            _run_local(g, seats, opts, seed, games, writer is not None, local_notify)
        else:
            _run_pool(g, seats, opts, seed, games, workers, writer is not None, notify, tick)
    finally:
        if writer is not None:
            writer.close()
    wall = time.perf_counter() - started
    results = [collected[i] for i in range(games)]
    summary = summarise(g, g.options_to_json(opts), seats, seed, workers, results, wall)
    summary.engine = "python" if the_plan is None else "batch"
    return summary


def uses_batch(game: Game | str, seats: Sequence[str], options: Any = None,
               ray_address: str | None = None) -> bool:
    """Whether `simulate` (with `batch` left on) plays these games in the C batch."""
    g = get_game(game) if isinstance(game, str) else game
    return not ray_address and batched.plan(g, seats, g.options(options)) is not None


class _RecordWriter:
    """Writes records as JSON lines in game order, holding back those that finish early."""

    def __init__(self, path: str) -> None:
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        try:
            self.file: TextIO = open(path, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            raise KolodaError(text("sim-records-cannot-write", path=str(path),
                                   error=str(exc.strerror))) from exc
        self.next = 0
        self.waiting: dict[int, GameResult] = {}

    def add(self, result: GameResult) -> None:
        self.waiting[result.index] = result
        while self.next in self.waiting:
            r = self.waiting.pop(self.next)
            self.file.write(json.dumps(r.record, ensure_ascii=False) + "\n")
            self.next += 1

    def close(self) -> None:
        self.file.close()


def summarise(game: Game, options: dict[str, Any], seats: Sequence[str], seed: int,
              workers: int, results: list[GameResult], wall: float) -> SimResult:
    """Fold per-game results (in game order) into a `SimResult`."""
    n, players = len(results), len(seats)
    wins = [0.0] * players
    for r in results:
        # One seat against the rules (a solo game) wins only on rank 1; with several seats the
        # best rank present wins, so seats' win rates still sum to 1.
        best = min(r.ranks) if players > 1 else 1
        top = [s for s, rank in enumerate(r.ranks) if rank == best]
        for s in top:
            wins[s] += 1.0 / len(top)
    stats = [
        SeatStats(
            seat=s, bot=seats[s], win_rate=wins[s] / n, win_ci=wilson(wins[s], n),
            mean_rank=mean([float(r.ranks[s]) for r in results]),
            mean_score=mean([float(r.scores[s]) for r in results]),
        )
        for s in range(players)
    ]
    average = mean([st.win_rate for st in stats])
    lo, hi = stats[0].win_ci
    return SimResult(
        game=game.id, options=options, seed=seed, workers=workers, games=n, seats=stats,
        mean_length=mean([float(r.length) for r in results]),
        first_seat_advantage=stats[0].win_rate - average,
        first_seat_ci=(lo - average, hi - average),
        wall_seconds=wall, results=results,
    )


def read_records(path: str) -> Iterator[dict[str, Any]]:
    """The records of a simulation's JSON-lines file, one dict each."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)
