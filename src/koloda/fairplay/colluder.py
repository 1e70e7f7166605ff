"""A Durak player who spares a partner: the cheat the collusion detector is measured against.

`Colluder` wraps any Durak bot (a level of the ladder) and knows one thing the rules do not
tell it, its partner's seat; everything else it reads from its own seat's `Perspective` (the
view and the legal moves), as every bot does. When it has a choice it

* never adds a card to the partner's bout: leading to the partner (which it must) it leads its
  cheapest card and then passes, and it never throws in while the partner defends;
* never transfers the attack to the partner;
* helps the partner's attack on anybody else: while the partner is among the attackers it
  throws in its cheapest plain card whenever one fits, so the stranger picks up more;

and otherwise plays as the bot it wraps. A subtler cheat (`spare` below 1) does all this only at
that chance, each time it is asked, and else plays as the bot it wraps. It is no bot a person plays against, so it lives
beside the detector rather than in the game's package.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Action, Agent, Perspective
from koloda.core.cards import SUIT_LETTERS
from koloda.games.durak.actions import PASS, Attack, Transfer
from koloda.games.durak.bots import TRUMP_BONUS, HeuristicBot


class Colluder:
    """`inner`'s play, but sparing the seat `partner` and helping it (the module's rules), at
    each decision with the chance `spare`."""

    def __init__(self, inner: Agent, partner: int, spare: float = 1.0, seed: int = 0) -> None:
        self.inner = inner
        self.partner = partner
        self.spare = spare
        self.rng = random.Random(seed)
        self.name = inner.name  # at the table it looks like the player it wraps
        self._fallback = HeuristicBot()

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal or (self.spare < 1 and self.rng.random() >= self.spare):
            return self.inner.act(perspective) if legal else None
        view = perspective.view()
        me, defender = perspective.seat, view["defender"]
        trump = SUIT_LETTERS.index(view["trump_suit"])

        def value(card: int) -> int:
            return (card >> 2) + (TRUMP_BONUS if card & 3 == trump else 0)

        attacks = [a for a in legal if isinstance(a, Attack)]
        if me != defender and attacks:
            if defender == self.partner:
                if not view["table"]:
                    return min(attacks, key=lambda a: value(a.card))  # the lead is compulsory
                return PASS if PASS in legal else None
            plain = [a for a in attacks if a.card & 3 != trump]
            if view["table"] and plain and self.partner in view["throwers"]:
                return min(plain, key=lambda a: value(a.card))
        if me == defender and _next_in_play(view, me) == self.partner:
            allowed = [a for a in legal if not isinstance(a, Transfer)]
            if len(allowed) < len(legal):
                choice = self.inner.act(perspective)
                if not isinstance(choice, Transfer):
                    return choice
                return self._fallback.defend(allowed, view, trump, value)
        return self.inner.act(perspective)


def _next_in_play(view: dict[str, Any], seat: int) -> int:
    """The next seat after `seat` still in the game, from the public view."""
    seats = view["seats"]
    n = len(seats)
    s = (seat + 1) % n
    while seats[s]["out"] is not None and s != seat:
        s = (s + 1) % n
    return s
