"""13th Hour rulings: each test sets up a table, plays, and checks what the rules say happens."""

from __future__ import annotations

from collections import Counter

import pytest

from koloda.core import CATALOG, IllegalAction, Names
from koloda.core.conformance import snapshot
from koloda.games.thirteenth_hour import GAME
from koloda.games.thirteenth_hour.actions import Give

from .helpers import ACCEPT, REFUSE, give, row, table, won

# -- setup and a turn ---------------------------------------------------------------------------


def test_a_new_game_shuffles_all_109_cards_and_the_marker_holder_deals_first():
    state = GAME.new(3, seed=7)
    assert len(state.cards()) == 109 and sorted(state.cards()) == list(range(109))
    assert state.marker == state.dealer == 0 and state.actors() == (0,)
    view = state.view(0)
    assert view["batch"] == 2 and view["stock"] == 106 and view["face_up"] is not None
    assert [len(r) for r in state.rows] == [0, 0, 0]


def test_the_dealer_turns_up_the_top_card_and_sees_only_that_one():
    state = table(players=3, stock=["1", "2", "3", "4"])
    assert state.view(0)["face_up"] == "1"
    assert state.view(0)["batch"] == 2 and state.view(0)["stock"] == 1
    other = table(players=3, stock=["1", "3", "2", "4"])  # the face-down order differs
    assert snapshot(state) == snapshot(other)


def test_every_player_gets_exactly_one_card_a_turn_and_rows_grow_to_the_right():
    state = table(players=3, rows=[["1"], [], []], stock=["2", "3", "4", "0", "1", "2"])
    give(state, 0)
    with pytest.raises(IllegalAction, match="already had a card this turn"):
        give(state, 0)
    assert state.legal_actions(0) == [Give(1), Give(2)]
    give(state, 2)  # the last card ("4") has one possible receiver: it goes there by itself
    assert row(state, 0) == ["1", "2"] and row(state, 2) == ["3"] and row(state, 1) == ["4"]
    assert state.dealer == 1 and state.served == [False, False, False]  # the turn passes left
    assert state.view(None)["face_up"] == "0"


def test_only_the_dealer_may_give():
    state = table(players=2, stock=["1", "2", "3"])
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Give(1))
    assert refused.value.reason.id == "thirteenth_hour-refuse-not-dealer"
    assert refused.value.get("en", Names.same(["Ann", "Bob"], viewer=1)) == (
        "Ann gives the cards now, not you")
    with pytest.raises(IllegalAction, match="Give the card you turned up"):
        state.apply(0, ACCEPT)
    with pytest.raises(IllegalAction, match="this table has 2 players"):
        state.apply(0, Give(5))
    assert snapshot(state) == before


# -- the thirteenth hour ----------------------------------------------------------------------


def test_reaching_13_ends_the_round_at_once():
    state = table(players=3, rows=[["5", "4+"], ["3+", "2"], ["hand"]],
                  stock=["4", "1", "2", "5", "5", "5"])
    stock_before = len(state.stock)
    events = give(state, 0)  # 5 + 4 + 4 = 13
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["give", "hour", "round_end"]
    assert row(state, 0) == [] and won(state, 0) == []  # the loser keeps nothing, not even 4+
    assert won(state, 1) == ["3+"] and won(state, 2) == []  # the others keep plus cards only
    assert len(state.stock) == stock_before + 2 - 3  # the two undealt cards went back
    assert state.marker == 1 and state.dealer == 1 and state.round == 2  # the marker passes left
    assert all(e.text is None and CATALOG.has(f"thirteenth_hour-{e.kind}") for e in events)


def test_twelve_points_is_still_safe():
    state = table(players=2, rows=[["5", "4"], []], stock=["3", "1", "2", "2"])
    give(state, 0)
    assert row(state, 0) == ["5", "4", "3"] and state.round == 1


def test_a_card_given_to_the_dealer_himself_counts_too():
    state = table(players=2, dealer=1, rows=[[], ["5", "5"]], stock=["3", "1", "0", "0"])
    give(state, 1)
    assert state.round == 2 and row(state, 1) == []


# -- special cards ----------------------------------------------------------------------------


