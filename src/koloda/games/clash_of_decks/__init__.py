"""Clash of Decks (Grammes Edition): the duel (`GAME`, id ``clash_of_decks``) and the solo game
against the automaton (`SOLO`, id ``clash_of_decks_solo``)."""

from .duel import DuelState
from .game import GAME, SOLO, ClashOfDecks, ClashOfDecksSolo, DuelOptions
from .solo import SoloOptions, SoloState

__all__ = ["GAME", "SOLO", "ClashOfDecks", "ClashOfDecksSolo", "DuelOptions", "DuelState",
           "SoloOptions", "SoloState"]
