"""Hints during play: the search's suggestion for a seat, from that seat's information only.

At a table of one person and bots hints are simply on; at a table with other people every
person must turn them on for themselves. A consent belongs to the person who gave it, not to
the seat: it is kept with the seat's account (or its token, for a guest), so it ends when
anyone else takes the seat, and with the table in the database, so it outlives the process
(a correspondence table rests between moves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Header, Request

from koloda.core import text

from ..http import ApiError, Strict, bearer, hub_of
from ..tables.seats import consent_of
from .service import COSTLY, NOT_OVER, labeller

if TYPE_CHECKING:
    from ..tables.room import Room

router = APIRouter(prefix="/api/tables")

HINTS_OFF = text("server-hints-off")
MOVED_ON = text("server-hints-moved-on")
NOT_YOUR_MOVE = text("server-hints-not-your-move")


def hints_allowed(room: Room) -> bool:
    """Hints are on at a table of one person and bots, or where every person turned them on."""
    if room.table_options.get("rated"):  # fair play: nobody is helped at a rated table
        return False
    people = [i for i, s in enumerate(room.seats) if s.kind == "human"]
    return len(people) <= 1 or set(people) <= set(room.consenting())


class HintsSwitch(Strict):
    """Hints on or off, for the caller's own seat."""

    on: bool


@router.post("/{table_id}/hints")
async def hints_switch(table_id: str, body: HintsSwitch, request: Request,
                       authorization: str | None = Header(None)) -> dict[str, Any]:
    """A seated person turns hints on or off for themselves (at a table with other people,
    hints work once every person turned them on)."""
    hub = hub_of(request)
    room = await hub.room(table_id)
    seat = hub._seat(room, bearer(authorization))
    async with room.lock:
        person = room.seats[seat]
        person.hints = consent_of(person) if body.on else None
        await room.persist()  # kept with the table: a resting correspondence table keeps it
    room.broadcast()
    return room.table_json()


@router.post("/{table_id}/hint")
async def hint(table_id: str, request: Request,
               authorization: str | None = Header(None)) -> dict[str, Any]:
    """The search's suggestion for the caller's seat now, from that seat's information only,
    and each listed move's estimated chance, with labels."""
    hub = hub_of(request)
    room = await hub.room(table_id)
    seat = hub._seat(room, bearer(authorization))
    if room.status != "playing" or room.state is None:
        raise ApiError(409, NOT_OVER if room.status != "playing" else NOT_YOUR_MOVE)
    if not hints_allowed(room):
        raise ApiError(409, HINTS_OFF)
    if room.game.costly_steps:
        raise ApiError(409, COSTLY)
    if seat not in room.state.actors() or not room.state.legal_actions(seat):
        raise ApiError(409, NOT_YOUR_MOVE)
    version = room.version
    result = await room.suggest(seat)
    if result is None or version != room.version:
        raise ApiError(409, MOVED_ON)
    label = labeller(room, seat)
    for move in result["moves"]:
        move["label"] = label(move["action"])
    return {"version": version, **result}
