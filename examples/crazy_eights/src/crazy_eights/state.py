"""Crazy Eights' rules, in the rules page's order (rules.en.md).

The deal: each player gets `hand` cards, the next card of the stock is turned up to start the
discard pile (an eight turned up goes to the bottom of the stock, and the next is turned). Seat 0
plays first, then play passes to the left (seat + 1).

A turn: lay one card that matches the discard's top card by rank or by the suit to follow (the
top card's suit, or the suit named with an eight); an eight may be laid on anything and names the
suit to follow. A player with nothing to lay draws one card; if it can be laid they may lay it,
or pass and keep it (with `draw_to_play`, they draw until they hold a card they can lay). An
empty stock is made again from the discard pile under its top card, shuffled; when there is
nothing left to draw, a player with nothing to lay passes.

The end: the first player to lay their last card wins. The others are ranked by the points left
in their hands (an eight 50, a court card 10, an ace 1, any other its number): fewer is better.
A game in which every player passed in turn since the last card was laid is blocked and ends
there, everyone ranked by points in hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Card, Event, Message, Outcome, State, message, refuse_if
from koloda.core.rng import copy_rng

from .actions import DRAW, PASS, SUITS, Draw, Pass, Play

if TYPE_CHECKING:
    from .game import CrazyEightsGame

EIGHT = 8
#: the points a card left in hand counts against its holder
COURT = 10
EIGHT_POINTS = 50


def points(card: Card) -> int:
    """What `card` counts against its holder at the end."""
    if card.rank == EIGHT:
        return EIGHT_POINTS
    if card.rank == 14:
        return 1
    return COURT if card.rank > 10 else card.rank


class CrazyEightsState(State):
    """A game of Crazy Eights: hands, the stock, the discard pile and whose turn it is."""

    def __init__(self, game: CrazyEightsGame, players: int, rng: random.Random,
                 draw_to_play: bool) -> None:
        self.game, self.players, self.rng = game, players, rng
        self.draw_to_play = draw_to_play
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # the top is the end of the list
        self.discard: list[Card] = []  # the top is the end of the list
        self.suit = 0  # the suit to follow: the top card's, or the one an eight named
        self.turn = 0
        self.drawn: Card | None = None  # the card the player to move drew this turn
        self.passes = 0  # passes in a row since a card was laid
        self.winner: int | None = None

    # -- the deal ----------------------------------------------------------------------
    def turn_up_starter(self) -> None:
        """The first card of the discard pile: never an eight (it goes under the stock)."""
        while self.stock[-1].rank == EIGHT:
            self.stock.insert(0, self.stock.pop())
        self.discard.append(self.stock.pop())
        self.suit = self.discard[-1].suit

    # -- a turn: laying a card ---------------------------------------------------------
    def fits(self, card: Card) -> bool:
        """Whether `card` may be laid on the pile: an eight, the suit to follow, the top rank."""
        return card.rank == EIGHT or card.suit == self.suit or card.rank == self.discard[-1].rank

    def turn_refusal(self, seat: int | None) -> Message | None:
        if self.outcome() is not None:
            return message("crazy_eights-refuse-over")
        if seat != self.turn:
            return message("crazy_eights-refuse-not-turn", seat=self.turn)
        return None

    def play_refusal(self, seat: int, action: Play) -> Message | None:
        if action.card not in self.hands[seat]:
            return message("crazy_eights-refuse-not-held", card=action.card.code)
        if self.drawn is not None and action.card != self.drawn:
            return message("crazy_eights-refuse-only-drawn", card=self.drawn.code)
        if not self.fits(action.card):
            return message("crazy_eights-refuse-no-match", card=action.card.code,
                           top=self.discard[-1].code, suit=SUITS[self.suit])
        if (action.card.rank == EIGHT) != (action.suit is not None):
            return message("crazy_eights-refuse-name-suit" if action.card.rank == EIGHT
                           else "crazy_eights-refuse-no-suit")
        if action.suit is not None and action.suit not in tuple(SUITS):  # never ""
            return message("crazy_eights-refuse-no-suit")
        return None

    def lay(self, seat: int, action: Play) -> list[Event]:
        self.hands[seat].remove(action.card)
        self.discard.append(action.card)
        self.suit = SUITS.index(action.suit) if action.suit else action.card.suit
        self.passes, self.drawn = 0, None
        events = [Event("play", seat, {"card": action.card.code, "suit": action.suit})]
        if not self.hands[seat]:
            self.winner = seat
            events.append(Event("out", seat))
        else:
            self.turn = (seat + 1) % self.players
        return events

    # -- a turn: drawing and passing -------------------------------------------------------
    def can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def may_lay_any(self, seat: int) -> bool:
        return any(self.fits(c) for c in self.hands[seat])

    def draw_refusal(self, seat: int) -> Message | None:
        if not self.can_draw():
            return message("crazy_eights-refuse-nothing-to-draw")
        if self.drawn is None and self.may_lay_any(seat):
            return message("crazy_eights-refuse-must-play")
        if self.drawn is not None and (not self.draw_to_play or self.fits(self.drawn)):
            return message("crazy_eights-refuse-drawn-already")
        return None

    def draw(self, seat: int) -> list[Event]:
        events = []
        if not self.stock:  # the pile under its top card, shuffled, is the new stock
            self.stock, self.discard = self.discard[:-1], self.discard[-1:]
            self.rng.shuffle(self.stock)
            events.append(Event("reshuffle", None, {"count": len(self.stock)}))
        card = self.stock.pop()
        self.hands[seat].append(card)
        self.drawn = card
        events.append(Event("draw", seat, private={seat: {"card": card.code}}))
        return events

    def pass_refusal(self, seat: int) -> Message | None:
        if self.drawn is None and (self.may_lay_any(seat) or self.can_draw()):
            return message("crazy_eights-refuse-draw-first")
        if self.drawn is not None and self.draw_to_play and not self.fits(self.drawn) \
                and self.can_draw():
            return message("crazy_eights-refuse-draw-on")
        return None

    def pass_turn(self, seat: int) -> list[Event]:
        # only a pass with nothing left to draw counts toward a blocked game
        self.passes = self.passes + 1 if self.drawn is None else 0
        self.drawn = None
        self.turn = (seat + 1) % self.players
        return [Event("pass", seat)]

    # -- the contract ------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.outcome() is not None else (self.turn,)

    def refusal(self, seat: int | None, action: Action) -> Message | None:
        turn = self.turn_refusal(seat)
        if turn is not None or seat is None:
            return turn
        if isinstance(action, Play):
            return self.play_refusal(seat, action)
        if isinstance(action, Draw):
            return self.draw_refusal(seat)
        return self.pass_refusal(seat)

    def check(self, seat: int | None, action: Action) -> None:
        refuse_if(self.refusal(seat, action))

    def legal_actions(self, seat: int) -> list[Action]:
        if self.turn_refusal(seat) is not None:
            return []
        hand = [self.drawn] if self.drawn is not None else self.hands[seat]
        out: list[Action] = []
        for card in hand:
            if self.fits(card):
                out.extend([Play(card, s) for s in SUITS] if card.rank == EIGHT else [Play(card)])
        out.extend(a for a in (DRAW, PASS) if self.refusal(seat, a) is None)
        return out

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        assert seat is not None
        if isinstance(action, Play):
            return self.lay(seat, action)
        if isinstance(action, Draw):
            return self.draw(seat)
        assert isinstance(action, Pass)
        return self.pass_turn(seat)

    # -- the end ---------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.winner is None and self.passes < self.players:
            return None
        left = [sum(points(c) for c in hand) for hand in self.hands]
        ranks = tuple(1 + sum(other < mine for other in left) for mine in left)
        return Outcome(ranks, tuple(float(-p) for p in left))

    # -- what each seat sees -----------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        mine = seat is not None and 0 <= seat < self.players
        return {
            "players": self.players,
            "hand": [c.code for c in self.hands[seat]] if mine else None,  # type: ignore[index]
            "hands": [len(h) for h in self.hands],
            "top": self.discard[-1].code,
            "suit": SUITS[self.suit],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "turn": self.turn,
            # whether the player to move drew this turn: public; which card, theirs alone
            "drew": self.drawn is not None,
            "drawn": self.drawn.code if self.drawn is not None and seat == self.turn else None,
            "passes": self.passes,
        }

    # -- copies ------------------------------------------------------------------------------
    def clone(self) -> CrazyEightsState:
        new = CrazyEightsState(self.game, self.players, copy_rng(self.rng), self.draw_to_play)
        new.hands = [list(h) for h in self.hands]
        new.stock, new.discard = list(self.stock), list(self.discard)
        new.suit, new.turn, new.drawn = self.suit, self.turn, self.drawn
        new.passes, new.winner = self.passes, self.winner
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> CrazyEightsState:
        """Every other hand and the stock re-dealt from the cards `seat` has not seen; another
        player's card drawn this turn stays the last of their hand."""
        new = self.clone()
        others = [s for s in range(self.players) if s != seat]
        unseen = [c for s in others for c in new.hands[s]] + new.stock
        rng.shuffle(unseen)
        for s in others:
            n = len(new.hands[s])
            new.hands[s], unseen = unseen[:n], unseen[n:]
        new.stock = unseen
        if new.drawn is not None and new.turn != seat:
            new.drawn = new.hands[new.turn][-1]
        return new

    def cards(self) -> list[int]:
        return [c for h in self.hands for c in h] + self.stock + self.discard

    def to_setup(self) -> dict[str, Any]:
        return self.game.to_setup(self)
