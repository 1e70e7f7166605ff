"""Small helpers for Spider-Man rulings: explicit positions and tiny card files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from koloda.games.spiderman import DARK, STRENGTH, SpiderManDarkState, SpiderManStrengthState

HEADER = """[set]
en = "Test set"
ru = "Тестовый набор"

[[categories]]
id = "power"
en = "Power"
ru = "Сила"

[[categories]]
id = "speed"
en = "Speed"
ru = "Скорость"
"""


def card_file(folder: Path, cards: dict[str, tuple[int, ...]], name: str = "cards.toml") -> str:
    """Write a two-category card set: key -> (power, speed, heroism, villainy, danger), or
    (power, speed) for a bonus card. Returns the file's path."""
    parts = [HEADER]
    for key, values in cards.items():
        kind = "bonus" if len(values) == 2 else "hero"
        parts.append(f'\n[[cards]]\nkey = "{key}"\nen = "{key.title()}"\nru = "{key.upper()}"\n'
                     f'kind = "{kind}"\nscores = {{ power = {values[0]}, speed = {values[1]} }}\n')
        if len(values) == 5:
            parts.append(f"heroism = {values[2]}\nvillainy = {values[3]}\ndanger = {values[4]}\n")
    path = folder / name
    path.write_text("".join(parts), encoding="utf-8")
    return str(path)


def strength(decks: list[str], options: dict[str, Any] | None = None, seed: int = 0,
             **position: Any) -> SpiderManStrengthState:
    """A Battle of Strength from decks written as card keys, top first."""
    return STRENGTH.setup({"decks": [d.split() for d in decks], **position}, options, seed)


def dark(decks: list[str], options: dict[str, Any] | None = None, seed: int = 0,
         **position: Any) -> SpiderManDarkState:
    """A Battle in the Dark from decks written as card keys, top first."""
    return DARK.setup({"decks": [d.split() for d in decks], **position}, options, seed)


def keys(state: SpiderManStrengthState | SpiderManDarkState, seat: int) -> str:
    """A deck as card keys, top first."""
    return " ".join(state.cardset.cards[c].key for c in state.decks[seat])


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]
