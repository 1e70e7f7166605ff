"""Positions for Clash of Decks rulings: build a battle from the setup form and read it back."""

from __future__ import annotations

from typing import Any

from koloda.games.clash_of_decks import GAME
from koloda.games.clash_of_decks.actions import ASSAULT, END, STRIKE, Cast, Return, Summon
from koloda.games.clash_of_decks.position import hand_json
from koloda.games.clash_of_decks.state import ClashState

__all__ = ["ASSAULT", "END", "STRIKE", "Cast", "Return", "Summon", "attacks", "battle", "hand",
           "row"]


def battle(me: str, them: str, my_rows: tuple[str, str] = ("", ""),
           their_rows: tuple[str, str] = ("", ""), **turn: Any) -> ClashState:
    """A duel position, player 1 (side 0) to move: hands and rows as space-separated keys
    (rows from the bridge outwards); `turn` adds setup fields (mana, phase, active...)."""
    def rows(pair: tuple[str, str]) -> list[list[Any]]:
        return [[_creature(c) for c in r.split()] for r in pair]

    position = {"hands": [me.split(), them.split()], "rows": [rows(my_rows), rows(their_rows)],
                **turn}
    return GAME.setup(position)


def _creature(text: str) -> Any:
    """``zombie`` or ``zombie+new`` (summoned this turn) or ``baron:2`` (2 damage taken)."""
    new = text.endswith("+new")
    text = text.removesuffix("+new")
    key, _, damage = text.partition(":")
    if not new and not damage:
        return key
    return {"card": key, "new": new, "damage": int(damage or 0)}


def row(state: ClashState, side: int, r: int) -> list[str]:
    return [state.deck.key(c.card) for c in state.rows[side][r]]


def hand(state: ClashState, side: int) -> list[str]:
    return hand_json(state, side)


def attacks(events: list[Any]) -> list[str]:
    """The attackers named by `attack` events, in order."""
    return [e.data["card"] for e in events if e.kind == "attack"]
