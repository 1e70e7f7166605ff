"""Helpers for the server tests: a real uvicorn on a free loopback port, a small WebSocket
client, and a check that no message shows a seat a card hidden from it."""

from __future__ import annotations

import asyncio
import json
import random
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import uvicorn
import websockets

from koloda.core import Event, Game, Names, Record, replay_steps, start
from koloda.core.cards import SUIT_LETTERS, SUIT_SYMBOLS
from koloda.core.catalog import event_text
from koloda.core.text import LANGS
from koloda.server import create_app
from koloda.server.app import listening_socket
from koloda.server.limits import Limits


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


def free_port() -> int:
    with free_socket() as sock:
        return int(sock.getsockname()[1])


@contextmanager
def running_server(db_url: str, bot_pool: str = "thread",
                   limits: Limits | None = None) -> Iterator[str]:
    """A server in a thread on a free port; yields its base URL ("http://127.0.0.1:P")."""
    with running_hub(db_url, bot_pool, limits) as (base, _hub):
        yield base


@contextmanager
def running_hub(db_url: str, bot_pool: str = "thread",
                limits: Limits | None = None) -> Iterator[tuple[str, Any]]:
    """`running_server`, also yielding its hub, for a test that looks inside (the hub runs in
    the server's thread: change it only before the tables it concerns exist)."""
    sock = listening_socket("127.0.0.1", 0)  # as `serve` makes it
    port = sock.getsockname()[1]
    app = create_app(db_url, bot_pool=bot_pool, bot_workers=2, limits=limits)
    config = uvicorn.Config(app, log_level="warning", ws_max_size=64 * 1024, lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    wait_ready(base)
    try:
        yield base, app.state.hub
    finally:
        # as `koloda serve` stops: the pages' event streams end first, since uvicorn waits
        # for open responses (people/friends.py); else each stop would wait out the join
        friends = getattr(app.state, "friends", None)
        if friends is not None:
            friends.close()
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def wait_ready(base: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"server at {base} did not start")
        time.sleep(0.05)


def ws_url(base: str, table: str, token: str | None = None) -> str:
    url = base.replace("http://", "ws://") + f"/ws/tables/{table}"
    return url + (f"?token={token}" if token else "")


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_table(base: str, game: str, players: int, bots: dict[int, str],
              options: dict[str, Any] | None = None, name: str = "Alice",
              start_game: bool = True) -> dict[str, Any]:
    """Create a table (seat 0 is the creator), seat the bots, optionally start; returns the
    create answer (table, seat, token)."""
    # a server process just started may still be warming its bot workers (both cores busy on
    # a loaded machine): give its first answers more than httpx's default 5 s
    made = httpx.post(f"{base}/api/tables", timeout=30, json={
        "game": game, "players": players, "name": name,
        "options": {"bot_delay": 0, **(options or {})}}).json()
    tid, token = made["table"]["id"], made["token"]
    for seat, spec in bots.items():
        r = httpx.post(f"{base}/api/tables/{tid}/bots", json={"seat": seat, "bot": spec},
                       headers=auth(token), timeout=30)
        assert r.status_code == 200, r.text
    if start_game:
        r = httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(token), timeout=30)
        assert r.status_code == 200, r.text
    return made


def ws_connect(url: str, **options: Any) -> Any:
    """`websockets.connect` as the tests open sockets: no size limit and no flow control on
    the client's side. A test's client often leaves messages unread (a spectator, a seat waiting
    for one kind of message); with websockets' default queue of 16 frames it stops reading its
    socket, never sees the server's closing frame, and each close waits out its 10 s timeout."""
    return websockets.connect(url, **{"max_size": None, "max_queue": None, **options})


class Client:
    """A recording WebSocket client: every message it received, in order."""

    def __init__(self, ws: Any, seat: int | None) -> None:
        self.ws = ws
        self.seat = seat
        self.messages: list[dict[str, Any]] = []
        self.last: dict[str, Any] | None = None

    async def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        msg = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.messages.append(msg)
        if msg["type"] == "state":
            self.last = msg
        return msg

    async def until(self, pred: Any, timeout: float = 20.0) -> dict[str, Any]:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("no such message")
            msg = await self.recv(left)
            if pred(msg):
                return msg

    async def state(self, pred: Any = lambda m: True, timeout: float = 20.0) -> dict[str, Any]:
        return await self.until(lambda m: m["type"] == "state" and pred(m), timeout)

    async def send(self, data: Any) -> None:
        await self.ws.send(data if isinstance(data, str) else json.dumps(data))

    async def act(self, version: int, action: dict[str, Any]) -> None:
        await self.send({"type": "action", "version": version, "action": action})


