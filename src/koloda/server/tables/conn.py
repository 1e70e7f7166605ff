"""One WebSocket client of a table: who it is (its seat, address and browser) and its outgoing
messages: written to the socket at once while it keeps up, else queued and pumped, so that one
slow client never holds up a table."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Coroutine, Generator
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


class _Rest:
    """The rest of a send whose first step paused (the socket pushed back: uvicorn waits for
    its buffer to drain): awaiting it resumes that coroutine where it stopped, as `await`
    would have."""

    __slots__ = ("coro", "waiting")

    def __init__(self, coro: Coroutine[Any, Any, None], waiting: Any) -> None:
        self.coro, self.waiting = coro, waiting

    def __await__(self) -> Generator[Any, Any, None]:
        coro, waiting = self.coro, self.waiting
        while True:
            try:
                yield waiting
            except BaseException as exc:  # cancelled meanwhile: the send is told so
                try:
                    waiting = coro.throw(exc)
                except StopIteration:
                    return
                continue
            try:
                waiting = coro.send(None)
            except StopIteration:
                return


#: in the queue: the rest of the send that paused (`Conn._rest`) goes first
_REST = object()


class Conn:
    """One WebSocket client of a room: its seat (None: a spectator) and its outgoing messages.

    A message is written to the socket at once, inside `send`, while the client keeps up: the
    ASGI send completes without waiting when the socket's buffer has room, which is nearly
    always. Only when it pushes back are the rest of that send and every later message queued
    for `pump`, in order; so no future waits per message (a parked future and coroutine a
    message were most of what the young collector walked: issue 49), the sender never awaits,
    and one slow client cannot hold up a table. A client that falls `MAX_BACKLOG` messages
    behind is dropped.
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
        #: what waits for the pump: only while the socket pushes back
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        self.dead = False
        #: the pump is sending (the queue may be empty meanwhile): later messages queue
        self._busy = False
        self._rest: _Rest | None = None

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
        if self._busy or not self.queue.empty():
            self.queue.put_nowait(text)  # behind what waits already, in order
            return
        step = self.ws.send_text(text)
        try:
            waiting = step.send(None)
        except StopIteration:
            return  # written
        except Exception as exc:
            self._failed(exc)
            asyncio.get_running_loop().create_task(self._abort(1011))
            return
        self._rest = _Rest(step, waiting)
        self.queue.put_nowait(_REST)

    async def _abort(self, code: int = 1008) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=code), timeout=2.0)

    def _failed(self, exc: Exception) -> None:
        """Whatever goes wrong while sending to this client closes this client, logged."""
        self.dead = True
        if isinstance(exc, UnicodeError | TypeError | ValueError):  # a server bug
            log.error("a message could not be sent; closing that client", exc_info=exc)
        else:  # the client went away while we were sending
            log.debug("a client went away while being sent a message: %r", exc)

    def close(self) -> None:
        """Close after the messages already queued."""
        self.queue.put_nowait(None)

    async def pump(self) -> None:
        """Send what `send` queued, in order, until told to stop. Whatever goes wrong while
        sending to this client closes this client (logged), never the table."""
        try:
            while True:
                item = await self.queue.get()
                if item is None:
                    await self.ws.close()
                    return
                self._busy = True
                try:
                    if item is _REST:
                        rest, self._rest = self._rest, None
                        if rest is not None:
                            await rest
                    else:
                        await self.ws.send_text(item)
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    self._failed(exc)
                    await self._abort(1011)
                    return
                finally:
                    self._busy = False
        finally:
            if self._rest is not None:  # stopped before it could finish a paused send
                self._rest.coro.close()
                self._rest = None
