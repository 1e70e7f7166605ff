"""A table's autoplayer: the bots that move at a table (asked in a worker, their moves
submitted like anyone's), the fallback bot that takes a person's seat, and playing a game out
at once when only bots still play (or when nobody has been connected for a long time).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from koloda.core import Game, Text

from ..bots import BotJob
from ..rated import service as rated

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("koloda.server.autoplay")

#: all-bot tables where every bot declined an optional action: ask again this many times,
#: then make the first actor move (the rules let nobody wait for ever)
MAX_DECLINES = 3
#: a table being played out whose bots' moves fail this many times in a row is abandoned
#: (its record cannot grow: the database refuses, or the bots keep failing)
MAX_HURRY_FAILURES = 3
#: seconds between those tries
HURRY_RETRY = 0.5
#: the pause between bot moves at a table switched to "faster" (seconds): still followable
FAST_DELAY = 0.15


def fallback_bot(game: Game) -> str:
    """The bot that moves for a person who left or ran out of time: the game's heuristic
    bot where it has one, else random."""
    try:
        return "heuristic" if "heuristic" in game.agents() else "random"
    except Exception:  # a game whose bots fail to import still gets played
        return "random"


class Autoplayer:
    """The bots of one room."""

    def __init__(self, room: Room) -> None:
        self.room = room
        #: every bot declined an optional action this many times in a row
        self.declines = 0
        #: a table being played out: its bots' moves failed this many times in a row
        self.failures = 0

    def moved(self) -> None:
        """An action went through: the counts of declines and failures start again."""
        self.declines = self.failures = 0

    def wake(self) -> None:
        """Ask the bots that may act now (after every change)."""
        room = self.room
        state = room.state
        if state is None or room.status != "playing":
            return
        actors = state.actors()
        bots = tuple((s, room.seats[s].bot or "random") for s in actors
                     if room.seats[s].kind == "bot")
        if not bots:
            self._hurry_rule_timer()
            return
        obliged = state.to_move()
        must: int | None = obliged if obliged is not None and room.seats[obliged].kind == "bot" \
            else None
        if must is None and len(bots) == len(actors) and room.clock is None \
                and self.declines >= MAX_DECLINES:
            must = bots[0][0]
        room.hub.spawn(self.ask(room.version, bots, must, "bot"))

    async def suggest(self, seat: int) -> dict[str, Any] | None:
        """The search's suggestion for `seat` now, thought about in a bot worker (with the
        seat's information only), or None if the table moved on meanwhile."""
        room = self.room
        job = BotJob(room.id, room.header, tuple(room.actions), (), False, room.version,
                     hint=seat)
        answer: dict[str, Any] | None = await room.hub.bots.ask(job)
        return answer

    async def ask(self, version: int, seats: tuple[tuple[int, str], ...],
                  must: int | None, source: str) -> Text | None:
        """Ask bots (in a worker) for an action at `version` and submit it if still current."""
        room = self.room
        if must is not None:  # the seat that must move is asked first and forced last
            seats = tuple(sorted(seats, key=lambda s: s[0] != must))
        # a table of bots only that nobody watches waits while others' bots think; one being
        # played out was asked to end now (a person waits for the result, or the sweep does)
        background = all(s.kind != "human" for s in room.seats) and not room.conns \
            and not room.hurry
        job = BotJob(room.id, room.header, tuple(room.actions), seats, must is not None,
                     room.rng.getrandbits(32), background=background)
        loop = asyncio.get_running_loop()
        began = loop.time()
        try:
            result = await room.hub.bots.ask(job)
        except Exception as exc:
            log.error("table %s: bot job failed: %s", room.id, exc)
            if room.hurry:
                await self.failed(version)
                return None
            await asyncio.sleep(1.0)
            if version == room.version:
                room.plan()
            return None
        delay = float(room.table_options.get("bot_delay", 0)) if source == "bot" else 0.0
        if room.fast:
            delay = min(delay, FAST_DELAY)
        wait = delay * room.rng.uniform(0.7, 1.3) - (loop.time() - began) if delay > 0 else 0.0
        if result is not None and len(result) > 2:
            # The bot's own reaction time (a real-time race); any change meanwhile voids it.
            wait = float(result[2]) - (loop.time() - began)
        if wait > 0 and not room.hurry:  # played out: nobody follows the moves one by one
            await asyncio.sleep(wait)
        if version != room.version:
            return None
        if result is None:
            self._declined(version)
            return None
        seat, data = result[0], result[1]
        reason = await room.submit(seat, data, version, f"{source} {room.seats[seat].bot or ''}")
        if reason is not None and room.hurry and version == room.version:
            await self.failed(version)  # not stale: the move did not go through
        return reason

    def _declined(self, version: int) -> None:
        """Every bot declined an optional action; if only bots may act, ask again."""
        room = self.room
        state = room.state
        if state is None or version != room.version:
            return
        if room.clock is not None:  # a timer will decide; played out, it decides now
            self._hurry_rule_timer()
            return
        if all(room.seats[s].kind == "bot" for s in state.actors()):
            self.declines += 1
            self.wake()

    def _hurry_rule_timer(self) -> None:
        """Played out, with no bot acting now: a running rule timer applies its action at once
        rather than after its seconds (the bots have already declined to act before it)."""
        room = self.room
        clock = room.clock
        if room.hurry and clock is not None and clock.kind == "rule" \
                and room.status == "playing":
            room.hub.spawn(room.timers.run_out(room.version, clock))

    # -- playing out ----------------------------------------------------------------------
    def play_out(self) -> None:
        """Only bots still play: play the game out at once (the lock held). The bots move
        without their delay and as soon as the workers can; rule timers do not wait; every
        client still gets every state."""
        room = self.room
        if room.hurry or room.status != "playing":
            return
        room.hurry, room.hurried, self.failures = True, time.monotonic(), 0
        log.info("table %s: its bots play it out", room.id)
        room.plan()

    def hand_over(self) -> list[int]:
        """Every person still in the game gets a bot in their seat, under their name, as if
        they had left (the lock held): the tokens stop working. Returns the seats handed over.
        Seats that are out stay as they are: they never act again."""
        room = self.room
        if room.status != "playing" or room.state is None:
            return []
        spec, out = fallback_bot(room.game), set(room.state.out_seats())
        handed = []
        for i, seat in enumerate(room.seats):
            if seat.kind == "human" and i not in out:
                if room.host_hash is not None and seat.token_hash == room.host_hash:
                    room.host_hash = None  # as when the host leaves: hosting ends too
                rated.note_leaving(room, i)
                room.seats[i] = seat.handed_to(spec)
                handed.append(i)
        return handed

    async def finish_idle(self) -> None:
        """Nobody has been connected for a long time: bots take the people's seats and play
        the game out to its proper end (status "finished", like any other)."""
        room = self.room
        async with room.lock:
            if room.status != "playing" or room.hurry:
                return
            handed = self.hand_over()
            try:
                if handed:
                    await room.persist()
            except Exception:  # the seats cannot be saved: the bots cannot finish it either
                log.exception("table %s: its bots could not take over", room.id)
                saved = False
            else:
                saved = True
                for conn in list(room.conns):
                    if conn.seat in handed:
                        conn.close()
                self.play_out()
                try:
                    await room.persist()  # played out even after a restart
                except Exception:  # it is played out now all the same
                    log.exception("table %s: could not save that it is played out", room.id)
        if not saved:
            await self.abandon()
            return
        room.broadcast()

    async def failed(self, version: int) -> None:
        """A bot's move at a table being played out did not go through: try again after a
        moment; after `MAX_HURRY_FAILURES` in a row the table is abandoned (its record
        stays, as far as it got)."""
        room = self.room
        self.failures += 1
        if self.failures >= MAX_HURRY_FAILURES:
            log.error("table %s: its bots cannot play it out; abandoned", room.id)
            await self.abandon()
            return
        await asyncio.sleep(HURRY_RETRY)
        if version == room.version and room.status == "playing":
            room.plan()

    async def abandon(self) -> None:
        """Stop a game its bots could not play out: no more timers or bots; the record stays
        (status "abandoned", replayable like a finished game)."""
        room = self.room
        async with room.lock:
            if room.status != "playing":
                return
            room.status, room.hurry = "abandoned", False
            room.timers.stop()
            try:
                await room.persist()
            except Exception:  # the database itself fails: abandoned in memory at least
                log.exception("table %s: its abandonment could not be saved", room.id)
        room.hub.bots.forget(room.id)
        room.broadcast()
