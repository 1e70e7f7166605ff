"""Scattergories decks: a letter deck and a category deck per language, as data (TOML files in
`data/`, or a user's own file), validated on load with errors that name the file, the card and
the field.

A card is an `int`: letter card `i` is `i`, category card `j` is `len(letters) + j`, so every
physical card of both decks has one id and property tests can count them.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from koloda.core import DataError, Text, given, text
from koloda.games import read_data_file

LANGUAGES = ("ru", "en")
MAX_LETTERS, MAX_CATEGORIES, MAX_WORDS = 60, 500, 2000
CATEGORY_FIELDS = ("id", "en", "ru", "words", "tags")


@dataclass(frozen=True)
class Category:
    """One category card: its id, its name in both languages, its lexicon and tag hints."""

    id: str
    name: Text
    words: tuple[str, ...]
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Deck:
    """Both decks of one language."""

    source: str
    language: str
    name: Text
    letters: tuple[str, ...]
    categories: tuple[Category, ...]

    @property
    def size(self) -> int:
        """How many cards both decks hold together."""
        return len(self.letters) + len(self.categories)

    def is_letter(self, card: int) -> bool:
        return card < len(self.letters)

    def letter(self, card: int) -> str:
        return self.letters[card]

    def category(self, card: int) -> Category:
        return self.categories[card - len(self.letters)]

    def label(self, card: int) -> Text:
        """A card for people: the letter itself, or the category's name."""
        if self.is_letter(card):
            return given(self.letters[card], self.letters[card])
        return self.category(card).name

    def code(self, card: int) -> str:
        """A card in views and setups: the letter, or the category's id."""
        return self.letters[card] if self.is_letter(card) else self.category(card).id

    def card_of(self, code: str) -> int:
        """The card with this code (a letter or a category id); `DataError` if none."""
        for i, letter in enumerate(self.letters):
            if letter == code.upper():
                return i
        for j, cat in enumerate(self.categories):
            if cat.id == code:
                return len(self.letters) + j
        raise DataError(text("scattergories-data-no-card", source=self.source, code=repr(code)))


_fail = DataError.at


def _text(source: str, where: str, entry: dict[str, Any], name: str) -> str:
    value = entry.get(name)
    if not isinstance(value, str) or not value.strip():
        raise _fail(source, DataError.field(where, repr(name)), text("scattergories-data-empty-text"))
    return value.strip()


def split_words(text: str) -> tuple[str, ...]:
    """A lexicon string ("apple, apricot, ...") as its entries, trimmed and lower-cased."""
    return tuple(w for w in (" ".join(p.split()).lower() for p in text.split(",")) if w)


def parse_deck(data: dict[str, Any], source: str) -> Deck:
    """Validate parsed TOML and build the decks; `DataError` names file, card and field."""
    unknown = set(data) - {"deck", "categories"}
    if unknown:
        raise _fail(source, "top level", text("scattergories-data-unknown-sections",
                                              sections=", ".join(sorted(unknown))))
    head = data.get("deck")
    if not isinstance(head, dict):
        raise _fail(source, "[deck]", text("scattergories-data-no-deck"))
    language = head.get("language")
    if language not in LANGUAGES:
        raise _fail(source, DataError.field("[deck]", "'language'"),
                    text("scattergories-data-language", languages=", ".join(LANGUAGES)))
    letters = tuple(str(head.get("letters", "")).upper().split())
    if not 1 <= len(letters) <= MAX_LETTERS or any(len(x) != 1 or not x.isalpha() for x in letters):
        raise _fail(source, DataError.field("[deck]", "'letters'"),
                    text("scattergories-data-letters", most=str(MAX_LETTERS)))
    if len(set(letters)) != len(letters):
        raise _fail(source, DataError.field("[deck]", "'letters'"), text("scattergories-data-letter-twice"))
    name = given(str(head.get("name_en", source)), str(head.get("name_ru", source)))
    entries = data.get("categories")
    if not isinstance(entries, list) or not entries or len(entries) > MAX_CATEGORIES:
        raise _fail(source, "[[categories]]",
                    text("scattergories-data-categories", most=str(MAX_CATEGORIES)))
    categories: list[Category] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries, 1):
        where = f"category {index}"
        if not isinstance(entry, dict):
            raise _fail(source, where, text("scattergories-data-not-table"))
        DataError.check_fields(source, where, entry, CATEGORY_FIELDS)
        cid = _text(source, where, entry, "id")
        where = f"category {index} ({cid})"
        if cid in seen or not cid.isidentifier():
            raise _fail(source, DataError.field(where, "'id'"), text("scattergories-data-id"))
        seen.add(cid)
        words = split_words(entry.get("words", "")) if isinstance(entry.get("words", ""), str) else ()
        if not isinstance(entry.get("words", ""), str) or len(words) > MAX_WORDS:
            raise _fail(source, DataError.field(where, "'words'"),
                        text("scattergories-data-words", most=str(MAX_WORDS)))
        tags = entry.get("tags", [])
        if not isinstance(tags, list) or not all(isinstance(t, str) and t for t in tags):
            raise _fail(source, DataError.field(where, "'tags'"), text("scattergories-data-tags"))
        categories.append(Category(cid, given(_text(source, where, entry, "en"),
                                              _text(source, where, entry, "ru")),
                                   tuple(dict.fromkeys(words)), tuple(tags)))
    return Deck(source, language, name, letters, tuple(categories))


_shipped: dict[str, Deck] = {}


def load_deck(language: str = "ru", path: str = "") -> Deck:
    """The shipped deck of `language`, or the deck in the TOML file `path` when one is given.

    The game's only file reads (each shipped deck is read once and kept).
    """
    if not path:
        if language not in _shipped:
            name = f"{language}.toml"
            data = resources.files(__package__).joinpath("data").joinpath(name).read_text("utf-8")
            _shipped[language] = parse_deck(tomllib.loads(data), name)
        return _shipped[language]
    data = read_data_file(path)
    return parse_deck(data, path)
