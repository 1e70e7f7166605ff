"""Palace: a shedding game for 2 to 5 players with one 52-card deck (see rules.en.md)."""

from .actions import CODEC, PickUp, Play, PlayBlind, Ready, Swap
from .game import GAME, Palace
from .state import PalaceState

__all__ = ["CODEC", "GAME", "Palace", "PalaceState", "PickUp", "Play", "PlayBlind", "Ready",
           "Swap"]
