"""``--seat`` specs to agents: ``human`` for a person at this terminal, anything else a bot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

import typer

from koloda.bots.registry import bot_names, make_bot
from koloda.core import Agent, Game, SetupError, text

from .texts import help_text

SeatList = Annotated[
    list[str] | None,
    typer.Option(
        "--seat", "-s", metavar="SPEC",
        help=help_text("cli-help-seat"),
    ),
]


def check_seat_count(game: Game, seats: Sequence[str]) -> None:
    """One clear line when the number of seats does not fit the game."""
    n = len(seats)
    if not game.min_players <= n <= game.max_players:
        span = (str(game.min_players) if game.min_players == game.max_players
                else text("cli-seats-range", min=str(game.min_players), max=str(game.max_players)))
        raise SetupError(text("cli-seat-count", game=game.id, span=span, n=str(n)))


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
