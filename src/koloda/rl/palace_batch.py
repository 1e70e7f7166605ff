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

from koloda.core import KolodaError, deck52, get_game, text
from koloda.core.rng import deal_rng

from .batch import SPREAD, random_legal

try:
    from koloda.games.palace import _fast
except ImportError:  # pip builds it only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]


def available() -> bool:
    """Whether Palace's C module was built (it needs a C compiler when the package is
    installed)."""
    return _fast is not None


def _module() -> Any:
    if _fast is None:
        raise KolodaError(text("rl-palace-batch-not-built"))
    return _fast


class PalaceBatch:
    """`games` Palace games for `players` seats (2-5) with `options`, stepped together."""

    def __init__(self, games: int = 256, players: int = 2, options: Any = None,
                 seed: int = 0) -> None:
        fast = _module()
        game = get_game("palace")
        game.check_players(players)
        if games < 1:
            raise KolodaError(text("rl-batch-games", games=str(games)))
        opts = game.options(options)
        self.games, self.players, self.options = games, players, opts
        self.pickup_limit = int(opts.pickup_limit)
        self.obs_size, self.n_actions = fast.OBS_SIZE, fast.N_ACTIONS
        self.decline = self.n_actions - 1
        self.seed = seed
        self._state = np.zeros(games * fast.GAME_BYTES, dtype=np.uint8)
        self.obs = np.zeros((games, self.obs_size), dtype=np.float32)
        self.mask = np.zeros((games, self.n_actions), dtype=np.int8)
        self.seats = np.zeros(games, dtype=np.int8)
        self.rewards = np.zeros((games, players), dtype=np.float32)
        self.done = np.zeros(games, dtype=np.uint8)
        self.finished = 0  # games completed since construction

    def reset(self, seed: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Deal every slot afresh (from `seed`, else the batch's); the first observations."""
        self.deal_all(seed)
        return self.observe()

    def deal_all(self, seed: int | None = None) -> None:
        """`reset` without the observations (for loops that choose in C)."""
        if seed is not None:
            self.seed = seed
        for i in range(self.games):
            _fast.deal(self._state, i, self.players, self.pickup_limit, self.seed * SPREAD + i)

    def deal_like(self, slot: int, seed: int) -> None:
        """Deal slot `slot` exactly as `PalaceGame.new(players, options, seed)` does."""
        deck = deck52()
        deal_rng(seed).shuffle(deck)  # PalaceGame.new's shuffle, dealt from the end in C
        _fast.deal(self._state, slot, self.players, self.pickup_limit, -1,
                   bytes(int(c) for c in deck))

    def deal_again(self, slot: int) -> None:
        """Abandon the game in `slot` and deal a new one there (from the slot's generator);
        `observe` shows it."""
        _fast.deal(self._state, slot, self.players, self.pickup_limit, -1)

    def observe(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(observations, masks, seats): one row per game, for the seat offered the decision."""
        _fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats

    def _checked(self, actions: Any) -> np.ndarray:
        chosen = np.ascontiguousarray(actions, dtype=np.int32)
        if chosen.shape != (self.games,):
            raise ValueError(f"one action per game: shape ({self.games},), not {chosen.shape}")
        return chosen

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          np.ndarray]:
        """Each game's offered seat takes its index in `actions`; then (observations, masks,
        seats, rewards, done). Where `done[i]`, `rewards[i]` is that game's result for every
        seat (1 first place, -1 last) and row i is already the next game's first decision.
        ValueError (nothing applied) when an index is outside its game's mask."""
        self.advance(actions)
        _fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats, self.rewards, self.done

    def advance(self, actions: Any) -> tuple[np.ndarray, np.ndarray]:
        """`step` without the observations and masks: (rewards, done). For loops that choose
        in C (`heuristic_actions`, `random_actions`); `observe` brings the arrays up to date."""
        _fast.step(self._state, self._checked(actions), self.rewards, self.done, True)
        self.finished += int(self.done.sum())
        return self.rewards, self.done

    def heuristic_actions(self) -> np.ndarray:
        """Each game's action index from Palace's heuristic bot for the seat offered the
        decision (see the module docstring for its blind card), `decline` where the bot would
        not play out of turn, -1 where the game is over (only after `step_one`). A new array
        each call."""
        chosen = np.empty(self.games, dtype=np.int32)
        _module().heuristic(self._state, chosen)
        return chosen

    def random_actions(self) -> np.ndarray:
        """Each game's uniformly random legal index (the decline among them where offered),
        drawn in C from each slot's own generator; -1 where the game is over. A new array."""
        chosen = np.empty(self.games, dtype=np.int32)
        _module().random_actions(self._state, chosen)
        return chosen

    def step_one(self, slot: int, action: int) -> bool:
        """Step only game `slot` (no new deal when it ends); True when it ended. For tests and
        tools that follow one game; the arrays' row `slot` is updated."""
        fast = _module()
        size = fast.GAME_BYTES
        view = self._state[slot * size:(slot + 1) * size]
        fast.step(view, np.array([action], dtype=np.int32), self.rewards[slot:slot + 1],
                  self.done[slot:slot + 1], False)
        fast.observe(view, self.obs[slot:slot + 1], self.mask[slot:slot + 1],
                     self.seats[slot:slot + 1])
        return bool(self.done[slot])


__all__ = ["PalaceBatch", "available", "random_legal"]
