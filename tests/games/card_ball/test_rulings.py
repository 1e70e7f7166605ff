"""Rulings on shots, written as reports by hand (no physics needed): legal shots, each foul, the
penalty, spotting balls, the winner, the places and the settlement."""

from __future__ import annotations

import random

from koloda.core import parse_card
from koloda.games.card_ball import rulings
from koloda.games.card_ball.geometry import (
    FOOT_SPOT,
    HEAD_SPOT,
    LENGTH,
    RADIUS,
    distance,
    overlaps,
    rack,
    spot_balls,
)
from koloda.games.card_ball.report import ShotReport

START = {0: (0.5, 0.3), 3: (0.5, 1.2), 7: (0.3, 1.5), 14: (0.7, 1.4)}


def card(text: str) -> int:
    return int(parse_card(text))


def judge(report: ShotReport, holds=frozenset({3, 12}), breaking=False, from_kitchen=False,
          start=START) -> rulings.Verdict:
    return rulings.judge(report, set(holds), breaking, from_kitchen, start)


def test_cards_stand_for_balls_ace_one_to_king_thirteen():
    assert rulings.ball_of(card("AS")) == 1
    assert rulings.ball_of(card("7H")) == 7
    assert rulings.ball_of(card("10D")) == 10
    assert [rulings.ball_of(card(c)) for c in ("JC", "QC", "KC")] == [11, 12, 13]
    assert rulings.balls_for([card("QH"), card("QS"), card("4D")]) == {12, 4}


def test_potting_a_ball_you_hold_a_card_for_is_legal_and_you_shoot_again():
    v = judge(ShotReport(first_hit=3, cushion_after_contact=False, pocketed=(3,)))
    assert v.fouls == () and v.kept == (3,) and v.continues and not v.ball_in_hand


def test_potting_14_or_15_is_legal_for_anyone():
    v = judge(ShotReport(first_hit=14, cushion_after_contact=False, pocketed=(14,)))
    assert v.fouls == () and v.kept == (14,) and v.continues


def test_any_ball_may_be_hit_first():
    v = judge(ShotReport(first_hit=7, cushion_after_contact=False, pocketed=(3,)))
    assert v.fouls == () and v.kept == (3,)


def test_a_cushion_after_the_contact_is_a_legal_shot_that_ends_the_turn():
    v = judge(ShotReport(first_hit=7, cushion_after_contact=True))
    assert v.fouls == () and v.kept == () and not v.continues


def test_missing_every_ball_is_a_foul():
    v = judge(ShotReport(first_hit=None, cushion_after_contact=False))
    assert v.fouls == (rulings.MISS,) and not v.continues and not v.double


def test_a_contact_without_a_pot_or_a_cushion_is_a_foul():
    v = judge(ShotReport(first_hit=7, cushion_after_contact=False))
    assert v.fouls == (rulings.NO_RAIL,)


def test_a_scratch_gives_the_next_player_ball_in_hand_and_brings_potted_balls_back():
    v = judge(ShotReport(first_hit=3, cushion_after_contact=True, pocketed=(3, 0)))
    assert rulings.SCRATCH in v.fouls and v.ball_in_hand and v.kept == () and v.respot == (3,)


def test_the_cue_ball_off_the_table_is_a_foul_with_ball_in_hand():
    v = judge(ShotReport(first_hit=3, cushion_after_contact=True, off=(0,)))
    assert v.fouls == (rulings.CUE_OFF,) and v.ball_in_hand and v.respot == ()


def test_a_ball_off_the_table_is_a_foul_and_is_spotted():
    v = judge(ShotReport(first_hit=3, cushion_after_contact=True, off=(7,)))
    assert v.fouls == (rulings.BALL_OFF,) and v.respot == (7,) and not v.ball_in_hand


def test_potting_a_ball_without_its_card_is_a_double_foul():
    v = judge(ShotReport(first_hit=7, cushion_after_contact=False, pocketed=(7,)))
    assert v.fouls == (rulings.WRONG_BALL,) and v.double and v.respot == (7,) and v.kept == ()


def test_a_right_and_a_wrong_ball_at_once_is_a_double_foul_and_both_come_back():
    v = judge(ShotReport(first_hit=3, cushion_after_contact=False, pocketed=(3, 7)))
    assert v.fouls == (rulings.RIGHT_AND_WRONG,) and v.double and v.respot == (3, 7)


def test_one_card_a_foul_by_default_two_for_a_double_foul_under_the_original_rule():
    single = judge(ShotReport(first_hit=None, cushion_after_contact=False))
    double = judge(ShotReport(first_hit=7, cushion_after_contact=False, pocketed=(7,)))
    both = judge(ShotReport(first_hit=7, cushion_after_contact=False, pocketed=(7, 0)))
    assert rulings.penalty_cards(single, False) == 1 and rulings.penalty_cards(single, True) == 1
    assert rulings.penalty_cards(double, False) == 1 and rulings.penalty_cards(double, True) == 2
    # Several fouls in one shot: one penalty, the most severe.
    assert rulings.penalty_cards(both, True) == 2 and rulings.penalty_cards(both, False) == 1