def should_act(msg: dict[str, Any], seat: int | None, rng: random.Random) -> bool:
    """A person acts when obliged or alone, and now and then when they merely may."""
    if not msg["legal"] or msg["outcome"]:
        return False
    if msg.get("to_move") == seat or msg["actors"] == [seat]:
        return True
    return rng.random() < 0.3


async def play_person(client: Client, rng: random.Random, max_steps: int = 5000,
                      stop: Callable[[dict[str, Any]], bool] | None = None,
                      choose: Callable[[list[dict[str, Any]]], dict[str, Any]] | None = None,
                      ) -> dict[str, Any]:
    """Play random legal actions (or those `choose` picks from the `legal` entries) until the
    game ends (or `stop` holds for a state); returns the last state message."""
    for _ in range(max_steps):
        msg = await client.until(lambda m: m["type"] in ("state", "error"))
        if msg["type"] == "error":
            assert msg["reason"]["en"] and msg["reason"]["ru"]
            continue
        if msg["outcome"] or (stop is not None and stop(msg)):
            return msg
        if should_act(msg, client.seat, rng):
            entry = choose(msg["legal"]) if choose is not None else rng.choice(msg["legal"])
            await client.act(msg["version"], entry["action"])
    raise AssertionError("the game did not end")


# -- leak checks --------------------------------------------------------------------------
_CODE = re.compile(r"^(10|[2-9JQKA])[CDHS]$")
_SYMBOL = re.compile(r"(10|[2-9JQKAВДКТ])([♣♦♥♠])")
_RU = {"В": "J", "Д": "Q", "К": "K", "Т": "A"}


def card_codes(data: Any) -> set[str]:
    """Every card named in a JSON value: as a code ("10H") or in text ("10♥", "Д♠")."""
    found: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
        elif isinstance(v, str):
            if _CODE.match(v):
                found.add(v)
            for rank, suit in _SYMBOL.findall(v):
                found.add(_RU.get(rank, rank) + SUIT_LETTERS[SUIT_SYMBOLS.index(suit)])
    walk(data)
    return found


def _frozen(data: Any) -> Any:
    return json.loads(json.dumps(data))


class Oracle:
    """What each seat may know at each version, rebuilt from the stored record by replay."""

    def __init__(self, game: Game, record: Record) -> None:
        self.game = game
        self.views: list[dict[int | None, Any]] = []
        #: the events that led to each version (none before the first action)
        self.events: list[list[Event]] = [[]]
        self.public: list[set[str]] = []  # cards named in public events up to each version
        seats: list[int | None] = [*range(len(record.seats)), None]
        state = start(record, game)
        seen: set[str] = set()
        # copied at once: a view may share lists with the state, which goes on changing
        self.views.append({s: _frozen(state.view(s)) for s in seats})
        self.public.append(set(seen))
        events: list[Event]
        for state, _seat, _action, events in replay_steps(record, game):  # noqa: B007
            for e in events:
                seen |= card_codes(e.view(None))
            self.views.append({s: _frozen(state.view(s)) for s in seats})
            self.public.append(set(seen))
            self.events.append(list(events))

    def check(self, msg: dict[str, Any], seat: int | None) -> None:
        """A message to `seat` shows no card beyond its view and earlier public events."""
        if msg["type"] != "state" or msg.get("view") is None:
            return
        v = msg["version"]
        expected = self.views[v][seat]
        assert expected == msg["view"], f"view differs at v{v}"
        allowed = card_codes(expected) | self.public[v]
        leaked = card_codes(msg) - allowed
        assert not leaked, f"seat {seat} was shown {sorted(leaked)} at v{v}"
        if msg["events"]:  # the move's events, each line formatted for this very reader
            shown = msg["table"]["seats"]
            names = Names({lang: [s["display"][lang] for s in shown] for lang in LANGS}, seat)
            lines = []
            for e in self.events[v]:
                view = e.view(seat)
                text = event_text(self.game, view, names)
                if text is not None:
                    view["text"] = text
                lines.append(_frozen(view))
            assert msg["events"] == lines, f"seat {seat}'s events differ at v{v}"
