"""13th Hour ("13-й час"): a card-giving game for 2 to 5 players; `GAME` is its entry point."""

from .game import GAME, ThirteenthHourGame, ThirteenthHourOptions
from .state import ThirteenthHourState

__all__ = ["GAME", "ThirteenthHourGame", "ThirteenthHourOptions", "ThirteenthHourState"]
