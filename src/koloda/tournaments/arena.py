"""Arena pairing (docs/tournaments.md, "Arena pairing"): whoever finishes a game waits, and
each round seats the waiting people at tables of the event's size, neighbours in the
standings together.

1. **Order.** The waiting people are put on one line in the order of the standings (points,
   then rating, then the event's lot).
2. **Who waits on.** When the waiting do not fill whole tables, those who have waited least
   (newest first, then the lowest in the standings) wait for the next round; but once someone
   has waited the event's patience (`Rules.patience`, 15 rounds unless set), at three seats or
   more the round forms smaller tables instead (as even as possible, at least two; scored on
   the event's scale, so a place pays the same) and everyone waiting sits. At two seats a lone
   person waits for the next one to finish.
3. **Full tables** come from rated play's pairing (koloda.ratings.pairing): `pair` forms as
   many tables as it can, the tightest first (at two seats over every pair on the line, at
   more over runs of neighbours). Its reach in rating is not wanted here (everyone chosen
   should play), so each person is given a wait that covers the whole line. Two people who
   have just played each other are kept apart by `pair`'s blocks; at two seats whenever any
   full pairing does, however far apart they stand. If the blocks would leave a table's worth unseated, everyone is seated anyway: at
   two seats `pair` runs again on those left, without blocks; at three or more, where runs of
   neighbours cannot step round a whole table that just played together, the people are
   grouped as Swiss groups its tables (`swiss.group_tables`): the fewest meetings with last
   games' opponents, then the closest points. Smaller tables are grouped that way too.
4. **Seats:** whoever has sat first least often sits first (`seats`).
5. **Blocks.** Two people one of whom blocked the other never sit together. `pair` keeps them
   apart as it keeps last opponents apart (in its second run at two seats too), the grouping
   counts a blocked pair above any rematch, and a table that would still hold one is not
   formed: its people wait for the next round, with whoever finishes next.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from koloda.core import derive_seed
from koloda.ratings.pairing import Seeker, pair

from .points import Result, Rules
from .scoring import score_arena
from .seats import seat_order
from .standings import lot, totals
from .swiss import Blocks, blocked_at, group_tables


@dataclass(frozen=True)
class Waiting:
    """A person waiting for their next arena game: the rating pairing orders them by, and the
    rounds they have already waited (0 in the first round after their game)."""

    player: str
    rating: float
    waited: int = 0


def last_opponents(results: Sequence[Result]) -> dict[str, frozenset[str]]:
    """Each person's opponents in their latest game."""
    out: dict[str, frozenset[str]] = {}
    for result in results:
        people = result.people()
        for p in people:
            out[p] = frozenset(o for o in people if o != p)
    return out


def pair_arena(rules: Rules, waiting: Sequence[Waiting], results: Sequence[Result],
               blocked: Blocks = frozenset()) -> tuple[list[tuple[str, ...]], list[str]]:
    """One arena round: the tables formed (each in seat order) and who waits on. Two people
    of a pair in `blocked` never sit together: one of them waits instead (step 5)."""
    blocked = frozenset(blocked)
    points = totals(score_arena(rules, results))
    zero = Fraction(0)
    size = rules.size
    ordered = sorted(waiting, key=lambda w: (-points.get(w.player, zero), -w.rating,
                                             lot(rules.seed, w.player)))
    position = {w.player: i for i, w in enumerate(ordered)}
    over = len(ordered) % size
    sizes: list[int] = []
    stay: set[str] = set()
    if (over and size > 2 and len(ordered) >= 2
            and any(w.waited >= rules.patience for w in ordered)):
        tables = -(-len(ordered) // size)
        base, extra = divmod(len(ordered), tables)
        sizes = [base + 1] * extra + [base] * (tables - extra)  # smaller tables: all sit
    elif over:
        newest = sorted(ordered, key=lambda w: (w.waited, -position[w.player]))
        stay = {w.player for w in newest[:over]}
    chosen = [w.player for w in ordered if w.player not in stay]
    last = last_opponents(results)
    met = Counter(frozenset((p, o)) for p in chosen for o in last.get(p, ()) if p < o)
    seed = derive_seed(rules.seed, "arena", len(results))
    if sizes:
        people = group_tables(chosen, sizes, points, met, size, False, seed, blocked)
    else:
        people = _full_tables(chosen, size, points, met, last, seed, blocked)
    apart = [t for t in people if not blocked_at(t, blocked)]
    stay |= {str(p) for t in people if blocked_at(t, blocked) for p in t}
    stay |= {p for p in chosen if not any(p in t for t in apart)}
    seated = [seat_order(t, results, rules.seed, len(results)) for t in apart]
    return ([tuple(str(p) for p in t) for t in seated],
            [w.player for w in ordered if w.player in stay])


def _full_tables(chosen: list[str], size: int, points: dict[str, Fraction],
                 met: Counter[frozenset[str]], last: dict[str, frozenset[str]],
                 seed: int, blocked: Blocks) -> list[tuple[str | None, ...]]:
    """Tables of `size` for `chosen` (a multiple of it, in standings order), steps 3 and 5."""
    line = [Seeker(p, float(i), len(chosen)) for i, p in enumerate(chosen)]

    def apart(a: Seeker, b: Seeker) -> bool:
        return frozenset((str(a.key), str(b.key))) in blocked

    def met_last(a: Seeker, b: Seeker) -> bool:
        return (b.key in last.get(str(a.key), ()) or a.key in last.get(str(b.key), ())
                or apart(a, b))

    tables, left = pair(line, size, met_last)
    people: list[tuple[str | None, ...]] = [tuple(str(s.key) for s in t) for t in tables]
    if len(left) >= size and size == 2:  # a rematch rather than a pair left unseated
        more, _ = pair(left, size, apart)
        people += [tuple(str(s.key) for s in t) for t in more]
    elif len(left) >= size:
        people = group_tables(chosen, [size] * (len(chosen) // size), points, met, size, False,
                              seed, blocked)
    return people
