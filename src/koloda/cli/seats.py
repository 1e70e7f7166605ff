"""``--seat`` specs to agents: ``human`` for a person at this terminal, anything else a bot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

import typer

from koloda.bots.registry import bot_names, make_bot
from koloda.core import Agent, Game, SetupError

SeatList = Annotated[
    list[str] | None,
    typer.Option(
        "--seat", "-s", metavar="SPEC",
        help="One per seat, in order: human, a level (beginner, casual, skilled, strong, "
             "expert: see koloda games) or a bot (random, heuristic, ismcts:2000) / "
             "по одному на место: human, уровень (beginner ... expert) или бот",
    ),
]


def check_seat_count(game: Game, seats: Sequence[str]) -> None:
    """One clear line when the number of seats does not fit the game."""
    n = len(seats)
    if not game.min_players <= n <= game.max_players:
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players} to {game.max_players}")
        span_ru = (f"{game.min_players}" if game.min_players == game.max_players
                   else f"от {game.min_players} до {game.max_players}")
        raise SetupError(
            f"{game.id} needs {span} seats, got {n}: give one --seat per player",
            f"для {game.id} нужно мест: {span_ru}, а задано {n}: укажите --seat для каждого",
        )


def default_opponent(game: Game, prefer: Sequence[str] = ("heuristic", "ismcts", "random")) -> str:
    """The bot that fills seats left unnamed: the first of `prefer` that the game has."""
    names = bot_names(game)
    for preferred in prefer:
        if preferred in names:
            return preferred
    return names[0]


def make_bots(game: Game, specs: Sequence[str], seed: int) -> list[Agent | None]:
    """A bot per non-human seat (None where a person sits); unknown bots fail before play."""
    from .human import is_human

    # Each bot gets its own stream, derived from the game seed so a run can be repeated.
    return [None if is_human(spec) else make_bot(spec.strip(), game, seed * 1009 + i + 1)
            for i, spec in enumerate(specs)]
