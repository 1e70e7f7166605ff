"""Clash of Decks actions. Cards travel by their key (``"troll"``); rows are 0 (top) and 1
(bottom); a creature's position counts from the bridge (0 is the creature nearest it)."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, action


@action("deck")
class ChooseDeck(Action):
    """Preconstructed format: take preconstructed deck `deck` (1 to 4)."""

    deck: int


@action("take")
class Take(Action):
    """Draft (and the solo deal): take one of the revealed cards."""

    card: str


@action("choose")
class Choose(Action):
    """Constructed format: put one more card among the ten you bring."""

    card: str


@action("ban")
class Ban(Action):
    """Constructed format: ban one of the opponent's revealed cards for this game."""

    card: str


@action("summon")
class Summon(Action):
    """Summon creature `card` from the hand to the far end of row `row`."""

    card: str
    row: int


@action("cast")
class Cast(Action):
    """Cast spell `card` at the creature of seat `side` in row `row`, `position` from the bridge
    (in the solo game, side 1 is the automaton)."""

    card: str
    side: int
    row: int
    position: int


@action("assault")
class BeginAssault(Action):
    """End the summoning phase: the assault begins."""


@action("strike")
class Strike(Action):
    """Let the next creature in the assault order attack (offered while a spell could be cast)."""


@action("end")
class EndTurn(Action):
    """End the turn after the last attack (offered while a spell could still be cast)."""


@action("return")
class Return(Action):
    """Several of your creatures were destroyed at once: `card` goes back to your hand next."""

    card: str


CODEC = ActionCodec([ChooseDeck, Take, Choose, Ban, Summon, Cast, BeginAssault, Strike, EndTurn,
                     Return])
ASSAULT, STRIKE, END = BeginAssault(), Strike(), EndTurn()