def test_green_plus_cards_are_set_aside_at_once_and_carry_no_points():
    state = table(players=2, rows=[["5", "5", "2"], []], stock=["++", "4", "1", "1"])
    give(state, 0)
    assert won(state, 0) == ["++"] and row(state, 0) == ["5", "5", "2"]
    assert state.points[0] == 12 and state.round == 1


def test_winnings_are_safe_when_a_later_row_blows_up():
    state = table(players=2, rows=[["5", "5"], []], won=[["+", "3+"], []],
                  stock=["4", "1", "0", "0"])
    give(state, 0)
    assert won(state, 0) == ["+", "3+"]


def test_a_hand_lets_its_owner_refuse_a_card_and_both_are_discarded():
    state = table(players=3, rows=[[], ["5", "hand", "3"], []], stock=["5", "1", "2", "0"])
    discard_before = len(state.discard)
    give(state, 1)
    assert state.actors() == (1,) and state.legal_actions(1) == [REFUSE, ACCEPT]
    assert state.legal_actions(0) == []
    events = state.apply(1, REFUSE)
    assert events[0].kind == "refuse"
    assert row(state, 1) == ["5", "3"] and state.points[1] == 8
    assert len(state.discard) == discard_before + 2
    assert state.served == [False, True, False] and state.actors() == (0,)  # he had his card


def test_a_player_may_keep_his_hand_and_take_the_card():
    state = table(players=2, rows=[[], ["hand"]], stock=["+", "1", "0", "0"])
    give(state, 1)
    state.apply(1, ACCEPT)
    assert won(state, 1) == ["+"] and row(state, 1) == ["hand"]


def test_only_the_receiver_decides_about_his_hand():
    state = table(players=2, rows=[[], ["hand"]], stock=["3", "1", "0", "0"])
    give(state, 1)
    with pytest.raises(IllegalAction, match="deciding whether to refuse"):
        state.apply(0, ACCEPT)
    with pytest.raises(IllegalAction, match="Take the card, or refuse"):
        state.apply(1, Give(0))


def test_a_hand_can_stop_the_thirteenth_hour():
    state = table(players=2, rows=[[], ["5", "5", "hand"]], stock=["5", "1", "0", "0"])
    give(state, 1)
    state.apply(1, REFUSE)
    assert state.round == 1 and row(state, 1) == ["5", "5"]


def test_the_dealer_gets_no_hand_choice_for_a_card_he_keeps():
    state = table(players=2, rows=[["hand"], []], stock=["3", "1", "0", "0"])
    give(state, 0)
    assert state.receiver is None and row(state, 0) == ["hand", "3"]


def test_the_return_arrow_goes_with_the_newest_card_of_the_row():
    state = table(players=2, rows=[["1", "4+"], []], stock=["return", "1", "0", "0"])
    discard_before = len(state.discard)
    events = give(state, 0)
    assert row(state, 0) == ["1"] and state.points[0] == 1
    assert len(state.discard) == discard_before + 2
    assert [e.kind for e in events][:2] == ["give", "return"]


def test_a_return_arrow_on_an_empty_row_goes_alone():
    state = table(players=2, stock=["return", "1", "0", "0"])
    give(state, 0)
    assert row(state, 0) == [] and state.discard[-1] == state.deck.code.index("return")


def test_13_to_18_raises_the_limit_while_it_lies_in_the_row():
    state = table(players=2, rows=[["limit", "5", "5", "2"], []], stock=["3", "1", "0", "0"])
    give(state, 0)  # 15 points: safe under 18
    assert state.points[0] == 15 and state.limit(0) == 18 and state.round == 1


def test_18_points_end_the_round_even_with_13_to_18():
    state = table(players=2, rows=[["limit", "5", "5", "5"], []], stock=["3", "1", "0", "0"])
    give(state, 0)
    assert state.round == 2


def test_two_13_to_18_cards_do_not_raise_the_limit_further():
    state = table(players=2, rows=[["limit", "limit", "5", "5", "5"], []],
                  stock=["3", "1", "0", "0"])
    assert state.limit(0) == 18
    give(state, 0)
    assert state.round == 2


def test_losing_13_to_18_to_a_return_arrow_can_bring_the_thirteenth_hour():
    state = table(players=2, rows=[["5", "5", "4", "limit"], []], stock=["return", "1", "0", "0"])
    events = give(state, 0)
    assert "hour" in [e.kind for e in events] and state.round == 2


