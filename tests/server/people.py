"""Helpers for the players' tests (profiles, claiming, blocks, export): people signed in or
not, and short games of the toy trick game played to the end over WebSockets."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Iterator
from typing import Any

import httpx

from koloda.ratings.pools import GamePools, Pool
from koloda.ratings.pools import table as pools
from koloda.server.people.accounts import COOKIE

from .helpers import Client, auth, play_person, ws_connect, ws_url
from .test_accounts import PASSWORD, ROOMY, browser, handle, signed_up

__all__ = ["PASSWORD", "ROOMY", "browser", "handle", "signed_up", "cookie_of", "table",
           "join", "play_out", "socket", "rated_toy"]

@contextlib.contextmanager
def rated_toy() -> Iterator[None]:
    """While it lasts, the toy game is rated: a duel pool and one for three and four."""
    pools()["toy"] = GamePools("toy", (Pool("toy-2", 2, 2), Pool("toy-3-4", 3, 4)))
    try:
        yield
    finally:
        pools().pop("toy", None)


#: one card each: a game is two moves
ONE_CARD = {"hand": 1, "bot_delay": 0}


def cookie_of(client: httpx.Client) -> str:
    return str(client.cookies[COOKIE])


def table(who: httpx.Client, players: int = 2, name: str = "Creator",
          bots: dict[int, str] | None = None) -> dict[str, Any]:
    """A new toy table made by `who` (signed in or a guest): the create answer."""
    r = who.post("/api/tables", json={"game": "toy", "players": players, "name": name,
                                      "options": ONE_CARD})
    assert r.status_code == 200, r.text
    made: dict[str, Any] = r.json()
    for seat, spec in (bots or {}).items():
        r = who.post(f"/api/tables/{made['table']['id']}/bots", json={"seat": seat, "bot": spec},
                     headers=auth(made["token"]))
        assert r.status_code == 200, r.text
    return made


def join(who: httpx.Client, table_id: str, name: str = "Joiner") -> httpx.Response:
    return who.post(f"/api/tables/{table_id}/join", json={"name": name})


def start(who: httpx.Client, made: dict[str, Any]) -> None:
    r = who.post(f"/api/tables/{made['table']['id']}/start", headers=auth(made["token"]))
    assert r.status_code == 200, r.text


def play_out(base: str, table_id: str, tokens: dict[int, str]) -> dict[str, Any]:
    """Play a started table to its end, each seat of `tokens` by random legal moves (bots play
    theirs); the table as it ends."""
    async def run() -> None:
        async with contextlib.AsyncExitStack() as stack:
            clients = []
            for seat, token in tokens.items():
                ws = await stack.enter_async_context(ws_connect(
                    ws_url(base, table_id, token)))
                clients.append(Client(ws, seat))
            await asyncio.gather(*(play_person(c, random.Random(c.seat)) for c in clients))
    asyncio.run(run())
    return httpx.get(f"{base}/api/tables/{table_id}", timeout=30).json()  # type: ignore[no-any-return]


def game(base: str, first: httpx.Client, second: httpx.Client,
         names: tuple[str, str] = ("First", "Second")) -> dict[str, Any]:
    """A two-person toy game played out: `first` creates, `second` joins; the table as it
    ends, with the two tokens under "tokens"."""
    made = table(first, name=names[0])
    tid = made["table"]["id"]
    r = join(second, tid, names[1])
    assert r.status_code == 200, r.text
    start(first, made)
    ended = play_out(base, tid, {0: made["token"], 1: r.json()["token"]})
    assert ended["status"] == "finished", ended
    ended["tokens"] = [made["token"], r.json()["token"]]
    return ended


def socket(base: str, table_id: str, token: str | None = None,
           cookie: str | None = None) -> Any:
    """A WebSocket to a table (a context manager), signed in when `cookie` is given."""
    headers = {"Cookie": f"{COOKIE}={cookie}"} if cookie else None
    return ws_connect(ws_url(base, table_id, token), additional_headers=headers)
