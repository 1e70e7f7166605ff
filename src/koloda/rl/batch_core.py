"""What the batches of games in C share (`DurakBatch` of `koloda.rl.batch`, `PalaceBatch` of
`koloda.rl.palace_batch`): `GameBatch`, the buffers and the calls into a game's `_fast` module.

Every game's C module has the same calls (its rules differ): `deal(games, slot, players,
setting, seed, deck=None)`, `observe`, `step` and `heuristic`, over one byte array of
`GAME_BYTES` a game; core/_batch.h is their shared C. A game's batch says only what is its
own: the game, the one number its deal takes for its options (`_setting`), the deck its
Python rules deal from a seed (`_deck_like`) and how its heuristic is asked.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import KolodaError, get_game, text

#: the slots' deal generators are seeded far apart: slot i of seed s starts at s * SPREAD + i
SPREAD = 1 << 32


class GameBatch:
    """`games` games of `game_id` for `players` seats with `options`, stepped together in the
    C module `fast` (None where it was not built: KolodaError with the text `not_built`)."""

    def __init__(self, fast: Any, not_built: str, game_id: str, games: int, players: int,
                 options: Any, seed: int) -> None:
        if fast is None:  # pip builds it only where a C compiler was found at install
            raise KolodaError(text(not_built))
        game = get_game(game_id)
        game.check_players(players)
        if games < 1:
            raise KolodaError(text("rl-batch-games", games=str(games)))
        opts = game.options(options)
        self._fast = fast
        self.games, self.players, self.options = games, players, opts
        self.setting = self._setting(opts)
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

    # -- the game's own part ---------------------------------------------------------------
    def _setting(self, options: Any) -> int:
        """The number the C deal takes for the game's `options`."""
        raise NotImplementedError

    def _deck_like(self, seed: int) -> list[int]:
        """The card ints the game's `new(players, options, seed)` deals from, in the order the
        C deal takes them."""
        raise NotImplementedError

    # -- dealing -----------------------------------------------------------------------------
    def reset(self, seed: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Deal every slot afresh (from `seed`, else the batch's); the first observations."""
        self.deal_all(seed)
        return self.observe()

    def deal_all(self, seed: int | None = None) -> None:
        """`reset` without the observations (for loops that choose in C)."""
        if seed is not None:
            self.seed = seed
        for i in range(self.games):
            self._fast.deal(self._state, i, self.players, self.setting, self.seed * SPREAD + i)

    def deal_like(self, slot: int, seed: int) -> None:
        """Deal slot `slot` exactly as the game's `new(players, options, seed)` does."""
        self._fast.deal(self._state, slot, self.players, self.setting, -1,
                        bytes(int(c) for c in self._deck_like(seed)))

    def deal_again(self, slot: int) -> None:
        """Abandon the game in `slot` and deal a new one there (from the slot's generator);
        `observe` shows it."""
        self._fast.deal(self._state, slot, self.players, self.setting, -1)

    # -- stepping ----------------------------------------------------------------------------
    def observe(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(observations, masks, seats): one row per game, for the seat offered the decision."""
        self._fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          np.ndarray]:
        """Each game's offered seat takes its index in `actions`; then (observations, masks,
        seats, rewards, done). Where `done[i]`, `rewards[i]` is that game's result for every
        seat (1 first place, -1 last) and row i is already the next game's first decision.
        ValueError (nothing applied) when an index is outside its game's mask."""
        self.advance(actions)
        self._fast.observe(self._state, self.obs, self.mask, self.seats)
        return self.obs, self.mask, self.seats, self.rewards, self.done

    def advance(self, actions: Any) -> tuple[np.ndarray, np.ndarray]:
        """`step` without the observations and masks: (rewards, done). For loops that choose
        in C and need no observation, such as a study of the heuristic (`heuristic_actions`
        reads the games themselves); `observe` brings the arrays up to date when wanted."""
        chosen = np.ascontiguousarray(actions, dtype=np.int32)
        if chosen.shape != (self.games,):
            raise ValueError(f"one action per game: shape ({self.games},), not {chosen.shape}")
        self._fast.step(self._state, chosen, self.rewards, self.done, True)
        self.finished += int(self.done.sum())
        return self.rewards, self.done

    def step_one(self, slot: int, action: int) -> bool:
        """Step only game `slot` (no new deal when it ends); True when it ended. For tests and
        tools that follow one game; the arrays' row `slot` is updated."""
        size = self._fast.GAME_BYTES
        view = self._state[slot * size:(slot + 1) * size]
        self._fast.step(view, np.array([action], dtype=np.int32), self.rewards[slot:slot + 1],
                        self.done[slot:slot + 1], False)
        self._fast.observe(view, self.obs[slot:slot + 1], self.mask[slot:slot + 1],
                           self.seats[slot:slot + 1])
        return bool(self.done[slot])

    def random_actions(self) -> np.ndarray:
        """Each game's uniformly random legal index (the decline among them where offered),
        drawn in C from each slot's own generator; -1 where the game is over. A new array."""
        return self._each("random_actions")

    def _each(self, call: str, *args: Any) -> np.ndarray:
        """A new array of each game's action index from the C module's `call` (a bot's
        choice for the seat offered the decision)."""
        chosen = np.empty(self.games, dtype=np.int32)
        getattr(self._fast, call)(self._state, chosen, *args)
        return chosen


def random_legal(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal index per row of `mask` (ties of uniform noise cannot
    favour an index: every legal one gets 1 + noise, the others noise alone)."""
    noise = rng.random(mask.shape, dtype=np.float32)
    return (noise + mask).argmax(axis=1)


def uniform_legal(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal index per row of `mask` (-1 where a row has none): every
    row's legal indices in one flat array, and one draw a row among its own (some twenty times
    the speed of drawing noise over whole rows hundreds of indices wide)."""
    # row by row, each row's indices ascending (flat on bools: several times np.nonzero's speed)
    flat = np.flatnonzero(mask.view(bool) if mask.dtype.itemsize == 1 else mask != 0)
    row_of, column = np.divmod(flat, mask.shape[1])
    counts = np.bincount(row_of, minlength=len(mask))
    starts = np.cumsum(counts) - counts
    # u * count may round up to count itself: held below it
    pick = np.minimum((rng.random(len(mask)) * counts).astype(np.int64), counts - 1)
    has = counts > 0
    picks = np.full(len(mask), -1, dtype=np.int64)
    picks[has] = column[starts[has] + pick[has]]
    return picks


def random_bot_choices(mask: np.ndarray, decline: int, rng: np.random.Generator) -> np.ndarray:
    """Each row's index as `RandomBot` chooses: an optional seat (`decline` in its mask)
    declines half of the time or when it has nothing else, else a uniformly random legal
    index (`uniform_legal`)."""
    others = mask.copy()
    others[:, decline] = 0
    picks = uniform_legal(others, rng)
    optional = mask[:, decline] != 0
    picks[optional & ((rng.random(len(mask)) < 0.5) | (picks < 0))] = decline
    return picks


__all__ = ["SPREAD", "GameBatch", "random_bot_choices", "random_legal", "uniform_legal"]
