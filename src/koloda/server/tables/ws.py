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
import time
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse

from koloda.core import Text
from koloda.core.clean import all_well_formed

from .. import limits as lim
from .. import texts
from ..chat import service as chat
from ..cluster import ELSEWHERE
from ..http import ApiError, address_of, hub_of
from ..limits import TokenBucket
from ..people import players
from .conn import Conn, dumps
from .hub import Hub
from .room import Room

log = logging.getLogger("koloda.server.ws")
router = APIRouter()

#: the largest message a client may send
MAX_MESSAGE = 8 * 1024
#: the deepest nesting of a message (an action is 3 deep)
MAX_DEPTH = 16
#: close code for a client over its connection limit
TOO_MANY = 4429
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
    except RecursionError:  # thousands of nested brackets: refused like any bad message
        return lim.TOO_DEEP
    if not isinstance(data, dict):
        return texts.BAD_SHAPE
    if not all_well_formed(data, MAX_DEPTH):
        # well-formed when depth is no object: then depth was the fault
        return lim.TOO_DEEP if all_well_formed(data, 10**6) else lim.BAD_UNICODE
    kind = data.get("type")
    if kind == "ping" and set(data) == {"type"}:
        return data
    if kind == "chat":  # its content is checked by server/chat/service.py
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
    hub = hub_of(ws)
    token = ws.query_params.get("token")
    address = address_of(ws)
    client = lim.client_id(ws.query_params.get("client"))
    if hub.owner.cluster and table_id not in hub.rooms:
        # Another process may serve the table: say so before the handshake completes, as a
        # 503 that nginx answers by asking the next process.
        try:
            await hub.room(table_id)
        except ApiError as exc:
            if exc.reason is ELSEWHERE:
                await ws.send_denial_response(JSONResponse(
                    {"error": exc.reason.to_json()}, status_code=503))
                return
    await ws.accept()
    if not hub.sockets.take(address, hub.shared_cap(hub.limits.sockets_per_address)):
        await ws.send_text(error(lim.TOO_MANY_SOCKETS))
        await ws.close(code=TOO_MANY)
        return
    try:
        await serve_socket(hub, ws, table_id, token, address, client)
    finally:
        hub.sockets.give_back(address)


async def serve_socket(hub: Hub, ws: WebSocket, table_id: str, token: str | None,
                       address: str = "?", client: str | None = None) -> None:
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
    try:  # a signed-in person: those they blocked are not heard here
        account = await players.account_of(ws)
        blocked = await players.blocked_by(hub, account)
    except Exception:  # the database hiccups: the game goes on, unfiltered
        log.exception("table %s: the sign-in could not be read", room.id)
        account, blocked = None, frozenset()
    conn = Conn(ws, seat, address, client, account["id"] if account else None, blocked)
    room.attach(conn)
    pump = asyncio.create_task(conn.pump())
    try:  # the table's recent talk; a store hiccup must not cost the game
        await chat.history(room, conn)
    except Exception:
        log.exception("table %s: the chat history could not be read", room.id)
    bucket = TokenBucket(hub.limits.message_burst, hub.limits.messages_per_second)
    throttled: float | None = None  # since when this client has been over its rate
    try:
        while True:
            # Over its rate, a client is read more slowly: its messages wait in its own
            # connection (and then its TCP window) instead of costing everyone else time.
            # One that stays over it is flooding: it is closed rather than read for ever.
            wait = bucket.wait()
            if wait > 0:
                now = time.monotonic()
                if throttled is None:
                    conn.send(error(lim.SLOW_DOWN, version=room.version))
                    hub.probe.limited(lim.SLOW_DOWN.id)
                    throttled = now
                elif now - throttled > hub.limits.flood_seconds:
                    log.info("table %s: a client kept flooding; closing it", room.id)
                    hub.probe.limited(lim.FLOODING.id)
                    conn.send(error(lim.FLOODING, version=room.version))
                    for _ in range(50):  # hand the reason to the network (at most 0.5 s)
                        if conn.queue.empty():
                            break
                        await asyncio.sleep(0.01)
                    drop(ws)
                    break
                await asyncio.sleep(wait)
            else:
                throttled = None
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                break
            text = msg.get("text")
            if text is None:
                raw = msg.get("bytes") or b""
                text = raw.decode("utf-8", "replace") if len(raw) <= MAX_MESSAGE else "x" * (
                    MAX_MESSAGE + 1)
            try:
                await handle(room, conn, text)
            except Exception:  # a server bug must not end the connection silently
                log.exception("table %s: a message could not be handled", room.id)
                conn.send(error(texts.NOT_HANDLED, version=room.version))
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        room.detach(conn)
        pump.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await pump


def drop(ws: WebSocket) -> None:
    """Cut a flooding client's connection at once, unread data and all.

    A polite close would go on reading (and parsing, frame by frame) everything the client
    still sends until its close reply arrives behind its own flood: seconds of the event loop.
    ASGI has no word for "abort", so this reaches the server's transport where it can (uvicorn's
    protocol is the owner of `receive`); elsewhere the handler's return closes it politely.
    """
    protocol = getattr(getattr(ws, "_receive", None), "__self__", None)
    abort = getattr(getattr(protocol, "transport", None), "abort", None)
    if callable(abort):  # asyncio's and uvloop's transports alike
        abort()


async def handle(room: Room, conn: Conn, text: str) -> None:
    """One message from a client."""
    data = parse(text)
    if isinstance(data, Text):
        conn.send(error(data, version=room.version))
        return
    if data["type"] == "ping":
        conn.send(PONG)
        return
    if data["type"] == "chat":  # players and spectators alike
        refused = await chat.say(room, conn, data)
        if refused is not None:
            conn.send(error(refused, version=room.version, chat=True))
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
    hub = hub_of(ws)
    address = address_of(ws)
    await ws.accept()
    if not hub.sockets.take(address, hub.shared_cap(hub.limits.sockets_per_address)):
        await ws.close(code=TOO_MANY)
        return
    bucket = TokenBucket(hub.limits.message_burst, hub.limits.messages_per_second)
    try:
        while True:
            if (wait := bucket.wait()) > 0:
                await asyncio.sleep(wait)
            await ws.send_text(await ws.receive_text())
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        hub.sockets.give_back(address)
