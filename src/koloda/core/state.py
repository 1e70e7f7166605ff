"""The state half of the game contract: what a front end, a bot or a test may ask of a game."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import IllegalAction
from .text import Text

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for logs and animation.

    `data` is public; `private` maps a seat to details only that seat may see (the card it drew).
    `text` is a one-line description for logs, public, in both languages.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)
    text: Text | None = None

    def view(self, seat: int | None) -> dict[str, Any]:
        """This event as `seat` may see it (None: a spectator)."""
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat, **self.data}
        if seat is not None and seat in self.private:
            out.update(self.private[seat])
        if self.text is not None:
            out["text"] = self.text.to_json()
        return out


@dataclass(frozen=True, slots=True)
class Timer:
    """A rule's time limit: after `seconds`, the host applies `action` for `seat` (None: the rules)."""

    seconds: float
    seat: int | None
    action: Action


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result: `ranks[seat]` (1 is best, equal ranks are ties) and per-seat `scores`.

    In a one-seat game against the rules (a solo automaton) rank 1 means the seat won, 2 it lost."""

    ranks: tuple[int, ...]
    scores: tuple[float, ...]

    def rewards(self) -> tuple[float, ...]:
        """Ranks mapped to [0, 1] (1 for first place, 0 for last) for search and statistics."""
        n = len(self.ranks)
        if n == 1:
            # A solo game against the rules: rank 1 is a win, anything else a loss.
            return (1.0 if self.ranks[0] == 1 else 0.0,)
        worst = max(self.ranks)
        best = min(self.ranks)
        if worst == best:
            return (0.5,) * n
        return tuple((worst - r) / (worst - best) for r in self.ranks)

    def winners(self) -> tuple[int, ...]:
        best = min(self.ranks)
        return tuple(s for s, r in enumerate(self.ranks) if r == best)

    def to_json(self) -> dict[str, Any]:
        return {"ranks": list(self.ranks), "scores": list(self.scores)}


class State(ABC):
    """A game in progress. Mutable, deterministic: all randomness comes from `self.rng`.

    Subclasses implement the abstract methods; `apply` is fixed here so that every action is
    checked (one source of truth: `check`) before `perform` changes anything.
    """

    game: Game
    players: int
    rng: random.Random

    # -- who acts -------------------------------------------------------------------------
    @abstractmethod
    def actors(self) -> tuple[int, ...]:
        """Seats that may act now, in priority order; empty once the game is over."""

    def actors_for(self, seat: int | None) -> tuple[int, ...]:
        """The actors as `seat` is told them: `actors()`, less `seat` itself where it has no
        legal action (a game with `Game.public_actors` lists optional out-of-turn seats from
        public facts, and only the seat knows its cards). A spectator gets `actors()`."""
        a = self.actors()
        if seat is None or seat not in a or self.legal_actions(seat):
            return a
        return tuple(s for s in a if s != seat)

    def out_seats(self) -> tuple[int, ...]:
        """Seats whose part in the game is over while the game goes on (knocked out, or out of
        cards with their place taken): they will never act again. Once listed, a seat stays
        listed and is never among `actors()`. Public: every seat may know who is out. A host
        uses it to tell when only bots still play."""
        return ()

    def to_move(self) -> int | None:
        """The seat the game is waiting for (must act); None when nobody is obliged (a race,
        or only optional out-of-turn actions and a timer). Defaults to the single actor."""
        a = self.actors()
        return a[0] if len(a) == 1 else None

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """The finite list of legal actions of `seat` (empty if it may not act). Games with
        continuous parameters list one representative per kind and accept others in `check`."""

    @abstractmethod
    def check(self, seat: int | None, action: Action) -> None:
        """Raise `IllegalAction` with a readable reason unless `seat` may take `action` now."""

    def is_legal(self, seat: int | None, action: Action) -> bool:
        try:
            self.check(seat, action)
        except IllegalAction:
            return False
        return True

    @abstractmethod
    def perform(self, seat: int | None, action: Action) -> list[Event]:
        """Carry out an action already known to be legal (search bots call it directly)."""

    def apply(self, seat: int | None, action: Action) -> list[Event]:
        """Check, then perform; an illegal action raises `IllegalAction` and changes nothing."""
        self.check(seat, action)
        return self.perform(seat, action)

    # -- what is seen ---------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-able dict of all `seat` may know and nothing more; None is the spectator."""

    def timer(self) -> Timer | None:
        """The rule timer now running, if the rules impose one."""
        return None

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs, then ranks and scores."""

    def is_over(self) -> bool:
        return self.outcome() is not None

    def estimate(self) -> tuple[float, ...] | None:
        """A cheap guess of each seat's final reward (as `Outcome.rewards`: 1 first, 0 last) from
        this position, for search bots that cut playouts short; None when the game offers none.
        Called on determinized copies, so it may read every card of the state it is given."""
        return None

    # -- copies ---------------------------------------------------------------------------
    @abstractmethod
    def clone(self) -> State:
        """An independent copy (including the RNG state)."""

    @abstractmethod
    def determinize(self, seat: int | None, rng: random.Random) -> State:
        """A copy in which everything hidden from `seat` is re-dealt, consistent with what
        `seat` has seen; `view(seat)` of the copy equals `view(seat)` of this state."""

    def cards(self) -> list[int] | None:
        """Every physical card the game holds, wherever it lies (hands, piles, out of play):
        property tests check that this multiset never changes. None if the game has no cards."""
        return None

    # -- setup ----------------------------------------------------------------------------
    def to_setup(self) -> dict[str, Any]:
        """This position in the game's documented `setup` JSON form (for puzzles and tests)."""
        raise NotImplementedError(f"{type(self).__name__} cannot export its position")
