"""Card Ball's events and refusals as catalog messages (messages/en.ftl, messages/ru.ftl): ids and
arguments, no sentences. The rules' events are `card_ball-<kind>` messages formatted by whoever
shows them; here are the refusals, the labels of the suggested shots, and how a shot's numbers
are written in their arguments.

Numbers a player may type back (a shot's aim, speed, place) are written with a decimal point in
both languages, as a typed shot reads them (`number`).
"""

from __future__ import annotations

from koloda.core import Message, message


def number(value: float, digits: int | None = None) -> str:
    """A shot's number as a typed shot writes it (a decimal point, `digits` after it)."""
    if digits is not None:
        return f"{value:.{digits}f}"
    return f"{value:g}"


def refusal(msg_id: str, **args: object) -> Message:
    """Why a shot is refused: the catalog message `msg_id` ("card_ball-refuse-...")."""
    return message(msg_id, **args)


def pot_label(ball: int, pocket: str) -> Message:
    """"pot the 6 into the top left corner": `pocket` is the pocket's id ("lt", "rc", ...)."""
    return message("card_ball-suggest-pot", ball=ball, pocket=pocket)


def aim_label(ball: int) -> Message:
    """A full-ball hit on `ball`."""
    return message("card_ball-suggest-aim", ball=ball)


#: a plain shot up the table (every ball lies in the kitchen with the cue ball in hand)
UP_THE_TABLE = message("card_ball-suggest-up")

#: the three listed breaks: from the head spot, left of it and right of it
BREAKS = tuple(message("card_ball-suggest-break", spot=spot)
               for spot in ("centre", "left", "right"))
