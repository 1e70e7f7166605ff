"""Rulings for the classic game, in the order of the rules page."""

from __future__ import annotations

import pytest

from koloda.core import IllegalAction, card, deck36
from koloda.games.durak import GAME, Attack, Defend, Pass, Take

from .table import cards, durak_table

HEARTS = 2


# -- the deal ------------------------------------------------------------------------------

def test_the_deal_gives_six_each_and_turns_up_the_bottom_card_as_trump():
    state = GAME.new(4, seed=7)
    assert [len(h) for h in state.hands] == [6, 6, 6, 6]
    assert len(state.stock) == 12 and state.stock[0] == state.trump_card
    assert state.view(None)["trump"] == state.trump_card.code
    assert sorted(state.cards()) == sorted(range(24, 60))


def test_the_lowest_trump_leads_and_is_shown_to_the_table():
    for seed in range(20):
        state = GAME.new(3, seed=seed)
        trumps = [(c, s) for s, h in enumerate(state.hands) for c in h if c & 3 == state.trump]
        if not trumps:
            continue
        lowest, seat = min(trumps)
        assert state.attacker == seat and state.defender == (seat + 1) % 3
        assert lowest.code in state.view(None)["seats"][seat]["known"]


def test_without_a_trump_in_any_hand_seat_zero_leads():
    seed = next(s for s in range(500)
                if GAME.lowest_trump(GAME.new(2, seed=s)) is None)
    state = GAME.new(2, seed=seed)
    assert not any(c & 3 == state.trump for h in state.hands for c in h)
    assert state.attacker == 0 and state.defender == 1


def test_six_players_take_the_whole_deck_and_the_turned_up_card_goes_to_the_last_hand():
    state = GAME.new(6, seed=3)
    view = state.view(None)
    assert view["stock"] == 0 and view["trump"] is None
    assert view["trump_suit"] == "CDHS"[state.trump_card & 3]
    assert state.trump_card in state.hands[5]
    assert state.trump_card.code in view["seats"][5]["known"]


# -- attacking and beating -------------------------------------------------------------------

def test_the_attacker_leads_any_card_and_must_lead():
    t = durak_table(["7S AH", "9S 10S"])
    assert t.actors == (0,) and t.legal(0) == ["play 7♠", "play A♥"]
    t.refuses(0, Pass(), "must lead")
    t.refuses(1, Attack(card(9, 3)), "Ann leads this bout")
    t.play(0, "AH")
    assert t.table == "AH" and t.to_move == 1


def test_a_card_is_beaten_by_a_higher_card_of_its_suit():
    t = durak_table(["7S", "6S 9S KD"], table="8S")
    t.refuses(1, Defend(card(8, 3), card(6, 3)), "must be higher")
    t.refuses(1, Defend(card(8, 3), card(13, 1)), "higher card of the same suit or a trump")
    t.beat(1, "8S", "9S")
    assert t.table == "8S/9S"


def test_any_trump_beats_a_plain_card_but_a_trump_only_a_higher_trump():
    t = durak_table(["8S", "6H 9H 10H QC"], trump="JH", table="AS 7H")
    t.beat(1, "AS", "6H")
    t.refuses(1, Defend(card(7, HEARTS), card(12, 0)), "higher trump")
    t.beat(1, "7H", "9H")
    assert t.table == "AS/6H 7H/9H"


def test_a_card_already_beaten_cannot_be_beaten_again():
    t = durak_table(["KC", "10S JS"], table="7S/9S 8S")
    t.refuses(1, Defend(card(7, 3), card(10, 3)), "already beaten")
    t.refuses(1, Defend(card(6, 3), card(10, 3)), "not an attack card")


# -- throwing in -----------------------------------------------------------------------------

def test_only_ranks_already_on_the_table_may_be_thrown_in_including_the_defence():
    t = durak_table(["9D 10C", "QS KS AS", "7D 10H"], table="7S/9S")
    assert t.legal(0) == ["play 9♦", "pass (done)"]
    assert t.legal(2) == ["play 7♦", "pass (done)"]
    t.refuses(0, Attack(card(10, 0)), "only ranks already on the table")
    t.play(2, "7D")
    assert t.table == "7S/9S 7D"


