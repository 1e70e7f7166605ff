"""Crazy Eights for koloda, as a package of its own (found by its `koloda.games` entry point)."""

from .game import GAME, CrazyEightsGame

__all__ = ["GAME", "CrazyEightsGame"]
