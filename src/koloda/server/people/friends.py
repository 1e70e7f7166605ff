"""Friends: following people and challenging them (docs/protocol.md, "Friends"). The HTTP side
is `friends_api.py`, the queries `friends_db.py`.

- **Follow** needs no consent (as on lichess). The list of those one follows says who is online
  now (a page of the site open, or a table's socket, in any process) and at which table: only
  a table the lobby lists to everyone (open or playing: koloda has no private tables).
- **Challenge**: a game and its options for one person. They hear of it at once on whatever
  page of the site they have open: every page's header opens `GET /api/account/events`, a
  server-sent event stream (one way, as a challenge is news for the browser and every answer
  is a REST call; the browser reconnects it by itself, it is plain HTTP through nginx, and the
  session's cookie travels with it). Accepting forms the table (`Lobby.seat_together`, as "Play
  now" and tournaments do) and takes both there; a pending challenge expires after
  `Limits.challenge_seconds`.
- **Across a cluster**: follows, challenges and presence are rows in the database. Each process
  keeps the streams of its own pages and, while it has any, looks at the challenges of their
  accounts every `POLL_SECONDS` (a change made by this process is told at once), so a
  challenge sent through one process reaches a page connected to another within that.
- **Blocks**: a person either of the two has blocked can neither follow nor challenge (the
  refusal does not say who blocked); a block ends the follows both ways and cancels the
  pending challenges between them (people/players.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from koloda.core import KolodaError, text

from ..bus import ChallengeSent, Notified
from ..http import ApiError, new_table_id, new_token
from ..options import split_options
from ..rated import service as rated
from ..tables.seats import hash_token
from . import friends_db as db
from .players import NO_PLAYER, _by_handle, title_of

if TYPE_CHECKING:
    from ..lobby.service import Lobby

log = logging.getLogger("koloda.server.friends")

#: how often a cluster process looks at the challenges of its listeners' accounts (alone, every
#: change is this process's own and is told at once; this is then only the clock of expiry)
POLL_SECONDS = 0.25
ALONE_POLL_SECONDS = 2.0
#: how often a process writes who is connected to it, and how long after that they count as
#: online
PRESENCE_SECONDS = 15.0
ONLINE_SECONDS = 40.0
#: a stream's comment line this often keeps proxies from closing it
KEEPALIVE_SECONDS = 20.0
#: the events a stream may have waiting unread
BACKLOG = 100
#: an ended challenge is told to pages for this long, then deleted after `FORGET_SECONDS`
TELL_SECONDS = 30.0
FORGET_SECONDS = 3600.0

FOLLOW_SELF = text("friends-follow-self")
#: the refusal of a follow or a challenge between two people one of whom blocked the other:
#: it never says who
BLOCKED = text("friends-blocked")
NOT_FOLLOWING = text("friends-not-following")
CHALLENGE_SELF = text("friends-challenge-self")
NO_CHALLENGE = text("friends-no-challenge")
CHALLENGE_AGAIN = text("friends-challenge-again")
CHALLENGE_GONE = text("friends-challenge-gone")


def challenge_json(row: dict[str, Any]) -> dict[str, Any]:
    """A challenge as both its people see it."""
    return {"id": row["id"], "from": row["from_handle"], "to": row["to_handle"],
            "game": row["game"], "title": title_of(row["game"]), "players": row["players"],
            "options": row["options"], "state": row["state"], "created": row["created"],
            "expires": row["expires"], "table": row["table_id"]}


class Listener:
    """One page's event stream: what it has been told of each challenge (id → state). Its
    queue holds challenges, and (event name, data) pairs of other features' news (a
    notification, `Notified`)."""

    def __init__(self, account_id: int) -> None:
        self.account_id = account_id
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        self.told: dict[str, str] = {}

    def end(self) -> None:
        """The stream ends (None in its queue)."""
        self.queue.put_nowait(None)

    def tell(self, rows: list[dict[str, Any]]) -> None:
        for row in rows:
            if row["from_id"] != self.account_id and row["to_id"] != self.account_id:
                continue
            if self.told.get(row["id"]) == row["state"]:
                continue
            if row["state"] != db.PENDING and row["id"] not in self.told:
                continue  # ended before this page heard of it: nothing to take back
            if self.queue.qsize() >= BACKLOG:  # a page that does not read: when it
                continue  # reconnects, it is told what is pending
            self.told[row["id"]] = row["state"]
            self.queue.put_nowait(challenge_json(row))


class Friends:
    """Follows, challenges and the pages' event streams of one server process."""

    def __init__(self, hub: Lobby) -> None:
        self.hub = hub
        self.listeners: dict[int, set[Listener]] = {}
        self.wake = asyncio.Event()
        #: the server is stopping: every stream ends (an open response would hold it up)
        self.closing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        # a person's bell changed (notifications/): their open pages hear it on this stream
        hub.bus.subscribe(Notified, self._notified)

    def _notified(self, event: Notified) -> None:
        for listener in self.listeners.get(event.account_id, ()):
            if listener.queue.qsize() < BACKLOG:
                listener.queue.put_nowait(("notification", event.data))

    async def _read(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, self.hub.store, *args)

    async def _write(self, fn: Any, *args: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args)

    async def _person(self, handle: str) -> dict[str, Any]:
        found = await _by_handle(self.hub, handle)
        if found is None or found["status"] != "active":
            raise ApiError(404, NO_PLAYER)
        return dict(found)

    # -- follows --------------------------------------------------------------------------
    async def follow(self, account: dict[str, Any], handle: str) -> dict[str, Any]:
        target = await self._person(handle)
        if target["id"] == account["id"]:
            raise ApiError(422, FOLLOW_SELF)
        most = self.hub.limits.follows_per_account
        done = await self._write(db.follow, int(account["id"]), int(target["id"]),
                                 time.time(), most)
        if done == "blocked":
            raise ApiError(403, BLOCKED)
        if done == "full":
            raise ApiError(409, text("friends-follows-full", most=str(most)))
        return {"ok": True, "handle": target["handle"]}

    async def unfollow(self, account: dict[str, Any], handle: str) -> None:
        target = await _by_handle(self.hub, handle)
        if target is None or not await self._write(db.unfollow, int(account["id"]),
                                                   int(target["id"])):
            raise ApiError(404, NOT_FOLLOWING)

    async def following(self, account: dict[str, Any]) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = await self._read(
            db.following, int(account["id"]), time.time() - ONLINE_SECONDS)
        for f in found:
            if f["table"] is not None:
                f["table"]["title"] = title_of(f["table"]["game"])
        return found

    async def is_following(self, account: dict[str, Any], other_id: int) -> bool:
        return bool(await self._read(db.is_following, int(account["id"]), other_id))

    # -- challenges -----------------------------------------------------------------------
    async def challenge(self, account: dict[str, Any], handle: str, game_id: str,
                        options: dict[str, Any] | None) -> dict[str, Any]:
        """Challenge a person to a game of two with these options (the lobby's table options
        among them)."""
        target = await self._person(handle)
        if target["id"] == account["id"]:
            raise ApiError(422, CHALLENGE_SELF)
        game = self.hub.game(game_id)  # 404 for a game not installed
        if not game.min_players <= 2 <= game.max_players:
            raise ApiError(422, text("friends-challenge-two", game=game.title))
        try:
            game_options, table_options = split_options(game, options)
        except KolodaError as exc:
            raise ApiError(422, exc.reason) from exc
        if table_options.get(rated.RATED):
            if not table_options.get("turn_seconds") and not table_options.get("days"):
                raise ApiError(422, rated.NEEDS_TIMER)
            why = await rated.pause_refusal(self.hub.store, int(account["id"]))
            if why is not None:
                raise ApiError(403, why)
        now = time.time()
        limits = self.hub.limits
        row = {"id": secrets.token_urlsafe(9), "from_id": int(account["id"]),
               "to_id": int(target["id"]), "game": game.id, "players": 2,
               "options": {**game_options, **table_options}, "state": db.PENDING,
               "created": now, "expires": now + limits.challenge_seconds, "table_id": None,
               "ended": None}
        done = await self._write(db.add_challenge, row, limits.challenges_per_minute_account,
                                 limits.challenges_pending_per_account)
        if done == "blocked":
            raise ApiError(403, BLOCKED)
        if done == "again":
            raise ApiError(409, CHALLENGE_AGAIN)
        if done == "fast":
            raise ApiError(429, text("friends-challenges-fast",
                                     most=str(limits.challenges_per_minute_account)))
        if done == "full":
            raise ApiError(409, text("friends-challenges-full",
                                     most=str(limits.challenges_pending_per_account)))
        self.wake.set()
        self.hub.bus.publish(ChallengeSent(row["id"], row["from_id"], row["to_id"],
                                           account["handle"], game.id))
        return challenge_json({**row, "from_handle": account["handle"],
                               "to_handle": target["handle"]})

    async def _mine(self, account: dict[str, Any], challenge_id: str) -> dict[str, Any]:
        found = await self._read(db.challenge, challenge_id) if len(challenge_id) <= 24 else None
        me = int(account["id"])
        if found is None or me not in (found["from_id"], found["to_id"]):
            raise ApiError(404, NO_CHALLENGE)
        return dict(found)

    async def pending(self, account: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
        me = int(account["id"])
        rows = await self._read(db.challenges_of, [me], time.time())
        now = time.time()
        live = [r for r in rows if r["state"] == db.PENDING and r["expires"] > now]
        return {"incoming": [challenge_json(r) for r in live if r["to_id"] == me],
                "outgoing": [challenge_json(r) for r in live if r["from_id"] == me]}

    async def answer(self, account: dict[str, Any], challenge_id: str,
                     state: str) -> dict[str, Any]:
        """Decline (the challenged) or cancel (the challenger) a pending challenge."""
        found = await self._mine(account, challenge_id)
        who = "to_id" if state == db.DECLINED else "from_id"
        if found[who] != account["id"] or not await self._write(
                db.settle, found["id"], state, time.time()):
            raise ApiError(409, CHALLENGE_GONE)
        self.wake.set()
        return {"ok": True}

    async def accept(self, account: dict[str, Any], challenge_id: str) -> dict[str, Any]:
        """The challenged accepts: the table is formed (the challenger at seat 0) and started;
        the answer is the acceptor's seat with its token. The challenger's page hears of it
        and asks for its own (`seat`)."""
        found = await self._mine(account, challenge_id)
        if found["to_id"] != account["id"]:
            raise ApiError(404, NO_CHALLENGE)
        options = dict(found["options"])
        if options.get(rated.RATED):
            why = await rated.pause_refusal(self.hub.store, int(account["id"]),
                                            [found["from_id"]])
            if why is not None:
                raise ApiError(403, why)
        table_id = new_table_id()
        if not await self._write(db.settle, found["id"], db.ACCEPTED, time.time(), table_id):
            raise ApiError(409, CHALLENGE_GONE)
        people = [(None, {"id": found["from_id"], "handle": found["from_handle"]}),
                  (None, {"id": found["to_id"], "handle": found["to_handle"]})]
        try:
            room, tokens = await self.hub.seat_together(found["game"], found["players"],
                                                        options, people, [],
                                                        table_id=table_id)
        except BaseException:
            await self._write(db.undo_accept, found["id"], time.time())
            self.wake.set()
            raise
        self.wake.set()
        log.info("challenge %s accepted: table %s", found["id"], room.id)
        return {"table": room.id, "seat": 1, "token": tokens[1]}

    async def seat(self, account: dict[str, Any], challenge_id: str) -> dict[str, Any]:
        """A person's seat at the table an accepted challenge formed, with a new token (the
        seat's earlier token stops working): tokens are never stored, as at a tournament."""
        found = await self._mine(account, challenge_id)
        if found["state"] != db.ACCEPTED or not found["table_id"]:
            raise ApiError(409, CHALLENGE_GONE)
        room = await self.hub.room(found["table_id"])  # 503 where another process serves it
        seat = 0 if found["from_id"] == account["id"] else 1
        async with room.lock:
            held = room.seats[seat]
            if held.account_id != account["id"] or room.status in ("finished", "abandoned"):
                raise ApiError(409, CHALLENGE_GONE)
            token = new_token()
            held.token_hash = hash_token(token)
            await room.persist()
        return {"table": room.id, "seat": seat, "token": token}

    # -- the pages' event streams ---------------------------------------------------------
    def close(self) -> None:
        """End every stream now (the server is stopping; callable from a signal handler):
        uvicorn waits for open responses before it stops, and a page's stream never ends by
        itself. The browsers reconnect to whichever process answers next."""
        self.closing = True
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._end_streams)

    def _end_streams(self) -> None:
        for group in self.listeners.values():
            for listener in group:
                listener.end()

    async def stream(self, account: dict[str, Any],
                     disconnected: Any) -> AsyncIterator[bytes]:
        """A page's server-sent events: `challenge` (one challenge as it is now, when it is
        new or changes), `notification` (the person's bell changed: `Notified`'s data), a
        comment now and then to keep the line open."""
        if self.closing:
            return
        me = int(account["id"])
        listener = Listener(me)
        self.listeners.setdefault(me, set()).add(listener)
        try:
            yield b"retry: 3000\n\n"
            await self._write(db.seen, [me], time.time())
            listener.tell(await self._read(db.challenges_of, [me], time.time()))
            while True:
                try:
                    event = await asyncio.wait_for(listener.queue.get(), KEEPALIVE_SECONDS)
                except TimeoutError:
                    if await disconnected():
                        return
                    yield b": still here\n\n"
                    continue
                if event is None:  # the server is stopping
                    return
                name, event = event if isinstance(event, tuple) else ("challenge", event)
                data = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
                yield f"event: {name}\ndata: {data}\n\n".encode()
        finally:
            mine = self.listeners.get(me)
            if mine is not None:
                mine.discard(listener)
                if not mine:
                    del self.listeners[me]

    def _connected(self) -> list[int]:
        """The accounts with a page's stream or a table's socket in this process."""
        ids = set(self.listeners)
        for room in self.hub.rooms.values():
            ids.update(c.account_id for c in room.conns if c.account_id is not None)
        return sorted(ids)

    async def run(self) -> None:
        """Tell the listeners of what changed, expire challenges, write who is online."""
        self._loop = asyncio.get_running_loop()
        every = POLL_SECONDS if self.hub.owner.cluster else ALONE_POLL_SECONDS
        presence_due = 0.0
        expire_due = 0.0
        while True:
            try:
                await asyncio.wait_for(self.wake.wait(), every)
            except TimeoutError:
                pass
            self.wake.clear()
            now = time.time()
            try:
                if now >= expire_due:
                    expire_due = now + 1.0
                    if await self._write(db.expire, now, now - FORGET_SECONDS):
                        self.wake.set()
                if now >= presence_due:
                    presence_due = now + PRESENCE_SECONDS
                    await self._write(db.seen, self._connected(), now)
                if self.listeners:
                    rows = await self._read(db.challenges_of, sorted(self.listeners),
                                            now - TELL_SECONDS)
                    for group in list(self.listeners.values()):
                        for listener in group:
                            listener.tell(rows)
            except Exception:  # the database is away: the next turn tries again
                log.exception("friends: could not look at the challenges")
