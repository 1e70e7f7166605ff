"""Arena pairing (docs/tournaments.md, "Arena"): whoever finishes a game waits, and each round
seats the waiting people at tables of the event's size, neighbours in the standings together.

The tables come from rated play's pairing (koloda.ratings.pairing): the waiting people are put
on one line in the order of the standings (points, then rating), and `pair` forms as many
tables as it can of neighbours on that line, the tightest first. Its reach in rating is not
wanted here (everyone waiting should play), so each person is given a wait that covers the
whole line. Two people who have just played each other are kept apart by `pair`'s blocks; if
that would leave a table's worth waiting, a second pass seats them anyway, so that everyone
waiting is seated within the round (but for fewer than a table, who wait for the next).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from koloda.ratings.pairing import Seeker, pair

from .points import Result, Rules
from .scoring import score_arena
from .seats import seat_order
from .standings import lot, totals


@dataclass(frozen=True)
class Waiting:
    """A person waiting for their next arena game, with the rating pairing orders them by."""

    player: str
    rating: float


def last_opponents(results: Sequence[Result]) -> dict[str, frozenset[str]]:
    """Each person's opponents in their latest game."""
    out: dict[str, frozenset[str]] = {}
    for result in results:
        people = result.people()
        for p in people:
            out[p] = frozenset(o for o in people if o != p)
    return out


def pair_arena(rules: Rules, waiting: Sequence[Waiting],
               results: Sequence[Result]) -> tuple[list[tuple[str, ...]], list[str]]:
    """One arena round: the tables formed (each in seat order) and who waits on."""
    points = totals(score_arena(rules, results))
    zero = Fraction(0)
    ordered = sorted(waiting, key=lambda w: (-points.get(w.player, zero), -w.rating,
                                             lot(rules.seed, w.player)))
    reach = len(ordered)  # a wait that lets the whole line sit together (see above)
    line = [Seeker(w.player, float(i), reach) for i, w in enumerate(ordered)]
    last = last_opponents(results)

    def met_last(a: Seeker, b: Seeker) -> bool:
        return b.key in last.get(str(a.key), ()) or a.key in last.get(str(b.key), ())

    tables, left = pair(line, rules.size, met_last)
    if len(left) >= rules.size:  # a rematch rather than a table's worth left waiting
        more, left = pair(left, rules.size)
        tables += more
    draw = len(results)
    seated = [seat_order([str(s.key) for s in t], results, rules.seed, draw) for t in tables]
    return ([tuple(str(p) for p in t) for t in seated],
            [str(s.key) for s in sorted(left, key=lambda s: s.rating)])
