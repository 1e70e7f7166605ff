"""13th Hour actions: the dealer gives the face-up card; a receiver holding a hand accepts it or
refuses it with the hand."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, action


@action("give")
class Give(Action):
    """The dealer gives the card he has just turned up to seat `to` (himself included)."""

    to: int


@action("refuse")
class Refuse(Action):
    """The receiver plays his hand: the given card and the hand both go to the discard."""


@action("accept")
class Accept(Action):
    """The receiver takes the given card into his row (keeping his hand for later)."""


CODEC = ActionCodec([Give, Refuse, Accept])
REFUSE, ACCEPT = Refuse(), Accept()
