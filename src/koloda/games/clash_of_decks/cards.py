"""Clash of Decks cards: the starter set is data (`cards.toml`), validated on load.

A card is an `int` index into the `CardSet` (creatures first, then spells, in file order). The
abilities of a card are a bit mask of the seven ability flags below, so the engine can ask
`mask & PIERCE` at every attack without building sets.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from koloda.core import DataError, Text, given, text

SHARDS, PIERCE, RAGE, PROTECTION, IMMUNITY, BERSERK, SPRINT = (1 << i for i in range(7))
ABILITIES: dict[str, int] = {
    "shards": SHARDS, "pierce": PIERCE, "rage": RAGE, "protection": PROTECTION,
    "immunity": IMMUNITY, "berserk": BERSERK, "sprint": SPRINT,
}
ABILITY_NAMES: dict[str, Text] = {
    "shards": text("clash_of_decks-ability-shards"),
    "pierce": text("clash_of_decks-ability-pierce"),
    "rage": text("clash_of_decks-ability-rage"),
    "protection": text("clash_of_decks-ability-protection"),
    "immunity": text("clash_of_decks-ability-immunity"),
    "berserk": text("clash_of_decks-ability-berserk"),
    "sprint": text("clash_of_decks-ability-sprint"),
}
#: the only abilities that change what a spell does
SPELL_ABILITIES = SHARDS | PIERCE
DATA_FILE = "cards.toml"
DECK_SIZE = 8
_KEY = re.compile(r"^[a-z][a-z0-9_]{0,29}$")
_CREATURE_FIELDS = {"key", "en", "ru", "cost", "attack", "health", "abilities", "aura",
                    "unconfirmed"}
_SPELL_FIELDS = {"key", "en", "ru", "cost", "damage", "abilities", "unconfirmed"}


def ability_keys(mask: int) -> list[str]:
    """The names of the abilities in `mask`, in the rulebook's order."""
    return [name for name, bit in ABILITIES.items() if mask & bit]


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One printed card. A spell has `damage` and no attack or health; a creature the reverse."""

    index: int
    key: str
    name: Text
    spell: bool
    cost: int
    attack: int
    health: int
    damage: int
    abilities: int
    aura: int
    unconfirmed: bool

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "name": self.name.to_json(),
                               "kind": "spell" if self.spell else "creature", "cost": self.cost,
                               "abilities": ability_keys(self.abilities)}
        if self.spell:
            out["damage"] = self.damage
        else:
            out.update(attack=self.attack, health=self.health,
                       aura=(ability_keys(self.aura) or [None])[0])
        if self.unconfirmed:
            out["unconfirmed"] = True
        return out


@dataclass(frozen=True)
class CardSet:
    """The validated set: cards by index and key, and the four preconstructed decks."""

    name: Text
    cards: tuple[CardInfo, ...]
    by_key: dict[str, int]
    decks: tuple[tuple[int, ...], ...]

    def __len__(self) -> int:
        return len(self.cards)

    def key(self, card: int) -> str:
        return self.cards[card].key

    def index(self, key: str) -> int | None:
        return self.by_key.get(key)

    def catalogue(self) -> dict[str, dict[str, Any]]:
        """Every card's printed values by key (views carry it so front ends can draw cards)."""
        return {c.key: c.to_json() for c in self.cards}


_fail = DataError.at


def _number(source: str, where: str, entry: dict[str, Any], name: str, low: int,
            high: int) -> int:
    value = entry.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(source, f"{where}, field {name!r}",
                    text("clash_of_decks-data-bad-number", low=str(low), high=str(high),
                         value=repr(value)))
    return value


def _text(source: str, where: str, entry: dict[str, Any], name: str) -> str:
    value = entry.get(name)
    if not isinstance(value, str) or not value.strip() or len(value) > 40:
        raise _fail(source, f"{where}, field {name!r}",
                    text("clash_of_decks-data-bad-name", value=repr(value)))
    return value


def _abilities(source: str, where: str, entry: dict[str, Any], allowed: int) -> int:
    value = entry.get("abilities", [])
    if not isinstance(value, list):
        raise _fail(source, f"{where}, field 'abilities'",
                    text("clash_of_decks-data-abilities-not-list"))
    mask = 0
    for name in value:
        bit = ABILITIES.get(name) if isinstance(name, str) else None
        if bit is None or not bit & allowed:
            raise _fail(source, f"{where}, field 'abilities'",
                        text("clash_of_decks-data-bad-ability", name=repr(name),
                             known=", ".join(ability_keys(allowed))))
        mask |= bit
    return mask


