"""The shot on pooltool's physics: build the table from the balls' places, strike, simulate, and
read what happened (first ball hit, cushions, pockets, balls off the table) into a `ShotReport`
for the rules; sample the balls' paths as frames for animation.

Only this module (and the bot, through it) imports pooltool. Importing it costs seconds, so the
game package imports this module on first use.
"""

from __future__ import annotations

import ast
import inspect
import math
import textwrap
from collections.abc import Callable
from importlib.metadata import version
from typing import Any

import numpy as np
import pooltool as pt
from pooltool.events import AgentType, EventType
from pooltool.events.utils import event_type_to_ball_indices
from pooltool.evolution.event_based.cache import CollisionCache
from pooltool.physics.resolve.ball_cushion.stronge_compliant import model as cushion_model

from koloda.core import KolodaError, message

from .events import number
from .geometry import CUE, RADIUS, Point, off_table
from .report import ShotReport

CUE_ID = "cue"
FPS = 30  # animation frames a second
MAX_EVENTS = 5000  # a runaway simulation (never seen) is stopped with the balls where they are
#: turns of the aim (degrees) tried in order when pooltool's solver gives up on a degenerate
#: contact (seen once in 400 bot games: a ball "hitting" a cushion it does not move into fails
#: an assertion): the stroke is played a hair's breadth off, the same way every time, so a
#: record replays exactly and a table never stops on such a shot
NUDGES = (0.0, 1e-4, -1e-4, 1e-3, -1e-3, 1e-2, -1e-2)
_CUSHIONS = (EventType.BALL_LINEAR_CUSHION, EventType.BALL_CIRCULAR_CUSHION)
_TABLE: Any = None


def _invalidate(cache: CollisionCache, event: Any) -> None:
    """pooltool's `CollisionCache.invalidate`, the same keys forgotten: every cached collision
    time that involves a ball the event changed. pooltool 0.6.0 looks up the key's ball places
    and runs a generator for every key of every event; here each event type's places are read
    once and tested inline. The bots simulate every candidate stroke, and this was a fifth of
    their time."""
    changed = {event.ids[i] for i in event_type_to_ball_indices[event.event_type]}
    for kind, times in cache.times.items():
        places = event_type_to_ball_indices.get(kind)
        if not places:
            continue
        if places == {0, 1}:
            stale = [key for key in times if key[0] in changed or key[1] in changed]
        elif len(places) == 1:
            (place,) = places
            stale = [key for key in times if key[place] in changed]
        else:
            stale = [key for key in times if any(key[i] in changed for i in places)]
        for key in stale:
            del times[key]


class _NoDebugLines(ast.NodeTransformer):
    """Drops every `logger.debug(...)` statement."""

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        call = node.value
        if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and call.func.attr == "debug" and isinstance(call.func.value, ast.Name)
                and call.func.value.id == "logger"):
            return ast.Pass()
        return node


def without_debug_lines(function: Callable[..., Any]) -> Callable[..., Any]:
    """`function` compiled again from its own source without its `logger.debug(...)` lines,
    in its own module's globals, its lines numbered as in its file (a traceback still points
    at pooltool's line). pooltool's cushion model writes its arrays into seven f-strings for
    debug lines at every cushion contact, formatted whether or not anyone logs them: about a
    fifth of a simulated stroke. Nothing else changes (formatting changes no value), so the
    strokes are the same to the last bit."""
    lines, first = inspect.getsourcelines(function)
    tree = _NoDebugLines().visit(ast.parse(textwrap.dedent("".join(lines))))
    ast.increment_lineno(tree, first - 1)
    code = compile(ast.fix_missing_locations(tree), inspect.getsourcefile(function) or "?",
                   "exec")
    made: dict[str, Any] = {}
    exec(code, function.__globals__, made)  # noqa: S102 - pooltool's own source, as installed
    return made[function.__name__]  # type: ignore[no-any-return]


#: pooltool's own, kept for the tests that ours do the same
POOLTOOL_INVALIDATE = CollisionCache.invalidate
POOLTOOL_CUSHION_SOLVE = cushion_model._solve
if version("pooltool-billiards") == "0.6.0":  # the version scripts/install-pool pins
    CollisionCache.invalidate = _invalidate  # type: ignore[method-assign]
    cushion_model._solve = without_debug_lines(POOLTOOL_CUSHION_SOLVE)


