"""Scattergories test helpers: a table from a few cards, and actions by name."""

from __future__ import annotations

from typing import Any

from koloda.games.scattergories import GAME, ScattergoriesState
from koloda.games.scattergories.actions import PRESS, Answer, Timeout, Vote


def table(players: int = 3, letters: str = "Б А В", categories: str = "fruits animals birds",
          won: list[list[str]] | None = None, used: list[str] | None = None,
          **options: Any) -> ScattergoriesState:
    """A fresh race on an explicit position: decks listed top first."""
    position = {"players": players, "letters": letters.split(),
                "categories": categories.split(), "won": won or [], "used": used or []}
    return GAME.setup(position, options or None)


def press(state: ScattergoriesState, *seats: int) -> None:
    for seat in seats:
        state.apply(seat, PRESS)


def answer(state: ScattergoriesState, seat: int, text: str, take: str = "letter") -> list[Any]:
    return state.apply(seat, Answer(text, take))


def vote(state: ScattergoriesState, seat: int, accept: bool) -> list[Any]:
    return state.apply(seat, Vote(accept))


def time_up(state: ScattergoriesState) -> list[Any]:
    return state.apply(None, Timeout(state.stage))


def shown(state: ScattergoriesState) -> tuple[str, str]:
    """The combination on the table: (letter, category id)."""
    view = state.view(None)
    return view["letter"], view["category"]["id"]


def won(state: ScattergoriesState) -> list[list[str]]:
    return [[c["code"] for c in cards] for cards in state.view(None)["won"]]
