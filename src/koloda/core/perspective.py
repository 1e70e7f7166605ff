"""What a bot or a person sees of a game: one seat's perspective, and the agent protocol.

A bot receives a `Perspective`, never the state, so it cannot read hidden cards: everything it
offers is cut down to the seat (`view`, `legal_actions`) or re-dealt (`determinize`).
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from .actions import Action
from .state import State, Timer


class _Timeout:
    """Returned by an agent whose time ran out (the host applies the timer or a fallback)."""

    def __repr__(self) -> str:
        return "TIMEOUT"


TIMEOUT: Any = _Timeout()


class Perspective:
    """One seat's window on a game in progress."""

    __slots__ = ("__state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self.__state = state
        self.seat = seat

    @property
    def game_id(self) -> str:
        return self.__state.game.id

    @property
    def players(self) -> int:
        return self.__state.players

    @property
    def options(self) -> Any:
        """The table's options (public: everybody at the table plays by them); None for a game
        without options."""
        return getattr(self.__state, "options", None)

    def view(self) -> dict[str, Any]:
        return self.__state.view(self.seat)

    def legal_actions(self) -> list[Action]:
        return self.__state.legal_actions(self.seat)

    def check(self, action: Action) -> None:
        """Raise `IllegalAction` unless this seat may take `action` now (for actions beyond the
        listed ones, such as a typed Card Ball shot); the reasons never name hidden cards."""
        self.__state.check(self.seat, action)

    def actors(self) -> tuple[int, ...]:
        return self.__state.actors()

    def must_act(self) -> bool:
        """True when the game waits for this seat (False: it may act, out of turn or in a race)."""
        return self.__state.to_move() == self.seat

    def timer(self) -> Timer | None:
        return self.__state.timer()

    def determinize(self, rng: random.Random) -> State:
        """A full state consistent with what this seat knows, hidden cards re-dealt by `rng`."""
        return self.__state.determinize(self.seat, rng)


@runtime_checkable
class Agent(Protocol):
    """A seat's player: returns an action, None to decline an optional action, or `TIMEOUT`."""

    name: str

    def act(self, perspective: Perspective) -> Action | None: ...


class SeededBot:
    """What most bots share: a name, a random generator of their own from their seed (so a game
    plays the same again), and no move when the seat has no legal action. A bot says how it
    chooses among the legal actions (`choose`; None declines an optional action)."""

    def __init__(self, seed: int = 0, name: str = "bot") -> None:
        self.rng = random.Random(seed)
        self.name = name

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        return self.choose(perspective, legal)

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        raise NotImplementedError


def search_budget(param: str | None, default: int, most_iterations: int,
                  most_seconds: float) -> tuple[int | None, float | None] | None:
    """A search bot's budget from its spec's parameter, as (iterations, seconds): ``2000`` or
    ``1.5s``; `default` iterations without one; None for a parameter out of bounds or not a
    number (the bot words its own refusal)."""
    if not param:
        return default, None
    try:
        if param.endswith("s"):
            seconds = float(param[:-1])
            if 0 < seconds <= most_seconds:  # also refuses inf and nan
                return None, seconds
        else:
            iterations = int(param)
            if 0 < iterations <= most_iterations:
                return iterations, None
    except ValueError:
        pass
    return None
