"""Correspondence over REST (docs/protocol.md, "Correspondence"): the signed-in person's
tables waiting on them ("Your turn", and its count for the header), their seat there on this
device, and their vacation."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from ..http import ApiError
from ..people.accounts import NOT_SIGNED_IN
from ..people.players import account_of
from .service import Correspondence

router = APIRouter(prefix="/api/me")


def correspondence_of(request: Request) -> Correspondence:
    return request.app.state.correspondence  # type: ignore[no-any-return]


async def _me(request: Request) -> int:
    account = await account_of(request)
    if account is None:
        raise ApiError(401, NOT_SIGNED_IN)
    return int(account["id"])


@router.get("/turns")
async def turns(request: Request, count: bool = False) -> dict[str, Any]:
    """The correspondence tables waiting on me, most urgent first (`?count=1`: the count
    alone, for the header)."""
    me = await _me(request)
    service = correspondence_of(request)
    if count:
        return {"count": await service.count(me)}
    return await service.turns(me)


@router.post("/turns/{table_id}/seat")
async def seat(table_id: str, request: Request) -> dict[str, Any]:
    """My seat at a table being played, with a fresh token for this device."""
    return await correspondence_of(request).seat(await _me(request), table_id)


@router.get("/vacation")
async def vacation(request: Request) -> dict[str, Any]:
    return await correspondence_of(request).vacation(await _me(request))


@router.post("/vacation")
async def start_vacation(request: Request) -> dict[str, Any]:
    """Go on vacation: my correspondence clocks pause (409: on one already, or no days left)."""
    return await correspondence_of(request).start_vacation(await _me(request))


@router.delete("/vacation")
async def stop_vacation(request: Request) -> dict[str, Any]:
    """Come back: each table waiting on me gets back the days the vacation took."""
    return await correspondence_of(request).stop_vacation(await _me(request))
