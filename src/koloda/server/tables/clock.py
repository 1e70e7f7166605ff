"""A table's clock: the one deadline its clients see (a rule's timer, the table's turn timer,
or the absent person's timer) and what happens when it runs out.

A rule timer (Scattergories' 30 seconds) applies the rule's own action; a turn timer, and the
timer of a person who is not connected, has the fallback bot make that one move for the person
and tells them what was played. The engine never reads a clock: this is the host's part.

A correspondence table's days (issue 45) are shown the same way, but no timer in memory fires
them: the deadline is kept in the database and the correspondence sweep runs it out
(`Room.days_out`), on whichever process, however long the table rested.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from koloda.core import Timer

from .. import texts
from ..bus import TurnWaiting
from .autoplay import fallback_bot
from .conn import dumps

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("koloda.server.clock")


@dataclass
class Clock:
    """The deadline now pushed to clients: a rule timer or a turn timer."""

    kind: str  # "rule" | "turn"
    seat: int | None
    seconds: float
    deadline: float
    rule: Timer | None = None
    #: the number of actions when it was set (a turn clock runs for one decision)
    version: int = -1

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "seconds": self.seconds,
                "deadline": round(self.deadline, 3)}


class TableClock:
    """The clock of one room: set after every change, stopped when the game is over."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.clock: Clock | None = None
        self._handle: asyncio.TimerHandle | None = None

    def stop(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self.clock = None

    def set(self) -> bool:
        """Set the clock the clients see (the earliest deadline: a rule timer, the table's
        turn timer, or the absent person's timer); False if the table is not being played."""
        room = self.room
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        previous, self.clock = self.clock, None
        if room.status != "playing" or room.state is None:
            return False
        state, now = room.state, time.time()
        clocks: list[Clock] = []
        rule = state.timer()
        if rule is not None:
            # The same rule timer still running (others acted meanwhile) keeps its deadline.
            same = previous is not None and previous.rule == rule
            deadline = previous.deadline if same and previous else now + rule.seconds
            clocks.append(Clock("rule", rule.seat, rule.seconds, deadline, rule))
        obliged = state.to_move()
        if room.days:
            # days a move: the stored deadline, fired by the sweep rather than a timer here
            if room.deadline is not None and obliged is not None:
                self.clock = Clock("turn", obliged, room.days * 86400.0, room.deadline,
                                   version=room.version)
            return True
        turn = float(room.table_options.get("turn_seconds", 0))
        absent = False
        if not turn and obliged is not None and not any(c.seat == obliged for c in room.conns):
            # nobody waits for ever on a person who is gone (their tab closed)
            turn = room.hub.limits.absent_turn_seconds
            absent = True
        if turn and obliged is not None and obliged in room.table_options.get("halved", ()):
            turn /= 2  # a tournament player who chose hurry (server/tournaments/service.py)
        if turn and obliged is not None and room.seats[obliged].kind == "human":
            # the same decision keeps its deadline (a reconnect does not buy time)
            same = previous is not None and previous.kind == "turn" \
                and previous.seat == obliged and previous.version == room.version \
                and previous.seconds == turn
            deadline = previous.deadline if same and previous else now + turn
            clocks.append(Clock("turn", obliged, turn, deadline, version=room.version))
            if absent and not same:
                self._tell_away(obliged, deadline)
        if clocks:
            self.clock = min(clocks, key=lambda c: c.deadline)
            loop = asyncio.get_running_loop()
            self._handle = loop.call_later(max(0.0, self.clock.deadline - now), self._expire,
                                           room.version, self.clock)
        return True

    def _tell_away(self, seat: int, deadline: float) -> None:
        """A live table waits on a person with no socket open: the bus hears it (their
        notifications may reach them elsewhere)."""
        room = self.room
        account = room.seats[seat].account_id
        bus = getattr(room.hub, "bus", None)
        if account is not None and bus is not None:
            bus.publish(TurnWaiting((account,), room.id, room.game.id, deadline,
                                    correspondence=False))

    def _expire(self, version: int, clock: Clock) -> None:
        room = self.room
        if version != room.version or room.status != "playing":
            return
        room.hub.spawn(self.run_out(version, clock))

    async def run_out(self, version: int, clock: Clock) -> None:
        """The clock ran out (or, at a table being played out, need not wait): its action."""
        room = self.room
        if clock.kind == "rule" and clock.rule is not None:
            data = room.game.codec.encode(clock.rule.action)
            reason = await room.submit(clock.rule.seat, data, version, "rule timer")
        else:
            assert clock.seat is not None
            spec = fallback_bot(room.game)
            reason = await room.autoplay.ask(version, ((clock.seat, spec),), clock.seat,
                                             "turn timer")
            if reason is None and room.version > version \
                    and room.actions[version][0] == clock.seat:
                self._tell_played_for(clock.seat, room.actions[version][1])
        if reason is not None and version == room.version:
            # the reason may name a card: the log gets only what kind of timer it was
            log.warning("table %s: the %s timer's action was refused", room.id, clock.kind)
            if room.hurry:
                await room.autoplay.failed(version)

    def _tell_played_for(self, seat: int, data: dict[str, Any]) -> None:
        """Tell a person whose time ran out what was played for them (a `notice`)."""
        room = self.room
        names = room.names(seat)
        action = room.game.codec.decode(data)
        labels = {lang: room.game.describe_action(action, lang, names) for lang in ("en", "ru")}
        text = dumps({"type": "notice", "text": texts.played_for_you(labels["en"], labels["ru"])
                      .to_json()})
        for conn in list(room.conns):
            if conn.seat == seat:
                conn.send(text)
