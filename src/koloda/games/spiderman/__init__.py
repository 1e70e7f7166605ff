"""Spider-Man cards in two modes: Battle of Strength and Battle in the Dark.

Cards are data (`default.toml`, or a player's own file named by the `card_file` option).
Both modes' messages are in `messages/en.ftl` and `messages/ru.ftl`.
"""

from .cards import CardSet, SpiderCard, load_card_set
from .dark import SpiderManDarkState
from .game import SpiderManDarkGame, SpiderManStrengthGame
from .strength import SpiderManStrengthState

STRENGTH = SpiderManStrengthGame()
DARK = SpiderManDarkGame()

__all__ = ["DARK", "STRENGTH", "CardSet", "SpiderCard", "SpiderManDarkGame",
           "SpiderManDarkState", "SpiderManStrengthGame", "SpiderManStrengthState",
           "load_card_set"]
