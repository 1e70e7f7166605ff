""""Play now" over REST (docs/protocol.md, "Play now"): seek a game, long-poll the seek, leave
the queue, and the lobby's counts. The queues and rounds are `service.py`."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Header, Query, Request
from pydantic import Field

from ..http import Keyed, Strict, bearer, client_of, hub_of
from ..people.players import account_of
from .service import MAX_WAIT, Seeks, made

router = APIRouter(prefix="/api")


class SeekBody(Strict):
    """A seek: the game, the table's size and its time control."""

    game: str = Field(max_length=64)
    players: int = Field(ge=1, le=16, description="the table's size")
    rated: bool = False
    turn_seconds: int = Field(0, ge=0, le=3600,
                              description="seconds a move (the time control); more than 0 "
                                          "when rated")
    days: int = Field(0, ge=0, le=14, description="days a move: a correspondence queue "
                                                  "(1, 2, 3, 7 or 14; 0: live)")
    bots_after: int | None = Field(20, ge=0, le=3600,
                                   description="seconds after which empty seats take bots "
                                               "(unrated); null: never")
    name: str | None = Field(None, max_length=200,
                             description="a guest's name (ignored when signed in)")


def seeks_of(request: Request) -> Seeks:
    return request.app.state.seeks  # type: ignore[no-any-return]


@router.post("/seeks", status_code=201)
async def create_seek(body: SeekBody, request: Request, once: Keyed) -> dict[str, Any]:
    """Seek a game; the answer's `secret` is the seek's bearer token (shown once, and again
    to the same request resent with its `Idempotency-Key`)."""
    again = await hub_of(request).answered(once)
    if again is not None:
        return again
    seek, secret = await seeks_of(request).create(body.game, body.players, body.rated,
                                          body.turn_seconds, body.bots_after, body.name,
                                          client_of(request), await account_of(request), once,
                                          days=body.days)
    return made(seek, secret)


@router.get("/seeks")
async def list_seeks(request: Request) -> dict[str, Any]:
    """How many seek in each queue (every process's seekers; signed in, only those the
    account could be seated with)."""
    account = await account_of(request)
    return {"queues": await seeks_of(request).queues(None if account is None
                                                     else int(account["id"]))}


@router.get("/seeks/{seek_id}")
async def get_seek(seek_id: str, request: Request,
                   wait: float = Query(0, ge=0, le=MAX_WAIT),
                   authorization: str | None = Header(None)) -> dict[str, Any]:
    """The seek's state, after waiting up to `wait` seconds for it to change."""
    seeks, secret = seeks_of(request), bearer(authorization)
    seek = await seeks.wait(await seeks.find(seek_id, secret), wait)
    return await seeks.answer(seek, secret or "")


@router.delete("/seeks/{seek_id}")
async def cancel_seek(seek_id: str, request: Request,
                      authorization: str | None = Header(None)) -> dict[str, Any]:
    """Leave the queue at once (a seek already seated is answered with its seat)."""
    seeks, secret = seeks_of(request), bearer(authorization)
    seek = await seeks.cancel(await seeks.find(seek_id, secret))
    return await seeks.answer(seek, secret or "")


@router.post("/seeks/{seek_id}/bots")
async def bots_now(seek_id: str, request: Request,
                   authorization: str | None = Header(None)) -> dict[str, Any]:
    """Bots in the empty seats now (nobody else is looking): seated within a round."""
    seeks, secret = seeks_of(request), bearer(authorization)
    seek = await seeks.bots_now(await seeks.find(seek_id, secret))
    return await seeks.answer(seek, secret or "")
