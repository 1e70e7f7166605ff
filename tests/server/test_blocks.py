"""Blocking (server/people/players.py), on SQLite and PostgreSQL: blocks listed, added and removed; a
blocked account cannot join a table where its blocker sits (a guest can: the promise's
limit); its chat lines, seated or watching, reach everyone but the blocker, live and in the
history; unblocking restores both. And migration 0005 keeping every row."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from koloda.server.chat import db as chat_db
from koloda.server.people import accounts_db, players_db
from koloda.server.store import Store, migrate

from .databases import BACKENDS, fresh_url
from .helpers import Client, auth, running_hub
from .people import ROOMY, browser, cookie_of, game, handle, join, signed_up, socket, table


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory,
         backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, hub):
        yield base, hub


def person(base: str) -> tuple[httpx.Client, str]:
    name = handle()
    client, _ = signed_up(base, name)
    return client, name


def test_blocks_are_listed_added_and_removed(site: tuple[str, Any]) -> None:
    base, hub = site
    me, my_name = person(base)
    _b, b = person(base)
    _c, c = person(base)
    assert me.get("/api/account/blocks").json() == []
    assert me.post("/api/account/blocks", json={"handle": b.upper()}).json() == {
        "ok": True, "handle": b}
    assert me.post("/api/account/blocks", json={"handle": c}).status_code == 200
    assert me.post("/api/account/blocks", json={"handle": c}).status_code == 200  # again: no-op
    listed = me.get("/api/account/blocks").json()
    assert [x["handle"] for x in listed] == [c, b] and all(x["since"] > 0 for x in listed)
    for bad, status in ((handle(), 404), (my_name, 422), (my_name.upper(), 422)):
        r = me.post("/api/account/blocks", json={"handle": bad})
        assert r.status_code == status
        assert r.json()["error"]["en"] and r.json()["error"]["ru"]
    assert me.delete(f"/api/account/blocks/{c}").json() == {"ok": True}
    assert me.delete(f"/api/account/blocks/{c}").status_code == 404
    assert [x["handle"] for x in me.get("/api/account/blocks").json()] == [b]
    with browser(base) as guest:
        assert guest.get("/api/account/blocks").status_code == 401
        assert guest.post("/api/account/blocks", json={"handle": b}).status_code == 401
    ids = [accounts_db.account(hub.store, handle_key=n.lower())["id"] for n in (my_name, b, c)]
    assert players_db.blocked_between(hub.store, ids[0], ids[1])
    assert players_db.blocked_between(hub.store, ids[1], ids[0])  # either way round
    assert not players_db.blocked_between(hub.store, ids[0], ids[2])


def test_a_blocked_account_cannot_join_where_its_blocker_sits(site: tuple[str, Any]) -> None:
    base, _hub = site
    host, host_name = person(base)
    blocked, blocked_name = person(base)
    friend, _ = person(base)
    assert host.post("/api/account/blocks", json={"handle": blocked_name}).status_code == 200
    made = table(host, players=4)
    tid = made["table"]["id"]
    r = join(blocked, tid)
    assert r.status_code == 403
    reason = r.json()["error"]
    assert reason["en"] and reason["ru"] and host_name not in json.dumps(reason)
    # someone seated who blocked them, host or not
    other = table(friend, players=3)["table"]["id"]
    assert join(host, other).status_code == 200
    assert join(blocked, other).status_code == 403
    # anyone else joins; so does the blocked person as a guest (no account: nothing to match)
    assert join(friend, tid).status_code == 200
    with browser(base) as guest:
        assert join(guest, tid, "Anyone").status_code == 200
    # unblocked: welcome
    assert host.delete(f"/api/account/blocks/{blocked_name}").status_code == 200
    assert join(blocked, tid).status_code == 200


def test_chat_of_a_blocked_account_is_hidden_from_the_blocker_only(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    me, _ = person(base)
    loud, loud_name = person(base)
    watcher, watcher_name = person(base)
    assert me.post("/api/account/blocks", json={"handle": loud_name}).status_code == 200
    assert me.post("/api/account/blocks", json={"handle": watcher_name}).status_code == 200
    made = table(loud, name="x")  # their table: I join it (they did not block me)
    tid = made["table"]["id"]
    r = join(me, tid)
    assert r.status_code == 200
    my_token = r.json()["token"]

    def said(client: Client) -> list[str]:
        return [m["line"]["text"] for m in client.messages if m["type"] == "chat"]

    async def talk() -> None:
        async with socket(base, tid, my_token, cookie_of(me)) as ws_me, \
                socket(base, tid, made["token"], cookie_of(loud)) as ws_loud, \
                socket(base, tid, None, cookie_of(watcher)) as ws_watch, \
                socket(base, tid) as ws_guest:
            mine, theirs = Client(ws_me, 1), Client(ws_loud, 0)
            spectator, guest = Client(ws_watch, None), Client(ws_guest, None)
            for c in (mine, theirs, spectator, guest):
                await c.until(lambda m: m["type"] == "chat_history")
            await theirs.send({"type": "chat", "text": "from the seat"})
            # heard before the next is said: two people saying a line at once may cross (each
            # line asks the database whether its sayer is muted), and this test counts on order
            await guest.until(lambda m: m["type"] == "chat"
                              and m["line"]["text"] == "from the seat")
            await spectator.send({"type": "chat", "text": "from the rail"})
            for c in (theirs, guest):
                await c.until(lambda m: m["type"] == "chat" and m["line"]["text"] == "from "
                              "the rail")
            await mine.send({"type": "chat", "text": "mine"})
            await mine.until(lambda m: m["type"] == "chat" and m["line"]["text"] == "mine")
            assert said(mine) == ["mine"]
            assert said(guest)[:2] == ["from the seat", "from the rail"]
            assert all("account" not in m["line"] for m in guest.messages if m["type"] == "chat")
            # unblocked: heard again at once, on the same connection
            assert me.delete(f"/api/account/blocks/{loud_name}").status_code == 200
            await theirs.send({"type": "chat", "text": "heard"})
            await mine.until(lambda m: m["type"] == "chat" and m["line"]["text"] == "heard")

    asyncio.run(talk())
    everything = ["from the seat", "from the rail", "mine", "heard"]
    lines = httpx.get(f"{base}/api/tables/{tid}/chat").json()
    assert [x["text"] for x in lines] == everything
    assert all("account" not in x for x in lines)
    assert [x["text"] for x in loud.get(f"/api/tables/{tid}/chat").json()] == everything
    # my own reading: the watcher is still blocked; the seat no more
    assert [x["text"] for x in me.get(f"/api/tables/{tid}/chat").json()] == [
        "from the seat", "mine", "heard"]

    async def reconnect() -> list[str]:
        async with socket(base, tid, my_token, cookie_of(me)) as ws:
            history = await Client(ws, 1).until(lambda m: m["type"] == "chat_history")
            return [x["text"] for x in history["lines"]]

    assert asyncio.run(reconnect()) == ["from the seat", "mine", "heard"]
    me.delete(f"/api/account/blocks/{watcher_name}")
    assert asyncio.run(reconnect()) == everything


@pytest.mark.parametrize("db", BACKENDS)
def test_migration_0005_upgrades_0004_keeping_every_row(db: str, tmp_path: Path) -> None:
    url = fresh_url(db, tmp_path, empty=True)
    engine = create_engine(url)
    migrate(engine, "0004")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO koloda_accounts (handle, handle_key, name, "
                          "password_hash, created, status) VALUES ('Ann', 'ann', 'Ann', 'h', "
                          "1.0, 'active')"))
        account = conn.execute(text("SELECT id FROM koloda_accounts")).scalar_one()
        conn.execute(text(
            "INSERT INTO koloda_tables (id, game, rules_version, options, table_options, "
            "players, seed, status, created, hurry, fast) VALUES ('t1', 'toy', '1', '{}', "
            "'{}', 2, 7, 'finished', 1.5, false, false)"))
        conn.execute(text("INSERT INTO koloda_seats (table_id, seat, kind, name, token_hash, "
                          "account_id) VALUES ('t1', 0, 'human', 'Ann', 'h0', :a), "
                          "('t1', 1, 'human', 'Вася', 'h1', NULL)"), {"a": account})
        conn.execute(text("INSERT INTO koloda_chat (table_id, n, seat, name, text, at) "
                          "VALUES ('t1', 0, 0, 'Ann', 'hi', 2.0)"))
    engine.dispose()
    store = Store(url)  # opening it upgrades it
    try:
        stored = store.load("t1")
        assert stored is not None
        assert [(s["name"], s["account_id"], s["account"]) for s in stored.seats] == [
            ("Ann", account, "Ann"), ("Вася", None, None)]
        # a line from before 0005 was said when no seat named an account: a guest's, whoever
        # holds its seat now (issue 42)
        assert [(x["text"], x["account"]) for x in chat_db.lines(store, "t1")] == [("hi", None)]
        assert players_db.blocks_of(store, account) == []
        assert players_db.claim(store, account, ["h1"]) == ([("t1", 1)], [])
    finally:
        store.close()


def test_play_again_is_refused_where_a_blocker_sits(site: tuple[str, Any]) -> None:
    base, _hub = site
    first, _ = person(base)
    second, second_name = person(base)
    ended = game(base, first, second)
    assert first.post("/api/account/blocks", json={"handle": second_name}).status_code == 200
    tid, tokens = ended["id"], ended["tokens"]
    # the blocker may offer a rematch; the one they blocked cannot say yes
    assert first.post(f"/api/tables/{tid}/again", headers=auth(tokens[0])).status_code == 202
    r = second.post(f"/api/tables/{tid}/again", headers=auth(tokens[1]))
    assert r.status_code == 403 and r.json()["error"]["ru"]
