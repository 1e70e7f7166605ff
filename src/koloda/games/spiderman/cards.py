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

from koloda.core import DataError, Text

#: the three symbols printed on every character card, in the order cards store them
SYMBOLS: tuple[str, ...] = ("heroism", "villainy", "danger")
SYMBOL_NAMES: dict[str, Text] = {
    "heroism": Text("heroism", "геройство"),
    "villainy": Text("villainy", "злодейство"),
    "danger": Text("danger", "опасность"),
}
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
        text = resources.files(__package__).joinpath(DEFAULT_FILE).read_text(encoding="utf-8")
        return parse_card_set(text, DEFAULT_FILE)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read the card file {path}: {exc}",
                        f"не удалось прочитать файл карточек {path}: {exc}") from exc
    return parse_card_set(text, path)



@functools.lru_cache(maxsize=16)
def parse_card_set(text: str, source: str) -> CardSet:
    """Parse and validate a card set written in TOML; `source` names it in errors."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{source}: not valid TOML: {exc}",
                        f"{source}: это не TOML: {exc}") from exc
    return _Parser(source).card_set(data)


def _field(where: Text, name: str) -> Text:
    return Text(f"{where.en}, field {name!r}", f"{where.ru}, поле {name!r}")


class _Parser:
    """Walks the TOML tables, checking each field and naming it in the error."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: Text, en: str, ru: str) -> DataError:
        return DataError(f"{self.source}: {where.en}: {en}", f"{self.source}: {where.ru}: {ru}")

    def only(self, table: dict[str, Any], allowed: set[str], where: Text) -> None:
        extra = sorted(set(table) - allowed)
        if extra:
            known = ", ".join(sorted(allowed))
            raise self.fail(where, f"unknown field {extra[0]!r} (known: {known})",
                            f"неизвестное поле {extra[0]!r} (есть: {known})")

    def text(self, table: dict[str, Any], where: Text) -> Text:
        names = []
        for lang in ("en", "ru"):
            value = table.get(lang)
            if not isinstance(value, str) or not value.strip() or len(value) > 60:
                raise self.fail(_field(where, lang),
                                f"needs a name of 1 to 60 characters, got {value!r}",
                                f"нужно название от 1 до 60 символов, а указано {value!r}")
            names.append(value.strip())
        return Text(names[0], names[1])

    def number(self, value: Any, top: int, where: Text) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
            raise self.fail(where, f"must be a whole number from 0 to {top}, got {value!r}",
                            f"должно быть целым числом от 0 до {top}, а указано {value!r}")
        return value

    def card_set(self, data: dict[str, Any]) -> CardSet:
        self.only(data, {"set", "categories", "cards"}, Text("file", "файл"))
        head = data.get("set", {})
        where = Text("[set]", "[set]")
        if not isinstance(head, dict):
            raise self.fail(where, "must be a table", "должно быть таблицей")
        self.only(head, {"en", "ru", "default"}, where)
        name = self.text(head, where)
        default = head.get("default", False)
        if not isinstance(default, bool):
            raise self.fail(_field(where, "default"), "must be true or false",
                            "должно быть true или false")
        categories = self.categories(data.get("categories"))
        raw = data.get("cards")
        if not isinstance(raw, list) or len(raw) < 2:
            raise self.fail(Text("[[cards]]", "[[cards]]"), "a set needs at least 2 cards",
                            "в наборе должно быть не меньше 2 карточек")
        cards: list[SpiderCard] = []
        by_key: dict[str, int] = {}
        for i, entry in enumerate(raw):
            card = self.card(entry, i, categories)
            if card.key in by_key:
                where = Text(f"card {card.key!r} (#{i + 1})", f"карточка {card.key!r} (№{i + 1})")
                raise self.fail(_field(where, "key"), "the key is used twice",
                                "такой ключ уже есть")
            by_key[card.key] = i
            cards.append(card)
        return CardSet(name, default, self.source, categories, tuple(cards), by_key)

    def categories(self, raw: Any) -> tuple[Category, ...]:
        if not isinstance(raw, list) or not 1 <= len(raw) <= 12:
            raise self.fail(Text("[[categories]]", "[[categories]]"),
                            "a set needs 1 to 12 categories",
                            "в наборе должно быть от 1 до 12 категорий")
        out: list[Category] = []
        for i, entry in enumerate(raw):
            where = Text(f"category #{i + 1}", f"категория №{i + 1}")
            if not isinstance(entry, dict):
                raise self.fail(where, "must be a table", "должна быть таблицей")
            self.only(entry, {"id", "en", "ru"}, where)
            cid = entry.get("id")
            if not isinstance(cid, str) or not _ID.match(cid):
                raise self.fail(_field(where, "id"),
                                f"needs a short lowercase id like 'power', got {cid!r}",
                                f"нужен короткий id латиницей, например 'power', а указано {cid!r}")
            if any(c.id == cid for c in out):
                raise self.fail(_field(where, "id"), f"{cid!r} is used twice",
                                f"{cid!r} встречается дважды")
            out.append(Category(cid, self.text(entry, where)))
        return tuple(out)

    def card(self, entry: Any, i: int, categories: tuple[Category, ...]) -> SpiderCard:
        where = Text(f"card #{i + 1}", f"карточка №{i + 1}")
        if not isinstance(entry, dict):
            raise self.fail(where, "must be a table", "должна быть таблицей")
        key = entry.get("key")
        if not isinstance(key, str) or not _ID.match(key):
            raise self.fail(_field(where, "key"),
                            f"needs a short lowercase key like 'spider-man', got {key!r}",
                            f"нужен короткий ключ латиницей, например 'spider-man', а указано {key!r}")
        where = Text(f"card {key!r} (#{i + 1})", f"карточка {key!r} (№{i + 1})")
        self.only(entry, {"key", "en", "ru", "kind", "scores", *SYMBOLS}, where)
        name = self.text(entry, where)
        kind = entry.get("kind")
        if kind not in KINDS:
            raise self.fail(_field(where, "kind"), f"must be one of {', '.join(KINDS)}, got {kind!r}",
                            f"должно быть одним из {', '.join(KINDS)}, а указано {kind!r}")
        scores = entry.get("scores")
        if not isinstance(scores, dict):
            raise self.fail(_field(where, "scores"), "must be a table of category = score",
                            "должно быть таблицей категория = баллы")
        self.only(scores, {c.id for c in categories}, _field(where, "scores"))
        values = []
        for c in categories:
            place = _field(where, f"scores.{c.id}")
            if c.id not in scores:
                raise self.fail(place, "is missing", "не указано")
            values.append(self.number(scores[c.id], MAX_SCORE, place))
        symbols = []
        for s in SYMBOLS:
            if s not in entry and kind == "bonus":
                symbols.append(0)  # bonus cards never take part in Battle in the Dark
                continue
            if s not in entry:
                raise self.fail(_field(where, s), "is missing", "не указано")
            symbols.append(self.number(entry[s], MAX_SYMBOLS, _field(where, s)))
        return SpiderCard(i, key, name, kind, tuple(values), (symbols[0], symbols[1], symbols[2]))
