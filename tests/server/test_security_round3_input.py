"""A hostile client against the server, round three (issue 42), items 8 and 9: long input in
a refusal, and chat lines that belong to whoever said them. Each test failed on the server
before."""

from __future__ import annotations

import asyncio
import importlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from koloda.core import LANGS, games
from koloda.core.text import Catalog

from .databases import fresh_url
from .helpers import Client, auth, free_port, new_table, running_hub, running_server, ws_url
from .people import PASSWORD, ROOMY, browser, cookie_of, join, signed_up, socket, table
from .test_recovery import server_process

#: `koloda.core.text` (the package's `text` is the function of that name)
text_module = importlib.import_module("koloda.core.text")
#: a table id, a game id, a field's name: longer than fluent.runtime's placeable (2,500)
LONG = 3000
#: the most an answer may be: its words in two languages, each quoting at most 64 characters
SHORT = 700


def _short_error(r: httpx.Response, status: int) -> None:
    """A refusal with `status`, in both languages, that does not echo the input back."""
    assert r.status_code == status, r.text[:300]
    assert len(r.text) < SHORT, r.text[:300]
    error = r.json()["error"]
    assert error["en"] and error["ru"] and error["en"] != error["ru"]


async def _short_socket_error(client: Client) -> dict[str, Any]:
    """The next error on a table's socket: bilingual and short (the socket stays open: a ping
    is still answered)."""
    msg = await client.until(lambda m: m["type"] == "error", timeout=10)
    assert len(json.dumps(msg, ensure_ascii=False)) < SHORT, str(msg)[:300]
    assert msg["reason"]["en"] and msg["reason"]["ru"]
    await client.send({"type": "ping"})
    await client.until(lambda m: m["type"] == "pong", timeout=10)
    return msg


