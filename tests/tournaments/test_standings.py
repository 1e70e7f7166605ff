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
