"""The variants of Durak a table may choose."""

from __future__ import annotations

from dataclasses import dataclass

from koloda.core import option

THROW_IN_ALL = "all"
THROW_IN_NEIGHBOURS = "neighbours"


@dataclass(frozen=True)
class DurakOptions:
    """Options of a Durak table; the defaults are the classic "подкидной" game."""

    transfer: bool = option(
        False,
        "transfer variant: the defender may pass the attack on with a card of the same rank",
        "переводной: отбивающийся может перевести ход картой того же достоинства",
    )
    throw_in: str = option(
        THROW_IN_ALL,
        "who may throw in: every other player, or only the defender's two neighbours",
        "кто подкидывает: все остальные игроки или только соседи отбивающегося",
        choices=(THROW_IN_ALL, THROW_IN_NEIGHBOURS),
        labels={THROW_IN_ALL: ("everybody", "все"),
                THROW_IN_NEIGHBOURS: ("neighbours only", "только соседи")},
    )
    first_bout_five: bool = option(
        False,
        "the first bout of the game holds at most five attack cards",
        "в первом заходе не больше пяти карт",
    )