def _entry(source: str, kind: str, number: int, entry: Any, index: int) -> CardInfo:
    where = f"{kind} {number}"
    if not isinstance(entry, dict):
        raise _fail(source, where, text("clash_of_decks-data-not-table"))
    spell = kind == "spells"
    key = entry.get("key")
    if not isinstance(key, str) or not _KEY.match(key):
        raise _fail(source, f"{where}, field 'key'",
                    text("clash_of_decks-data-bad-key", key=repr(key)))
    where = f"{kind[:-1]} {key!r}"
    extra = set(entry) - (_SPELL_FIELDS if spell else _CREATURE_FIELDS)
    if extra:
        raise _fail(source, f"{where}, field {sorted(extra)[0]!r}",
                    text("clash_of_decks-data-unknown-field"))
    name = given(_text(source, where, entry, "en"), _text(source, where, entry, "ru"))
    cost = _number(source, where, entry, "cost", 0, 20)
    unconfirmed = entry.get("unconfirmed", False)
    if not isinstance(unconfirmed, bool):
        raise _fail(source, f"{where}, field 'unconfirmed'", text("clash_of_decks-data-not-bool"))
    if spell:
        damage = _number(source, where, entry, "damage", 0, 20)
        mask = _abilities(source, where, entry, SPELL_ABILITIES)
        return CardInfo(index, key, name, True, cost, 0, 0, damage, mask, 0, unconfirmed)
    attack = _number(source, where, entry, "attack", 0, 20)
    health = _number(source, where, entry, "health", 1, 20)
    mask = _abilities(source, where, entry, sum(ABILITIES.values()))
    aura = 0
    if "aura" in entry:
        aura = ABILITIES.get(entry["aura"], 0) if isinstance(entry["aura"], str) else 0
        if not aura:
            raise _fail(source, f"{where}, field 'aura'",
                        text("clash_of_decks-data-bad-aura", aura=repr(entry["aura"])))
    return CardInfo(index, key, name, False, cost, attack, health, 0, mask, aura, unconfirmed)


def parse_card_set(data: dict[str, Any], source: str) -> CardSet:
    """Validate parsed TOML and build the set; `DataError` names the file, card and field."""
    unknown = set(data) - {"set", "creatures", "spells", "decks"}
    if unknown:
        raise _fail(source, "top level", text("clash_of_decks-data-unknown-sections",
                                              sections=", ".join(sorted(unknown))))
    header = data.get("set", {})
    name = given(str(header.get("en", source)), str(header.get("ru", source)))
    cards: list[CardInfo] = []
    for kind in ("creatures", "spells"):
        entries = data.get(kind)
        if not isinstance(entries, list) or not entries:
            raise _fail(source, f"[[{kind}]]", text("clash_of_decks-data-none"))
        for number, entry in enumerate(entries, 1):
            cards.append(_entry(source, kind, number, entry, len(cards)))
    by_key: dict[str, int] = {}
    for card in cards:
        if card.key in by_key:
            raise _fail(source, f"card {card.key!r}, field 'key'", text("clash_of_decks-data-twice"))
        by_key[card.key] = card.index
    decks = _decks(source, data.get("decks"), by_key)
    return CardSet(name, tuple(cards), by_key, decks)


def _decks(source: str, data: Any, by_key: dict[str, int]) -> tuple[tuple[int, ...], ...]:
    if not isinstance(data, dict) or sorted(data) != ["1", "2", "3", "4"]:
        raise _fail(source, "[decks]", text("clash_of_decks-data-decks"))
    decks = []
    used: set[str] = set()
    for number in ("1", "2", "3", "4"):
        keys = data[number]
        where = f"deck {number}"
        if not isinstance(keys, list) or len(keys) != DECK_SIZE:
            raise _fail(source, where, text("clash_of_decks-data-deck-size", size=str(DECK_SIZE)))
        for key in keys:
            if key not in by_key:
                raise _fail(source, f"{where}, card {key!r}", text("clash_of_decks-data-no-card"))
            if key in used:
                raise _fail(source, f"{where}, card {key!r}",
                            text("clash_of_decks-data-in-another-deck"))
            used.add(key)
        decks.append(tuple(by_key[k] for k in keys))
    return tuple(decks)


_cache: CardSet | None = None


def card_set() -> CardSet:
    """The starter set shipped in the package (read and validated once)."""
    global _cache
    if _cache is None:
        toml = resources.files(__package__).joinpath(DATA_FILE).read_text("utf-8")
        _cache = parse_card_set(tomllib.loads(toml), DATA_FILE)
    return _cache