def test_the_defender_cannot_throw_in_or_pass():
    t = durak_table(["9D", "7D 10S"], table="8S")
    t.refuses(1, Attack(card(7, 1)), "defender cannot throw in")
    t.refuses(1, Pass(), "defender cannot pass")


def test_attackers_may_throw_in_while_the_defender_thinks():
    t = durak_table(["8D 7C", "9S 10D JC", "8C"], table="8S")
    assert t.actors == (0, 2, 1) and t.to_move == 1
    t.play(0, "8D").play(2, "8C")
    assert t.table == "8S 8D 8C"


def test_a_bout_holds_at_most_six_attack_cards():
    t = durak_table(["8S 8D 8C", "AS AD"], trump="6H",
                    table="6S/7S 6D/7D 6C/7C 8H/9H 10S/JS")
    assert t.state.limit() == 6
    t.play(0, "8S")
    t.refuses(0, Attack(card(8, 1)), "already holds 6 attack cards")


def test_the_defender_is_never_given_more_cards_than_he_held_when_the_bout_began():
    t = durak_table(["7S 7D 7C", "9S"], table="7H")
    t.refuses(0, Attack(card(7, 3)), "held only one card at the start of the bout")
    t = durak_table(["7S 7D 7C", "9S 9D"], table="7H")
    t.play(0, "7S")
    t.refuses(0, Attack(card(7, 1)), "held only 2 cards at the start")


def test_the_limit_counts_the_cards_the_defender_has_already_beaten_with():
    # He held 3 at the start: beat one, two left, so two more may come, not three.
    t = durak_table(["7S 7D 7C 8H", "9S 9D KH"], table="7H")
    t.beat(1, "7H", "KH")
    t.play(0, "7S").play(0, "7D")
    t.refuses(0, Attack(card(7, 0)), "held only 3 cards at the start")


# -- taking ----------------------------------------------------------------------------------

def test_after_take_the_attackers_may_add_cards_then_the_defender_picks_up_everything():
    t = durak_table(["8D JC", "6C QD KD AD", "8C 9D 10H"], table="8S/9S 9C")
    t.take(1)
    assert t.view(None)["taking"] and t.to_move == 0
    t.refuses(1, Defend(card(9, 0), card(12, 1)), "decided to take")
    t.play(0, "8D").pass_(0)
    t.play(2, "9D")  # a new card: seat 0 must pass again
    assert t.actors == (0, 2)
    t.pass_(0).pass_(2)
    assert sorted(cards(t.hand(1))) == sorted(cards("6C QD KD AD 8S 9S 9C 8D 9D"))
    assert t.table == ""


def test_after_a_take_the_player_after_the_defender_attacks():
    t = durak_table(["JC", "6C QD", "8C 9D", "KH KS"], table="8S")
    t.take(1).pass_(0).pass_(2).pass_(3)
    assert (t.attacker, t.defender) == (2, 3)


def test_after_a_take_with_two_players_the_attacker_attacks_again():
    t = durak_table(["JC", "6C QD"], table="8S")
    t.take(1).pass_(0)
    assert (t.attacker, t.defender) == (0, 1)


def test_the_cards_taken_are_seen_by_everybody():
    t = durak_table(["JC", "6C QD", "AS"], table="8S")
    t.take(1).pass_(0).pass_(2)
    assert t.view(2)["seats"][1]["known"] == ["8S"]
    assert t.view(None)["seats"][1]["known"] == ["8S"]


def test_a_seen_card_is_forgotten_once_it_is_played():
    t = durak_table(["JC", "8S 6C", "AS"], table="7S", known=["", "8S", ""])
    t.beat(1, "7S", "8S")
    assert t.view(2)["seats"][1]["known"] == []


