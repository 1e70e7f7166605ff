"""A tiny shedding game for the browser tests of "out" players: each seat in turn lays any card
from its hand; a seat whose hand is empty is out (places in the order they go out) while the
others play on. Seat 0 holds one card, the others `hand` cards: the person at seat 0 is out after
their first move, and the bots play on."""

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
)


@action("lay")
class Lay(Action):
    card: Card


@dataclass(frozen=True)
class KnockoutOptions:
    hand: int = option(8, given("cards a hand (after the first seat's one)",
                       "карт на руке (у первого места одна)"), minimum=1, maximum=12)


class KnockoutState(State):
    def __init__(self, game: Game, hands: list[list[Card]]) -> None:
        self.game, self.players = game, len(hands)
        self.hands = hands
        self.pile: list[Card] = []
        self.places: list[int | None] = [None] * self.players
        self.turn = 0

    def actors(self) -> tuple[int, ...]:
        return () if self.outcome() else (self.turn,)

    def out_seats(self) -> tuple[int, ...]:
        return () if self.outcome() else tuple(s for s, p in enumerate(self.places) if p)

    def legal_actions(self, seat: int) -> list[Action]:
        return [Lay(c) for c in self.hands[seat]] if seat in self.actors() else []

    def check(self, seat: int | None, a: Action) -> None:
        if seat not in self.actors() or not isinstance(a, Lay) or a.card not in self.hands[seat]:
            raise IllegalAction(given("not a move now", "сейчас так нельзя"))

    def perform(self, seat: int | None, a: Action) -> list[Event]:
        assert seat is not None and isinstance(a, Lay)
        self.hands[seat].remove(a.card)
        self.pile.append(a.card)
        if not self.hands[seat]:
            self.places[seat] = sum(1 for p in self.places if p) + 1
        left = [s for s in range(self.players) if self.hands[s]]
        if len(left) == 1:  # the last one holding cards takes the last place
            self.places[left[0]] = self.players
        else:
            nxt = (seat + 1) % self.players
            while not self.hands[nxt]:
                nxt = (nxt + 1) % self.players
            self.turn = nxt
        return [Event("lay", seat, {"card": a.card.code})]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"hand": [c.code for c in self.hands[seat]] if seat is not None else None,
                "counts": [len(h) for h in self.hands], "pile": len(self.pile),
                "turn": self.turn,
                # each seat's place once it is out, where Durak's view has it too
                "seats": [{"out": p} for p in self.places]}

    def outcome(self) -> Outcome | None:
        if not all(self.places):
            return None
        return Outcome(tuple(p or 0 for p in self.places), tuple(0.0 for _ in self.places))

    def clone(self) -> KnockoutState:
        new = KnockoutState(self.game, [list(h) for h in self.hands])
        new.pile, new.places, new.turn = list(self.pile), list(self.places), self.turn
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> KnockoutState:
        return self.clone()  # the test bots are random: what they cannot see does not matter

    def cards(self) -> list[int]:
        return [c for h in self.hands for c in h] + self.pile


class KnockoutGame(Game):
    id = "knockout"
    title = given("Knockout (test)", "Выбывание (тест)")
    min_players, max_players = 2, 4
    Options = KnockoutOptions
    codec = ActionCodec([Lay])

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> KnockoutState:
        self.check_players(players)
        opts = self.options(options)
        deck = deck52()
        hands = [deck[:1]] + [deck[1 + i * opts.hand:1 + (i + 1) * opts.hand]
                              for i in range(players - 1)]
        return KnockoutState(self, hands)

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> KnockoutState:
        return self.new(int(position.get("players", 3)), options, seed)


GAME = KnockoutGame()
