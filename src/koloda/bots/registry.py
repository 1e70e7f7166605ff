"""The bot registry: make an agent for a game from a spec like ``random``, ``heuristic`` or
``ismcts:2000`` (the part after the colon is the bot's strength parameter)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from koloda.core import Agent, Game, KolodaError, UnknownName

from .random_bot import RandomBot

BotFactory = Callable[..., Agent]

#: game-agnostic bots: name -> factory(game, seed, param) ; more are added by their modules
def _random(game: Game, seed: int, param: str | None) -> Agent:
    if param:
        raise KolodaError(f"the random bot takes no parameter (not {param!r})",
                          f"у случайного бота нет параметров (а указано {param!r})")
    return RandomBot(seed)


GENERIC: dict[str, Callable[[Game, int, str | None], Agent]] = {"random": _random}


#: generic bots that search by playing the game forward (too slow where a step is costly)
SEARCHING = {"ismcts", "ismcts-fast", "ismcts-guided"}


#: generic bots that `bot_names` lists only where their test says so (the neural bot: where a
#: trained model is shipped); `make_bot` still makes them for any game
LISTED_IF: dict[str, Callable[[Game], bool]] = {}


def _generic_for(game: Game, listing: bool = False) -> set[str]:
    names = set(GENERIC)
    if getattr(game, "costly_steps", False):
        names -= SEARCHING
    if listing:
        names -= {name for name, test in LISTED_IF.items() if not test(game)}
    return names


def bot_names(game: Game) -> list[str]:
    """Every bot name usable for `game`: the generic ones that suit it and the game's own."""
    _load_generic()
    return sorted(_generic_for(game, listing=True) | set(game.agents()))


def _level(game: Game, key: str) -> str | None:
    """The bot spec of `game`'s level `key` (beginner ... expert), if it has that level."""
    from .levels import ladder_for

    return next((level.spec for level in ladder_for(game) if level.key == key), None)


def make_bot(spec: str, game: Game, seed: int = 0) -> Agent:
    """An agent from a spec ``name`` or ``name:param``; raises `UnknownName` if unknown."""
    _load_generic()
    name, _, param = spec.partition(":")
    own = game.agents()
    agent: Any
    if name in own:
        agent = own[name](seed=seed, param=param or None)
    elif name in _generic_for(game):
        agent = GENERIC[name](game, seed, param or None)
    elif not param and (level := _level(game, name)) is not None:
        agent = make_bot(level, game, seed)  # a level by its key: "expert" plays its bot
    else:
        known = ", ".join(bot_names(game))
        raise UnknownName(f"unknown bot {name!r} for {game.id} (known: {known})",
                          f"неизвестный бот {name!r} для {game.id} (есть: {known})")
    agent.name = spec
    return agent


def _load_generic() -> None:
    # ISMCTS registers itself on import; imported lazily to keep `import koloda.bots` light.
    try:
        from . import ismcts  # noqa: F401
    except ImportError:
        pass
    from . import (
        careless,  # noqa: F401  (the heuristic with random slips, for ladders)
        neural,  # noqa: F401  (PyTorch is imported only when a neural bot is made)
    )
