"""Positions for 13th Hour rulings: build a table from the setup form and read it back by code."""

from __future__ import annotations

from typing import Any

from koloda.games.thirteenth_hour import GAME, ThirteenthHourState
from koloda.games.thirteenth_hour.actions import ACCEPT, REFUSE, Give

__all__ = ["ACCEPT", "REFUSE", "give", "row", "table", "won"]


def table(**position: Any) -> ThirteenthHourState:
    """A 13th Hour position; cards not named lie in the discard when `stock` is given."""
    return GAME.setup(position, seed=position.pop("seed", 0) if "seed" in position else 0)


def give(state: ThirteenthHourState, to: int) -> list[Any]:
    """The dealer gives the face-up card to seat `to` (checked, as a front end would)."""
    return state.apply(state.dealer, Give(to))


def row(state: ThirteenthHourState, seat: int) -> list[str]:
    return [state.deck.code[c] for c in state.rows[seat]]


def won(state: ThirteenthHourState, seat: int) -> list[str]:
    return [state.deck.code[c] for c in state.won[seat]]
