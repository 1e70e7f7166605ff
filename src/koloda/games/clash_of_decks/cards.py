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

from koloda.core import DataError, Text

SHARDS, PIERCE, RAGE, PROTECTION, IMMUNITY, BERSERK, SPRINT = (1 << i for i in range(7))
ABILITIES: dict[str, int] = {
    "shards": SHARDS, "pierce": PIERCE, "rage": RAGE, "protection": PROTECTION,
    "immunity": IMMUNITY, "berserk": BERSERK, "sprint": SPRINT,
}
ABILITY_NAMES: dict[str, Text] = {
    "shards": Text("Shards", "Осколки"),
    "pierce": Text("Pierce", "Пронзание"),
    "rage": Text("Rage", "Ярость"),
    "protection": Text("Protection", "Защита"),
    "immunity": Text("Immunity", "Невосприимчивость"),
    "berserk": Text("Berserk", "Берсерк"),
    "sprint": Text("Sprint", "Спринт"),
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
                    f"must be a whole number from {low} to {high}, not {value!r}",
                    f"должно быть целым числом от {low} до {high}, а не {value!r}")
    return value


def _text(source: str, where: str, entry: dict[str, Any], name: str) -> str:
    value = entry.get(name)
    if not isinstance(value, str) or not value.strip() or len(value) > 40:
        raise _fail(source, f"{where}, field {name!r}", f"must be a short name, not {value!r}",
                    f"должно быть коротким названием, а не {value!r}")
    return value


def _abilities(source: str, where: str, entry: dict[str, Any], allowed: int) -> int:
    value = entry.get("abilities", [])
    if not isinstance(value, list):
        raise _fail(source, f"{where}, field 'abilities'", "must be a list of ability names",
                    "должно быть списком способностей")
    mask = 0
    for name in value:
        bit = ABILITIES.get(name) if isinstance(name, str) else None
        if bit is None or not bit & allowed:
            known = ", ".join(ability_keys(allowed))
            raise _fail(source, f"{where}, field 'abilities'",
                        f"{name!r} is not one of {known}", f"{name!r} не из списка {known}")
        mask |= bit
    return mask


def _entry(source: str, kind: str, number: int, entry: Any, index: int) -> CardInfo:
    where = f"{kind} {number}"
    if not isinstance(entry, dict):
        raise _fail(source, where, "must be a table", "должна быть таблицей")
    spell = kind == "spells"
    key = entry.get("key")
    if not isinstance(key, str) or not _KEY.match(key):
        raise _fail(source, f"{where}, field 'key'",
                    f"must be lower-case letters, digits or _, not {key!r}",
                    f"должно состоять из строчных латинских букв, цифр и _, а не {key!r}")
    where = f"{kind[:-1]} {key!r}"
    extra = set(entry) - (_SPELL_FIELDS if spell else _CREATURE_FIELDS)
    if extra:
        raise _fail(source, f"{where}, field {sorted(extra)[0]!r}", "unknown field",
                    "неизвестное поле")
    name = Text(_text(source, where, entry, "en"), _text(source, where, entry, "ru"))
    cost = _number(source, where, entry, "cost", 0, 20)
    unconfirmed = entry.get("unconfirmed", False)
    if not isinstance(unconfirmed, bool):
        raise _fail(source, f"{where}, field 'unconfirmed'", "must be true or false",
                    "должно быть true или false")
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
                        f"{entry['aura']!r} is not an ability name",
                        f"{entry['aura']!r} не название способности")
    return CardInfo(index, key, name, False, cost, attack, health, 0, mask, aura, unconfirmed)


def parse_card_set(data: dict[str, Any], source: str) -> CardSet:
    """Validate parsed TOML and build the set; `DataError` names the file, card and field."""
    unknown = set(data) - {"set", "creatures", "spells", "decks"}
    if unknown:
        bad = ", ".join(sorted(unknown))
        raise _fail(source, "top level", f"unknown sections: {bad}", f"неизвестные разделы: {bad}")
    header = data.get("set", {})
    name = Text(str(header.get("en", source)), str(header.get("ru", source)))
    cards: list[CardInfo] = []
    for kind in ("creatures", "spells"):
        entries = data.get(kind)
        if not isinstance(entries, list) or not entries:
            raise _fail(source, f"[[{kind}]]", "the file lists none", "в файле их нет")
        for number, entry in enumerate(entries, 1):
            cards.append(_entry(source, kind, number, entry, len(cards)))
    by_key: dict[str, int] = {}
    for card in cards:
        if card.key in by_key:
            raise _fail(source, f"card {card.key!r}, field 'key'", "appears twice",
                        "встречается дважды")
        by_key[card.key] = card.index
    decks = _decks(source, data.get("decks"), by_key)
    return CardSet(name, tuple(cards), by_key, decks)


def _decks(source: str, data: Any, by_key: dict[str, int]) -> tuple[tuple[int, ...], ...]:
    if not isinstance(data, dict) or sorted(data) != ["1", "2", "3", "4"]:
        raise _fail(source, "[decks]", "must list decks 1, 2, 3 and 4",
                    "должен перечислять колоды 1, 2, 3 и 4")
    decks = []
    used: set[str] = set()
    for number in ("1", "2", "3", "4"):
        keys = data[number]
        where = f"deck {number}"
        if not isinstance(keys, list) or len(keys) != DECK_SIZE:
            raise _fail(source, where, f"must list {DECK_SIZE} cards",
                        f"должна содержать {DECK_SIZE} карт")
        for key in keys:
            if key not in by_key:
                raise _fail(source, f"{where}, card {key!r}", "is not a card of the set",
                            "такой карты нет в наборе")
            if key in used:
                raise _fail(source, f"{where}, card {key!r}", "is already in another deck",
                            "уже есть в другой колоде")
            used.add(key)
        decks.append(tuple(by_key[k] for k in keys))
    return tuple(decks)


_cache: CardSet | None = None


def card_set() -> CardSet:
    """The starter set shipped in the package (read and validated once)."""
    global _cache
    if _cache is None:
        text = resources.files(__package__).joinpath(DATA_FILE).read_text("utf-8")
        _cache = parse_card_set(tomllib.loads(text), DATA_FILE)
    return _cache
