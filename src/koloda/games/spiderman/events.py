"""Spider-Man's events and refusals, both modes: catalog ids and arguments, no sentences.

An event's log line is the catalog's `<game id>-<kind>` message (messages/en.ftl,
messages/ru.ftl), formatted by whoever shows it. Card and category names come from the card set
(a player's own file may name them anything, so the catalog cannot): an event carries them as
the set spells them in each language, `$name_en`/`$name_ru` and `$category_en`/`$category_ru`.
"""

from __future__ import annotations

from typing import Any

from koloda.core import Event, Message, message

from .cards import Category, SpiderCard

STRENGTH = "spiderman_strength"
DARK = "spiderman_dark"


def card_args(card: SpiderCard) -> dict[str, Any]:
    """An event's card: its id, and its name in each language (references to the set's
    strings, nothing formatted)."""
    return {"card": card.id, "name_en": card.name.en, "name_ru": card.name.ru}


# -- both modes -------------------------------------------------------------------------------
def take(seat: int, cards: int) -> Event:
    """The round's winner takes every card shown in it."""
    return Event("take", seat, {"cards": cards})


def leave(seat: int) -> Event:
    """A seat out of cards leaves the battle."""
    return Event("leave", seat, {})


_OVER = {STRENGTH: "spiderman_strength-refuse-over", DARK: "spiderman_dark-refuse-over"}
_TURN = {STRENGTH: "spiderman_strength-refuse-turn", DARK: "spiderman_dark-refuse-turn"}


def refuse_over(game_id: str) -> Message:
    return message(_OVER[game_id])


def refuse_turn(game_id: str, actor: int) -> Message:
    """Not this seat's turn: `actor` is the one whose turn it is."""
    return message(_TURN[game_id], seat=actor)


# -- Battle of Strength -----------------------------------------------------------------------
def announce(starter: int, score: int, category: Category | None) -> Event:
    """The starter's announcement: his best score, or the category he names and his score."""
    if category is None:
        return Event("announce", starter, {"category": None, "score": score})
    return Event("announce", starter, {"category": category.id, "score": score,
                                       "category_en": category.name.en,
                                       "category_ru": category.name.ru})


def reveal(seat: int, card: SpiderCard, score: int, playoff: bool) -> Event:
    """A player shows his top card and what it scores this round (first reveal or play-off)."""
    return Event("reveal", seat, {**card_args(card), "score": score, "playoff": playoff})


def playoff(score: int, tied: list[int]) -> Event:
    """The top score is tied: everyone still holding cards reveals the next one."""
    return Event("playoff", None, {"score": score, "tied": tied})


def nobody_wins() -> Event:
    """A play-off nobody can continue: everyone takes his own cards back."""
    return Event("draw", None, {})


def refuse_name() -> Message:
    return message("spiderman_strength-refuse-name")


def refuse_reveal() -> Message:
    return message("spiderman_strength-refuse-reveal")


def refuse_category(category: str, known: list[str]) -> Message:
    return message("spiderman_strength-refuse-category", category=category, known=known)


# -- Battle in the Dark -----------------------------------------------------------------------
def call(seat: int, card: SpiderCard, symbol: str, count: int) -> Event:
    """The caller calls a symbol and shows his top card with its count of that symbol."""
    return Event("call", seat, {**card_args(card), "symbol": symbol, "count": count})


def drawn(seat: int, card: SpiderCard, symbol: str, count: int) -> Event:
    """Another player draws a card at random from his own deck."""
    return Event("draw", seat, {**card_args(card), "symbol": symbol, "count": count})


def tie(symbol: str, count: int, tied: list[int]) -> Event:
    """The highest count is tied: every card goes back under its owner's deck."""
    return Event("tie", None, {"symbol": symbol, "count": count, "tied": tied})


def refuse_call() -> Message:
    return message("spiderman_dark-refuse-call")


def refuse_symbol(symbol: str) -> Message:
    return message("spiderman_dark-refuse-symbol", symbol=symbol)
