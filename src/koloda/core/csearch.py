"""A game's Expert that searches in C (core/_ismcts.h, included by the game's `_fast` module):
the part of the bot that does not depend on the game.

A game's `SearchBot` subclasses `CSearchBot` and says what only it knows: its C module, its
settings and budget, how a seat's information set is packed for the C side (`pack`), how its
actions are numbered (`encoding`), and, where it has them, the heuristic's setting
(`guide_args`) and the choices it leaves to the heuristic (`opening`). This class reads the
budget from the level's spec, plays (`act`) and answers analysis and hints (`root_values`).

Budget: ``search:3000`` (iterations, the level's form: it plays the same on any machine) or
``search:0.05s`` (seconds); ``@D`` after it cuts playouts at D actions instead of the game's
`DEPTH` (``@0``: to the end of the game); ``/reuse`` or ``/fresh`` at the end keeps the tree
between the seat's decisions or makes it afresh each time, whatever the game's `REUSE` says.

Kept trees (`REUSE`): a bot that plays keeps its tree after each decision, and its next search
starts from the node the game has reached since, where the C side finds one (the game's
_search.h: SEARCH_REUSE); everything in it came from this seat's own information sets. Analysis
and hints (`root_values` called directly) always search afresh.
"""

from __future__ import annotations

import random
import time
from typing import Any, ClassVar

from .actions import Action
from .errors import KolodaError
from .perspective import Perspective, search_budget
from .text import text

#: `root_values`' "force nothing" (None forces the decline)
NOTHING: Any = object()
#: the deepest playout cut a spec may ask for (``@D``)
MOST_DEPTH = 1000


class CSearchBot:
    """The C search from a seat's information set; subclasses name the game's parts."""

    #: the game's C module (None where it was not built); its `search` and `DECLINE`
    module: ClassVar[Any] = None
    #: the messages for a spec out of bounds and for a module not built (the game's catalog)
    PARAM_MESSAGE: ClassVar[str]
    NOT_BUILT_MESSAGE: ClassVar[str]
    #: the search's settings (docs/bots.md says how each game's were measured)
    EXPLORATION: ClassVar[float]
    BIAS: ClassVar[float]
    EPSILON: ClassVar[float]
    DEPTH: ClassVar[int]
    #: the Expert's budget (the level's spec is ``search:ITERATIONS``) and the bounds of a spec
    ITERATIONS: ClassVar[int]
    MAX_ITERATIONS: ClassVar[int] = 2_000_000
    MAX_SECONDS: ClassVar[float] = 60.0
    #: whether a playing bot keeps its tree between decisions (docs/bots.md says what it gained)
    REUSE: ClassVar[bool] = False

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "search") -> None:
        param, self.reuse = self._reuse_of(param)
        given, _, depth = (param or "").partition("@")
        self.iterations, self.seconds = self.budget(given or None)
        self.depth = self.DEPTH
        if depth:
            if not depth.isdigit() or int(depth) > MOST_DEPTH:
                raise self._refused(param)
            self.depth = int(depth)
        #: the settings (tuning runs set them apart on one bot)
        self.exploration, self.bias, self.epsilon = self.EXPLORATION, self.BIAS, self.EPSILON
        self.rng = random.Random(seed)
        self.name = name
        #: iterations run by the last search (benchmarks and tests)
        self.last_iterations = 0
        #: the tree kept since the last decision (the C module's `new_tree`), or None
        self.kept: Any = None

    @classmethod
    def _reuse_of(cls, param: str | None) -> tuple[str | None, bool]:
        """The spec's parameter without its ``/reuse`` or ``/fresh`` ending, and whether the
        bot keeps its tree."""
        given, slash, ending = (param or "").rpartition("/")
        if not slash:
            return param, cls.REUSE
        if ending not in ("reuse", "fresh"):
            raise cls._refused(param)
        return given or None, ending == "reuse"

    @classmethod
    def budget(cls, param: str | None) -> tuple[int | None, float | None]:
        """(iterations, seconds) from a spec's parameter: ``3000`` or ``0.05s``."""
        found = search_budget(param, cls.ITERATIONS, cls.MAX_ITERATIONS, cls.MAX_SECONDS)
        if found is None:
            raise cls._refused(param)
        return found

    @classmethod
    def _refused(cls, param: str | None) -> KolodaError:
        return KolodaError(text(cls.PARAM_MESSAGE, param=repr(param),
                                iterations=str(cls.MAX_ITERATIONS),
                                seconds=f"{cls.MAX_SECONDS:g}"))

    # -- what the game says ----------------------------------------------------------------
    def pack(self, view: Any, seat: int, obliged: bool) -> bytes:
        """The information set's bytes for the C side, read from `view` (a determinization:
        only the own hand and public facts may be read from it)."""
        raise NotImplementedError

    def encoding(self, view: Any) -> Any:
        """The game's action numbering (`index` and `decode`) for `view`."""
        raise NotImplementedError

    def guide_args(self) -> tuple[Any, ...]:
        """The heuristic's own setting, where the game's C search takes one."""
        return ()

    def opening(self, perspective: Perspective) -> Action | None:
        """A choice the game leaves to its heuristic rather than search, or None."""
        return None

    # -- playing and analysing -------------------------------------------------------------
    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        self.last_iterations = 0
        known = self.opening(perspective)
        if known is None and perspective.must_act() and len(legal) == 1:
            known = legal[0]
        if known is not None:
            self.kept = None  # a move the tree did not see: the next search starts afresh
            return known
        if self.reuse and self.kept is None and self.module is not None:
            self.kept = self.module.new_tree()
        values = self.root_values(perspective, kept=self.kept if self.reuse else None)
        best = max(values.items(), key=lambda kv: (kv[1][1], kv[1][0]))[0]
        return best if best is None else next(a for a in legal if a == best)

    def root_values(self, perspective: Perspective, force: Any = NOTHING,
                    force_visits: int = 0, kept: Any = None
                    ) -> dict[Action | None, tuple[float, int]]:
        """Each root action searched (None: declining) -> (its mean reward for the seat, in
        [0, 1], and its iterations, a kept tree's earlier ones too). With `force`, iterations
        through that action follow the main search until it has `force_visits` (analysis: the
        move played). With `kept` (the module's `new_tree`) the search starts from that tree's
        node for this position where it has one, and leaves its tree there."""
        fast = self.module
        if fast is None:
            raise KolodaError(text(self.NOT_BUILT_MESSAGE))
        started = time.perf_counter()
        seat = perspective.seat
        obliged = perspective.must_act()
        view = perspective.determinize(self.rng)  # public facts and the own hand are read only
        info = self.pack(view, seat, obliged)
        encoding = self.encoding(view)
        forced = -1
        if force is not NOTHING:
            forced = fast.DECLINE if force is None else encoding.index(view, seat, force)
        # a budget in seconds counts this preparation too, as the Python search's clock does
        seconds = max(self.seconds - (time.perf_counter() - started), 1e-4) if self.seconds else 0.0
        done, rows = fast.search(
            info, self.iterations or 0, seconds, self.rng.getrandbits(63),
            self.exploration, self.bias, self.epsilon, self.depth, *self.guide_args(),
            forced, force_visits, kept)
        self.last_iterations = done
        return {(None if index == fast.DECLINE else encoding.decode(view, seat, index)):
                (mean, visits) for index, visits, mean in rows}
