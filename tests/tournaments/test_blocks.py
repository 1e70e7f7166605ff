"""Blocks in tournament pairing (docs/tournaments.md, "Blocks"): two people one of whom blocked
the other are kept apart in arenas and Swiss events as "Play now" keeps them apart. One ruling
a test, then random rounds that check the promise over many events."""

from __future__ import annotations

import random

import pytest

from koloda.tournaments import (
    ARENA,
    BOT,
    SWISS,
    Entrant,
    Result,
    Rules,
    Waiting,
    pair_arena,
    pair_swiss,
)
from koloda.tournaments.swiss import blocked_at

LONG = 60


def block(*pairs: str) -> frozenset[frozenset[str]]:
    """Blocked pairs written as two letters each: block("ab", "cd")."""
    return frozenset(frozenset(p) for p in pairs)


def arena(size: int = 2) -> Rules:
    return Rules("durak", ARENA, size=size)


def swiss(size: int = 2, rounds: int = 5, bots: bool = False) -> Rules:
    return Rules("durak", SWISS, size=size, rounds=rounds, bots=bots)


def entrants(*keys: str) -> list[Entrant]:
    return [Entrant(k, 1500.0 + 10 * (len(keys) - i)) for i, k in enumerate(keys)]


def sets(tables: object) -> set[frozenset[str | None]]:
    return {frozenset(t) for t in tables}  # type: ignore[attr-defined]


# -- arena ------------------------------------------------------------------------------------
def test_an_arena_never_seats_neighbours_in_the_standings_who_blocked_each_other() -> None:
    # a and b stand next to each other (by rating) and would be paired: a-c, b-d instead
    people = [Waiting("a", 1600), Waiting("b", 1590), Waiting("c", 1500), Waiting("d", 1490)]
    tables, left = pair_arena(arena(), people, [], block("ab"))
    assert sets(tables) == {frozenset("ac"), frozenset("bd")} and left == []


def test_an_arena_lets_one_of_a_blocked_pair_wait_rather_than_seat_them_together() -> None:
    # only the two of them are waiting: no rematch rule overrides a block; one waits on
    tables, left = pair_arena(arena(), [Waiting("a", 1500), Waiting("b", 1500)], [],
                              block("ab"))
    assert tables == [] and sorted(left) == ["a", "b"]


def test_an_arena_rematch_is_made_rather_than_a_blocked_pair_seated() -> None:
    # a-b and c-d just played; a-c and b-d are blocked: the rematches are the only way
    history = [Result(("a", "b"), (1, 2), LONG), Result(("c", "d"), (1, 2), LONG)]
    people = [Waiting("a", 1600), Waiting("c", 1590), Waiting("b", 1500), Waiting("d", 1490)]
    tables, left = pair_arena(arena(), people, history, block("ac", "bd", "ad", "bc"))
    assert sets(tables) == {frozenset("ab"), frozenset("cd")} and left == []


def test_an_arena_table_of_three_that_cannot_avoid_a_block_is_not_formed() -> None:
    tables, left = pair_arena(arena(3), [Waiting(k, 1500) for k in "abc"], [], block("ab"))
    assert tables == [] and sorted(left) == ["a", "b", "c"]
    # with six waiting, the grouping puts the blocked two at different tables
    tables, left = pair_arena(arena(3), [Waiting(k, 1500) for k in "abcdef"], [],
                              block("ab", "cd"))
    assert len(tables) == 2 and left == []
    assert not any(blocked_at(t, block("ab", "cd")) for t in tables)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_random_arena_rounds_never_seat_a_blocked_pair(size: int) -> None:
    rng = random.Random(size)
    for _ in range(150):
        keys = [f"p{i}" for i in range(rng.randint(2, 14))]
        blocked = frozenset(frozenset(rng.sample(keys, 2)) for _ in range(rng.randint(1, 4)))
        people = [Waiting(k, rng.uniform(1200, 1800), rng.randint(0, 20)) for k in keys]
        history = [Result(tuple(rng.sample(keys, 2)), (1, 2), LONG) for _ in range(3)]
        tables, left = pair_arena(arena(size), people, history, blocked)
        assert not any(blocked_at(t, blocked) for t in tables)
        seated = [p for t in tables for p in t]
        assert len(seated) == len(set(seated)) and set(seated).isdisjoint(left)


