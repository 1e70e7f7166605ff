"""Ratings over REST: the leaderboards (docs/protocol.md, "Ratings"). A player's ratings are in
their profile (players.py)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from fastapi import APIRouter, Request

from koloda.core import quote, text
from koloda.ratings import known_pool

from . import rated_db
from .lobby import ApiError, Hub

router = APIRouter()

#: who is on a leaderboard: this many rated games in the pool at least, not provisional, and a
#: rated game there within the last ACTIVE_DAYS days (lichess's rules)
MIN_GAMES = 20
ACTIVE_DAYS = 30
LEADERS = 100


def hub_of(request: Request) -> Hub:
    return request.app.state.hub  # type: ignore[no-any-return]


async def leaderboard(hub: Hub, pool: str, now: float | None = None) -> dict[str, Any]:
    """A pool's leaderboard, best first (404 for a pool no table could be rated in)."""
    if not known_pool(pool):
        raise ApiError(404, text("ratings-unknown-pool", pool=quote(pool)))
    since = (time.time() if now is None else now) - ACTIVE_DAYS * 86400.0
    leaders = await asyncio.to_thread(rated_db.leaderboard, hub.store, pool, since, MIN_GAMES,
                                      LEADERS)
    return {"pool": pool, "min_games": MIN_GAMES, "active_days": ACTIVE_DAYS,
            "players": leaders}


@router.get("/api/leaderboards/{pool}")
async def get_leaderboard(pool: str, request: Request) -> dict[str, Any]:
    """The best of a rating pool: at least 20 rated games, not provisional, active in the last
    30 days; at most 100, best first."""
    return await leaderboard(hub_of(request), pool)
