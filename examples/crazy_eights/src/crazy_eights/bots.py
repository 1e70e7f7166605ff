"""Crazy Eights' heuristic bot: it reads only its seat's view.

It keeps its eights for when nothing else fits, lays the card that leaves it the most cards of
one suit to follow (the costliest first on a tie, since what is left in hand counts against it),
names with an eight the suit it holds most of, and lays a drawn card whenever it fits.
"""

from __future__ import annotations

from collections import Counter

from koloda.core import Action, Perspective, SeededBot, parse_card

from .actions import Play
from .state import EIGHT, points


class HeuristicBot(SeededBot):
    """The heuristic: save the eights, follow the suit it holds most, shed high cards first."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, "heuristic")

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]  # draw when it may, else pass
        hand = [parse_card(c) for c in perspective.view()["hand"] or []]
        suits = Counter(c.suit for c in hand if c.rank != EIGHT)
        plain = [a for a in plays if a.card.rank != EIGHT]
        if plain:
            # the suit it will follow next is the card's own: keep the longest suit going
            return max(plain, key=lambda a: (suits[a.card.suit], points(a.card), self.rng.random()))
        best = max(range(4), key=lambda s: (suits[s], -s))
        return next(a for a in plays if a.suit == "CDHS"[best])
