"""Refunds after a cheat is marked (koloda.ratings.refund; docs/moderation.md, "Refunds"): each
test a ruling on the arithmetic, the last one the docs' worked example."""

from __future__ import annotations

from koloda.ratings.refund import (
    CAP,
    CAP_UNKNOWN,
    Loss,
    Seat,
    losses,
    places_from_changes,
    points,
    undone,
)

CHEAT = 1


def duel(victim: int, before: int, after: int, provisional: bool = False) -> list[Seat]:
    return [Seat(CHEAT, 1500, 1500 + before - after, False, 1),
            Seat(victim, before, after, provisional, 2)]


def test_a_duel_s_loser_lost_all_of_it_to_the_cheat() -> None:
    found = losses(CHEAT, [duel(2, 1700, 1680), duel(2, 1690, 1675)])
    assert found == {2: Loss(2, 35.0, 1700)}


def test_a_seat_ahead_of_the_cheat_or_gaining_or_provisional_is_no_victim() -> None:
    game = [Seat(CHEAT, 1500, 1510, False, 2), Seat(2, 1600, 1590, False, 1),  # ahead
            Seat(3, 1500, 1505, False, 3),  # behind, but gained
            Seat(4, 1500, 1450, True, 4)]  # behind, lost, provisional
    assert losses(CHEAT, [game]) == {}


def test_at_a_table_of_four_the_cheat_s_share_is_the_loss_over_the_seats_ahead() -> None:
    game = [Seat(CHEAT, 1600, 1630, False, 1), Seat(2, 1550, 1545, False, 2),
            Seat(3, 1680, 1650, False, 3), Seat(4, 1500, 1470, False, 4)]
    found = losses(CHEAT, [game])
    assert found[2].lost == 5.0  # only the cheat ahead: all of it
    assert found[3].lost == 15.0  # two ahead: half
    assert found[4].lost == 10.0  # three ahead: a third


def test_tied_with_the_cheat_is_not_behind_it() -> None:
    game = [Seat(CHEAT, 1500, 1495, False, 1), Seat(2, 1500, 1495, False, 1)]
    assert losses(CHEAT, [game]) == {}


def test_a_game_without_the_cheat_is_ignored() -> None:
    assert losses(CHEAT, [[Seat(2, 1500, 1490, False, 2), Seat(3, 1500, 1510, False, 1)]]) == {}


def test_the_victim_gets_back_what_they_lost_when_they_have_not_climbed_since() -> None:
    assert points(Loss(2, 35.0, 1700), current=1665, highest=1720) == 35


def test_half_of_what_they_climbed_past_the_refund_s_mark_is_kept_back() -> None:
    # 35 lost from 1700; now 1690, 25 above 1665: back 35 - 25 // 2 = 23
    assert points(Loss(2, 35.0, 1700), current=1690, highest=1760) == 23


def test_never_more_than_twenty_above_the_highest_rating_ever() -> None:
    assert points(Loss(2, 80.0, 1700), current=1620, highest=1650) == 50
    assert points(Loss(2, 500.0, 2000), current=1500, highest=None) == CAP_UNKNOWN


def test_never_more_than_the_cap_nor_below_zero() -> None:
    assert points(Loss(2, 400.0, 2000), current=1600, highest=2100) == CAP
    assert points(Loss(2, 10.0, 1500), current=1900, highest=1900) == 0


def test_the_cheat_goes_back_to_where_they_stood_unless_lower_now() -> None:
    assert undone(current=2845, before_first=1500) == 1500
    assert undone(current=1450, before_first=1500) == 1450


def test_places_from_changes_put_the_larger_gain_ahead() -> None:
    assert places_from_changes([(1500, 1520), (1500, 1480), (1500, 1520)]) == [1, 3, 1]


def test_the_worked_example_of_docs_moderation() -> None:
    """docs/moderation.md, "A worked example": a duel and a table of four."""
    g1 = [Seat(CHEAT, 1600, 1620, False, 1), Seat(2, 1700, 1680, False, 2)]
    g2 = [Seat(CHEAT, 1620, 1660, False, 1), Seat(3, 1550, 1545, False, 2),
          Seat(2, 1680, 1650, False, 3), Seat(4, 1500, 1470, True, 4)]
    found = losses(CHEAT, [g1, g2])
    assert found == {2: Loss(2, 35.0, 1700), 3: Loss(3, 5.0, 1550)}
    assert points(found[2], current=1690, highest=1720) == 23
    assert points(found[3], current=1545, highest=1560) == 5
    assert undone(current=1660, before_first=1600) == 1600