# -- Swiss ------------------------------------------------------------------------------------
def test_swiss_pairs_around_a_blocked_pair_when_any_other_pairing_exists() -> None:
    # a and b are first and second: a-c and b-d instead
    round_ = pair_swiss(swiss(), entrants(*"abcd"), [], [], 1, blocked=block("ab"))
    assert sets(round_.tables) == {frozenset("ac"), frozenset("bd")}


def test_swiss_prefers_a_rematch_to_a_blocked_pair() -> None:
    # a-c and b-d met in round 1, and a-d, b-c are blocked: the rematches are played again
    history = [Result(("a", "c"), (1, 2), LONG, round=1),
               Result(("b", "d"), (1, 2), LONG, round=1)]
    round_ = pair_swiss(swiss(), entrants(*"abcd"), history, [], 2,
                        blocked=block("ab", "ad", "bc", "cd"))
    assert sets(round_.tables) == {frozenset("ac"), frozenset("bd")}


def test_swiss_pairs_a_blocked_pair_only_when_no_other_pairing_exists() -> None:
    round_ = pair_swiss(swiss(), entrants("a", "b"), [], [], 1, blocked=block("ab"))
    assert sets(round_.tables) == {frozenset("ab")}


def test_swiss_chooses_another_odd_one_out_rather_than_seat_a_blocked_pair() -> None:
    # c, lowest, would sit out and leave a-b: one of the blocked pair sits out instead
    round_ = pair_swiss(swiss(), entrants(*"abc"), [], [], 1, blocked=block("ab"))
    assert len(round_.tables) == 1 and not blocked_at(round_.tables[0], block("ab"))
    assert len(round_.byes) == 1 and round_.byes[0].player in "ab" and round_.byes[0].forced


def test_swiss_never_seats_a_blocked_pair_at_a_table_of_three() -> None:
    # six people, two tables: the grouping splits the blocked pair
    round_ = pair_swiss(swiss(3), entrants(*"abcdef"), [], [], 1, blocked=block("ab", "ac"))
    assert not any(blocked_at(t, block("ab", "ac")) for t in round_.tables)
    assert round_.byes == ()


def test_swiss_seats_the_lower_of_a_blocked_pair_out_where_no_grouping_avoids_it() -> None:
    # three people, one table of three: b, the lower of the pair, sits out with a forced bye
    # and a and c play; with bots, a bot takes b's seat
    round_ = pair_swiss(swiss(3), entrants(*"abc"), [], [], 1, blocked=block("ab"))
    assert sets(round_.tables) == {frozenset("ac")}
    assert [(b.player, b.forced) for b in round_.byes] == [("b", True)]
    with_bots = pair_swiss(swiss(3, bots=True), entrants(*"abc"), [], [], 1,
                           blocked=block("ab"))
    assert sets(with_bots.tables) == {frozenset(("a", "c", BOT))}
    assert [b.player for b in with_bots.byes] == ["b"]


def clean_pairing_exists(people: list[str], blocked: frozenset[frozenset[str]]) -> bool:
    """Whether these people pair off with no blocked pair (one sitting out if they are odd)."""
    if len(people) % 2:
        return any(clean_pairing_exists([p for p in people if p != out], blocked)
                   for out in people)
    if not people:
        return True
    first, rest = people[0], people[1:]
    return any(frozenset((first, other)) not in blocked
               and clean_pairing_exists([p for p in rest if p != other], blocked)
               for other in rest)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_random_swiss_events_keep_blocked_pairs_apart(size: int) -> None:
    """Over whole events: at three seats or more a blocked pair never meets; at two it meets
    only in a round where every pairing of those playing holds a blocked pair."""
    rng = random.Random(100 + size)
    for _ in range(25):
        keys = [f"p{i}" for i in range(rng.randint(3, 12))]
        blocked = frozenset(frozenset(rng.sample(keys, 2)) for _ in range(rng.randint(1, 3)))
        rules, results, byes = swiss(size, rounds=4), [], []
        for number in range(1, 5):
            round_ = pair_swiss(rules, entrants(*keys), results, byes, number, blocked=blocked)
            for table in round_.tables:
                if blocked_at(table, blocked):  # only at two seats, only when it must
                    assert size == 2 and not clean_pairing_exists(keys, blocked)
            byes += list(round_.byes)
            for table in round_.tables:
                people = [p for p in table if p is not None]
                results.append(Result(tuple(people), tuple(range(1, len(people) + 1)), LONG,
                                      round=number))
