"""Clash of Decks solo in the terminal: the same board as the duel (see `clash_of_decks`)."""

from .clash_of_decks import render

__all__ = ["render"]
