"""13th Hour ("13-й час"): a card-giving game for 2 to 5 players; `GAME` is its entry point."""

from .game import GAME, HourOptions, ThirteenthHour
from .rules import HourState

__all__ = ["GAME", "HourOptions", "HourState", "ThirteenthHour"]
