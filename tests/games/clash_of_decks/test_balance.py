"""The balance study's data (`balance.py`), the difficulty prices the lobby reads from the option
schema, and duel decks fixed in advance (the deck match-up study's way to pair decks)."""

from __future__ import annotations

import itertools

import pytest

from koloda.core import SetupError, options_schema
from koloda.games.clash_of_decks import GAME, SOLO, SoloOptions
from koloda.games.clash_of_decks.actions import ChooseDeck
from koloda.games.clash_of_decks.balance import DECK_ENTRANTS, LEVEL_CONFIGS
from koloda.games.clash_of_decks.cards import card_set
from koloda.games.clash_of_decks.game import AI_ABILITIES, points


def test_every_level_has_fixed_settings_that_add_up_to_it():
    assert sorted(LEVEL_CONFIGS) == [0, 1, 2, 3, 4, 5]
    for level, settings in LEVEL_CONFIGS.items():
        assert len(settings) >= 2, level
        labels = [s.label.en for s in settings]
        assert len(set(labels)) == len(labels)
        for s in settings:
            opts = SOLO.options(s.options)  # refused unless the points add up
            assert opts.level == level and points(opts) == level, s.label.en
            assert s.label.ru and s.label.ru != s.label.en


def _rulebook_points(o: SoloOptions) -> int:
    # The rulebook's prices written out once more, independently of the option metadata.
    return ((2 if o.variable_mana == 2 else 0) + (o.constant_mana - 6) + (1 if o.ai_first else 0)
            - (1 if o.no_bastion else 0) + (2 if o.weaker_attacks else 0)
            + (0 if o.ai_ability == "none" else 1))


def test_the_prices_on_the_options_are_the_rulebooks_for_every_combination():
    for vm, cm, first, nob, weak, ab in itertools.product(
            (1, 2), range(6, 11), (False, True), (False, True), (False, True), AI_ABILITIES):
        o = SoloOptions(level=0, variable_mana=vm, constant_mana=cm, ai_first=first,
                        no_bastion=nob, weaker_attacks=weak, ai_ability=ab)
        assert points(o) == _rulebook_points(o)


def test_the_option_schema_carries_each_values_price_and_the_total():
    schema = {o["name"]: o for o in options_schema(SoloOptions)}
    assert schema["level"].get("points_total") is True and "points" not in schema["level"]
    assert schema["weaker_attacks"]["points"] == [[True, 2]]
    assert schema["no_bastion"]["points"] == [[True, -1]]
    assert dict(map(tuple, schema["constant_mana"]["points"]))[9] == 3
    assert [v for v, _ in schema["ai_ability"]["points"]] == list(AI_ABILITIES[1:])
    # The duel's options carry no prices at all.
    assert all("points" not in o and "points_total" not in o
               for o in options_schema(GAME.Options))


def test_a_bad_combination_is_refused_with_one_line_in_both_languages():
    with pytest.raises(SetupError) as err:
        SOLO.options({"level": 3, "constant_mana": 7})
    assert "add up to 1 points, but level 3 (hard) needs exactly 3" in err.value.reason.en
    assert "\n" not in err.value.reason.en and "требует ровно 3" in err.value.reason.ru


@pytest.mark.parametrize("first, second", [(1, 3), (4, 2)])
def test_decks_fixed_in_advance_are_taken_at_once_and_the_battle_begins(first, second):
    state = GAME.new(2, {"deck_1": first, "deck_2": second}, seed=4)
    assert state.decks_taken == [first, second] and state.phase == "summon"
    deck = card_set()
    for seat, number in ((0, first), (1, second)):
        assert sorted(c for c in state.hands[seat] if c >= 0) == sorted(deck.decks[number - 1])
    # The same seed with the decks chosen at the table gives the same battle.
    chosen = GAME.new(2, None, seed=4)
    chosen.apply(0, ChooseDeck(first))
    chosen.apply(1, ChooseDeck(second))
    assert chosen.hands == state.hands and chosen.first == state.first


@pytest.mark.parametrize("options, words", [
    ({"deck_1": 2}, "fix both decks in advance (deck_1 and deck_2) or neither"),
    ({"deck_1": 2, "deck_2": 2}, "both players cannot take deck 2"),
    ({"format": "draft", "deck_1": 1, "deck_2": 2}, "need format=preconstructed, not draft"),
])
def test_fixed_decks_that_make_no_legal_pair_are_refused(options, words):
    with pytest.raises(SetupError) as err:
        GAME.options(options)
    assert words in err.value.reason.en and err.value.reason.ru


def test_the_deck_entrants_fix_one_deck_from_each_seat():
    assert [e.options for e in DECK_ENTRANTS] == [
        ({"deck_1": n}, {"deck_2": n}) for n in (1, 2, 3, 4)]
    assert [e.label.en for e in DECK_ENTRANTS] == ["deck 1", "deck 2", "deck 3", "deck 4"]
