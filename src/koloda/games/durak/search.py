"""Durak's Expert: information-set MCTS in C (`_search.h` in the `_fast` module), guided by the
heuristic, at the batch engine's speed.

`SearchBot` packs what its seat may know (`pack_info`: the own hand in its order, the table, the
discard, every count, the cards everybody saw go into a hand, who attacks, defends, throws in,
passed and left) and hands it to the C search, which re-deals the unseen cards every iteration,
so the true hidden cards never reach it. The public facts are read from a determinization the
`Perspective` gives (its discard, for instance: a view counts the discard, the determinization
holds its cards, which everybody saw leave), never its re-dealt hands or stock.

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

from .state import DurakState

try:
    from . import _fast
except ImportError:  # built by pip only where a C compiler was found at install
    _fast = None  # type: ignore[assignment]

#: the guided search's settings, as the Python one's (bots/ismcts.py: GUIDED_*) but measured
#: again at C's speed (docs/bots.md, "Durak's search in C")
EXPLORATION = 0.7
BIAS = 3.0
EPSILON = 0.1
DEPTH = 0  # playout actions before the game's estimate; 0: to the end (measured stronger)
THRIFT = 1.0  # the heuristic's own default
#: the Expert's budget (the level's spec is ``search:ITERATIONS``)
ITERATIONS = 3000
MAX_ITERATIONS = 2_000_000
MAX_SECONDS = 60.0

#: `root_values`' "force nothing" (None forces the decline)
NOTHING: Any = object()

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


class SearchBot:
    """Durak's Expert: the C search from its seat's information set (see the module's notes)."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "search") -> None:
        given, _, depth = (param or "").partition("@")
        self.iterations, self.seconds = budget(given or None)
        self.depth = DEPTH
        if depth:
            if not depth.isdigit() or int(depth) > 1000:
                raise KolodaError(text("durak-search-param", param=repr(param),
                                       iterations=str(MAX_ITERATIONS),
                                       seconds=f"{MAX_SECONDS:g}"))
            self.depth = int(depth)
        self.rng = random.Random(seed)
        self.name = name
        #: iterations run by the last search (benchmarks and tests)
        self.last_iterations = 0

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        obliged = perspective.must_act()
        if obliged and len(legal) == 1:
            self.last_iterations = 0
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
            raise KolodaError(text("durak-search-not-built"))
        started = time.perf_counter()
        seat = perspective.seat
        obliged = perspective.must_act()
        view = perspective.determinize(self.rng)  # public facts and the own hand are read only
        info = pack_info(view, seat, obliged)  # type: ignore[arg-type]
        from .encoding import DurakEncoding  # NumPy's import, only once a search runs

        encoding = DurakEncoding(view.game, view.players, view.options)  # type: ignore[attr-defined]
        forced = -1
        if force is not NOTHING:
            forced = _fast.DECLINE if force is None else encoding.index(view, seat, force)
        # a budget in seconds counts this preparation too, as the Python search's clock does
        seconds = max(self.seconds - (time.perf_counter() - started), 1e-4) if self.seconds else 0.0
        done, rows = _fast.search(
            info, self.iterations or 0, seconds, self.rng.getrandbits(63),
            EXPLORATION, BIAS, EPSILON, self.depth, THRIFT, forced, force_visits)
        self.last_iterations = done
        return {(None if index == _fast.DECLINE else encoding.decode(view, seat, index)):
                (mean, visits) for index, visits, mean in rows}


def budget(param: str | None) -> tuple[int | None, float | None]:
    """(iterations, seconds) from a spec's parameter: ``3000`` or ``0.05s``."""
    found = search_budget(param, ITERATIONS, MAX_ITERATIONS, MAX_SECONDS)
    if found is None:
        raise KolodaError(text("durak-search-param", param=repr(param),
                               iterations=str(MAX_ITERATIONS), seconds=f"{MAX_SECONDS:g}"))
    return found
