"""Game-agnostic bots by name, found through the entry-point group ``koloda.bots`` (as games are
found through ``koloda.games``, `koloda.core.registry`).

Each such bot is a `BotKind` that its module exports; pyproject.toml names it::

    [project.entry-points."koloda.bots"]
    ismcts = "koloda.bots.ismcts:PLAIN"
    neural = "koloda.rl.neural:BOT"

so this module imports no bot module (they load on first use, here or in a worker), and no bot
module imports the registry to register itself. A bot that lives in a higher layer (the neural
bot, with learning in `koloda.rl`) is found the same way, without `koloda.bots` importing it.
A game's own bots (``heuristic``) come from the game (`Game.agents`), not from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from koloda.core import Agent, Game, Text
from koloda.core.registry import load_plugins

GROUP = "koloda.bots"
#: the bots of this package, found even where the package's entry points are not installed
#: (a source tree on sys.path); the entry points in pyproject.toml name the same ones and more
BUILTIN = {
    "random": "koloda.bots.random_bot:BOT",
    "careless": "koloda.bots.careless:BOT",
    "ismcts": "koloda.bots.ismcts:PLAIN",
    "ismcts-fast": "koloda.bots.ismcts:FAST",
    "ismcts-guided": "koloda.bots.ismcts:GUIDED",
}


@dataclass(frozen=True)
class BotKind:
    """A game-agnostic bot: how to make one for a game from a spec's parameter (the part after
    the colon, or None), and where it is offered."""

    make: Callable[[Game, int, str | None], Agent]
    #: it searches by playing the game forward: not for games whose steps are costly
    searching: bool = False
    #: offered in bot lists (`bot_names`: the lobby, `koloda play`) for every game (True), none
    #: (False: a level's bot, made by spec only) or where this test says so; `make_bot` makes it
    #: by spec for any game either way
    listed: bool | Callable[[Game], bool] = True

    def offered(self, game: Game) -> bool:
        return self.listed(game) if callable(self.listed) else self.listed


_cache: dict[str, BotKind] | None = None
#: bots that failed to load: name -> one-line reason
unavailable: dict[str, Text] = {}


def generic_bots() -> dict[str, BotKind]:
    """Every game-agnostic bot that loads here, by name (those that fail are in `unavailable`);
    loaded once, on first use."""
    global _cache
    if _cache is None:
        found = load_plugins(GROUP, BUILTIN, unavailable)
        # a plug-in may name a plain factory(game, seed, param)
        _cache = {name: kind if isinstance(kind, BotKind) else BotKind(kind)
                  for name, kind in found.items()}
    return _cache


def generic_for(game: Game, listing: bool = False) -> set[str]:
    """The game-agnostic bots that suit `game` (with `listing`: those offered for it)."""
    kinds = generic_bots()
    names = set(kinds)
    if getattr(game, "costly_steps", False):
        names -= {name for name, kind in kinds.items() if kind.searching}
    if listing:
        names -= {name for name, kind in kinds.items() if not kind.offered(game)}
    return names


def bot_names(game: Game) -> list[str]:
    """Every bot name usable for `game`: the generic ones that suit it and the game's own."""
    return sorted(generic_for(game, listing=True) | set(game.agents()))
