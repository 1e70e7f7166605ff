"""Durak's Expert: information-set MCTS in C (`_search.h` in the `_fast` module), guided by the
heuristic, at the batch engine's speed.

`SearchBot` packs what its seat may know (`pack_info`: the own hand in its order, the table, the
discard, every count, the cards everybody saw go into a hand, who attacks, defends, throws in,
passed and left) and hands it to the C search, which re-deals the unseen cards every iteration,
so the true hidden cards never reach it. The public facts are read from a determinization the
`Perspective` gives (its discard, for instance: a view counts the discard, the determinization
holds its cards, which everybody saw leave), never its re-dealt hands or stock.

The bot's game-free part (the budget ``search:3000`` or ``search:0.05s``, ``@D`` playout cuts,
playing, and `root_values` for analysis and hints) is koloda.core.csearch.CSearchBot's, as the
search's own is core/_ismcts.h's.
"""

from __future__ import annotations

import struct
from typing import Any

from koloda.core.csearch import CSearchBot

from .state import DurakState

try:
    from . import _fast
except ImportError:  # built by pip only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

THRIFT = 1.0  # the heuristic's own default
#: the Expert's budget (the level's spec is ``search:ITERATIONS``)
ITERATIONS = 3000

_LAYOUT = struct.Struct("<12BH6B6BB8B8BQ6QB36sB6B")


def available() -> bool:
    """Whether the C module was built (the Expert then searches in C)."""
    return _fast is not None


def _mask(cards: Any) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def pack_info(state: DurakState, seat: int, obliged: bool) -> bytes:
    """`seat`'s information set as the C search reads it (`_search.h`: INFO_BYTES). `state` is
    the seat's view of the game: only its own hand and public facts are read (the other hands'
    and the stock's cards are never: they may be a determinization's guesses)."""
    n = state.players
    six = lambda values: list(values) + [0] * (6 - len(values))  # noqa: E731
    flags = ((_fast.TRANSFER if state.transfer_allowed else 0)
             | (_fast.NEIGHBOURS if state.neighbours_only else 0)
             | (_fast.FIRST_BOUT_FIVE if state.options.first_bout_five else 0)
             | (_fast.RESTRICTED if state.restricted else 0))
    table = list(state.attacks) + [0] * (8 - len(state.attacks))
    covers = [0 if d is None else d for d in state.defenses] + [0] * (8 - len(state.defenses))
    hand = bytes(state.hands[seat])
    return _LAYOUT.pack(
        n, flags, seat, state.trump_card, len(state.stock), state.attacker, state.defender,
        int(state.taking), _mask(set(state.passed)),
        state.place, int(state.first_bout), int(obliged), min(state.bout, 65535),
        *six([len(h) for h in state.hands]), *six([o or 0 for o in state.out]),
        len(state.attacks), *table, *covers, _mask(state.discard),
        *six([_mask(k) for k in state.known]), len(hand), hand.ljust(36, b"\0"),
        len(state.throwers), *six(state.throwers))


class SearchBot(CSearchBot):
    """Durak's Expert: the C search from its seat's information set (see the module's notes)."""

    module = _fast
    PARAM_MESSAGE, NOT_BUILT_MESSAGE = "durak-search-param", "durak-search-not-built"
    #: the guided search's settings, as the Python one's (bots/ismcts.py: GUIDED_*) but measured
    #: again at C's speed (docs/bots.md, "Durak's search in C")
    EXPLORATION, BIAS, EPSILON = 0.7, 3.0, 0.1
    DEPTH = 0  # playout actions before the game's estimate; 0: to the end (measured stronger)
    ITERATIONS = ITERATIONS

    def pack(self, view: Any, seat: int, obliged: bool) -> bytes:
        return pack_info(view, seat, obliged)

    def encoding(self, view: Any) -> Any:
        from .encoding import DurakEncoding  # NumPy's import, only once a search runs

        return DurakEncoding(view.game, view.players, view.options)

    def guide_args(self) -> tuple[Any, ...]:
        return (THRIFT,)
