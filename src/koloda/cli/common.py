"""Helpers shared by the commands: consoles, game lookup, formatting."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.console import Console

from koloda.core import Game, get_game

from .texts import help_text

#: the environment variable every `--db` option falls back to: the deployment's environment
#: file sets it (deploy/koloda.env.example), so a database URL with its password never has to
#: be written on a command line, which every user of the machine can read (`ps`)
DB_ENV = "KOLODA_DB"
#: the database the operator's commands work on (`koloda admin ...`), from `DB_ENV` when not
#: given
DbOption = Annotated[str | None, typer.Option("--db", metavar="URL", envvar=DB_ENV,
                                              help=help_text("cli-help-serve-db"))]


def stdout() -> Console:
    """A console on the current stdout (made per command, so tests can capture it)."""
    return Console(highlight=False)


def load_game(game_id: str) -> Game:
    """The game, or `UnknownName` naming the known ones (and why an unavailable one is)."""
    return get_game(game_id.strip().lower())


def percent(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def number(x: Any, digits: int = 1) -> str:
    if x is None:
        return "—"
    if isinstance(x, float):
        return f"{x:,.{digits}f}"
    return str(x)