def test_the_defender_may_take_only_while_a_card_is_unbeaten():
    t = durak_table(["9D", "6C QD"], table="8S/10S")
    t.refuses(1, Take(), "every card on the table is beaten")


# -- the end of a bout -----------------------------------------------------------------------

def test_passing_ends_the_bout_only_when_every_attacker_has_passed_since_the_last_card():
    t = durak_table(["JC", "QD 10S KH QC", "9C 10D", "8C 6D"], table="8S/9S")
    assert t.actors == (0, 2, 3) and t.to_move == 0
    t.pass_(0)
    assert t.actors == (2, 3) and t.to_move == 2
    t.play(2, "9C")
    assert t.view(None)["passed"] == []  # the new card cancels the pass
    t.take(1)
    assert t.actors == (0, 2, 3)
    t.pass_(3).pass_(2)
    assert t.table != ""
    t.pass_(0)
    assert t.table == ""


def test_the_attackers_pass_only_once_every_card_is_answered():
    t = durak_table(["8D", "9S 10D"], table="8S")
    t.refuses(0, Pass(), "has not answered every card")


def test_a_successful_defence_goes_to_the_discard_and_the_defender_attacks_next():
    t = durak_table(["JC", "9S QD", "AC AD"], table="8S")
    before = t.discard
    t.beat(1, "8S", "9S").pass_(0).pass_(2)
    assert t.discard == before + 2 and t.table == ""
    assert (t.attacker, t.defender) == (1, 2)
    assert "beaten" in t.event_kinds()


def test_hands_refill_to_six_attacker_first_then_the_throwers_then_the_defender():
    # The stock holds three cards: the attacker draws two, seat 2 needs none, seat 3 draws the
    # last (the turned-up trump) and the defender gets nothing.
    t = durak_table(["8D 8C 6D 6C", "10S 10D 10C 10H 6S", "AH AD AC AS JS JD",
                     "KS KD KC KH QS"], stock="QD QC", trump="QH", table="8S/9S")
    t.pass_(0).pass_(2).pass_(3)
    assert t.hand(0).split()[-2:] == ["QD", "QC"]
    assert t.hand(2) == "AH AD AC AS JS JD"
    assert t.hand(3).endswith("QH") and len(t.hand(3).split()) == 6
    assert len(t.hand(1).split()) == 5
    assert t.view(None)["trump"] is None and t.view(None)["trump_suit"] == "H"


def test_the_turned_up_trump_is_drawn_last_in_plain_sight():
    t = durak_table(["7C", "9S 10D"], stock="", trump="QH", table="8S")
    t.beat(1, "8S", "9S").pass_(0)
    assert t.hand(0) == "7C QH"
    draw = [e for e in t.events if e.kind == "draw"][0]
    assert draw.data["trump"] == "QH" and draw.view(1).get("cards") is None
    assert draw.view(0)["cards"] == ["QH"]
    assert t.view(1)["seats"][0]["known"] == ["QH"]


def test_the_drawn_cards_are_private_to_the_drawer():
    t = durak_table(["7C", "9S 10D"], stock="AS AD", trump="QH", table="8S")
    t.beat(1, "8S", "9S").pass_(0)
    draws = [e for e in t.events if e.kind == "draw"]
    assert draws[0].seat == 0 and draws[0].view(0)["cards"] == ["AS", "AD", "QH"]
    assert "cards" not in draws[0].view(1) and "cards" not in draws[0].view(None)


# -- leaving and the end of the game ---------------------------------------------------------

def test_a_player_without_cards_and_an_empty_stock_leaves_at_once():
    t = durak_table(["8S", "9S 10D AC", "7C JC"], trump=None, trump_suit="H", table="")
    t.play(0, "8S")
    assert t.view(None)["seats"][0]["out"] == 1
    assert "out" in t.event_kinds()
    assert t.actors == (2, 1)  # seat 0 has nothing left to add; seat 2 may still throw in


