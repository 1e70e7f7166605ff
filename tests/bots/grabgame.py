"""A tiny game with an optional out-of-turn action, to test declining: seat 0 must `wait` three
times; at any moment seat 1 may `grab`, which ends the game at once. When the pot is good,
grabbing wins for seat 1; when it is bad, grabbing loses, and three waits make a draw."""

from __future__ import annotations

import random
from typing import Any

from koloda.core import (
    Action,
    ActionCodec,
    Event,
    Game,
    IllegalAction,
    Outcome,
    State,
    action,
    given,
)


@action("wait")
class Wait(Action):
    pass


@action("grab")
class Grab(Action):
    pass


class GrabState(State):
    def __init__(self, game: Game, good: bool) -> None:
        self.game, self.players, self.rng = game, 2, random.Random(0)
        self.good, self.waits, self.grabbed = good, 0, False

    def actors(self) -> tuple[int, ...]:
        return () if self.outcome() else (1, 0)

    def to_move(self) -> int | None:
        return None if self.outcome() else 0

    def legal_actions(self, seat: int) -> list[Action]:
        if self.outcome():
            return []
        return [Wait()] if seat == 0 else [Grab()]

    def check(self, seat: int | None, a: Action) -> None:
        if a not in self.legal_actions(seat if seat is not None else -1):
            raise IllegalAction(given(f"seat {seat} may not {a.type_name} now",
                                f"место {seat} не может сейчас {a.type_name}"))

    def perform(self, seat: int | None, a: Action) -> list[Event]:
        if isinstance(a, Grab):
            self.grabbed = True
        else:
            self.waits += 1
        return [Event(a.type_name, seat)]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"good": self.good, "waits": self.waits, "grabbed": self.grabbed}

    def outcome(self) -> Outcome | None:
        if self.grabbed:
            return Outcome((2, 1) if self.good else (1, 2), (0.0, 1.0) if self.good else (1.0, 0.0))
        if self.waits >= 3:
            return Outcome((1, 1), (0.5, 0.5))
        return None

    def clone(self) -> GrabState:
        new = GrabState(self.game, self.good)
        new.waits, new.grabbed = self.waits, self.grabbed
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> GrabState:
        return self.clone()


class GrabGame(Game):
    id = "grab"
    title = given("Grab", "Хватай")
    min_players, max_players = 2, 2
    codec = ActionCodec([Wait, Grab])

    def new(self, players: int, options: Any = None, seed: int = 0) -> GrabState:
        return GrabState(self, good=seed % 2 == 1)

    def setup(self, position: dict[str, Any], options: Any = None, seed: int = 0) -> GrabState:
        return GrabState(self, good=bool(position["good"]))


GAME = GrabGame()
