"""Scattergories actions: press "I know!", answer (with the card you want), vote, and the rules'
own timeout when a time limit runs out."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, action

LETTER, CATEGORY = "letter", "category"
TAKES = (LETTER, CATEGORY)


@action("press")
class Press(Action):
    """Press "I know!": join the queue of those who may answer this combination."""


@action("answer")
class Answer(Action):
    """The first in the queue answers with free `text`; if it is accepted he wins the card
    `take` ("letter" or "category"). An empty text gives up (it counts as a wrong answer)."""

    text: str
    take: str


@action("vote")
class Vote(Action):
    """A judge's vote on the answer being judged: accept it or not."""

    accept: bool


@action("timeout")
class Timeout(Action):
    """The rules' own action (seat None) when the time limit of `stage` runs out: nobody
    answered, the answerer said nothing, or the vote closes."""

    stage: int


CODEC = ActionCodec([Press, Answer, Vote, Timeout])
PRESS = Press()
VOTES = (Vote(True), Vote(False))
