"""Many Palace games stepped as one batch: the encoding and turn order of `KolodaAEC`, in C.

`PalaceBatch(games=256)` holds that many games side by side, as `DurakBatch` does for Durak
(`koloda.rl.batch`, whose docstring shows the loop). Each `step` takes one action index per
game, from the seat each game offers the decision to (the same seat, observation, mask and
rewards as `KolodaAEC("palace")` would give: `koloda.games.palace._fast` restates the rules in
C, and tests/rl/test_palace_batch.py plays random games in both, every player count and pick-up
limit, to hold them equal). A finished game reports its rewards and `done`, and a new one is
dealt in its place.

The arrays returned are the batch's own buffers, overwritten by the next call: copy what you
keep. Deals come from each slot's own generator (splitmix64), not from `PalaceGame.new`;
`deal_like` loads the deal `PalaceGame.new` makes from a seed into a slot.

`heuristic_actions()` gives each game's choice of Palace's heuristic bot (`PalaceBot` of
`koloda.games.palace.bots`, restated in C) for the seat offered the decision. It is held equal
to that bot move for move except where the bot draws at random (which face-down card to turn
over): there the C choice comes from the game's own key, so it is a legal blind card but not the
one a `PalaceBot` of some seed would turn. `random_actions()` picks a uniformly random legal
index per game in C (each slot's own generator), for random playouts that never leave C.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import deck52
from koloda.core.rng import deal_rng

from .batch_core import GameBatch, random_legal

try:
    from koloda.games.palace import _fast
except ImportError:  # pip builds it only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]


def available() -> bool:
    """Whether Palace's C module was built (it needs a C compiler when the package is
    installed)."""
    return _fast is not None


class PalaceBatch(GameBatch):
    """`games` Palace games for `players` seats (2-5) with `options`, stepped together."""

    def __init__(self, games: int = 256, players: int = 2, options: Any = None,
                 seed: int = 0) -> None:
        super().__init__(_fast, "rl-palace-batch-not-built", "palace", games, players, options,
                         seed)

    def _setting(self, options: Any) -> int:
        return int(options.pickup_limit)

    @property
    def pickup_limit(self) -> int:
        """The options' pick-up limit, as the C deal takes it (0: off)."""
        return self.setting

    def _deck_like(self, seed: int) -> list[int]:
        deck = deck52()
        deal_rng(seed).shuffle(deck)  # PalaceGame.new's shuffle, dealt from the end in C
        return [int(c) for c in deck]

    def heuristic_actions(self) -> np.ndarray:
        """Each game's action index from Palace's heuristic bot for the seat offered the
        decision (see the module docstring for its blind card), `decline` where the bot would
        not play out of turn, -1 where the game is over (only after `step_one`). A new array
        each call."""
        return self._each("heuristic")


__all__ = ["PalaceBatch", "available", "random_legal"]
