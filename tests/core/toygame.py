"""A tiny trick game to test the core without any real game: each seat holds 3 cards, seats
lead in turn, the highest rank of a trick wins it; most tricks wins."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from koloda.core import (
    Action,
    ActionCodec,
    Card,
    Event,
    Game,
    IllegalAction,
    Outcome,
    State,
    action,
    deck52,
    given,
    option,
    parse_card,
)


@action("play")
class Play(Action):
    card: Card


@dataclass(frozen=True)
class ToyOptions:
    hand: int = option(3, given("cards a hand", "карт на руке"), minimum=1, maximum=5)


class ToyState(State):
    def __init__(self, game: Game, players: int, rng: random.Random) -> None:
        self.game, self.players, self.rng = game, players, rng
        self.hands: list[list[Card]] = []
        self.trick: list[Card | None] = [None] * players
        self.tricks = [0] * players
        self.turn = 0
        self.rest: list[Card] = []

    def actors(self) -> tuple[int, ...]:
        return () if self.outcome() else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        return [Play(c) for c in self.hands[seat]] if seat in self.actors() else []

    def check(self, seat: int | None, a: Action) -> None:
        if seat not in self.actors():
            raise IllegalAction(given(f"it is not seat {seat}'s turn", f"сейчас не ход места {seat}"))
        if not isinstance(a, Play) or a.card not in self.hands[seat]:
            raise IllegalAction(given(f"seat {seat} does not hold {a}", f"у места {seat} нет {a}"))

    def perform(self, seat: int | None, a: Action) -> list[Event]:
        assert seat is not None and isinstance(a, Play)
        self.hands[seat].remove(a.card)
        self.trick[seat] = a.card
        self.turn = (seat + 1) % self.players
        if all(c is not None for c in self.trick):
            best = max(range(self.players), key=lambda s: (self.trick[s].rank, -s))  # type: ignore[union-attr]
            self.tricks[best] += 1
            self.rest.extend(c for c in self.trick if c is not None)
            self.trick = [None] * self.players
            self.turn = best
        return [Event("play", seat, {"card": a.card.code})]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": [c.code for c in self.hands[seat]] if seat is not None else None,
            "counts": [len(h) for h in self.hands],
            "trick": [c.code if c else None for c in self.trick],
            "tricks": self.tricks, "turn": self.turn,
        }

    def outcome(self) -> Outcome | None:
        if any(self.hands) or any(self.trick):
            return None
        order = sorted(set(self.tricks), reverse=True)
        return Outcome(tuple(order.index(t) + 1 for t in self.tricks), tuple(map(float, self.tricks)))

    def clone(self) -> ToyState:
        new = ToyState(self.game, self.players, random.Random())
        new.rng.setstate(self.rng.getstate())
        new.hands = [list(h) for h in self.hands]
        new.trick, new.tricks, new.turn, new.rest = list(self.trick), list(self.tricks), self.turn, list(self.rest)
        new.deck = list(self.deck)
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> ToyState:
        new = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool = [c for s in others for c in new.hands[s]] + new.deck
        rng.shuffle(pool)
        for s in others:
            n = len(new.hands[s])
            new.hands[s], pool = pool[:n], pool[n:]
        new.deck = pool
        return new

    def cards(self) -> list[int]:
        return [c for h in self.hands for c in h] + [c for c in self.trick if c] + self.rest + self.deck


class ToyGame(Game):
    id = "toy"
    title = given("Toy tricks", "Игрушечные взятки")
    min_players, max_players = 2, 4
    Options = ToyOptions
    codec = ActionCodec([Play])

    def new(self, players: int, options: Any = None, seed: int = 0) -> ToyState:
        self.check_players(players)
        opts = self.options(options)
        state = ToyState(self, players, random.Random(seed))
        deck = deck52()
        state.rng.shuffle(deck)
        state.hands = [deck[i * opts.hand:(i + 1) * opts.hand] for i in range(players)]
        state.deck = deck[players * opts.hand:]
        return state

    def setup(self, position: dict[str, Any], options: Any = None, seed: int = 0) -> ToyState:
        hands = [[parse_card(c) for c in h.split()] for h in position["hands"]]
        state = ToyState(self, len(hands), random.Random(seed))
        state.hands = hands
        used = {c for h in hands for c in h}
        state.deck = [c for c in deck52() if c not in used]
        return state


GAME = ToyGame()
