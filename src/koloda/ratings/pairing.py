"""Pairing: who sits with whom when people of one rating pool press "Play now" (docs/pairing.md).

A round takes the pool's waiting seekers and forms as many tables as it can of people close in
rating, closer first; whoever is left waits for the next round with a wider reach. The rules
are pure and game-agnostic: the server runs a round every `ROUND_SECONDS` per pool.

Two seats: a maximum-weight matching (more tables first, then the smallest total distance) over
every pair that may sit together (`_matching`): the neighbours' matching first, by dynamic
programming over the rating order, then a bound that proves no farther pair could do better,
or an exact matching over the pairs it cannot rule out (10,000 in a round take some 45 ms,
where networkx over all their pairs would take hours). More seats: consecutive runs of
neighbours in rating, as many runs as fit, tightest first (docs/pairing.md, rule 6: the
reading of "as many tables as it can" at three seats or more).
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
#: the neighbours' matching takes this many on either side in rating order: one more than
#: the nearest, so that one block is stepped over without the exact programme (a speed-up
#: only: pairs farther apart are ruled out by proof or matched exactly)
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
    if size == 2:
        tables = [t for part in _components(ordered) for t in _matching(part, blocked)]
    else:
        tables = _groups(ordered, size, blocked)
    seated = {id(s) for table in tables for s in table}
    return tables, [s for s in ordered if id(s) not in seated]


# A table's value in the dynamic programmes: one table outweighs any spread (ratings are far
# below 1e9 apart), so more tables always come first.
_TABLE = 1e9
#: spreads closer than this are equal (sums of float ratings)
_EPSILON = 1e-6
#: the most seekers open at once in the exact programme (up to 2 ** this many states) before
#: networkx takes the part instead
_MOST_OPEN = 12
#: the most pairs beyond the window a round examines, per seeker (docs/pairing.md, "Limit")
_MOST_BEYOND = 8
#: the most pairs networkx is given (a round of a few hundred people: about a second)
_MOST_EDGES = 20_000


def _components(ordered: list[Seeker]) -> list[list[Seeker]]:
    """The rating order cut where no pair can form across. Two seekers fit exactly when the
    intervals of their half-reaches around their ratings meet, so a cut between two
    neighbours is clean when every interval below it ends before every one above it begins."""
    n = len(ordered)
    starts = [s.rating - REACH / 2 - REACH_PER_ROUND * s.waited for s in ordered]
    lowest = starts + [float("inf")]  # lowest[k]: the lowest start of an interval from k on
    for k in range(n - 2, -1, -1):
        if lowest[k + 1] < lowest[k]:
            lowest[k] = lowest[k + 1]
    parts: list[list[Seeker]] = []
    first = 0
    highest = float("-inf")
    for k, s in enumerate(ordered):
        end = s.rating + REACH / 2 + REACH_PER_ROUND * s.waited
        if end > highest:
            highest = end
        if highest < lowest[k + 1]:
            parts.append(ordered[first:k + 1])
            first = k + 1
    return parts


def _can_sit(a: Seeker, b: Seeker, blocked: Blocked) -> bool:
    distance = abs(b.rating - a.rating)
    return (distance <= REACH + REACH_PER_ROUND * (a.waited + b.waited)
            and (blocked is never or not blocked(a, b)))


def _matching(part: list[Seeker], blocked: Blocked) -> list[tuple[Seeker, ...]]:
    """The best matching over every pair that may sit together (docs/pairing.md, rule 5).

    The window's matching (`_pairs`) is exact among neighbours. It is the answer when no pair
    beyond the window could do better: when it seats all but the odd one out, any matching
    that uses a pair (i, j) farther apart pays, besides the gaps every such matching pays,
    the gaps inside (i, j) that it need not have paid (`_beyond`). Only the pairs whose bound
    is below the window's spread can matter: they are added to the neighbours, and the exact
    programme (`_exact`) runs over that graph, or networkx where too many seekers would be open
    at once. A round that the window leaves short of a table is matched over every pair.

    Limit: where that would take more than a round may (more than `_MOST_BEYOND` such pairs a
    seeker, or a graph networkx would take seconds over), the window's tables stand."""
    n = len(part)
    if n < 2:
        return []
    window = _pairs(part, blocked)
    if len(window) == n // 2:
        spread_of = _total(window)
        more = _beyond(part, blocked, spread_of)
        if not more:  # none could do better, or too many to look at
            return window
        edges = more + [(i, j) for j in range(1, n) for i in range(max(0, j - WINDOW), j)
                        if _can_sit(part[i], part[j], blocked)]
    elif n * (n - 1) // 2 > _MOST_EDGES:
        return window
    else:
        edges = [(i, j) for j in range(1, n) for i in range(j)
                 if _can_sit(part[i], part[j], blocked)]
    found = _exact(part, edges)
    if found is None:
        if len(edges) > _MOST_EDGES:
            return window
        found = _networkx(part, edges)
    tables = [(part[i], part[j]) for i, j in sorted(found)]
    if (len(tables), -_total(tables)) > (len(window), -_total(window) + _EPSILON):
        return tables
    return window  # as good: the neighbours' tables, as fair a split as any


