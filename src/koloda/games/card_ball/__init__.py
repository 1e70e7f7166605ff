"""Card Ball (BCA Poker Pool): pool with a 52-card deck on pooltool's physics (see rules.en.md).

The package imports without pooltool; the physics module loads on the first shot. Without
pooltool the game is listed as unavailable, with the reason (`CardBallGame.unavailable`).
"""

from .actions import CODEC, Shot
from .game import GAME, CardBallGame, CardBallOptions
from .state import CardBallState

__all__ = ["CODEC", "GAME", "CardBallGame", "CardBallOptions", "CardBallState", "Shot"]
