"""The solo game: the deal, the automaton's turn exactly as the rulebook runs it, its deck as
its life, its last turn, and the difficulty settings."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core import IllegalAction, SetupError
from koloda.core.conformance import check_playout
from koloda.games.clash_of_decks import SOLO
from koloda.games.clash_of_decks.actions import Take

from .helpers import ASSAULT, Return, _creature, row


def solo(hand: str, deck: str, mine: tuple[str, str] = ("", ""), its: tuple[str, str] = ("", ""),
         options: dict | None = None, **turn):
    def rows(pair):
        return [[_creature(c) for c in r.split()] for r in pair]

    position = {"hand": hand.split(), "rows": [rows(mine), rows(its)], "deck": deck.split(),
                **turn}
    return SOLO.setup(position, options)


def test_the_deal_gives_one_of_four_to_the_player_until_eight_and_twenty_four():
    state = SOLO.new(1, seed=5)
    for _ in range(8):
        assert len(state.view(0)["setup"]["revealed"]) == 4
        with pytest.raises(IllegalAction, match="revealed"):
            state.apply(0, Take("no_such"))
        state.apply(0, state.legal_actions(0)[0])
    assert len(state.hands[0]) == 9 and state.hands[0][0] == -1
    assert len(state.ai_deck) == 24 and state.mana == 6 and state.active == 0


def test_the_automaton_reveals_alternately_until_its_cost_reaches_its_mana():
    # 6 mana + 1 for the player's creature: Zombie 1, Baron 3, Brute 4 -> 8 >= 7, Ogre stays
    state = solo("bastion grrr baron", "zombie baron brute ogre", ("carapace", ""))
    state.apply(0, ASSAULT)
    assert row(state, 1, 0) == ["zombie", "brute"] and row(state, 1, 1) == ["baron"]
    assert [state.deck.key(c) for c in state.ai_deck] == ["ogre"]
    assert state.active == 0


def test_an_automaton_spell_hits_the_creature_nearest_the_bridge_in_its_row():
    state = solo("bastion grrr baron", "boom meteorite zombie ogre brute",
                 ("", "carapace brigand+new"))
    state.apply(0, ASSAULT)
    # Boom (top row) finds no target: discarded, no mana; Meteorite (bottom) destroys Carapace
    # (a spell is no attack for Protection) and pierces Brigand; then Zombie and Ogre: 5+1+4 >= 8
    assert [state.deck.key(c) for c in state.ai_discard] == ["boom", "meteorite"]
    assert row(state, 0, 1) == ["brigand"] and state.rows[0][1][0].damage == 0  # healed
    assert row(state, 1, 0) == ["zombie"] and row(state, 1, 1) == ["ogre"]
    assert state.hands[0][-1] == state.deck.index("carapace")


def test_damage_to_the_automaton_moves_cards_from_its_deck_to_its_discard():
    state = solo("bastion grrr baron", "zombie baron brute ogre grrr partisan", ("brute", ""))
    events = state.apply(0, ASSAULT)  # 5 damage: five cards to the discard before its turn
    hit = next(e for e in events if e.kind == "fortress_hit")
    assert hit.data == {"damage": 5, "milled": 5}
    # its turn then reveals its last card, its Bastion falls and the five come back as its deck
    assert row(state, 1, 0)[0] == "partisan" and state.fort[1] and not state.ai_discard
    assert len(state.ai_deck) + len(row(state, 1, 0)) + len(row(state, 1, 1)) == 6


def test_the_bastion_falls_to_the_fort_with_the_discard_reshuffled_as_the_deck():
    state = solo("bastion grrr baron", "zombie baron", ("brute", ""), discard=["ogre", "troll"])
    state.apply(0, ASSAULT)
    assert state.fort[1] and not state.final_coming  # the rest of the damage was lost


def test_the_automaton_plays_one_last_turn_once_its_fort_shows_and_you_win_by_surviving():
    state = solo("bastion grrr baron partisan zombie", "zombie baron", ("brute", ""), fort=True)
    events = state.apply(0, ASSAULT)  # its last turn runs at once; the player survives it
    assert [e.kind for e in events].count("fort_shows") == 1
    assert [e.data["final"] for e in events if e.kind == "turn"] == [True]
    assert state.outcome().scores == (1.0,)


def test_you_lose_when_your_fort_is_pushed_rightmost():
    state = solo("fort grrr", "ogre", its=("brute", ""))
    state.apply(0, ASSAULT)
    assert state.outcome().scores == (0.0,)


def test_you_order_your_creatures_destroyed_together_during_the_automatons_turn():
    state = solo("bastion grrr baron", "cyclone ogre brute",
                 ("zombie+new gnome+new", "assassin+new"))
    state.apply(0, ASSAULT)
    assert state.actors() == (0,) and state.pending is not None
    state.apply(0, Return("assassin"))
    state.apply(0, Return("gnome"))
    assert [state.deck.key(c) for c in state.hands[0][-3:]] == ["assassin", "gnome", "zombie"]


def test_the_ability_given_to_every_automaton_creature_and_the_weaker_attacks():
    options = {"level": 3, "weaker_attacks": True, "ai_ability": "protection"}
    state = solo("bastion grrr baron", "ogre", ("brute microctopus", ""), ("zombie", ""),
                 options=options)
    events = state.apply(0, ASSAULT)
    kinds = [e.kind for e in events if e.kind in ("protected", "destroyed", "attack")]
    assert kinds[:4] == ["attack", "protected", "attack", "destroyed"]
    assert [e.data["damage"] for e in events if e.kind == "attack"][:2] == [4, 4]


def test_the_difficulty_settings_must_add_up_to_the_level():
    assert SOLO.options({"level": 5, "constant_mana": 8, "variable_mana": 2, "ai_first": True})
    assert SOLO.options({"level": 0, "ai_first": True, "no_bastion": True})
    with pytest.raises(SetupError, match="add up to 2 points, but level 3 \\(hard\\) needs"):
        SOLO.options({"level": 3, "weaker_attacks": True})
    with pytest.raises(SetupError, match="add up to 0 points"):
        SOLO.new(1, {"level": 1})


def test_the_automaton_moving_first_gives_the_player_full_mana():
    state = SOLO.new(1, {"level": 1, "ai_first": True}, seed=3)
    for _ in range(8):
        state.apply(0, state.legal_actions(0)[0])
    assert state.active == 0 and state.turn == 2 and state.mana == 9
    assert sum(len(r) for r in state.rows[1]) >= 1


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1),
       options=st.sampled_from([{}, {"level": 5, "constant_mana": 10, "ai_first": True},
                                {"level": 1, "no_bastion": True, "ai_first": True,
                                 "ai_ability": "berserk"}]))
def test_random_solo_games_keep_the_contract(seed, options):
    check_playout(SOLO, 1, seed, options, deep=seed % 3 == 0)
