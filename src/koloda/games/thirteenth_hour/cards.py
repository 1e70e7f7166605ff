"""13th Hour cards: a card set is data (a TOML file), loaded once into a table of plain ints.

A card is an `int` id indexing its `CardSet`: `points[id]`, `pluses[id]`, `kind[id]`. Every card of
a kind and value is alike, so a card also has a short `code` for setups and tests: ``"3"``,
``"4+"``, ``"5++"`` (numbers with plus symbols), ``"2*"`` (with the card symbol), ``"+"``/``"++"``
(green plus-only cards), ``"hand"``, ``"return"``, ``"limit"`` (13→18).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from typing import Any

from koloda.core import DataError, Message, Text, given, text
from koloda.games import read_data_file

NUMBER, DRAW, BONUS, HAND, RETURN, LIMIT = range(6)
KINDS = ("number", "draw", "bonus", "hand", "return", "limit")
DEFAULT_FILE = "default_cards.toml"

MAX_POINTS, MAX_PLUSES, MAX_COUNT, MAX_CARDS = 9, 3, 200, 1000
ENTRY_FIELDS = ("kind", "points", "pluses", "count")

#: the catalog message that names a card in words ("a 4-point card with a plus"); the event
#: messages name their cards through it, from the fields of `card_args`
CARD_MESSAGE = "thirteenth_hour-card"


def card_args(code: str, kind: int, points: int, pluses: int) -> dict[str, Any]:
    """What a message needs to name a card: its code and, for the words, its kind, points and
    plus symbols (`card_kind`, `card_points`, `card_pluses`)."""
    return {"card": code, "card_kind": KINDS[kind], "card_points": points, "card_pluses": pluses}


def card_message(code: str) -> Message:
    """A card in words (the catalog's `thirteenth_hour-card`), from its code alone."""
    kind, points, pluses = parse_code(code)
    return Message(CARD_MESSAGE, card_args(code, kind, points, pluses))


def card_code(kind: int, points: int, pluses: int) -> str:
    """The short code of a card of this kind and value (see the module docstring)."""
    marks = "+" * pluses
    if kind == BONUS:
        return marks
    if kind == NUMBER:
        return f"{points}{marks}"
    if kind == DRAW:
        return f"{points}{marks}*"
    return f"{KINDS[kind]}{points or ''}{marks}"


@dataclass(frozen=True)
class CardSet:
    """A whole deck: per-card tuples indexed by card id, and where it came from."""

    source: str
    name: Text
    kind: tuple[int, ...]
    points: tuple[int, ...]
    pluses: tuple[int, ...]
    code: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.kind)

    @cached_property
    def legend(self) -> dict[str, dict[str, Any]]:
        """What each code of this set is (views show cards by code)."""
        out: dict[str, dict[str, Any]] = {}
        for card, code in enumerate(self.code):
            if code not in out:
                out[code] = {"kind": KINDS[self.kind[card]], "points": self.points[card],
                             "pluses": self.pluses[card]}
        return out

    def mix(self, cards: list[int]) -> dict[str, int]:
        """How many cards of each code are among `cards` (a pile whose order does not matter)."""
        return dict(sorted(Counter(map(self.code.__getitem__, cards)).items()))

    @cached_property
    def by_code(self) -> tuple[tuple[tuple[int, int, int], ...], tuple[int, ...],
                               tuple[int, ...]]:
        """For bots that count cards by code: the set's codes in the order views sort them,
        each as `parse_code` reads it; each card's place among them; how many cards of each
        code the set holds."""
        codes = sorted(set(self.code))
        place = {code: i for i, code in enumerate(codes)}
        of = tuple(place[c] for c in self.code)
        totals = [0] * len(codes)
        for i in of:
            totals[i] += 1
        return tuple(parse_code(c) for c in codes), of, tuple(totals)

    @cached_property
    def args(self) -> tuple[dict[str, Any], ...]:
        """Per card, the message arguments that name it (`card_args`). Built once: events name
        a card at nearly every step."""
        return tuple(card_args(self.code[c], self.kind[c], self.points[c], self.pluses[c])
                     for c in range(len(self)))


