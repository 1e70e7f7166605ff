"""The hub: every room in memory, its life cycle (recovery after a restart, a cluster's
adoption of tables whose process died, the sweep of idle ones), loading a table from the
database, and who may act at a room. What people ask of the tables (create, join, bots, start,
leave, play again, the lists) is the lobby's (server/lobby/service.py), built on this."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from koloda.core import KolodaError, get_game

from .. import texts
from ..bots import Bots, ProcessBots, make_bots
from ..bus import AccountClosing, AccountDeleted, Bus
from ..cluster import ELSEWHERE, SWEEP_SECONDS, ownership
from ..http import ApiError
from ..limits import Buckets, Limits, SocketCounter, share, shared_cap
from ..once import KEEP_SECONDS
from ..probe import Probe
from ..rated import service as rated
from ..store import Store, Stored, Writer, rename_seats
from .replays import Replays
from .room import Room
from .seats import Seat

log = logging.getLogger("koloda.server.tables.hub")

#: a finished room nobody watches leaves memory after this many seconds (it stays in the database)
IDLE_SECONDS = 300.0
#: an open table nobody has connected to or changed for this long is closed by the sweep
OPEN_IDLE_SECONDS = 6 * 3600.0
#: a correspondence table at rest (`Room.resting`) leaves memory after this many seconds
#: untouched: it stays in the database, and comes back on the next request or socket
REST_SECONDS = 30.0


def _rename_closed(event: AccountClosing) -> None:
    """A deleted account's seats bear its anonymous name, in its closing transaction (its chat
    lines are the chat's to rename: server/chat/service.py)."""
    if event.status == "deleted":
        rename_seats(event.conn, event.account_id, event.name or "")


