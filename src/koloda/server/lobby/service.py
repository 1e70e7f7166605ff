"""The lobby: what people and the other features ask of the tables, as operations on the
hub's rooms (server/tables/hub.py): list the games; create a table, join it, seat a bot, free
a seat, start it, leave it, switch its chat or pace, play it out, play again (a rematch offered
and accepted); seat a table "Play now", a tournament or a challenge formed; list the tables, a
finished game's record, its moves and its replay. Each refuses with an `ApiError` saying why.

`Lobby` is the hub with these operations: the app makes one, and every router and feature asks
it (`hub_of`); the tables below never call up into it."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import Any

from koloda.bots.strength import strength
from koloda.core import (
    Game,
    KolodaError,
    Record,
    UnknownName,
    games,
    get_game,
    options_schema,
    quote,
    text,
)
from koloda.core import registry as game_registry
from koloda.core.catalog import both, seat_names
from koloda.core.rng import new_secret_seed
from koloda.ratings import is_rated_game

from .. import limits as lim
from .. import texts
from ..bus import RematchOffered
from ..cluster import ELSEWHERE
from ..http import ApiError, Client, clean_name, new_table_id, new_token
from ..limits import Limits, hashed
from ..once import BadKey, Once
from ..options import TOURNAMENT_ONLY, days_refusal, split_options, table_options_schema
from ..people import players_db
from ..rated import service as rated
from ..store import Stored
from ..tables.autoplay import fallback_bot
from ..tables.hub import Hub
from ..tables.room import Room
from ..tables.seats import Seat, hash_token, naming

log = logging.getLogger("koloda.server.lobby")

#: a bot spec: a name, optionally ":" and a short strength (it is shown as the bot's name)
BOT_SPEC = re.compile(r"[a-z][a-z0-9_-]{0,31}(:[A-Za-z0-9.]{1,16})?")
#: a table whose game is over, one way or the other: records and every seat's view are public
OVER = ("finished", "abandoned")


def person(name: str | None, token: str, account: dict[str, Any] | None) -> Seat:
    """A person's new seat: a guest by the name they gave (none: each reader reads "Player N"
    in their own language, `seat_names`), a signed-in person by their account's handle (the
    name given is ignored)."""
    if account is not None:
        return Seat("human", account["handle"], None, hash_token(token), account["id"],
                    account["handle"])
    return Seat("human", clean_name(name, ""), None, hash_token(token))


class Lobby(Hub):
    """The hub with the lobby's operations (the one the app makes)."""

    def __init__(self, db_url: str, bot_pool: str = "process", bot_workers: int | None = None,
                 limits: Limits | None = None, cluster: bool = False):
        super().__init__(db_url, bot_pool, bot_workers, limits, cluster)
        #: the lobby's list of games and what it was made from (`games_json`)
        self._games_listed: tuple[tuple[Any, ...], list[dict[str, Any]]] | None = None

    def games_json(self) -> list[dict[str, Any]]:
        """Every game as the lobby lists it (shared: not to be changed). Made again only when
        the games, their rating pools or the bots that load here change: every lobby page asks
        for it, and making it (each game's options, bots, levels and their labels in both
        languages) took a few milliseconds each time."""
        from koloda.bots import generic

        made_from = (tuple((gid, id(game), is_rated_game(gid)) for gid, game in games().items()),
                     tuple(game_registry.unavailable.items()),
                     tuple(generic.generic_bots()), tuple(generic.unavailable.items()))
        if self._games_listed is None or self._games_listed[0] != made_from:
            self._games_listed = (made_from, self._list_games())
        return self._games_listed[1]

    @staticmethod
    def _list_games() -> list[dict[str, Any]]:
        from koloda.bots.levels import ladder_for
        from koloda.bots.registry import bot_names
        from koloda.lessons import has_lessons

        out = []
        for gid, game in sorted(games().items()):
            try:
                bots, levels = bot_names(game), ladder_for(game)
                entry = {
                    "id": gid, "title": game.title.to_json(), "min_players": game.min_players,
                    "max_players": game.max_players,
                    "options": options_schema(game.Options)
                    + table_options_schema(rated=is_rated_game(gid),
                                           days=days_refusal(game) is None),
                    "bots": bots,
                    # the levels players choose from (bots/levels.py), weakest first; every
                    # bot is labelled by its level's name, or else by its kind's word
                    "levels": [level.to_json() for level in levels],
                    "bot_labels": {b: both(strength(game, b))
                                   for b in [*bots, *(level.spec for level in levels)]},
                    "unavailable": game.unavailable.to_json() if game.unavailable else None,
                    # guided lessons at /learn/<game>
                    "lessons": has_lessons(gid),
                    # the lobby's card: a line about the game and how long it takes
                    "blurb": {lang: game.blurb(lang) for lang in ("en", "ru")}
                    if game.blurb("en") else None,
                }
            except Exception as exc:  # a game half-installed must not break the lobby
                log.warning("game %s cannot be listed: %s", gid, exc)
                entry = {"id": gid, "title": {"en": gid, "ru": gid}, "min_players": 0,
                         "max_players": 0, "options": [], "bots": [],
                         "unavailable": text("server-game-cannot-load",
                                             error=f"{type(exc).__name__}: {exc}").to_json()}
            out.append(entry)
        for gid, reason in sorted(game_registry.unavailable.items()):
            if gid not in games():
                out.append({"id": gid, "title": {"en": gid, "ru": gid}, "min_players": 0,
                            "max_players": 0, "options": [], "bots": [],
                            "unavailable": reason.to_json()})
        return out

    def game(self, game_id: str) -> Game:
        """The game `game_id`, or the lobby's 404 (unknown) or 409 (cannot load here)."""
        return self._game(game_id)

    def _game(self, game_id: str) -> Game:
        try:
            game = get_game(game_id)
        except UnknownName as exc:
            raise ApiError(404, exc.reason) from exc
        if game.unavailable:
            raise ApiError(409, game.unavailable)
        return game

    async def _counts(self, address: str | None, client: str | None) -> dict[str, int]:
        """The tables the limits count, from the database (so a cluster counts them once)."""
        return await self.writer.call(  # type: ignore[no-any-return]
            self.store.table_counts, address, client, time.time() - 60.0)

    async def _may_create(self, client: Client) -> None:
        """Refuses a table a client may not create now (the limits of `Limits`)."""
        limits = self.limits
        n = await self._counts(hashed(client.address), hashed(client.id))
        if n["open"] >= limits.max_open_tables:
            raise ApiError(503, texts.TOO_MANY_TABLES)
        if n["open_address"] >= limits.open_per_address \
                or n["open_client"] >= limits.open_per_client:
            raise ApiError(429, lim.TOO_MANY_OPEN)
        if n["recent_address"] >= limits.creates_per_minute_address \
                or n["recent_client"] >= limits.creates_per_minute_client:
            raise ApiError(429, lim.TOO_FAST)

    async def _may_start(self, room: Room) -> None:
        """Refuses to deal a table when the server, or its creator, plays as many as allowed."""
        limits = self.limits
        n = await self._counts(room.creator_address, room.creator_client)
        if n["playing"] >= limits.max_playing_tables:
            raise ApiError(503, lim.TOO_MANY_PLAYING)
        if (room.creator_address is not None
                and n["playing_address"] >= limits.playing_per_address) \
                or (room.creator_client is not None
                    and n["playing_client"] >= limits.playing_per_client):
            raise ApiError(429, lim.TOO_MANY_STARTED)

    async def answered(self, once: Once | None) -> dict[str, Any] | None:
        """The answer already given to this keyed request (server/once.py), or None."""
        if once is None:
            return None
        stored = await self.writer.call(self.store.answered, once.key)
        if stored is None:
            return None
        try:
            return once.open(*stored)
        except BadKey as exc:
            raise ApiError(422, exc.reason) from exc

    @staticmethod
    def sealed(once: Once | None, answer: dict[str, Any]) -> dict[str, Any] | None:
        return None if once is None else once.seal(answer)

    async def _seated_again(self, answer: dict[str, Any]) -> tuple[Room, int | None, str]:
        """A seat's answer given before, as (room, seat, token)."""
        return await self.room(answer["table"]), answer["seat"], answer["token"]

    async def create(self, game_id: str, options: dict[str, Any] | None, players: int,
                     name: str | None, client: Client | None = None,
                     once: Once | None = None,
                     account: dict[str, Any] | None = None) -> tuple[Room, int | None, str]:
        """A new table, its creator at seat 0 (as `account` when signed in)."""
        if (done := await self.answered(once)) is not None:
            return await self._seated_again(done)
        client = client or Client("?")
        game = self._game(game_id)
        await self._may_create(client)
        if not game.min_players <= players <= game.max_players:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, players))
        game_options, table_options = self._options(game, options)
        token = new_token()
        row = {"id": new_table_id(), "options": game_options,
               "table_options": table_options, "players": players,
               "seed": new_secret_seed(), "setup": None, "status": "open",
               "created": time.time(), "host_hash": hash_token(token)}
        seats = [Seat() for _ in range(players)]
        seats[0] = person(name, token, account)
        row.update(creator_address=hashed(client.address), creator_client=hashed(client.id))
        room = Room(self, game, row, seats)
        await self._not_paused(room, None if account is None else int(account["id"]))
        if not await self.owner.claim(room.id):  # before its first row: nobody else takes it
            raise ApiError(503, ELSEWHERE)
        try:
            await room.persist(self.sealed(once, {"table": room.id, "seat": 0, "token": token}))
        except BaseException:
            await self.owner.release(room.id)
            raise
        self.rooms[room.id] = room
        log.info("table %s created (%s, %d seats)", room.id, game.id, players)
        return room, 0, token

    @staticmethod
    def _options(game: Game, options: dict[str, Any] | None) -> tuple[dict[str, Any],
                                                                   dict[str, Any]]:
        """A new table's options as (the game's, the table's); 422 for one it does not know."""
        try:
            return split_options(game, options)
        except KolodaError as exc:
            raise ApiError(422, exc.reason) from exc

    async def seat_together(self, game_id: str, players: int, table_options: dict[str, Any],
                            people: list[tuple[str | None, dict[str, Any] | None]],
                            bots: list[str], table_id: str | None = None,
                            tokens: list[str] | None = None,
                            marks: dict[str, Any] | None = None) -> tuple[Room, list[str]]:
        """A table "Play now" formed: `people` (a guest's name or an account) in seat order,
        then `bots` (specs) in the seats left, each person with a new token; started at once
        (no host: nobody waits in a room). Refused as a start would be (limits, a rated table's
        rules); the tokens in seat order. The caller may choose the table's id and the tokens
        (seeks/service.py records them before the table exists, so a round cut short is repaired).
        `marks` are table options only the server sets, never a client (a tournament's id)."""
        game = self._game(game_id)
        if len(people) + len(bots) != players or not people:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, players))
        game_options, options = self._options(game, table_options)
        options.update(marks or {})
        tokens = tokens or [new_token() for _ in people]
        seats = [person(name, token, account)
                 for (name, account), token in zip(people, tokens, strict=True)]
        seats += [Seat("bot", spec, spec, None) for spec in bots]
        row = {"id": table_id or new_table_id(), "options": game_options,
               "table_options": options, "players": players, "seed": new_secret_seed(),
               "setup": None, "status": "open", "created": time.time(), "host_hash": None,
               "creator_address": None, "creator_client": None}
        room = Room(self, game, row, seats)
        if (why := rated.refusal(room)) is not None:
            raise ApiError(409, why)
        if not await self.owner.claim(room.id):
            raise ApiError(503, ELSEWHERE)
        self.rooms[room.id] = room
        try:
            async with room.lock:
                await self._begin(room)
        except BaseException:  # not started: the table is forgotten (nobody knows its id)
            self.rooms.pop(room.id, None)
            await self.owner.release(room.id)
            raise
        log.info("table %s formed by play now (%s, %d seats, %d bots)", room.id, game.id,
                 players, len(bots))
        return room, tokens

    async def join(self, table_id: str, name: str | None, seat: int | None,
                   client: Client | None = None, once: Once | None = None,
                   account: dict[str, Any] | None = None) -> tuple[Room, int | None, str]:
        """Take a seat (as `account` when signed in: refused where someone seated blocked
        it)."""
        room = await self.room(table_id)
        async with room.lock:
            if (done := await self.answered(once)) is not None:
                return await self._seated_again(done)
            self._open(room)
            seat = self._free_seat(room, seat)
            await self._not_blocked(room, account)
            await self._not_paused(room, None if account is None else int(account["id"]))
            token = new_token()
            room.seats[seat] = person(name, token, account)
            try:
                await room.persist(self.sealed(once, {"table": room.id, "seat": seat,
                                                      "token": token}))
            except Exception:  # not saved: the seat stays free (no ghost seat in memory)
                room.seats[seat] = Seat()
                log.exception("table %s: a join could not be saved", room.id)
                raise ApiError(503, texts.SERVER_ERROR) from None
        log.info("table %s seat %d joined", room.id, seat)
        room.broadcast()
        return room, seat, token

    async def _not_blocked(self, room: Room, account: dict[str, Any] | None) -> None:
        """403 when a signed-in person would sit with someone seated who blocked them (the
        refusal does not say who)."""
        if account is None:
            return
        seated = sorted({s.account_id for s in room.seats if s.account_id is not None})
        if seated and await self.writer.call(players_db.blocked_by_any, self.store,
                                             account["id"], seated):
            raise ApiError(403, texts.BLOCKED)

    async def _not_paused(self, room: Room, me: int | None, seated: bool = False) -> None:
        """403 at a rated table while the account `me`'s pause for leaving rated games runs
        (`rated.pause_refusal`: how long, in its own refusal); with `seated`, also while another
        seat's account is paused (a start: that refusal says neither who nor how long)."""
        if not rated.is_rated(room):
            return
        others = [s.account_id for s in room.seats] if seated else []
        if (why := await rated.pause_refusal(self.store, me, others)) is not None:
            raise ApiError(403, why)

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
                      spec: str, once: Once | None = None) -> Room:
        from koloda.bots.registry import make_bot

        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            self._member(room, token)
            self._open(room)
            seat = self._free_seat(room, seat)
            if not BOT_SPEC.fullmatch(spec):
                raise ApiError(422, texts.bad_bot_spec(spec))
            try:
                make_bot(spec, room.game, seed=0)  # refuses an unknown name or strength here
            except KolodaError as exc:
                raise ApiError(422, exc.reason) from exc
            except (TypeError, ValueError) as exc:
                raise ApiError(422, text("server-bad-bot-spec-why", spec=quote(spec),
                                         why=str(exc))) from exc
            room.seats[seat] = Seat("bot", spec, spec, None)
            await self._persist(room, once)
        log.info("table %s seat %d bot %s", room.id, seat, spec.split(":")[0])
        room.broadcast()
        return room

    async def remove_seat(self, table_id: str, token: str | None, seat: int,
                          once: Once | None = None) -> Room:
        """Before the start: a bot or your own seat; the host may remove anyone (a stranger
        who took a seat); the removed person's sockets are closed, their token stops working."""
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            mine = self._member(room, token)
            self._open(room)
            if not 0 <= seat < room.players:
                raise ApiError(422, texts.no_seat(seat, room.players))
            if room.seats[seat].kind == "human" and seat != mine and not room.is_host(token):
                raise ApiError(403, texts.seat_is_person(seat))
            room.seats[seat] = Seat()
            await self._persist(room, once)
            for conn in list(room.conns):
                if conn.seat == seat:
                    conn.close()
        room.broadcast()
        return room

    async def _persist(self, room: Room, once: Once | None) -> None:
        """Save a lobby change with the answer to the request that made it: the table's."""
        await room.persist(self.sealed(once, {"table": room.id}))

    @staticmethod
    def _close_if_deserted(room: Room) -> None:
        # An open table nobody sits at, left by its last person, leaves the lobby.
        if room.status == "open" and not any(s.kind == "human" for s in room.seats):
            room.status = "closed"

    async def start(self, table_id: str, token: str | None, once: Once | None = None) -> Room:
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            seat = self._member(room, token)
            self._open(room)
            if any(s.kind == "empty" for s in room.seats):
                raise ApiError(409, texts.NOT_FULL)
            if (why := rated.refusal(room)) is not None:
                raise ApiError(409, why)
            await self._not_paused(room, None if seat is None else room.seats[seat].account_id,
                                   seated=True)
            await self._begin(room, self.sealed(once, {"table": room.id}))
        room.broadcast()
        return room

    async def _begin(self, room: Room, answer: dict[str, Any] | None = None) -> None:
        """Deal and start a full table (its lock held)."""
        await self._may_start(room)
        try:
            room.begin()
        except KolodaError as exc:
            room.state, room.status = None, "open"
            raise ApiError(422, exc.reason) from exc
        try:
            await room.persist(answer)
        except BaseException:  # not saved: not started (a resend deals it again)
            room.state, room.status = None, "open"
            raise
        room.plan()
        log.info("table %s started", room.id)

    async def leave(self, table_id: str, token: str | None, once: Once | None = None) -> Room:
        """Before the start the seat is freed; during the game a bot takes it over."""
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            seat = self._seat(room, token)
            old = room.seats[seat]
            if room.status == "open":
                room.seats[seat] = Seat()
                self._close_if_deserted(room)
            elif room.status == "playing":
                self.hand_over(room, seat)
                if room.is_host(token):  # the token stops working, for hosting too
                    room.host_hash = None
            else:  # over: the seat stays theirs in the record, the token stops working
                room.seats[seat] = Seat(old.kind, old.name, old.bot, None, old.account_id,
                                        old.account)
            await self._persist(room, once)
            self.disconnect(room, seat)
            if room.status == "playing":
                room.plan()
        log.info("table %s seat %d left", room.id, seat)
        room.broadcast()
        return room

    @staticmethod
    def hand_over(room: Room, seat: int) -> None:
        """A person leaves a running game (the room's lock held; persist after): their
        fallback bot takes the seat, and a rated or tournament game notes the leave (a loss,
        unless their place was settled already)."""
        rated.note_leaving(room, seat)
        room.seats[seat] = room.seats[seat].handed_to(fallback_bot(room.game))

    @staticmethod
    def disconnect(room: Room, seat: int) -> None:
        """Close the sockets that play `seat` (its token no longer holds it)."""
        for conn in list(room.conns):
            if conn.seat == seat:
                conn.close()

    async def set_chat(self, table_id: str, token: str | None, on: bool,
                       once: Once | None = None) -> Room:
        """The host switches the table's chat on or off (kept with the table)."""
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            if not token:
                raise ApiError(401, texts.NEED_TOKEN)
            if not room.is_host(token):
                raise ApiError(403, texts.HOST_ONLY)
            room.table_options = {**room.table_options, "chat": on}
            await self._persist(room, once)
        log.info("table %s chat %s", room.id, "on" if on else "off")
        room.broadcast()
        return room

    async def pace(self, table_id: str, token: str | None, fast: bool,
                   once: Once | None = None) -> Room:
        """"Faster": a seated person (or the host) has the bots move with a short pause instead
        of the table's `bot_delay`, or back. Faster only once no person is still playing
        (every person is out of the game, or only watches): nobody hurries another's turn."""
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            self._playing_member(room, token)
            if fast and room.people_playing():
                raise ApiError(409, texts.PEOPLE_STILL_PLAY)
            room.fast = fast
            await self._persist(room, once)  # the pace survives a restart
        log.info("table %s pace %s", room.id, "fast" if fast else "normal")
        room.broadcast()
        return room

    async def finish(self, table_id: str, token: str | None, once: Once | None = None) -> Room:
        """"To the end": only bots still play, so a seated person (or the host) has them play
        the game out at once; it ends as any game does (status "finished")."""
        room = await self.room(table_id)
        async with room.lock:
            if await self.answered(once) is not None:
                return room
            self._playing_member(room, token)
            if not room.only_bots():
                raise ApiError(409, texts.PEOPLE_PLAY)
            room.play_out()
            await self._persist(room, once)  # played out even after a restart
        room.broadcast()
        return room

    async def again(self, table_id: str, token: str | None, client: Client | None = None,
                    once: Once | None = None,
                    account: dict[str, Any] | None = None) -> tuple[Room, int | None, str | None]:
        """A rematch: the same game and options at a new table, every seat one place on, rated
        if this one was. A seated person's call offers it, or accepts the offer that stands;
        everyone at the table hears of it at once (the table's `rematch`, broadcast). Until
        every person has said yes the answer has no token (None): the offer stands. The last
        yes makes the new table and starts it; that call and each later one of a person who
        played here answer with their seat and token there. The host of an all-bot table
        gets a new table to start (its host token, no seat)."""
        room = await self.room(table_id)
        client = client or Client("?")
        waiting = offered = False
        async with room.lock:
            if (done := await self.answered(once)) is not None:
                return await self._seated_again(done)
            seat = self._member(room, token)
            if room.status != "finished":
                raise ApiError(409, texts.NO_AGAIN)
            # before anything is made: a paused person offers and accepts nothing rated
            await self._not_paused(room, None if account is None else int(account["id"]))
            taken_seat_by_seat = seat is None or (
                room.again is not None and not room.again_tokens and await self._open_again(room))
            if seat is not None and room.again is None:
                people = room.rematch_people()
                if any(room.seats[i].token_hash is None for i in people):
                    raise ApiError(409, texts.REMATCH_LEFT)
                await self._not_blocked(room, account)
                if room.rematch is None:
                    room.rematch, room.rematch_declined = {"by": seat, "yes": set()}, None
                    offered = True
                room.rematch["yes"].add(seat)
                waiting = not room.rematch["yes"] >= set(people)
                if not waiting:
                    await self._rematch(room, client)
        if taken_seat_by_seat:
            return await self._take_open_again(room, seat, client, once, account)
        room.broadcast()
        if waiting:
            log.info("table %s: seat %s wants a rematch", room.id, seat)
            if offered and seat is not None:
                self._tell_rematch(room, seat)
            return room, None, None
        assert seat is not None and room.again is not None
        target = await self.room(room.again)
        async with target.lock:
            place, new = await self._rematch_seat(room, target, seat)
            if once is not None:
                await target.persist(once.seal({"table": target.id, "seat": place,
                                                "token": new}))
        return target, place, new

    def _tell_rematch(self, room: Room, seat: int) -> None:
        """A new rematch offer: the people it awaits who have no socket open at the table
        hear of it elsewhere (`bus.RematchOffered`: the bell, Web Push)."""
        online = {c.seat for c in room.conns}
        away = tuple(s.account_id for i, s in enumerate(room.seats)
                     if i in room.rematch_people() and i != seat and i not in online
                     and s.account_id is not None)
        if away:
            self.bus.publish(RematchOffered(room.id, room.game.id, room.seats[seat].name, away))

    async def _open_again(self, room: Room) -> bool:
        """Whether `room.again` is a new table still open (made for an all-bot table's host,
        or by "play again" before rematches were offers): it is then taken seat by seat."""
        assert room.again is not None
        return (await self.room(room.again)).status == "open"

    async def _rematch(self, room: Room, client: Client) -> None:
        """Every person said yes: the rematch's table, made and started (`room`'s lock held).
        Each seat moves one place on (who starts, who deals, who sits after whom change);
        people keep their names and accounts, bots their kind; its host is whoever hosted
        here. Refused as a start is (limits, a rated table's rules, a paused seat)."""
        n = room.players
        seats = [Seat() for _ in range(n)]
        tokens: dict[int, tuple[int, str]] = {}
        host: str | None = None
        for i, s in enumerate(room.seats):
            place = (i + 1) % n
            if s.kind == "bot":
                seats[place] = Seat("bot", s.name, s.bot)
                continue
            new = new_token()
            seats[place] = Seat("human", s.name, None, hash_token(new), s.account_id, s.account)
            tokens[i] = (place, new)
            if room.host_hash is not None and s.token_hash == room.host_hash:
                host = new
        options = {k: v for k, v in room.table_options.items()
                   if k not in TOURNAMENT_ONLY}  # again: no longer the tournament's
        row = {"id": new_table_id(), "options": room.options,
               "table_options": options, "players": n, "seed": new_secret_seed(),
               "setup": None, "status": "open", "created": time.time(),
               "host_hash": hash_token(host) if host else None,
               "creator_address": hashed(client.address), "creator_client": hashed(client.id)}
        nxt = Room(self, room.game, row, seats)
        if (why := rated.refusal(nxt)) is not None:
            raise ApiError(409, why)
        await self._not_paused(nxt, None, seated=True)
        if not await self.owner.claim(nxt.id):
            raise ApiError(503, ELSEWHERE)
        self.rooms[nxt.id] = nxt
        try:
            async with nxt.lock:
                await self._begin(nxt)
        except BaseException:  # not started: forgotten, and the offer stands
            self.rooms.pop(nxt.id, None)
            await self.owner.release(nxt.id)
            raise
        room.again, room.again_tokens, room.rematch = nxt.id, tokens, None
        await room.persist()
        log.info("table %s played again as %s", room.id, nxt.id)

    async def _rematch_seat(self, room: Room, target: Room, seat: int) -> tuple[int, str]:
        """A person's seat at the rematch and its token (`target`'s lock held): the one made
        for them; after a restart, which forgot it, the same place with a new token."""
        if seat in room.again_tokens:
            return room.again_tokens[seat]
        place = (seat + 1) % room.players
        mine = target.seats[place]
        if mine.kind != "human" or mine.name != room.seats[seat].name \
                or mine.account_id != room.seats[seat].account_id:
            raise ApiError(409, texts.NO_FREE_SEAT)
        new = new_token()
        target.seats[place] = Seat("human", mine.name, None, hash_token(new), mine.account_id,
                                   mine.account)
        await target.persist()
        room.again_tokens[seat] = (place, new)
        return place, new

    async def _take_open_again(self, room: Room, seat: int | None, client: Client,
                               once: Once | None, account: dict[str, Any] | None,
                               ) -> tuple[Room, int | None, str]:
        """"Play again" at an all-bot table (its host, no seat) or one whose new table was made
        open before rematches were offers: a new open table with the same seats and bots, each
        person taking their own seat there; the last one back starts it."""
        new = new_token()
        async with room.lock:
            if room.again is None:
                row = {"id": new_table_id(), "options": room.options,
                       "table_options": {k: v for k, v in room.table_options.items()
                                         if k not in TOURNAMENT_ONLY},
                       "players": room.players, "seed": new_secret_seed(), "setup": None,
                       "status": "open", "created": time.time(), "host_hash": hash_token(new),
                       "creator_address": hashed(client.address),
                       "creator_client": hashed(client.id)}
                seats = [Seat("bot", s.name, s.bot) if s.kind == "bot" else Seat()
                         for s in room.seats]
                nxt = Room(self, room.game, row, seats)
                if not await self.owner.claim(nxt.id):
                    raise ApiError(503, ELSEWHERE)
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
            # the host's answer: its new host token (its row made with the new table)
            if once is not None:
                async with target.lock:
                    await target.persist(once.seal({"table": target.id, "seat": None,
                                                    "token": new}))
            return target, None, new
        async with target.lock:
            claimed = room.again_claims.get(seat)
            if claimed is not None and target.seats[claimed].kind == "human":
                place = claimed  # a repeated call: the same place, a new token
            else:
                self._open(target)
                place = seat if target.seats[seat].kind == "empty" else None
                place = self._free_seat(target, place)
                await self._not_blocked(target, account)
            room.again_claims[seat] = place
            target.seats[place] = person(None, new, account) if account is not None \
                else Seat("human", room.seats[seat].name, None, hash_token(new))
            await target.persist(self.sealed(once, {"table": target.id, "seat": place,
                                                    "token": new}))
            if target.status == "open" and not any(s.kind == "empty" for s in target.seats) \
                    and rated.refusal(target) is None and (
                        not rated.is_rated(target) or await rated.pause_refusal(
                            self.store, None, [s.account_id for s in target.seats]) is None):
                await self._begin(target)
        target.broadcast()
        return target, place, new

    async def decline_again(self, table_id: str, token: str | None) -> Room:
        """A seated person declines the rematch offered (or withdraws their own): the offer
        ends, and everyone at the table reads who declined."""
        room = await self.room(table_id)
        async with room.lock:
            seat = self._member(room, token)
            if seat is None or room.rematch is None:
                raise ApiError(409, texts.NO_REMATCH)
            room.rematch, room.rematch_declined = None, seat
        log.info("table %s: seat %d declined the rematch", room.id, seat)
        room.broadcast()
        return room

    async def tables(self, status: str | None) -> list[dict[str, Any]]:
        """The lobby's list of open or playing tables, newest first: from memory, or in a
        cluster (where each process holds only some tables) from the database."""
        wanted = {status} if status else {"open", "playing"}
        if self.owner.cluster:
            items = await asyncio.to_thread(self.store.live, sorted(wanted), 500)
            return [self._listed(item) for item in items]
        rooms = [r for r in self.rooms.values() if r.status in wanted]
        rooms.sort(key=lambda r: r.created, reverse=True)
        return [r.table_json() for r in rooms]

    async def finished_tables(self, game: str | None, limit: int = 100) -> list[dict[str, Any]]:
        items = await asyncio.to_thread(self.store.finished, game, limit)
        return [self._listed(item) for item in items]

    @staticmethod
    def _listed(item: Stored) -> dict[str, Any]:
        """A table as the lobby lists it, from its stored rows."""
        row = item.table
        shown = seat_names(naming(s["kind"], s["name"], s["bot"]) for s in item.seats)
        game: Game | None
        try:
            game = get_game(row["game"])
            title = game.title.to_json()
        except KolodaError:
            game, title = None, {"en": row["game"], "ru": row["game"]}
        return {
            "id": row["id"], "game": row["game"], "title": title,
            "options": {**row["options"], **row["table_options"]},
            "players": row["players"], "status": row["status"], "created": row["created"],
            "finished": row["finished"], "outcome": row["outcome"],
            "seats": [{"seat": s["seat"], "kind": s["kind"], "name": s["name"],
                       "bot": s["bot"], "display": {lang: shown[lang][i] for lang in shown},
                       "strength": both(strength(game, s["bot"])) if s["kind"] == "bot"
                       else None, "account": s.get("account")} for i, s in enumerate(item.seats)],
        }

    async def record(self, table_id: str) -> Record:
        room = await self.room(table_id)
        if room.status not in OVER:
            raise ApiError(409, texts.NOT_FINISHED)
        return room.record()

    async def moves(self, table_id: str) -> list[dict[str, Any]]:
        """Every action of a game that is over, labelled as a spectator reads it: the replay
        page's move list."""
        room = await self.room(table_id)
        if room.status not in OVER:
            raise ApiError(409, texts.NOT_FINISHED)
        names, game = room.names(None), room.game
        out = []
        for n, (seat, data) in enumerate(room.actions, 1):
            action = game.codec.decode(data)
            out.append({"n": n, "seat": seat,
                        "label": {lang: game.describe_action(action, lang, names)
                                  for lang in ("en", "ru")}})
        return out

    async def replay(self, table_id: str, n: int, seat: int | None) -> dict[str, Any]:
        """The view of `seat` (None: a spectator) and the events of action n, after n actions.

        While the game runs, only what a spectator's socket shows: the spectator's view and
        events, and who acted, never the action itself nor its label (a secret choice would
        show). A seat's view, the actions and their labels only once the game is over.
        """
        room = await self.room(table_id)
        if room.status not in ("playing", *OVER):
            raise ApiError(409, texts.not_playing(room.status))
        over = room.status in OVER
        if seat is not None:
            if not over:
                raise ApiError(403, texts.SEAT_HIDDEN)
            if not 0 <= seat < room.players:
                raise ApiError(422, texts.no_seat(seat, room.players))
        total = room.version
        n = max(0, min(n, total))
        step = await self.replays.step(room, n, seat)
        out = {**step, "total": total, "seat": seat, "action": None}
        if step["acted"] is not None:
            who, data = step["acted"]
            out["action"] = {"seat": who}
            if over:
                action = room.game.codec.decode(data)
                names = room.names(seat)
                out["action"].update(action=data, label={
                    "en": room.game.describe_action(action, "en", names),
                    "ru": room.game.describe_action(action, "ru", names)})
        del out["acted"]
        return out
