"""Clash of Decks (Grammes Edition): the duel (`GAME`, id ``clash_of_decks``) and the solo game
against the automaton (`SOLO`, id ``clash_of_decks_solo``)."""

from .duel import ClashDuelState
from .game import ClashGame, ClashSoloGame, DuelOptions, SoloOptions
from .solo import ClashSoloState
from .state import ClashState

GAME = ClashGame()
SOLO = ClashSoloGame()

__all__ = ["GAME", "SOLO", "ClashDuelState", "ClashGame", "ClashSoloGame", "ClashSoloState",
           "ClashState", "DuelOptions", "SoloOptions"]
