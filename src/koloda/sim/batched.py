"""`simulate` in the batched engine: Durak games whose every seat is a bot the C batch plays.

`koloda.rl.batch.DurakBatch` holds Durak's rules and its heuristic bot in C. When every seat of a
simulation is `random` or `heuristic` (with any thrift, or a level that plays exactly that bot),
`simulate` plays its games here instead of one by one in Python, about two orders of magnitude
faster, and reports the same figures within their confidence intervals:

- Game `i` is dealt as the Python path deals it (`derive_seed(seed, "game", i)`, loaded with
  `deal_like`), so the two paths share their deals; heuristic-only games differ only where the
  batch offers optional throw-ins in the learning environment's order (`koloda.rl.turns`) and
  `play_match` in the game's priority order.
- A random seat plays as `RandomBot` does (an optional action declined half of the time, else a
  uniformly random legal one), from one generator for the whole run (seeded from `seed`): its
  games depend on the seed and the number of games, not on each game's index alone.
- Ranks, scores and lengths are Durak's own: places are shared by those who leave in the same
  bout, so a seat's rank is one more than the number of seats with a better reward, and the
  durak (rank = players) scores 0. A game's length counts actions, not declined offers.
- With records asked for, each game's action indices are decoded through Durak's encoding and
  applied to the Python rules from the same deal; the record is the Python rules' own (so it
  replays through `koloda.core.replay`), and its outcome must equal the batch's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from koloda.core import Game, KolodaError, Record, text

from .results import GameResult
from .stats import derive_seed

#: games stepped side by side (fewer when the run is shorter)
WIDTH = 256


@dataclass(frozen=True)
class Plan:
    """What each seat plays in the batch: a heuristic's thrift, or None for random."""

    thrifts: tuple[float | None, ...]

    @property
    def random_seats(self) -> bool:
        return any(t is None for t in self.thrifts)


def plan(game: Game, seats: Sequence[str], options: Any = None) -> Plan | None:
    """How the batch would play `seats` of `game`; None where it cannot (another game, a bot
    it does not hold, or the C module not built). `options` are the game's parsed options
    (any Durak options and 2-6 players are supported)."""
    from koloda.rl.batch import batch_thrifts

    thrifts = batch_thrifts(game, seats)
    return None if thrifts is None else Plan(tuple(thrifts))


def ranks_from_rewards(rewards: Sequence[float]) -> tuple[int, ...]:
    """Durak's ranks from the batch's rewards: shared places are competition ranks (1, 1, 3),
    and the rewards order the seats as the ranks do, so a rank is 1 + the better seats."""
    return tuple(1 + sum(1 for other in rewards if other > r) for r in rewards)


def scores_from_ranks(ranks: Sequence[int]) -> tuple[float, ...]:
    """Durak's scores: 0 for the durak (the one seat left with cards: rank = players)."""
    n = len(ranks)
    return tuple(0.0 if r == n and n > 1 else 1.0 for r in ranks)


def run(game: Game, seats: Sequence[str], options: Any, seed: int, games: int,
        keep_records: bool, notify: Callable[[Any], None],
        the_plan: Plan) -> None:
    """Play `games` games in the batch; `notify(GameResult)` as each ends (not in order)."""
    from koloda.rl.batch import DurakBatch

    players = len(seats)
    width = min(WIDTH, games)
    batch = DurakBatch(games=width, players=players, options=options, seed=seed)
    decline = batch.decline
    rng = np.random.default_rng(derive_seed(seed, "batch-random"))
    thrifts = the_plan.thrifts
    distinct = sorted({t for t in thrifts if t is not None})
    # One heuristic for every seat needs neither observations nor masks: `advance` alone.
    plain = not the_plan.random_seats and len(distinct) == 1 and not keep_records
    seat_thrift = np.array([-1.0 if t is None else t for t in thrifts])

    index = np.full(width, -1, dtype=np.int64)  # the game each slot plays; -1: none (idle)
    length = np.zeros(width, dtype=np.int64)
    history: list[list[tuple[int, int]]] = [[] for _ in range(width)]
    started = 0

    def load(slot: int) -> None:
        nonlocal started
        if started < games:
            batch.deal_like(slot, derive_seed(seed, "game", started))
            index[slot] = started
            started += 1
        else:
            index[slot] = -1
        length[slot] = 0
        history[slot] = []

    for slot in range(width):
        load(slot)
    finished = 0
    while finished < games:
        if plain:
            chosen = batch.heuristic_actions(distinct[0])
        else:
            _obs, mask, offered = batch.observe()
            chosen = _choose(batch, mask, offered, seat_thrift, distinct, rng)
            if keep_records:
                for slot in np.flatnonzero(index >= 0):
                    history[slot].append((int(offered[slot]), int(chosen[slot])))
        length += chosen != decline
        rewards, done = batch.advance(chosen)
        for slot in np.flatnonzero(done):
            i = int(index[slot])
            if i >= 0:
                ranks = ranks_from_rewards(rewards[slot].tolist())
                record = (_record(game, seats, options, derive_seed(seed, "game", i), i,
                                  history[slot], ranks) if keep_records else None)
                notify(GameResult(i, ranks, scores_from_ranks(ranks), int(length[slot]),
                                  record))
                finished += 1
            load(int(slot))


def _choose(batch: Any, mask: np.ndarray, offered: np.ndarray, seat_thrift: np.ndarray,
            distinct: list[float], rng: np.random.Generator) -> np.ndarray:
    """Each row's choice by the bot of the seat offered the decision."""
    from koloda.rl.batch_core import random_bot_choices

    decline = batch.decline
    thrift = seat_thrift[offered]
    chosen = np.full(len(offered), decline, dtype=np.int32)
    for t in distinct:
        rows = thrift == t
        if rows.any():
            chosen[rows] = batch.heuristic_actions(t)[rows]
    rows = np.flatnonzero(thrift < 0)
    if len(rows):
        chosen[rows] = random_bot_choices(mask[rows], decline, rng)
    return chosen


def _record(game: Game, seats: Sequence[str], options: Any, game_seed: int, i: int,
            steps: list[tuple[int, int]], ranks: tuple[int, ...]) -> dict[str, Any]:
    """The game's record in the Python rules: each index decoded and applied from the same deal
    (declines are offers not taken, no actions); its outcome must be the batch's."""
    from koloda.rl.encodings import encoding_for

    encoding = encoding_for(game, len(seats), options)
    state = game.new(len(seats), options, game_seed)
    record = Record(game=game.id, rules_version=game.rules_version,
                    options=game.options_to_json(options), seats=list(seats), seed=game_seed)
    for seat, chosen in steps:
        if chosen == encoding.decline:
            continue
        action = encoding.decode(state, seat, chosen)
        state.apply(seat, action)
        record.actions.append((seat, game.codec.encode(action)))
    outcome = state.outcome()
    if outcome is None or tuple(outcome.ranks) != ranks:
        raise KolodaError(text("sim-batch-record-differs", index=str(i), seed=str(game_seed)))
    record.outcome = outcome.to_json()
    record.meta["index"] = i
    record.meta["engine"] = "batch"
    return record.to_json()


__all__ = ["WIDTH", "Plan", "plan", "ranks_from_rewards", "run", "scores_from_ranks"]
