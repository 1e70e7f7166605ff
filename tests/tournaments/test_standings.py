"""Standings as a function of the records (docs/tournaments.md, "Standings"): what a server
keeps as rows and reads back gives the same standings, whatever happened in between."""

from __future__ import annotations

import json

from koloda.ratings.order import FINISHED, LEFT, STALLED
from koloda.tournaments import ARENA, SWISS, Bye, Result, Rules, podium, standings
from koloda.tournaments.simulate import simulate_arena

LONG = 60


def test_standings_read_back_from_stored_records_are_the_same() -> None:
    run = simulate_arena(players=12, minutes=4)
    rows = [json.dumps(r.to_json()) for r in run.results]  # what a server would store
    again = [Result.from_json(json.loads(row)) for row in rows]
    assert again == run.results
    people = [b.player for b in run.players]
    assert standings(run.rules, people, again) == run.table
    # and a record cut short (a process killed mid-round) gives the standings of what it holds
    half = len(again) // 2
    assert standings(run.rules, people, again[:half]) == standings(run.rules, people,
                                                                   run.results[:half])


def test_a_swiss_events_byes_are_records_too() -> None:
    rules = Rules("durak", SWISS, size=2, rounds=2)
    results = [Result(("a", "b"), (1, 2), LONG, round=1)]
    byes = [Bye("c", 1, forced=True)]
    stored = [json.dumps(b.to_json()) for b in byes]
    read = [Bye.from_json(json.loads(row)) for row in stored]
    assert standings(rules, "abc", results, read) == standings(rules, "abc", results, byes)


def test_everyone_who_entered_is_listed_even_without_a_game() -> None:
    rules = Rules("durak", ARENA)
    table = standings(rules, ["a", "b", "late"], [Result(("a", "b"), (1, 2), LONG)])
    line = {s.player: (s.points, s.games) for s in table}
    assert line == {"a": (2, 1), "b": (0, 1), "late": (0, 0)}
    assert table[0].player == "a" and [s.rank for s in table] == [1, 2, 3]


def test_in_an_arena_the_same_points_from_fewer_games_rank_higher() -> None:
    rules = Rules("durak", ARENA)
    games = [Result(("a", "x"), (1, 2), LONG), Result(("b", "y"), (2, 1), LONG),
             Result(("b", "z"), (1, 2), LONG)]
    order = [s.player for s in standings(rules, ["a", "b"], games)]
    # a: 2 points from 1 game; b: 2 points from 2 games; y too won their one game
    assert order.index("a") < order.index("b") and order.index("y") < order.index("b")


def test_who_left_or_stalled_scores_as_last_and_the_podium_is_the_first_three() -> None:
    rules = Rules("durak", ARENA, size=3)
    games = [Result(("a", "b", "c"), (3, 2, 1), LONG, endings=(FINISHED, LEFT, STALLED))]
    table = standings(rules, "abc", games)
    # b and c share the last two places: (2 + 0) / 2 each
    assert table[0].player == "a" and [s.points for s in table] == [4, 1, 1]
    assert [s.player for s in podium(table)] == [s.player for s in table]


def test_a_tie_on_points_says_which_break_decided_it() -> None:
    """Issue 44, item 10: the podium explains a tie by the rule that broke it, in the
    standings' own order."""
    from koloda.tournaments import tie_break

    arena = Rules("durak", ARENA)
    games = [Result(("a", "x"), (1, 2), LONG), Result(("b", "y"), (2, 1), LONG),
             Result(("b", "z"), (1, 2), LONG)]
    table = {s.player: s for s in standings(arena, ["a", "b"], games)}
    assert tie_break(arena, table["a"], table["b"]) == "per_game"  # 2 from 1 game, 2 from 2
    assert tie_break(arena, table["a"], table["y"]) == "lot"  # both 2 from 1 game
    assert tie_break(arena, table["a"], table["x"]) is None  # not on the same points
    # Swiss: b and c on 6, b met the stronger field (test_swiss's tie-break case)
    swiss = Rules("durak", SWISS, size=3, rounds=2)
    history = [Result(("a", "b", "x"), (1, 2, 3), LONG, round=1),
               Result(("c", "d", "y"), (1, 2, 3), LONG, round=1),
               Result(("a", "d", "y"), (1, 2, 3), LONG, round=2),
               Result(("b", "c", "x"), (1, 2, 3), LONG, round=2)]
    line = {s.player: s for s in standings(swiss, list("abcdxy"), history)}
    assert tie_break(swiss, line["b"], line["c"]) == "buchholz"
    # equal points and Buchholz: more first places, then the lot
    two = Rules("durak", SWISS, size=2, rounds=2)
    history = [Result(("a", "b"), (1, 1), LONG, round=1), Result(("c", "d"), (1, 2), LONG, round=1),
               Result(("a", "b"), (1, 1), LONG, round=2), Result(("d", "c"), (1, 2), LONG, round=2)]
    table = standings(two, list("abcd"), history)
    assert [tie_break(two, a, b) for a, b in zip(table, table[1:], strict=False)] == [
        "lot", "wins", "lot"]
