"""Durak's events and refusals.

The per-card events are cached: an event is immutable, and a search bot performs the same
"seat 2 throws in 7♦" thousands of times a second.
"""

from __future__ import annotations

from typing import Any

from koloda.core import Card, Event, Message, message
from koloda.core.cards import CARDS

# Codes by card value, built once: events and views need them all the time.
CODE = [c.code for c in CARDS]


def refusal(msg_id: str, **args: Any) -> Message:
    """Why an action is refused: the catalog message `msg_id` (`durak-refuse-...`,
    messages/en.ftl, messages/ru.ftl) with `args`. Seats and cards go by the default argument
    names (`seat`, `card`), which read the same wherever a reason is formatted; `attack` is the
    game's own card argument."""
    return message(msg_id, **args)


_cache: dict[tuple[object, ...], Event] = {}

# Events carry data only: their log lines are the catalog's `durak-<kind>` messages
# (messages/en.ftl, messages/ru.ftl), formatted by whoever shows them.


def lead(seat: int, c: Card) -> Event:
    key = ("lead", seat, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("lead", seat, {"card": c.code})
    return ev


def throw_in(seat: int, c: Card) -> Event:
    key = ("throw_in", seat, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("throw_in", seat, {"card": c.code})
    return ev


def defend(seat: int, attack: Card, c: Card) -> Event:
    key = ("defend", seat, attack, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("defend", seat, {"attack": attack.code, "card": c.code})
    return ev


def transfer(seat: int, c: Card, defender: int) -> Event:
    key = ("transfer", seat, c, defender)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("transfer", seat, {"card": c.code, "defender": defender})
    return ev


def take(seat: int) -> Event:
    key = ("take", seat)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("take", seat, {})
    return ev


def passes(seat: int) -> Event:
    key = ("pass", seat)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("pass", seat, {})
    return ev


def beaten(seat: int, count: int) -> Event:
    return Event("beaten", seat, {"count": count})


def pick_up(seat: int, cs: list[Card]) -> Event:
    return Event("pick_up", seat, {"cards": [CODE[c] for c in cs]})


def draw(seat: int, cs: list[Card], trump: Card | None) -> Event:
    """`trump`: the turned-up card when it is among those drawn (everybody saw it)."""
    data: dict[str, object] = {"count": len(cs), "trump": None if trump is None else trump.code}
    return Event("draw", seat, data, {seat: {"cards": [CODE[c] for c in cs]}})


def leaves(seat: int, place: int) -> Event:
    return Event("out", seat, {"place": place})


def game_over(durak: int | None) -> Event:
    return Event("game_over", durak, {"durak": durak})
