"""Positions in the setup JSON form (documented in the rules page, "Positions"), for tests,
puzzles and `to_setup`: hands from left to right with "bastion" or "fort" where that card lies,
rows from the bridge outwards, each creature a key or {"card": key, "damage": 1, "new": true}."""

from __future__ import annotations

from typing import Any

from koloda.core import SetupError

from .battle import ASSAULT_PHASE, FORTRESS, SUMMON, Battle, Creature
from .cards import CardSet

CREATURE_FIELDS = ("card", "damage", "new", "attacked", "bonus", "shielded")


def bad(en: str, ru: str) -> SetupError:
    return SetupError(f"position: {en}", f"позиция: {ru}")


def card_of(deck: CardSet, key: Any, where: str) -> int:
    card = deck.index(key) if isinstance(key, str) else None
    if card is None:
        raise bad(f"{where}: {key!r} is not a card key", f"{where}: {key!r} — не ключ карты")
    return card


def read_hand(deck: CardSet, data: Any, where: str) -> tuple[list[int], bool]:
    """A hand and whether its fortress card shows its Fort side."""
    if not isinstance(data, list):
        raise bad(f"{where} must be a list", f"{where} должна быть списком")
    marks = [x for x in data if x in ("bastion", "fort")]
    if len(marks) != 1:
        raise bad(f"{where} needs exactly one 'bastion' or 'fort'",
                  f"в {where} должен быть ровно один 'bastion' или 'fort'")
    hand = [FORTRESS if x in ("bastion", "fort") else card_of(deck, x, where) for x in data]
    if len(set(hand)) != len(hand):
        raise bad(f"{where} holds a card twice", f"в {where} карта повторяется")
    return hand, marks[0] == "fort"


def read_creature(deck: CardSet, data: Any, where: str) -> Creature:
    if isinstance(data, str):
        data = {"card": data}
    if not isinstance(data, dict) or set(data) - set(CREATURE_FIELDS):
        raise bad(f"{where}: a creature is a key or a table of {', '.join(CREATURE_FIELDS)}",
                  f"{where}: существо — ключ или таблица {', '.join(CREATURE_FIELDS)}")
    card = card_of(deck, data.get("card"), where)
    if deck.cards[card].spell:
        raise bad(f"{where}: {data['card']} is a spell", f"{where}: {data['card']} — заклинание")
    return Creature(card, int(data.get("damage", 0)), bool(data.get("new", False)),
                    bool(data.get("attacked", False)), int(data.get("bonus", 0)),
                    bool(data.get("shielded", False)))


def read_rows(deck: CardSet, data: Any, where: str) -> list[list[Creature]]:
    if not isinstance(data, list) or len(data) != 2:
        raise bad(f"{where} must be two rows (top, bottom)",
                  f"{where} — это два ряда (верхний, нижний)")
    return [[read_creature(deck, c, f"{where}[{r}]") for c in row] for r, row in enumerate(data)]


def read_turn(state: Battle, position: dict[str, Any]) -> None:
    """The turn fields common to both modes."""
    state.active = int(position.get("active", 0))
    state.first = int(position.get("first", state.active))
    state.turn = int(position.get("turn", 2))
    state.phase = position.get("phase", SUMMON)
    if state.phase not in (SUMMON, ASSAULT_PHASE):
        raise bad("phase is 'summon' or 'assault'", "phase: 'summon' или 'assault'")
    state.mana = int(position.get("mana", len(state.hands[state.active]) or 9))


def creature_json(deck: CardSet, c: Creature) -> str | dict[str, Any]:
    fields = {"damage": c.damage, "new": c.new, "attacked": c.attacked, "bonus": c.bonus,
              "shielded": c.shielded}
    marks = {k: v for k, v in fields.items() if v}
    return {"card": deck.key(c.card), **marks} if marks else deck.key(c.card)


def hand_json(state: Battle, side: int) -> list[str]:
    mark = "fort" if state.fort[side] else "bastion"
    return [mark if c == FORTRESS else state.deck.key(c) for c in state.hands[side]]


def rows_json(state: Battle, side: int) -> list[list[Any]]:
    return [[creature_json(state.deck, c) for c in row] for row in state.rows[side]]
