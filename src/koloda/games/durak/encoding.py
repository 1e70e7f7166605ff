"""Durak: 462 action indices (461 actions and decline), 492 observation values, suits seen
relative to trump.

Cards are indexed canonically: the trump suit is always suit 3 and the other three keep their
order as suits 0-2, so index = suit * 9 + (rank - 6). A position with spades trump and the same
one with hearts trump then look alike to a network, which is true of the game.

Actions: 0-35 attack (lead or throw in) with a card, 36-71 transfer with a card, 72-458 defend
(one index per pair "this card beats that attack card" that can ever hold: 144 within a suit,
243 trumps on plain cards), 459 take, 460 pass, 461 decline.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import Action, State
from koloda.core.encoding import Encoding
from koloda.games.durak.actions import (
    ATTACK,
    DEFEND,
    PASS,
    TAKE,
    TRANSFER,
    Attack,
    Defend,
    Transfer,
)
from koloda.games.durak.state import BOUT_LIMIT, FIRST_BOUT_LIMIT

CARDS = 36
MAX_SEATS = 6
ATTACK0, TRANSFER0, DEFEND0 = 0, 36, 72


def _canon_suits(trump: int) -> list[int]:
    """Real suit -> canonical suit: trump becomes 3, the others 0, 1, 2 in their own order."""
    others = [s for s in range(4) if s != trump]
    out = [0] * 4
    for i, s in enumerate(others):
        out[s] = i
    out[trump] = 3
    return out


#: CANON[trump][card int] -> canonical index 0..35 (-1: not a Durak card)
CANON: list[list[int]] = []
#: REAL[trump][canonical index] -> the card int
REAL: list[list[int]] = []
for _trump in range(4):
    _suits = _canon_suits(_trump)
    _canon = [-1] * 60
    _real = [0] * CARDS
    for _rank in range(6, 15):
        for _suit in range(4):
            _i = _suits[_suit] * 9 + _rank - 6
            _canon[_rank * 4 + _suit] = _i
            _real[_i] = _rank * 4 + _suit
    CANON.append(_canon)
    REAL.append(_real)

#: the defend pairs (attack, card) in canonical indices, trump = suit 3
PAIRS: list[tuple[int, int]] = []
for _a in range(CARDS):
    for _c in range(CARDS):
        _sa, _sc = _a // 9, _c // 9
        if (_sa == _sc and _c > _a) or (_sc == 3 and _sa != 3):
            PAIRS.append((_a, _c))
PAIR_INDEX = {p: i for i, p in enumerate(PAIRS)}
TAKE_I = DEFEND0 + len(PAIRS)
PASS_I = TAKE_I + 1
N_ACTIONS = PASS_I + 2  # ... and decline

# Observation layout: card planes of 36, then 8 values per seat (relative: me first), then
# the bout. Plane order matters only to the documentation (docs/rl.md).
(HAND, UNBEATEN, BEATEN, COVERS, DISCARD, BOTTOM, KNOWN) = (i * CARDS for i in range(7))
UNSEEN = KNOWN + (MAX_SEATS - 1) * CARDS
SEATS = UNSEEN + CARDS
PER_SEAT = 8
BOUT = SEATS + MAX_SEATS * PER_SEAT
OBS_SIZE = BOUT + 12


def _tables() -> tuple[list[dict[int, int]], list[list[Action | None]]]:
    """Per trump: shared action instance id -> index, and index -> action (decode)."""
    by_id: list[dict[int, int]] = []
    decode: list[list[Action | None]] = []
    for trump in range(4):
        real = REAL[trump]
        ids: dict[int, int] = {id(TAKE): TAKE_I, id(PASS): PASS_I}
        dec: list[Action | None] = [None] * N_ACTIONS
        dec[TAKE_I], dec[PASS_I] = TAKE, PASS
        for i in range(CARDS):
            for base, table in ((ATTACK0, ATTACK), (TRANSFER0, TRANSFER)):
                act = table[real[i]]
                assert act is not None
                ids[id(act)] = base + i
                dec[base + i] = act
        for k, (a, c) in enumerate(PAIRS):
            act = DEFEND[real[a]][real[c]]
            assert act is not None
            ids[id(act)] = DEFEND0 + k
            dec[DEFEND0 + k] = act
        by_id.append(ids)
        decode.append(dec)
    return by_id, decode


# The game's move lists hand out shared instances, so an identity lookup finds most indices
# without hashing a dataclass; anything else goes the slow way (`_index`).
_BY_ID, _DECODE = _tables()


class DurakEncoding(Encoding):
    """Durak for 2-6 players (any options); see the module docstring and docs/rl.md."""

    game_id = "durak"
    n_actions = N_ACTIONS
    obs_size = OBS_SIZE

    def index(self, state: State, seat: int, action: Action) -> int:
        found = _BY_ID[state.trump].get(id(action))  # type: ignore[attr-defined]
        return found if found is not None else self._index(state, action)

    def _index(self, state: Any, action: Action) -> int:
        canon = CANON[state.trump]
        kind = type(action)
        if kind is Attack:
            return ATTACK0 + canon[action.card]  # type: ignore[attr-defined]
        if kind is Transfer:
            return TRANSFER0 + canon[action.card]  # type: ignore[attr-defined]
        if kind is Defend:
            pair = (canon[action.attack], canon[action.card])  # type: ignore[attr-defined]
            if pair not in PAIR_INDEX:
                raise ValueError(f"{action!r} can never be a legal defence")
            return DEFEND0 + PAIR_INDEX[pair]
        if action == TAKE:
            return TAKE_I
        if action == PASS:
            return PASS_I
        raise ValueError(f"not a Durak action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        if not 0 <= index < N_ACTIONS:
            return None
        return _DECODE[state.trump][index]  # type: ignore[attr-defined]

    def legal_indices(self, state: State, seat: int,
                      legal: list[Action] | None = None) -> list[int]:
        get = _BY_ID[state.trump].get  # type: ignore[attr-defined]
        out = []
        for a in state.legal_actions(seat) if legal is None else legal:
            i = get(id(a))
            out.append(i if i is not None else self._index(state, a))
        return out

    def encode(self, state: State, seat: int) -> np.ndarray:
        s: Any = state  # a DurakState: plain lists, read directly for speed
        canon = CANON[s.trump]
        n = s.players
        # Every value goes into a byte buffer as a small whole number (cheap to set from
        # Python); one multiplication by SCALE turns it into the float observation.
        buf = bytearray(_EMPTY)
        u = UNSEEN
        for c in s.hands[seat]:
            i = canon[c]
            buf[i] = 1
            buf[u + i] = 0
        for a, d in zip(s.attacks, s.defenses, strict=True):
            i = canon[a]
            buf[u + i] = 0
            if d is None:
                buf[UNBEATEN + i] = 1
            else:
                buf[BEATEN + i] = 1
                j = canon[d]
                buf[COVERS + j] = 1
                buf[u + j] = 0
        # The discard is public: every card in it lay face up on the table.
        for c in s.discard:
            i = canon[c]
            buf[DISCARD + i] = 1
            buf[u + i] = 0
        stock = len(s.stock)
        if stock:
            i = canon[s.trump_card]
            buf[BOTTOM + i] = 1
            buf[u + i] = 0
        known, hands, left = s.known, s.hands, s.out
        attacker, defender, throwers, passed = s.attacker, s.defender, s.throwers, s.passed
        for rel in range(n):
            who = (seat + rel) % n
            if rel:
                base = KNOWN + (rel - 1) * CARDS
                for c in known[who]:
                    i = canon[c]
                    buf[base + i] = 1
                    buf[u + i] = 0
            # present, out, attacker, defender, may add, passed, hand size (twice)
            base = SEATS + rel * PER_SEAT
            buf[base] = 1
            if left[who] is not None:
                buf[base + 1] = 1
            if who == attacker:
                buf[base + 2] = 1
            if who == defender:
                buf[base + 3] = 1
            if who in throwers:
                buf[base + 4] = 1
            if who in passed:
                buf[base + 5] = 1
            count = len(hands[who])
            buf[base + 6] = count if count < 6 else 6
            buf[base + 7] = count
        unbeaten = s.unbeaten
        b = BOUT
        if s.taking:
            buf[b] = 1
        if s.taking or not unbeaten:
            buf[b + 1] = 1
        if s.first_bout:
            buf[b + 2] = 1
        if s.transfer_allowed:
            buf[b + 3] = 1
        if s.neighbours_only:
            buf[b + 4] = 1
        if not s.over and s.to_move() == seat:
            buf[b + 5] = 1
        buf[b + 6] = stock if stock < 24 else 24
        # the bout's limit and room, as `DurakState.limit` and `room` (inlined: hot path)
        attacks = len(s.attacks)
        cap = FIRST_BOUT_LIMIT if s.first_bout and s.options.first_bout_five else BOUT_LIMIT
        held = len(hands[defender]) + attacks - unbeaten
        limit = held if held < cap else cap
        buf[b + 7] = limit - attacks if limit > attacks else 0
        buf[b + 8] = limit if limit > 0 else 0
        buf[b + 9] = unbeaten
        buf[b + 10] = attacks
        buf[b + 11] = s.bout if s.bout < 60 else 60
        return np.multiply(np.frombuffer(buf, dtype=np.uint8), SCALE)


#: the byte buffer every observation starts from: only the "unseen" plane is set
_EMPTY = bytes(UNSEEN) + b"\x01" * CARDS + bytes(OBS_SIZE - SEATS)
#: what each byte of the buffer is multiplied by (1 for a yes/no value)
SCALE = np.ones(OBS_SIZE, dtype=np.float32)
SCALE[[SEATS + r * PER_SEAT + 6 for r in range(MAX_SEATS)]] = 1 / 6
SCALE[[SEATS + r * PER_SEAT + 7 for r in range(MAX_SEATS)]] = 1 / 36
SCALE[BOUT + 6] = 1 / 24
SCALE[BOUT + 7: BOUT + 11] = 1 / 6
SCALE[BOUT + 11] = 1 / 60
