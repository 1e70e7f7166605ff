"""Pairing: who sits with whom when people of one rating pool press "Play now" (docs/pairing.md).

A round takes the pool's waiting seekers and forms as many tables as it can of people close in
rating, closer first; whoever is left waits for the next round with a wider reach. The rules
are pure and game-agnostic: the server runs a round every `ROUND_SECONDS` per pool.

Two seats: a maximum-weight matching (more tables first, then the smallest total distance) over
the seekers in rating order, each matched among its `WINDOW` nearest on either side: exact for
that graph by dynamic programming, linear in the seekers (10,000 in a round take milliseconds,
where a general matching of all pairs would take minutes). More seats: consecutive runs of
neighbours in rating, as many runs as fit, tightest first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

#: the rating distance (shown points) two seekers who have not waited accept
REACH = 100
#: the reach grows by this much for each round either of them waited
REACH_PER_ROUND = 50
#: how often the server pairs a pool (seconds); also at once when a table's worth is waiting
ROUND_SECONDS = 2.0
#: a seeker is matched among this many neighbours in rating on either side: one more than
#: the nearest, so that a blocked neighbour does not leave a seeker unpaired
WINDOW = 2


@dataclass(frozen=True)
class Seeker:
    """One person waiting in a pool: a key the caller knows them by, their shown rating, the
    rounds they have waited, and their account (None for a guest: guests block nobody)."""

    key: Hashable
    rating: float
    waited: int = 0
    account: int | None = None


#: whether two seekers may not sit together (a block either way)
Blocked = Callable[[Seeker, Seeker], bool]


def never(_a: Seeker, _b: Seeker) -> bool:
    return False


def reach(seekers: Sequence[Seeker]) -> float:
    """The largest spread of ratings a table of these seekers accepts: `REACH`, and
    `REACH_PER_ROUND` for each round waited, counted as a pair's two waits sum (a larger
    table counts its mean wait twice)."""
    waited = 2 * sum(s.waited for s in seekers) / len(seekers)
    return REACH + REACH_PER_ROUND * waited


def spread(seekers: Sequence[Seeker]) -> float:
    ratings = [s.rating for s in seekers]
    return max(ratings) - min(ratings)


def fits(seekers: Sequence[Seeker], blocked: Blocked = never) -> bool:
    """Whether these seekers may form a table: close enough for how long they waited, and no
    one has blocked another."""
    if spread(seekers) > reach(seekers):
        return False
    return not any(blocked(a, b) for i, a in enumerate(seekers) for b in seekers[i + 1:])


def pair(seekers: Sequence[Seeker], size: int = 2,
         blocked: Blocked = never) -> tuple[list[tuple[Seeker, ...]], list[Seeker]]:
    """One round: the tables formed (each `size` seekers, lowest rating first) and who waits
    on. More tables first; among as many tables, the smallest total spread."""
    if size < 2:
        raise ValueError("a table is at least two seats")
    ordered = sorted(seekers, key=lambda s: (s.rating, -s.waited, str(s.key)))
    tables = (_pairs(ordered, blocked) if size == 2 else _groups(ordered, size, blocked))
    seated = {id(s) for table in tables for s in table}
    return tables, [s for s in ordered if id(s) not in seated]


# A table's value in the dynamic programmes: one table outweighs any spread (ratings are far
# below 1e9 apart), so more tables always come first.
_TABLE = 1e9


def _pairs(ordered: list[Seeker], blocked: Blocked) -> list[tuple[Seeker, ...]]:
    """Maximum-weight matching among pairs at most `WINDOW` apart in rating order.

    The state after seeker i is which of the last `WINDOW` seekers (i, i-1, ...) are still
    unmatched: bit j stands for seeker i-j. Seeker i+1 either stays unmatched or takes one of
    them; a seeker who drops out of the window stays unmatched. (Written for speed: a round of
    10,000 seekers runs in the server's event loop.)"""
    n = len(ordered)
    if n < 2:
        return []
    states = 1 << WINDOW
    full = states - 1
    ratings = [s.rating for s in ordered]
    waits = [s.waited for s in ordered]
    check_blocks = blocked is not never
    unset = -1.0
    # best[mask]: the value so far; back[i][mask]: (previous mask, partner of i or -1)
    best = [unset] * states
    best[1] = 0.0  # after seeker 0: seeker 0 open
    back: list[list[tuple[int, int]]] = [[(0, -1)] * states]
    for i in range(1, n):
        rating, waited = ratings[i], waits[i]
        nxt = [unset] * states
        steps = [(0, -1)] * states
        for mask in range(states):
            value = best[mask]
            if value < 0:
                continue
            shifted = (mask << 1) & full
            if value > nxt[shifted | 1]:  # seeker i waits (for now)
                nxt[shifted | 1], steps[shifted | 1] = value, (mask, -1)
            for j in range(WINDOW):  # or sits with an open seeker of the window
                if not mask >> j & 1:
                    continue
                k = i - 1 - j
                distance = rating - ratings[k]
                if distance > REACH + REACH_PER_ROUND * (waited + waits[k]):
                    continue
                if check_blocks and blocked(ordered[k], ordered[i]):
                    continue
                gained = value + _TABLE - distance
                after = shifted & ~(1 << (j + 1)) & full
                if gained > nxt[after]:
                    nxt[after], steps[after] = gained, (mask, k)
        best = nxt
        back.append(steps)
    mask = max(range(states), key=best.__getitem__)
    tables: list[tuple[Seeker, ...]] = []
    for i in range(n - 1, 0, -1):
        mask, partner = back[i][mask]
        if partner >= 0:
            tables.append((ordered[partner], ordered[i]))
    tables.reverse()
    return tables


def _groups(ordered: list[Seeker], size: int, blocked: Blocked) -> list[tuple[Seeker, ...]]:
    """Runs of `size` neighbours in rating order, as many as fit, then the tightest: best[i]
    is the best value of the first i seekers, the i-th either waiting or closing a run."""
    n = len(ordered)
    best = [0.0] * (n + 1)
    closes = [False] * (n + 1)
    for i in range(1, n + 1):
        best[i] = best[i - 1]
        if i >= size:
            run = ordered[i - size:i]
            if fits(run, blocked):
                value = best[i - size] + _TABLE - spread(run)
                if value > best[i]:
                    best[i], closes[i] = value, True
    tables: list[tuple[Seeker, ...]] = []
    i = n
    while i > 0:
        if closes[i]:
            tables.append(tuple(ordered[i - size:i]))
            i -= size
        else:
            i -= 1
    tables.reverse()
    return tables
