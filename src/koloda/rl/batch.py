"""Many Durak games stepped as one batch: the encoding and turn order of `KolodaAEC`, in C.

`DurakBatch(games=256)` holds that many games side by side. Each `step` takes one action index
per game, from the seat each game offers the decision to (the same seat, observation, mask and
rewards as `KolodaAEC("durak")` would give: `koloda.games.durak._fast` restates the rules in C,
and tests play 1,350 random games in both to hold them equal). A finished game reports
its rewards and `done`, and a new one is dealt in its place, so a learner's actors never wait.

    batch = DurakBatch(games=256, players=2, seed=1)
    obs, mask, seats = batch.reset()
    while training:
        actions = policy(obs, mask)                # one legal index per game
        obs, mask, seats, rewards, done = batch.step(actions)

The arrays returned are the batch's own buffers, overwritten by the next call: copy what you
keep. Deals come from each slot's own generator (splitmix64), not from `DurakGame.new`, so a
batch's games are not the AEC environment's games of the same seed; `deal_like` loads the deal
`DurakGame.new` makes from a seed into a slot.

`heuristic_actions()` gives each game's choice of Durak's heuristic bot (`HeuristicBot` of
`koloda.games.durak.bots`, restated in C and held equal to it move for move by
tests/rl/test_batch_heuristic.py) for the seat offered the decision, so whole studies of the
heuristic, or a learner's games against it, run at the batch's speed:

    batch = DurakBatch(games=256, players=4, seed=1)
    batch.reset()
    while batch.finished < 10_000:              # every seat plays the heuristic
        rewards, done = batch.advance(batch.heuristic_actions())  # no observations needed

`random_actions()` draws a uniformly random legal index for each game in C (the decline among
them where offered, from each slot's own generator), for random playouts that never leave C.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from koloda.bots.registry import make_bot
from koloda.core import Game, get_game

from .batch_core import SPREAD, GameBatch, random_legal

try:
    from koloda.games.durak import _fast
except ImportError:  # pip builds it only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]


def available() -> bool:
    """Whether the C module was built (it needs a C compiler when the package is installed)."""
    return _fast is not None


class DurakBatch(GameBatch):
    """`games` Durak games for `players` seats (2-6) with `options`, stepped together."""

    def __init__(self, games: int = 256, players: int = 2, options: Any = None,
                 seed: int = 0) -> None:
        super().__init__(_fast, "rl-batch-not-built", "durak", games, players, options, seed)

    def _setting(self, options: Any) -> int:
        fast = self._fast
        return ((fast.TRANSFER if options.transfer else 0)
                | (fast.NEIGHBOURS if options.throw_in == "neighbours" else 0)
                | (fast.FIRST_BOUT_FIVE if options.first_bout_five else 0)
                | (fast.RESTRICTED if options.restricted else 0))

    @property
    def flags(self) -> int:
        """The options as the C deal takes them (TRANSFER, NEIGHBOURS, FIRST_BOUT_FIVE,
        RESTRICTED)."""
        return self.setting

    def _deck_like(self, seed: int) -> list[int]:
        deck, _rng = get_game("durak").shuffled(seed)  # type: ignore[attr-defined]
        return list(deck)

    def heuristic_actions(self, param: str | float | None = None) -> np.ndarray:
        """Each game's action index from Durak's heuristic bot for the seat offered the
        decision: what `HeuristicBot(param=param).act` chooses there (its `param`, the thrift,
        as that bot reads it), `decline` where the bot would not throw in (an optional seat),
        -1 where the game is over (only after `step_one`). A new array each call."""
        return self._each("heuristic", _thrift(param))


def batch_thrifts(game: Game, specs: Sequence[str]) -> list[float | None] | None:
    """How the batch plays the bots `specs` of `game`, one a seat: the thrift of Durak's
    heuristic, or None for the random bot; None where it cannot play them all (another game
    than Durak, the C module not built, or a bot it does not hold)."""
    if game.id != "durak" or not available():
        return None
    from koloda.bots.random_bot import RandomBot
    from koloda.games.durak.bots import HeuristicBot

    thrifts: list[float | None] = []
    for seat, spec in enumerate(specs):
        agent = make_bot(spec, game, seat)
        # Exactly these classes: a subclass or a wrapper (a level with noise) plays otherwise.
        if type(agent) is HeuristicBot and math.isfinite(agent.thrift):  # C compares floats
            thrifts.append(agent.thrift)
        elif type(agent) is RandomBot:
            thrifts.append(None)
        else:
            return None
    return thrifts


def _thrift(param: str | float | None) -> float:
    """The heuristic's thrift from its `param`, read as `HeuristicBot` reads it (so a bad one
    is refused in the same words)."""
    from koloda.games.durak.bots import HeuristicBot

    if isinstance(param, int | float):
        param = repr(float(param))
    return HeuristicBot(param=param).thrift


__all__ = ["SPREAD", "DurakBatch", "available", "batch_thrifts", "random_legal"]
