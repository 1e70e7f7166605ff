"""The decks: shipped data loads and is sound; a user's broken deck file fails with one line
naming the file, the card and the field."""

from __future__ import annotations

import pytest

from koloda.core import DataError, SetupError
from koloda.games.scattergories import GAME
from koloda.games.scattergories import words as W
from koloda.games.scattergories.decks import load_deck


@pytest.mark.parametrize("language", ["ru", "en"])
def test_each_shipped_deck_has_usable_letters_and_about_sixty_categories(language):
    deck = load_deck(language)
    assert deck.language == language and 55 <= len(deck.categories) <= 70
    unusable = {"ru": set("ЪЬЫЁЙ"), "en": set("QXZ")}[language]
    assert not unusable & set(deck.letters)
    lexicon = W.lexicon(deck)
    for cat in deck.categories:
        assert len(cat.words) >= 30, cat.id
        assert cat.name.en and cat.name.ru
    # the bots can answer most combinations
    covered = sum(bool(lexicon.answers(c, x)) for c in deck.categories for x in deck.letters)
    assert covered >= 0.8 * len(deck.categories) * len(deck.letters)


@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_lexicon_answer_is_a_real_word_by_the_word_checks(language):
    deck = load_deck(language)
    odd = [w for c in deck.categories for w in c.words if not W.is_word(w, language)]
    assert odd == []


def test_word_checks_bring_russian_answers_to_their_dictionary_form_and_spot_gibberish():
    assert W.key("Пирожными", "ru") == W.key("пирожное", "ru")
    assert W.key("Boots", "en") == W.key("boot", "en")
    assert W.is_word("шоколадный пудинг", "ru") and not W.is_word("квакозябра", "ru")
    assert W.is_word("apple pie", "en") and not W.is_word("blorfit", "en")
    assert W.starts_with("  «Ёлка»", "Е", "ru") and W.starts_with("The Nile", "N", "en")


def write(tmp_path, text):
    path = tmp_path / "deck.toml"
    path.write_text(text, "utf-8")
    return str(path)


GOOD_HEAD = '[deck]\nlanguage = "en"\nletters = "A B"\n'


@pytest.mark.parametrize(("text", "where", "what"), [
    ('[deck]\nlanguage = "fr"\nletters = "A"\n[[categories]]\nid="x"\nen="X"\nru="Х"\n',
     "field 'language'", "one of"),
    ('[deck]\nlanguage = "en"\nletters = "A AB"\n', "field 'letters'", "single letters"),
    (GOOD_HEAD + '[[categories]]\nid="x"\nen="X"\n', "category 1 (x), field 'ru'", "non-empty"),
    (GOOD_HEAD + '[[categories]]\nid="x"\nen="X"\nru="Х"\ncolour="red"\n',
     "category 1, field colour", "unknown field"),
    (GOOD_HEAD + '[[categories]]\nid="x"\nen="X"\nru="Х"\n[[categories]]\nid="x"\nen="Y"\nru="У"\n',
     "category 2 (x), field 'id'", "unique"),
    ("not = [toml", "file", "not valid TOML"),
])
def test_a_broken_deck_file_names_the_file_the_card_and_the_field(tmp_path, text, where, what):
    path = write(tmp_path, text)
    with pytest.raises(DataError) as info:
        load_deck("en", path)
    message = str(info.value)
    assert message.startswith(path) and where in message and what in message
    assert "\n" not in message and info.value.get("ru") != message


def test_a_deck_of_ones_own_is_played_when_the_option_names_it(tmp_path):
    path = write(tmp_path, GOOD_HEAD + '[[categories]]\nid="pets"\nen="Pets"\nru="Питомцы"\n'
                 'words="alpaca, budgie"\n[[categories]]\nid="tools"\nen="Tools"\nru="Инстр."\n')
    state = GAME.new(2, {"language": "en", "deck_file": path}, seed=1)
    assert state.view(0)["letters_left"] == 2 and state.view(0)["categories_left"] == 2
    with pytest.raises(SetupError, match="en deck, not ru"):
        GAME.new(2, {"language": "ru", "deck_file": path})
