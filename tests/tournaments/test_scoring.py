"""Arena and Swiss scoring (docs/tournaments.md), one ruling a test, on recorded games."""

from __future__ import annotations

from fractions import Fraction

import pytest

from koloda.ratings.order import FINISHED, LEFT
from koloda.tournaments import (
    ARENA,
    SWISS,
    Bye,
    Result,
    Rules,
    TournamentError,
    min_moves,
    on_fire,
    place_points,
    score_arena,
    score_swiss,
    standings,
)
from koloda.tournaments.scoring import FIRE, HURRY, SHORT

DURAK = Rules("durak", ARENA, size=2)
LONG = 60  # moves: well over any threshold


def won(a: str, b: str, moves: int = LONG, hurried: frozenset[str] = frozenset()) -> Result:
    """A two-seat game that `a` won against `b`."""
    return Result((a, b), (1, 2), moves, hurried=hurried)


def points_of(scores: list, player: str) -> list[Fraction]:
    return [s.points for s in scores if s.player == player]


# -- points by place ----------------------------------------------------------------------------

def test_two_seats_pay_win_2_draw_1_loss_0() -> None:
    assert place_points([1, 2], 2) == [2, 0]
    assert place_points([2, 1], 2) == [0, 2]
    assert place_points([1, 1], 2) == [1, 1]


@pytest.mark.parametrize(("size", "table"), [
    (3, [4, 2, 0]), (4, [6, 4, 2, 0]), (5, [8, 6, 4, 2, 0]), (6, [10, 8, 6, 4, 2, 0])])
def test_a_place_pays_two_points_an_opponent_below_it(size: int, table: list[int]) -> None:
    # at four seats, Board Game Arena's +6/+4/+2/0
    assert place_points(list(range(1, size + 1)), size) == table


def test_tied_places_share_the_mean_of_the_places_they_span() -> None:
    # two first of four: (6 + 4) / 2 each; the game's dense ranks or competition ranks alike
    assert place_points([1, 1, 2, 3], 4) == [5, 5, 2, 0]
    assert place_points([1, 1, 3, 4], 4) == [5, 5, 2, 0]
    # three tied last of four: (4 + 2 + 0) / 3
    assert place_points([2, 1, 2, 2], 4) == [2, 6, 2, 2]
    # everyone tied: everyone the mean, which is half a win
    assert place_points([1] * 6, 6) == [5] * 6


def test_a_smaller_table_is_scored_on_the_events_scale() -> None:
    # a table of three in an event of four: first still 6, last still 0
    assert place_points([1, 2, 3], 4) == [6, 3, 0]
    assert place_points([2, 1], 4) == [0, 6]
    # five in an event of six: even steps of 10 / 4
    assert place_points([1, 2, 3, 4, 5], 6) == [10, Fraction(15, 2), 5, Fraction(5, 2), 0]


def test_who_left_or_stalled_is_placed_last_whatever_the_game_said() -> None:
    result = Result(("a", "b", "c"), (1, 2, 3), LONG, endings=(LEFT, FINISHED, FINISHED))
    assert result.places() == [3, 1, 2]
    scores = score_arena(Rules("durak", size=3), [result])
    assert [s.points for s in scores] == [0, 4, 2]


# -- streaks ------------------------------------------------------------------------------------

def test_after_two_wins_in_a_row_points_count_double_until_a_non_win() -> None:
    games = [won("a", "b"), won("a", "c"), won("a", "d"), won("a", "e"), won("f", "a"),
             won("a", "g")]
    scores = score_arena(DURAK, games)
    assert points_of(scores, "a") == [2, 2, 4, 4, 0, 2]
    fires = [s.fire for s in scores if s.player == "a"]
    assert fires == [False, False, True, True, True, False]
    assert FIRE in next(s for s in scores if s.player == "a" and s.game == 2).reasons


def test_the_game_that_ends_a_streak_still_counts_double() -> None:
    # on fire at four seats, second place pays 4 * 2
    rules = Rules("durak", size=4)
    games = [Result(("a", "b", "c", "d"), (1, 2, 3, 4), LONG),
             Result(("a", "b", "c", "d"), (1, 2, 3, 4), LONG),
             Result(("a", "b", "c", "d"), (2, 1, 3, 4), LONG),
             Result(("a", "b", "c", "d"), (1, 2, 3, 4), LONG)]
    assert points_of(score_arena(rules, games), "a") == [6, 6, 8, 6]


