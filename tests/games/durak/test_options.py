"""Rulings for the options: transfer ("переводной"), who throws in, the first bout of five, and
the restricted form."""

from __future__ import annotations

import pytest

from koloda.core import SetupError, card
from koloda.games.durak import GAME, Attack, Transfer

from .table import cards, durak_table

CLUBS, SPADES, DIAMONDS, HEARTS = 0, 3, 1, 2


# -- transfer --------------------------------------------------------------------------------

def test_the_defender_transfers_with_a_card_of_the_same_rank_and_the_next_player_defends():
    t = durak_table(["JC", "7D KS", "AS AD AH"], table="7S", transfer=True)
    assert "transfer with 7♦" in t.legal(1)
    t.transfer(1, "7D")
    assert t.table == "7S 7D"
    assert (t.attacker, t.defender) == (1, 2) and t.to_move == 2
    assert t.event_kinds() == ["transfer"]


def test_after_a_transfer_the_old_attacker_throws_in_behind_the_new_main_attacker():
    t = durak_table(["7C JC", "7D KS", "AS AD AH"], table="7S", transfer=True)
    t.transfer(1, "7D")
    assert t.state.throwers == (1, 0) and t.actors == (1, 0, 2)
    t.play(0, "7C")
    assert t.table == "7S 7D 7C"


def test_a_transfer_needs_the_next_player_to_hold_enough_cards():
    t = durak_table(["JC", "7D KS", "AS"], table="7S", transfer=True)
    t.refuses(1, Transfer(card(7, DIAMONDS)), "Cid cannot face 2 cards with only 1 in hand")


def test_a_transfer_is_allowed_only_before_any_card_is_beaten():
    t = durak_table(["JC 7C", "7D QS", "AS AD AH"], table="7S/KS 7H", transfer=True)
    t.refuses(1, Transfer(card(7, DIAMONDS)), "before any card is beaten")


def test_a_transfer_needs_a_card_of_the_attacks_rank():
    t = durak_table(["JC", "8D KS", "AS AD AH"], table="7S", transfer=True)
    t.refuses(1, Transfer(card(8, DIAMONDS)), "of the attack's rank")


def test_without_the_option_there_is_no_transfer():
    t = durak_table(["JC", "7D KS", "AS AD AH"], table="7S")
    assert not any("transfer" in label for label in t.legal(1))
    t.refuses(1, Transfer(card(7, DIAMONDS)), "option is off")


def test_with_two_players_a_transfer_goes_back_to_the_attacker():
    t = durak_table(["7H 8C", "7D KS"], table="7S", transfer=True)
    t.transfer(1, "7D")
    assert (t.attacker, t.defender) == (1, 0) and t.table == "7S 7D"
    # Seat 1 now holds one card: a transfer back would give him three to face.
    t.refuses(0, Transfer(card(7, HEARTS)), "Ben cannot face 3 cards with only 1 in hand")


def test_transfers_may_chain_around_the_table():
    t = durak_table(["7H 8C 9C", "7D KS", "7C AD AH"], table="7S", transfer=True)
    t.transfer(1, "7D").transfer(2, "7C")
    assert (t.attacker, t.defender) == (2, 0) and t.table == "7S 7D 7C"


def test_after_a_transfer_the_limit_is_the_new_defenders_hand():
    t = durak_table(["JC", "7D 7C KS", "AS AD QH"], table="7S", transfer=True)
    t.transfer(1, "7D")
    assert t.state.limit() == 3
    t.play(1, "7C")
    t.refuses(1, Attack(card(13, SPADES)), "no more attack cards")


# -- who may throw in ------------------------------------------------------------------------

def test_with_every_player_throwing_in_all_but_the_defender_may_add_cards():
    t = durak_table(["JC", "9S QD", "8C", "8D"], table="8S")
    assert t.state.throwers == (0, 2, 3)
    t.play(3, "8D")
    assert t.table == "8S 8D"


def test_with_neighbours_only_the_far_player_may_not_throw_in():
    t = durak_table(["JC", "9S QD", "8C", "8D"], table="8S", throw_in="neighbours")
    assert t.state.throwers == (0, 2) and t.actors == (0, 2, 1)
    t.refuses(3, Attack(card(8, DIAMONDS)),
              "only the defender's neighbours may throw in, and you do not sit next to")
    t.play(2, "8C")


def test_with_neighbours_only_a_player_who_left_is_skipped():
    t = durak_table(["JC", "9S QD 10D", "", "8D"], trump=None, trump_suit="H", table="8S",
                    out=[None, None, 1, None], throw_in="neighbours")
    assert t.state.throwers == (0, 3)
    t.play(3, "8D")


def test_with_neighbours_only_a_neighbour_who_leaves_makes_the_next_player_a_neighbour():
    t = durak_table(["JC", "9S QD 10D", "8C", "8D"], trump=None, trump_suit="H", table="8S",
                    throw_in="neighbours")
    t.play(2, "8C")
    assert t.view(None)["seats"][2]["out"] == 1
    assert t.state.throwers == (0, 3)
    t.play(3, "8D")


