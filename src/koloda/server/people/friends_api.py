"""Friends over REST (the operations are in friends.py): follows under /api/account/follows,
challenges under /api/challenges, and every page's event stream at /api/account/events.
docs/protocol.md ("Friends") lists every call."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse
from pydantic import Field

from ..http import Strict
from . import friends_db
from .accounts_api import SignedIn
from .friends import Friends

router = APIRouter()


class Follow(Strict):
    handle: str = Field(max_length=64)


class Challenge(Strict):
    """Whom to challenge, to which game, with which options (the game's and the table's, as
    `POST /api/tables` takes them)."""

    handle: str = Field(max_length=64)
    game: str = Field(max_length=64)
    options: dict[str, Any] | None = Field(None, max_length=64)


def friends_of(request: Request) -> Friends:
    return request.app.state.friends  # type: ignore[no-any-return]


@router.get("/api/account/follows")
async def following(request: Request, me: SignedIn) -> list[dict[str, Any]]:
    """Whom the account follows: online or not, and at which listed table."""
    return await friends_of(request).following(me[1])


@router.post("/api/account/follows")
async def follow(body: Follow, request: Request, me: SignedIn) -> dict[str, Any]:
    return await friends_of(request).follow(me[1], body.handle)


@router.delete("/api/account/follows/{handle}")
async def unfollow(handle: str, request: Request, me: SignedIn) -> dict[str, Any]:
    await friends_of(request).unfollow(me[1], handle)
    return {"ok": True}


@router.get("/api/account/events")
async def events(request: Request, me: SignedIn) -> StreamingResponse:
    """Server-sent events for every page of a signed-in person: challenges as they come and
    change."""
    return StreamingResponse(
        friends_of(request).stream(me[1], request.is_disconnected),
        media_type="text/event-stream",
        # nginx would buffer the stream: the header turns that off for this answer alone
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


@router.get("/api/challenges")
async def challenges(request: Request, me: SignedIn) -> dict[str, list[dict[str, Any]]]:
    """The account's pending challenges: `incoming` and `outgoing`."""
    return await friends_of(request).pending(me[1])


@router.post("/api/challenges", status_code=201)
async def challenge(body: Challenge, request: Request, me: SignedIn) -> dict[str, Any]:
    return await friends_of(request).challenge(me[1], body.handle, body.game, body.options)


@router.post("/api/challenges/{challenge_id}/accept")
async def accept(challenge_id: str, request: Request, me: SignedIn) -> dict[str, Any]:
    """Accept: the table is formed and started; the acceptor's seat and token."""
    return await friends_of(request).accept(me[1], challenge_id)


@router.post("/api/challenges/{challenge_id}/decline")
async def decline(challenge_id: str, request: Request, me: SignedIn) -> dict[str, Any]:
    return await friends_of(request).answer(me[1], challenge_id, friends_db.DECLINED)


@router.delete("/api/challenges/{challenge_id}")
async def cancel(challenge_id: str, request: Request, me: SignedIn) -> dict[str, Any]:
    return await friends_of(request).answer(me[1], challenge_id, friends_db.CANCELLED)


@router.post("/api/challenges/{challenge_id}/seat")
async def seat(challenge_id: str, request: Request, me: SignedIn) -> dict[str, Any]:
    """A person's seat at the table their accepted challenge formed, with a new token."""
    return await friends_of(request).seat(me[1], challenge_id)
