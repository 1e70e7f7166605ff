"""Post-game analysis over HTTP (prefix /api/tables): a seat's analysis read, or queued for
the person of that seat (server/analysis/service.py runs the queue)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Header, Request

from .. import texts
from ..http import ApiError, bearer, client_of, hub_of
from . import db
from .service import (
    COSTLY,
    NO_SEAT,
    NOT_OVER,
    NOT_YOURS,
    SERVER_BUSY,
    YOURS_WAITING,
    Job,
    Jobs,
    jobs_of,
    too_old,
    work,
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


def _status(jobs: Jobs, key: tuple[str, int]) -> dict[str, Any] | None:
    job = jobs.queue.get(key)
    if job is None:
        return None
    if job.running:
        return {"status": "running", "done": job.done, "total": job.total}
    return {"status": "queued", "position": jobs.position(key)}


@router.get("/{table_id}/analysis/{seat}")
async def analysis_status(table_id: str, seat: int, request: Request) -> dict[str, Any]:
    """The seat's analysis (`status` "done"), its place in the queue ("queued": `position`,
    1 when it is next), its progress ("running": `done` of `total` decisions) or "none" yet."""
    hub, room = await _room(request, table_id, seat)
    jobs, key = jobs_of(hub), (room.id, seat)
    if (answer := _status(jobs, key)) is not None:
        return answer
    stored = await hub.writer.call(db.get, hub.store, room.id, seat)
    if stored:
        return {"status": "done", "analysis": stored}
    # it may have finished while the database was read
    return _status(jobs, key) or {"status": "none"}


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
    jobs, key = jobs_of(hub), (room.id, seat)
    if key in jobs.queue or await hub.writer.call(db.get, hub.store, room.id, seat):
        return await analysis_status(table_id, seat, request)
    limits = hub.limits
    # on the clock the table's end was stamped with (the hub's: a test's, else the wall's)
    if room.finished is None or hub.now() - room.finished > limits.analysis_recent_days * 86400:
        raise ApiError(409, too_old(limits.analysis_recent_days))
    # From here to the queueing nothing awaits: no other request can slip in between.
    if key not in jobs.queue:
        client = client_of(request)
        by_id, by_address = jobs.held_by(client)
        if by_id >= limits.analysis_per_client or by_address >= limits.analysis_per_address:
            raise ApiError(429, YOURS_WAITING)
        if len(jobs.queue) >= limits.analysis_queue:
            raise ApiError(503, SERVER_BUSY)
        jobs.queue[key] = Job(room, seat, client)
        if not jobs.working:
            jobs.working = True
            hub.spawn(work(hub))
    return await analysis_status(table_id, seat, request)
