"""13th Hour: 8 action indices (7 actions and decline) and 226 observation values.

Cards here are alike within a code (kind, points, pluses), and every card lies face up or was
seen, but for the order of the face-down ones: so a card is described by what is printed on it
(kind one-hot of 6, points one-hot of 10, pluses one-hot of 4), and a pile by how many of its
cards have each kind, each point value and each number of pluses.

Actions: 0-4 give the face-up card to the seat that many places after me (0: keep it), 5 refuse
it with a hand, 6 accept it, 7 decline (never offered: nobody acts out of turn here).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import Action, State
from koloda.core.encoding import Encoding
from koloda.games.thirteenth_hour.actions import ACCEPT, REFUSE, Accept, Give, Refuse
from koloda.games.thirteenth_hour.cards import KINDS, MAX_PLUSES, MAX_POINTS
from koloda.games.thirteenth_hour.state import GIVES

MAX_SEATS = 5
REFUSE_I, ACCEPT_I = MAX_SEATS, MAX_SEATS + 1
N_ACTIONS = ACCEPT_I + 2
#: a card's description: kind, points, pluses (one-hot each)
CARD = len(KINDS) + MAX_POINTS + 1 + MAX_PLUSES + 1
PER_SEAT = 12 + CARD  # facts, then what the row holds (as a pile)
FACE_UP = 0
SEATS = FACE_UP + CARD
HIDDEN = SEATS + MAX_SEATS * PER_SEAT  # the stock and the dealer's batch, as a pile
DISCARD = HIDDEN + CARD
GAME = DISCARD + CARD
OBS_SIZE = GAME + 6


class ThirteenthHourEncoding(Encoding):
    """13th Hour for 2-5 players, any card set; see the module docstring."""

    game_id = "thirteenth_hour"
    n_actions = N_ACTIONS
    obs_size = OBS_SIZE

    def index(self, state: State, seat: int, action: Action) -> int:
        if isinstance(action, Give):
            if not 0 <= action.to < self.players:
                raise ValueError(f"{action!r}: no such seat")
            return (action.to - seat) % self.players
        if isinstance(action, Refuse):
            return REFUSE_I
        if isinstance(action, Accept):
            return ACCEPT_I
        raise ValueError(f"not a 13th Hour action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        if 0 <= index < self.players:
            return GIVES[(seat + index) % self.players]
        return REFUSE if index == REFUSE_I else ACCEPT if index == ACCEPT_I else None

    def encode(self, state: State, seat: int) -> np.ndarray:
        s: Any = state  # a ThirteenthHourState
        deck = s.deck
        kind, points, pluses = deck.kind, deck.points, deck.pluses
        out = np.zeros(OBS_SIZE, dtype=np.float32)

        def card(base: int, c: int) -> None:
            out[base + kind[c]] = 1.0
            out[base + len(KINDS) + points[c]] = 1.0
            out[base + len(KINDS) + MAX_POINTS + 1 + pluses[c]] = 1.0

        def pile(base: int, cards: list[int]) -> None:
            # Shares of the pile's cards of each kind, point value and number of pluses.
            if not cards:
                return
            share = 1.0 / len(cards)
            for c in cards:
                out[base + kind[c]] += share
                out[base + len(KINDS) + points[c]] += share
                out[base + len(KINDS) + MAX_POINTS + 1 + pluses[c]] += share

        if s.face_up is not None:
            card(FACE_UP, s.face_up)
        n = s.players
        won_pluses = s.pluses()
        plus_points = s.plus_points()
        for rel in range(n):
            who = (seat + rel) % n
            base = SEATS + rel * PER_SEAT
            row = s.rows[who]
            limit = s.limit(who)
            out[base] = 1.0
            out[base + 1] = min(1.0, s.points[who] / limit)
            out[base + 2] = 1.0 if limit > 13 else 0.0
            out[base + 3] = min(1.0, s.hands[who] / 3)
            out[base + 4] = min(1.0, sum(pluses[c] for c in row) / 10)
            out[base + 5] = min(1.0, won_pluses[who] / 30)
            out[base + 6] = min(1.0, plus_points[who] / 100)
            out[base + 7] = 1.0 if s.served[who] else 0.0
            out[base + 8] = 1.0 if who == s.dealer else 0.0
            out[base + 9] = 1.0 if who == s.receiver else 0.0
            out[base + 10] = 1.0 if who == s.marker else 0.0
            out[base + 11] = min(1.0, len(row) / 10)
            pile(base + 12, row)
        # Only the mix of the face-down cards is known, not their order.
        pile(HIDDEN, s.stock + s.batch)
        pile(DISCARD, s.discard)
        total = len(deck)
        out[GAME] = min(1.0, s.round / 20)
        out[GAME + 1] = 1.0 if s.reshuffled else 0.0
        out[GAME + 2] = len(s.stock) / total
        out[GAME + 3] = len(s.batch) / MAX_SEATS
        out[GAME + 4] = len(s.discard) / total
        out[GAME + 5] = 1.0 if not s.over and seat in s.actors() else 0.0
        # Shares summed in float32 may pass 1 by a rounding error; the space is Box(0, 1).
        return np.minimum(out, 1.0, out=out)
