"""Palace actions, their JSON codec, and the shared action instances legal move lists reuse.

Every possible `Play` is built once here (a rank and a set of suits gives 13 * 15 of them), so
listing legal moves allocates nothing but the list: a random playout spends its time on rules.
"""

from __future__ import annotations

from koloda.core import Action, ActionCodec, Card, action, card


@action("swap")
class Swap(Action):
    """Before play: exchange a card in hand with one of the face-up cards."""

    hand: Card
    face_up: Card


@action("ready")
class Ready(Action):
    """Before play: done swapping."""


@action("play")
class Play(Action):
    """Lay one card or several of one rank from the hand or the face-up cards; the last is on top."""

    cards: tuple[Card, ...]


@action("blind")
class PlayBlind(Action):
    """Turn over the face-down card at `index` (0-based, among those left) and play it blind."""

    index: int


@action("pick_up")
class PickUp(Action):
    """Take the whole pile into the hand (only when no play exists)."""


CODEC = ActionCodec([Swap, Ready, Play, PlayBlind, PickUp])

READY = Ready()
PICK_UP = PickUp()
BLIND = tuple(PlayBlind(i) for i in range(3))


#: CODES[card]: the card's ASCII code ("10H"), looked up instead of built for every view.
CODES: tuple[str, ...] = tuple(Card(i).code if i >= 8 else "" for i in range(60))


def blind(index: int) -> PlayBlind:
    """The shared `PlayBlind(index)`."""
    return BLIND[index] if index < len(BLIND) else PlayBlind(index)


def _bits(mask: int) -> list[int]:
    return [s for s in range(4) if mask >> s & 1]


#: PLAYS[rank][suit mask]: the Play of those cards, suits in ascending order.
PLAYS: list[list[Play | None]] = [
    [None] + [Play(tuple(card(r, s) for s in _bits(m))) for m in range(1, 16)] if r >= 2
    else [None] * 16
    for r in range(15)
]

#: SUBSETS[rank][mask]: every Play of a non-empty subset of `mask`, fewest cards first.
SUBSETS: list[list[list[Play]]] = [
    [
        [PLAYS[r][sub] for sub in sorted((s for s in range(1, 16) if s & m == s),
                                         key=lambda s: (s.bit_count(), s))]  # type: ignore[misc]
        if r >= 2 else []
        for m in range(16)
    ]
    for r in range(15)
]

#: EXACT[rank][mask][k]: the Plays of exactly k cards taken from `mask` (completing a four).
EXACT: list[list[list[list[Play]]]] = [
    [[[p for p in SUBSETS[r][m] if len(p.cards) == k] for k in range(5)] for m in range(16)]
    for r in range(15)
]


def suit_mask(cards: list[Card] | tuple[Card, ...], rank: int) -> int:
    """The suits of `rank` among `cards`, as a 4-bit mask."""
    m = 0
    for c in cards:
        if c >> 2 == rank:
            m |= 1 << (c & 3)
    return m
