"""Tournaments in the server (docs/tournaments.md, "In the server"; docs/protocol.md,
"Tournaments"): accounts create them, enter and withdraw; a runner keeps each one's clock and
pairing; every game's result is a row, and the standings are computed from the rows
(koloda.tournaments.standings) whenever a page asks.

- **One process a tournament.** Every `Limits.tournament_round_seconds` each process looks at
  the tournaments due or live, and ticks each one only under its lock (`cluster.Leases.hold`,
  a PostgreSQL advisory lock; alone, it always has it), as "Play now" pairs a queue.
- **A tick:** repair tables a tick cut short, record games whose end no hook saw, start the
  event when due, pair (arena: whoever waits, at once after each game; Swiss: the next round
  when every table of the round is over), end it when its time or rounds are up.
- **Mark first:** a table's row is written "seating" with its players taken off the waiting
  line, then the table is formed (`Lobby.seat_together`), then marked "playing". A tick killed
  between the two is repaired by the next (table written: playing; not: void, and the
  players wait again). So nobody is seated twice and no table is forgotten.
- **Results:** the room's end-of-game hook writes the result once (a conditional update), the
  arena's players back on the waiting line in the same transaction; the next tick writes any
  result a killed process did not. A game that ends after an arena's end does not count.
- **Seats:** only accounts play. A player's seat token is never stored: their signed-in session
  asks for it (`seat`), and the room gives that seat a new token (the old one stops working).
- **Leaving:** a person whose seat was handed to a bot during a tournament game (they left,
  or were gone too long) before their place in it was settled is placed last in it and is out
  of later pairings. A table a tournament forms is marked with its id (the table option
  `tournament`), so the leave is noted as at a rated table (`rated.note_leaving`, kept in
  `koloda_fair_play`): one who leaves once their place is settled (out of cards in Durak)
  keeps the place the game gave them, and stays in.
- **Hurry** (arena): before their first move a player may halve their own turn timer (the
  table option `halved`, read by the clock) for half a win more on a win.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from koloda.core import KolodaError, text
from koloda.ratings import FINISHED, LEFT, START, pool_of, shown
from koloda.ratings.farming import GATE_GAMES, gate_rating
from koloda.tournaments import (
    ARENA,
    BOT,
    SWISS,
    Entrant,
    Result,
    Rules,
    TournamentError,
    Waiting,
    format_name,
    hurry_offer,
    min_moves,
    pair_arena,
    pair_swiss,
    podium,
    standings,
    tie_break,
)

from .. import texts
from ..bus import AccountClosing, GameOver, TournamentCancelled, TournamentStarting
from ..cluster import ELSEWHERE
from ..http import ApiError, new_table_id, new_token
from ..limits import hashed
from ..moderation.sanctions import is_moderator
from ..options import TOURNAMENT
from ..rated import db as rated_db
from ..rated import service as rated
from ..rated.service import level_for
from ..store import failpoint
from ..tables.seats import hash_token
from . import db

if TYPE_CHECKING:
    from ..http import Client
    from ..lobby.service import Lobby
    from ..once import Once
    from ..tables.room import Room

log = logging.getLogger("koloda.server.tournaments")

#: how far ahead a tournament may be set to start, and the longest arena
MAX_START_SECONDS = 30 * 24 * 3600
MIN_SECONDS, MAX_SECONDS = 10, 12 * 3600
#: the most people one tournament takes
MAX_ENTRANTS = 500
#: a "seating" row older than this without its table was left by a tick cut short (a tick
#: forms its tables under the tournament's lock, so another tick cannot be forming it now;
#: the wait only covers a lock lost with its connection): an arena's is void (its players
#: wait again), a Swiss round's is formed again
REPAIR_SECONDS = 3.0
#: the most tournaments a list shows in each state, and a profile's history
LISTED = 50
HISTORY = 50
#: how long before its start a tournament's entrants are told it is about to start
#: (`bus.TournamentStarting`: the bell and Web Push)
SOON_SECONDS = 300.0

NOT_FOUND = text("tourney-not-found")
ACCOUNTS_ONLY = text("tourney-accounts-only")
TOO_MANY = text("tourney-too-many")
CLOSED = text("tourney-closed")
FULL = text("tourney-full")
NOT_IN = text("tourney-not-in")
NOT_CREATOR = text("tourney-not-creator")
NO_TABLE = text("tourney-no-table")
NO_HURRY = text("tourney-no-hurry")
NEEDS_POOL = text("tourney-needs-pool")
NEEDS_TIMER = text("rated-needs-timer")


def rules_of(t: dict[str, Any]) -> Rules:
    return Rules(t["game"], t["format"], t["size"], t["rounds"], t["bots"], t["seed"])


def ends_at(t: dict[str, Any]) -> float | None:
    """When an arena ends (None for Swiss: after its last round)."""
    return float(t["starts"]) + t["seconds"] if t["format"] == ARENA else None


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 2)


class Tournaments:
    """This process's side of tournaments: the requests, and the ticks of the tournaments
    whose lock it gets."""

    def __init__(self, hub: Lobby) -> None:
        self.hub = hub
        self.wake = asyncio.Event()
        #: the tournaments whose start this process told (`soon`)
        self.told: set[str] = set()
        # a game a tournament formed is recorded as it ends; a closed account is paired no more
        hub.bus.subscribe(GameOver, lambda event: self.game_over(event.room))
        hub.bus.subscribe(AccountClosing,
                          lambda event: db.withdraw_everywhere(event.conn, event.account_id))

    async def _read(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, self.hub.store, *args)

    async def _write(self, fn: Any, *args: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args)

    async def _get(self, tournament_id: str) -> dict[str, Any]:
        found = await self._read(db.get, tournament_id) if len(tournament_id) <= 24 else None
        if found is None:
            raise ApiError(404, NOT_FOUND)
        return found  # type: ignore[no-any-return]

    # -- requests ---------------------------------------------------------------------------
    async def create(self, account: dict[str, Any] | None, *, game_id: str,
                     options: dict[str, Any] | None, format: str, size: int, rounds: int,
                     seconds: int, starts_in: int, turn_seconds: int, rated_: bool,
                     bots: bool, min_rating: int | None, min_games: int | None,
                     client: Client | None = None, once: Once | None = None,
                     enter: bool = False) -> dict[str, Any]:
        """A new tournament (accounts only; `Limits.tournaments_per_day_account`, `_client`
        and `_address` a day). With `once` (the request's `Idempotency-Key`), its id is kept
        with it as the request's answer: the route answers a resent create with that
        tournament's page. With `enter`, its creator is entered in it at once, under the rules
        of any entry (refused, and nothing made, where they would refuse the creator)."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        hub = self.hub
        game = hub.game(game_id)
        if not game.min_players <= size <= game.max_players:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, size))
        try:
            game_options = game.options_to_json(game.options(dict(options or {})))
            rules = Rules(game.id, format, size, rounds if format == SWISS else 0,
                          bots and format == SWISS, secrets.randbits(62))
        except (KolodaError, TypeError, ValueError) as exc:
            reason = exc.reason if isinstance(exc, KolodaError) else text(
                "server-bad-options", why=str(exc))
            raise ApiError(422, reason) from exc
        pool = pool_of(game.id, game_options, size)
        if (rated_ or min_rating is not None or min_games is not None) and pool is None:
            raise ApiError(422, NEEDS_POOL)
        if rated_ and turn_seconds <= 0:
            raise ApiError(422, NEEDS_TIMER)
        if format == ARENA and not MIN_SECONDS <= seconds <= MAX_SECONDS:
            raise ApiError(422, text("tourney-bad-length", low=MIN_SECONDS, high=MAX_SECONDS))
        now = time.time()
        address = hashed(client.address) if client is not None else None
        client_id = hashed(client.id) if client is not None else None
        limits = hub.limits
        by_account, by_address, by_client = await self._read(
            db.created_since, now - 86400.0, int(account["id"]), address, client_id)
        if (by_account >= limits.tournaments_per_day_account
                or by_address >= limits.tournaments_per_day_address
                or by_client >= limits.tournaments_per_day_client):
            raise ApiError(429, TOO_MANY)
        row = {"id": secrets.token_urlsafe(9), "creator_id": int(account["id"]),
               "game": game.id, "options": game_options, "format": rules.format,
               "size": size, "rounds": rules.rounds,
               "seconds": seconds if format == ARENA else 0, "turn_seconds": turn_seconds,
               "rated": rated_, "bots": rules.bots, "min_rating": min_rating,
               "min_games": min_games, "seed": rules.seed,
               "starts": now + min(max(0, starts_in), MAX_START_SECONDS), "state": db.UPCOMING,
               "round": 0, "created": now, "finished": None,
               "creator_address": address, "creator_client": client_id}
        # the creator's entry is checked before anything is made: a refusal makes nothing
        rating = await self._entry_rating(row, int(account["id"])) if enter else None
        await self._write(db.add, row, None if once is None else once.seal({"id": row["id"]}))
        if rating is not None:
            await self._write(db.enter, row["id"], int(account["id"]), rating, now)
        log.info("tournament %s: %s %s, %d seats%s", row["id"], format, game.id, size,
                 ", its creator entered" if rating is not None else "")
        self.wake.set()
        return await self.page(row["id"], account)

    async def enter(self, tournament_id: str, account: dict[str, Any] | None) -> dict[str, Any]:
        """Enter before the start, or during a live arena; refused where the entry condition
        is not met."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        t = await self._get(tournament_id)
        live_arena = t["state"] == db.LIVE and t["format"] == ARENA
        if t["state"] != db.UPCOMING and not live_arena:
            raise ApiError(409, CLOSED)
        entries = await self._read(db.entries, tournament_id)
        if sum(e.state == db.IN for e in entries) >= MAX_ENTRANTS:
            raise ApiError(409, FULL)
        account_id = int(account["id"])
        rating = await self._entry_rating(t, account_id)
        await self._write(db.enter, tournament_id, account_id, rating, time.time())
        log.info("tournament %s: account %d entered", tournament_id, account_id)
        return await self.page(tournament_id, account)

    async def _entry_rating(self, t: dict[str, Any], account_id: int) -> float:
        """The rating an account enters a tournament with, once it may: a leaver's pause
        refuses a rated event, and the entry condition is checked (403 each)."""
        why = await rated.pause_refusal(self.hub.store, account_id) if t["rated"] else None
        if why is not None:  # a leaver's pause holds for rated events too
            raise ApiError(403, why)
        rating = float(START)
        pool = pool_of(t["game"], t["options"], t["size"])
        if pool is not None:
            standing = await self._read(db.pool_standing, account_id, pool)
            rating = float(START if standing is None else shown(standing.mu))
            # a minimum counts only a settled rating over enough games (farming.gate_rating)
            counted = gate_rating(standing)
            if t["min_rating"] is not None and counted is None:
                raise ApiError(403, text("tourney-needs-settled", rating=t["min_rating"],
                                         games=GATE_GAMES))
            if t["min_rating"] is not None and counted is not None \
                    and counted < t["min_rating"]:
                raise ApiError(403, text("tourney-needs-rating", rating=t["min_rating"]))
            games = 0 if standing is None else standing.games
            if t["min_games"] is not None and games < t["min_games"]:
                raise ApiError(403, text("tourney-needs-games", games=t["min_games"]))
        return rating

    async def cancel(self, tournament_id: str, account: dict[str, Any] | None) -> None:
        """Its creator calls off a tournament that has not started (a moderator may too,
        logged: moderation's `cancel_tournament`; and the operator, `koloda admin
        cancel-tournament`): it is gone, entries and all."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        t = await self._get(tournament_id)
        if t["creator_id"] != int(account["id"]):
            raise ApiError(403, NOT_CREATOR)
        gone = await self._write(db.cancel, tournament_id) if t["state"] == db.UPCOMING else None
        if gone is None:
            raise ApiError(409, CLOSED)
        log.info("tournament %s cancelled by its creator", tournament_id)
        # its entrants hear of it (the creator, who did it, does not)
        self.hub.bus.publish(TournamentCancelled(
            tournament_id, gone["game"], False,
            tuple(a for a in gone["entrant_ids"] if a != int(account["id"]))))

    async def withdraw(self, tournament_id: str,
                       account: dict[str, Any] | None) -> dict[str, Any]:
        """Leave before the start, or during the event (no later pairings; the games played
        keep their points)."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        t = await self._get(tournament_id)
        if t["state"] == db.FINISHED:
            raise ApiError(409, CLOSED)
        if not await self._write(db.withdraw, tournament_id, int(account["id"])):
            raise ApiError(409, NOT_IN)
        log.info("tournament %s: account %d withdrew", tournament_id, account["id"])
        return await self.page(tournament_id, account)

    async def skip(self, tournament_id: str, account: dict[str, Any] | None,
                   on: bool) -> dict[str, Any]:
        """Swiss: skip the next round (half a win), or take that back."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        t = await self._get(tournament_id)
        if t["format"] != SWISS or t["state"] == db.FINISHED:
            raise ApiError(409, CLOSED)
        if not await self._write(db.skip, tournament_id, int(account["id"]),
                                 t["round"] + 1 if on else None):
            raise ApiError(409, NOT_IN)
        return await self.page(tournament_id, account)

    async def _my_game(self, tournament_id: str, account_id: int) -> db.Game:
        games = await self._read(db.games, tournament_id)
        mine = [g for g in games if g.state == db.PLAYING and account_id in g.players]
        if not mine:
            raise ApiError(404, NO_TABLE)
        return mine[-1]  # type: ignore[no-any-return]

    async def seat(self, tournament_id: str, account: dict[str, Any] | None) -> dict[str, Any]:
        """The signed-in player's seat at their live table of the tournament, with a new token
        for it (the seat's earlier token stops working): tokens are never stored."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        game = await self._my_game(tournament_id, int(account["id"]))
        room = await self.hub.room(game.table_id)
        async with room.lock:
            if room.gone:
                raise ApiError(503, ELSEWHERE)
            seats = [i for i, s in enumerate(room.seats)
                     if s.kind == "human" and s.account_id == int(account["id"])]
            if not seats or room.status != "playing":
                raise ApiError(404, NO_TABLE)
            token = new_token()
            room.seats[seats[0]].token_hash = hash_token(token)
            await room.persist()
        return {"table": room.id, "seat": seats[0], "token": token,
                "hurry": self._may_hurry(room, seats[0], tournament_id, game)}

    @staticmethod
    def _may_hurry(room: Room, seat: int, tournament_id: str, game: db.Game) -> bool:
        return (room.status == "playing" and game.round == 0
                and not any(s == seat for s, _a in room.actions)
                and seat not in room.table_options.get("halved", []))

    async def hurry(self, tournament_id: str, account: dict[str, Any] | None) -> dict[str, Any]:
        """Arena: halve one's own turn timer for this game, before one's first move."""
        if account is None:
            raise ApiError(403, ACCOUNTS_ONLY)
        t = await self._get(tournament_id)
        if t["format"] != ARENA or not t["turn_seconds"]:
            raise ApiError(409, NO_HURRY)
        account_id = int(account["id"])
        game = await self._my_game(tournament_id, account_id)
        room = await self.hub.room(game.table_id)
        async with room.lock:
            seats = [i for i, s in enumerate(room.seats)
                     if s.kind == "human" and s.account_id == account_id]
            if not seats or not self._may_hurry(room, seats[0], tournament_id, game):
                raise ApiError(409, NO_HURRY)
            if not await self._write(db.hurry, game.table_id, account_id):
                raise ApiError(409, NO_HURRY)
            room.table_options["halved"] = sorted(
                {*room.table_options.get("halved", []), seats[0]})
            await room.persist()
            room.plan()  # the clock now counts the halved time
        room.broadcast()
        return {"hurried": True, "seat": seats[0]}

    # -- answers ----------------------------------------------------------------------------
    @staticmethod
    def summary(t: dict[str, Any]) -> dict[str, Any]:
        """A tournament's settings as lists and pages show them."""
        from koloda.core import get_game

        try:
            title = get_game(t["game"]).title.to_json()
        except KolodaError:
            title = {"en": t["game"], "ru": t["game"]}
        return {"id": t["id"], "game": t["game"], "title": title, "options": t["options"],
                "format": t["format"], "format_name": format_name(t["format"]).to_json(),
                "size": t["size"], "rounds": t["rounds"], "seconds": t["seconds"],
                "turn_seconds": t["turn_seconds"], "rated": bool(t["rated"]),
                "bots": bool(t["bots"]), "min_rating": t["min_rating"],
                "min_games": t["min_games"], "starts": t["starts"], "ends": ends_at(t),
                "state": t["state"], "round": t["round"], "finished": t["finished"],
                "creator": t.get("creator"), "entrants": t.get("entrants")}

    async def listing(self, account: dict[str, Any] | None = None) -> dict[str, Any]:
        """The lists by state; an upcoming tournament nobody has entered is listed only to
        its creator until an hour before its start (`db.LISTED_EMPTY_BEFORE`)."""
        now = time.time()
        viewer = None if account is None else int(account["id"])
        out: dict[str, Any] = {"now": now}
        for state in db.STATES:
            out[state] = [self.summary(t) for t in await self._read(db.listing, state, LISTED,
                                                                    now, viewer)]
        return out

    async def page(self, tournament_id: str,
                   account: dict[str, Any] | None = None) -> dict[str, Any]:
        """One tournament's page: its settings, the standings from its records, the live
        tables (to watch), the podium once it is over, and the viewer's own place."""
        t = await self._get(tournament_id)
        entries = await self._read(db.entries, tournament_id)
        results, byes = await self._read(db.records, tournament_id)
        games = await self._read(db.games, tournament_id)
        rules = rules_of(t)
        handles = {e.key: e.handle for e in entries}
        table = standings(rules, [e.key for e in entries], results, byes)
        state_of = {e.key: e.state for e in entries}

        # what put each line above the next one on the same points (the podium explains it)
        ties = {a.player: tie_break(rules, a, b)
                for a, b in zip(table, table[1:], strict=False)}

        def line(s: Any) -> dict[str, Any]:
            return {"rank": s.rank, "handle": handles.get(s.player, "?"),
                    "points": _number(s.points), "games": s.games, "wins": s.wins,
                    "byes": s.byes, "fire": s.fire, "buchholz": _number(s.buchholz),
                    "state": state_of.get(s.player, db.IN), "tie": ties.get(s.player)}

        def names(players: list[int | None]) -> list[str | None]:
            return [None if p is None else handles.get(str(p), "?") for p in players]

        live = [{"table": g.table_id, "round": g.round, "players": names(g.players)}
                for g in games if g.state == db.PLAYING]
        out: dict[str, Any] = {
            **self.summary(t), "now": time.time(),
            "entrants": sum(e.state == db.IN for e in entries),
            "standings": [line(s) for s in table], "tables": live,
            "games": len(results),
            "podium": [line(s) for s in podium(table)] if t["state"] == db.FINISHED else [],
            "min_moves": min_moves(t["game"]) if t["format"] == ARENA else None,
            # hurry halves a turn timer: offered only in an arena that has one
            "hurry": hurry_offer(rules).to_json() if t["format"] == ARENA
            and t["turn_seconds"] else None,
        }
        if account is not None:
            account_id = int(account["id"])
            mine = next((e for e in entries if e.account_id == account_id), None)
            playing = [g for g in games if g.state == db.PLAYING and account_id in g.players]
            out["me"] = {"handle": account["handle"],
                         "state": None if mine is None else mine.state,
                         "waiting": mine is not None and mine.waiting is not None,
                         "skip": None if mine is None else mine.skip,
                         "table": playing[-1].table_id if playing else None,
                         "creator": account_id == t["creator_id"],
                         # a moderator may cancel it too (POST /api/mod/tournaments/ID/cancel),
                         # until its start: asked only while it can be
                         "moderator": t["state"] == db.UPCOMING
                         and await self._read(is_moderator, account_id)}
        return out

    async def history(self, account_id: int) -> list[dict[str, Any]]:
        """The tournaments an account entered, newest first, with its final or current rank."""
        out = []
        for t in await self._read(db.of_account, account_id, HISTORY):
            entries = await self._read(db.entries, t["id"])
            results, byes = await self._read(db.records, t["id"])
            table = standings(rules_of(t), [e.key for e in entries], results, byes)
            rank = next((s.rank for s in table if s.player == str(account_id)), None)
            out.append({**self.summary(t), "rank": rank, "of": len(table),
                        "entry": t["entry"]})
        return out

    # -- the end of a game (the room's hook) ------------------------------------------------
    async def game_over(self, room: Room) -> None:
        """A table just finished: if a tournament formed it, record its result now (the next
        tick would, too, but players should not wait)."""
        try:
            found = await self._read(db.game_of_table, room.id)
            if found is None:
                return
            tournament_id, game = found
            t = await self._read(db.get, tournament_id)
            if t is None:
                return
            noted = rated.notes_leaving(room)
            # through the writer: after any leave the room noted just before the end
            kept = await self._write(rated_db.fair_of, room.id) if noted else []
            seats = [{"kind": s.kind, "account_id": s.account_id} for s in room.seats]
            moves = sum(1 for seat, _a in room.actions if seat is not None)
            await self._record(t, game, seats, room.outcome, moves, kept, noted,
                               room.finished or time.time())
        except Exception:  # the next tick records it
            log.exception("table %s: its tournament result could not be recorded now", room.id)
        self.wake.set()  # an arena pairs its finishers at once

    async def _record(self, t: dict[str, Any], game: db.Game, seats: list[dict[str, Any]],
                      outcome: dict[str, Any] | None, moves: int,
                      kept: list[tuple[int, str | None, bool, int]], noted: bool,
                      ended: float) -> None:
        """Write a finished table's result. `kept` is its fair play; `noted`: its leaves were
        kept there (rated or marked `tournament`), so a seat handed to a bot without a leave
        noted was handed once its place was settled. An older unmarked table's bot seat was
        left (no way to tell)."""
        ranks = (outcome or {}).get("ranks") or []
        if len(ranks) != len(game.players):
            await self._write(db.void, game.table_id, time.time(), t["format"] == ARENA)
            return
        lost = {seat: how for seat, how, _lapsed, _strikes in kept if how is not None}
        endings: list[str] = []
        left: list[int] = []
        for i, player in enumerate(game.players):
            handed = (player is not None and i < len(seats) and seats[i]["kind"] == "bot")
            how = lost.get(i) or (LEFT if handed and not noted else FINISHED)
            if handed and how == LEFT:
                left.append(int(player))  # type: ignore[arg-type]
            endings.append(how)
        end = ends_at(t)
        counts = end is None or ended <= end
        result = Result(tuple(None if p is BOT else str(p) for p in game.players),
                        tuple(int(r) for r in ranks), moves, tuple(endings),
                        frozenset(str(a) for a in game.hurried), game.round) if counts else None
        if await self._write(db.record, game.table_id, result, left, time.time(),
                             t["format"] == ARENA):
            log.info("tournament %s: table %s recorded%s", t["id"], game.table_id,
                     "" if counts else " (after the end: not counted)")

    # -- the runner -------------------------------------------------------------------------
    async def run(self) -> None:
        """A tick every `Limits.tournament_round_seconds` (sooner when woken: a game ended, a
        tournament was made)."""
        every = self.hub.limits.tournament_round_seconds
        while True:
            try:
                await asyncio.wait_for(self.wake.wait(), every)
            except TimeoutError:
                pass
            self.wake.clear()
            try:
                await self.tick()
            except Exception:  # one tick's trouble (the database away) must not end them
                log.exception("a tournaments tick failed")

    async def tick(self) -> None:
        await self.settle_closed()
        await self.soon()
        owner = self.hub.owner
        for tournament_id in await self._read(db.due, time.time()):
            name = f"tournament:{tournament_id}"
            if not await owner.hold(name):
                continue  # another process runs this one now
            try:
                await self._tick(tournament_id)
            except Exception:  # one tournament's trouble must not stop the others
                log.exception("tournament %s: a tick failed", tournament_id)
            finally:
                await owner.let_go(name)

    async def soon(self) -> None:
        """Tell the entrants of a tournament about to start (once a process; the listener
        keeps one notice each, whichever process tells it first)."""
        now = time.time()
        for t in await self._read(db.starting_soon, now, now + SOON_SECONDS):
            if t["id"] not in self.told and t["accounts"]:
                self.told.add(t["id"])
                self.hub.bus.publish(TournamentStarting(t["id"], t["game"], t["starts"],
                                                        tuple(t["accounts"])))

    async def settle_closed(self) -> None:
        """Tournament tables this process serves at which an account sits that was disabled
        or deleted meanwhile: its seat is left (its fallback bot plays on; the result places
        it as one who left), so nobody waits on a ghost's absent timer. Every process looks
        at its own rooms each tick: in a cluster, only the one serving a table can change it."""
        rooms = [r for r in self.hub.rooms.values()
                 if r.status == "playing" and r.table_options.get(TOURNAMENT)]
        seated = {s.account_id for r in rooms for s in r.seats
                  if s.kind == "human" and s.account_id is not None}
        if not seated:
            return
        closed = await self._read(db.closed_accounts, sorted(seated))
        for room in rooms:
            if not any(s.kind == "human" and s.account_id in closed for s in room.seats):
                continue
            async with room.lock:
                if room.gone or room.status != "playing":
                    continue
                left = [i for i, s in enumerate(room.seats)
                        if s.kind == "human" and s.account_id in closed]
                for seat in left:
                    self.hub.hand_over(room, seat)
                await room.persist()
                for seat in left:
                    self.hub.disconnect(room, seat)
                room.plan()
            log.info("table %s: seats %s of closed accounts left", room.id, left)
            room.broadcast()

    async def _tick(self, tournament_id: str) -> None:
        t = await self._read(db.get, tournament_id)
        if t is None or t["state"] == db.FINISHED:
            return
        now = time.time()
        arena = t["format"] == ARENA
        await self._repair(t, now)
        if t["state"] == db.UPCOMING:
            if not await self._write(db.start, tournament_id, now):
                return
            log.info("tournament %s started", tournament_id)
            t["state"] = db.LIVE
        if arena:
            end = ends_at(t)
            if end is not None and now >= end:
                await self._finish(t, now)
            else:
                await self._pair_arena(t, now)
        else:
            await self._next_round(t, now)

    async def _finish(self, t: dict[str, Any], now: float) -> None:
        if await self._write(db.finish, t["id"], now):
            log.info("tournament %s finished", t["id"])

    async def _repair(self, t: dict[str, Any], now: float) -> None:
        """Tables a killed process left half done: "seating" with its table written goes on
        ("playing"), without one goes void; a table over whose result nobody wrote gets it."""
        arena = t["format"] == ARENA
        for game, status in await self._read(db.stuck, t["id"]):
            if status is None:
                if game.state == db.SEATING and now - game.created > REPAIR_SECONDS:
                    if arena:  # its players wait again, and are paired at once
                        await self._write(db.void, game.table_id, now, arena)
                    else:  # a Swiss round's table is formed after all: its game is owed
                        await self._seat_again(t, game)
                continue
            if status in ("open", "playing"):
                if game.state == db.SEATING:
                    await self._write(db.playing, game.table_id)
                continue
            item = await asyncio.to_thread(self.hub.store.load, game.table_id)
            if item is None:
                continue
            if status != "finished":  # abandoned or closed: no result
                await self._write(db.void, game.table_id, now, arena)
                continue
            marks = item.table.get("table_options") or {}
            noted = bool(marks.get("rated") or marks.get(TOURNAMENT))
            kept = await self._read(rated_db.fair_of, game.table_id) if noted else []
            moves = sum(1 for seat, _a in item.actions if seat is not None)
            await self._record(t, game, item.seats, item.table.get("outcome"), moves, kept,
                               noted, float(item.table.get("finished") or now))

    async def _seat_again(self, t: dict[str, Any], game: db.Game) -> None:
        by_id = {e.account_id: e for e in await self._read(db.entries, t["id"])}
        people = [by_id[p] for p in game.players if p is not None and p in by_id]
        await self._form(t, game.table_id, people, self._bots(t, people, game.players))
        log.info("tournament %s: table %s formed again", t["id"], game.table_id)

    def _bots(self, t: dict[str, Any], people: list[db.Entry],
              players: list[int | None]) -> list[str]:
        """A bot of the level nearest the people's mean rating for each bot's seat."""
        mean = sum(e.rating for e in people) / max(1, len(people))
        return [level_for(self.hub.game(t["game"]), mean)] * sum(p is None for p in players)

    async def _pair_arena(self, t: dict[str, Any], now: float) -> None:
        await self._write(db.heal_waiting, t["id"], now)
        entries = await self._read(db.entries, t["id"])
        every = max(self.hub.limits.tournament_round_seconds, 0.001)
        waiting = [Waiting(e.key, e.rating, int(max(0.0, now - e.waiting) // every))
                   for e in entries if e.state == db.IN and e.waiting is not None and e.active]
        if len(waiting) < 2:
            return
        results, _byes = await self._read(db.records, t["id"])
        rules = rules_of(t)
        blocked = await self._read(db.blocked_pairs, t["id"])
        tables, _stay = pair_arena(rules, waiting, results, blocked)
        by_key = {e.key: e for e in entries}
        for table in tables:
            players = [int(p) for p in table if p is not None]
            table_id = new_table_id()
            if await self._write(db.seat_arena, t["id"], table_id, players, now):
                await self._form(t, table_id, [by_key[str(p)] for p in players], [])

    async def _next_round(self, t: dict[str, Any], now: float) -> None:
        """Swiss: once every table of the round is over, pair the next (or end the event)."""
        games = await self._read(db.games, t["id"])
        if any(g.state in (db.SEATING, db.PLAYING) for g in games):
            return
        number = t["round"] + 1
        if number > t["rounds"]:
            await self._finish(t, now)
            return
        entries = await self._read(db.entries, t["id"])
        playing = [e for e in entries if e.state == db.IN and e.active]
        results, byes = await self._read(db.records, t["id"])
        rules = rules_of(t)
        blocked = await self._read(db.blocked_pairs, t["id"])
        paired = pair_swiss(rules, [Entrant(e.key, e.rating) for e in playing], results, byes,
                            number, [e.key for e in playing if e.skip == number], blocked)
        tables = [(new_table_id(), [None if p is BOT else int(p) for p in table])
                  for table in paired.tables]
        if not await self._write(db.seat_round, t["id"], number, list(paired.byes), tables,
                                 now):
            return
        log.info("tournament %s: round %d paired (%d tables, %d byes)", t["id"], number,
                 len(tables), len(paired.byes))
        by_key = {e.key: e for e in entries}
        for table_id, players in tables:
            people = [by_key[str(p)] for p in players if p is not None]
            await self._form(t, table_id, people, self._bots(t, people, players))

    async def _form(self, t: dict[str, Any], table_id: str, people: list[db.Entry],
                    bots: list[str]) -> None:
        """Form a table marked "seating": people in seat order, then bots (who sit last, as
        the pairing put them); rated if the event is and every seat is a person."""
        options: dict[str, Any] = {**t["options"], "turn_seconds": t["turn_seconds"]}
        if t["rated"] and not bots:
            options["rated"] = True
        failpoint("tournaments-after-seating")
        try:
            await self.hub.seat_together(
                t["game"], len(people) + len(bots), options,
                [(None, {"id": e.account_id, "handle": e.handle}) for e in people], bots,
                table_id=table_id, marks={TOURNAMENT: t["id"]})
        except (ApiError, KolodaError, TournamentError) as exc:
            log.warning("tournament %s: a table could not form: %s", t["id"], exc)
            await self._write(db.void, table_id, time.time(), t["format"] == ARENA)
            return
        failpoint("tournaments-after-table")
        await self._write(db.playing, table_id)