def test_a_shared_first_place_is_not_a_win_for_the_streak() -> None:
    games = [won("a", "b"), Result(("a", "c"), (1, 1), LONG), won("a", "d"), won("a", "e")]
    assert points_of(score_arena(DURAK, games), "a") == [2, 1, 2, 2]


def test_the_flame_shows_on_whoever_won_their_last_two() -> None:
    games = [won("a", "b"), won("c", "d"), won("a", "d"), won("c", "b"), won("b", "c")]
    assert on_fire(DURAK, games) == {"a"}
    table = standings(DURAK, ["a", "b", "c", "d"], games)
    assert [line.player for line in table if line.fire] == ["a"]


# -- hurry --------------------------------------------------------------------------------------

def test_hurry_adds_half_a_win_on_a_win_only() -> None:
    games = [won("a", "b", hurried=frozenset({"a", "b"})), won("a", "c", hurried=frozenset({"c"}))]
    scores = score_arena(DURAK, games)
    assert points_of(scores, "a") == [3, 2]  # one point more at two seats
    assert points_of(scores, "b") == [0] and points_of(scores, "c") == [0]
    assert HURRY in scores[0].reasons


def test_hurry_is_half_a_win_at_any_size_and_not_doubled_on_fire() -> None:
    rules = Rules("durak", size=4)
    table = ("a", "b", "c", "d")
    games = [Result(table, (1, 2, 3, 4), LONG)] * 2 + [
        Result(table, (1, 2, 3, 4), LONG, hurried=frozenset({"a"}))]
    assert points_of(score_arena(rules, games), "a") == [6, 6, 12 + 3]


# -- short games --------------------------------------------------------------------------------

def test_a_game_shorter_than_the_games_threshold_scores_nothing() -> None:
    threshold = min_moves("durak")
    assert threshold == 20
    scores = score_arena(DURAK, [won("a", "b", moves=threshold - 1)])
    assert [s.points for s in scores] == [0, 0] and scores[0].reasons == (SHORT,)
    assert not scores[0].won
    assert points_of(score_arena(DURAK, [won("a", "b", moves=threshold)]), "a") == [2]


def test_a_short_game_ends_a_streak_and_pays_no_hurry() -> None:
    quick = min_moves("durak") - 1
    games = [won("a", "b"), won("a", "c"), won("a", "d", moves=quick, hurried=frozenset({"a"})),
             won("a", "e")]
    assert points_of(score_arena(DURAK, games), "a") == [2, 2, 0, 2]


def test_each_game_has_its_own_threshold_and_others_take_the_default() -> None:
    assert min_moves("clash_of_decks") == 8
    assert min_moves("card_ball") == 6
    assert min_moves("a_game_not_listed") == 10
    assert Rules("palace").min_moves == 20


# -- Swiss scoring ------------------------------------------------------------------------------

def test_swiss_pays_places_without_streaks_or_short_games_and_byes_half_a_win() -> None:
    rules = Rules("durak", SWISS, size=4, rounds=3)
    table = ("a", "b", "c", "d")
    games = [Result(table, (1, 2, 3, 4), 3, round=1), Result(table, (1, 2, 3, 4), 3, round=2),
             Result(table, (1, 2, 3, 4), 3, round=3, hurried=frozenset({"a"}))]
    scores = score_swiss(rules, games, [Bye("e", 1), Bye("e", 2, forced=True)])
    assert points_of(scores, "a") == [6, 6, 6]
    assert points_of(scores, "e") == [3, 3]


def test_bots_score_nothing_but_their_places_count() -> None:
    rules = Rules("durak", SWISS, size=2, rounds=1, bots=True)
    scores = score_swiss(rules, [Result((None, "a"), (1, 2), LONG, round=1)])
    assert [(s.player, s.points) for s in scores] == [("a", 0)]


# -- settings -----------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [
    {"size": 1}, {"size": 7}, {"format": "knockout"}, {"format": SWISS, "rounds": 0},
    {"bots": True}])
def test_settings_that_make_no_tournament_are_refused_with_a_reason(bad: dict) -> None:
    with pytest.raises(TournamentError) as error:
        Rules("durak", **bad)
    assert error.value.get("en") and error.value.get("ru") != error.value.get("en")


def test_a_result_must_seat_two_or_more_people_once_each() -> None:
    with pytest.raises(TournamentError):
        Result(("a",), (1,), LONG)
    with pytest.raises(TournamentError):
        Result(("a", "a"), (1, 2), LONG)
    with pytest.raises(TournamentError):
        Result(("a", "b"), (1,), LONG)
