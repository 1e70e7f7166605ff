"""Who sits first at a tournament's table (docs/tournaments.md, "Seats"): the person who has
moved first least often for their games, as chess balances colours. Seat 0 moves first in
koloda's games, or starts the deal; the order of the others follows the standings."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .points import Result
from .standings import lot


def first_seats(results: Sequence[Result]) -> tuple[dict[str, int], dict[str, int]]:
    """(times each person sat first, games each person played)."""
    firsts: dict[str, int] = {}
    games: dict[str, int] = {}
    for result in results:
        for seat, player in enumerate(result.players):
            if player is not None:
                games[player] = games.get(player, 0) + 1
                firsts[player] = firsts.get(player, 0) + (seat == 0)
    return firsts, games


def seat_order(table: Sequence[str | None], results: Sequence[Result], seed: int,
               draw: int = 0) -> tuple[str | None, ...]:
    """`table` (people in standings order, bots as None) in seat order: first the person
    furthest below their share of first seats (their games over the seats at a table), ties
    by a lot (`draw` varies it between rounds), then everyone else in the order given; bots
    take the last seats."""
    firsts, games = first_seats(results)
    people = [p for p in table if p is not None]
    bots = [p for p in table if p is None]
    if not people:
        return tuple(table)
    size = len(table)

    def owed(p: str) -> tuple[Fraction, str]:
        return (Fraction(firsts.get(p, 0)) - Fraction(games.get(p, 0), size),
                lot(seed * 1_000_003 + draw, p))

    first = min(people, key=owed)
    return (first, *(p for p in people if p != first), *bots)
