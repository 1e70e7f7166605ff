"""Scattergories The Card Game ("Я знаю!"): a real-time word race for 2 to 6 players, in Russian
and English; `GAME` is its entry point."""

from .game import GAME, ScattergoriesGame, ScattergoriesOptions
from .state import ScattergoriesState

__all__ = ["GAME", "ScattergoriesGame", "ScattergoriesOptions", "ScattergoriesState"]
