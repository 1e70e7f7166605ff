"""Terminal renderers: one module a game (``koloda.cli.render.<game_id>``), else a generic one.

A game's renderer module defines ``render(view: dict, lang: str)`` returning anything Rich can
print (a string or a renderable). It draws only from the view, so it can show no more than the
seat may know; the generic renderer below lays out any view readably.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from rich.console import RenderableType

from .generic import render as generic_render

Renderer = Callable[[dict[str, Any], str], RenderableType]

_cache: dict[str, Renderer] = {}


def get_renderer(game_id: str) -> Renderer:
    """The renderer of `game_id`, or the generic one when the game ships none."""
    if game_id in _cache:
        return _cache[game_id]
    found: Renderer = generic_render
    if game_id.isidentifier() and game_id != "generic":
        name = f"{__name__}.{game_id}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # Only a missing renderer falls back; a renderer that is broken inside should show.
            if exc.name != name:
                raise
        else:
            found = getattr(module, "render", generic_render)
    _cache[game_id] = found
    return found


__all__ = ["Renderer", "generic_render", "get_renderer"]
