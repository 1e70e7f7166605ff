"""Crazy Eights' learning encoding (`koloda.core.encoding`), found by koloda as this package's
`encoding` module: 71 action indices and 224 observation values, from one seat's side.

Actions: a card is numbered 0-51 (`int(card) - 8`: rank by rank, clubs to spades); 0-51 lay
that card (the four eights' numbers name nothing), 52-67 lay an eight naming a suit (4 x the
eight's suit + the named suit), 68 draw, 69 pass, 70 decline (never offered: nobody acts out
of turn here).

Observation: my hand, the pile's top card, the whole discard pile (every card in it was laid
face up), the card I drew this turn (mine alone to know), each 52 values; the suit to follow
(4); whether the player to move drew this turn; each hand's size from my seat on (5 seats);
the stock's size; the passes in a row; the number of players (4, one-hot).
"""

from __future__ import annotations

import numpy as np

from koloda.core import Action, Card, State, card
from koloda.core.encoding import Encoding, clip01

from .actions import DRAW, PASS, SUITS, Draw, Pass, Play
from .state import EIGHT, CrazyEightsState

MAX_SEATS = 5
CARDS = 52
EIGHTS = CARDS  # 16 indices: an eight of each suit naming each suit
DRAW_I = EIGHTS + 16
PASS_I = DRAW_I + 1
N_ACTIONS = PASS_I + 2
HAND, TOP, DISCARD, DRAWN = 0, CARDS, 2 * CARDS, 3 * CARDS
SUIT = 4 * CARDS
DREW = SUIT + 4
HANDS = DREW + 1
STOCK = HANDS + MAX_SEATS
PASSES = STOCK + 1
PLAYERS = PASSES + 1
OBS_SIZE = PLAYERS + MAX_SEATS - 1


def number(c: Card) -> int:
    """The card's number, 0-51."""
    return int(c) - 8


class CrazyEightsEncoding(Encoding):
    """Crazy Eights for 2-5 players, either drawing rule; see the module docstring."""

    game_id = "crazy_eights"
    n_actions = N_ACTIONS
    obs_size = OBS_SIZE

    def index(self, state: State, seat: int, action: Action) -> int:
        if isinstance(action, Play):
            if action.card.rank == EIGHT and action.suit is not None:
                return EIGHTS + 4 * action.card.suit + SUITS.index(action.suit)
            return number(action.card)
        if isinstance(action, Draw):
            return DRAW_I
        if isinstance(action, Pass):
            return PASS_I
        raise ValueError(f"not a Crazy Eights action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        if 0 <= index < CARDS:
            c = card(index // 4 + 2, index % 4)
            return None if c.rank == EIGHT else Play(c)
        if EIGHTS <= index < DRAW_I:
            i = index - EIGHTS
            return Play(card(EIGHT, i // 4), SUITS[i % 4])
        return DRAW if index == DRAW_I else PASS if index == PASS_I else None

    def encode(self, state: State, seat: int) -> np.ndarray:
        assert isinstance(state, CrazyEightsState)
        obs = np.zeros(OBS_SIZE, np.float32)
        for c in state.hands[seat]:
            obs[HAND + number(c)] = 1.0
        obs[TOP + number(state.discard[-1])] = 1.0
        for c in state.discard:
            obs[DISCARD + number(c)] = 1.0
        if state.drawn is not None and state.turn == seat:
            obs[DRAWN + number(state.drawn)] = 1.0
        obs[SUIT + state.suit] = 1.0
        obs[DREW] = 1.0 if state.drawn is not None else 0.0
        for k in range(state.players):
            obs[HANDS + k] = clip01(len(state.hands[(seat + k) % state.players]) / CARDS)
        obs[STOCK] = len(state.stock) / CARDS
        obs[PASSES] = clip01(state.passes / MAX_SEATS)
        obs[PLAYERS + state.players - 2] = 1.0
        return obs