def test_the_last_player_holding_cards_is_the_durak():
    t = durak_table(["8S", "9S 10D"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S")
    outcome = t.state.outcome()
    assert outcome is not None and outcome.ranks == (1, 2) and outcome.scores == (1.0, 0.0)
    assert t.view(None)["durak"] == 1 and t.view(None)["phase"] == "over"
    assert t.actors == () and t.to_move is None


def test_a_draw_when_the_last_cards_go_at_once():
    t = durak_table(["8S", "9S"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S")
    outcome = t.state.outcome()
    assert outcome is not None and outcome.ranks == (1, 1)
    assert t.view(None)["durak"] is None


def test_players_leaving_in_the_same_bout_share_a_place():
    t = durak_table(["8S", "9S", "7C 7D"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S")
    outcome = t.state.outcome()
    assert outcome is not None and outcome.ranks == (1, 1, 3)


def test_places_follow_the_order_of_leaving_and_the_durak_is_last():
    t = durak_table(["8S", "9S 9D", "7C 7D KC"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S").pass_(2)
    # Seat 0 left in the first bout (place 1); seat 1 defended and leads next.
    assert t.view(None)["seats"][0]["out"] == 1 and (t.attacker, t.defender) == (1, 2)
    t.play(1, "9D").take(2)
    outcome = t.state.outcome()
    assert outcome is not None and outcome.ranks == (1, 2, 3)


def test_the_next_attacker_skips_players_who_have_left():
    t = durak_table(["8D", "JD AC", "7C", "KC QS"], trump=None, trump_suit="H",
                    table="8S/9S")
    t.play(0, "8D").beat(1, "8D", "JD").pass_(2).pass_(3)
    assert (t.attacker, t.defender) == (1, 2)
    t.play(1, "AC").take(2)  # seat 2 held one card: nothing more may come, he takes at once
    assert [t.view(None)["seats"][s]["out"] for s in range(4)] == [1, 2, None, None]
    # After the take the attack passes to seat 3, who attacks the next seat still in play.
    assert (t.attacker, t.defender) == (3, 2)


def test_the_game_is_over_for_every_action():
    t = durak_table(["8S", "9S"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S")
    t.refuses(0, Pass(), "game is over")
    assert all(t.state.legal_actions(s) == [] for s in range(2))


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_refusal_names_no_card_hidden_from_the_seat_that_caused_it(seat):
    t = durak_table(["8D KH", "JD AC QS", "7C 10C AH"], stock="6D 6S", trump="6C",
                    table="8S/9S")
    mine = set(t.hand(seat).split()) | {"8S", "9S", "6C"}
    for c in deck36():
        for action in (Attack(c), Defend(card(8, 3), c), Defend(c, card(14, 0))):
            try:
                t.state.check(seat, action)
            except IllegalAction as exc:
                named = {x.code for x in cards(" ".join(
                    w for w in str(exc).replace(":", " ").replace(",", " ").split()
                    if any(ch in w for ch in "♣♦♥♠")))}
                named -= {c.code for c in (getattr(action, "card", c),
                                           getattr(action, "attack", c))}
                assert named <= mine, (action, str(exc))


def test_a_defender_who_leaves_after_a_defence_hands_the_attack_to_the_next_in_play():
    t = durak_table(["JC", "9S", "AC AD"], trump=None, trump_suit="H", table="8S")
    t.beat(1, "8S", "9S")  # his last card: nothing more may come, the bout ends
    assert t.view(None)["seats"][1]["out"] == 1
    assert (t.attacker, t.defender) == (2, 0)


def test_a_player_who_passed_waits_for_a_new_card_before_adding_again():
    t = durak_table(["8D JC", "QD KS AS", "7C"], table="8S/QS")
    t.pass_(0)
    t.refuses(0, Attack(card(8, 1)), "you have passed")


def test_the_defender_may_take_after_beating_some_cards():
    t = durak_table(["JC", "QD KS AS", "7C"], table="8S/QS 8D")
    t.take(1).pass_(0).pass_(2)
    assert sorted(cards(t.hand(1))) == sorted(cards("QD KS AS 8S QS 8D"))
