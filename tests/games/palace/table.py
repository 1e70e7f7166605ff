"""A Palace table built from strings, so that each test reads like a ruling:

    table = palace_table(hands=["10♥ 4♠ 5♦", "3♣ 8♦ 9♥"], pile="7♠ 9♦ K♣")
    table.play(0, "10♥")
    assert table.pile == "" and table.burned == 4
"""

from __future__ import annotations

from typing import Any

import pytest

from koloda.core import Event, IllegalAction, Names, parse_cards, short_name
from koloda.core.catalog import event_text, render
from koloda.core.conformance import snapshot
from koloda.games.palace import GAME, PalaceState, PickUp, Play, PlayBlind, Ready, Swap

#: the players' names at this table, as the server would show them
PLAYERS = ["Ann", "Ben", "Cid", "Dan", "Eve"]


def names(cards: Any) -> str:
    return " ".join(short_name(c) for c in cards)


class Table:
    """A position and the verbs of the game."""

    def __init__(self, state: PalaceState) -> None:
        self.state = state
        self.events: list[Event] = []

    # -- acting ----------------------------------------------------------------------------
    def play(self, seat: int, cards: str) -> list[Event]:
        return self.act(seat, Play(tuple(parse_cards(cards))))

    def blind(self, seat: int, index: int = 0) -> list[Event]:
        return self.act(seat, PlayBlind(index))

    def pick_up(self, seat: int) -> list[Event]:
        return self.act(seat, PickUp())

    def swap(self, seat: int, hand: str, face_up: str) -> list[Event]:
        (h,), (f,) = parse_cards(hand), parse_cards(face_up)
        return self.act(seat, Swap(h, f))

    def ready(self, seat: int) -> list[Event]:
        return self.act(seat, Ready())

    def act(self, seat: int, action: Any) -> list[Event]:
        self.events = self.state.apply(seat, action)
        return self.events

    def refused(self, seat: int, action: Any, lang: str = "en") -> str:
        """Assert `action` is refused and changes nothing; return the reason as the server
        tells it to `seat` (its own seat as "you", the others by name)."""
        if isinstance(action, str):
            action = Play(tuple(parse_cards(action)))
        before = snapshot(self.state)
        with pytest.raises(IllegalAction) as info:
            self.state.apply(seat, action)
        assert snapshot(self.state) == before
        return render(info.value.reason, lang, Names.same(PLAYERS, seat), GAME.message_args)

    def log(self, viewer: int | None = None, lang: str = "en") -> list[str]:
        """The last action's log lines as `viewer` reads them."""
        shown = Names.same(PLAYERS, viewer)
        return [text[lang] for e in self.events
                if (text := event_text(GAME, e.view(viewer), shown)) is not None]

    # -- looking ---------------------------------------------------------------------------
    @property
    def pile(self) -> str:
        return names(self.state.pile)

    @property
    def burned(self) -> int:
        return len(self.state.burned)

    @property
    def to_move(self) -> int | None:
        return self.state.to_move()

    @property
    def actors(self) -> tuple[int, ...]:
        return self.state.actors()

    def hand(self, seat: int) -> str:
        return names(self.state.hands[seat])

    def face_up(self, seat: int) -> str:
        return names(self.state.face_up[seat])

    def legal(self, seat: int) -> list[str]:
        """The legal actions of `seat` as labels ("play 7♠ 7♦", "pick up the pile")."""
        return [GAME.describe_action(a) for a in self.state.legal_actions(seat)]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]


def palace_table(hands: list[str], **position: Any) -> Table:
    """A play-phase position; other fields as in the setup form (cards as text)."""
    return Table(GAME.setup({"hands": hands, **position}))
