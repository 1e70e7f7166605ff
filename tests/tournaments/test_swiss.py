"""Swiss pairing and its tie-breaks (docs/tournaments.md, "Swiss"), one ruling a test, on a
recorded event and small hand-made histories; the pairing checked against every pairing of
small rounds."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from koloda.tournaments import (
    BOT,
    SWISS,
    Bye,
    Entrant,
    Result,
    Rules,
    TournamentError,
    pair_swiss,
    standings,
)
from koloda.tournaments.swiss import group_tables, meetings, odd_one_out, pair_two, table_sizes

FIXTURES = Path(__file__).with_name("fixtures")
LONG = 60


def rules(size: int = 2, rounds: int = 5, bots: bool = False, seed: int = 0) -> Rules:
    return Rules("durak", SWISS, size=size, rounds=rounds, bots=bots, seed=seed)


def entrants(*keys: str) -> list[Entrant]:
    """Entrants rated in the order given, highest first."""
    return [Entrant(k, 2000.0 - 10 * i) for i, k in enumerate(keys)]


def sets(tables: tuple[tuple[str | None, ...], ...]) -> set[frozenset[str | None]]:
    return {frozenset(t) for t in tables}


def played(*tables: tuple[str, ...], round: int = 1) -> list[Result]:
    """Games in which the first seat won, then the second, and so on."""
    return [Result(t, tuple(range(1, len(t) + 1)), LONG, round=round) for t in tables]


# -- a recorded event ---------------------------------------------------------------------------

def test_a_recorded_event_pairs_each_round_as_recorded_and_ends_in_its_standings() -> None:
    data = json.loads((FIXTURES / "swiss-five.json").read_text(encoding="utf-8"))
    event = Rules(**data["rules"])
    people = [Entrant(k, float(r)) for k, r in data["entrants"]]
    results: list[Result] = []
    byes: list[Bye] = []
    for number, recorded in enumerate(data["rounds"], 1):
        got = pair_swiss(event, people, results, byes, number)
        assert sets(got.tables) == {frozenset(t) for t in recorded["tables"]}
        assert [b.to_json() for b in got.byes] == recorded["byes"]
        byes += got.byes
        results += [Result(tuple(t), tuple(r), LONG, round=number)
                    for t, r in zip(recorded["tables"], recorded["ranks"], strict=True)]
    table = standings(event, [k for k, _ in data["entrants"]], results, byes)
    assert [(s.player, str(s.points), str(s.buchholz)) for s in table] == [
        (s["player"], s["points"], s["buchholz"]) for s in data["standings"]]


# -- two seats: no rematch while avoidable -------------------------------------------------------

def test_nobody_meets_anyone_twice_while_it_can_be_avoided() -> None:
    # a-b and c-d met; in order a, b, c, d the pairs are a-c and b-d
    history = played(("a", "b"), ("c", "d"))
    got = pair_swiss(rules(), entrants("a", "b", "c", "d"), history, [], 2)
    assert sets(got.tables) == {frozenset("ac"), frozenset("bd")}


def test_the_search_steps_back_when_going_down_the_order_leaves_a_rematch() -> None:
    # a-b first would leave c-d, who met: so a-c and b-d
    assert pair_two(list("abcd"), Counter({frozenset("cd"): 1})) == [("a", "c"), ("b", "d")]
    # deeper: after a-b, c has met d; c-e would leave d-f, who met: so c-f and d-e
    met = Counter({frozenset(p): 1 for p in ("cd", "df", "bd", "ef")})
    assert pair_two(list("abcdef"), met) == [("a", "b"), ("c", "f"), ("d", "e")]


def test_when_no_pairing_avoids_a_rematch_the_fewest_are_taken() -> None:
    history = played(("a", "b"))
    got = pair_swiss(rules(), entrants("a", "b"), history, [], 2)
    assert sets(got.tables) == {frozenset("ab")}


@pytest.mark.parametrize("seed", range(30))
def test_the_two_seat_pairing_avoids_rematches_whenever_any_pairing_does(seed: int) -> None:
    rng = random.Random(seed)
    people = [f"p{i}" for i in range(rng.choice((4, 6, 8)))]
    met: Counter[frozenset[str]] = Counter()
    for _ in range(rng.randrange(2, 12)):
        met[frozenset(rng.sample(people, 2))] += 1

    def perfect(rest: list[str]) -> bool:
        if not rest:
            return True
        return any(not met[frozenset((rest[0], o))] and perfect([p for p in rest[1:] if p != o])
                   for o in rest[1:])

    pairs = pair_two(people, met)
    assert sorted(p for t in pairs for p in t) == sorted(people)
    repeats = sum(met[frozenset(t)] > 0 for t in pairs)
    assert (repeats == 0) == perfect(people)


# -- score groups -------------------------------------------------------------------------------

def test_people_on_equal_points_sit_together() -> None:
    # a, c, e, g won round 1; they play each other in round 2, the others likewise
    history = played(("a", "b"), ("c", "d"), ("e", "f"), ("g", "h"))
    got = pair_swiss(rules(), entrants(*"abcdefgh"), history, [], 2)
    winners = set("aceg")
    for table in got.tables:
        assert set(table) <= winners or not set(table) & winners


def test_larger_tables_group_by_points_and_avoid_meeting_again() -> None:
    event = rules(size=4)
    history = played(("a", "b", "c", "d"), ("e", "f", "g", "h"))
    got = pair_swiss(event, entrants(*"abcdefgh"), history, [], 2)
    # round 1 tables cannot both be avoided: every new table of four has two from each;
    # the points decide: the two winners and two runners-up together
    assert sets(got.tables) == {frozenset("abef"), frozenset("cdgh")}
    # sixteen at tables of four, three rounds: nobody meets anyone twice (twelve could not:
    # their second round fills three tables of four from three tables of four; and after
    # these three rounds no fourth exists without a repeat, which an exhaustive search showed)
    event = rules(size=4, rounds=3)
    people = entrants(*[f"p{i:02d}" for i in range(16)])
    results: list[Result] = []
    for number in (1, 2, 3):
        got = pair_swiss(event, people, results, [], number)
        results += played(*got.tables, round=number)
    assert max(meetings(results).values()) == 1


def test_tables_of_three_to_six_split_as_evenly_as_possible() -> None:
    assert table_sizes(10, rules(size=4)) == [4, 3, 3]
    assert table_sizes(7, rules(size=6)) == [4, 3]
    assert table_sizes(12, rules(size=3)) == [3, 3, 3, 3]
    # with bots: full tables, one bot a table from the bottom up
    assert table_sizes(10, rules(size=4, bots=True)) == [4, 3, 3]
    assert table_sizes(9, rules(size=4, bots=True)) == [3, 3, 3]
    assert table_sizes(5, rules(size=4, bots=True)) == [3, 2]


@pytest.mark.parametrize("seed", range(25))
def test_the_grouping_finds_the_fewest_repeated_meetings_of_small_rounds(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice((3, 4))
    people = [f"p{i}" for i in range(rng.randint(5, 9))]
    met: Counter[frozenset[str]] = Counter()
    for _ in range(rng.randint(3, 14)):
        met[frozenset(rng.sample(people, 2))] += 1
    points = {p: Fraction(rng.randint(0, 6)) for p in people}
    people.sort(key=lambda p: -points[p])
    sizes = table_sizes(len(people), rules(size=size))

    def repeats(table: tuple[str | None, ...] | list[str]) -> int:
        return sum(met[frozenset((a, b))] for a, b in itertools.combinations(table, 2))

    def partitions(rest: list[str], sizes: list[int]):  # every split into tables of `sizes`
        if not sizes:
            yield []
            return
        for table in itertools.combinations(rest, sizes[0]):
            left = [p for p in rest if p not in table]
            for more in partitions(left, sizes[1:]):
                yield [list(table), *more]

    got = sum(repeats(t) for t in group_tables(people, sizes, points, met, size, False, seed))
    assert got == min(sum(repeats(t) for t in p) for p in partitions(people, sizes))


# -- byes ---------------------------------------------------------------------------------------

def test_the_odd_one_out_is_the_lowest_without_a_bye_and_gets_half_a_win() -> None:
    event = rules()
    first = pair_swiss(event, entrants(*"abcde"), [], [], 1)
    assert [(b.player, b.forced) for b in first.byes] == [("e", True)]
    history = played(*first.tables)
    second = pair_swiss(event, entrants(*"abcde"), history, list(first.byes), 2)
    assert second.byes[0].player != "e"
    table = standings(event, list("abcde"), history, first.byes)
    assert next(s for s in table if s.player == "e").points == 1  # half of a win's 2


def test_the_odd_one_out_moves_up_rather_than_force_a_rematch() -> None:
    # c, the lowest, sitting out would leave a-b, who met: b sits out instead
    assert odd_one_out(list("abc"), [], [], Counter({frozenset("ab"): 1})) == ("b", [("a", "c")])
    # nobody new for anyone: the lowest sits out, and the rest take the fewest rematches
    met = Counter({frozenset(p): 1 for p in ("ab", "ac", "bc")})
    assert odd_one_out(list("abc"), [], [], met) == ("c", None)


def test_a_skip_on_request_is_a_bye_of_half_a_win_and_the_rest_are_paired() -> None:
    event = rules(size=4)
    got = pair_swiss(event, entrants(*"abcdefgh"), [], [], 1, skipping={"c"})
    assert [(b.player, b.forced) for b in got.byes] == [("c", False)]
    assert "c" not in {p for t in got.tables for p in t}
    assert sorted(len(t) for t in got.tables) == [3, 4]
    table = standings(event, list("abcdefgh"), [], got.byes)
    assert table[0].player == "c" and table[0].points == 3  # half of a win's 6


def test_bots_fill_an_odd_table_only_when_allowed_and_score_nothing() -> None:
    got = pair_swiss(rules(bots=True), entrants(*"abc"), [], [], 1)
    assert got.byes == () and (BOT in got.tables[-1]) and len(got.tables) == 2
    got = pair_swiss(rules(size=4, bots=True), entrants(*"abcdefghij"), [], [], 1)
    assert [len(t) for t in got.tables] == [4, 4, 4]
    assert [t.count(BOT) for t in got.tables] == [0, 1, 1]
    assert all(t[-1] is BOT for t in got.tables[1:])  # bots take the last seats
    got = pair_swiss(rules(size=4), entrants(*"abcdefghij"), [], [], 1)
    assert all(BOT not in t for t in got.tables)


# -- seats and tie-breaks -----------------------------------------------------------------------

def test_who_sat_first_last_time_sits_second_now() -> None:
    # a won in the first seat, c in the second; b lost in the second, d in the first
    history = [Result(("a", "b"), (1, 2), LONG, round=1), Result(("d", "c"), (2, 1), LONG, round=1)]
    got = pair_swiss(rules(), entrants(*"abcd"), history, [], 2)
    assert got.tables == (("c", "a"), ("b", "d"))


def test_ties_are_broken_by_buchholz_then_first_places_then_the_lot() -> None:
    event = rules(size=3, rounds=2)
    # b and c both end on 6 points: b met the stronger field (a on 8), so b is above c
    history = [Result(("a", "b", "x"), (1, 2, 3), LONG, round=1),
               Result(("c", "d", "y"), (1, 2, 3), LONG, round=1),
               Result(("a", "d", "y"), (1, 2, 3), LONG, round=2),
               Result(("b", "c", "x"), (1, 2, 3), LONG, round=2)]
    table = standings(event, list("abcdxy"), history)
    order = [s.player for s in table]
    assert order.index("b") < order.index("c")
    line = {s.player: s for s in table}
    assert line["b"].points == line["c"].points == 6
    assert (line["b"].buchholz, line["c"].buchholz) == (4 + 3, 2 + 3)
    # equal points and Buchholz: more first places above
    history = [Result(("a", "b"), (1, 1), LONG, round=1), Result(("c", "d"), (1, 2), LONG, round=1),
               Result(("a", "b"), (1, 1), LONG, round=2), Result(("d", "c"), (1, 2), LONG, round=2)]
    table = standings(rules(rounds=2), list("abcd"), history)
    assert all(s.points == 2 and s.buchholz == 4 for s in table)
    assert {s.player for s in table[:2]} == {"c", "d"}
    # and then the lot: the same on every recomputation, different for another seed
    again = standings(rules(rounds=2), list("abcd"), history)
    assert [s.player for s in again] == [s.player for s in table]
    lots = {tuple(s.player for s in standings(rules(rounds=2, seed=k), list("abcd"), history))
            for k in range(8)}
    assert len(lots) > 1


def test_a_round_is_the_same_for_the_same_records() -> None:
    event = rules(size=3, rounds=4, seed=5)
    people = entrants(*[f"p{i}" for i in range(11)])
    history = played(("p0", "p1", "p2"), ("p3", "p4", "p5"), ("p6", "p7", "p8"), ("p9", "p10"))
    assert pair_swiss(event, people, history, [], 2) == pair_swiss(event, people, history, [], 2)


def test_a_round_outside_the_event_is_refused() -> None:
    with pytest.raises(TournamentError):
        pair_swiss(rules(rounds=3), entrants(*"ab"), [], [], 4)
