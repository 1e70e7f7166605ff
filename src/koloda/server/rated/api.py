"""Ratings over REST: the leaderboards (docs/protocol.md, "Ratings"): the pools there are, and
each pool's best with the signed-in person's own place. A player's ratings are in their profile
(players.py)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from fastapi import APIRouter, Request

from koloda.core import KolodaError, get_game, quote, text
from koloda.ratings import known_pool
from koloda.ratings.pools import CORRESPONDENCE, table

from ..http import ApiError, hub_of
from ..lobby.service import Lobby
from ..options import days_refusal
from ..people.players import account_of
from . import db as rated_db

router = APIRouter()

#: who is on a leaderboard: this many rated games in the pool at least, not provisional, and a
#: rated game there within the last ACTIVE_DAYS days (lichess's rules)
MIN_GAMES = 20
ACTIVE_DAYS = 30
LEADERS = 100


def pools_listed(hub: Lobby) -> list[dict[str, Any]]:
    """Every pool of the games this server has, in the pools' own order (ratings/pools.toml):
    its game and table sizes, and for a game whose pools an option splits (Scattergories'
    language) one pool per choice of that option, with the choice's words where it has them."""
    games = {g["id"]: g for g in hub.games_json()}
    out: list[dict[str, Any]] = []
    for game_id, entry in table().items():
        try:
            title = get_game(game_id).title.to_json()
        except KolodaError:  # a pool of a game not installed here
            continue
        listed = games.get(game_id, {})
        schema = next((o for o in listed.get("options") or []
                       if o.get("name") == entry.option), None)
        values: list[Any] = [None] if entry.option is None else list(
            (schema or {}).get("choices") or [])
        for pool in entry.pools:
            for value in values:
                option = None if value is None else {
                    "name": entry.option, "value": value,
                    "text": ((schema or {}).get("choice_text") or {}).get(str(value))}
                out.append({"pool": pool.id if value is None else f"{pool.id}-{value}",
                            "game": game_id, "title": title, "players": [pool.low, pool.high],
                            "option": option, "correspondence": False})
    # the correspondence pools (days a move), after every live one, for the games played so
    live = list(out)
    for entry in live:
        if days_refusal(get_game(entry["game"])) is None:
            out.append({**entry, "pool": entry["pool"] + CORRESPONDENCE, "correspondence": True})
    return out


async def leaderboard(hub: Lobby, pool: str, now: float | None = None,
                      account: dict[str, Any] | None = None) -> dict[str, Any]:
    """A pool's leaderboard, best first (404 for a pool no table could be rated in), and for
    an account its own place (`me`)."""
    if not known_pool(pool):
        raise ApiError(404, text("ratings-unknown-pool", pool=quote(pool)))
    since = (time.time() if now is None else now) - ACTIVE_DAYS * 86400.0
    leaders = await asyncio.to_thread(rated_db.leaderboard, hub.store, pool, since, MIN_GAMES,
                                      LEADERS)
    me = None
    if account is not None:
        me = {"handle": account["handle"],
              **await asyncio.to_thread(rated_db.place, hub.store, pool, int(account["id"]),
                                        since, MIN_GAMES)}
    return {"pool": pool, "min_games": MIN_GAMES, "active_days": ACTIVE_DAYS,
            "players": leaders, "me": me}


@router.get("/api/leaderboards")
async def list_leaderboards(request: Request) -> dict[str, Any]:
    """The rating pools there are, one leaderboard each (the leaderboard page's tabs)."""
    return {"pools": pools_listed(hub_of(request)), "min_games": MIN_GAMES,
            "active_days": ACTIVE_DAYS, "leaders": LEADERS}


@router.get("/api/leaderboards/{pool}")
async def get_leaderboard(pool: str, request: Request) -> dict[str, Any]:
    """The best of a rating pool: at least 20 rated games, not provisional, active in the last
    30 days; at most 100, best first; signed in, the account's own place too."""
    return await leaderboard(hub_of(request), pool, account=await account_of(request))
