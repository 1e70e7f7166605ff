"""Durak's events and refusals.

The per-card events are cached: an event is immutable, and a search bot performs the same
"seat 2 throws in 7♦" thousands of times a second.
"""

from __future__ import annotations

from koloda.core import Card, Event, IllegalAction, Text
from koloda.core.cards import CARDS, short_name

# Names and codes by card value, built once: events and views need them all the time.
EN = [short_name(c, "en") for c in CARDS]
RU = [short_name(c, "ru") for c in CARDS]
CODE = [c.code for c in CARDS]


def en(c: int) -> str:
    return EN[c]


def ru(c: int) -> str:
    return RU[c]


def cards_en(cs: list[Card]) -> str:
    return " ".join([EN[c] for c in cs])


def cards_ru(cs: list[Card]) -> str:
    return " ".join([RU[c] for c in cs])


def refuse(en_text: str, ru_text: str) -> IllegalAction:
    """An `IllegalAction` with its reason in both languages."""
    return IllegalAction(Text(en_text, ru_text))


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
