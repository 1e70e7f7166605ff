"""Durak ("дурак"): the classic "подкидной" card game, with the transfer ("переводной") variant.

`GAME` is the registered game; the rules are in `rules.en.md` / `rules.ru.md` beside this file.
"""

from .actions import CODEC, Attack, Defend, Pass, Take, Transfer
from .game import DurakGame, DurakOptions
from .state import DurakState, beats

GAME = DurakGame()

__all__ = ["CODEC", "GAME", "Attack", "Defend", "DurakGame", "DurakOptions", "DurakState",
           "Pass", "Take", "Transfer", "beats"]
