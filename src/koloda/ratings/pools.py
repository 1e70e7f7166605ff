"""Rating pools: which games, table sizes and options share one rating (`pools.toml`, the
rules and their reasons in docs/ratings.md). Pure: reads only its own data."""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("pools.toml")
#: a pool id as it appears in a URL (/api/leaderboards/{pool})
POOL_ID = re.compile(r"[a-z0-9_-]{1,64}")


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


def _game(game: str, entry: dict[str, Any]) -> GamePools:
    pools = []
    for p in entry["pools"]:
        low, high = p["players"]
        if not (POOL_ID.fullmatch(p["id"]) and 1 <= low <= high):
            raise ValueError(f"{DATA.name}: [{game}] has a bad pool {p!r}")
        pools.append(Pool(p["id"], int(low), int(high)))
    return GamePools(game, tuple(pools), entry.get("option"))


@functools.cache
def table() -> dict[str, GamePools]:
    """Every rated game's pools, from `pools.toml` (checked: ids and ranges that make sense)."""
    with DATA.open("rb") as f:
        data = tomllib.load(f)
    return {game: _game(game, entry) for game, entry in data.items()}


def pool_of(game: str, options: dict[str, Any], players: int) -> str | None:
    """The pool a table of `game` with these (JSON) options and `players` seats is rated in,
    or None: a game or a size no pool takes is never rated."""
    entry = table().get(game)
    if entry is None:
        return None
    for pool in entry.pools:
        if pool.low <= players <= pool.high:
            if entry.option is None:
                return pool.id
            value = str(options.get(entry.option, "")).lower()
            return f"{pool.id}-{value}" if POOL_ID.fullmatch(value) else None
    return None


def is_rated_game(game: str) -> bool:
    """Whether some table of `game` may be rated (it has pools)."""
    return game in table()


def known_pool(pool: str) -> bool:
    """Whether `pool` names a pool some table could be rated in (an option's value being
    any word for split pools)."""
    for entry in table().values():
        for p in entry.pools:
            if pool == p.id and entry.option is None:
                return True
            if entry.option is not None and pool.startswith(p.id + "-") \
                    and POOL_ID.fullmatch(pool[len(p.id) + 1:]):
                return True
    return False