def test_the_card_symbol_draws_one_more_card_from_the_stock_and_applies_it():
    state = table(players=2, stock=["2*", "1", "++", "3", "0", "0"])
    events = give(state, 0)
    assert [e.kind for e in events][:2] == ["give", "draw"]
    assert row(state, 0) == ["2*"] and won(state, 0) == ["++"]  # the drawn green card counts
    assert row(state, 1) == ["1"]


def test_a_drawn_card_symbol_draws_again_and_a_drawn_card_cannot_be_refused():
    state = table(players=2, rows=[[], ["hand"]], dealer=0,
                  stock=["1*", "0", "2*", "3", "0", "0"])
    give(state, 1)
    state.apply(1, ACCEPT)  # the choice was about 1*; what it draws comes without one
    assert row(state, 1) == ["hand", "1*", "2*", "3"] and state.receiver is None


def test_a_card_symbol_that_brings_the_thirteenth_hour_draws_nothing():
    state = table(players=2, rows=[["5", "5"], []], stock=["3*", "1", "++", "0", "0"])
    give(state, 0)
    assert state.round == 2 and won(state, 0) == []


# -- the end of the game and scoring ----------------------------------------------------------


def test_an_empty_stock_takes_the_shuffled_discards_and_that_round_is_the_last():
    state = table(players=2, stock=["1", "2"], rows=[["5", "4"], []])
    assert not state.view(None)["last_round"]
    events = give(state, 1)  # "2" goes to seat 0 by itself; the next dealer needs new cards
    assert "reshuffle" in [e.kind for e in events]
    assert state.view(None)["last_round"] and state.discard == [] and state.dealer == 1
    while not state.is_over():
        state.apply(state.actors()[0], state.legal_actions(state.actors()[0])[0])
    assert state.round == 1  # the game ended with the round in which the stock ran out


def test_the_game_ends_when_the_last_round_brings_the_thirteenth_hour():
    state = table(players=2, last_round=True, rows=[["5", "5"], ["3+"]],
                  won=[["+"], []], stock=["5", "1", "0", "0"])
    events = give(state, 0)
    assert events[-1].kind == "game_over" and state.is_over()
    assert state.actors() == () and state.legal_actions(0) == []
    assert state.outcome().scores == (1.0, 1.0)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Give(0))


def test_if_the_last_stock_runs_out_too_the_round_ends_with_nobody_over():
    state = table(players=2, last_round=True, rows=[["4+"], ["3"]], stock=["1", "2"])
    events = give(state, 0)
    assert [e.kind for e in events][-2:] == ["round_end", "game_over"]
    assert state.is_over() and won(state, 0) == ["4+"] and won(state, 1) == []
    assert sorted(state.cards()) == list(range(109))


def test_most_pluses_win_and_points_on_plus_cards_break_ties():
    state = table(players=3, last_round=True, won=[["++", "3+"], ["5+", "1+", "+"], ["+"]],
                  rows=[["5", "5"], [], []], stock=["5", "0", "0", "0"])
    give(state, 0)
    outcome = state.outcome()
    assert outcome.scores == (3.0, 3.0, 1.0)
    assert outcome.ranks == (2, 1, 3)  # 3 pluses each; 6 points on plus cards beat 3


def test_a_full_tie_shares_the_rank():
    state = table(players=2, last_round=True, won=[["2+"], ["2+"]], rows=[["5", "5"], []],
                  stock=["5", "0"])
    give(state, 0)
    assert state.outcome().ranks == (1, 1)


# -- the whole set ------------------------------------------------------------------------------


def test_the_default_set_is_the_documented_distribution_of_109():
    deck = GAME.new(2).deck
    counts = Counter(deck.code)
    assert len(deck) == 109
    assert counts["0"] == 6 and all(counts[str(p)] == 8 for p in range(1, 6))
    assert all(counts[f"{p}+"] == 4 for p in range(1, 6))
    assert all(counts[f"{p}++"] == 3 for p in (3, 4, 5))
    assert all(counts[f"{p}*"] == 1 for p in range(6))
    assert counts["+"] == 8 and counts["++"] == 4
    assert counts["hand"] == 6 and counts["return"] == 6 and counts["limit"] == 4
