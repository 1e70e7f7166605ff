"""Every answer of the publisher's FAQ is a ruling: one test each, named after the question."""

from __future__ import annotations

import pytest

from koloda.core import IllegalAction
from koloda.core.conformance import snapshot
from koloda.games.clash_of_decks import GAME
from koloda.games.clash_of_decks.actions import Choose

from .helpers import ASSAULT, Cast, Return, Summon, attacks, battle, hand, row

# -- general questions ------------------------------------------------------------------------


def test_one_starter_set_serves_a_draft_while_constructed_needs_one_set_each():
    draft = GAME.new(2, {"format": "draft"}, seed=3)
    assert sorted(draft.cards()) == list(range(32))  # one set
    constructed = GAME.new(2, {"format": "constructed"}, seed=3)
    assert sorted(constructed.cards()) == sorted(list(range(32)) * 2)  # a set for each player
    for _ in range(10):
        constructed.apply(0, constructed.legal_actions(0)[0])
    # the second player may bring the very cards the first one chose
    assert constructed.is_legal(1, Choose("aberration")) and "aberration" in [
        constructed.deck.key(c) for c in constructed.picks[0]]


def test_a_destroyed_creature_leaves_its_row_and_the_others_move_up_at_once():
    state = battle("bastion baron", "bastion grrr", ("brute microctopus", ""),
                   ("zombie brigand", ""))
    events = state.apply(0, ASSAULT)
    # Microctopus (farther) destroys Zombie; Brigand moves up at once and Brute's hit meets it
    assert attacks(events) == ["microctopus", "brute"]
    assert row(state, 1, 0) == ["brigand"]
    assert "zombie" in hand(state, 1)


def test_summoning_nothing_is_allowed():
    state = battle("bastion baron brute", "bastion grrr brute")
    state.apply(0, ASSAULT)
    assert state.active == 1 and row(state, 0, 0) == [] and row(state, 0, 1) == []


def test_not_every_card_may_be_played_one_must_stay_in_the_hand():
    state = battle("bastion baron brute", "bastion grrr brute", mana=9)
    state.apply(0, Summon("baron", 0))
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="at least one card must stay"):
        state.apply(0, Summon("brute", 1))
    assert snapshot(state) == before
    assert not any(isinstance(a, Summon) for a in state.legal_actions(0))


def test_a_played_card_lets_the_fifth_card_move_up_at_once():
    state = battle("bastion zombie grrr assassin vortex baron", "bastion grrr", mana=9)
    with pytest.raises(IllegalAction, match="four leftmost"):
        state.apply(0, Summon("baron", 0))
    state.apply(0, Summon("zombie", 0))
    state.apply(0, Summon("baron", 1))  # now fourth from the left: playable this same phase
    assert row(state, 0, 1) == ["baron"]


def test_the_bastion_does_not_count_among_the_four_leftmost_cards():
    state = battle("zombie grrr bastion assassin vortex baron", "bastion grrr", mana=9)
    assert {a.card for a in state.legal_actions(0) if isinstance(a, Summon)} == {
        "zombie", "grrr", "assassin", "vortex"}


def test_creatures_are_placed_only_at_the_far_end_of_a_row():
    state = battle("bastion zombie grrr baron", "bastion brute", ("baron:0", ""), mana=9)
    state.apply(0, Summon("zombie", 0))
    state.apply(0, Summon("grrr", 0))
    assert row(state, 0, 0) == ["baron", "zombie", "grrr"]


def test_damage_beyond_a_creatures_health_is_lost():
    state = battle("bastion baron", "bastion grrr brute", ("brute", ""), ("zombie", ""))
    state.apply(0, ASSAULT)
    assert row(state, 1, 0) == [] and state.health(1) == 3  # 5 damage on a 1-health Zombie


def test_cards_played_left_of_the_bastion_move_it_left_and_returns_heal_it():
    state = battle("zombie grrr bastion baron", "bastion brute baron grrr", mana=9)
    state.apply(0, Summon("zombie", 0))
    assert hand(state, 0) == ["grrr", "bastion", "baron"] and state.health(0) == 1
    state.apply(0, ASSAULT)
    state.apply(1, Summon("brute", 0))
    state.apply(1, ASSAULT)
    state.apply(0, ASSAULT)  # nothing of player 1's attacks; player 2's Brute is new
    events = state.apply(1, ASSAULT)
    assert attacks(events) == ["brute"]
    assert hand(state, 0) == ["grrr", "bastion", "baron", "zombie"] and state.health(0) == 2


