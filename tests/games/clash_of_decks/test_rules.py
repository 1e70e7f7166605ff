"""Base rules of the duel that the FAQ does not ask about: mana, the assault order, the Fort,
Protection and Immunity, spells with icons, the formats and what each seat sees."""

from __future__ import annotations

import random

import pytest

from koloda.core import IllegalAction, Names
from koloda.core.conformance import snapshot
from koloda.games.clash_of_decks import GAME
from koloda.games.clash_of_decks.actions import END, STRIKE, Ban, ChooseDeck, Take

from .helpers import ASSAULT, Cast, Return, Summon, attacks, battle, hand, row

# -- a turn -------------------------------------------------------------------------------------


def test_preconstructed_decks_are_dealt_with_the_bastion_leftmost_and_six_mana_first():
    state = GAME.new(2, seed=4)
    assert state.actors() == (0,)
    state.apply(0, ChooseDeck(2))
    with pytest.raises(IllegalAction, match="not free"):
        state.apply(1, ChooseDeck(2))
    state.apply(1, ChooseDeck(4))
    for side in (0, 1):
        assert hand(state, side)[0] == "bastion" and len(state.hands[side]) == 9
    assert sorted(state.deck.key(c) for c in state.hands[1][1:]) == sorted(
        state.deck.key(c) for c in state.deck.decks[3])
    assert state.active == state.first and state.mana == 6
    state.apply(state.active, ASSAULT)
    assert state.mana == 9  # the second player: one mana a card in hand, Bastion included


def test_the_assault_runs_top_row_far_end_first_then_the_bottom_row():
    state = battle("bastion grrr", "bastion brute ogre baron troll grrr zombie",
                   ("zombie baron", "grrr brute"))
    assert attacks(state.apply(0, ASSAULT)) == ["baron", "zombie", "brute", "grrr"]


def test_new_creatures_without_rage_do_not_attack_and_health_comes_back_at_the_end():
    state = battle("bastion baron grrr", "bastion brute", ("zombie", ""), ("brigand", ""),
                   mana=9)
    state.apply(0, Summon("baron", 0))
    events = state.apply(0, ASSAULT)
    assert attacks(events) == ["zombie"] and state.rows[1][0][0].damage == 0


def test_a_fort_pushed_to_the_rightmost_place_loses_the_game():
    state = battle("bastion grrr", "fort brute baron", ("zombie", ""))
    state.apply(0, ASSAULT)
    assert state.outcome().ranks == (1, 2) and state.actors() == ()


def test_a_bastion_left_rightmost_by_playing_the_cards_behind_it_falls():
    state = battle("baron bastion zombie", "bastion brute", mana=9)
    state.apply(0, Summon("zombie", 0))
    assert hand(state, 0) == ["fort", "baron"] and state.fort[0]


def test_protection_absorbs_the_first_attack_of_each_turn():
    state = battle("bastion grrr", "bastion brute", ("zombie partisan", ""), ("lieutenant", ""))
    events = state.apply(0, ASSAULT)
    assert [e.kind for e in events if e.kind in ("protected", "destroyed")] == [
        "protected", "destroyed"]


def test_a_zero_damage_attack_does_not_use_up_protection():
    state = battle("bastion grrr", "bastion brute", ("zombie carapace", ""), ("lieutenant", ""))
    events = state.apply(0, ASSAULT)
    assert [e.kind for e in events if e.kind in ("protected", "destroyed")] == ["protected"]


def test_protection_does_not_stop_spells_and_immunity_does_not_stop_attacks():
    state = battle("bastion boom baron", "bastion brute", ("zombie", ""),
                   ("lieutenant", "revenant"), mana=9)
    state.apply(0, Cast("boom", 1, 0, 0))
    assert row(state, 1, 0) == []
    state = battle("bastion grrr", "bastion brute", ("", "brute"), ("", "revenant"))
    state.apply(0, ASSAULT)
    assert row(state, 1, 1) == []


def test_spell_shards_hit_the_same_place_in_the_other_row_and_pierce_the_one_behind():
    state = battle("bastion cyclone baron", "bastion brute", their_rows=(
        "brigand baron carapace", "ogre troll martyr"), mana=9)
    state.apply(0, Cast("cyclone", 1, 0, 1))
    damage = [[c.damage for c in line] for line in state.rows[1]]
    assert damage == [[0, 3, 3], [0, 3, 0]]


def test_a_spell_may_destroy_your_own_creature_to_bring_it_home():
    state = battle("bastion boom baron", "bastion brute", ("zombie", ""), mana=9)
    state.apply(0, Cast("boom", 0, 0, 0))
    assert hand(state, 0) == ["bastion", "baron", "zombie", "boom"]


