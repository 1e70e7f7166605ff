"""The contract of a game's learning encoding (each game's own is `koloda.games.<game>.encoding`):
a fixed discrete action space and an observation vector made for the game, both from one seat's
side of the table (docs/rl.md describes each game's).

An `Encoding` is built for one game, player count and options (its sizes may depend on them: a
Spider-Man card file sets how many cards there are). It reads a `State`, but only what the seat
may know: its own cards, what lies face up, what everybody saw go into a hand, counts. Tests
prove it: a seat's observation does not change when `determinize` re-deals what it cannot see,
so a bot that holds only a `Perspective` gets the same observation from a re-dealt copy.

Every legal action has exactly one index, and an index decodes to at most one action; the last
index, `decline`, is not an action: an optional actor (a Durak throw-in while the defender
thinks, a Palace four out of turn) lets the moment pass.
"""

from __future__ import annotations

import importlib
import importlib.util
from abc import ABC, abstractmethod
from typing import Any, ClassVar

import numpy as np

from .actions import Action
from .errors import KolodaError
from .game import Game
from .registry import games, get_game
from .state import State
from .text import text


class Encoding(ABC):
    """One game's action index and observation, for `players` seats and `options`."""

    #: the game id this encoding is for
    game_id: ClassVar[str]

    #: actions of the game (indices 0 .. n_actions - 2); the last index declines
    n_actions: int
    #: length of the float32 observation vector, every value in [0, 1]
    obs_size: int

    def __init__(self, game: Game, players: int, options: Any = None) -> None:
        game.check_players(players)
        self.game = game
        self.players = players
        self.options = game.options(options)

    @property
    def decline(self) -> int:
        """The index of letting an optional moment pass (not an action of the game)."""
        return self.n_actions - 1

    @abstractmethod
    def encode(self, state: State, seat: int) -> np.ndarray:
        """The observation of `seat`: float32, shape (obs_size,), values in [0, 1]; reads only
        what `seat` may know."""

    @abstractmethod
    def index(self, state: State, seat: int, action: Action) -> int:
        """The index of `action` taken by `seat` in `state` (in 0 .. decline - 1)."""

    @abstractmethod
    def decode(self, state: State, seat: int, index: int) -> Action | None:
        """The action index `index` names for `seat` in `state`, or None where it names none
        (decline, or a card or target this position does not have). The action may still be
        illegal: callers check it against `legal_actions` (the mask does)."""

    def legal_indices(self, state: State, seat: int,
                      legal: list[Action] | None = None) -> list[int]:
        """The indices of `seat`'s legal actions (`legal`: that list, when the caller has it)."""
        index = self.index
        if legal is None:
            legal = state.legal_actions(seat)
        return [index(state, seat, a) for a in legal]

    def mask(self, state: State, seat: int, may_decline: bool = False,
             legal: list[Action] | None = None) -> np.ndarray:
        """int8 of shape (n_actions,): 1 at each legal action's index (and at `decline` when
        `may_decline`); `legal`: the seat's legal actions, when the caller has them."""
        buf = bytearray(self.n_actions)
        for i in self.legal_indices(state, seat, legal):
            buf[i] = 1
        if may_decline:
            buf[self.n_actions - 1] = 1
        return np.frombuffer(buf, dtype=np.int8)


def encoding_class(game: Game) -> type[Encoding] | None:
    """The encoding class of `game`: the `Encoding` of its package's `encoding` module whose
    `game_id` is the game's (a package with two games, Spider-Man's, has one class each)."""
    module_name = f"{game.messages_package}.encoding"
    try:
        if importlib.util.find_spec(module_name) is None:
            return None
    except ModuleNotFoundError:  # a game in a plain module, not a package
        return None
    module = importlib.import_module(module_name)
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, Encoding)
                and getattr(value, "game_id", None) == game.id):
            return value
    return None


def encoding_for(game: Game | str, players: int, options: Any = None) -> Encoding:
    """The encoding of `game` for `players` seats; `KolodaError` where the game has none."""
    g = get_game(game) if isinstance(game, str) else game
    cls = encoding_class(g)
    if cls is None:
        known = ", ".join(encoded_games())
        raise KolodaError(text("core-encoding-none", game=g.id, known=known))
    return cls(g, players, options)


def encoded_games() -> list[str]:
    """The ids of every game with an encoding."""
    return sorted(gid for gid, g in games().items() if encoding_class(g) is not None)


def clip01(x: float) -> float:
    """`x` held to [0, 1] (observation spaces are Box(0, 1))."""
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


__all__ = ["Encoding", "clip01", "encoded_games", "encoding_class", "encoding_for"]
