"""A Durak table built from strings, for rulings that read like the rulebook::

    t = durak_table(["7S 8S", "9S 10S"], trump="6H", table="7S")
    t.beat(1, "7S", "9S")
    assert t.table == "7S/9S"
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from koloda.core import IllegalAction, Names, parse_card
from koloda.core.catalog import both
from koloda.games.durak import GAME, Attack, Defend, DurakState, Pass, Take, Transfer

#: the players' names at this table, as the server would show them
PLAYERS = ["Ann", "Ben", "Cid", "Dan", "Eve", "Fay"]


def durak_table(hands: list[str], trump: str | None = "6H", stock: str = "",
                table: str = "", attacker: int = 0, trump_suit: str | None = None,
                **extra: Any) -> Table:
    """A position: `hands` one string a seat, `stock` from the top down, `table` as
    "7S/9S 8S" (attack/defence, a lone card unbeaten); option names go in `extra` too."""
    option_names = {"transfer", "throw_in", "first_bout_five", "restricted"}
    options = {k: extra.pop(k) for k in list(extra) if k in option_names}
    position: dict[str, Any] = {"hands": hands, "stock": stock, "trump": trump,
                                "attacker": attacker, **extra}
    if trump is None:
        position["trump_suit"] = trump_suit or "H"
    if table:
        position["table"] = [(pair.split("/") + [None])[:2] for pair in table.split()]
    return Table(GAME.setup(position, options))


class Table:
    """A state with verbs in the game's vocabulary; every action goes through `apply`."""

    def __init__(self, state: DurakState) -> None:
        self.state = state
        self.events: list[Any] = []

    # verbs
    def play(self, seat: int, card: str) -> Table:
        return self._do(seat, Attack(parse_card(card)))

    def beat(self, seat: int, attack: str, card: str) -> Table:
        return self._do(seat, Defend(parse_card(attack), parse_card(card)))

    def transfer(self, seat: int, card: str) -> Table:
        return self._do(seat, Transfer(parse_card(card)))

    def take(self, seat: int) -> Table:
        return self._do(seat, Take())

    def pass_(self, seat: int) -> Table:
        return self._do(seat, Pass())

    def _do(self, seat: int, action: Any) -> Table:
        self.events = self.state.apply(seat, action)
        return self

    def refuses(self, seat: int, action: Any, match: str) -> str:
        """Assert that `action` is refused with a reason matching `match` as the server tells it
        to `seat` (its own seat as "you", the others by name: Ann, Ben, ...); returns it."""
        before = self.state.to_setup()
        with pytest.raises(IllegalAction) as info:
            self.state.apply(seat, action)
        assert self.state.to_setup() == before
        assert action not in self.state.legal_actions(seat)
        shown = both(info.value.reason, Names.same(PLAYERS, seat), GAME.message_args)
        assert re.search(match, shown["en"]), shown["en"]
        assert shown["ru"] and "{" not in shown["ru"]
        return shown["en"]

    # what lies on the table
    def hand(self, seat: int) -> str:
        return " ".join(c.code for c in self.state.hands[seat])

    @property
    def table(self) -> str:
        return " ".join(a.code + ("" if d is None else "/" + d.code)
                        for a, d in zip(self.state.attacks, self.state.defenses, strict=True))

    @property
    def attacker(self) -> int:
        return self.state.attacker

    @property
    def defender(self) -> int:
        return self.state.defender

    @property
    def to_move(self) -> int | None:
        return self.state.to_move()

    @property
    def actors(self) -> tuple[int, ...]:
        return self.state.actors()

    def legal(self, seat: int) -> list[str]:
        """The legal actions of `seat` as short labels."""
        return [GAME.describe_action(a) for a in self.state.legal_actions(seat)]

    @property
    def discard(self) -> int:
        return len(self.state.discard)

    @property
    def stock(self) -> int:
        return len(self.state.stock)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.state.view(seat)

    def event_kinds(self) -> list[str]:
        return [e.kind for e in self.events]


def cards(text: str) -> list[Any]:
    return [parse_card(t) for t in text.split()]
