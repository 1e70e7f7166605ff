"""Heuristic bots for both modes, from the seat's view only (public information and own top card).

Both weigh the same question: against the card each opponent will show, how likely is the value
I can pick to be the single highest? An opponent's card is either known (it went under his deck in
plain view) or any of the cards whose place this seat does not know (`unseen`), equally likely.
"""

from __future__ import annotations

from typing import Any

from koloda.core import Action, Perspective

from .actions import Call, Name
from .cards import SYMBOLS

Dist = list[tuple[int, float]]  # (value, probability)


def opponent_card(deck: dict[str, Any], pool: list[int], value: Any, top_only: bool) -> Dist:
    """What an opponent's next card counts: his top card (Strength) or a random one (Dark)."""
    known = [value(c) for c in deck["known"]]
    unknown = deck["count"] - len(known)
    if unknown and not pool:
        unknown = 0  # cannot happen in a consistent view; treat the deck as fully known
    if top_only:
        if unknown:
            return [(value(c), 1 / len(pool)) for c in pool]
        return [(known[0], 1.0)]
    total = len(known) + unknown
    dist = [(v, 1 / total) for v in known]
    if unknown:
        dist.extend((value(c), unknown / total / len(pool)) for c in pool)
    return dist


def edge(mine: int, opponents: list[Dist]) -> float:
    """Expected cards gained: win the others' cards when strictly highest, lose mine when beaten.

    Opponents are taken as independent (near enough: they hold different cards). A tie at the
    top keeps my card (Dark) or goes to a play-off (Strength), both valued as nothing.
    """
    p_win = p_safe = 1.0
    for dist in opponents:
        p_win *= sum(p for v, p in dist if v < mine)
        p_safe *= sum(p for v, p in dist if v <= mine)
    return len(opponents) * p_win - (1.0 - p_safe)


def best_choice(view: dict[str, Any], choices: int, value_of: Any, top_only: bool) -> int:
    """The index (category or symbol) with the best edge for the seat's own top card."""
    seat, top = view["seat"], view["top"]
    pool = view["unseen"]
    scored = []
    for k in range(choices):
        def value(c: int, k: int = k) -> int:
            return value_of(c, k)
        opponents = [opponent_card(d, pool, value, top_only)
                     for s, d in enumerate(view["decks"]) if s != seat and not d["out"]]
        scored.append((edge(value(top), opponents), value(top), -k))
    return -max(scored)[2]


class Heuristic:
    """What both modes' heuristics share: a move without a choice is made as it is; a choice (a
    category, a symbol) is weighed by the mode's `choose`."""

    def __init__(self, seed: int = 0, name: str = "heuristic") -> None:
        self.seed, self.name = seed, name

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if len(legal) <= 1:
            return legal[0] if legal else None
        return self.choose(perspective.view())

    def choose(self, view: dict[str, Any]) -> Action:
        raise NotImplementedError


class StrengthHeuristic(Heuristic):
    """Battle of Strength: reveal (no choice); with the classic choice, name the category where
    the top card is likeliest to beat every card the others can show."""

    def choose(self, view: dict[str, Any]) -> Action:
        cards = view["catalog"]["cards"]
        k = best_choice(view, len(view["catalog"]["categories"]),
                        lambda c, k: cards[c]["scores"][k], top_only=True)
        return Name(view["catalog"]["categories"][k]["id"])


class DarkHeuristic(Heuristic):
    """Battle in the Dark: call the symbol where the caller's count is strongest against the
    counts the others are expected to draw from their decks."""

    def choose(self, view: dict[str, Any]) -> Action:
        cards = view["catalog"]["cards"]
        k = best_choice(view, len(SYMBOLS), lambda c, k: cards[c]["symbols"][k], top_only=False)
        return Call(SYMBOLS[k])
