"""Standard French-suited cards: 52- and 36-card decks, with Russian and English names.

A card is a `Card`, an `int` subclass (`rank * 4 + suit`), so it is as cheap as an int in game
states while printing as ``10♥``. Ranks run 2..14 (J=11, Q=12, K=13, A=14); suits are
0 clubs, 1 diamonds, 2 hearts, 3 spades.
"""

from __future__ import annotations

from .errors import MalformedAction
from .text import quote
from .text import text as _text

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_LETTERS = "CDHS"

RANKS = tuple(range(2, 15))
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
_RANK_SHORT = {
    "en": {11: "J", 12: "Q", 13: "K", 14: "A"},
    "ru": {11: "В", 12: "Д", 13: "К", 14: "Т"},
}


class Card(int):
    """One playing card; use `card(rank, suit)` or `parse_card("10♥")` to get the shared instance."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        return self >> 2

    @property
    def suit(self) -> int:
        return self & 3

    def __repr__(self) -> str:
        return short_name(self)

    __str__ = __repr__

    @property
    def code(self) -> str:
        """ASCII form used in JSON: ``10H``, ``QS``, ``2C``."""
        return rank_short(self >> 2, "en") + SUIT_LETTERS[self & 3]


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(15 * 4))


def card(rank: int, suit: int) -> Card:
    """The card of `rank` (2..14) and `suit` (0..3)."""
    return CARDS[rank * 4 + suit]


def rank_short(rank: int, lang: str = "en") -> str:
    return _RANK_SHORT["ru" if lang == "ru" else "en"].get(rank, str(rank))


def short_name(c: int, lang: str = "en") -> str:
    """``10♥`` / ``Q♠`` (``Д♠`` in Russian)."""
    return rank_short(c >> 2, lang) + SUIT_SYMBOLS[c & 3]


def full_name(c: int, lang: str = "en") -> str:
    """``ten of hearts`` / ``десятка червей`` (words from the core catalog)."""
    return _text("core-card-name", rank=c >> 2, suit=c & 3).get(lang)


def deck52() -> list[Card]:
    """A fresh 52-card deck, 2 to ace in each suit, in a fixed order."""
    return [card(r, s) for s in range(4) for r in range(2, 15)]


def deck36() -> list[Card]:
    """A fresh 36-card deck, 6 to ace in each suit, in a fixed order."""
    return [card(r, s) for s in range(4) for r in range(6, 15)]


_RANK_PARSE = {
    "J": 11, "Q": 12, "K": 13, "A": 14, "T": 10,
    "В": 11, "Д": 12, "К": 13, "Т": 14,
}
_SUIT_PARSE = {
    "C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3,
    "♧": 0, "♢": 1, "♡": 2, "♤": 3,
}


def parse_card(text: str) -> Card:
    """Read ``10♥``, ``10H``, ``qs``, ``Д♠`` or ``Т♦``; raises `MalformedAction` with the reason.

    Note that in Russian notation ``Т`` (туз) is the ace, while the ASCII ``T`` is a ten.
    """
    s = text.strip()
    if len(s) < 2:
        raise MalformedAction(_text("core-card-bad", text=quote(text)))
    rank_part, suit_part = s[:-1].upper(), s[-1].upper()
    suit = _SUIT_PARSE.get(suit_part)
    if rank_part.isascii() and rank_part.isdigit():  # not "²", which isdigit() accepts
        rank = int(rank_part)
    else:
        rank = _RANK_PARSE.get(rank_part, 0)
        # Cyrillic Т is the ace; Latin T is the ten (checked by code point, they look alike).
        if rank_part == "T":
            rank = 10
    if suit is None or not 2 <= rank <= 14:
        raise MalformedAction(_text("core-card-bad-form", text=quote(text)))
    return card(rank, suit)


def parse_cards(text: str) -> list[Card]:
    """Read a space- or comma-separated list of cards."""
    return [parse_card(t) for t in text.replace(",", " ").split()]