def test_the_break_must_be_open():
    closed = ShotReport(first_hit=3, cushion_after_contact=True, rail_balls=frozenset({3, 7, 14}))
    assert rulings.CLOSED_BREAK in judge(closed, breaking=True).fouls
    four = ShotReport(first_hit=3, cushion_after_contact=True,
                      rail_balls=frozenset({3, 7, 14, 12}))
    assert judge(four, breaking=True).fouls == ()
    potted = ShotReport(first_hit=3, cushion_after_contact=False, pocketed=(14,))
    assert judge(potted, breaking=True).fouls == ()


def test_from_the_kitchen_the_first_ball_hit_must_lie_outside_it():
    start = {**START, 5: (0.4, 0.2)}
    v = judge(ShotReport(first_hit=5, cushion_after_contact=True), from_kitchen=True, start=start)
    assert v.fouls == (rulings.KITCHEN,)
    only_inside = {0: (0.5, 0.3), 5: (0.4, 0.2)}
    v = judge(ShotReport(first_hit=5, cushion_after_contact=True), from_kitchen=True,
              start=only_inside)
    assert v.fouls == ()  # no ball outside: any may be hit


def test_a_penalty_card_whose_ball_is_gone_is_set_aside_and_the_next_drawn():
    stock = [card("5H"), card("9C"), card("KS")]  # KS on top
    drawn, aside = rulings.draw_penalty(stock, on_table={5, 9})
    assert drawn == card("9C") and aside == [card("KS")] and stock == [card("5H")]
    drawn, aside = rulings.draw_penalty([card("KS")], on_table={5})
    assert drawn is None and aside == [card("KS")]


def test_balls_put_back_go_on_the_foot_spot_then_behind_it_in_ascending_order():
    placed = spot_balls([9, 4], {0: HEAD_SPOT})
    assert placed[4] == FOOT_SPOT
    assert placed[9][0] == FOOT_SPOT[0] and placed[9][1] > FOOT_SPOT[1]
    assert distance(placed[4], placed[9]) >= 2 * RADIUS


def test_a_ball_put_back_goes_behind_a_ball_on_the_foot_spot():
    placed = spot_balls([6], {2: FOOT_SPOT})
    assert placed[6][1] > FOOT_SPOT[1] and overlaps(placed[6], {2: FOOT_SPOT}) is None


def test_a_full_foot_string_sends_the_ball_in_front_of_the_spot():
    y, line = FOOT_SPOT[1], {}
    n = 1
    while y < LENGTH - RADIUS:
        line[n] = (FOOT_SPOT[0], y)
        y += 2 * RADIUS + 1e-4
        n += 1
    placed = spot_balls([15], line)
    assert placed[15][1] < FOOT_SPOT[1] and overlaps(placed[15], line) is None


def test_the_rack_is_a_triangle_on_the_foot_spot_in_a_seeded_order():
    a, b = rack(random.Random(1)), rack(random.Random(1))
    assert a == b and sorted(a) == list(range(1, 16))
    assert min(p[1] for p in a.values()) < FOOT_SPOT[1] + 1e-3
    for n, p in a.items():
        assert overlaps(p, a, skip=n) is None
    assert rack(random.Random(2)) != a


def test_the_shooter_wins_when_two_hands_empty_at_once():
    assert rulings.winner_of([1, 2], shooter=2, rng=random.Random(0)) == (2, [])
    assert rulings.winner_of([1], shooter=2, rng=random.Random(0)) == (1, [])


def test_two_others_emptied_draw_for_high_card():
    winner, draws = rulings.winner_of([0, 1], shooter=2, rng=random.Random(5))
    assert winner in (0, 1) and len(draws) >= 2
    last = dict(draws[-2:])
    assert rulings.ball_of(last[winner]) > rulings.ball_of(last[1 - winner])


def test_places_follow_the_order_of_play_rule_fewer_cards_then_the_highest_card():
    hands = [[], [card("KS"), card("2H")], [card("QS"), card("JH")], [card("3C")]]
    ranks = rulings.ranking(hands, winner=0)
    # Seat 3 has one card; seats 1 and 2 have two, and seat 1's king beats seat 2's queen.
    assert ranks == (1, 3, 4, 2)
    assert rulings.ranking([[card("5S")], [card("5H")]], None) == (1, 1)


def test_the_settlement_pays_the_price_of_every_card_left_to_the_winner():
    hands = [[], [card("KS"), card("2H")], [card("3C")]]
    ranks = rulings.ranking(hands, winner=0)
    assert rulings.settlement(hands, ranks, price=5) == (15.0, -10.0, -5.0)