def _attack(base: str) -> None:
    """Every long input the review sent, each answered by a short refusal."""
    # a table id of 3,000 characters, by REST and by WebSocket
    tid = "x" * LONG
    _short_error(httpx.get(f"{base}/api/tables/{tid}", timeout=30), 404)
    _short_error(httpx.post(f"{base}/api/tables/{tid}/join", json={"name": "A"}, timeout=30),
                 404)

    async def unknown_table() -> None:
        async with websockets.connect(ws_url(base, tid), max_size=None) as ws:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert msg["type"] == "error" and len(json.dumps(msg)) < SHORT, str(msg)[:300]
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await asyncio.wait_for(ws.recv(), 10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404
    asyncio.run(unknown_table())

    # thousands of unknown option names, a value of 60 KB, a field of 3,000 characters
    names = {f"option_{i:05d}": 1 for i in range(3000)}
    _short_error(httpx.post(f"{base}/api/tables", timeout=30, json={
        "game": "durak", "players": 2, "options": names}), 422)
    for option in ("transfer", "turn_seconds"):  # the game's own, and the table's
        _short_error(httpx.post(f"{base}/api/tables", timeout=30, json={
            "game": "durak", "players": 2, "options": {option: "y" * 60_000}}), 422)
    _short_error(httpx.post(f"{base}/api/tables", timeout=30, json={
        "game": "durak", "players": 2, "z" * LONG: 1}), 422)
    _short_error(httpx.get(f"{base}/api/games/{'g' * LONG}/rules", timeout=30), 404)

    # a card of 60 KB in a lesson's move (REST takes 64 KiB): refused as a move, quoted short
    r = httpx.post(f"{base}/api/learn/durak/1", timeout=30,
                   json={"action": {"type": "attack", "card": "Z" * 60_000}})
    assert r.status_code == 200, r.text[:300]
    attempt = r.json()["attempt"]
    assert attempt["kind"] == "illegal" and len(json.dumps(attempt)) < SHORT, str(attempt)[:300]

    # at a table of two people, so that nobody moves meanwhile (a message is at most 8 KiB):
    # a long card, type and field names
    made = new_table(base, "durak", 2, {}, start_game=False)
    assert httpx.post(f"{base}/api/tables/{made['table']['id']}/join", json={"name": "B"},
                      timeout=30).status_code == 200
    assert httpx.post(f"{base}/api/tables/{made['table']['id']}/start",
                      headers=auth(made["token"]), timeout=30).status_code == 200

    async def at_the_table() -> None:
        async with websockets.connect(ws_url(base, made["table"]["id"], made["token"]),
                                      max_size=None) as ws:
            client = Client(ws, 0)
            state = await client.state()
            extra = {f"field_{i:04d}_{'q' * 20}": 1 for i in range(200)}
            for action in ({"type": "attack", "card": "Z" * LONG}, {"type": "q" * LONG},
                           {"type": "attack", "card": "7H", **extra}):
                await client.act(state["version"], action)
                msg = await _short_socket_error(client)
                assert msg["reason"] != {"en": "the server could not handle this message; "
                                               "please try again",
                                         "ru": "сервер не смог обработать это сообщение; "
                                               "попробуйте ещё раз"}
    asyncio.run(at_the_table())


# -- 8. long client input in a refusal text -------------------------------------------------
def test_long_input_in_a_refusal_is_quoted_short_by_a_fresh_process(tmp_path: Path) -> None:
    """A process that has formatted few messages formats with fluent.runtime's interpreter,
    which refused a placeable over 2,500 characters: a 500, or a socket dropped."""
    port = free_port()
    # `server_process` fails the test on any traceback in the server's log (a 500)
    with server_process(fresh_url("sqlite", tmp_path), port, tmp_path / "server.log"):
        _attack(f"http://127.0.0.1:{port}")


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process formats the core's and the server's texts compiled, as a busy server does
    (`koloda.core.text.COMPILE_AFTER`)."""
    games()  # every game's catalog, so that the stand-in has all the old one has
    catalog = Catalog()
    for package in text_module.CATALOG.packages():
        catalog.add_package(package)
    for lang in LANGS:
        catalog.bundle(lang)
        for package in ("koloda.core", "koloda.server"):
            catalog.compile(package, lang)
    monkeypatch.setattr(text_module, "CATALOG", catalog)
    yield


@pytest.mark.usefixtures("compiled")
def test_long_input_in_a_refusal_is_quoted_short_with_the_catalog_compiled(
        tmp_path: Path) -> None:
    """Compiled, the same refusals took the input whole and sent it all back."""
    with running_server(fresh_url("sqlite", tmp_path)) as base:
        _attack(base)


# -- 9. a chat line belongs to whoever said it ----------------------------------------------
def _say(base: str, table_id: str, token: str, words: str, cookie: str | None = None) -> None:
    async def say() -> None:
        async with socket(base, table_id, token, cookie) as ws:
            client = Client(ws, None)
            await client.until(lambda m: m["type"] == "chat_history")
            await client.send({"type": "chat", "text": words})
            await client.until(lambda m: m["type"] == "chat" and m["line"]["text"] == words)
    asyncio.run(say())


def _lines(base: str, table_id: str) -> dict[str, list[tuple[str, str]]]:
    """A table's chat as (name, words): from the database (REST) and from the room in memory
    (a socket's history)."""
    stored = httpx.get(f"{base}/api/tables/{table_id}/chat", timeout=30).json()

    async def history() -> list[dict[str, Any]]:
        async with socket(base, table_id) as ws:
            msg = await Client(ws, None).until(lambda m: m["type"] == "chat_history")
            return list(msg["lines"])
    return {where: [(x["name"], x["text"]) for x in lines]
            for where, lines in (("stored", stored), ("room", asyncio.run(history())))}


def test_a_guests_chat_from_a_seat_an_account_took_later_stays_the_guests(
        tmp_path: Path, backend: str) -> None:
    url = fresh_url(backend, tmp_path)
    with running_hub(url, limits=ROOMY) as (base, _hub):
        me, _ = signed_up(base)
        # taken: a guest talks from seat 1 and leaves; the account sits down there
        with browser(base) as host, browser(base) as guest:
            taken = table(host, players=3, name="Host")["table"]["id"]
            sat = join(guest, taken, "Guesty")
            assert sat.json()["seat"] == 1
            _say(base, taken, sat.json()["token"], "guest words")
            assert guest.post(f"/api/tables/{taken}/leave",
                              headers=auth(sat.json()["token"])).status_code == 200
        mine = join(me, taken)
        assert mine.json()["seat"] == 1
        _say(base, taken, mine.json()["token"], "my words", cookie_of(me))
        # claimed: a guest's browser talks, then the account claims its seat and talks too
        with browser(base) as early:
            made = table(early, name="Early")
        claimed = made["table"]["id"]
        _say(base, claimed, made["token"], "said as a guest")
        r = me.post("/api/account/claim", json={"tokens": [made["token"]]})
        assert r.json()["claimed"] == [{"table": claimed, "seat": 0}]
        _say(base, claimed, made["token"], "said signed in", cookie_of(me))

        data = me.get("/api/account/export").json()
        assert [(c["table"], c["text"]) for c in data["chat"]] == [
            (taken, "my words"), (claimed, "said signed in")]

        gone = me.post("/api/account/delete", json={"password": PASSWORD}).json()["name"]
        expected = {taken: [("Guesty", "guest words"), (gone, "my words")],
                    claimed: [("Early", "said as a guest"), (gone, "said signed in")]}
        for tid, lines in expected.items():
            assert _lines(base, tid) == {"stored": lines, "room": lines}
    # after a restart: the rooms are rebuilt from the database
    with running_hub(url, limits=ROOMY) as (base, _hub):
        for tid, lines in expected.items():
            assert _lines(base, tid) == {"stored": lines, "room": lines}
