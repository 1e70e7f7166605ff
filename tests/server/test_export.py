"""One's own data (server/people/players.py), on SQLite and PostgreSQL: the export holds the account,
its sessions, blocks, games with their records and chat, and no secret (no hash, no token, no
code); a deleted account's games stay for the other players under its anonymous name."""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from koloda.server.people import accounts_db

from .databases import fresh_url
from .helpers import Client, running_hub
from .people import (
    PASSWORD,
    ROOMY,
    browser,
    cookie_of,
    game,
    handle,
    join,
    signed_up,
    socket,
    table,
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory,
         backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, hub):
        yield base, hub


def chat(base: str, table_id: str, token: str, cookie: str, words: str) -> None:
    async def say() -> None:
        async with socket(base, table_id, token, cookie) as ws:
            client = Client(ws, 0)
            await client.until(lambda m: m["type"] == "chat_history")
            await client.send({"type": "chat", "text": words})
            await client.until(lambda m: m["type"] == "chat" and m["line"]["text"] == words)
    asyncio.run(say())


def test_the_export_has_everything_and_no_secret(site: tuple[str, Any]) -> None:
    base, hub = site
    name = handle()
    me, made = signed_up(base, name)
    phone = browser(base)
    assert phone.post("/api/account/signin", json={"handle": name,
                                                   "password": PASSWORD}).status_code == 200
    blocked = handle()
    signed_up(base, blocked)
    assert me.post("/api/account/blocks", json={"handle": blocked}).status_code == 200
    with browser(base) as guest:
        ended = game(base, me, guest, ("x", "Bob"))
    chat(base, ended["id"], ended["tokens"][0], cookie_of(me), "good game")
    waiting = table(me)["table"]["id"]  # a table not over: listed, without its record

    r = me.get("/api/account/export")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("application/json")
    assert r.headers["content-disposition"] == f'attachment; filename="koloda-{name}.json"'
    data = r.json()
    assert data["account"] == me.get("/api/account").json()["account"]
    assert len(data["sessions"]) == 2 and sum(s["current"] for s in data["sessions"]) == 1
    assert data["recovery_codes_left"] == 10
    assert [b["handle"] for b in data["blocks"]] == [blocked]
    assert [(g["id"], g["seats"]) for g in data["games"]] == [(ended["id"], [0])]
    record = httpx.get(f"{base}/api/tables/{ended['id']}/record").json()
    assert data["games"][0]["moves"] == record["actions"]
    assert [(c["table"], c["text"]) for c in data["chat"]] == [(ended["id"], "good game")]
    assert [(t["table"], t["status"], t["seat"]) for t in data["current"]] == [
        (waiting, "open", 0)]
    # no secret: no password hash, no session token nor its hash, no recovery code
    text = r.text
    account = accounts_db.account(hub.store, handle_key=name.lower())
    assert account["password_hash"] not in text and "argon2" not in text
    for client in (me, phone):
        token = cookie_of(client)
        assert token not in text and hashlib.sha256(token.encode()).hexdigest() not in text
    assert not any(code in text for code in made["recovery_codes"])
    assert "token" not in text and "password" not in text and "_hash" not in text
    with browser(base) as guest:
        assert guest.get("/api/account/export").status_code == 401


def test_a_deleted_accounts_games_replay_under_its_anonymous_name(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    gone_name, stays_name = handle(), handle()
    gone, _ = signed_up(base, gone_name)
    stays, _ = signed_up(base, stays_name)
    ended = game(base, gone, stays, ("x", "y"))
    tid = ended["id"]
    chat(base, tid, ended["tokens"][0], cookie_of(gone), "bye all")
    live = table(gone, players=3)
    assert join(stays, live["table"]["id"]).status_code == 200
    r = gone.post("/api/account/delete", json={"password": PASSWORD})
    anonymous = r.json()["name"]

    record = httpx.get(f"{base}/api/tables/{tid}/record").json()
    assert record["seats"] == [anonymous, stays_name]
    moves = httpx.get(f"{base}/api/tables/{tid}/moves").json()
    assert gone_name not in json.dumps(moves)
    step = httpx.get(f"{base}/api/tables/{tid}/replay/2").json()
    assert gone_name not in json.dumps(step)
    seat = httpx.get(f"{base}/api/tables/{tid}").json()["seats"][0]
    assert (seat["name"], seat["account"]) == (anonymous, None)
    assert [x["name"] for x in httpx.get(f"{base}/api/tables/{tid}/chat").json()] == [anonymous]
    # the other player's profile and history name the anonymous player
    profile = httpx.get(f"{base}/api/players/{stays_name}").json()
    assert profile["recent"][0]["opponents"] == [{"name": anonymous, "account": None,
                                                   "bot": None}]
    line = json.loads(httpx.get(f"{base}/api/players/{stays_name}/games").text.splitlines()[0])
    assert line["players"][0] == {"seat": 0, "name": anonymous, "account": None, "bot": None}
    assert httpx.get(f"{base}/api/players/{gone_name}").status_code == 404
    # a table still open: the room in memory shows it too, and keeps it when written again
    lobby = httpx.get(f"{base}/api/tables/{live['table']['id']}").json()
    assert (lobby["seats"][0]["name"], lobby["seats"][0]["account"]) == (anonymous, None)
    r = httpx.post(f"{base}/api/tables/{live['table']['id']}/bots",
                   json={"seat": 2, "bot": "random"},
                   headers={"Authorization": f"Bearer {live['token']}"})
    assert r.status_code == 200 and r.json()["seats"][0]["name"] == anonymous
