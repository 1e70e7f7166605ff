"""The game registry: the entry points in group ``koloda.games``, and nothing else.

Every game, koloda's own too, is declared once, in its package's pyproject.toml::

    [project.entry-points."koloda.games"]
    mygame = "mypackage.mygame:GAME"

so no list here can disagree with it (tests/core/test_registry.py holds that).
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points
from typing import Any

from .catalog import CATALOG
from .errors import UnknownName
from .game import Game
from .text import Text, quote, text

GROUP = "koloda.games"

_cache: dict[str, Game] | None = None
#: games that failed to load: id -> one-line reason
unavailable: dict[str, Text] = {}


def load_plugins(group: str, builtin: dict[str, str],
                 unavailable: dict[str, Text]) -> dict[str, Any]:
    """The objects named by `builtin` ("module:attribute") and by the entry points of `group`
    (which may add or replace names), by name; those that fail to load go to `unavailable`
    with a one-line reason instead (games and game-agnostic bots are found this way)."""
    targets = dict(builtin)
    for ep in entry_points(group=group):
        targets[ep.name] = ep.value
    found: dict[str, Any] = {}
    for name, target in sorted(targets.items()):
        module, _, attr = target.partition(":")
        try:
            found[name] = getattr(importlib.import_module(module), attr)
        except ImportError as exc:
            # An optional dependency is missing: list it as unavailable, with why.
            unavailable[name] = text("core-plugin-missing", error=str(exc))
        except Exception as exc:  # a broken plug-in must not take the others down
            unavailable[name] = text("core-plugin-failed", error=f"{type(exc).__name__}: {exc}")
    return found


def games() -> dict[str, Game]:
    """All games that load here, by id (those that fail to load are in `unavailable`)."""
    global _cache
    if _cache is None:
        found: dict[str, Game] = load_plugins(GROUP, {}, unavailable)
        for game in found.values():
            CATALOG.add_package(game.messages_package)
        _cache = found
    return _cache


def register(game: Game) -> None:
    """Add a game at run time (tests, notebooks)."""
    games()[game.id] = game
    CATALOG.add_package(game.messages_package)


def get_game(game_id: str) -> Game:
    """The game with this id; raises `UnknownName` listing the known ones."""
    found = games()
    if game_id in found:
        return found[game_id]
    known = ", ".join(sorted(found))
    if game_id in unavailable:
        raise UnknownName(text("core-game-unavailable", game=game_id,
                               why=unavailable[game_id]))
    raise UnknownName(text("core-game-unknown", game=quote(game_id), known=known))
