"""Scattergories The Card Game ("Я знаю!"): a real-time word race for 2 to 6 players, in Russian
and English; `GAME` is its entry point."""

from .game import GAME, Scattergories, ScatterOptions
from .rules import ScatterState

__all__ = ["GAME", "ScatterOptions", "ScatterState", "Scattergories"]
