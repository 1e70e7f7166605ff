"""Rating pools: which games, table sizes and options share one rating, as each game declares
them (`Game.rating_pools`, `Game.rating_option`; the rules and their reasons in docs/ratings.md).
Pure: reads only the games' declarations.

Why the cuts koloda's games make: a two-seat table is a duel (every win is the other's loss),
three or more is a race for places where the table's size changes what a good game looks like;
the games change most between two seats and more, little between three and six. A game that
declares no pool is never rated (a solo game against the rules has nobody to be rated against).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from koloda.core import Game, games

#: a pool id as it appears in a URL (/api/leaderboards/{pool})
POOL_ID = re.compile(r"[a-z0-9_-]{1,64}")
#: what a correspondence table's pool adds to its live pool's id ("durak-2" -> "durak-2-corr"):
#: days a move and seconds a move are different games to be good at, so each game keeps its
#: correspondence ratings apart, as lichess does (docs/ratings.md, "Correspondence")
CORRESPONDENCE = "-corr"


@dataclass(frozen=True)
class Pool:
    """One pool of a game: its id (or the stem of ids, with `option`) and the sizes it takes."""

    id: str
    low: int
    high: int


@dataclass(frozen=True)
class GamePools:
    game: str
    pools: tuple[Pool, ...]
    #: an option whose value splits every pool (its id gets "-<value>")
    option: str | None = None


def _game(game: Game) -> GamePools:
    pools = []
    for pool_id, low, high in game.rating_pools:
        if not (POOL_ID.fullmatch(pool_id) and 1 <= low <= high):
            raise ValueError(f"{game.id}: a bad rating pool {(pool_id, low, high)!r}")
        pools.append(Pool(pool_id, int(low), int(high)))
    return GamePools(game.id, tuple(pools), game.rating_option)


@functools.cache
def table() -> dict[str, GamePools]:
    """Every rated game's pools, as the installed games declare them (checked: ids and ranges
    that make sense)."""
    return {gid: _game(game) for gid, game in games().items() if game.rating_pools}


def pool_of(game: str, options: dict[str, Any], players: int,
            correspondence: bool = False) -> str | None:
    """The pool a table of `game` with these (JSON) options and `players` seats is rated in,
    or None: a game or a size no pool takes is never rated. A correspondence table's pool is
    its live pool's own, apart (`CORRESPONDENCE`)."""
    entry = table().get(game)
    if entry is None:
        return None
    tail = CORRESPONDENCE if correspondence else ""
    for pool in entry.pools:
        if pool.low <= players <= pool.high:
            if entry.option is None:
                return pool.id + tail
            value = str(options.get(entry.option, "")).lower()
            return f"{pool.id}-{value}{tail}" if POOL_ID.fullmatch(value) else None
    return None


def is_rated_game(game: str) -> bool:
    """Whether some table of `game` may be rated (it has pools)."""
    return game in table()


def known_pool(pool: str) -> bool:
    """Whether `pool` names a pool some table could be rated in (an option's value being
    any word for split pools); a correspondence pool as its live pool."""
    if pool.endswith(CORRESPONDENCE):
        pool = pool[: -len(CORRESPONDENCE)]
    for entry in table().values():
        for p in entry.pools:
            if pool == p.id and entry.option is None:
                return True
            if entry.option is not None and pool.startswith(p.id + "-") \
                    and POOL_ID.fullmatch(pool[len(p.id) + 1:]):
                return True
    return False
