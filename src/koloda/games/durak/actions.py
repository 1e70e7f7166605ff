"""Durak's five actions, their codec, and shared instances so move generation allocates nothing.

JSON forms::

    {"type": "attack", "card": "7S"}                 lead, add or throw in a card
    {"type": "defend", "attack": "7S", "card": "9S"}  beat the table's 7S with 9S
    {"type": "transfer", "card": "7H"}               pass the attack on (the transfer variant)
    {"type": "take"}                                 give up and pick up the table
    {"type": "pass"}                                 an attacker adds nothing more
"""

from __future__ import annotations

from koloda.core import Action, ActionCodec, Card, action, deck36
from koloda.core.cards import CARDS


@action("attack")
class Attack(Action):
    """Put `card` on the table as an attack card: the lead, or a card thrown in."""

    card: Card


@action("defend")
class Defend(Action):
    """Beat the attack card `attack` lying on the table with `card` from the defender's hand."""

    attack: Card
    card: Card


@action("transfer")
class Transfer(Action):
    """The defender adds `card`, of the attack's rank, and the next player defends instead."""

    card: Card


@action("take")
class Take(Action):
    """The defender gives up: he will pick up every card on the table."""


@action("pass")
class Pass(Action):
    """An attacker has nothing (more) to add in this bout."""


CODEC = ActionCodec([Attack, Defend, Transfer, Take, Pass])

# Shared instances, indexed by the card's int value (frozen, so sharing is safe).
_SIZE = len(CARDS)
ATTACK: list[Attack | None] = [None] * _SIZE
TRANSFER: list[Transfer | None] = [None] * _SIZE
DEFEND: list[list[Defend | None]] = [[None] * _SIZE for _ in range(_SIZE)]
for _a in deck36():
    ATTACK[_a] = Attack(_a)
    TRANSFER[_a] = Transfer(_a)
    for _c in deck36():
        if _c != _a:
            DEFEND[_a][_c] = Defend(_a, _c)
TAKE = Take()
PASS = Pass()
