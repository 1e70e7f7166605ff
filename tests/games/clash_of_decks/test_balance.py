"""The balance study's data (`balance.py`), the difficulty prices the lobby reads from the option
schema, and the heuristic bot's fixed-deck parameter."""

from __future__ import annotations

import itertools

import pytest

from koloda.bots.registry import make_bot
from koloda.core import KolodaError, Perspective, SetupError, options_schema
from koloda.games.clash_of_decks import GAME, SOLO, SoloOptions
from koloda.games.clash_of_decks.actions import ChooseDeck
from koloda.games.clash_of_decks.balance import DECK_ENTRANTS, LEVEL_CONFIGS
from koloda.games.clash_of_decks.solo import AI_ABILITIES, points


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
    # Options of other games are unchanged: no point keys at all.
    assert all("points" not in o and "points_total" not in o
               for o in options_schema(GAME.Options))


def test_a_bad_combination_is_refused_with_one_line_in_both_languages():
    with pytest.raises(SetupError) as err:
        SOLO.options({"level": 3, "constant_mana": 7})
    assert "add up to 1 points, but level 3 (hard) needs exactly 3" in err.value.reason.en
    assert "\n" not in err.value.reason.en and "требует ровно 3" in err.value.reason.ru


@pytest.mark.parametrize("deck", [1, 2, 3, 4])
def test_a_deck_entrant_takes_its_own_deck_from_either_seat(deck):
    spec = DECK_ENTRANTS[deck - 1].seat
    state = GAME.new(2, None, seed=1)
    bot = make_bot(spec, GAME, 0)
    assert bot.act(Perspective(state, 0)) == ChooseDeck(deck)
    other = 1 if deck != 1 else 2
    state.apply(0, ChooseDeck(other))
    assert bot.act(Perspective(state, 1)) == ChooseDeck(deck)


def test_a_bad_deck_parameter_is_one_clear_error():
    with pytest.raises(KolodaError) as err:
        make_bot("heuristic:deck=5", GAME, 0)
    assert "deck=1 to deck=4" in err.value.reason.en and "\n" not in err.value.reason.en
