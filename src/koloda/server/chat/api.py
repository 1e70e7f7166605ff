"""The chat over REST (prefix /api): a table's lines, and the host's switch. Its lines are said
on the table's socket (server/tables/ws.py), not here."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Header, Request

from ..http import Keyed, Strict, bearer, hub_of
from ..people.players import account_of, blocked_by
from . import db
from .service import visible

router = APIRouter(prefix="/api")


class ChatSwitch(Strict):
    """The table's chat on or off (the host only)."""

    enabled: bool


@router.post("/tables/{table_id}/chat")
async def chat_switch(table_id: str, body: ChatSwitch, request: Request,
                      once: Keyed,
                      authorization: str | None = Header(None)) -> dict[str, Any]:
    """The host switches the table's chat on or off."""
    return (await hub_of(request).set_chat(table_id, bearer(authorization), body.enabled,
                                           once)).table_json()


@router.get("/tables/{table_id}/chat")
async def chat_lines(table_id: str, request: Request) -> list[dict[str, Any]]:
    """The table's chat (public to everyone at it; the replay page shows it), less the lines
    of those a signed-in reader blocked."""
    hub = hub_of(request)
    room = await hub.room(table_id)
    lines = await hub.writer.call(db.lines, hub.store, room.id, 1000)
    return visible(lines, await blocked_by(hub, await account_of(request)))
