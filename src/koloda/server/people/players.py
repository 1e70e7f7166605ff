"""Players with accounts: claiming a guest's seats, profiles, the history of games as NDJSON,
blocks, and the export of one's own data. The HTTP side is `people/players_api.py`, the queries are
`players_db.py`; docs/protocol.md ("Players") says what each call answers and promises.

Only games that are over are shown: their records are public already (`/api/tables/{id}/record`
serves the record, deal seed included, once a game is over), so a profile or a history tells
nobody anything a replay does not.
"""

from __future__ import annotations

import asyncio
import functools
import json
import time
from collections.abc import AsyncIterator
from typing import Any

from starlette.requests import HTTPConnection

from koloda.core import KolodaError, get_game, text

from ..http import ApiError
from ..rated import db as rated_db
from ..store import Stored
from ..tables.hub import Hub
from ..tables.seats import hash_token
from . import accounts_db, friends_db, passkeys_db, players_db
from .accounts import COOKIE, account_json, accounts_of
from .passkeys import passkey_json

#: the most seat tokens one claim may carry
MAX_CLAIM = 200
#: the most accounts one account may block
MAX_BLOCKS = 1000
#: the games a profile lists
RECENT = 20
#: the games a history reads from the database at a time
PAGE = 20

NO_PLAYER = text("players-not-found")
BLOCK_SELF = text("players-block-self")
NOT_BLOCKED = text("players-not-blocked")