class Hub:
    """Owns the store, the writer thread, the bot pool and the rooms."""

    def __init__(self, db_url: str, bot_pool: str = "process", bot_workers: int | None = None,
                 limits: Limits | None = None, cluster: bool = False):
        self.limits = limits or Limits()
        #: REST requests and chat lines per address, client id or sender (server/limits.py)
        self.rest_buckets = Buckets()
        self.chat_buckets = Buckets()
        #: how many processes share the limits kept in memory (a cluster's, counted each
        #: second; 1 alone)
        self.processes = 1
        self.replays = Replays()
        self.sockets = SocketCounter()
        self.store = Store(db_url)
        #: which tables this process may serve: all of them, or (--cluster) those whose
        #: PostgreSQL advisory lock it holds (server/cluster.py)
        self.owner = ownership(db_url, cluster)
        self.writer = Writer(self.store)
        self.rooms: dict[str, Room] = {}
        self.bots: Bots = make_bots(bot_pool, bot_workers)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loading: dict[str, asyncio.Lock] = {}
        #: what the features tell each other (server/bus.py); the tables themselves rename a
        #: deleted account's seats, in the database and in memory
        self.bus = Bus(self.spawn)
        self.bus.subscribe(AccountClosing, _rename_closed)
        self.bus.subscribe(AccountDeleted, self._forget_account)
        #: what the operator's metrics hear of the tables (server/probe.py; silent unless on)
        self.probe = Probe()
        #: the time as the tables read it for correspondence deadlines and the moves' times
        #: (a test's clock may stand in for the wall clock: tests/server/test_correspondence.py)
        self.now: Callable[[], float] = time.time
        #: the event loop the hub runs in (set at startup; a test in another thread needs it)
        self.loop: asyncio.AbstractEventLoop | None = None

    # -- life cycle -----------------------------------------------------------------------
    async def startup(self) -> None:
        """Rebuild every unfinished table from its record and restart its timers and bots. In
        a cluster, tables are taken one by one instead: those asked for, and those whose owner
        is gone (`_adopt`). Correspondence tables at rest stay in the database either way."""
        self.loop = asyncio.get_running_loop()
        if self.owner.cluster:
            self.spawn(self._sweep())
            self.spawn(self._adopt())
            self.spawn(self._warm_up())
            return
        stored = await self.writer.call(self.store.load_live)
        for item in stored:
            try:
                room = self._room_from(item)
            except KolodaError as exc:
                log.error("table %s cannot be rebuilt: %s", item.table["id"], exc)
                continue
            self.rooms[room.id] = room
            await self._resume(room, item)
        log.info("recovered %d table(s)", len(self.rooms))
        self.spawn(self._sweep())
        self.spawn(self._warm_up())

    async def _adopt(self) -> None:
        """A cluster process, every `SWEEP_SECONDS`: check that its locks are still held (let
        every table go if not), and take the unfinished tables nobody owns (their process
        died), so that their bots and timers go on even before anyone asks for them."""
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                if not await self.owner.check():
                    self._let_go_all()
                    continue
                self.processes = await self.owner.processes()
                live = await asyncio.to_thread(self.store.live_ids)
                for table_id in await self.owner.unowned(live):
                    if table_id not in self.rooms:
                        try:
                            await self.room(table_id)
                        except ApiError:  # taken by another process first (or unbuildable)
                            pass
            except Exception:  # the database is away: try again next time
                log.exception("the cluster sweep failed")

    def _let_go_all(self) -> None:
        """The locks are lost: this process may serve none of its tables any more. Their
        clients reconnect (through nginx, to whichever process takes each table)."""
        for room in self.rooms.values():
            room.let_go()
        self.rooms.clear()

    async def _resume(self, room: Room, item: Stored) -> None:
        """A table rebuilt from its record goes on: its timers and bots start again, and one
        that was being played out is played out still."""
        if room.settle():
            await room.persist()
            await rated.load_changes(room)
        if room.status == "playing":
            if item.table.get("hurry"):
                room.play_out()
            else:
                room.plan()

    async def _warm_up(self) -> None:
        """Start the bot workers now rather than at the first bot's move."""
        if isinstance(self.bots, ProcessBots):
            await self.bots.warm()

    async def shutdown(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        for room in self.rooms.values():
            room.close_all()
        await asyncio.to_thread(self.writer.close)
        self.bots.close()
        self.owner.close()
        self.store.close()

    def _forget_account(self, event: AccountDeleted) -> None:
        """A deleted account's seats in the rooms in memory bear its anonymous name (the
        database has them already); replays rendered with the old name are dropped."""
        for room in list(self.rooms.values()):
            touched = False
            for seat in room.seats:
                if seat.account_id == event.account_id:
                    seat.name, seat.account, touched = event.name, None, True
            if touched:
                room.broadcast()
        self.replays.entries.clear()  # rare: simpler than finding every table of the account

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run a background task and keep a reference (the loop holds tasks only weakly)."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(60)
            await self.sweep(time.monotonic())

    def share(self, figure: float) -> float:
        """This process's part of a rate every process keeps for itself (limits.share)."""
        return share(figure, self.processes)

    def shared_cap(self, figure: int) -> int:
        return shared_cap(figure, self.processes)

    async def sweep(self, now: float) -> None:
        """Close open tables left idle for hours; hand started ones no person with a seat has
        been connected to for `limits.abandon_seconds` to their bots, who play them out
        (abandoned only if the bots cannot finish them in as long again); let idle finished
        ones leave memory; forget the allowances of clients gone quiet and old answers."""
        for rid, room in list(self.rooms.items()):
            if room.seated_online():  # spectators, with or without a token, keep nothing
                continue
            try:
                await self._sweep_room(room, now)
            except Exception:  # one table's trouble must not stop the sweep for the others
                log.exception("table %s: the sweep failed", rid)
            if room.status in ("finished", "closed", "abandoned") and not room.conns \
                    and now - room.touched > IDLE_SECONDS:
                del self.rooms[rid]
                await self.owner.release(rid)
            elif room.resting() and now - room.touched > REST_SECONDS:
                await self.rest(room)
        self.rest_buckets.prune()
        self.chat_buckets.prune()
        try:
            await self.writer.call(self.store.forget_requests, time.time() - KEEP_SECONDS)
        except Exception:  # the database is away: next time
            log.exception("old request answers could not be dropped")

    async def rest(self, room: Room) -> None:
        """A correspondence table at rest leaves memory (and, in a cluster, this process's
        ownership): nothing of it is kept here; a stale reference to it refuses moves."""
        if self.rooms.get(room.id) is not room or not room.resting():
            return
        room.gone = True
        room.timers.stop()
        del self.rooms[room.id]
        await self.owner.release(room.id)

    async def _sweep_room(self, room: Room, now: float) -> None:
        idle, limit = now - room.touched, self.limits.abandon_seconds
        if room.days:  # a correspondence table waits days on its people, never "idle"
            if room.status == "open" and idle > max(OPEN_IDLE_SECONDS, room.days * 86400.0):
                room.status = "closed"
                await room.persist()
            return
        if room.status == "open" and idle > OPEN_IDLE_SECONDS:
            room.status = "closed"
            await room.persist()
            log.info("table %s closed: nobody came for %.0f hours", room.id, idle / 3600)
        if room.status != "playing" or now - room.seen <= limit:
            return
        if not room.hurry:
            log.info("table %s: nobody connected for %.0f minutes; its bots finish it",
                     room.id, (now - room.seen) / 60)
            await room.finish_idle()
        elif now - room.hurried > limit:
            await room.abandon()
            log.info("table %s abandoned: its bots did not finish it in %.0f minutes", room.id,
                     limit / 60)

    # -- rooms ----------------------------------------------------------------------------
    def _room_from(self, item: Stored) -> Room:
        row = item.table
        game = get_game(row["game"])
        seats = [Seat(s["kind"], s["name"], s["bot"], s["token_hash"], s.get("account_id"),
                      s.get("account"), s.get("missed") or 0, s.get("hints"))
                 for s in item.seats]
        return Room(self, game, row, seats, item.actions)

    async def room(self, table_id: str) -> Room:
        """The room of a table (loaded from the database if it is not in memory)."""
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        try:
            async with lock:
                room = self.rooms.get(table_id)
                if room is None:
                    if len(table_id) > 24:
                        raise ApiError(404, texts.no_table(table_id))
                    if not await self.owner.claim(table_id):
                        raise ApiError(503, ELSEWHERE)
                    try:
                        room = await self._load(table_id)
                    except BaseException:
                        await self.owner.release(table_id)
                        raise
        finally:  # a failed lookup must not leave its lock behind
            self._loading.pop(table_id, None)
        return room

    async def _load(self, table_id: str) -> Room:
        """Rebuild a table from the database (its lock held); in a cluster an unfinished one
        goes on here (its process died, or it is asked for here first)."""
        item = await asyncio.to_thread(self.store.load, table_id)
        if item is None:
            raise ApiError(404, texts.no_table(table_id))
        try:
            # Replaying a record can be slow (physics): off the event loop.
            room = await asyncio.to_thread(self._room_from, item)
        except KolodaError as exc:
            raise ApiError(409, exc.reason) from exc
        self.rooms[table_id] = room
        await rated.load_changes(room)
        if self.owner.cluster and room.status in ("open", "playing"):
            log.info("table %s taken over by this process", table_id)
            await self._resume(room, item)
        elif room.days and room.status == "playing":  # a correspondence table woken
            await self._resume(room, item)
        return room

    def _seat(self, room: Room, token: str | None) -> int:
        if not token:
            raise ApiError(401, texts.NEED_TOKEN)
        seat = room.seat_of(token)
        if seat is None:
            raise ApiError(403, texts.BAD_TOKEN)
        return seat

    def _member(self, room: Room, token: str | None) -> int | None:
        """The caller's seat (None for the host who gave up their seat); refuses strangers."""
        if not token:
            raise ApiError(401, texts.NEED_TOKEN)
        seat = room.seat_of(token)
        if seat is None and not room.is_host(token):
            raise ApiError(403, texts.BAD_TOKEN)
        return seat

    def _playing_member(self, room: Room, token: str | None) -> None:
        """`_member`, at a table whose game is running (else 409, saying its status)."""
        self._member(room, token)
        if room.status != "playing":
            raise ApiError(409, texts.not_playing(room.status))

    @staticmethod
    def _open(room: Room) -> None:
        if room.status != "open":
            raise ApiError(409, texts.NOT_OPEN)

