"""Durak's log lines and refusals in both languages.

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


def lead(seat: int, c: Card) -> Event:
    key = ("lead", seat, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("lead", seat, {"card": c.code},
                                 text=Text(f"seat {seat} leads {en(c)}",
                                           f"место {seat} ходит {ru(c)}"))
    return ev


def throw_in(seat: int, c: Card) -> Event:
    key = ("throw_in", seat, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("throw_in", seat, {"card": c.code},
                                 text=Text(f"seat {seat} throws in {en(c)}",
                                           f"место {seat} подкидывает {ru(c)}"))
    return ev


def defend(seat: int, attack: Card, c: Card) -> Event:
    key = ("defend", seat, attack, c)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("defend", seat, {"attack": attack.code, "card": c.code},
                                 text=Text(f"seat {seat} beats {en(attack)} with {en(c)}",
                                           f"место {seat} бьёт {ru(attack)} картой {ru(c)}"))
    return ev


def transfer(seat: int, c: Card, defender: int) -> Event:
    key = ("transfer", seat, c, defender)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event(
            "transfer", seat, {"card": c.code, "defender": defender},
            text=Text(f"seat {seat} transfers with {en(c)}: seat {defender} defends",
                      f"место {seat} переводит картой {ru(c)}: отбивается место {defender}"))
    return ev


def take(seat: int) -> Event:
    key = ("take", seat)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("take", seat, {},
                                 text=Text(f"seat {seat} will take", f"место {seat} берёт"))
    return ev


def passes(seat: int) -> Event:
    key = ("pass", seat)
    ev = _cache.get(key)
    if ev is None:
        ev = _cache[key] = Event("pass", seat, {},
                                 text=Text(f"seat {seat} passes", f"место {seat}: пас"))
    return ev


def beaten(seat: int, count: int) -> Event:
    return Event("beaten", seat, {"count": count},
                 text=Text(f"beaten: {count} cards go to the discard",
                           f"бито: {count} карт уходят в отбой"))


def pick_up(seat: int, cs: list[Card]) -> Event:
    return Event("pick_up", seat, {"cards": [CODE[c] for c in cs]},
                 text=Text(f"seat {seat} picks up {cards_en(cs)}",
                           f"место {seat} забирает {cards_ru(cs)}"))


def draw(seat: int, cs: list[Card], trump: Card | None) -> Event:
    """`trump`: the turned-up card when it is among those drawn (everybody saw it)."""
    data: dict[str, object] = {"count": len(cs)}
    en_text = f"seat {seat} draws {len(cs)}"
    ru_text = f"место {seat} добирает {len(cs)}"
    if trump is not None:
        data["trump"] = trump.code
        en_text += f", the last being the turned-up {en(trump)}"
        ru_text += f", последней открытый козырь {ru(trump)}"
    return Event("draw", seat, data, {seat: {"cards": [CODE[c] for c in cs]}},
                 Text(en_text, ru_text))


def leaves(seat: int, place: int) -> Event:
    return Event("out", seat, {"place": place},
                 text=Text(f"seat {seat} is out of cards and leaves the game (place {place})",
                           f"место {seat} без карт и выходит из игры (место {place})"))


def game_over(durak: int | None) -> Event:
    if durak is None:
        return Event("game_over", None, {"durak": None},
                     text=Text("the last cards went at once: a draw, no durak",
                               "последние карты ушли одновременно: ничья, дурака нет"))
    return Event("game_over", durak, {"durak": durak},
                 text=Text(f"seat {durak} is the durak", f"место {durak} остаётся в дураках"))
