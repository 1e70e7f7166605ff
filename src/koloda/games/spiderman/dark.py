"""Spider-Man: Battle in the Dark ("Сражение во тьме"), the mode's own rules, ordered like the
rules page (the deal and positions are in game.py, what both modes share in state.py).

Setup: bonus cards set aside, the rest dealt evenly face down (at least 3 each); nobody sees his
own deck. A round: the caller looks at his top card and calls one of the three symbols; everybody
else draws a random card from his own deck; the single highest count of that symbol wins all the
round's cards, a tie at the top sends every card back under its owner's deck. The caller's seat
passes on in turn order. Players out of cards leave; one player holding every card wins.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Event, Game, Message, refuse_if
from koloda.core.rng import copy_rng

from . import events
from .actions import Call
from .cards import SYMBOLS, CardSet
from .state import SpiderManState

if TYPE_CHECKING:
    from .game import DarkOptions


class SpiderManDarkState(SpiderManState):
    """A Battle in the Dark in progress."""

    mode = "dark"

    def __init__(self, game: Game, players: int, cardset: CardSet, rng: random.Random,
                 options: DarkOptions) -> None:
        super().__init__(game, players, cardset, rng, options.rounds)
        self.options = options
        self.caller = 0  # the dealer is the last seat; the player on his left calls first

    def sets_aside_in_view(self, card: int) -> bool:
        return self.cardset.cards[card].bonus

    # -- a turn: the caller calls a symbol --------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.finished() else (self.caller,)

    def call_refusal(self, action: Action) -> Message | None:
        """The rule of a call (None: the caller may make it): one of the three symbols."""
        if not isinstance(action, Call):
            return events.refuse_call()
        if action.symbol not in SYMBOLS:
            return events.refuse_symbol(action.symbol)
        return None

    def check(self, seat: int | None, action: Action) -> None:
        refuse_if(self.turn_refusal(seat, self.caller) or self.call_refusal(action))

    def legal_actions(self, seat: int) -> list[Action]:
        if self.turn_refusal(seat, self.caller) is not None:
            return []
        calls: list[Action] = [Call(s) for s in SYMBOLS]
        return [a for a in calls if self.call_refusal(a) is None]

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        assert isinstance(action, Call)
        return self.play_round(SYMBOLS.index(action.symbol))

    # -- the round: everybody else draws at random, the most symbols wins -------------------
    def count(self, card: int, symbol: int) -> int:
        return self.cardset.cards[card].symbols[symbol]

    def play_round(self, symbol: int) -> list[Event]:
        """The caller's top card against one random card from each other player's deck."""
        self.round += 1
        caller = self.caller
        called = SYMBOLS[symbol]
        cards = self.cardset.cards
        plays = [(caller, self.take(caller))]
        out = [events.call(caller, cards[plays[0][1]], called, self.count(plays[0][1], symbol))]
        for s in self.turn_order(caller)[1:]:
            card = self.take(s, self.rng.randrange(len(self.decks[s])))
            plays.append((s, card))
            out.append(events.drawn(s, cards[card], called, self.count(card, symbol)))
        best = max(self.count(c, symbol) for _, c in plays)
        leaders = [s for s, c in plays if self.count(c, symbol) == best]
        winner = leaders[0] if len(leaders) == 1 else None
        if winner is not None:
            self.put_under(winner, [c for _, c in plays])
            out.append(events.take(winner, len(plays)))
        else:
            for s, c in plays:
                self.put_under(s, [c])
            out.append(events.tie(called, best, leaders))
        self.last = {"caller": caller, "symbol": SYMBOLS[symbol],
                     "plays": [[s, c, self.count(c, symbol)] for s, c in plays], "winner": winner}
        out.extend(self.leave_if_empty())
        if not self.finished():
            self.caller = self.turn_order((caller + 1) % self.players)[0]
        return out

    # -- what is seen ---------------------------------------------------------------------
    def looked_at(self, seat: int | None) -> int | None:
        """The caller's top card, which only he has looked at (nobody sees his own deck)."""
        if seat == self.caller and not self.finished():
            return self.decks[seat][0]
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        top = self.looked_at(seat)
        out = self.common_view(seat)
        out.update({"mode": self.mode, "caller": self.caller,
                    "phase": "over" if self.finished() else "call",
                    "top": top, "unseen": self.unseen(seat, top)})
        return out

    # -- copies ---------------------------------------------------------------------------
    def clone(self) -> SpiderManDarkState:
        new = SpiderManDarkState(self.game, self.players, self.cardset, copy_rng(self.rng),
                                 self.options)
        self.copy_into(new)
        new.caller = self.caller
        return new