def _total(tables: list[tuple[Seeker, ...]]) -> float:
    return sum(t[-1].rating - t[0].rating for t in tables)


def _beyond(part: list[Seeker], blocked: Blocked,
            spread_of: float) -> list[tuple[int, int]] | None:
    """The pairs farther apart than `WINDOW` in rating order with which a matching that seats
    as many as the window's could be closer than `spread_of`.

    A gap between neighbours k and k+1 is crossed by some pair whenever an odd number of the
    seated lie below it. With n even everyone is seated; with n odd all but one, u. So a
    matching that leaves u waits pays at least `floor[u]` (the forced gaps), and one that also
    holds the pair (i, j) pays the unforced gaps inside it as well. None: more than
    `_MOST_BEYOND` a seeker to look at."""
    n = len(part)
    ratings = [s.rating for s in part]
    if n % 2 == 0 and spread_of <= sum(ratings[1::2]) - sum(ratings[::2]) + _EPSILON:
        return []  # the neighbours' tables pay only the gaps every matching pays
    gaps = [ratings[k + 1] - ratings[k] for k in range(n - 1)]
    even = [0.0] * n  # even[m]: the gaps k < m with k even
    odd = [0.0] * n
    for k, g in enumerate(gaps):
        even[k + 1] = even[k] + (g if k % 2 == 0 else 0.0)
        odd[k + 1] = odd[k] + (g if k % 2 else 0.0)
    last = n - 1
    if n % 2 == 0:
        least = even[last]
        if spread_of <= least + _EPSILON:
            return []

        def bound(i: int, j: int) -> float:
            return even[last] + odd[j] - odd[i]
    else:
        floor = [even[u] + odd[last] - odd[u] for u in range(n)]
        least = min(floor)
        if spread_of <= least + _EPSILON:
            return []
        below = floor[:]  # below[i]: the least floor of a u before i (inf at 0)
        below[0] = float("inf")
        for u in range(1, n):
            below[u] = min(below[u - 1], floor[u - 1])
        above = [float("inf")] * (n + 1)  # above[j]: the least floor of a u after j
        for u in range(n - 1, 0, -1):
            above[u - 1] = min(above[u], floor[u])

        def bound(i: int, j: int) -> float:
            return min(below[i] + even[j] - even[i], above[j] + odd[j] - odd[i],
                       odd[last] - odd[i] + even[j])
    more: list[tuple[int, int]] = []
    left = _MOST_BEYOND * n
    for i in range(n):
        for j in range(i + WINDOW + 1, n):
            if bound(i, j) >= spread_of - _EPSILON:
                break  # the bound only grows with j
            left -= 1
            if left < 0:
                return None
            if _can_sit(part[i], part[j], blocked):
                more.append((i, j))
    return more


def _exact(part: list[Seeker], edges: list[tuple[int, int]]) -> set[tuple[int, int]] | None:
    """The maximum-weight matching over `edges` by dynamic programming over the rating order:
    the state is which seekers below the current one are still unseated and could yet take a
    later one. Exact; None when more than `_MOST_OPEN` could be open at once."""
    n = len(part)
    lefts: list[list[int]] = [[] for _ in range(n)]
    reach_to = list(range(n))  # the latest partner each seeker could have
    for i, j in set(edges):
        lefts[j].append(i)
        reach_to[i] = max(reach_to[i], j)
    ends: list[list[int]] = [[] for _ in range(n)]
    for i, j in enumerate(reach_to):
        ends[j].append(i)
    open_now = 0
    for j in range(n):
        open_now += 1 - len(ends[j])
        if open_now > _MOST_OPEN:
            return None
    states: dict[int, float] = {0: 0.0}
    back: list[dict[int, tuple[int, int]]] = []
    for j in range(n):
        rating = part[j].rating
        nxt: dict[int, float] = {}
        steps: dict[int, tuple[int, int]] = {}
        drop = 0
        for k in ends[j]:
            drop |= 1 << k
        for mask, value in states.items():
            after = (mask | 1 << j) & ~drop  # j waits, for now
            if value > nxt.get(after, -1.0):
                nxt[after], steps[after] = value, (mask, -1)
            for i in lefts[j]:
                if mask >> i & 1:
                    gained = value + _TABLE - (rating - part[i].rating)
                    after = mask & ~(1 << i) & ~drop
                    if gained > nxt.get(after, -1.0):
                        nxt[after], steps[after] = gained, (mask, i)
        states = nxt
        back.append(steps)
    mask = max(states, key=states.__getitem__)
    found: set[tuple[int, int]] = set()
    for j in range(n - 1, -1, -1):
        mask, partner = back[j][mask]
        if partner >= 0:
            found.add((partner, j))
    return found


def _networkx(part: list[Seeker], edges: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The maximum-weight matching over `edges` by Edmonds' blossoms (networkx)."""
    import networkx as nx

    graph = nx.Graph()
    for i, j in edges:
        graph.add_edge(i, j, weight=_TABLE - (part[j].rating - part[i].rating))
    return {(min(a, b), max(a, b)) for a, b in nx.max_weight_matching(graph)}


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
