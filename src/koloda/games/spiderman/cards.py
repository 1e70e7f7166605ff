"""Spider-Man card sets: TOML data, validated on load.

The real card list is not public, so cards are data: the package ships an invented default set
(`default.toml`) and a game option names a player's own file. Every error names the file, the card
and the field. The format is documented in the rules page (`rules.en.md`, "Card files").
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from koloda.core import DataError, Text, given, text

#: the three symbols printed on every character card, in the order cards store them
SYMBOLS: tuple[str, ...] = ("heroism", "villainy", "danger")
SYMBOL_NAMES: dict[str, Text] = {s: text("spiderman_dark-symbol", symbol=s) for s in SYMBOLS}
KINDS = ("hero", "villain", "bonus")
DEFAULT_FILE = "default.toml"
MAX_SCORE = 9999
MAX_SYMBOLS = 9
_ID = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")


@dataclass(frozen=True, slots=True)
class Category:
    """A named score category printed on every card (Power, Speed...)."""

    id: str
    name: Text


@dataclass(frozen=True, slots=True)
class SpiderCard:
    """One card: its scores in the set's categories and its counts of the three symbols."""

    id: int
    key: str
    name: Text
    kind: str
    scores: tuple[int, ...]
    symbols: tuple[int, int, int]

    @property
    def bonus(self) -> bool:
        return self.kind == "bonus"

    @property
    def best(self) -> int:
        """The highest score on the card (what Battle of Strength compares)."""
        return max(self.scores)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "key": self.key, "name": self.name.to_json(), "kind": self.kind,
                "scores": list(self.scores), "symbols": list(self.symbols)}


@dataclass(frozen=True)
class CardSet:
    """A validated card set; card ids are positions in `cards`."""

    name: Text
    default: bool
    source: str
    categories: tuple[Category, ...]
    cards: tuple[SpiderCard, ...]
    by_key: dict[str, int] = field(repr=False, compare=False, default_factory=dict)

    def category_index(self, category_id: str) -> int | None:
        for i, c in enumerate(self.categories):
            if c.id == category_id:
                return i
        return None

    @functools.cached_property
    def catalog(self) -> dict[str, Any]:
        """The catalogue every view carries, so front ends and bots can draw and weigh any card.
        Built once and shared by all views (read it, never change it)."""
        return self.to_json()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name.to_json(),
            "default": self.default,
            "categories": [{"id": c.id, "name": c.name.to_json()} for c in self.categories],
            "symbols": [{"id": s, "name": SYMBOL_NAMES[s].to_json()} for s in SYMBOLS],
            "cards": [c.to_json() for c in self.cards],
        }


def load_card_set(path: str = "") -> CardSet:
    """The card set in the TOML file at `path`, or the shipped default set when `path` is empty.

    This is the game's only file read; it raises `DataError` for a missing or invalid file.
    """
    if not path:
        toml = resources.files(__package__).joinpath(DEFAULT_FILE).read_text(encoding="utf-8")
        return parse_card_set(toml, DEFAULT_FILE)
    try:
        toml = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(text("spiderman-data-unreadable", path=path, reason=str(exc))) from exc
    return parse_card_set(toml, path)



@functools.lru_cache(maxsize=16)
def parse_card_set(toml: str, source: str) -> CardSet:
    """Parse and validate a card set written in TOML; `source` names it in errors."""
    try:
        data = tomllib.loads(toml)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(text("spiderman-data-not-toml", source=source, reason=str(exc))) from exc
    return _Parser(source).card_set(data)


def _field(where: Text | str, name: str) -> Text:
    return text("spiderman-data-field", where=where, field=repr(name))


def _card(key: str, i: int) -> Text:
    """A card entry in errors, by its key and its place in the file."""
    return text("spiderman-data-card", key=repr(key), number=str(i + 1))


