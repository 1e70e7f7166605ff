"""What a player of Crazy Eights may do: play a card (an eight naming a suit), draw, pass."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, Card, action

#: the suits an eight may name, as the cards' codes write them (clubs, diamonds, hearts, spades)
SUITS = "CDHS"


@action("play")
class Play(Action):
    """Lay `card` on the discard pile; an eight names the suit to follow (`suit`, a letter)."""

    card: Card
    suit: str | None = None


@action("draw")
class Draw(Action):
    """Take the top card of the stock."""


@action("pass")
class Pass(Action):
    """End the turn after drawing, or when nothing can be played nor drawn."""


DRAW, PASS = Draw(), Pass()
CODEC = ActionCodec([Play, Draw, Pass])
