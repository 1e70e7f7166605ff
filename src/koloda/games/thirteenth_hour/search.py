"""13th Hour's Expert: information-set MCTS in C (`_fast.c`, over core/_ismcts.h), guided by the
heuristic's look-ahead, at the speed of rules written in C.

Every seat sees the same view; the only secret is the order of the face-down cards (the stock
and the dealer's batch). `pack` hands the C side the position with the card set's table of codes
(a card set is data: `cards.py`); the C search re-deals the face-down cards every iteration, so
their true order never matters to it (a `Perspective`'s determinization is packed, and its order
is shuffled again). The bot's game-free part (the budget ``search:10000`` or ``search:0.05s``,
``@D`` playout cuts, playing, and `root_values` for analysis and hints) is
koloda.core.csearch.CSearchBot's.
"""

from __future__ import annotations

import struct
from typing import Any

from koloda.core import Action
from koloda.core.csearch import CSearchBot

from .actions import ACCEPT, REFUSE, Give, Refuse
from .state import GIVES, ThirteenthHourState

try:
    from . import _fast
except ImportError:  # built by pip only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

#: the Expert's budget (the level's spec is ``search:ITERATIONS``): docs/bots.md
ITERATIONS = 10000
MAX_SEATS = 5
REFUSE_I, ACCEPT_I = MAX_SEATS, MAX_SEATS + 1

_HEADER = struct.Struct("<BBBBbBBBHHHHBxI5H5I5I")  # _fast.c: I_PLAYERS .. I_TABLE


def available() -> bool:
    """Whether the C module was built (the Expert then searches in C)."""
    return _fast is not None


def pack(state: ThirteenthHourState, seat: int) -> bytes:
    """The position for the C side (`_fast.c`: the I_ offsets): cards as their codes' places in
    `CardSet.by_code`, the stock bottom first, the batch with the next card last."""
    parsed, of, _ = state.deck.by_code
    n = state.players
    rows = [list(r) for r in state.rows] + [[]] * (MAX_SEATS - n)
    pluses = state.pluses() + [0] * (MAX_SEATS - n)
    points = state.plus_points() + [0] * (MAX_SEATS - n)
    header = _HEADER.pack(
        n, seat, state.dealer, state.marker, -1 if state.receiver is None else state.receiver,
        sum(1 << s for s in range(n) if state.served[s]), int(state.reshuffled), int(state.over),
        0xFFFF if state.face_up is None else of[state.face_up], len(parsed), len(state.stock),
        len(state.discard), len(state.batch), state.round, *(len(r) for r in rows), *pluses,
        *points)
    table = bytes(x for code in parsed for x in code)
    cards = [*state.stock, *state.batch, *state.discard, *(c for r in rows for c in r)]
    return header + table + bytes(of[c] for c in cards)


def action_index(action: Action) -> int:
    """The C side's number of an action: the seat given to, then refuse and accept."""
    if isinstance(action, Give):
        return action.to
    return REFUSE_I if isinstance(action, Refuse) else ACCEPT_I


class _Numbering:
    """`CSearchBot.encoding`: the C side's action numbers both ways."""

    def index(self, view: Any, seat: int, action: Action) -> int:
        return action_index(action)

    def decode(self, view: Any, seat: int, index: int) -> Action:
        if index < MAX_SEATS:
            return GIVES[index]
        if index == REFUSE_I:
            return REFUSE
        assert index == ACCEPT_I, index
        return ACCEPT


NUMBERING = _Numbering()


class SearchBot(CSearchBot):
    """13th Hour's Expert: the C search from the seat's view (see the module's notes)."""

    module = _fast
    PARAM_MESSAGE, NOT_BUILT_MESSAGE = ("thirteenth_hour-search-param",
                                        "thirteenth_hour-search-not-built")
    #: the guided search's settings, as the Python guided search's (koloda.bots.ismcts:
    #: exploration 0.7, bias 3.0, epsilon 0.1); the cut measured in docs/bots.md
    EXPLORATION, BIAS, EPSILON = 0.7, 3.0, 0.1
    DEPTH = 8  # playout actions before the game's estimate; 0: to the end
    ITERATIONS = ITERATIONS

    def pack(self, view: Any, seat: int, obliged: bool) -> bytes:
        return pack(view, seat)

    def encoding(self, view: Any) -> Any:
        return NUMBERING

