"""Pairing's rules (docs/pairing.md), one test each, and the matching checked against every
matching of small rounds over every pair that may sit together."""

from __future__ import annotations

import itertools
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.ratings.pairing import REACH, REACH_PER_ROUND, Seeker, fits, pair


def seekers(*ratings: float, waited: int = 0) -> list[Seeker]:
    return [Seeker(f"s{i}", r, waited, account=i) for i, r in enumerate(ratings)]


def keys(tables: list[tuple[Seeker, ...]]) -> list[tuple[object, ...]]:
    return [tuple(s.key for s in t) for t in tables]


def test_two_seekers_close_in_rating_sit_together_in_the_first_round() -> None:
    tables, waiting = pair(seekers(1500, 1560))
    assert keys(tables) == [("s0", "s1")] and waiting == []


def test_a_far_pair_waits_until_their_reach_covers_the_distance() -> None:
    # 600 points apart: REACH + REACH_PER_ROUND * (both waits) must cover it
    rounds = (600 - REACH) / REACH_PER_ROUND / 2
    assert pair(seekers(1500, 2100, waited=int(rounds) - 1))[0] == []
    assert keys(pair(seekers(1500, 2100, waited=int(rounds)))[0]) == [("s0", "s1")]
    # while two at 1500 sit at once
    assert len(pair(seekers(1500, 1500))[0]) == 1


def test_more_tables_come_before_closer_ones() -> None:
    # 1500-1540 is the closest pair, but taking it would leave 1450 and 1590 apart (140 > 100):
    # two tables of 50 points each are better than one of 40
    tables, waiting = pair(seekers(1450, 1500, 1540, 1590))
    assert keys(tables) == [("s0", "s1"), ("s2", "s3")] and waiting == []


def test_among_as_many_tables_the_closest_pairs_are_made() -> None:
    tables, _ = pair(seekers(1500, 1510, 1580, 1590))
    assert keys(tables) == [("s0", "s1"), ("s2", "s3")]


def test_blocked_people_never_sit_together_and_the_next_neighbour_is_taken() -> None:
    people = seekers(1500, 1510, 1520)
    blocked = {frozenset({0, 1})}

    def blocks(a: Seeker, b: Seeker) -> bool:
        return frozenset({a.account, b.account}) in blocked

    tables, waiting = pair(people, blocked=blocks)
    assert keys(tables) == [("s1", "s2")] and [s.key for s in waiting] == ["s0"]
    assert pair(people[:2], blocked=blocks)[0] == []


def test_a_long_waiter_takes_a_far_partner_so_that_the_new_ones_sit_too() -> None:
    # the 1300 waited 4 rounds (reach 300 with a new one): 1300-1595 (295) and 1480-1490
    # seat all four; the 1595 is three places from the 1300, beyond the window of neighbours
    people = [Seeker("long", 1300, 4, 0), Seeker("a", 1480, 0, 1), Seeker("b", 1490, 0, 2),
              Seeker("c", 1595, 0, 3)]
    tables, waiting = pair(people)
    assert keys(tables) == [("long", "c"), ("a", "b")] and waiting == []


def test_who_blocked_both_neighbours_sits_with_the_next_one() -> None:
    # the 1500 blocked the 1510 and the 1520: 1500-1530 and 1510-1520 seat everyone
    people = seekers(1500, 1510, 1520, 1530)
    blocked = {frozenset({0, 1}), frozenset({0, 2})}
    tables, waiting = pair(people, blocked=lambda a, b: frozenset({a.account, b.account})
                           in blocked)
    assert keys(tables) == [("s0", "s3"), ("s1", "s2")] and waiting == []


def test_a_seeker_who_left_the_queue_is_never_paired() -> None:
    # the server passes only the seekers still waiting: whoever is not passed is not seated
    people = seekers(1500, 1505, 1510)
    tables, waiting = pair([people[0], people[2]])
    assert keys(tables) == [("s0", "s2")] and waiting == []


def test_an_odd_one_waits_for_the_next_round() -> None:
    tables, waiting = pair(seekers(1500, 1510, 1520))
    assert len(tables) == 1 and len(waiting) == 1


def test_larger_tables_group_neighbours_in_rating() -> None:
    people = seekers(1400, 1700, 1420, 1720, 1410, 1710)
    tables, waiting = pair(people, size=3)
    assert keys(tables) == [("s0", "s4", "s2"), ("s1", "s5", "s3")] and waiting == []


def test_a_larger_table_forms_only_within_its_seekers_reach() -> None:
    assert pair(seekers(1500, 1550, 1650), size=3)[0] == []  # 150 apart, nobody waited
    waited = seekers(1500, 1550, 1650, waited=1)  # each waited a round: reach 200
    assert len(pair(waited, size=3)[0]) == 1
    assert fits(waited) and not fits(seekers(1500, 1550, 1650))


