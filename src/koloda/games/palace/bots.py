"""A Palace heuristic bot: what a sensible club player does, from the seat's perspective only.

Before play it puts its strongest cards face up (2s and 10s first, then aces down), keeping low
cards in hand to get rid of early. In play it sheds the lowest rank it may (every card of that
rank at once), keeps 2s and 10s until nothing else goes, completes fours whenever it can (in turn
or out of it), always adds a card it drew of the rank just played, and picks up only when forced.

The swaps before play are also its `book` for the searching bots: a swap changes no count of
cards, so a search's short playouts and cut-off estimate cannot tell a good one from a bad one.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Action, Perspective, parse_card

from .actions import READY, PickUp, Play, PlayBlind, Swap

RESET, BURN = 2, 10


def keep_value(rank: int) -> int:
    """How much a card is worth keeping for later: 10s and 2s most, then aces down to 3s."""
    return {BURN: 16, RESET: 15}.get(rank, rank)


class PalaceBot:
    """The heuristic Palace player (`heuristic` in the bot registry)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        view = perspective.view()
        if view["phase"] == "swap":
            return self.choose_swap(view, legal)
        plays = [a for a in legal if isinstance(a, Play)]
        if not perspective.must_act():
            # Out of turn only fours and drawn cards are offered: both shed cards for free.
            return max(plays, key=lambda p: len(p.cards)) if plays else None
        if not plays:
            blind = [a for a in legal if isinstance(a, PlayBlind)]
            if blind:
                return self.rng.choice(blind)
            return next(a for a in legal if isinstance(a, PickUp))
        return self.choose_play(view, plays)

    def book(self, perspective: Perspective) -> Action | None:
        """The swaps before play (the heuristic's, for a search to follow); None in play."""
        legal = perspective.legal_actions()
        view = perspective.view()
        if not legal or view["phase"] != "swap":
            return None
        return self.choose_swap(view, legal)

    def choose_swap(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Swap the best hand card for the worst face-up card while that improves the table."""
        swaps = [a for a in legal if isinstance(a, Swap)]
        if not swaps:
            return READY
        best = max(swaps, key=lambda a: keep_value(a.hand.rank) - keep_value(a.face_up.rank))
        if keep_value(best.hand.rank) > keep_value(best.face_up.rank):
            return best
        return READY

    def choose_play(self, view: dict[str, Any], plays: list[Play]) -> Play:
        """A four if one completes, else the lowest ordinary rank (all of it), else a 2, else a
        10 (a 2 leaves the pile for the next player to pick up; a 10 throws it away)."""
        most: dict[int, Play] = {}
        for p in plays:
            r = p.cards[0].rank
            if r not in most or len(p.cards) > len(most[r].cards):
                most[r] = p
        pile = [parse_card(c) for c in view["pile"]]
        if pile:
            top = pile[-1].rank
            run = 0
            for c in reversed(pile):
                if c.rank != top:
                    break
                run += 1
            if top in most and run + len(most[top].cards) >= 4:
                return most[top]
        ordinary = [r for r in most if r not in (RESET, BURN)]
        if ordinary:
            return most[min(ordinary)]
        special = RESET if RESET in most else BURN
        return min((p for p in plays if p.cards[0].rank == special), key=lambda p: len(p.cards))
