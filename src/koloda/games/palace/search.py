"""Palace's Expert: information-set MCTS in C (`_search.h` in the `_fast` module), guided by the
heuristic, at the batch engine's speed.

`SearchBot` packs what its seat may know (`pack_info`: the own hand, the cards it just drew, the
pile, the burned cards, every face-up card and count, the cards everybody saw go into a hand,
who is ready, on turn, may add and has left, the pick-ups) and hands it to the C search, which
re-deals the unseen cards every iteration, so the true hidden cards never reach it. The public
facts are read from a determinization the `Perspective` gives, never its re-dealt hands, face-down
cards or stock. The swaps before play stay the heuristic's `book` (bots.py: a swap changes no
count of cards; measured in docs/bots.md, "Guided search").

Budget: ``search:3000`` (iterations, the level's form: it plays the same on any machine) or
``search:0.05s`` (seconds); ``@D`` after it cuts playouts at D actions instead of `DEPTH` (``@0``:
to the end of the game). The search's answer for analysis and hints is `root_values`.
"""

from __future__ import annotations

import random
import struct
import time
from typing import Any

from koloda.core import Action, KolodaError, Perspective, text
from koloda.core.perspective import search_budget

from .bots import PalaceBot
from .state import HAND_SIZE, PLAY, SWAP, PalaceState

try:
    from . import _fast
except ImportError:  # built by pip only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

#: the guided search's settings, as Durak's search in C (games/durak/search.py), measured again
#: for Palace (docs/bots.md, "Palace's search in C")
EXPLORATION = 0.7
BIAS = 3.0
EPSILON = 0.1
DEPTH = 0  # playout actions before the game's estimate; 0: to the end
#: the Expert's budget (the level's spec is ``search:ITERATIONS``)
ITERATIONS = 3000
MAX_ITERATIONS = 2_000_000
MAX_SECONDS = 60.0
MAX_SEATS = 5

#: `root_values`' "force nothing" (None forces the decline)
NOTHING: Any = object()

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


class SearchBot:
    """Palace's Expert: the C search from its seat's information set (see the module's notes)."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "search") -> None:
        given, _, depth = (param or "").partition("@")
        self.iterations, self.seconds = budget(given or None)
        self.depth = DEPTH
        if depth:
            if not depth.isdigit() or int(depth) > 1000:
                raise KolodaError(text("palace-search-param", param=repr(param),
                                       iterations=str(MAX_ITERATIONS),
                                       seconds=f"{MAX_SECONDS:g}"))
            self.depth = int(depth)
        #: the settings (tuning runs set them apart on one bot)
        self.exploration, self.bias, self.epsilon = EXPLORATION, BIAS, EPSILON
        self.rng = random.Random(seed)
        self.book = PalaceBot(seed=seed).book
        self.name = name
        #: iterations run by the last search (benchmarks and tests)
        self.last_iterations = 0

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        self.last_iterations = 0
        known = self.book(perspective)
        if known is not None:  # a swap, or ready: the heuristic's choice (see the module)
            return known
        if perspective.must_act() and len(legal) == 1:
            return legal[0]
        values = self.root_values(perspective)
        best = max(values.items(), key=lambda kv: (kv[1][1], kv[1][0]))[0]
        return best if best is None else next(a for a in legal if a == best)

    def root_values(self, perspective: Perspective, force: Any = NOTHING,
                    force_visits: int = 0) -> dict[Action | None, tuple[float, int]]:
        """Each root action searched (None: declining) -> (its mean reward for the seat, in
        [0, 1], and its iterations). With `force`, iterations through that action follow the
        main search until it has `force_visits` (analysis: the move played)."""
        if _fast is None:
            raise KolodaError(text("palace-search-not-built"))
        started = time.perf_counter()
        seat = perspective.seat
        obliged = perspective.must_act()
        view = perspective.determinize(self.rng)  # public facts and the own hand are read only
        info = pack_info(view, seat, obliged)  # type: ignore[arg-type]
        from .encoding import PalaceEncoding  # NumPy's import, only once a search runs

        encoding = PalaceEncoding(view.game, view.players)
        forced = -1
        if force is not NOTHING:
            forced = _fast.DECLINE if force is None else encoding.index(view, seat, force)
        # a budget in seconds counts this preparation too, as the Python search's clock does
        seconds = max(self.seconds - (time.perf_counter() - started), 1e-4) if self.seconds else 0.0
        done, rows = _fast.search(
            info, self.iterations or 0, seconds, self.rng.getrandbits(63),
            self.exploration, self.bias, self.epsilon, self.depth, forced, force_visits)
        self.last_iterations = done
        return {(None if index == _fast.DECLINE else encoding.decode(view, seat, index)):
                (mean, visits) for index, visits, mean in rows}


def budget(param: str | None) -> tuple[int | None, float | None]:
    """(iterations, seconds) from a spec's parameter: ``3000`` or ``0.05s``."""
    found = search_budget(param, ITERATIONS, MAX_ITERATIONS, MAX_SECONDS)
    if found is None:
        raise KolodaError(text("palace-search-param", param=repr(param),
                               iterations=str(MAX_ITERATIONS), seconds=f"{MAX_SECONDS:g}"))
    return found
