"""Arena pairing (docs/tournaments.md, "Arena pairing"), one ruling a test."""

from __future__ import annotations

from koloda.tournaments import ARENA, Result, Rules, Waiting, pair_arena
from koloda.tournaments.points import PATIENCE

LONG = 60


def rules(size: int = 2, patience: int = PATIENCE) -> Rules:
    return Rules("durak", ARENA, size=size, patience=patience)


def waiting(*keys: str, rating: float = 1500.0) -> list[Waiting]:
    return [Waiting(k, rating) for k in keys]


def sets(tables: list[tuple[str, ...]]) -> set[frozenset[str]]:
    return {frozenset(t) for t in tables}


def test_the_waiting_are_seated_by_points_then_rating() -> None:
    # c and d have won a game each; by points c-d, a-b; a and b by rating
    history = [Result(("c", "x"), (1, 2), LONG), Result(("d", "y"), (1, 2), LONG)]
    people = [Waiting("a", 1400), Waiting("b", 1900), Waiting("c", 1500), Waiting("d", 1300)]
    tables, left = pair_arena(rules(), people, history)
    assert sets(tables) == {frozenset("cd"), frozenset("ab")} and left == []
    # with no points yet, the ratings decide: 1900 with 1500, 1400 with 1300
    tables, _ = pair_arena(rules(), people, [])
    assert sets(tables) == {frozenset("bc"), frozenset("ad")}


def test_the_opponents_of_a_players_last_game_are_avoided_when_possible() -> None:
    # a-b and c-d just played, and stand in that order: a-c and b-d instead
    history = [Result(("a", "b"), (1, 2), LONG), Result(("c", "d"), (1, 2), LONG)]
    people = [Waiting("a", 1600), Waiting("c", 1590), Waiting("b", 1500), Waiting("d", 1490)]
    tables, left = pair_arena(rules(), people, history)
    assert sets(tables) == {frozenset("ac"), frozenset("bd")} and left == []


def test_last_opponents_are_kept_apart_however_far_apart_the_full_pairing_takes() -> None:
    # p2 beat p3, then p3 beat p1: p3 leads, p2 next. p3-p2 would be a rematch, and p2-p1
    # with p3-p0 (or p2-p0 with p3-p1) avoids every last opponent, though p3-p0 stand three
    # places apart: no rematch is seated, whatever the lot
    history = [Result(("p2", "p3"), (1, 2), LONG), Result(("p3", "p1"), (1, 2), LONG)]
    people = waiting("p0", "p1", "p2", "p3")
    for seed in range(8):
        tables, left = pair_arena(Rules("durak", ARENA, size=2, seed=seed), people, history)
        assert left == [] and len(tables) == 2
        assert not sets(tables) & {frozenset({"p2", "p3"}), frozenset({"p1", "p3"})}


def test_rather_than_leave_a_tables_worth_waiting_a_rematch_is_made() -> None:
    history = [Result(("a", "b"), (1, 2), LONG)]
    tables, left = pair_arena(rules(), waiting("a", "b"), history)
    assert sets(tables) == {frozenset("ab")} and left == []


def test_fewer_than_a_table_wait_for_the_next_round() -> None:
    tables, left = pair_arena(rules(size=3), waiting(*"abcdefg"), [])
    assert len(tables) == 2 and all(len(t) == 3 for t in tables) and len(left) == 1
    tables, left = pair_arena(rules(), waiting("a"), [])
    assert tables == [] and left == ["a"]


def test_larger_tables_keep_last_games_opponents_apart_as_far_as_they_can() -> None:
    # a (4 points), b (2), then c and four newcomers on 0: a-b-c just played. Seven do not
    # fill tables of three: the lowest in the standings waits (all are new); among the other
    # six, a, b and c meet again as little as can be (two of them at one table, at most)
    history = [Result(("a", "b", "c"), (1, 2, 3), LONG)]
    tables, left = pair_arena(rules(size=3), waiting(*"abcdefg"), history)
    assert len(left) == 1 and [len(t) for t in tables] == [3, 3]
    met = sorted(len(set(t) & set("abc")) for t in tables)
    assert met == ([1, 1] if left == ["c"] else [1, 2])


def test_the_newest_wait_when_the_waiting_do_not_fill_tables() -> None:
    people = [Waiting("a", 1500, waited=0), Waiting("b", 1500, waited=0),
              Waiting("c", 1400, waited=0)]
    tables, left = pair_arena(rules(), people, [])
    assert left == ["c"]  # all new: the lowest waits
    tables, left = pair_arena(rules(), [*people[:2], Waiting("c", 1400, waited=1)], [])
    assert len(left) == 1 and left != ["c"]  # c waited a round: someone newer waits now


def test_who_waited_the_events_patience_sits_at_a_smaller_table_rather_than_wait_on() -> None:
    people = [Waiting(k, 1500, waited=1) for k in "abcde"]
    tables, left = pair_arena(rules(size=4, patience=1), people, [])
    assert left == [] and sorted(len(t) for t in tables) == [2, 3]
    # a round's wait is within the default patience: the one over waits on
    tables, left = pair_arena(rules(size=4), people, [])
    assert len(left) == 1 and [len(t) for t in tables] == [4]
    people = [Waiting(k, 1500, waited=PATIENCE if k == "e" else 0) for k in "abcde"]
    tables, left = pair_arena(rules(size=4), people, [])
    assert left == [] and sorted(len(t) for t in tables) == [2, 3]


def test_when_runs_cannot_step_round_a_whole_table_the_fewest_meet_again() -> None:
    # a, b, c, d just played together and wait with four others: two tables of four must
    # seat two of them together at least twice; the grouping splits them two and two
    history = [Result(("a", "b", "c", "d"), (1, 2, 3, 4), LONG)]
    tables, left = pair_arena(rules(size=4), waiting(*"abcdefgh"), history)
    assert left == [] and sorted(len(set(t) & set("abcd")) for t in tables) == [2, 2]


def test_who_sat_first_last_time_sits_second_now() -> None:
    history = [Result(("a", "b"), (1, 2), LONG), Result(("a", "b"), (2, 1), LONG)]
    history += [Result(("a", "c"), (1, 2), LONG)]
    tables, _ = pair_arena(rules(), waiting("a", "b"), history)
    assert tables == [("b", "a")]


def test_the_same_records_give_the_same_round() -> None:
    history = [Result(("a", "b"), (1, 2), LONG), Result(("c", "d"), (2, 1), LONG)]
    people = waiting(*"abcdef")
    assert pair_arena(rules(), people, history) == pair_arena(rules(), people, history)