def test_a_spell_comes_back_after_the_creatures_it_destroyed_are_ordered():
    state = battle("bastion cyclone baron", "bastion brute", ("zombie microctopus", "gnome"),
                   mana=9)
    state.apply(0, Cast("cyclone", 0, 0, 0))
    assert state.actors() == (0,) and state.pending is not None
    state.apply(0, Return("gnome"))
    state.apply(0, Return("zombie"))
    assert hand(state, 0) == ["bastion", "baron", "gnome", "zombie", "microctopus", "cyclone"]


def test_while_a_spell_could_be_cast_the_assault_waits_for_each_attack():
    state = battle("bastion boom baron", "bastion brute baron", ("zombie partisan", ""),
                   ("brigand", ""), mana=9)
    state.apply(0, ASSAULT)
    assert STRIKE in state.legal_actions(0)
    state.apply(0, STRIKE)
    state.apply(0, STRIKE)
    assert state.legal_actions(0)[-1] == END
    with pytest.raises(IllegalAction, match="every creature has attacked"):
        state.apply(0, STRIKE)
    state.apply(0, END)
    assert state.active == 1


def test_a_sprinting_creature_carries_its_bonus_to_the_fortress():
    state = battle("bastion grrr", "bastion brute ogre baron troll grrr zombie",
                   ("baron+new reptile", ""))
    state.apply(0, ASSAULT)
    assert state.health(1) == 4 and row(state, 0, 0) == ["reptile", "baron"]


def test_wrong_moves_are_refused_with_a_reason_and_change_nothing():
    state = battle("bastion troll baron grrr", "bastion brute", mana=5)
    before = snapshot(state)
    for action, reason in [(Summon("troll", 0), "costs 6 mana"),
                           (Summon("brute", 0), "not in your hand"),
                           (Summon("nothing", 0), "no card"),
                           (Summon("baron", 2), "top row or the bottom row"),
                           (Cast("baron", 0, 0, 0), "is a creature"),
                           (STRIKE, "first end the summoning")]:
        with pytest.raises(IllegalAction, match=reason):
            state.apply(0, action)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, ASSAULT)
    names = Names.same(["Ann", "Bob"], viewer=1)  # the seat is named, never numbered
    assert refused.value.get("en", names, GAME.message_args) == "it is Ann's turn"
    assert refused.value.get("ru", names, GAME.message_args) == "сейчас ходит Ann"
    assert snapshot(state) == before


# -- formats ------------------------------------------------------------------------------------


def test_the_draft_goes_one_two_one_and_alternates_who_picks_first():
    state = GAME.new(2, {"format": "draft"}, seed=8)
    order = []
    while state.phase == "draft":
        seat = state.actors()[0]
        order.append(seat)
        assert len(state.view(1 - seat)["setup"]["revealed"]) in (4, 3, 2)
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [0, 1, 1, 1, 0, 0] * 2
    assert len(state.hands[0]) == len(state.hands[1]) == 9 and len(state.aside) == 16


def test_constructed_bans_one_then_two_then_one_and_hides_choices_until_revealed():
    state = GAME.new(2, {"format": "constructed"}, seed=2)
    for seat in (0, 1):
        for _ in range(10):
            assert state.view(1 - seat)["setup"]["picks"][seat] is None
            state.apply(seat, state.legal_actions(seat)[seat])
    seen = state.view(1)["setup"]
    assert seen["picks"][0] is not None and state.view(0)["setup"]["picks"][1] is None
    bans = []
    while state.phase == "ban":
        seat = state.actors()[0]
        bans.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert bans == [1, 0, 0, 1]
    assert len(state.hands[0]) == len(state.hands[1]) == 9
    with pytest.raises(IllegalAction):
        state.apply(state.active, Ban("troll"))
    with pytest.raises(IllegalAction):
        state.apply(state.active, Take("troll"))


# -- what is seen -------------------------------------------------------------------------------


def test_the_other_hand_shows_only_cards_whose_place_was_seen():
    state = GAME.new(2, seed=1)
    state.apply(0, ChooseDeck(1))
    state.apply(1, ChooseDeck(3))
    view = state.view(0)
    assert view["hands"][1][0] == "bastion" and view["hands"][1][1:] == [None] * 8
    assert sorted(view["hidden"][1]) == sorted(state.deck.key(c) for c in state.deck.decks[2])
    assert None not in view["hands"][0]
    other = state.determinize(0, random.Random(3))
    assert other.view(0) == view and other.hands[1] != state.hands[1]


def test_the_four_leftmost_cards_are_in_reach_the_bastion_not_counted():
    state = battle("boom fort baron grrr zombie troll", "bastion brute")
    assert [state.deck.key(c) for c in state.reach(0)] == ["boom", "baron", "grrr", "zombie"]
    state = battle("boom baron grrr zombie troll bastion", "bastion brute")
    assert [state.deck.key(c) for c in state.reach(0)] == ["boom", "baron", "grrr", "zombie"]
    state.hands[1] = []  # the solo automaton holds no hand at all
    assert state.reach(1) == []