def test_the_more_creatures_in_play_the_less_health_and_mana():
    state = battle("bastion zombie grrr baron brute", "bastion ogre grrr", mana=9)
    assert state.health(0) == 4
    state.apply(0, Summon("zombie", 0))
    state.apply(0, Summon("grrr", 1))
    assert state.health(0) == 2
    state.apply(0, ASSAULT)
    state.apply(1, ASSAULT)
    assert state.active == 0 and state.mana == 3  # Bastion, Baron, Brute


def test_damage_past_the_bastion_does_not_reach_the_fort():
    state = battle("bastion baron", "bastion grrr brute", ("brute", ""))
    state.apply(0, ASSAULT)  # 5 damage, the Bastion could take 2
    assert hand(state, 1) == ["fort", "grrr", "brute"] and state.health(1) == 2


def test_spells_are_cast_in_the_summoning_or_the_assault_phase_and_come_back_rightmost():
    state = battle("bastion boom baron brute", "bastion grrr", ("zombie", ""),
                   ("baron", "brigand"), mana=9)
    state.apply(0, Cast("boom", 1, 0, 0))
    assert hand(state, 0) == ["bastion", "baron", "brute", "boom"]
    state.apply(0, ASSAULT)
    assert state.phase == "assault"  # the assault waits: a spell could still be cast
    state.apply(0, Cast("boom", 1, 1, 0))
    assert state.rows[1][1][0].damage == 1 and hand(state, 0)[-1] == "boom"


def test_a_spell_may_be_cast_twice_a_turn_with_five_cards_or_fewer():
    state = battle("bastion boom baron brute", "bastion grrr", their_rows=("brigand", ""),
                   mana=9)
    state.apply(0, Cast("boom", 1, 0, 0))
    state.apply(0, Cast("boom", 1, 0, 0))
    assert state.rows[1][0][0].damage == 2 and state.mana == 7
    six = battle("bastion boom baron brute grrr zombie", "bastion grrr",
                 their_rows=("brigand", ""), mana=9)
    six.apply(0, Cast("boom", 1, 0, 0))  # back as the fifth card: out of reach this turn
    with pytest.raises(IllegalAction, match="four leftmost"):
        six.apply(0, Cast("boom", 1, 0, 0))


def test_spells_act_at_once_unlike_newly_summoned_creatures():
    state = battle("bastion boom baron", "bastion grrr", their_rows=("zombie", ""), mana=9)
    state.apply(0, Cast("boom", 1, 0, 0))
    assert row(state, 1, 0) == [] and hand(state, 1)[-1] == "zombie"


def test_abilities_are_not_optional():
    # Sprint moves the Reptile to the bridge although the Baron would shield it there
    state = battle("bastion grrr", "bastion grrr", ("baron reptile", ""), ("brigand", ""))
    state.apply(0, ASSAULT)
    assert row(state, 0, 0) == ["reptile", "baron"]


def test_the_owner_orders_creatures_destroyed_together():
    state = battle("bastion grrr", "bastion brute", ("abomination", ""),
                   ("zombie grrr", "partisan"))
    state.apply(0, ASSAULT)
    assert state.actors() == (1,)
    assert {a.card for a in state.legal_actions(1)} == {"zombie", "grrr", "partisan"}
    with pytest.raises(IllegalAction, match="choosing the order"):
        state.apply(0, ASSAULT)
    state.apply(1, Return("grrr"))
    state.apply(1, Return("partisan"))  # the last one follows by itself
    assert hand(state, 1) == ["bastion", "brute", "grrr", "partisan", "zombie"]
    assert state.active == 1  # player 1's turn ended once the cards were home


# -- abilities --------------------------------------------------------------------------------


def test_shards_and_pierce_still_hit_around_a_protected_target():
    state = battle("bastion grrr", "bastion brute", ("abomination", ""),
                   ("lieutenant zombie", "grrr"))
    state.apply(0, ASSAULT)
    state.apply(1, Return("zombie"))
    assert row(state, 1, 0) == ["lieutenant"] and state.rows[1][0][0].damage == 0
    assert row(state, 1, 1) == []


def test_pierce_with_nobody_behind_does_not_reach_the_fortress():
    state = battle("bastion grrr", "bastion brute baron", ("revenant", ""), ("baron", ""))
    state.apply(0, ASSAULT)
    assert state.health(1) == 2 and state.rows[1][0][0].damage == 0  # healed at the end


def test_pierce_does_not_follow_a_shards_hit():
    state = battle("bastion grrr", "bastion brute", ("abomination", ""),
                   ("martyr", "brigand baron"))
    events = state.apply(0, ASSAULT)
    hit = [e for e in events if e.kind == "attack"]
    assert len(hit) == 1
    # Brigand (shards) takes 6 and is destroyed; Baron behind it is untouched
    assert row(state, 1, 1) == ["baron"]


