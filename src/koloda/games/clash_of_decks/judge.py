"""How good a battle position is for a side: the heuristic bot's yardstick and the search
cut-off (`estimate`). It reads a full state, so only determinized copies are given to it."""

from __future__ import annotations

import math

from .state import OVER, ClashState

#: a Bastion still standing is worth about a hand's worth of extra damage
BASTION_WORTH = 6.0
LIFE_WEIGHT = 2.0
MANA_WEIGHT = 0.3


def board(state: ClashState, side: int) -> float:
    """The creatures of `side` in play: what they hit for and what they can soak up; an empty
    row facing enemy creatures lets damage through, which `life` pays for."""
    info = state.deck.cards
    total = 0.0
    for row in state.rows[side]:
        for c in row:
            card = info[c.card]
            total += card.attack + 0.6 * (card.health - c.damage) + 0.5 * bin(card.abilities).count("1")
    return total


def threat(state: ClashState, side: int) -> float:
    """Damage `side`'s fortress could take next turn: enemy attack in rows `side` leaves empty."""
    info = state.deck.cards
    enemy = 1 - side
    out = 0.0
    for r in (0, 1):
        if not state.rows[side][r]:
            out += sum(info[c.card].attack for c in state.rows[enemy][r])
    return out


def life(state: ClashState, side: int) -> float:
    return (state.health(side) + state.reserve(side)
            + (0.0 if state.fort[side] else BASTION_WORTH))


def value(state: ClashState, side: int) -> float:
    """`side`'s standing: life, board and next turn's mana, less the threat it faces."""
    if state.phase == OVER:
        if state.winner is None:
            return 0.0
        return 1000.0 if state.winner == side else -1000.0
    if not state.human(side):  # the solo automaton holds no hand and guards nothing
        return LIFE_WEIGHT * life(state, side) + board(state, side)
    return (LIFE_WEIGHT * (life(state, side) - 0.5 * min(threat(state, side), life(state, side)))
            + board(state, side) + MANA_WEIGHT * len(state.hands[side]))


def margin(state: ClashState, side: int) -> float:
    return value(state, side) - value(state, 1 - side)


def duel_estimate(state: ClashState) -> tuple[float, float]:
    """Each seat's chance, squashed from the margin."""
    p = 1.0 / (1.0 + math.exp(-margin(state, 0) / 8.0))
    return p, 1.0 - p


def solo_estimate(state: ClashState) -> tuple[float]:
    """The solo player's chance against the automaton, squashed from the same margin."""
    return (1.0 / (1.0 + math.exp(-margin(state, 0) / 8.0)),)