def _lines(value: Any) -> bytes:
    return (json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


# -- who asks -------------------------------------------------------------------------------
async def account_of(conn: HTTPConnection) -> dict[str, Any] | None:
    """The active account of a request's (or a WebSocket handshake's) session cookie, or
    None: a guest, or a cookie whose session ended."""
    token = conn.cookies.get(COOKIE)
    if not token:
        return None
    found = await accounts_of(conn).current(token)
    return None if found is None else found[1]


async def blocked_by(hub: Hub, account: dict[str, Any] | None) -> frozenset[int]:
    """The accounts a signed-in person has blocked (none for a guest)."""
    if account is None:
        return frozenset()
    return await hub.writer.call(players_db.blocked_ids, hub.store,  # type: ignore[no-any-return]
                                 account["id"])


async def blocked_between(hub: Hub, a: int, b: int) -> bool:
    """Whether either account has blocked the other: pairing (issue "rated play") never seats
    them together."""
    return await hub.writer.call(players_db.blocked_between, hub.store,  # type: ignore[no-any-return]
                                 a, b)


# -- claiming -------------------------------------------------------------------------------
async def claim(hub: Hub, account: dict[str, Any], tokens: list[str]) -> dict[str, Any]:
    """The seats of these tokens that belong to no account become this one's. A token that
    holds no seat is passed over without a word: the answer names only seats the tokens
    themselves hold."""
    hashes = sorted({hash_token(t) for t in tokens if t and len(t) <= 100})
    claimed, taken = await hub.writer.call(players_db.claim, hub.store, account["id"], hashes,
                                           account["handle"])
    changed = set()
    wanted = set(hashes)
    for table_id, seat in claimed:  # the rooms in memory learn it (their next write keeps it)
        room = hub.rooms.get(table_id)
        if room is None or seat >= len(room.seats):
            continue
        held = room.seats[seat]
        if held.account_id is None and held.token_hash in wanted:
            held.account_id, held.account = account["id"], account["handle"]
            if room.status not in players_db.OVER:  # named by the handle, as in the database
                held.name = account["handle"]
            changed.add(room)
    for room in changed:
        room.broadcast()
    return {"claimed": [{"table": t, "seat": s} for t, s in claimed],
            "taken": [{"table": t, "seat": s} for t, s in taken]}


# -- profiles and histories -----------------------------------------------------------------
async def _by_handle(hub: Hub, handle: str) -> dict[str, Any] | None:
    """The account of a handle in any case (whatever its status), or None."""
    key = handle.strip().lower()
    if len(key) > 20:
        return None
    return await hub.writer.call(  # type: ignore[no-any-return]
        functools.partial(accounts_db.account, hub.store, handle_key=key))


async def player(hub: Hub, handle: str) -> dict[str, Any]:
    """The active account of a handle (any case); 404 otherwise (none, disabled, deleted)."""
    account = await _by_handle(hub, handle)
    if account is None or account["status"] != "active":
        raise ApiError(404, NO_PLAYER)
    return dict(account)


def title_of(game_id: str) -> dict[str, str]:
    try:
        return get_game(game_id).title.to_json()
    except KolodaError:  # a game no longer installed: its id
        return {"en": game_id, "ru": game_id}


def players_json(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The seats of a game that is over: name, account handle (None: a guest, a bot or a
    deleted account) and bot spec (a bot that took over a person's seat has both)."""
    return [{"seat": s["seat"], "name": s["name"], "account": s.get("account"),
             "bot": s["bot"] if s["kind"] == "bot" else None}
            for s in seats if s["kind"] != "empty"]


def history_line(item: Stored) -> dict[str, Any]:
    """One game that is over as a history gives it: its record (as `/record` serves it), in
    lichess's export shape."""
    t = item.table
    return {"id": t["id"], "game": t["game"], "rules_version": t["rules_version"],
            "status": t["status"], "options": t["options"],
            "table_options": t["table_options"], "created": t["created"],
            "finished": t["finished"], "players": players_json(item.seats),
            "outcome": t["outcome"], "seed": t["seed"], "setup": t["setup"],
            "moves": [[seat, action] for seat, action in item.actions]}


def recent_json(item: Stored, seat: int) -> dict[str, Any]:
    t = item.table
    result, place = players_db.result_of(t["outcome"], seat)
    return {"table": t["id"], "game": t["game"], "title": title_of(t["game"]),
            "finished": t["finished"], "result": result, "place": place, "seat": seat,
            "opponents": [{k: p[k] for k in ("name", "account", "bot")}
                          for p in players_json(item.seats) if p["seat"] != seat],
            "replay": f"/replay/{t['id']}", "analysis": f"/analysis/{t['id']}"}


async def profile(hub: Hub, handle: str) -> dict[str, Any]:
    account = await player(hub, handle)
    games = await asyncio.to_thread(players_db.tallies, hub.store, account["id"])
    recent = await asyncio.to_thread(players_db.recent, hub.store, account["id"], RECENT)
    live = await asyncio.to_thread(players_db.live_tables, hub.store, account["id"], RECENT)
    ratings = await asyncio.to_thread(rated_db.ratings_of, hub.store, account["id"])
    reliability = await asyncio.to_thread(rated_db.reliability, hub.store, account["id"])
    aborted = await asyncio.to_thread(rated_db.aborted_among, hub.store, account["id"],
                                      [item.table["id"] for item, _seat in recent])
    return {"handle": account["handle"], "created": account["created"], "games": games,
            # a rated game aborted before everyone made two moves is neither won nor lost
            "recent": [{**recent_json(item, seat),
                        "ended": "aborted" if item.table["id"] in aborted else None}
                       for item, seat in recent],
            # the tables in play now, as the lobby's public list shows them, with their link
            "live": [{**t, "title": title_of(t["game"]), "link": f"/t/{t['table']}"}
                     for t in live],
            # per rating pool: the shown rating, "?" or not, games, the chart's points
            "ratings": ratings,
            # the share of rated games played to their end (fair play, docs/ratings.md)
            "reliability": reliability}


async def games_of(hub: Hub, account_id: int,
                   most: int | None = None) -> AsyncIterator[tuple[Stored, dict[str, Any]]]:
    """The account's games that are over, newest first, a page at a time from the database
    (never the whole history at once): (the stored table, its history line)."""
    after: tuple[float, str] | None = None
    sent = 0
    while most is None or sent < most:
        want = PAGE if most is None else min(PAGE, most - sent)
        page = await asyncio.to_thread(players_db.games_page, hub.store, account_id, after, want)
        for item, _ended in page:
            yield item, history_line(item)
        sent += len(page)
        if len(page) < want:
            return
        after = (page[-1][1], page[-1][0].table["id"])


async def history(hub: Hub, account_id: int, most: int | None) -> AsyncIterator[bytes]:
    """The NDJSON body of a history: one game a line."""
    async for _item, line in games_of(hub, account_id, most):
        yield _lines(line)


# -- blocks ---------------------------------------------------------------------------------
async def _target(hub: Hub, handle: str) -> dict[str, Any]:
    """The account of a handle to block or unblock: any but a deleted one (404)."""
    target = await _by_handle(hub, handle)
    if target is None or target["status"] == "deleted":
        raise ApiError(404, NO_PLAYER)
    return dict(target)


def _tell_sockets(hub: Hub, account_id: int, other: int, blocked: bool) -> None:
    """The blocker's connections in this process hide (or show again) the other's lines from
    now on; elsewhere in a cluster, from their next connection."""
    for room in hub.rooms.values():
        for conn in room.conns:
            if conn.account_id == account_id:
                conn.blocked = conn.blocked | {other} if blocked else conn.blocked - {other}


async def block(hub: Hub, account: dict[str, Any], handle: str) -> dict[str, Any]:
    target = await _target(hub, handle)
    if target["id"] == account["id"]:
        raise ApiError(422, BLOCK_SELF)
    done = await hub.writer.call(players_db.add_block, hub.store, account["id"], target["id"],
                                 time.time(), MAX_BLOCKS)
    if done == "full":
        raise ApiError(409, text("players-blocks-full", most=str(MAX_BLOCKS)))
    _tell_sockets(hub, account["id"], target["id"], True)
    return {"ok": True, "handle": target["handle"]}


async def unblock(hub: Hub, account: dict[str, Any], handle: str) -> None:
    target = await _by_handle(hub, handle)
    if target is None or not await hub.writer.call(players_db.remove_block, hub.store,
                                                   account["id"], target["id"]):
        raise ApiError(404, NOT_BLOCKED)
    _tell_sockets(hub, account["id"], target["id"], False)


async def blocks(hub: Hub, account: dict[str, Any]) -> list[dict[str, Any]]:
    return await asyncio.to_thread(players_db.blocks_of, hub.store,  # type: ignore[no-any-return]
                                   account["id"])


# -- export ---------------------------------------------------------------------------------
async def export(hub: Hub, account: dict[str, Any], sessions: list[dict[str, Any]], codes_left: int) -> AsyncIterator[bytes]:
    """All of an account's data as one JSON document, written as it is read (a long history
    is never held whole): the account, its sessions, blocks and passkeys (names and dates), how
    many recovery codes are
    left, whom it follows, its seats at games not over yet, every game over with its record, its chat lines.
    No password hash, no token, no code."""
    me = account["id"]
    head = {"exported": time.time(), "account": account_json(account), "sessions": sessions,
            "recovery_codes_left": codes_left, "blocks": await blocks(hub, account),
            "follows": await asyncio.to_thread(friends_db.follows_of, hub.store, me),
            "passkeys": [passkey_json(p) for p in await asyncio.to_thread(
                passkeys_db.passkeys_of, hub.store, me)],
            "current": await asyncio.to_thread(players_db.live_seats, hub.store, me),
            "chat": await asyncio.to_thread(players_db.chat_of, hub.store, me),
            # ratings per pool with their history, and how the rated games ended
            "ratings": await asyncio.to_thread(rated_db.ratings_of, hub.store, me),
            "reliability": await asyncio.to_thread(rated_db.reliability, hub.store, me)}
    opening = json.dumps(head, ensure_ascii=False)
    yield (opening[:-1] + ', "games": [').encode()
    first = True
    async for item, line in games_of(hub, me):
        line["seats"] = [s["seat"] for s in item.seats if s.get("account_id") == me]
        yield (("" if first else ",") + "\n" + json.dumps(line, ensure_ascii=False)).encode()
        first = False
    yield b"]}\n"
