"""The actions of both modes (a round with no decision costs exactly one action)."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, action


@action("reveal")
class Reveal(Action):
    """Battle of Strength: the starting player has everybody reveal; the round plays out."""


@action("name")
class Name(Action):
    """Battle of Strength with the classic choice: the starting player names a category."""

    category: str


@action("call")
class Call(Action):
    """Battle in the Dark: the caller announces one of the three symbols on his top card."""

    symbol: str


STRENGTH_CODEC = ActionCodec([Reveal, Name])
DARK_CODEC = ActionCodec([Call])
