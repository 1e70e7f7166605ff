"""Palace's Expert: information-set MCTS in C (`_search.h` in the `_fast` module), guided by the
heuristic, at the batch engine's speed.

`SearchBot` packs what its seat may know (`pack_info`: the own hand, the cards it just drew, the
pile, the burned cards, every face-up card and count, the cards everybody saw go into a hand,
who is ready, on turn, may add and has left, the pick-ups) and hands it to the C search, which
re-deals the unseen cards every iteration, so the true hidden cards never reach it. The public
facts are read from a determinization the `Perspective` gives, never its re-dealt hands, face-down
cards or stock. The swaps before play stay the heuristic's `book` (bots.py: a swap changes no
count of cards; measured in docs/bots.md, "Guided search").

The bot's game-free part (the budget ``search:3000`` or ``search:0.05s``, ``@D`` playout cuts,
playing, and `root_values` for analysis and hints) is koloda.core.csearch.CSearchBot's, as the
search's own is core/_ismcts.h's.
"""

from __future__ import annotations

import struct
from typing import Any

from koloda.core import Action, Perspective
from koloda.core.csearch import CSearchBot

from .bots import PalaceBot
from .state import HAND_SIZE, PLAY, SWAP, PalaceState

try:
    from . import _fast
except ImportError:  # built by pip only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

#: the Expert's budget (the level's spec is ``search:ITERATIONS``)
ITERATIONS = 3000
MAX_SEATS = 5

_LAYOUT = struct.Struct("<12BIIQQ5B5B5B15BQ3B5Q52s")


def available() -> bool:
    """Whether the C module was built (the Expert then searches in C)."""
    return _fast is not None


def _mask(cards: Any) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def _five(values: Any) -> list[int]:
    row = list(values)
    return row + [0] * (MAX_SEATS - len(row))


def pack_info(state: PalaceState, seat: int, obliged: bool) -> bytes:
    """`seat`'s information set as the C search reads it (`_search.h`: INFO_BYTES). `state` is
    the seat's view of the game: only its own hand and public facts are read (the other hands',
    the face-down cards' and the stock's cards are never: they may be a determinization's
    guesses)."""
    n = state.players
    actors = state.actors()
    # the seats the offering order asks before this one have let the chance pass
    before = actors[:actors.index(seat)] if not obliged and seat in actors else ()
    up: list[int] = []
    for s in range(MAX_SEATS):
        row = list(state.face_up[s]) if s < n else []
        up += row + [0] * (HAND_SIZE - len(row))
    hand = state.hands[seat]
    order = list(hand) if state.phase == SWAP else []
    return _LAYOUT.pack(
        n, 1 if state.phase == PLAY else 0, seat, int(obliged), state.turn,
        state.adder & 0xFF, sum(1 << s for s in range(n) if state.ready[s]), state.out,
        len(state.stock), len(state.pile), len(state.drawn) if state.adder >= 0 else 0,
        sum(1 << s for s in set(before)),
        state.pick_ups, state.pickup_limit, _mask(state.burned),
        _mask(state.drawn) if state.adder == seat else 0,
        *_five(state.finished), *_five(len(h) for h in state.hands),
        *_five(len(d) for d in state.face_down), *up,
        _mask(hand), *(order + [0] * (HAND_SIZE - len(order)))[:HAND_SIZE],
        *_five(_mask(k) for k in state.known), bytes(state.pile))


class SearchBot(CSearchBot):
    """Palace's Expert: the C search from its seat's information set (see the module's notes);
    the swaps and "ready" are the heuristic's `book`."""

    module = _fast
    PARAM_MESSAGE, NOT_BUILT_MESSAGE = "palace-search-param", "palace-search-not-built"
    #: the guided search's settings, as Durak's search in C (games/durak/search.py), measured
    #: again for Palace (docs/bots.md, "Palace's search in C")
    EXPLORATION, BIAS, EPSILON = 0.7, 3.0, 0.1
    DEPTH = 0  # playout actions before the game's estimate; 0: to the end
    ITERATIONS = ITERATIONS

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "search") -> None:
        super().__init__(seed, param, name)
        self.book = PalaceBot(seed=seed).book

    def pack(self, view: Any, seat: int, obliged: bool) -> bytes:
        return pack_info(view, seat, obliged)

    def encoding(self, view: Any) -> Any:
        from .encoding import PalaceEncoding  # NumPy's import, only once a search runs

        return PalaceEncoding(view.game, view.players)

    def opening(self, perspective: Perspective) -> Action | None:
        return self.book(perspective)  # a swap, or ready: see the module
