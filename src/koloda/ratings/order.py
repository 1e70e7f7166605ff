"""The order of finish of a rated game (docs/ratings.md, "Order of finish"): the game's own
ranks, and fair play's last places.

A game's outcome names each seat's rank (1 is best, equal ranks tie): Durak's the order the
players went out with the durak last, Palace's the loser last, Scattergories' and Card Ball's by
score. That order stands as the game gave it, ties as ties. A seat whose person left the game or
stalled (the turn timer ran out three times in a row) is placed after everyone who played on,
whatever its bot made of the seat afterwards: leaving never pays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: how a rated seat's game ended for its person (docs/ratings.md, "Fair play")
FINISHED, TIMED_OUT, LEFT, STALLED = "finished", "timed_out", "left", "stalled"
ENDINGS = (FINISHED, TIMED_OUT, LEFT, STALLED)
#: endings that count as a loss (last place)
LOSSES = frozenset({LEFT, STALLED})
#: endings of a game played to its end (what reliability counts)
PLAYED = frozenset({FINISHED, TIMED_OUT})


def dense(ranks: Sequence[int]) -> list[int]:
    """Ranks renumbered 1, 2, 3... keeping their order and their ties."""
    levels = {r: i for i, r in enumerate(sorted(set(ranks)), 1)}
    return [levels[r] for r in ranks]


def order_of_finish(ranks: Sequence[int], endings: Mapping[int, str] | None = None) -> list[int]:
    """Each seat's place (1 is best, ties equal): the game's ranks, with every seat that left
    or stalled after all the others (tied among themselves)."""
    if not ranks:
        raise ValueError("a game without ranks has no order of finish")
    endings = endings or {}
    lost = {s for s, how in endings.items() if how in LOSSES and 0 <= s < len(ranks)}
    played = [s for s in range(len(ranks)) if s not in lost]
    places = [0] * len(ranks)
    for s, place in zip(played, dense([ranks[s] for s in played]), strict=True):
        places[s] = place
    last = max((places[s] for s in played), default=0) + 1
    for s in lost:
        places[s] = last
    return places
