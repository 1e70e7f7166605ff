"""Swiss pairing (docs/tournaments.md, "Swiss"): a number of rounds set in advance; each round
seats people of equal or near points who have not met.

- **Order.** The people playing the round are put in order of points, then rating, then the
  event's lot.
- **Two seats** (Monrad's way, made strict): the first in order plays the next one they have
  not met, and so on down; where that leaves someone with nobody new, the search steps back
  and tries the next choice. So there is no rematch while any pairing without one exists
  (within a budget of steps large enough for any real event; past it, or when none exists,
  each takes the nearest person they have met least). An odd one out gets a bye (or plays a
  bot, where the event allows bots): the lowest in order who has had none, or the next up
  where that spares a rematch.
- **Three to six seats:** as many tables as the round needs, their sizes as even as possible
  (or all full, bots in the bottom tables' last seats where the event allows bots); the people
  go to tables in order, top table first, then a local search swaps people between tables
  while a swap lowers the cost: every earlier meeting of two people at one table costs more
  than any spread of points, so repeated meetings are the fewest it finds, then the points
  at each table are as close as it can make them.
- **Blocks.** Two people one of whom blocked the other: at two seats paired only when no
  pairing of the round avoids it (before rematches are weighed); at three or more never at one
  table. The grouping counts a blocked pair above any rematch, and where it cannot avoid one,
  the lower of the two in order sits the round out with a forced bye (a bot takes the seat
  where the event has bots); `keep_apart`.
- **Seats:** whoever has sat first least often (for their games) sits first (`seats`).

Deterministic: the same records give the same round; where a choice would be random, the lot
(drawn from the event's seed) decides.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from koloda.core import derive_seed, text

from .points import BOT, Bye, Result, Rules, TournamentError
from .scoring import score_swiss
from .seats import seat_order
from .standings import lot, totals

#: steps the two-seat search may take before it settles for the fewest rematches
BUDGET = 200_000
#: the odd ones out the two-seat pairing tries, lowest first, for a round without a rematch
ODD_TRIES = 4
#: tables apart that the local search tries swaps between (all of them in a small event)
SWAP_REACH = 6
#: a repeated meeting outweighs any spread of points at a table
REPEAT = 1e6
#: a blocked pair at one table outweighs any number of repeated meetings
BLOCK = 1e12
#: kicks the grouping tries while repeated meetings are left (each a few random swaps)
KICKS = 40


@dataclass(frozen=True)
class Entrant:
    """A person playing in a Swiss event (withdrawn people are not passed in)."""

    player: str
    rating: float


@dataclass(frozen=True)
class Round:
    """One round's pairing: its tables in seat order (`BOT` for a bot's seat), top table
    first, and its byes."""

    number: int
    tables: tuple[tuple[str | None, ...], ...]
    byes: tuple[Bye, ...]


def meetings(results: Iterable[Result]) -> Counter[frozenset[str]]:
    """How often each two people sat at one table."""
    met: Counter[frozenset[str]] = Counter()
    for result in results:
        people = result.people()
        for i, a in enumerate(people):
            for b in people[i + 1:]:
                met[frozenset((a, b))] += 1
    return met


#: two people who may not sit together (one blocked the other), as a set of the two
Blocks = Collection[frozenset[str]]


def blocked_at(table: Iterable[str | None], blocked: Blocks) -> int:
    """How many blocked pairs sit at one table (bots block nobody)."""
    people = [p for p in table if p is not None]
    return sum(frozenset((a, b)) in blocked
               for i, a in enumerate(people) for b in people[i + 1:])


def pair_swiss(rules: Rules, entrants: Sequence[Entrant], results: Sequence[Result],
               byes: Sequence[Bye], number: int, skipping: Iterable[str] = (),
               blocked: Blocks = frozenset()) -> Round:
    """Round `number` (1 first) of a Swiss event, given every earlier result and bye, who
    asked to skip this round (each of those gets a bye worth half a win), and the pairs who
    may not sit together (`blocked`: at two seats paired only when no other pairing exists,
    at three or more never)."""
    blocked = frozenset(blocked)
    if not 1 <= number <= rules.rounds:
        raise TournamentError(text("tournaments-no-such-round", round=number,
                                   rounds=rules.rounds))
    skip = set(skipping)
    new_byes = [Bye(e.player, number) for e in entrants if e.player in skip]
    points = totals(score_swiss(rules, results, byes))
    zero = Fraction(0)
    order = [e.player for e in sorted(
        (e for e in entrants if e.player not in skip),
        key=lambda e: (-points.get(e.player, zero), -e.rating, lot(rules.seed, e.player)))]
    met = meetings(results)
    tables: list[tuple[str | None, ...]] = []
    last: list[tuple[str | None, ...]] = []
    if rules.size == 2:
        pairs = None
        if len(order) % 2:
            odd, pairs = odd_one_out(order, byes, results, met, blocked)
            order.remove(odd)
            if rules.bots:
                last.append((odd, BOT))
            else:
                new_byes.append(Bye(odd, number, forced=True))
        tables = [*(pairs if pairs is not None else pair_two(order, met, blocked)), *last]
    elif order:
        if len(order) == 1 and not rules.bots:
            new_byes.append(Bye(order[0], number, forced=True))
        else:
            grouped = group_tables(order, table_sizes(len(order), rules), points, met,
                                   rules.size, rules.bots,
                                   derive_seed(rules.seed, "swiss", number), blocked)
            tables, out = keep_apart(grouped, blocked, order, rules.bots)
            new_byes += [Bye(p, number, forced=True) for p in out]
    seated = tuple(seat_order(t, results, rules.seed, number) for t in tables)
    return Round(number, seated, tuple(new_byes))


def keep_apart(tables: list[tuple[str | None, ...]], blocked: Blocks, order: list[str],
               bots: bool) -> tuple[list[tuple[str | None, ...]], list[str]]:
    """Tables of three or more with no blocked pair: where the grouping could not avoid one,
    the lower in `order` of a blocked pair sits the round out (a forced bye), a bot taking the
    seat where the event has bots; a person left alone at a table without bots sits out too.
    The tables kept, and who sits out."""
    position = {p: k for k, p in enumerate(order)}
    kept: list[tuple[str | None, ...]] = []
    out: list[str] = []
    for table in tables:
        people = [p for p in table if p is not None]
        while blocked_at(people, blocked):
            worst = max((p for p in people
                         if any(frozenset((p, o)) in blocked for o in people if o != p)),
                        key=position.__getitem__)
            people.remove(worst)
            out.append(worst)
        if len(people) == 1 and not bots:
            out += people
            continue
        kept.append((*people, *[BOT] * (len(table) - len(people) if bots else 0)))
    return kept, out


def odd_one_out(order: list[str], byes: Sequence[Bye], results: Sequence[Result],
                met: Counter[frozenset[str]], blocked: Blocks = frozenset()
                ) -> tuple[str, list[tuple[str | None, ...]] | None]:
    """Who sits out (or plays the bot) when two-seat tables leave one over, and the pairs
    without a rematch or a blocked pair of everyone else if found: the lowest in order who has
    had no bye and played no bot (else the lowest), unless that leaves only pairings with a
    rematch and one of the next few up would not."""
    had = {b.player for b in byes}
    had |= {p for r in results if None in r.players for p in r.people()}
    fresh = [p for p in reversed(order) if p not in had] or [order[-1]]
    for odd in fresh[:ODD_TRIES]:
        pairs = strict_pairs([p for p in order if p != odd], met, BUDGET // ODD_TRIES,
                             blocked)
        if pairs is not None:
            return odd, pairs
    if blocked:  # a rematch, or another odd one out (one of a blocked pair), rather than
        # a blocked pair at a table
        involved = {p for pair in blocked for p in pair}
        tries = [*fresh[:ODD_TRIES], *(p for p in reversed(order) if p in involved)]
        for odd in dict.fromkeys(tries):
            pairs = pair_two([p for p in order if p != odd], met, blocked,
                             BUDGET // len(tries))
            if not any(blocked_at(pair, blocked) for pair in pairs):
                return odd, pairs
    return fresh[0], None


def table_sizes(people: int, rules: Rules) -> list[int]:
    """The people at each table, top first: as even as possible, or (with bots) full tables
    but for the bottom ones, one bot each from the bottom up."""
    tables = math.ceil(people / rules.size)
    if rules.bots:
        sizes = [rules.size] * tables
        for i in range(tables * rules.size - people):
            sizes[-1 - i % tables] -= 1
        return sizes
    base, extra = divmod(people, tables)
    return [base + 1] * extra + [base] * (tables - extra)


class _OutOfSteps(Exception):
    pass


def strict_pairs(order: list[str], met: Counter[frozenset[str]], budget: int = BUDGET,
                 blocked: Blocks = frozenset()) -> list[tuple[str | None, ...]] | None:
    """Two-seat tables without a rematch or a blocked pair, going down the order and stepping
    back where needed; None if there are none (or the search ran out of its `budget` of
    steps)."""
    steps = 0

    def search(rest: list[str]) -> list[tuple[str | None, ...]] | None:
        nonlocal steps
        if not rest:
            return []
        first = rest[0]
        for i in range(1, len(rest)):
            other = rest[i]
            if met[frozenset((first, other))] or frozenset((first, other)) in blocked:
                continue
            steps += 1
            if steps > budget:
                raise _OutOfSteps
            after = search(rest[1:i] + rest[i + 1:])
            if after is not None:
                return [(first, other), *after]
        return None

    try:
        return search(order)
    except (_OutOfSteps, RecursionError):
        return None


def pair_two(order: list[str], met: Counter[frozenset[str]], blocked: Blocks = frozenset(),
             budget: int = BUDGET) -> list[tuple[str | None, ...]]:
    """Two-seat tables: no blocked pair while any pairing avoids one, then no rematch while
    one can be avoided (see the module's docstring)."""
    found = strict_pairs(order, met, budget, blocked)
    if found is not None:
        return found
    pairs: list[tuple[str | None, ...]] = []  # the fewest rematches, greedily from the top
    rest = list(order)
    while len(rest) > 1:
        first = rest.pop(0)
        other = min(rest, key=lambda p: (frozenset((first, p)) in blocked,
                                         met[frozenset((first, p))], rest.index(p)))
        rest.remove(other)
        pairs.append((first, other))
    if blocked and any(blocked_at(pair, blocked) for pair in pairs):
        apart = strict_pairs(order, Counter(), budget, blocked)  # rematches, but no block
        if apart is not None:
            return apart
    return pairs


def group_tables(order: list[str], sizes: list[int], points: dict[str, Fraction],
                 met: Counter[frozenset[str]], size: int, bots: bool, seed: int,
                 blocked: Blocks = frozenset()) -> list[tuple[str | None, ...]]:
    """Tables of three to six: in order, then swaps that lower (blocked pairs, meetings,
    spread), then kicks (a few random swaps, searched again) kept when they lead somewhere
    better. A blocked pair may be left where no grouping avoids one (`keep_apart`)."""
    tables: list[list[str]] = []
    at = 0
    for n in sizes:
        tables.append(order[at:at + n])
        at += n
    score = {p: float(points.get(p, 0)) for p in order}

    def cost(table: list[str]) -> float:
        repeats = sum(met[frozenset((a, b))] for i, a in enumerate(table) for b in table[i + 1:])
        values = [score[p] for p in table]
        return (BLOCK * blocked_at(table, blocked) + REPEAT * repeats
                + (max(values) - min(values) if values else 0.0))

    reach = len(tables) if len(tables) <= 2 * SWAP_REACH else SWAP_REACH

    def descend(tables: list[list[str]]) -> tuple[list[list[str]], float]:
        tables = [t[:] for t in tables]
        costs = [cost(t) for t in tables]
        improved, passes = True, 0
        while improved and passes < 100:
            improved, passes = False, passes + 1
            for i in range(len(tables)):
                for j in range(i + 1, min(len(tables), i + 1 + reach)):
                    for a in range(len(tables[i])):
                        for b in range(len(tables[j])):
                            ti, tj = tables[i][:], tables[j][:]
                            ti[a], tj[b] = tj[b], ti[a]
                            ci, cj = cost(ti), cost(tj)
                            if ci + cj < costs[i] + costs[j] - 1e-9:
                                tables[i], tables[j], costs[i], costs[j] = ti, tj, ci, cj
                                improved = True
        return tables, sum(costs)

    best, best_cost = descend(tables)
    rng = random.Random(seed)
    for _ in range(KICKS if len(tables) > 1 else 0):
        if best_cost < REPEAT:
            break  # no repeated meeting left: the spread alone is not worth more kicks
        tried = [t[:] for t in best]
        for _ in range(3):
            i, j = rng.sample(range(len(tried)), 2)
            a, b = rng.randrange(len(tried[i])), rng.randrange(len(tried[j]))
            tried[i][a], tried[j][b] = tried[j][b], tried[i][a]
        tried, tried_cost = descend(tried)
        if tried_cost < best_cost - 1e-9:
            best, best_cost = tried, tried_cost
    tables = best
    # each table's people in standings order, bots in the seats left
    position = {p: k for k, p in enumerate(order)}
    return [tuple([*sorted(t, key=position.__getitem__), *[BOT] * (size - len(t) if bots else 0)])
            for t in tables]
