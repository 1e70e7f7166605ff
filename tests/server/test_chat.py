"""Talk at a table (server/chat/): lines reach players and spectators alike as plain data,
quick phrases by id, a burst of five then one a second, the host's switch, the table's history
for a newcomer and the replay, and lines kept over a SIGKILL."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path
from typing import Any

import httpx

from koloda.server.chat import service as chat

from .databases import fresh_url
from .helpers import Client, auth, free_port, new_table, ws_connect, ws_url
from .test_recovery import server_process

HOSTILE = "<img src=x onerror=alert(1)>"


async def _connect(base: str, tid: str, token: str | None) -> tuple[Any, Client]:
    ws = await ws_connect(ws_url(base, tid, token))
    client = Client(ws, None)
    await client.until(lambda m: m["type"] == "chat_history")
    return ws, client


def _line(m: dict[str, Any]) -> bool:
    return m["type"] == "chat"


def test_a_line_reaches_players_and_spectators_as_plain_data(server: str) -> None:
    made = new_table(server, "durak", 2, {1: "random"}, {"bot_delay": 5})
    tid, token = made["table"]["id"], made["token"]

    async def run() -> None:
        ws_a, player = await _connect(server, tid, token)
        ws_s, watcher = await _connect(server, tid, None)
        try:
            await player.send({"type": "chat", "text": f"  {HOSTILE}\u202e  "})
            for c in (player, watcher):
                line = (await c.until(_line))["line"]
                # the text as typed (cleaned of the bidi override, trimmed), never markup
                assert line["text"] == HOSTILE and line["seat"] == 0 and line["name"] == "Alice"
            await watcher.send({"type": "chat", "phrase": "wellPlayed"})
            for c in (player, watcher):
                line = (await c.until(_line))["line"]
                assert line["phrase"] == "wellPlayed" and line["seat"] is None and not line["text"]
            # refusals: unknown phrase, too long, empty; each an error marked as chat
            for bad in ({"phrase": "curse"}, {"text": "x" * 301}, {"text": "   "}):
                await player.send({"type": "chat", **bad})
                err = await player.until(lambda m: m["type"] == "error")
                assert err.get("chat") and err["reason"]["en"] and err["reason"]["ru"]
        finally:
            await ws_a.close()
            await ws_s.close()
    asyncio.run(run())
    lines = httpx.get(f"{server}/api/tables/{tid}/chat").json()
    assert [(x["text"], x["phrase"]) for x in lines] == [(HOSTILE, None), (None, "wellPlayed")]


def test_a_burst_of_five_then_one_a_second(server: str) -> None:
    made = new_table(server, "durak", 2, {1: "random"}, {"bot_delay": 5})
    tid, token = made["table"]["id"], made["token"]

    async def run() -> list[dict[str, Any]]:
        ws, player = await _connect(server, tid, token)
        try:
            for i in range(7):
                await player.send({"type": "chat", "text": f"line {i}"})
            got: list[dict[str, Any]] = []
            while len(got) < 7:
                msg = await player.until(lambda m: m["type"] in ("chat", "error"))
                got.append(msg)
            return got
        finally:
            await ws.close()
    got = asyncio.run(run())
    assert [m["type"] for m in got].count("chat") == chat.BURST
    refused = [m for m in got if m["type"] == "error"]
    assert len(refused) == 2 and refused[0]["reason"] == chat.TOO_FAST.to_json()


def test_the_host_switches_chat_off_and_only_the_host(server: str) -> None:
    made = new_table(server, "durak", 2, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    guest = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()["token"]
    assert httpx.post(f"{server}/api/tables/{tid}/chat", json={"enabled": False},
                      headers=auth(guest)).status_code == 403
    table = httpx.post(f"{server}/api/tables/{tid}/chat", json={"enabled": False},
                       headers=auth(host)).json()
    assert table["chat"] is False
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()

    async def run() -> dict[str, Any]:
        ws, player = await _connect(server, tid, guest)
        assert player.messages[-1]["enabled"] is False
        try:
            await player.send({"type": "chat", "text": "hello?"})
            return await player.until(lambda m: m["type"] == "error")
        finally:
            await ws.close()
    assert asyncio.run(run())["reason"] == chat.CHAT_OFF.to_json()


def test_lines_survive_a_sigkill_and_a_newcomer_gets_them(tmp_path: Path, backend: str) -> None:
    db = fresh_url(backend, tmp_path)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with server_process(db, port, tmp_path / "server.log") as proc:
        made = new_table(base, "durak", 2, {1: "random"}, {"bot_delay": 5})
        tid, token = made["table"]["id"], made["token"]

        async def talk() -> None:
            ws, player = await _connect(base, tid, token)
            await player.send({"type": "chat", "text": "remember me"})
            await player.until(_line)  # shown only once it is kept
            os.kill(proc.pid, signal.SIGKILL)
            await ws.close()
        asyncio.run(talk())
        proc.wait(timeout=10)
    with server_process(db, port, tmp_path / "server.log"):
        async def late() -> list[dict[str, Any]]:
            ws, watcher = await _connect(base, tid, None)
            await ws.close()
            return watcher.messages[-1]["lines"]
        lines = asyncio.run(late())
        assert [x["text"] for x in lines] == ["remember me"]
        assert httpx.get(f"{base}/api/tables/{tid}/chat").json()[0]["text"] == "remember me"