class _Parser:
    """Walks the TOML tables, checking each field and naming it in the error."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: Text | str, what: Text) -> DataError:
        return DataError.at(self.source, where, what)

    def only(self, table: dict[str, Any], allowed: set[str], where: Text | str) -> None:
        extra = sorted(set(table) - allowed)
        if extra:
            raise self.fail(where, text("spiderman-data-unknown-field", field=repr(extra[0]),
                                        known=", ".join(sorted(allowed))))

    def name(self, table: dict[str, Any], where: Text | str) -> Text:
        """The entry's name in both languages (`en`, `ru`): words of the data."""
        names = []
        for lang in ("en", "ru"):
            value = table.get(lang)
            if not isinstance(value, str) or not value.strip() or len(value) > 60:
                raise self.fail(_field(where, lang),
                                text("spiderman-data-bad-name", value=repr(value)))
            names.append(value.strip())
        return given(names[0], names[1])

    def number(self, value: Any, top: int, where: Text | str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
            raise self.fail(where, text("spiderman-data-bad-number", top=str(top),
                                        value=repr(value)))
        return value

    def card_set(self, data: dict[str, Any]) -> CardSet:
        self.only(data, {"set", "categories", "cards"}, text("spiderman-data-file"))
        head = data.get("set", {})
        where = "[set]"
        if not isinstance(head, dict):
            raise self.fail(where, text("spiderman-data-set-not-table"))
        self.only(head, {"en", "ru", "default"}, where)
        name = self.name(head, where)
        default = head.get("default", False)
        if not isinstance(default, bool):
            raise self.fail(_field(where, "default"), text("spiderman-data-not-bool"))
        categories = self.categories(data.get("categories"))
        raw = data.get("cards")
        if not isinstance(raw, list) or len(raw) < 2:
            raise self.fail("[[cards]]", text("spiderman-data-too-few-cards"))
        cards: list[SpiderCard] = []
        by_key: dict[str, int] = {}
        for i, entry in enumerate(raw):
            card = self.card(entry, i, categories)
            if card.key in by_key:
                raise self.fail(_field(_card(card.key, i), "key"), text("spiderman-data-key-twice"))
            by_key[card.key] = i
            cards.append(card)
        return CardSet(name, default, self.source, categories, tuple(cards), by_key)

    def categories(self, raw: Any) -> tuple[Category, ...]:
        if not isinstance(raw, list) or not 1 <= len(raw) <= 12:
            raise self.fail("[[categories]]", text("spiderman-data-categories"))
        out: list[Category] = []
        for i, entry in enumerate(raw):
            where = text("spiderman-data-category", number=str(i + 1))
            if not isinstance(entry, dict):
                raise self.fail(where, text("spiderman-data-entry-not-table"))
            self.only(entry, {"id", "en", "ru"}, where)
            cid = entry.get("id")
            if not isinstance(cid, str) or not _ID.match(cid):
                raise self.fail(_field(where, "id"), text("spiderman-data-bad-id", id=repr(cid)))
            if any(c.id == cid for c in out):
                raise self.fail(_field(where, "id"), text("spiderman-data-id-twice", id=repr(cid)))
            out.append(Category(cid, self.name(entry, where)))
        return tuple(out)

    def card(self, entry: Any, i: int, categories: tuple[Category, ...]) -> SpiderCard:
        where: Text = text("spiderman-data-card-number", number=str(i + 1))
        if not isinstance(entry, dict):
            raise self.fail(where, text("spiderman-data-entry-not-table"))
        key = entry.get("key")
        if not isinstance(key, str) or not _ID.match(key):
            raise self.fail(_field(where, "key"), text("spiderman-data-bad-key", key=repr(key)))
        where = _card(key, i)
        self.only(entry, {"key", "en", "ru", "kind", "scores", *SYMBOLS}, where)
        name = self.name(entry, where)
        kind = entry.get("kind")
        if kind not in KINDS:
            raise self.fail(_field(where, "kind"), text("spiderman-data-bad-kind",
                                                        kinds=", ".join(KINDS), kind=repr(kind)))
        scores = entry.get("scores")
        if not isinstance(scores, dict):
            raise self.fail(_field(where, "scores"), text("spiderman-data-scores-not-table"))
        self.only(scores, {c.id for c in categories}, _field(where, "scores"))
        values = []
        for c in categories:
            place = _field(where, f"scores.{c.id}")
            if c.id not in scores:
                raise self.fail(place, text("spiderman-data-missing"))
            values.append(self.number(scores[c.id], MAX_SCORE, place))
        symbols = []
        for s in SYMBOLS:
            if s not in entry and kind == "bonus":
                symbols.append(0)  # bonus cards never take part in Battle in the Dark
                continue
            if s not in entry:
                raise self.fail(_field(where, s), text("spiderman-data-missing"))
            symbols.append(self.number(entry[s], MAX_SYMBOLS, _field(where, s)))
        return SpiderCard(i, key, name, kind, tuple(values), (symbols[0], symbols[1], symbols[2]))
