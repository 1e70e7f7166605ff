"""Post-game analysis over HTTP (prefix /api/tables): a seat's analysis read, or queued for
the person of that seat (server/analysis/service.py runs the queue)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Header, Request

from .. import texts
from ..http import ApiError, bearer, client_of, hub_of
from . import db, service
from .service import (
    COSTLY,
    NO_SEAT,
    NOT_OVER,
    NOT_YOURS,
    SERVER_BUSY,
    YOURS_WAITING,
    too_old,
)

if TYPE_CHECKING:
    from ..tables.hub import Hub
    from ..tables.room import Room

router = APIRouter(prefix="/api/tables")


async def _room(request: Request, table_id: str, seat: int) -> tuple[Hub, Room]:
    hub = hub_of(request)
    room = await hub.room(table_id)
    if not 0 <= seat < room.players:
        raise ApiError(404, NO_SEAT)
    return hub, room


def _may_start(room: Room, seat: int, token: str | None) -> None:
    """Only the person of that seat (or, for a bot's seat, the table's host) may start it."""
    if not token:
        raise ApiError(401, texts.NEED_TOKEN)
    if room.seat_of(token) == seat:
        return
    if room.seats[seat].kind == "bot" and room.is_host(token):
        return
    raise ApiError(403, NOT_YOURS)


@router.get("/{table_id}/analysis/{seat}")
async def analysis_status(table_id: str, seat: int, request: Request) -> dict[str, Any]:
    """The seat's analysis (`status` "done"), its place in the queue ("queued": `position`,
    1 when it is next), its progress ("running": `done` of `total` decisions) or "none" yet."""
    hub, room = await _room(request, table_id, seat)
    return await service.status(hub, room.id, seat)


@router.post("/{table_id}/analysis/{seat}")
async def analysis_start(table_id: str, seat: int, request: Request,
                         authorization: str | None = Header(None)) -> dict[str, Any]:
    """Queue the analysis of a finished table's seat, for the person of that seat (or the host,
    for a bot's seat) while the game is recent; one already queued, running or done is simply
    answered as GET."""
    hub, room = await _room(request, table_id, seat)
    _may_start(room, seat, bearer(authorization))
    if room.status != "finished":
        raise ApiError(409, NOT_OVER)
    if room.game.costly_steps:
        raise ApiError(409, COSTLY)
    answer = await service.status(hub, room.id, seat)
    if answer["status"] != "none":
        return answer
    limits = hub.limits
    # on the clock the table's end was stamped with (the hub's: a test's, else the wall's)
    if room.finished is None or hub.now() - room.finished > limits.analysis_recent_days * 86400:
        raise ApiError(409, too_old(limits.analysis_recent_days))
    # the bounds are counted and the job kept in one transaction (db.queue)
    queued = await service.queue(hub, room.id, seat, client_of(request))
    if queued == db.YOURS:
        raise ApiError(429, YOURS_WAITING)
    if queued == db.FULL:
        raise ApiError(503, SERVER_BUSY)
    return await service.status(hub, room.id, seat)
