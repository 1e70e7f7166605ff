"""13th Hour: the rules as a state machine, in the rulebook's order (a round, a turn, receiving a
card, the special cards, the thirteenth hour, the end of the game, scoring).

A state is plain lists of card ids (ints into the `CardSet`) and small ints. The only decisions
are the dealer's (who gets the card he has just turned up) and, when a player who holds a hand is
given a card by someone else, that player's (refuse it with the hand, or take it). Everything
else (turning up, the last card of a turn, the specials' effects, the end of a round) happens by
itself inside `perform`.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Action, Event, IllegalAction, Message, Outcome, State, message, refuse_if
from koloda.core.rng import SeededOnFirstDraw

from .actions import ACCEPT, REFUSE, Accept, Give, Refuse
from .cards import BONUS, DRAW, HAND, LIMIT, RETURN, CardSet

HOUR = 13  # a row at this many points or more ends the round
RAISED_HOUR = 18  # ... or at this many while a 13→18 card lies in the row
GIVES = tuple(Give(s) for s in range(8))

# Events carry data only: their log lines are the catalog's `thirteenth_hour-<kind>` messages
# (messages/en.ftl, messages/ru.ftl), formatted by whoever shows them. A card in an event comes
# with the fields that name it in words (`CardSet.args`).


class ThirteenthHourState(SeededOnFirstDraw, State):
    """A game of 13th Hour in progress."""

    def __init__(self, game: Any, deck: CardSet, players: int, rng: random.Random) -> None:
        self.game, self.deck, self.players, self.rng = game, deck, players, rng
        self.stock: list[int] = []  # face down; the top is the end of the list
        self.batch: list[int] = []  # the dealer's face-down cards not yet turned up this turn
        self.face_up: int | None = None  # the card the dealer has turned up and must give
        self.receiver: int | None = None  # who is deciding whether to refuse `face_up`
        self.served = [False] * players  # who has been given a card this turn
        self.rows: list[list[int]] = [[] for _ in range(players)]
        self.won: list[list[int]] = [[] for _ in range(players)]  # plus cards kept for good
        self.discard: list[int] = []
        self.points = [0] * players  # each row's total, kept in step with `rows`
        self.raisers = [0] * players  # 13→18 cards lying in each row
        self.hands = [0] * players  # hand cards lying in each row
        self.dealer = 0
        self.marker = 0  # who holds the start marker: the first dealer of this round
        self.round = 1
        self.reshuffled = False  # the discards became the stock: this round is the last
        self.over = False
        self._log: list[Event] = []

    # -- who acts ---------------------------------------------------------------------------
    # Each action's rule is one function (`give_refusal`, `decision_refusal`, below beside the
    # action's effect and its legal moves): `check` and `legal_actions` both rest on it.
    def actors(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return (self.dealer,) if self.receiver is None else (self.receiver,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over:
            return []
        return self._gives(seat) if self.receiver is None else self._decisions(seat)

    def check(self, seat: int | None, action: Action) -> None:
        if self.over:
            raise IllegalAction(message("thirteenth_hour-refuse-over"))
        refuse_if(self.give_refusal(seat, action) if self.receiver is None
                  else self.decision_refusal(seat, action))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        self._log = []
        if isinstance(action, Give):
            self._give(action.to)
        elif isinstance(action, Refuse):
            self._refuse()
        else:
            self._accept()
        return self._log

    # -- a round and a turn -----------------------------------------------------------------
    def start_round(self) -> None:
        """The marker holder deals the first turn of a round."""
        self.dealer = self.marker
        self.start_turn()

    def start_turn(self) -> None:
        """The dealer takes one face-down card per player and turns up the first."""
        self.served = [False] * self.players
        for _ in range(self.players):
            card = self._take()
            if card is None:
                self._end_round(None)
                return
            self.batch.append(card)
        self.batch.reverse()  # the first card taken is the first turned up
        self._say("turn", self.dealer, {"count": self.players})
        self._turn_up()

    def _turn_up(self) -> None:
        """Turn up the next card (the view shows it; the `give` event names it). The last card
        of a turn has one possible receiver, so it goes there at once."""
        self.face_up = self.batch.pop()
        waiting = [s for s in range(self.players) if not self.served[s]]
        if len(waiting) == 1:
            self._give(waiting[0])

    def _next(self) -> None:
        """After a card is dealt with: the next card of the turn, or the next dealer's turn."""
        if self.batch:
            self._turn_up()
        else:
            self.dealer = (self.dealer + 1) % self.players
            self.start_turn()

    def _take(self) -> int | None:
        """The top card of the stock. When the stock is empty the discards are shuffled into a
        new one, once: that round is the last. None when no card is left to take."""
        if not self.stock:
            if self.reshuffled or not self.discard:
                return None
            self.stock, self.discard = self.discard, []
            self.rng.shuffle(self.stock)
            self.reshuffled = True
            self._say("reshuffle", None, {"count": len(self.stock)})
        return self.stock.pop()

    # -- the dealer gives the face-up card: its rule, its effect ----------------------------
    def give_refusal(self, seat: int | None, action: Action) -> Message | None:
        """Why `seat` may not take `action` while the dealer gives (None: he may). The dealer
        gives the card he turned up to a seat not yet served this turn (himself included)."""
        if seat != self.dealer:
            return message("thirteenth_hour-refuse-not-dealer", seat=self.dealer)
        if not isinstance(action, Give):
            return message("thirteenth_hour-refuse-give")
        if not 0 <= action.to < self.players:
            return message("thirteenth_hour-refuse-no-seat", players=self.players)
        if self.served[action.to]:
            return message("thirteenth_hour-refuse-served", seat=action.to)
        return None

    def _gives(self, seat: int) -> list[Action]:
        return [give for give in GIVES[:self.players] if self.give_refusal(seat, give) is None]

    def _give(self, to: int) -> None:
        card = self.face_up
        assert card is not None
        self.served[to] = True
        self._say("give", self.dealer, {**self.deck.args[card], "to": to,
                                        "keep": to == self.dealer})
        if to != self.dealer and self.hands[to]:
            self.receiver = to  # his decision: refuse it with the hand, or take it
            return
        self.face_up = None
        if self._receive(to, card):
            self._next()

    # -- a receiver holding a hand refuses the card or accepts it: the rule, the effects ----
    def decision_refusal(self, seat: int | None, action: Action) -> Message | None:
        """Why `seat` may not take `action` while a receiver decides (None: he may). Only the
        receiver decides, and only whether to refuse the card or take it."""
        if seat != self.receiver:
            return message("thirteenth_hour-refuse-deciding", seat=self.receiver)
        if not isinstance(action, Refuse | Accept):
            return message("thirteenth_hour-refuse-take-or-refuse")
        return None

    def _decisions(self, seat: int) -> list[Action]:
        return [a for a in (REFUSE, ACCEPT) if self.decision_refusal(seat, a) is None]

    def _refuse(self) -> None:
        """The receiver's hand and the refused card both go to the discard."""
        seat, card = self.receiver, self.face_up
        assert seat is not None and card is not None
        row = self.rows[seat]
        hand = next(c for c in row if self.deck.kind[c] == HAND)
        row.remove(hand)
        self.hands[seat] -= 1
        self.points[seat] -= self.deck.points[hand]
        self.discard += [hand, card]
        self.receiver = self.face_up = None
        self._say("refuse", seat, {**self.deck.args[card], "hand": self.deck.code[hand]})
        self._next()

    def _accept(self) -> None:
        seat, card = self.receiver, self.face_up
        assert seat is not None and card is not None
        self.receiver = self.face_up = None
        if self._receive(seat, card):
            self._next()

    # -- receiving a card, and the special cards ----------------------------------------------
    def _receive(self, seat: int, card: int) -> bool:
        """Put a card in `seat`'s row and apply its symbol; False when it ended the round."""
        deck = self.deck
        kind = deck.kind[card]
        if kind == BONUS:
            self.won[seat].append(card)  # green plus cards are winnings at once
            self._say("bonus", seat, deck.args[card])
            return True
        if kind == RETURN:
            self._return_arrow(seat, card)
        else:
            self.place(seat, card)
        if self.points[seat] >= self.limit(seat):
            self._thirteenth_hour(seat)
            return False
        if kind == DRAW:
            extra = self._take()
            if extra is None:
                self._end_round(None)
                return False
            self._say("draw", seat, deck.args[extra])
            return self._receive(seat, extra)
        return True

    def place(self, seat: int, card: int) -> None:
        self.rows[seat].append(card)
        self.points[seat] += self.deck.points[card]
        kind = self.deck.kind[card]
        if kind == LIMIT:
            self.raisers[seat] += 1
        elif kind == HAND:
            self.hands[seat] += 1

    def _return_arrow(self, seat: int, arrow: int) -> None:
        """The arrow goes to the discard with the newest card of the row (if any)."""
        self.discard.append(arrow)
        row = self.rows[seat]
        taken = row.pop() if row else None
        if taken is None:
            self._say("return", seat, {"card": None, "card_kind": None})
            return
        self.discard.append(taken)
        self.points[seat] -= self.deck.points[taken]
        kind = self.deck.kind[taken]
        if kind == LIMIT:
            self.raisers[seat] -= 1
        elif kind == HAND:
            self.hands[seat] -= 1
        self._say("return", seat, self.deck.args[taken])

    def limit(self, seat: int) -> int:
        """The points at which `seat`'s row ends the round: 18 while a 13→18 card lies in it."""
        return RAISED_HOUR if self.raisers[seat] else HOUR

    # -- the thirteenth hour and the end of a round -----------------------------------------
    def _thirteenth_hour(self, seat: int) -> None:
        self._say("hour", seat, {"points": self.points[seat], "limit": self.limit(seat)})
        self._end_round(seat)

    def _end_round(self, loser: int | None) -> None:
        """Undealt cards back to the stock; the loser discards his row, the others keep their
        plus cards; then the marker passes left, or the game ends after the last round."""
        self.stock += self.batch
        self.batch = []
        if self.face_up is not None:
            self.stock.append(self.face_up)
            self.face_up = None
        self.receiver = None
        kept: list[list[str]] = []
        saved = 0  # the plus symbols kept this round, all seats together
        for seat, row in enumerate(self.rows):
            plus = [] if seat == loser else [c for c in row if self.deck.pluses[c]]
            self.won[seat] += plus
            self.discard += [c for c in row if c not in plus] if plus else row
            kept.append([self.deck.code[c] for c in plus])
            saved += sum(self.deck.pluses[c] for c in plus)
        self.rows = [[] for _ in range(self.players)]
        self.points = [0] * self.players
        self.raisers = [0] * self.players
        self.hands = [0] * self.players
        self._say("round_end", loser, {"round": self.round, "kept": kept, "saved": saved})
        if loser is None or self.reshuffled:
            self.over = True
            self._say("game_over", None, {"pluses": self.pluses()})
            return
        self.marker = (self.marker + 1) % self.players
        self.round += 1
        self.start_round()

    # -- scoring ----------------------------------------------------------------------------
    def pluses(self) -> list[int]:
        """Each seat's plus symbols won so far."""
        marks = self.deck.pluses
        return [sum(marks[c] for c in cards) for cards in self.won]

    def plus_points(self) -> list[int]:
        """The tie-break: the points printed on each seat's won plus cards."""
        points = self.deck.points
        return [sum(points[c] for c in cards) for cards in self.won]

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        keys = list(zip(self.pluses(), self.plus_points(), strict=True))
        ranks = tuple(1 + sum(other > key for other in keys) for key in keys)
        return Outcome(ranks, tuple(float(p) for p, _ in keys))

    # -- what is seen -----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything but the order of the face-down cards (stock and the dealer's batch),
        which nobody knows; their mix is public, as every other card lies face up or was seen.
        Cards appear by their codes, which spell what is printed on them (see `cards.py`)."""
        code = self.deck.code
        return {
            "players": self.players,
            "seat": seat,
            "round": self.round,
            "marker": self.marker,
            "dealer": self.dealer,
            "face_up": None if self.face_up is None else code[self.face_up],
            "receiver": self.receiver,
            "served": list(self.served),
            "batch": len(self.batch),
            "rows": [[code[c] for c in row] for row in self.rows],
            "points": list(self.points),
            "limits": [self.limit(s) for s in range(self.players)],
            "won": [[code[c] for c in cards] for cards in self.won],
            "pluses": self.pluses(),
            "plus_points": self.plus_points(),
            "stock": len(self.stock),
            "discard": len(self.discard),
            "discard_top": code[self.discard[-1]] if self.discard else None,
            "discard_mix": self.deck.mix(self.discard),
            "hidden": self.deck.mix(self.stock + self.batch),
            "last_round": self.reshuffled,
            "over": self.over,
            "card_set": self.deck.name.to_json(),
        }

    def estimate(self) -> tuple[float, ...]:
        """A cut-off guess for search: each seat's won pluses plus the plus symbols in its row,
        discounted by how close the row is to its limit; squashed to [0, 1] around the mean."""
        marks = self.deck.pluses
        values = []
        for seat, banked in enumerate(self.pluses()):
            room = self.limit(seat) - self.points[seat]
            at_risk = sum(marks[c] for c in self.rows[seat])
            values.append(banked + at_risk * min(1.0, room / 10))
        mean = sum(values) / len(values)
        return tuple(min(1.0, max(0.0, 0.5 + (v - mean) / 8)) for v in values)

    # -- copies -----------------------------------------------------------------------------
    def _copy(self, rng: random.Random | None) -> ThirteenthHourState:
        """A copy of this state drawing from `rng` (None: from a seed the caller sets)."""
        new = ThirteenthHourState.__new__(ThirteenthHourState)
        new.game, new.deck, new.players = self.game, self.deck, self.players
        new._rng = rng
        new.stock, new.batch, new.discard = list(self.stock), list(self.batch), list(self.discard)
        new.face_up, new.receiver, new.served = self.face_up, self.receiver, list(self.served)
        new.rows = [list(r) for r in self.rows]
        new.won = [list(w) for w in self.won]
        new.points, new.raisers, new.hands = list(self.points), list(self.raisers), list(self.hands)
        new.dealer, new.marker, new.round = self.dealer, self.marker, self.round
        new.reshuffled, new.over, new._log = self.reshuffled, self.over, []
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> ThirteenthHourState:
        """The face-down cards (stock and batch) are hidden from everyone, so any seat's
        determinization re-deals their order; the future reshuffle is re-seeded too."""
        new = self._copy(None)  # its own generator's seed is drawn below
        hidden = sorted(new.stock + new.batch)  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(hidden)
        cut = len(new.stock)
        new.stock, new.batch = hidden[:cut], hidden[cut:]
        new._seed = rng.getrandbits(64)
        return new

    def cards(self) -> list[int]:
        out = self.stock + self.batch + self.discard
        if self.face_up is not None:
            out.append(self.face_up)
        for row in self.rows:
            out += row
        for cards in self.won:
            out += cards
        return out

    def to_setup(self) -> dict[str, Any]:
        """This position in the setup form: written, like it is read, in `game.py`."""
        return self.game.to_setup(self)

    # -- events -----------------------------------------------------------------------------
    def _say(self, kind: str, seat: int | None, data: dict[str, Any]) -> None:
        self._log.append(Event(kind, seat, data))
