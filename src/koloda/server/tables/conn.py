"""One WebSocket client of a table: who it is (its seat, address and browser) and its outgoing
queue, pumped to the socket so that one slow client never holds up a table."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import TYPE_CHECKING, Any

import orjson

if TYPE_CHECKING:
    from fastapi import WebSocket

log = logging.getLogger("koloda.server.conn")

#: a client that lets this many messages pile up unread is disconnected
MAX_BACKLOG = 512


#: orjson's options: keys that are numbers become strings, as the standard json module does
_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(data: Any) -> str:
    """Compact JSON text. orjson writes a state message several times faster than the json
    module (every client of every table gets one a move: issue 29's profile); what orjson
    refuses (an integer over 64 bits) goes the standard way."""
    try:
        return orjson.dumps(data, option=_OPTIONS).decode()
    except TypeError:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def dumps_with(data: dict[str, Any], key: str, part: str) -> str:
    """`dumps(data)` with `key` set to `part`, a value's JSON text encoded once for several
    messages (the table's, the same in every seat's state message of a move)."""
    text = dumps(data)
    return f'{text[:-1]}{"," if data else ""}"{key}":{part}}}'


class Conn:
    """One WebSocket client of a room: its seat (None: a spectator) and its outgoing queue.

    Messages are queued, never awaited by the sender, so one slow client cannot hold up a
    table; a client that falls `MAX_BACKLOG` messages behind is dropped.
    """

    def __init__(self, ws: WebSocket, seat: int | None, address: str = "?",
                 client: str | None = None, account_id: int | None = None,
                 blocked: frozenset[int] = frozenset()) -> None:
        self.ws = ws
        self.seat = seat
        #: who is connected: the limits (chat) count by these, never by the connection
        self.address, self.client = address, client
        #: the account signed in at the handshake (its cookie), and those it has blocked:
        #: their chat lines are not sent here
        self.account_id = account_id
        self.blocked = blocked
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.dead = False

    def send_json(self, data: dict[str, Any]) -> None:
        self.send(dumps(data))

    def send(self, text: str) -> None:
        if self.dead:
            return
        if self.queue.qsize() >= MAX_BACKLOG:
            # Not reading: queue nothing more (memory stays bounded) and close it now, not
            # after the backlog it is not reading anyway.
            self.dead = True
            log.info("a client left %d messages unread; closing it", MAX_BACKLOG)
            asyncio.get_running_loop().create_task(self._abort())
            return
        self.queue.put_nowait(text)

    async def _abort(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=1008), timeout=2.0)

    def close(self) -> None:
        """Close after the messages already queued."""
        self.queue.put_nowait(None)

    async def pump(self) -> None:
        """Send queued messages in order until told to stop. Whatever goes wrong while
        sending to this client closes this client (logged), never the table."""
        while True:
            text = await self.queue.get()
            if text is None:
                await self.ws.close()
                return
            try:
                await self.ws.send_text(text)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self.dead = True
                if isinstance(exc, UnicodeError | TypeError | ValueError):  # a server bug
                    log.exception("a message could not be sent; closing that client")
                else:  # the client went away while we were sending
                    log.debug("a client went away while being sent a message: %r", exc)
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self.ws.close(code=1011), timeout=2.0)
                return
