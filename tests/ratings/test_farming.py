"""Farming's rules (koloda.ratings.farming; docs/ratings.md, "Farming"): each test a ruling on
one game's facts, then the attack of issue 43 replayed through them without a server."""

from __future__ import annotations

import random

from koloda.ratings import FINISHED, LEFT, STALLED, TIMED_OUT, Rating, rate
from koloda.ratings.farming import (
    FLAG_AT,
    GATE_GAMES,
    MIN_MOVES,
    Seat,
    abort_sealed,
    aborted,
    flag_due,
    gate_rating,
    proves_nothing,
    rate_game,
    suspect_games,
    suspects,
)
from koloda.ratings.scale import SIGMA

HOME, ELSEWHERE = frozenset({"203.0.113.0/24"}), frozenset({"198.51.100.0/24"})
SETTLED = Rating(27.0, 4.0, 40)


def test_a_game_in_which_a_person_made_fewer_than_two_moves_is_aborted() -> None:
    assert aborted([Seat(FINISHED, moves=30), Seat(LEFT, moves=1)])
    assert aborted([Seat(FINISHED, moves=1), Seat(FINISHED, moves=1)])  # over too soon
    assert not aborted([Seat(FINISHED, moves=MIN_MOVES), Seat(LEFT, moves=MIN_MOVES)])


def test_an_aborted_game_counts_for_nobody() -> None:
    seats = [Seat(FINISHED, moves=5), Seat(LEFT, moves=0)]
    assert rate_game([Rating(), Rating()], [1, 2], seats) == [None, None]


def test_a_leave_before_the_second_move_seals_the_abort_a_stall_does_not() -> None:
    assert abort_sealed([Seat(FINISHED, moves=0), Seat(LEFT, moves=1)])
    # a stalled person may still come back and move
    assert not abort_sealed([Seat(FINISHED, moves=0), Seat(STALLED, moves=0)])
    assert not abort_sealed([Seat(FINISHED, moves=0), Seat(LEFT, moves=2)])


def test_a_provisional_leaver_loses_and_its_winner_gains_nothing() -> None:
    before = [SETTLED, Rating()]
    seats = [Seat(FINISHED), Seat(LEFT, provisional=True)]
    after = rate_game(before, [1, 2], seats)
    assert after[0] is None
    assert after[1] == rate(before, [1, 2])[1]


def test_a_leaver_of_the_winner_s_network_proves_nothing_even_settled() -> None:
    seats = [Seat(FINISHED, networks=HOME), Seat(STALLED, networks=HOME | ELSEWHERE)]
    assert proves_nothing(seats, 1)
    assert rate_game([SETTLED, SETTLED], [1, 2], seats)[0] is None


def test_a_settled_stranger_who_rage_quits_gives_the_full_win() -> None:
    before = [Rating(), SETTLED]
    seats = [Seat(FINISHED, provisional=True, networks=HOME), Seat(LEFT, networks=ELSEWHERE)]
    assert rate_game(before, [1, 2], seats) == rate(before, [1, 2])


def test_a_game_played_out_is_rated_as_ever_whatever_the_networks() -> None:
    before = [Rating(), SETTLED]
    seats = [Seat(TIMED_OUT, provisional=True, networks=HOME), Seat(FINISHED, networks=HOME)]
    assert rate_game(before, [2, 1], seats) == rate(before, [2, 1])


def test_at_a_larger_table_the_others_are_rated_among_themselves() -> None:
    before = [SETTLED, Rating(26.0, 5.0, 30), Rating(24.0, 5.0, 30), Rating()]
    places = [2, 1, 3, 4]
    seats = [Seat(FINISHED), Seat(FINISHED), Seat(TIMED_OUT), Seat(LEFT, provisional=True)]
    after = rate_game(before, places, seats)
    assert after[:3] == rate(before[:3], places[:3])
    assert after[3] == rate(before, places)[3]


def test_a_game_is_suspect_for_whoever_played_on_against_such_a_leaver() -> None:
    seats = [Seat(FINISHED, networks=HOME), Seat(LEFT, provisional=True, moves=0)]
    assert suspects(seats, 0) == [1] and suspects(seats, 1) == []
    # a thrown game: a new account of the same network lost rating to the gainer
    thrown = [Seat(FINISHED, networks=HOME, delta=40),
              Seat(FINISHED, provisional=True, networks=HOME, delta=-40)]
    assert suspects(thrown, 0) == [1]
    # an honest newcomer elsewhere who lost is nothing
    honest = [Seat(FINISHED, networks=HOME, delta=40),
              Seat(FINISHED, provisional=True, networks=ELSEWHERE, delta=-40)]
    assert suspects(honest, 0) == []


def test_suspect_games_are_counted_for_the_account_that_played_on() -> None:
    games = [[(1, Seat(FINISHED)), (2, Seat(LEFT, provisional=True))],
             [(3, Seat(LEFT, provisional=True)), (1, Seat(FINISHED))],
             [(1, Seat(FINISHED)), (4, Seat(FINISHED))]]
    assert suspect_games(1, games) == [0, 1]
    assert suspect_games(2, games) == []


def test_a_flag_at_the_fourth_suspect_game_then_every_tenth_more() -> None:
    assert [n for n in range(1, 40) if flag_due(n)] == [FLAG_AT, FLAG_AT + 10, FLAG_AT + 20,
                                                        FLAG_AT + 30]


def test_a_gate_counts_only_a_settled_rating_over_enough_games() -> None:
    assert gate_rating(None) is None
    assert gate_rating(Rating(40.0, 4.0, GATE_GAMES - 1)) is None
    assert gate_rating(Rating(40.0, SIGMA, 70)) is None  # provisional
    assert gate_rating(Rating(40.0, 4.0, GATE_GAMES)) == Rating(40.0, 4.0, GATE_GAMES).shown


# -- the attack, replayed through the rules -------------------------------------------------
def farmed(moves: int, games: int = 70) -> Rating:
    """The attacker's rating after `games` duels against fresh accounts of its network that
    leave after `moves` moves of their own."""
    me = Rating()
    for _ in range(games):
        seats = [Seat(FINISHED, me.provisional, 10, HOME), Seat(LEFT, True, moves, HOME)]
        new = rate_game([me, Rating()], [1, 2], seats)[0]
        me = me if new is None else new
    return me


def test_the_attack_and_its_three_move_variant_gain_nothing() -> None:
    before = Rating()
    for _ in range(70):  # as it went without the rules: 1500 to 2845
        before = rate([before, Rating()], [1, 2])[0]
    assert before.shown == 2845
    assert farmed(0).shown == 1500 and farmed(3).shown == 1500


def test_an_honest_newcomer_against_settled_players_is_rated_as_ever() -> None:
    rng = random.Random(7)
    plain = ruled = Rating()
    for _ in range(20):
        them = Rating(rng.uniform(22, 30), rng.uniform(3, 5), 50)
        places = rng.choice([[1, 2], [2, 1]])
        plain = rate([plain, them], places)[0]
        seats = [Seat(FINISHED, ruled.provisional, 12, HOME), Seat(FINISHED, False, 12, ELSEWHERE)]
        new = rate_game([ruled, them], places, seats)[0]
        assert new is not None
        ruled = new
    assert ruled == plain
