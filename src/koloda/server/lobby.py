"""The hub: every room in memory, the lobby operations on them (create, join, bots, start,
leave, play again), records and replays, and recovery after a restart."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from koloda.core import (
    Game,
    KolodaError,
    Record,
    Text,
    UnknownName,
    games,
    get_game,
    options_schema,
    replay_steps,
    start,
)
from koloda.core import registry as game_registry

from . import texts
from .bots import Bots, ProcessBots, make_bots
from .options import split_options, table_options_schema
from .room import Room, Seat, hash_token
from .store import Store, Stored, Writer

log = logging.getLogger("koloda.server.lobby")

#: a finished room nobody watches leaves memory after this many seconds (it stays in the database)
IDLE_SECONDS = 300.0
#: an open table nobody has connected to or changed for this long is closed by the sweep
OPEN_IDLE_SECONDS = 6 * 3600.0
#: at most this many open tables at once (anyone may create one: keep memory bounded)
MAX_OPEN_TABLES = 2000


def fallback_bot(game: Game) -> str:
    """The bot that moves for a person who left or ran out of time: the game's heuristic
    bot where it has one, else random."""
    try:
        return "heuristic" if "heuristic" in game.agents() else "random"
    except Exception:  # a game whose bots fail to import still gets played
        return "random"


class ApiError(Exception):
    """A lobby error a client caused: an HTTP status and a reason in both languages."""

    def __init__(self, status: int, reason: Text) -> None:
        super().__init__(reason.en)
        self.status = status
        self.reason = reason


def new_token() -> str:
    return secrets.token_urlsafe(32)


def clean_name(name: str | None, fallback: str) -> str:
    name = (name or "").strip() or fallback
    if len(name) > 40:
        raise ApiError(422, texts.BAD_NAME)
    return name


class Hub:
    """Owns the store, the writer thread, the bot pool and the rooms."""

    def __init__(self, db_url: str, bot_pool: str = "process", bot_workers: int | None = None):
        self.store = Store(db_url)
        self.writer = Writer(self.store)
        self.rooms: dict[str, Room] = {}
        self.bots: Bots = make_bots(bot_pool, bot_workers)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loading: dict[str, asyncio.Lock] = {}

    # -- life cycle -----------------------------------------------------------------------
    async def startup(self) -> None:
        """Rebuild every unfinished table from its record and restart its timers and bots."""
        stored = await self.writer.call(self.store.load_live)
        for item in stored:
            try:
                room = self._room_from(item)
            except KolodaError as exc:
                log.error("table %s cannot be rebuilt: %s", item.table["id"], exc)
                continue
            self.rooms[room.id] = room
            if room.settle():
                await room.persist()
            if room.status == "playing":
                room.plan()
        log.info("recovered %d table(s)", len(self.rooms))
        self.spawn(self._sweep())
        self.spawn(self._warm_up())

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
        self.store.close()

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run a background task and keep a reference (the loop holds tasks only weakly)."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(60)
            await self.sweep(time.monotonic())

    async def sweep(self, now: float) -> None:
        """Close open tables left idle for hours, and let idle finished ones leave memory."""
        for rid, room in list(self.rooms.items()):
            if room.conns:
                continue
            idle = now - room.touched
            if room.status == "open" and idle > OPEN_IDLE_SECONDS:
                room.status = "closed"
                await room.persist()
                log.info("table %s closed: nobody came for %.0f hours", rid, idle / 3600)
            if room.status in ("finished", "closed") and idle > IDLE_SECONDS:
                del self.rooms[rid]

    # -- rooms ----------------------------------------------------------------------------
    def _room_from(self, item: Stored) -> Room:
        row = item.table
        game = get_game(row["game"])
        seats = [Seat(s["kind"], s["name"], s["bot"], s["token_hash"]) for s in item.seats]
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
                    item = await asyncio.to_thread(self.store.load, table_id) \
                        if len(table_id) <= 24 else None
                    if item is None:
                        raise ApiError(404, texts.no_table(table_id))
                    try:
                        # Replaying a record can be slow (physics): off the event loop.
                        room = await asyncio.to_thread(self._room_from, item)
                    except KolodaError as exc:
                        raise ApiError(409, exc.reason) from exc
                    self.rooms[table_id] = room
        finally:  # a failed lookup must not leave its lock behind
            self._loading.pop(table_id, None)
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

    @staticmethod
    def _open(room: Room) -> None:
        if room.status != "open":
            raise ApiError(409, texts.NOT_OPEN)

    # -- the lobby ------------------------------------------------------------------------
    def games_json(self) -> list[dict[str, Any]]:
        from koloda.bots.registry import bot_names

        out = []
        for gid, game in sorted(games().items()):
            try:
                entry = {
                    "id": gid, "title": game.title.to_json(), "min_players": game.min_players,
                    "max_players": game.max_players,
                    "options": options_schema(game.Options) + table_options_schema(),
                    "bots": bot_names(game), "unavailable": game.unavailable,
                }
            except Exception as exc:  # a game half-installed must not break the lobby
                log.warning("game %s cannot be listed: %s", gid, exc)
                entry = {"id": gid, "title": {"en": gid, "ru": gid}, "min_players": 0,
                         "max_players": 0, "options": [], "bots": [],
                         "unavailable": f"cannot load: {type(exc).__name__}: {exc}"}
            out.append(entry)
        for gid, reason in sorted(game_registry.unavailable.items()):
            if gid not in games():
                out.append({"id": gid, "title": {"en": gid, "ru": gid}, "min_players": 0,
                            "max_players": 0, "options": [], "bots": [], "unavailable": reason})
        return out

    def _game(self, game_id: str) -> Game:
        try:
            game = get_game(game_id)
        except UnknownName as exc:
            raise ApiError(404, exc.reason) from exc
        if game.unavailable:
            raise ApiError(409, Text(game.unavailable, game.unavailable))
        return game

    async def create(self, game_id: str, options: dict[str, Any] | None, players: int,
                     name: str | None) -> tuple[Room, int, str]:
        game = self._game(game_id)
        if sum(r.status == "open" for r in self.rooms.values()) >= MAX_OPEN_TABLES:
            raise ApiError(503, texts.TOO_MANY_TABLES)
        if not game.min_players <= players <= game.max_players:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, players))
        try:
            game_options, table_options = split_options(game, options)
        except KolodaError as exc:
            raise ApiError(422, exc.reason) from exc
        token = new_token()
        row = {"id": secrets.token_urlsafe(6), "options": game_options,
               "table_options": table_options, "players": players,
               "seed": secrets.randbits(31), "setup": None, "status": "open",
               "created": time.time(), "host_hash": hash_token(token)}
        seats = [Seat() for _ in range(players)]
        seats[0] = Seat("human", clean_name(name, "Player 1"), None, hash_token(token))
        room = Room(self, game, row, seats)
        await room.persist()
        self.rooms[room.id] = room
        log.info("table %s created (%s, %d seats)", room.id, game.id, players)
        return room, 0, token

    async def join(self, table_id: str, name: str | None, seat: int | None) -> tuple[Room, int, str]:
        room = await self.room(table_id)
        async with room.lock:
            self._open(room)
            seat = self._free_seat(room, seat)
            token = new_token()
            room.seats[seat] = Seat("human", clean_name(name, f"Player {seat + 1}"), None,
                                    hash_token(token))
            await room.persist()
        log.info("table %s seat %d joined", room.id, seat)
        room.broadcast()
        return room, seat, token

    @staticmethod
    def _free_seat(room: Room, seat: int | None) -> int:
        if seat is None:
            free = [i for i, s in enumerate(room.seats) if s.kind == "empty"]
            if not free:
                raise ApiError(409, texts.NO_FREE_SEAT)
            return free[0]
        if not 0 <= seat < room.players:
            raise ApiError(422, texts.no_seat(seat, room.players))
        if room.seats[seat].kind != "empty":
            raise ApiError(409, texts.seat_taken(seat))
        return seat

    async def add_bot(self, table_id: str, token: str | None, seat: int | None,
                      spec: str) -> Room:
        from koloda.bots.registry import make_bot

        room = await self.room(table_id)
        async with room.lock:
            self._member(room, token)
            self._open(room)
            seat = self._free_seat(room, seat)
            try:
                make_bot(spec, room.game, seed=0)  # refuses an unknown name or strength here
            except KolodaError as exc:
                raise ApiError(422, exc.reason) from exc
            except (TypeError, ValueError) as exc:
                raise ApiError(422, Text(f"bad bot spec {spec!r}: {exc}",
                                         f"неверное описание бота {spec!r}: {exc}")) from exc
            room.seats[seat] = Seat("bot", spec, spec, None)
            await room.persist()
        log.info("table %s seat %d bot %s", room.id, seat, spec.split(":")[0])
        room.broadcast()
        return room

    async def remove_seat(self, table_id: str, token: str | None, seat: int) -> Room:
        room = await self.room(table_id)
        async with room.lock:
            mine = self._member(room, token)
            self._open(room)
            if not 0 <= seat < room.players:
                raise ApiError(422, texts.no_seat(seat, room.players))
            if room.seats[seat].kind == "human" and seat != mine:
                raise ApiError(403, texts.seat_is_person(seat))
            room.seats[seat] = Seat()
            await room.persist()
        room.broadcast()
        return room

    @staticmethod
    def _close_if_deserted(room: Room) -> None:
        # An open table nobody sits at, left by its last person, leaves the lobby.
        if room.status == "open" and not any(s.kind == "human" for s in room.seats):
            room.status = "closed"

    async def start(self, table_id: str, token: str | None) -> Room:
        room = await self.room(table_id)
        async with room.lock:
            self._member(room, token)
            self._open(room)
            if any(s.kind == "empty" for s in room.seats):
                raise ApiError(409, texts.NOT_FULL)
            try:
                room.begin()
            except KolodaError as exc:
                room.state, room.status = None, "open"
                raise ApiError(422, exc.reason) from exc
            await room.persist()
            room.plan()
        log.info("table %s started", room.id)
        room.broadcast()
        return room

    async def leave(self, table_id: str, token: str | None) -> Room:
        """Before the start the seat is freed; during the game a bot takes it over."""
        room = await self.room(table_id)
        async with room.lock:
            seat = self._seat(room, token)
            old = room.seats[seat]
            if room.status == "open":
                room.seats[seat] = Seat()
                self._close_if_deserted(room)
            elif room.status == "playing":
                spec = fallback_bot(room.game)
                room.seats[seat] = Seat("bot", old.name, spec, None)
            else:  # over: the seat stays theirs in the record, the token stops working
                room.seats[seat] = Seat(old.kind, old.name, old.bot, None)
            await room.persist()
            for conn in list(room.conns):
                if conn.seat == seat:
                    conn.close()
            if room.status == "playing":
                room.plan()
        log.info("table %s seat %d left", room.id, seat)
        room.broadcast()
        return room

    async def again(self, table_id: str, token: str | None) -> tuple[Room, int | None, str]:
        """A new table with the same game, options, seats and bots; each person calls this to
        take their own seat there. The host of an all-bot table gets the new table's host
        token (and no seat)."""
        room = await self.room(table_id)
        new = new_token()
        async with room.lock:
            seat = self._member(room, token)
            if room.status != "finished":
                raise ApiError(409, texts.NO_AGAIN)
            if room.again is None:
                row = {"id": secrets.token_urlsafe(6), "options": room.options,
                       "table_options": room.table_options, "players": room.players,
                       "seed": secrets.randbits(31), "setup": None, "status": "open",
                       "created": time.time(), "host_hash": hash_token(new)}
                seats = [Seat("bot", s.name, s.bot) if s.kind == "bot" else Seat()
                         for s in room.seats]
                nxt = Room(self, room.game, row, seats)
                await nxt.persist()
                self.rooms[nxt.id] = nxt
                room.again = nxt.id
                await room.persist()
                log.info("table %s again as %s", room.id, nxt.id)
            new_id = room.again
        room.broadcast()
        target = await self.room(new_id)
        if seat is None:
            if not target.is_host(new):
                raise ApiError(409, texts.NO_FREE_SEAT)
            return target, None, new
        async with target.lock:
            self._open(target)
            claimed = room.again_claims.get(seat)
            if claimed is not None and target.seats[claimed].kind == "human":
                place = claimed  # a repeated call (a double click): the same place, a new token
            else:
                place = seat if target.seats[seat].kind == "empty" else None
                place = self._free_seat(target, place)
            room.again_claims[seat] = place
            target.seats[place] = Seat("human", room.seats[seat].name, None, hash_token(new))
            await target.persist()
        target.broadcast()
        return target, place, new

    def tables(self, status: str | None) -> list[dict[str, Any]]:
        wanted = {status} if status else {"open", "playing"}
        rooms = [r for r in self.rooms.values() if r.status in wanted]
        rooms.sort(key=lambda r: r.created, reverse=True)
        return [r.table_json() for r in rooms]

    async def finished_tables(self, game: str | None, limit: int = 100) -> list[dict[str, Any]]:
        items = await asyncio.to_thread(self.store.finished, game, limit)
        out = []
        for item in items:
            row = item.table
            try:
                title = get_game(row["game"]).title.to_json()
            except KolodaError:
                title = {"en": row["game"], "ru": row["game"]}
            out.append({
                "id": row["id"], "game": row["game"], "title": title,
                "options": {**row["options"], **row["table_options"]},
                "players": row["players"], "status": row["status"], "created": row["created"],
                "finished": row["finished"], "outcome": row["outcome"],
                "seats": [{"seat": s["seat"], "kind": s["kind"], "name": s["name"],
                           "bot": s["bot"]} for s in item.seats],
            })
        return out

    async def record(self, table_id: str) -> Record:
        room = await self.room(table_id)
        if room.status != "finished":
            raise ApiError(409, texts.NOT_FINISHED)
        return room.record()

    async def replay(self, table_id: str, n: int, seat: int | None) -> dict[str, Any]:
        """The view of `seat` (None: a spectator) and the events of action n, after n actions.
        A seat's view only once the game is over: before that it would show hidden cards."""
        room = await self.room(table_id)
        if room.status not in ("playing", "finished"):
            raise ApiError(409, texts.not_playing(room.status))
        if seat is not None:
            if room.status != "finished":
                raise ApiError(403, texts.SEAT_HIDDEN)
            if not 0 <= seat < room.players:
                raise ApiError(422, texts.no_seat(seat, room.players))
        record = room.record()
        total = len(record.actions)
        n = max(0, min(n, total))
        record.actions = record.actions[:n]
        return await asyncio.to_thread(_replay_at, room.game, record, n, total, seat)


def _replay_at(game: Game, record: Record, n: int, total: int,
               seat: int | None) -> dict[str, Any]:
    state = start(record, game)
    events: list[Any] = []
    last: tuple[int | None, Any] | None = None
    for state, who, action, events in replay_steps(record, game):  # noqa: B007
        last = (who, action)
    out: dict[str, Any] = {
        "version": n, "total": total, "seat": seat, "view": state.view(seat),
        "events": [e.view(seat) for e in events], "actors": list(state.actors()),
        "outcome": (o.to_json() if (o := state.outcome()) else None), "action": None,
    }
    if last is not None:
        who, action = last
        out["action"] = {"seat": who, "action": game.codec.encode(action),
                         "label": {"en": game.describe_action(action, "en"),
                                   "ru": game.describe_action(action, "ru")}}
    return out
