"""Correspondence tables' service (issue 45): the deadlines' sweep, vacations and "Your turn".

A correspondence table keeps nothing in a process while it rests: its deadline is a column
(`koloda_tables.deadline`), and this sweep, every `SWEEP_SECONDS` on every process, asks the
database for the tables past theirs (by its index) and has each one's waiting seat treated as
any timed-out seat (`Room.days_out`: its fallback bot makes that one move). In a cluster a
table is run out once: `hub.room` takes its ownership first (server/cluster.py), so a second
process is refused it, and the move's version check stops any repeat.

Vacations (lichess keeps none; this is the yearly allowance of correspondence sites): a person
on vacation has their clocks paused, up to `VACATION_DAYS` a calendar year; coming back (or
the allowance running out) gives each of their waiting tables back the days the vacation took.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from koloda.core import text

from .. import texts
from ..http import ApiError, new_token
from ..tables.hub import Hub
from ..tables.seats import hash_token
from . import db

log = logging.getLogger("koloda.server.correspondence")

#: how often each process looks for tables past their deadline (days a move: a minute late at
#: most is nothing)
SWEEP_SECONDS = 60.0
#: tables run out in one sweep at most (the rest the next time)
SWEEP_BATCH = 200
#: vacation days a person may take in a calendar year (UTC)
VACATION_DAYS = 30


class Correspondence:
    """The deadlines' sweep and the vacations. Holds nothing per table: any process may make
    one, and a test makes its own to sweep at the time its clock says."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    @property
    def allowance(self) -> float:
        return VACATION_DAYS * db.DAY

    async def run(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                await self.sweep()
            except Exception:  # the database is away: next time
                log.exception("the correspondence sweep failed")

    async def sweep(self, now: float | None = None) -> int:
        """Run out every table past its deadline (vacations that used up their days end
        first); how many moves were made for timed-out seats."""
        hub = self.hub
        now = hub.now() if now is None else now
        for account_id in await asyncio.to_thread(db.overdue_vacations, hub.store, now,
                                                  self.allowance):
            await self.end_vacation(account_id, now)
        made = 0
        for table_id, deadline in await asyncio.to_thread(db.due, hub.store, now, SWEEP_BATCH):
            try:
                room = await hub.room(table_id)
            except ApiError:  # served by another process (it sweeps too), or gone
                continue
            try:
                # the later of the database's (a vacation may have moved it) and the room's
                # own (a move just made here, its new deadline still being written)
                room.deadline = max(deadline, room.deadline or deadline)
                if await room.days_out(now):
                    made += 1
                    log.info("table %s: a seat's days ran out; its bot moved", table_id)
            except Exception:  # one table's trouble must not stop the others
                log.exception("table %s: its deadline could not be run out", table_id)
        return made

    # -- "Your turn" -----------------------------------------------------------------------
    async def turns(self, account_id: int) -> dict[str, Any]:
        """The correspondence tables waiting on a person, most urgent first, and whether they
        are on vacation (their clocks paused)."""
        hub = self.hub
        found = await asyncio.to_thread(db.turns_of, hub.store, account_id)
        away = await asyncio.to_thread(db.vacation, hub.store, account_id)
        for item in found:
            try:
                item["title"] = hub.game(item["game"]).title.to_json()
            except ApiError:  # a game no longer installed here
                item["title"] = {"en": item["game"], "ru": item["game"]}
        return {"count": len(found), "turns": found,
                "vacation": bool(away and away["since"] is not None)}

    async def count(self, account_id: int) -> int:
        return int(await asyncio.to_thread(db.count_turns, self.hub.store, account_id))

    async def seat(self, account_id: int, table_id: str) -> dict[str, Any]:
        """A person's seat at a table being played, with a new token (the seat's earlier token
        stops working): "Your turn" opens the table at the move on any device, as a challenge's
        seat does (tokens are never stored)."""
        room = await self.hub.room(table_id)  # 404, or 503 where another process serves it
        async with room.lock:
            seat = next((i for i, s in enumerate(room.seats)
                         if s.kind == "human" and s.account_id == account_id), None)
            if seat is None:
                raise ApiError(403, texts.BAD_TOKEN)
            if room.status != "playing":
                raise ApiError(409, texts.not_playing(room.status))
            token = new_token()
            room.seats[seat].token_hash = hash_token(token)
            await room.persist()
        return {"table": room.id, "seat": seat, "token": token}

    # -- vacations -------------------------------------------------------------------------
    async def vacation(self, account_id: int) -> dict[str, Any]:
        """A person's vacation: on or not, since when, the days used and left this year."""
        now = self.hub.now()
        row = await asyncio.to_thread(db.vacation, self.hub.store, account_id)
        used, since = 0.0, None
        if row is not None:
            since = row["since"]
            if row["year"] == db.year_of(now) or since is not None:
                used = float(row["used"])
            if since is not None:
                used += max(0.0, now - since)
        used_days = used / db.DAY
        return {"on": since is not None, "since": since, "allowance": VACATION_DAYS,
                "used": round(used_days, 2), "left": round(max(0.0, VACATION_DAYS - used_days), 2),
                "until": None if since is None else since + max(0.0, self.allowance - used)}

    async def start_vacation(self, account_id: int) -> dict[str, Any]:
        done = await self.hub.writer.call(db.start_vacation, self.hub.store, account_id,
                                          self.hub.now(), self.allowance)
        if done == "already":
            raise ApiError(409, text("server-vacation-already"))
        if done == "spent":
            raise ApiError(409, text("server-vacation-none-left"))
        return await self.vacation(account_id)

    async def stop_vacation(self, account_id: int) -> dict[str, Any]:
        if await self.end_vacation(account_id, self.hub.now()) is None:
            raise ApiError(409, text("server-vacation-not-on"))
        return await self.vacation(account_id)

    async def end_vacation(self, account_id: int, now: float) -> float | None:
        """End a vacation and move its tables' deadlines; the rooms of this process that are
        in memory show their new deadline at once."""
        since = await self.hub.writer.call(db.end_vacation, self.hub.store, account_id, now)
        if since is None:
            return None
        for room in list(self.hub.rooms.values()):
            if room.days and room.waiting_on == account_id and room.deadline is not None \
                    and room.status == "playing":
                turn_began = room.deadline - room.days * db.DAY
                paused = now - max(since, turn_began)
                if paused > 0:
                    room.deadline += paused
                    room.plan()
                    room.broadcast()
        log.info("account %d back from vacation (%.1f days)", account_id,
                 (now - since) / db.DAY)
        return since
