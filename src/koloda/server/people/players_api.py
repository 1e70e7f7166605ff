"""Players over REST (the operations are in players.py): profiles and histories at
/api/players, and a signed-in person's claims, blocks and export under /api/account.
docs/protocol.md ("Players") lists every call."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import StreamingResponse
from pydantic import Field

from ..http import Strict, hub_of
from . import players
from .accounts_api import SignedIn, accounts_of

router = APIRouter()


class Claim(Strict):
    """Seat tokens this browser holds (as `POST /api/tables` and `join` gave them)."""

    tokens: list[str] = Field(max_length=players.MAX_CLAIM)


class Block(Strict):
    handle: str = Field(max_length=64)


@router.get("/api/players/{handle}")
async def profile(handle: str, request: Request) -> dict[str, Any]:
    """A player's profile: games played and won per game, the last 20 games that are over."""
    return await players.profile(hub_of(request), handle)


@router.get("/api/players/{handle}/games")
async def games(handle: str, request: Request,
                most: int | None = Query(None, alias="max", ge=1)) -> StreamingResponse:
    """Every game of a player that is over, newest first, one JSON object a line."""
    hub = hub_of(request)
    account = await players.player(hub, handle)  # 404 before the stream begins
    return StreamingResponse(players.history(hub, account["id"], most),
                             media_type="application/x-ndjson")


@router.post("/api/account/claim")
async def claim(body: Claim, request: Request, me: SignedIn) -> dict[str, Any]:
    """The seats of these tokens that belong to no account become this one's."""
    return await players.claim(hub_of(request), me[1], body.tokens)


@router.get("/api/account/blocks")
async def blocks(request: Request, me: SignedIn) -> list[dict[str, Any]]:
    return await players.blocks(hub_of(request), me[1])


@router.post("/api/account/blocks")
async def block(body: Block, request: Request, me: SignedIn) -> dict[str, Any]:
    return await players.block(hub_of(request), me[1], body.handle)


@router.delete("/api/account/blocks/{handle}")
async def unblock(handle: str, request: Request, me: SignedIn) -> dict[str, Any]:
    await players.unblock(hub_of(request), me[1], handle)
    return {"ok": True}


@router.get("/api/account/export")
async def export(request: Request, me: SignedIn) -> StreamingResponse:
    """All of this account's data as one JSON file (no password hash, no token)."""
    session, account = me
    accounts = accounts_of(request)
    sessions = await accounts.sessions(session)
    left = await accounts.codes_left(account)
    return StreamingResponse(
        players.export(hub_of(request), account, sessions, left), media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="koloda-{account["handle"]}.json"'})
