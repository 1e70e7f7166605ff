"""Palace: a shedding game for 2 to 5 players with one 52-card deck (see rules.en.md)."""

from .actions import CODEC, PickUp, Play, PlayBlind, Ready, Swap
from .game import PalaceGame, PalaceOptions
from .state import PalaceState

GAME = PalaceGame()

__all__ = ["CODEC", "GAME", "PalaceGame", "PalaceOptions", "PalaceState", "PickUp", "Play",
           "PlayBlind", "Ready", "Swap"]
