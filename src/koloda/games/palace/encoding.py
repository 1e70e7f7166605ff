"""Palace: 2,905 action indices (2,904 actions and decline) and 803 observation values.

Cards are indexed (rank - 2) * 4 + suit (0-51). Suits never matter to the rules, but a swap or a
play names real cards, so the index keeps them.

Actions: 0-2703 swap (hand card * 52 + face-up card), 2704-2898 play (one index per rank and set
of suits: (rank - 2) * 15 + suit mask - 1), 2899-2901 play face-down card 1-3 blind, 2902 pick
up the pile, 2903 ready, 2904 decline.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import Action, State
from koloda.core.encoding import Encoding
from koloda.games.palace.actions import (
    BLIND,
    PICK_UP,
    PLAYS,
    READY,
    PickUp,
    Play,
    PlayBlind,
    Ready,
    Swap,
)

CARDS = 52
MAX_SEATS = 5
SWAP0 = 0
PLAY0 = SWAP0 + CARDS * CARDS
BLIND0 = PLAY0 + 13 * 15
BLINDS = 3  # face-down cards a seat is dealt
PICK_UP_I = BLIND0 + BLINDS
READY_I = PICK_UP_I + 1
N_ACTIONS = READY_I + 2  # ... and decline

# Observation: card planes of 52, pile facts, then 8 values a seat (relative: me first), then
# the table. The layout is documented in docs/rl.md.
HAND, FACE_UP = 0, CARDS
OTHERS_UP = 2 * CARDS  # 4 planes: the other seats' face-up cards
KNOWN = OTHERS_UP + (MAX_SEATS - 1) * CARDS  # 4 planes: cards seen going into other hands
PILE = KNOWN + (MAX_SEATS - 1) * CARDS
BURNED = PILE + CARDS
DRAWN = BURNED + CARDS  # the cards I just drew and may still add
UNSEEN = DRAWN + CARDS
TOP = UNSEEN + CARDS  # 13: the rank on top of the pile
BEAT = TOP + 13  # 14: the rank to beat (0: anything goes)
SEATS = BEAT + 14
PER_SEAT = 8
TABLE = SEATS + MAX_SEATS * PER_SEAT
OBS_SIZE = TABLE + 8


def card_index(c: int) -> int:
    return ((c >> 2) - 2) * 4 + (c & 3)


def _card(i: int) -> int:
    return (i // 4 + 2) * 4 + i % 4


def _decode_table() -> list[Action | None]:
    from koloda.core import Card

    dec: list[Action | None] = [None] * N_ACTIONS
    for h in range(CARDS):
        for f in range(CARDS):
            if h != f:
                dec[SWAP0 + h * CARDS + f] = Swap(Card(_card(h)), Card(_card(f)))
    for rank in range(2, 15):
        for m in range(1, 16):
            dec[PLAY0 + (rank - 2) * 15 + m - 1] = PLAYS[rank][m]
    for i in range(BLINDS):
        dec[BLIND0 + i] = BLIND[i]
    dec[PICK_UP_I], dec[READY_I] = PICK_UP, READY
    return dec


_DECODE = _decode_table()


class PalaceEncoding(Encoding):
    """Palace for 2-5 players; see the module docstring and docs/rl.md."""

    game_id = "palace"
    n_actions = N_ACTIONS
    obs_size = OBS_SIZE

    def index(self, state: State, seat: int, action: Action) -> int:
        kind = type(action)
        if kind is Play:
            cards = action.cards  # type: ignore[attr-defined]
            rank, mask = cards[0] >> 2, 0
            for c in cards:
                if c >> 2 != rank:
                    raise ValueError(f"{action!r} mixes ranks: never legal")
                mask |= 1 << (c & 3)
            return PLAY0 + (rank - 2) * 15 + mask - 1
        if kind is Swap:
            return SWAP0 + card_index(action.hand) * CARDS + card_index(action.face_up)  # type: ignore[attr-defined]
        if kind is PlayBlind:
            if not 0 <= action.index < BLINDS:  # type: ignore[attr-defined]
                raise ValueError(f"{action!r}: the encoding knows face-down cards 1 to {BLINDS}")
            return BLIND0 + action.index  # type: ignore[attr-defined]
        if kind is PickUp:
            return PICK_UP_I
        if kind is Ready:
            return READY_I
        raise ValueError(f"not a Palace action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        return _DECODE[index] if 0 <= index < N_ACTIONS else None

    def encode(self, state: State, seat: int) -> np.ndarray:
        s: Any = state  # a PalaceState
        n = s.players
        buf = bytearray(_EMPTY)

        def put(base: int, cards: Any) -> None:
            for c in cards:
                i = ((c >> 2) - 2) * 4 + (c & 3)
                buf[base + i] = 1
                buf[UNSEEN + i] = 0

        put(HAND, s.hands[seat])
        put(FACE_UP, s.face_up[seat])
        put(PILE, s.pile)
        put(BURNED, s.burned)
        if s.adder == seat:
            put(DRAWN, s.drawn)
        adder, turn, actors = s.adder, s.to_move(), s.actors()
        for rel in range(n):
            who = (seat + rel) % n
            if rel:
                put(OTHERS_UP + (rel - 1) * CARDS, s.face_up[who])
                put(KNOWN + (rel - 1) * CARDS, s.known[who])
            # present, finished, ready, on turn, may add, hand size, face-up, face-down
            base = SEATS + rel * PER_SEAT
            buf[base] = 1
            buf[base + 1] = 1 if s.finished[who] else 0
            buf[base + 2] = 1 if s.ready[who] else 0
            buf[base + 3] = 1 if who == turn else 0
            buf[base + 4] = 1 if who == adder else 0
            hand = len(s.hands[who])
            buf[base + 5] = hand if hand < 20 else 20
            buf[base + 6] = len(s.face_up[who])
            buf[base + 7] = len(s.face_down[who])
        if s.pile:
            top, run = s.top_run()
            buf[TOP + top - 2] = 1
            buf[TABLE + 2] = run
        beat = s.to_beat()
        buf[BEAT + (beat - 2 if beat else 13)] = 1
        buf[TABLE] = 1 if s.phase == "swap" else 0
        buf[TABLE + 1] = 1 if s.phase == "play" else 0
        buf[TABLE + 3] = len(s.stock)
        pile = len(s.pile)
        buf[TABLE + 4] = pile if pile < 52 else 52
        limit = s.pickup_limit
        buf[TABLE + 5] = min(100, s.pick_ups * 100 // limit) if limit else 0
        buf[TABLE + 6] = 1 if turn == seat else 0
        buf[TABLE + 7] = 1 if seat in actors and turn != seat else 0
        return np.multiply(np.frombuffer(buf, dtype=np.uint8), SCALE)


_EMPTY = bytes(UNSEEN) + b"\x01" * CARDS + bytes(OBS_SIZE - TOP)
SCALE = np.ones(OBS_SIZE, dtype=np.float32)
for _rel in range(MAX_SEATS):
    _base = SEATS + _rel * PER_SEAT
    SCALE[_base + 5] = 1 / 20
    SCALE[_base + 6: _base + 8] = 1 / 3
SCALE[TABLE + 2] = 1 / 4
SCALE[TABLE + 3] = 1 / CARDS
SCALE[TABLE + 4] = 1 / CARDS
SCALE[TABLE + 5] = 1 / 100
