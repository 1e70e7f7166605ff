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
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import KolodaError, get_game, text

try:
    from koloda.games.durak import _fast
except ImportError:  # pip builds it only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

#: the slots' deal generators are seeded far apart: slot i of seed s starts at s * SPREAD + i
SPREAD = 1 << 32


def available() -> bool:
    """Whether the C module was built (it needs a C compiler when the package is installed)."""
    return _fast is not None


def _module() -> Any:
    if _fast is None:
        raise KolodaError(text("rl-batch-not-built"))
    return _fast


class DurakBatch:
    """`games` Durak games for `players` seats (2-6) with `options`, stepped together."""

    def __init__(self, games: int = 256, players: int = 2, options: Any = None,
                 seed: int = 0) -> None:
        fast = _module()
        game = get_game("durak")
        game.check_players(players)
        if games < 1:
            raise KolodaError(text("rl-batch-games", games=str(games)))
        opts = game.options(options)
        self.games, self.players, self.options = games, players, opts
        self.flags = ((fast.TRANSFER if opts.transfer else 0)
                      | (fast.NEIGHBOURS if opts.throw_in == "neighbours" else 0)
                      | (fast.FIRST_BOUT_FIVE if opts.first_bout_five else 0))
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
        if seed is not None:
            self.seed = seed
        for i in range(self.games):
            _fast.deal(self._state, i, self.players, self.flags, self.seed * SPREAD + i)
        return self.observe()

    def deal_like(self, slot: int, seed: int) -> None:
        """Deal slot `slot` exactly as `DurakGame.new(players, options, seed)` does."""
        deck, _rng = get_game("durak").shuffled(seed)  # type: ignore[attr-defined]
        _fast.deal(self._state, slot, self.players, self.flags, -1,
                   bytes(int(c) for c in deck))

    def deal_again(self, slot: int) -> None:
        """Abandon the game in `slot` and deal a new one there (from the slot's generator);
        `observe` shows it."""
        _fast.deal(self._state, slot, self.players, self.flags, -1)

    def observe(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(observations, masks, seats): one row per game, for the seat offered the decision."""
        _fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          np.ndarray]:
        """Each game's offered seat takes its index in `actions`; then (observations, masks,
        seats, rewards, done). Where `done[i]`, `rewards[i]` is that game's result for every
        seat (1 first place, -1 last) and row i is already the next game's first decision.
        ValueError (nothing applied) when an index is outside its game's mask."""
        chosen = np.ascontiguousarray(actions, dtype=np.int32)
        if chosen.shape != (self.games,):
            raise ValueError(f"one action per game: shape ({self.games},), not {chosen.shape}")
        _fast.step(self._state, chosen, self.rewards, self.done, True)
        self.finished += int(self.done.sum())
        _fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats, self.rewards, self.done

    def advance(self, actions: Any) -> tuple[np.ndarray, np.ndarray]:
        """`step` without the observations and masks: (rewards, done). For loops that choose
        in C and need no observation, such as a study of the heuristic (`heuristic_actions`
        reads the games themselves); `observe` brings the arrays up to date when wanted."""
        chosen = np.ascontiguousarray(actions, dtype=np.int32)
        if chosen.shape != (self.games,):
            raise ValueError(f"one action per game: shape ({self.games},), not {chosen.shape}")
        _fast.step(self._state, chosen, self.rewards, self.done, True)
        self.finished += int(self.done.sum())
        return self.rewards, self.done

    def heuristic_actions(self, param: str | float | None = None) -> np.ndarray:
        """Each game's action index from Durak's heuristic bot for the seat offered the
        decision: what `HeuristicBot(param=param).act` chooses there (its `param`, the thrift,
        as that bot reads it), `decline` where the bot would not throw in (an optional seat),
        -1 where the game is over (only after `step_one`). A new array each call."""
        fast = _module()
        thrift = _thrift(param)
        chosen = np.empty(self.games, dtype=np.int32)
        fast.heuristic(self._state, chosen, thrift)
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


def _thrift(param: str | float | None) -> float:
    """The heuristic's thrift from its `param`, read as `HeuristicBot` reads it (so a bad one
    is refused in the same words)."""
    from koloda.games.durak.bots import HeuristicBot

    if isinstance(param, int | float):
        param = repr(float(param))
    return HeuristicBot(param=param).thrift


def random_legal(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal index per row of `mask` (ties of uniform noise cannot
    favour an index: every legal one gets 1 + noise, the others noise alone)."""
    noise = rng.random(mask.shape, dtype=np.float32)
    return (noise + mask).argmax(axis=1)


__all__ = ["DurakBatch", "available", "random_legal"]