# -- the first bout --------------------------------------------------------------------------

def test_the_first_bout_may_be_limited_to_five_cards():
    t = durak_table(["9S 9D 9C", "AS AD AC AH"], trump="6H",
                    table="6S/7S 6D/7D 6C/7C 9H/10H", first_bout=True, first_bout_five=True)
    assert t.state.limit() == 5
    t.play(0, "9S")
    t.refuses(0, Attack(card(9, DIAMONDS)), "already holds 5 attack cards")


def test_after_the_first_bout_six_cards_are_allowed_again():
    state = GAME.new(2, {"first_bout_five": True}, seed=1)
    assert state.view(None)["limit"] == 5
    t = durak_table(["9S 9D 9C", "AS AD AC AH"], trump="6H",
                    table="6S/7S 6D/7D 6C/7C 9H/10H", first_bout=False, first_bout_five=True)
    assert t.state.limit() == 6


def test_without_the_option_the_first_bout_holds_six():
    state = GAME.new(2, seed=1)
    assert state.view(None)["limit"] == 6


def test_there_is_no_transfer_when_nobody_else_is_left_in_play():
    t = durak_table(["8S", "8D 9D"], trump=None, trump_suit="H", transfer=True)
    t.play(0, "8S")
    t.refuses(1, Transfer(card(8, DIAMONDS)), "nobody else is left")


def test_a_transfer_may_use_a_trump_of_the_attacks_rank():
    t = durak_table(["JC", "7H KS", "AS AD AH"], table="7S", transfer=True)
    t.transfer(1, "7H")
    assert t.defender == 2


# -- the restricted form (the form other programs play) --------------------------------------

def test_in_the_restricted_form_only_the_main_attacker_adds_cards():
    t = durak_table(["8D JC", "6C QD KD", "8C 9D"], table="8S/9S", restricted=True)
    assert t.state.throwers == (0,) and t.actors == (0,)
    t.refuses(2, Attack(card(8, CLUBS)), "you take no part in this bout")
    t.play(0, "8D")
    assert t.table == "8S/9S 8D"


def test_in_the_restricted_form_cards_go_one_at_a_time():
    t = durak_table(["8D 8H JC", "6C QD KD AS"], table="8S", restricted=True)
    assert t.actors == (1,) and t.legal(0) == []
    t.refuses(0, Attack(card(8, DIAMONDS)), "one card at a time: wait until Ben has answered")
    t.beat(1, "8S", "AS")
    assert t.actors == (0,) and t.legal(0) == ["play 8♦", "play 8♥", "pass (done)"]
    t.play(0, "8D")
    t.refuses(0, Attack(card(8, HEARTS)), "one card at a time")


def test_in_the_restricted_form_a_take_ends_the_bout_at_once():
    t = durak_table(["9D JC", "6C QD KD"], table="8S/9S 9C", restricted=True)
    t.take(1)
    assert t.event_kinds()[:2] == ["take", "pick_up"]
    assert t.table == "" and sorted(cards(t.hand(1))) == sorted(cards("6C QD KD 8S 9S 9C"))
    assert (t.attacker, t.defender) == (0, 1) and "9D" in t.hand(0)  # 9♦ could not follow


def test_in_the_restricted_form_the_attacker_passing_ends_the_bout():
    t = durak_table(["8D JC", "6C QD KD"], table="8S/9S", restricted=True)
    before = t.discard
    t.pass_(0)
    assert t.table == "" and t.discard == before + 2
    assert (t.attacker, t.defender) == (1, 0)


def test_in_the_restricted_form_the_bout_limits_still_hold():
    t = durak_table(["8D 8C 8H", "9D 7H"], stock="KC KD KS", table="8S/9S", restricted=True)
    assert t.state.limit() == 3
    t.play(0, "8D").beat(1, "8D", "9D").play(0, "8C").beat(1, "8C", "7H")
    # three attack cards, as many as the defender held when the bout began: it is over, 8♥
    # stays in the attacker's hand
    assert t.table == "" and t.event_kinds()[1] == "beaten" and "8H" in t.hand(0)


def test_the_restricted_form_has_no_transfers():
    t = durak_table(["JC", "8D KS", "AS AD AH"], table="8S", restricted=True)
    assert not any("transfer" in label for label in t.legal(1))
    t.refuses(1, Transfer(card(8, DIAMONDS)), "option is off")
    with pytest.raises(SetupError, match="the restricted form has no transfers"):
        GAME.options({"restricted": True, "transfer": True})


def test_a_restricted_position_with_two_unbeaten_cards_is_refused():
    with pytest.raises(SetupError, match="at most one card lies unbeaten"):
        durak_table(["JC", "8D KS"], table="8S 8C", restricted=True)
