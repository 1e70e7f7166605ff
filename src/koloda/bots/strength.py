"""What players read for a bot at a table: the name of the level it plays in the game's ladder
(`levels.py`: Beginner, Casual, Skilled, Strong, Expert), whatever algorithm plays it; a bot
outside the ladder gets the generic word of its kind (Easy, Medium, Hard, Expert)."""

from __future__ import annotations

from koloda.core import Game, Text
from koloda.core.catalog import Message, strength_word

from .levels import level_of


def strength(game: Game | None, spec: str | None) -> Text | Message:
    """The word shown beside a bot `spec` at a table of `game`."""
    level = level_of(game, spec) if game is not None else None
    return level.name if level is not None else strength_word(spec)
