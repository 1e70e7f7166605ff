"""A message's JSON: what orjson writes, the json module's way for what orjson refuses, and a
part encoded once (the table's, in every seat's state message of a move) set in each message;
and how a connection sends: at once while the socket keeps up, through its pump, in order,
when it pushes back."""

from __future__ import annotations

import asyncio
import contextlib
import json
import warnings

from koloda.server.tables.conn import Conn, dumps, dumps_with

TABLE = {"id": "ab12", "seats": [{"name": "Вера", "connected": True}], "3": None}


def test_a_part_encoded_once_reads_as_if_encoded_with_the_message() -> None:
    message = {"type": "state", "version": 7, "keys": {1: "one"}}
    assert json.loads(dumps_with(message, "table", dumps(TABLE))) == \
        {"type": "state", "version": 7, "keys": {"1": "one"}, "table": TABLE}
    assert json.loads(dumps_with({}, "table", dumps(TABLE))) == {"table": TABLE}


def test_an_integer_over_64_bits_goes_the_json_modules_way_also_with_a_part() -> None:
    assert json.loads(dumps({"seed": 2**70})) == {"seed": 2**70}
    assert json.loads(dumps_with({"seed": 2**70}, "table", dumps({"big": 2**65}))) == \
        {"seed": 2**70, "table": {"big": 2**65}}


class Socket:
    """Stands for a WebSocket: `send_text` completes at once, as uvicorn's does while the
    socket's buffer has room, or waits while `paused` is clear (the client does not read)."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.paused = asyncio.Event()
        self.paused.set()
        self.closed: int | None = None

    async def send_text(self, text: str) -> None:
        await self.paused.wait()
        if text == "boom":
            raise ConnectionResetError("gone")
        self.sent.append(text)

    async def close(self, code: int = 1000) -> None:
        self.closed = code


def test_a_message_is_written_at_once_while_the_socket_keeps_up() -> None:
    async def go() -> None:
        ws = Socket()
        conn = Conn(ws, 0)  # type: ignore[arg-type]
        conn.send("a")
        conn.send("b")
        assert ws.sent == ["a", "b"]  # no pump ran: written inside send
        assert conn.queue.empty()
    asyncio.run(go())


def test_when_the_socket_pushes_back_the_rest_waits_for_the_pump_in_order() -> None:
    async def go() -> None:
        ws = Socket()
        conn = Conn(ws, 0)  # type: ignore[arg-type]
        pump = asyncio.create_task(conn.pump())
        conn.send("a")
        ws.paused.clear()
        conn.send("b")  # its send waits for the socket
        conn.send("c")
        await asyncio.sleep(0)
        assert ws.sent == ["a"]
        ws.paused.set()
        while len(ws.sent) < 3:
            await asyncio.sleep(0)
        assert ws.sent == ["a", "b", "c"]
        conn.send("d")  # caught up: written at once again
        assert ws.sent[-1] == "d"
        conn.close()
        await pump
        assert ws.closed == 1000
    asyncio.run(go())


def test_a_send_that_fails_closes_that_client_only() -> None:
    async def go() -> None:
        ws = Socket()
        conn = Conn(ws, 0)  # type: ignore[arg-type]
        conn.send("boom")
        assert conn.dead
        conn.send("after")
        while ws.closed is None:
            await asyncio.sleep(0)
        assert ws.closed == 1011 and ws.sent == []
    asyncio.run(go())


def test_a_pump_stopped_while_a_send_waits_leaves_nothing_running() -> None:
    async def go() -> None:
        ws = Socket()
        conn = Conn(ws, 0)  # type: ignore[arg-type]
        pump = asyncio.create_task(conn.pump())
        ws.paused.clear()
        conn.send("a")
        await asyncio.sleep(0)
        pump.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await pump
        assert ws.sent == []
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "coroutine was never awaited" would be one
        asyncio.run(go())
