"""Terminal renderers: the module a game declares (`Game.terminal_renderer`: koloda's own games'
are ``koloda.cli.render.<game_id>``, a game from another package ships its own), else a generic
one.

A game's renderer module defines ``render(view: dict, lang: str, names=None)`` returning anything
Rich can print (a string or a renderable). It draws only from the view, so it can show no more
than the seat may know; `names` (each seat's name in `lang`, the viewer's own as "you") is how it
names seats. The generic renderer below lays out any view readably. A renderer written before
names existed (two parameters) still works: `get_renderer` adapts it. It may also define
``read_move(view, seat, typed, legal)``: a move a learner types in the game's own terms
(`koloda learn`), as the action's data, or None (`move_reader`).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import RenderableType

from koloda.core import CATALOG, games

from .generic import render as generic_render

Renderer = Callable[..., RenderableType]


def _with_names(fn: Callable[..., RenderableType]) -> Renderer:
    """`fn` as a renderer that takes `names`, whether it knows about them or not."""
    try:
        takes_names = len(inspect.signature(fn).parameters) >= 3
    except (TypeError, ValueError):
        takes_names = False
    if takes_names:
        return fn

    def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> Any:
        return fn(view, lang)
    return render

_cache: dict[str, Renderer] = {}


def get_renderer(game_id: str) -> Renderer:
    """The renderer the game `game_id` declares, or the generic one when it declares none."""
    if game_id in _cache:
        return _cache[game_id]
    found: Renderer = generic_render
    game = games().get(game_id)
    name = game.terminal_renderer if game is not None else None
    if name:
        # a declared renderer that does not import is a broken game: it should show
        found = getattr(importlib.import_module(name), "render", generic_render)
    _cache[game_id] = found = _with_names(found)
    return found


#: reads a move a learner typed in the game's own terms (`koloda learn`): (view, seat, the
#: words typed, the legal actions) -> the action's data for the game's codec, or None
MoveReader = Callable[[dict[str, Any], int, str, Sequence[Any]], dict[str, Any] | None]


def _reads_nothing(view: dict[str, Any], seat: int, typed: str,
                   legal: Sequence[Any]) -> dict[str, Any] | None:
    return None


def move_reader(game_id: str) -> MoveReader:
    """The `read_move` of the renderer the game declares (cards named as a player says them),
    or one that reads nothing."""
    game = games().get(game_id)
    name = game.terminal_renderer if game is not None else None
    if not name:
        return _reads_nothing
    return getattr(importlib.import_module(name), "read_move", _reads_nothing)  # type: ignore[no-any-return]


__all__ = ["MoveReader", "Renderer", "generic_render", "get_renderer", "move_reader"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
