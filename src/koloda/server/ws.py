"""The WebSocket side of the protocol: one connection per client per table.

Every incoming message is checked for size and shape before anything else; the action itself
goes to the room, which checks seat, version and legality. A refused message gets an `error`
with a reason in both languages and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from koloda.core import Text

from . import texts
from .lobby import ApiError, Hub
from .room import Conn, Room, dumps

log = logging.getLogger("koloda.server.ws")
router = APIRouter()

#: the largest message a client may send
MAX_MESSAGE = 8 * 1024
PONG = dumps({"type": "pong"})


def error(reason: Text, **extra: Any) -> str:
    return dumps({"type": "error", "reason": reason.to_json(), **extra})


def parse(text: str) -> dict[str, Any] | Text:
    """The message as a dict of a known shape, or the reason it is refused."""
    if len(text) > MAX_MESSAGE or len(text.encode()) > MAX_MESSAGE:
        return texts.TOO_BIG
    try:
        data = json.loads(text)
    except ValueError:
        return texts.NOT_JSON
    if not isinstance(data, dict):
        return texts.BAD_SHAPE
    kind = data.get("type")
    if kind == "ping" and set(data) == {"type"}:
        return data
    if kind == "action" and set(data) == {"type", "version", "action"}:
        version = data["version"]
        if isinstance(version, int) and not isinstance(version, bool) and version >= 0 \
                and isinstance(data["action"], dict):
            return data
    return texts.BAD_SHAPE


@router.websocket("/ws/tables/{table_id}")
async def table_socket(ws: WebSocket, table_id: str) -> None:
    """A player (with `?token=`) or a spectator (without) at one table."""
    hub: Hub = ws.app.state.hub
    token = ws.query_params.get("token")
    await ws.accept()
    try:
        room = await hub.room(table_id)
    except ApiError as exc:
        await ws.send_text(error(exc.reason))
        await ws.close(code=4404)
        return
    seat = room.seat_of(token) if token else None
    if token and seat is None:
        await ws.send_text(error(texts.BAD_TOKEN))
        await ws.close(code=4403)
        return
    conn = Conn(ws, seat)
    room.attach(conn)
    pump = asyncio.create_task(conn.pump())
    try:
        while True:
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                break
            text = msg.get("text")
            if text is None:
                raw = msg.get("bytes") or b""
                text = raw.decode("utf-8", "replace") if len(raw) <= MAX_MESSAGE else "x" * (
                    MAX_MESSAGE + 1)
            await handle(room, conn, text)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        room.detach(conn)
        pump.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await pump


async def handle(room: Room, conn: Conn, text: str) -> None:
    """One message from a client."""
    data = parse(text)
    if isinstance(data, Text):
        conn.send(error(data, version=room.version))
        return
    if data["type"] == "ping":
        conn.send(PONG)
        return
    if conn.seat is None:
        conn.send(error(texts.SPECTATOR, version=room.version))
        return
    version = data["version"]
    reason = await room.submit(conn.seat, data["action"], version, "person")
    if reason is not None:
        conn.send(error(reason, version=room.version))
        if version != room.version:  # stale: bring this client up to date
            conn.send(room.state_message(conn.seat, [], room.table_json()))


@router.websocket("/ws/echo")
async def echo(ws: WebSocket) -> None:
    """Sends every message straight back: the load benchmark's baseline round-trip."""
    await ws.accept()
    try:
        while True:
            await ws.send_text(await ws.receive_text())
    except (WebSocketDisconnect, RuntimeError):
        pass
