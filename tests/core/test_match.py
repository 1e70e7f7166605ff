"""The match runner: optional actors, rule timers and timeouts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.core import (
    TIMEOUT,
    Action,
    ActionCodec,
    Event,
    Game,
    IllegalAction,
    Outcome,
    Perspective,
    StalledGame,
    State,
    Timer,
    action,
    given,
    play_match,
)


@action("press")
class Press(Action):
    pass


@action("expire")
class Expire(Action):
    pass


class RaceState(State):
    """Three rounds; in each, any seat may press; if nobody does, the timer gives the round away."""

    def __init__(self, game: Game, players: int) -> None:
        self.game, self.players, self.rng = game, players, random.Random(0)
        self.wins = [0] * players
        self.expired = 0
        self.round = 0

    def actors(self) -> tuple[int, ...]:
        return () if self.round >= 3 else tuple(range(self.players))

    def to_move(self) -> int | None:
        return None  # a race: nobody is obliged

    def legal_actions(self, seat: int) -> list[Action]:
        return [Press()] if self.round < 3 else []

    def check(self, seat: int | None, a: Action) -> None:
        if self.round >= 3:
            raise IllegalAction(given("the race is over", "гонка окончена"))
        if isinstance(a, Expire) != (seat is None):
            raise IllegalAction(given("only the timer expires a round", "раунд завершает только таймер"))

    def perform(self, seat: int | None, a: Action) -> list[Event]:
        if seat is None:
            self.expired += 1
        else:
            self.wins[seat] += 1
        self.round += 1
        return [Event("round", seat)]

    def timer(self) -> Timer | None:
        return Timer(30.0, None, Expire()) if self.round < 3 else None

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"wins": self.wins, "round": self.round}

    def outcome(self) -> Outcome | None:
        if self.round < 3:
            return None
        best = max(self.wins)
        return Outcome(tuple(1 if w == best else 2 for w in self.wins), tuple(map(float, self.wins)))

    def clone(self) -> RaceState:
        new = RaceState(self.game, self.players)
        new.wins, new.expired, new.round = list(self.wins), self.expired, self.round
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> RaceState:
        return self.clone()


class Race(Game):
    id = "race"
    title = given("Race", "Гонка")
    min_players, max_players = 2, 2
    codec = ActionCodec([Press, Expire])

    def new(self, players: int, options: Any = None, seed: int = 0) -> RaceState:
        return RaceState(self, players)

    def setup(self, position: dict[str, Any], options: Any = None, seed: int = 0) -> RaceState:
        return RaceState(self, 2)


class Scripted:
    def __init__(self, replies: list[Any]) -> None:
        self.replies, self.name = list(replies), "scripted"

    def act(self, perspective: Perspective) -> Action | None:
        return self.replies.pop(0) if self.replies else None


def test_the_first_seat_in_priority_order_that_acts_wins_the_step():
    result = play_match(Race(), [Scripted([Press()] * 3), Scripted([Press()] * 3)])
    assert result.state.wins == [3, 0]


def test_when_everybody_declines_the_rule_timer_applies_and_is_recorded():
    result = play_match(Race(), [Scripted([None, Press()]), Scripted([None, None])])
    assert result.state.expired == 2 and result.state.wins == [1, 0]
    assert (None, {"type": "expire"}) in result.record.actions


def test_a_timeout_by_an_optional_actor_is_treated_as_declining():
    result = play_match(Race(), [Scripted([TIMEOUT] * 3), Scripted([Press()] * 3)])
    assert result.state.wins == [0, 3]


def test_a_game_where_nobody_may_be_waited_for_and_no_timer_runs_stalls_loudly():
    class NoTimer(RaceState):
        def timer(self) -> Timer | None:
            return None

    class Stuck(Race):
        def new(self, players: int, options: Any = None, seed: int = 0) -> RaceState:
            return NoTimer(self, players)

    with pytest.raises(StalledGame):
        play_match(Stuck(), [Scripted([]), Scripted([])])