def _table() -> Any:
    """pooltool's default seven-foot pocket table, built once (simulate copies it)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = pt.Table.default()
    return _TABLE


def ball_id(number: int) -> str:
    return CUE_ID if number == CUE else str(number)


def ball_number(ident: str) -> int:
    return CUE if ident == CUE_ID else int(ident)


def build(balls: dict[int, Point], aim: float, speed: float, side: float, follow: float,
          elevation: float) -> Any:
    """A pooltool system with the balls at rest where they lie and the cue set for the stroke.

    `side` > 0 strikes right of centre (pooltool's `a` runs the other way); the tip offsets are
    always set, since pooltool's default cue carries top spin."""
    objects = {ball_id(n): pt.Ball.create(ball_id(n), xy=p) for n, p in balls.items()}
    cue = pt.Cue(cue_ball_id=CUE_ID)
    cue.set_state(V0=speed, phi=aim, theta=elevation, a=-side, b=follow)
    return pt.System(cue=cue, table=_table(), balls=objects)


def simulate(balls: dict[int, Point], aim: float, speed: float, side: float = 0.0,
             follow: float = 0.0, elevation: float = 0.0) -> Any:
    """The simulated system of one stroke from these places (the cue ball among them as 0);
    where pooltool fails on a degenerate contact, the same stroke nudged by `NUDGES`."""
    failure: Exception | None = None
    for nudge in NUDGES:
        system = build(balls, aim + nudge, speed, side, follow, elevation)
        try:
            return pt.simulate(system, inplace=True, max_events=MAX_EVENTS)
        except (AssertionError, ArithmeticError, ValueError) as exc:
            failure = exc
    raise KolodaError(message("card_ball-physics-failed", aim=number(aim, 3),
                              speed=number(speed, 2))) from failure


def report(system: Any) -> ShotReport:
    """What the rules need to know about a simulated shot."""
    first_hit: int | None = None
    contact_time = math.inf
    cushion_after_contact = False
    rail_balls: set[int] = set()
    pocketed: list[int] = []
    for event in system.events:
        kind = event.event_type
        if kind == EventType.BALL_BALL:
            a, b = event.ids
            if first_hit is None and CUE_ID in (a, b):
                first_hit = ball_number(b if a == CUE_ID else a)
                contact_time = event.time
        elif kind in _CUSHIONS:
            # The agents' types tell a cushion from a pocket (their ids overlap).
            ball = next(x for x in event.agents if x.agent_type == AgentType.BALL)
            number = ball_number(ball.id)
            if number != CUE:
                rail_balls.add(number)
            if event.time > contact_time:
                cushion_after_contact = True
        elif kind == EventType.BALL_POCKET:
            ball = next(x for x in event.agents if x.agent_type == AgentType.BALL)
            pocketed.append(ball_number(ball.id))
    final: dict[int, Point] = {}
    off: list[int] = []
    for ident, ball in system.balls.items():
        number = ball_number(ident)
        if number in pocketed:
            continue
        x, y = float(ball.state.rvw[0][0]), float(ball.state.rvw[0][1])
        if off_table((x, y)):
            off.append(number)
        else:
            final[number] = (x, y)
    return ShotReport(first_hit=first_hit, cushion_after_contact=cushion_after_contact,
                      rail_balls=frozenset(rail_balls), pocketed=tuple(pocketed),
                      off=tuple(sorted(off)), final=final)


def frames(system: Any, fps: int = FPS) -> dict[str, Any]:
    """Each moving ball's path, sampled `fps` times a second, in whole millimetres:
    ``{"fps": 30, "tracks": {"0": [x0, y0, x1, y1, ...], ...}}``. A track ends when its ball
    stops or drops into a pocket; balls absent from `tracks` did not move."""
    duration = float(system.t or 0.0)
    count = int(duration * fps) + 2
    stamps = np.arange(count, dtype=np.float64) / fps
    pocket_time: dict[str, float] = {}
    for event in system.events:
        if event.event_type == EventType.BALL_POCKET:
            ball = next(x for x in event.agents if x.agent_type == AgentType.BALL)
            pocket_time.setdefault(ball.id, event.time)
    tracks: dict[str, list[int]] = {}
    for ident, ball in system.balls.items():
        if len(ball.history) < 2:
            continue
        states = pt.interpolate_ball_states(ball, stamps, extrapolate=True)
        points: list[tuple[int, int]] = []
        end = pocket_time.get(ident, math.inf)
        for t, st in zip(stamps, states, strict=True):
            if t > end:
                break
            points.append((round(st.rvw[0][0] * 1000), round(st.rvw[0][1] * 1000)))
        while len(points) > 1 and points[-1] == points[-2]:
            points.pop()
        if len(points) > 1 or ident in pocket_time:
            tracks[str(ball_number(ident))] = [c for p in points for c in p]
    return {"fps": fps, "tracks": tracks}


def warm() -> float:
    """Simulate one break and one soft shot, so numba compiles (or loads its cache) now rather
    than in a player's first shot; returns the break's simulated seconds."""
    import random

    from .geometry import HEAD_SPOT, rack

    balls: dict[int, Point] = {CUE: HEAD_SPOT, **rack(random.Random(0))}
    system = simulate(balls, 90.0, 8.0)
    frames(system)
    simulate({CUE: HEAD_SPOT, 1: (HEAD_SPOT[0], HEAD_SPOT[1] + 10 * RADIUS)}, 90.0, 1.0)
    return float(system.t)
