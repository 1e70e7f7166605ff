"""Spider-Man cards in two modes: Battle of Strength and Battle in the Dark.

Cards are data (`default.toml`, or a player's own file named by the `card_file` option).
Both modes' messages are in `messages/en.ftl` and `messages/ru.ftl`.
"""

from koloda.core import CATALOG

from .cards import CardSet, SpiderCard, load_card_set
from .dark import DARK, BattleInTheDark, DarkState
from .strength import STRENGTH, BattleOfStrength, StrengthState

# The catalog knows these messages as soon as the game is imported (not only through the
# registry): a refusal or a label read in a test or a notebook formats too.
CATALOG.add_package(__name__)

__all__ = ["DARK", "STRENGTH", "BattleInTheDark", "BattleOfStrength", "CardSet", "DarkState",
           "SpiderCard", "StrengthState", "load_card_set"]