def test_shards_and_pierce_do_nothing_when_the_attack_hits_the_fortress():
    state = battle("bastion grrr", "bastion brute baron grrr zombie ogre partisan brigand",
                   ("abomination", ""), ("", "zombie:0"))
    state.apply(0, ASSAULT)
    assert state.health(1) == 1 and row(state, 1, 1) == ["zombie"]


def test_rage_does_not_let_a_new_creature_attack_the_fortress():
    state = battle("bastion partisan gnome baron", "bastion brute", their_rows=("", "zombie"),
                   mana=9)
    state.apply(0, Summon("partisan", 0))  # nobody in the top row: it cannot attack
    state.apply(0, Summon("gnome", 1))  # a creature faces it: Rage lets it attack
    events = state.apply(0, ASSAULT)
    assert attacks(events) == ["gnome"] and state.health(1) == 2  # 1, and Zombie came back


def test_immunity_creatures_can_be_targeted_by_spells_without_effect():
    state = battle("bastion annihilation baron", "bastion brute", their_rows=("revenant", ""),
                   mana=9)
    assert Cast("annihilation", 1, 0, 0) in state.legal_actions(0)
    state.apply(0, Cast("annihilation", 1, 0, 0))
    assert row(state, 1, 0) == ["revenant"] and state.rows[1][0][0].damage == 0
    assert state.mana == 5


def test_sprint_attacks_only_once_a_turn():
    state = battle("bastion grrr", "bastion brute", ("baron reptile", ""), ("brigand", ""))
    events = state.apply(0, ASSAULT)
    assert attacks(events) == ["reptile", "baron"]
    assert [e.data["damage"] for e in events if e.kind == "attack"] == [2, 3]


def test_the_sprint_bonus_lasts_until_the_end_of_the_assault():
    # Aberration passes two creatures (+2), destroys Zombie and Grrr with Pierce, and Berserk
    # sends it at the Bastion still carrying the +2
    # (Baron and Brute were summoned this turn: they do not attack)
    state = battle("bastion grrr", "bastion brute ogre baron troll",
                   ("baron+new brute+new aberration", ""), ("zombie grrr", ""))
    events = state.apply(0, ASSAULT)
    assert [e.data["damage"] for e in events if e.kind == "attack"] == [4]
    events = state.apply(1, Return("grrr"))
    assert [e.data["damage"] for e in events if e.kind == "attack"] == [4]
    assert state.health(1) == 2  # 4 before, +2 returned, -4 from the second attack


def test_berserk_that_destroys_the_last_creature_of_a_row_attacks_the_fortress():
    state = battle("bastion grrr", "bastion brute baron grrr zombie", ("ogre", ""),
                   ("zombie", ""))
    state.apply(0, ASSAULT)
    assert attacks(state.apply(1, ASSAULT)) == [] and state.health(1) == 1  # 4+1 returned-4


def test_berserk_with_rage_summoned_this_turn_does_not_go_on_to_the_fortress():
    state = battle("bastion gnome baron", "bastion brute baron", their_rows=("zombie", ""),
                   mana=9)
    state.apply(0, Summon("gnome", 0))
    events = state.apply(0, ASSAULT)
    assert attacks(events) == ["gnome"] and state.health(1) == 3


def test_berserk_does_not_attack_again_after_destroying_the_bastion():
    state = battle("bastion grrr", "bastion brute baron grrr", ("ogre", ""))
    events = state.apply(0, ASSAULT)
    assert attacks(events) == ["ogre"]
    assert hand(state, 1) == ["fort", "brute", "baron", "grrr"]


def test_an_aura_lasts_only_while_its_creature_stands_next_to_it():
    # Machine (Aura of Protection) shields the Baron next to it; once Zombie destroys the
    # Machine the Baron moves up alone and Brute's hit lands
    shielded = battle("bastion grrr", "bastion brute", ("microctopus", ""),
                      ("baron machine", ""))
    events = shielded.apply(0, ASSAULT)
    assert row(shielded, 1, 0) == ["baron", "machine"]  # 5 damage would destroy it
    assert [e.kind for e in events if e.kind == "protected"] == ["protected"]
    state = battle("bastion grrr", "bastion brute", ("brute zombie", ""), ("machine baron", ""))
    state.apply(0, ASSAULT)
    assert row(state, 1, 0) == [] and hand(state, 1)[-2:] == ["machine", "baron"]


def test_the_aura_creature_does_not_have_its_own_aura():
    state = battle("bastion grrr", "bastion brute", ("zombie", ""), ("machine", ""))
    state.apply(0, ASSAULT)  # no Protection on the Machine itself
    assert row(state, 1, 0) == []
