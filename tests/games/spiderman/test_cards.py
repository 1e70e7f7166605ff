"""Card data: the shipped default set and a player's own file, validated on load."""

from __future__ import annotations

from pathlib import Path

import pytest

from koloda.core import DataError
from koloda.games.spiderman import DARK, STRENGTH, load_card_set
from koloda.games.spiderman.cards import parse_card_set

from .helpers import card_file


def test_default_set_has_forty_characters_and_bonus_cards_in_both_languages():
    cardset = load_card_set()
    characters = [c for c in cardset.cards if not c.bonus]
    bonus = [c for c in cardset.cards if c.bonus]
    assert len(characters) == 40 and 3 <= len(bonus) <= 6
    assert {c.kind for c in characters} == {"hero", "villain"}
    names = {c.name.en for c in cardset.cards} | {c.name.ru for c in cardset.cards}
    assert len(names) == 2 * len(cardset.cards)  # every card has its own name in each language
    assert "Человек-Паук" in names and "Venom" in names
    assert all(100 <= s <= 999 for c in cardset.cards for s in c.scores)
    assert all(0 <= n <= 5 for c in characters for n in c.symbols)
    assert len(cardset.categories) == 5


def test_default_set_is_labelled_as_default():
    cardset = load_card_set()
    assert cardset.default and "default" in cardset.name.en.lower()
    view = STRENGTH.new(2).view(0)
    assert view["catalog"]["default"] is True


def test_card_file_option_plays_with_the_players_own_cards(tmp_path: Path):
    path = card_file(tmp_path, {f"c{i}": (100 + i, 200, i % 4, 1, 2) for i in range(6)})
    state = STRENGTH.new(2, {"card_file": path}, seed=1)
    assert sorted(state.cards()) == list(range(6))
    assert [c["id"] for c in state.view(None)["catalog"]["categories"]] == ["power", "speed"]
    assert len(DARK.new(2, {"card_file": path}).cards()) == 6


GOOD = """[set]
en = "Mine"
ru = "Мой"
[[categories]]
id = "power"
en = "Power"
ru = "Сила"
[[cards]]
key = "one"
en = "One"
ru = "Один"
kind = "hero"
scores = { power = 408 }
heroism = 1
villainy = 0
danger = 2
[[cards]]
key = "two"
en = "Two"
ru = "Два"
kind = "bonus"
scores = { power = 300 }
"""


@pytest.mark.parametrize(("old", "new", "names"), [
    ("power = 408", "power = 'lots'", ["card 'one' (#1)", "scores.power", "whole number"]),
    ("power = 408", "power = 40800", ["card 'one'", "scores.power", "0 to 9999"]),
    ("scores = { power = 300 }", "scores = { }", ["card 'two' (#2)", "scores.power", "missing"]),
    ("heroism = 1\n", "", ["card 'one'", "'heroism'", "missing"]),
    ("danger = 2", "danger = 2\ncolour = 'red'", ["card 'one'", "unknown field 'colour'"]),
    ('kind = "hero"', 'kind = "sidekick"', ["card 'one'", "'kind'", "hero, villain, bonus"]),
    ('key = "two"', 'key = "one"', ["card 'one' (#2)", "'key'", "twice"]),
    ('en = "One"', 'en = ""', ["card 'one'", "'en'"]),
    ('id = "power"', 'id = "Power!"', ["category #1", "'id'"]),
])
def test_errors_name_the_file_the_card_and_the_field(old: str, new: str, names: list[str]):
    text = GOOD.replace(old, new, 1)
    assert text != GOOD
    with pytest.raises(DataError) as info:
        parse_card_set(text, "mine.toml")
    message = str(info.value)
    assert message.startswith("mine.toml: ")
    for part in names:
        assert part in message
    russian = info.value.get("ru")
    assert russian.startswith("mine.toml: ") and ("карточка" in russian or "категория" in russian)


def test_a_good_file_loads():
    cardset = parse_card_set(GOOD, "mine.toml")
    assert [c.key for c in cardset.cards] == ["one", "two"]
    assert cardset.cards[1].bonus and cardset.cards[1].symbols == (0, 0, 0)


def test_bad_toml_and_missing_file_are_data_errors(tmp_path: Path):
    with pytest.raises(DataError, match="mine.toml: not valid TOML"):
        parse_card_set("[[cards]\nkey = ", "mine.toml")
    missing = tmp_path / "nowhere.toml"
    with pytest.raises(DataError, match="cannot read the card file .*nowhere.toml"):
        STRENGTH.new(2, {"card_file": str(missing)})