_fail = DataError.at


def _int_field(source: str, where: str, entry: dict[str, Any], name: str, default: int,
               low: int, high: int) -> int:
    value = entry.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(source, DataError.field(where, repr(name)),
                    text("thirteenth_hour-data-not-in-range", low=str(low), high=str(high),
                         value=repr(value)))
    return value


def parse_card_set(data: dict[str, Any], source: str) -> CardSet:
    """Validate parsed TOML and build the card table; `DataError` names file, card and field."""
    unknown = set(data) - {"set", "cards"}
    if unknown:
        raise _fail(source, "top level", text("thirteenth_hour-data-unknown-sections",
                                              sections=", ".join(sorted(unknown))))
    header = data.get("set", {})
    if not isinstance(header, dict):
        raise _fail(source, "[set]", text("thirteenth_hour-data-set-not-table"))
    name = given(str(header.get("name_en", source)), str(header.get("name_ru", source)))
    entries = data.get("cards")
    if not isinstance(entries, list) or not entries:
        raise _fail(source, "[[cards]]", text("thirteenth_hour-data-no-cards"))
    kinds: list[int] = []
    points: list[int] = []
    pluses: list[int] = []
    for index, entry in enumerate(entries, 1):
        where = f"card entry {index}"
        if not isinstance(entry, dict):
            raise _fail(source, where, text("thirteenth_hour-data-card-not-table"))
        DataError.check_fields(source, where, entry, ENTRY_FIELDS)
        kind_name = entry.get("kind", "number")
        if kind_name not in KINDS:
            raise _fail(source, DataError.field(where, "'kind'"),
                        text("thirteenth_hour-data-bad-kind", kind=repr(kind_name),
                             kinds=", ".join(KINDS)))
        kind = KINDS.index(kind_name)
        value = _int_field(source, where, entry, "points", 0, 0, MAX_POINTS)
        marks = _int_field(source, where, entry, "pluses", 0, 0, MAX_PLUSES)
        count = _int_field(source, where, entry, "count", 1, 1, MAX_COUNT)
        if kind == BONUS and (value or not marks):
            field = "points" if value else "pluses"
            raise _fail(source, DataError.field(where, repr(field)),
                        text("thirteenth_hour-data-bad-bonus"))
        kinds += [kind] * count
        points += [value] * count
        pluses += [marks] * count
    if len(kinds) > MAX_CARDS:
        raise _fail(source, "[[cards]]", text("thirteenth_hour-data-too-many",
                                              count=str(len(kinds)), most=str(MAX_CARDS)))
    codes = tuple(card_code(k, v, m) for k, v, m in zip(kinds, points, pluses, strict=True))
    return CardSet(source, name, tuple(kinds), tuple(points), tuple(pluses), codes)


_default: CardSet | None = None


def load_card_set(path: str = "") -> CardSet:
    """The card set in the TOML file `path`, or the shipped default set when `path` is empty.

    This is the game's only file read (the default is read once and kept).
    """
    global _default
    if not path:
        if _default is None:
            source = resources.files(__package__).joinpath(DEFAULT_FILE).read_text("utf-8")
            _default = parse_card_set(tomllib.loads(source), DEFAULT_FILE)
        return _default
    data = read_data_file(path)
    return parse_card_set(data, path)


@lru_cache(maxsize=4096)  # a deck has few codes; bots' look-ahead asks millions of times
def parse_code(code: str) -> tuple[int, int, int]:
    """(kind, points, pluses) of a card code, for bots and renderers that see only views."""
    if code and code.strip("+") == "":
        return BONUS, 0, len(code)
    kind = NUMBER
    for special in (HAND, RETURN, LIMIT):
        if code.startswith(KINDS[special]):
            kind, code = special, code[len(KINDS[special]):]
            break
    if kind == NUMBER and code.endswith("*"):
        kind, code = DRAW, code[:-1]
    digits = code.rstrip("+")
    return kind, int(digits) if digits else 0, len(code) - len(digits)
