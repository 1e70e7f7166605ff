"""The bot registry: make an agent for a game from a spec like ``random``, ``heuristic`` or
``ismcts:2000`` (the part after the colon is the bot's strength parameter), or a level's key
(``expert``). Game-agnostic bots are found by entry point (`koloda.bots.generic`), a game's own
bots from the game."""

from __future__ import annotations

from typing import Any

from koloda.core import Agent, Game, UnknownName, quote, text

from .generic import BotKind, bot_names, generic_bots, generic_for, unavailable
from .levels import ladder_for

__all__ = ["BotKind", "bot_names", "make_bot", "unavailable"]


def _level(game: Game, key: str) -> str | None:
    """The bot spec of `game`'s level `key` (beginner ... expert), if it has that level."""
    return next((level.spec for level in ladder_for(game) if level.key == key), None)


def make_bot(spec: str, game: Game, seed: int = 0) -> Agent:
    """An agent from a spec ``name`` or ``name:param``; raises `UnknownName` if unknown."""
    name, _, param = spec.partition(":")
    own = game.agents()
    agent: Any
    if name in own:
        agent = own[name](seed=seed, param=param or None)
    elif name in generic_for(game):
        agent = generic_bots()[name].make(game, seed, param or None)
    elif not param and (level := _level(game, name)) is not None:
        agent = make_bot(level, game, seed)  # a level by its key: "expert" plays its bot
    else:
        known = ", ".join(bot_names(game))
        raise UnknownName(text("bots-unknown", name=quote(name), game=game.id, known=known))
    agent.name = spec
    return agent


def _load_generic() -> None:
    """Load every game-agnostic bot now (the server's bot workers do, before a table's first
    move); `make_bot` and `bot_names` otherwise load them on first use."""
    generic_bots()
