"""Which games the end-to-end tests play: Palace and Durak, plus the toy game (and a timed
variant of it with a rule timer) for protocol details."""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Game, KolodaError, Timer, get_game, given
from tests.core.toygame import Play, ToyGame, ToyState

#: the real games every end-to-end test runs on, with the table size used
REAL = {"palace": 3, "durak": 3}


def loadable(game_id: str) -> bool:
    try:
        game = get_game(game_id)
        game.agents()
    except (KolodaError, ImportError, AttributeError):
        return False
    return not game.unavailable


class TimedState(ToyState):
    """The toy game with a rule clock: the seat to play has 0.3 s, then its lowest card goes."""

    def timer(self) -> Timer | None:
        if self.outcome() is not None:
            return None
        return Timer(0.3, self.turn, Play(min(self.hands[self.turn])))

    def clone(self) -> TimedState:
        new = TimedState(self.game, self.players, random.Random())
        base = super().clone()
        new.__dict__.update(base.__dict__)
        return new


class TimedToy(ToyGame):
    id = "toy_timed"
    title = given("Toy tricks against the clock", "Игрушечные взятки на время")

    def new(self, players: int, options: Any = None, seed: int = 0) -> TimedState:
        base = super().new(players, options, seed)
        state = TimedState(self, players, base.rng)
        state.__dict__.update({k: v for k, v in base.__dict__.items() if k != "game"})
        return state


TIMED: Game = TimedToy()