def test_larger_tables_are_runs_of_neighbours_and_a_block_inside_one_breaks_it() -> None:
    # the reading of "as many tables as it can" at 3-6 seats (docs/pairing.md, rule 6): as
    # many runs of neighbours as fit. 1500 blocked 1510: the runs 1500-1520 and 1530-1550
    # cannot both form, so one run sits (the tightest of those that make the most) and three
    # wait two seconds with a wider reach, though 1500-1520-1530 with 1510-1540-1550 would fit
    people = seekers(1500, 1510, 1520, 1530, 1540, 1550)
    tables, waiting = pair(people, size=3,
                           blocked=lambda a, b: {a.account, b.account} == {0, 1})
    assert len(tables) == 1 and len(waiting) == 3
    assert keys(tables) in ([("s1", "s2", "s3")], [("s2", "s3", "s4")],
                            [("s3", "s4", "s5")])


def test_a_table_smaller_than_two_is_refused() -> None:
    with pytest.raises(ValueError):
        pair(seekers(1500), size=1)


def _best_by_brute_force(people: list[Seeker], blocked: set[frozenset[int]]) -> tuple[int, float]:
    """(tables, -spread) of the best matching over every pair that may sit together, however
    far apart in rating order, by trying every matching."""
    def can(a: Seeker, b: Seeker) -> bool:
        return fits((a, b)) and frozenset({a.account, b.account}) not in blocked

    def best(rest: list[Seeker]) -> tuple[int, float]:
        if len(rest) < 2:
            return (0, 0.0)
        first, others = rest[0], rest[1:]
        value = best(others)  # the first waits
        for k, other in enumerate(others):
            if can(first, other):
                tables, spread_of = best(others[:k] + others[k + 1:])
                value = max(value, (tables + 1, spread_of - abs(other.rating - first.rating)))
        return value

    return best(list(people))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(1200, 1800), st.integers(0, 4)), min_size=0, max_size=8),
       st.sets(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=6))
def test_the_round_is_the_best_matching_over_every_pair(
        raw: list[tuple[int, int]], pairs: set[tuple[int, int]]) -> None:
    people = [Seeker(f"s{i}", r, w, account=i) for i, (r, w) in enumerate(raw)]
    blocked = {frozenset(p) for p in pairs if p[0] != p[1]}
    tables, waiting = pair(people, blocked=lambda a, b: frozenset({a.account, b.account})
                           in blocked)
    assert sorted(s.key for t in tables for s in t) + sorted(s.key for s in waiting) \
        == sorted(s.key for s in people) or len({s.key for t in tables for s in t}
                                                | {s.key for s in waiting}) == len(people)
    for a, b in tables:
        assert fits((a, b)) and frozenset({a.account, b.account}) not in blocked
    value = (len(tables), -sum(b.rating - a.rating for a, b in tables))
    assert value == pytest.approx(_best_by_brute_force(people, blocked))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1300, 1700), st.sampled_from([0, 0, 0, 1, 4, 8])),
                min_size=9, max_size=40),
       st.sets(st.tuples(st.integers(0, 39), st.integers(0, 39)), max_size=12))
def test_larger_rounds_match_as_edmonds_blossoms_over_every_pair(
        raw: list[tuple[int, int]], pairs: set[tuple[int, int]]) -> None:
    # beyond what brute force can try: the same value as networkx's general matching
    import networkx as nx

    people = [Seeker(f"s{i}", r, w, account=i) for i, (r, w) in enumerate(raw)]
    blocked = {frozenset(p) for p in pairs if p[0] != p[1]}
    tables, _ = pair(people, blocked=lambda a, b: frozenset({a.account, b.account}) in blocked)
    graph = nx.Graph()
    for a, b in itertools.combinations(people, 2):
        if fits((a, b)) and frozenset({a.account, b.account}) not in blocked:
            graph.add_edge(a.key, b.key, weight=1e9 - abs(a.rating - b.rating))
    best = nx.max_weight_matching(graph)
    by_key = {s.key: s for s in people}
    spread_of = sum(abs(by_key[a].rating - by_key[b].rating) for a, b in best)
    assert len(tables) == len(best)
    assert sum(b.rating - a.rating for a, b in tables) == pytest.approx(spread_of)


def test_ten_thousand_seekers_are_paired_in_a_round_under_a_tenth_of_a_second() -> None:
    rng = random.Random(5)
    people = [Seeker(i, rng.gauss(1500, 300), rng.randrange(5), account=i)
              for i in range(10_000)]
    pair(people[:100])  # warm
    best = min(_timed(people) for _ in range(3))
    assert best < 0.1, best


def _timed(people: list[Seeker]) -> float:
    started = time.perf_counter()
    tables, waiting = pair(people)
    elapsed = time.perf_counter() - started
    assert 2 * len(tables) + len(waiting) == len(people) and len(tables) > 4000
    return elapsed
