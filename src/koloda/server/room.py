"""A room: one table in memory. It holds the live state, the seats and the connected clients,
applies actions (after they are committed), pushes each client the view it may see, and runs
the timers and the bots.

The room is the only place that turns a state into messages, and it does so through the game
contract only: `view(seat)`, `Event.view(seat)`, `legal_actions(seat)`, `describe_action`.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import random
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from koloda.bots.strength import strength
from koloda.core import (
    Event,
    Game,
    IllegalAction,
    Message,
    Names,
    Record,
    State,
    Text,
    Timer,
    replay,
    start,
)
from koloda.core.messages import both, event_text, seat_names
from koloda.core.rng import derive_seed

from . import texts
from .bots import BotJob, Header
from .cluster import ELSEWHERE
from .store import SEAT_FIELDS, TABLE_FIELDS, Append

if TYPE_CHECKING:
    from fastapi import WebSocket

    from .lobby import Hub

log = logging.getLogger("koloda.server.room")

#: a client that lets this many messages pile up unread is disconnected
MAX_BACKLOG = 512
#: all-bot tables where every bot declined an optional action: ask again this many times,
#: then make the first actor move (the rules let nobody wait for ever)
MAX_DECLINES = 3
#: a table being played out whose bots' moves fail this many times in a row is abandoned
#: (its record cannot grow: the database refuses, or the bots keep failing)
MAX_HURRY_FAILURES = 3
#: seconds between those tries
HURRY_RETRY = 0.5


def naming(kind: str, name: str | None, bot: str | None) -> tuple[str, str | None]:
    """How a seat is named: a person by their name; a bot that took over a person's seat (they
    left mid-game) by that person's name; any other bot by a given name (see `seat_names`)."""
    if kind == "human" or (kind == "bot" and name and name != bot):
        return "human", name
    return kind, None


def fallback_bot(game: Game) -> str:
    """The bot that moves for a person who left or ran out of time: the game's heuristic
    bot where it has one, else random."""
    try:
        return "heuristic" if "heuristic" in game.agents() else "random"
    except Exception:  # a game whose bots fail to import still gets played
        return "random"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@dataclass
class Seat:
    """A seat at a table: "empty", a "human" (known by the hash of their token) or a "bot"."""

    kind: str = "empty"
    name: str = ""
    bot: str | None = None
    token_hash: str | None = None


class Conn:
    """One WebSocket client of a room: its seat (None: a spectator) and its outgoing queue.

    Messages are queued, never awaited by the sender, so one slow client cannot hold up a
    table; a client that falls `MAX_BACKLOG` messages behind is dropped.
    """

    def __init__(self, ws: WebSocket, seat: int | None, address: str = "?",
                 client: str | None = None) -> None:
        self.ws = ws
        self.seat = seat
        #: who is connected: the limits (chat) count by these, never by the connection
        self.address, self.client = address, client
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.dead = False

    def send_json(self, data: dict[str, Any]) -> None:
        self.send(dumps(data))

    def send(self, text: str) -> None:
        if self.dead:
            return
        if self.queue.qsize() >= MAX_BACKLOG:
            # Not reading: queue nothing more (memory stays bounded) and close it now, not
            # after the backlog it is not reading anyway.
            self.dead = True
            log.info("a client left %d messages unread; closing it", MAX_BACKLOG)
            asyncio.get_running_loop().create_task(self._abort())
            return
        self.queue.put_nowait(text)

    async def _abort(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=1008), timeout=2.0)

    def close(self) -> None:
        """Close after the messages already queued."""
        self.queue.put_nowait(None)

    async def pump(self) -> None:
        """Send queued messages in order until told to stop. Whatever goes wrong while
        sending to this client closes this client (logged), never the table."""
        while True:
            text = await self.queue.get()
            if text is None:
                await self.ws.close()
                return
            try:
                await self.ws.send_text(text)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self.dead = True
                if isinstance(exc, UnicodeError | TypeError | ValueError):  # a server bug
                    log.exception("a message could not be sent; closing that client")
                else:  # the client went away while we were sending
                    log.debug("a client went away while being sent a message: %r", exc)
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self.ws.close(code=1011), timeout=2.0)
                return


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


RECENT_EVENTS = 40
#: the pause between bot moves at a table switched to "faster" (seconds): still followable
FAST_DELAY = 0.15


class Room:
    """One table: lobby seats, then the game, its record and its clients."""

    def __init__(self, hub: Hub, game: Game, row: dict[str, Any], seats: list[Seat],
                 actions: list[tuple[int | None, dict[str, Any]]] | None = None) -> None:
        self.hub = hub
        self.game = game
        self.id: str = row["id"]
        self.options: dict[str, Any] = row["options"]
        self.table_options: dict[str, Any] = row["table_options"]
        self.players: int = row["players"]
        self.seed: int | str = row["seed"]
        self.setup: dict[str, Any] | None = row.get("setup")
        self.status: str = row["status"]
        self.created: float = row["created"]
        self.finished: float | None = row.get("finished")
        #: the latest events, for the log of a client that connects mid-game (not persisted)
        self.recent: deque[Event] = deque(maxlen=RECENT_EVENTS)
        self.outcome: dict[str, Any] | None = row.get("outcome")
        self.again: str | None = row.get("again")
        #: after "play again": old seat -> the place its person took at the new table
        self.again_claims: dict[int, int] = {}
        self.host_hash: str | None = row.get("host_hash")
        self.seats = seats
        self.actions: list[tuple[int | None, dict[str, Any]]] = list(actions or [])
        self.state: State | None = None
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.clock: Clock | None = None
        self.touched = time.monotonic()
        #: when a client was last connected (now, while one is): idle tables go to their bots
        self.seen = time.monotonic()
        #: who created the table, hashed (`limits.hashed`): the database counts a client's
        #: tables by these
        self.creator_address: str | None = row.get("creator_address")
        self.creator_client: str | None = row.get("creator_client")
        self._handle: asyncio.TimerHandle | None = None
        #: let go by this process (a cluster's lock lost): another process serves it now
        self.gone = False
        self._declines = 0
        #: only bots still play and the game is being played out at once (`play_out`): no bot
        #: delay, no background jobs, no waiting on a rule timer the bots leave to run out
        self.hurry = False
        #: when the playing out began (monotonic); the sweep gives up on it after a while
        self.hurried = 0.0
        #: the chat (server/chat.py): the recent lines and the next line's number (-1 until
        #: they are read from the store); the senders' allowances are the hub's
        self.chat_lines: list[dict[str, Any]] = []
        self.chat_count = -1
        #: "faster": a person watching bots play asked for a short pause between bot moves
        #: (FAST_DELAY) instead of the table's `bot_delay`, until they ask for the normal pace
        self.fast = bool(row.get("fast"))
        #: seat -> the token hash of the person who turned hints on there (needed at a table
        #: with other people); it counts only while that person sits there (server/hints.py)
        self.hints_on: dict[int, str] = {}
        self._failures = 0
        self._names: tuple[Any, dict[str, list[str]]] | None = None
        # the room's own draws (bot delays, salts) from the seed, never revealing it
        self._rng = random.Random(derive_seed(self.seed, "room"))
        self.header = Header(game, self.options, self.players, self.seed, self.setup)
        if self.status in ("playing", "finished", "abandoned"):
            self.state = replay(self.record(), game)

    # -- identity and persistence ---------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.actions)

    def row(self) -> dict[str, Any]:
        data = {"id": self.id, "game": self.game.id, "rules_version": self.game.rules_version,
                "options": self.options, "table_options": self.table_options,
                "players": self.players, "seed": self.seed, "setup": self.setup,
                "status": self.status, "created": self.created, "finished": self.finished,
                "outcome": self.outcome, "again": self.again, "host_hash": self.host_hash,
                "hurry": self.hurry, "fast": self.fast,
                "creator_address": self.creator_address, "creator_client": self.creator_client}
        return {k: data[k] for k in TABLE_FIELDS}

    def seat_rows(self) -> list[dict[str, Any]]:
        return [dict(zip(SEAT_FIELDS, (i, s.kind, s.name, s.bot, s.token_hash), strict=True))
                for i, s in enumerate(self.seats)]

    async def persist(self, answer: dict[str, Any] | None = None) -> None:
        """Write the table row and seats (lobby changes), and with them the sealed answer to
        the request that made the change (server/once.py); returns once committed."""
        await self.hub.writer.call(self.hub.store.put_table, self.row(), self.seat_rows(),
                                   answer)

    def record(self) -> Record:
        return Record(
            game=self.game.id, rules_version=self.game.rules_version, options=self.options,
            seats=[s.name or s.bot or "" for s in self.seats], seed=self.seed, setup=self.setup,
            actions=list(self.actions), outcome=self.outcome,
            meta={"table": self.id, "created": self.created, "finished": self.finished,
                  "table_options": self.table_options,
                  "kinds": [s.kind for s in self.seats], "bots": [s.bot for s in self.seats]},
        )

    # -- who is who -----------------------------------------------------------------------
    def seat_of(self, token: str | None) -> int | None:
        """The seat this token holds here, or None."""
        if not token:
            return None
        digest = hash_token(token)
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return i
        return None

    def is_host(self, token: str | None) -> bool:
        return bool(token) and self.host_hash is not None and hmac.compare_digest(
            self.host_hash, hash_token(token or ""))

    def consenting(self) -> list[int]:
        """The seats whose present person turned hints on: a consent given by the seat's
        earlier person (who left, or was removed, before someone else sat down) does not
        count, so nobody gives hints at a table in another person's name."""
        return sorted(i for i, holder in self.hints_on.items()
                      if self.seats[i].kind == "human" and self.seats[i].token_hash == holder)

    def out_seats(self) -> list[int]:
        """The seats whose part in the game is over (public: the game's `out_seats`)."""
        return [] if self.state is None else list(self.state.out_seats())

    def only_bots(self) -> bool:
        """A running game in which every seat still playing is a bot: nobody waits for a
        person, so it may be played out at once (`play_out`)."""
        if self.status != "playing" or self.state is None:
            return False
        out = set(self.state.out_seats())
        return all(s.kind == "bot" for i, s in enumerate(self.seats) if i not in out)

    def seated_online(self) -> bool:
        """Whether a person with a seat is connected (a spectator does not keep a table)."""
        return any(c.seat is not None for c in self.conns)

    def people_playing(self) -> bool:
        """Whether a person still plays (has a seat and is not out of the game): the pace is
        then theirs, not for anyone else to hurry."""
        out = set(self.out_seats())
        return any(s.kind == "human" and i not in out for i, s in enumerate(self.seats))

    def connected(self) -> list[bool]:
        online = {c.seat for c in self.conns}
        return [s.kind == "bot" or i in online for i, s in enumerate(self.seats)]

    def names(self, viewer: int | None = None) -> Names:
        """Each seat's name as players read it (bots by their given names), for `viewer`."""
        key = tuple((s.kind, s.name) for s in self.seats)
        if self._names is None or self._names[0] != key:
            self._names = (key, seat_names(naming(s.kind, s.name, s.bot) for s in self.seats))
        return Names(self._names[1], viewer)

    def table_json(self) -> dict[str, Any]:
        online = self.connected()
        shown = self.names().seats
        return {
            "id": self.id, "game": self.game.id, "title": self.game.title.to_json(),
            "options": {**self.options, **self.table_options}, "players": self.players,
            "status": self.status, "created": self.created,
            "seats": [{"seat": i, "kind": s.kind, "name": s.name, "bot": s.bot,
                       "display": {lang: shown[lang][i] for lang in shown},
                       "strength": both(strength(self.game, s.bot)) if s.kind == "bot"
                       else None,
                       "connected": online[i]} for i, s in enumerate(self.seats)],
            "version": self.version, "outcome": self.outcome, "again": self.again,
            "only_bots": self.only_bots(), "hurry": self.hurry and self.status == "playing",
            "fast": self.fast and self.status == "playing",
            "chat": bool(self.table_options.get("chat", True)),
            "hints_on": self.consenting(),
        }

    def event_views(self, events: Iterable[Event], seat: int | None) -> list[dict[str, Any]]:
        """Events as `seat` may see them, each with its log line for that seat."""
        names = self.names(seat)
        out = []
        for e in events:
            view = e.view(seat)
            text = event_text(self.game, view, names)
            if text is not None:
                view["text"] = text
            out.append(view)
        return out

    def reason(self, reason: Text | Message, seat: int | None) -> Text:
        """A refusal as `seat` reads it (its own seat as "you")."""
        if isinstance(reason, Text):
            return reason
        shown = both(reason, self.names(seat), self.game.message_args)
        return Text(shown["en"], shown["ru"])

    # -- messages -------------------------------------------------------------------------
    def state_message(self, seat: int | None, events: list[Event], table: dict[str, Any],
                      history: bool = False) -> str:
        """The `state` message for one seat (or a spectator): only what it may see. With
        `history`, also the recent events (as this seat may see them) for a fresh client's log."""
        state = self.state
        msg: dict[str, Any] = {"type": "state", "version": self.version, "seat": seat,
                               "table": table, "view": None, "legal": [], "actors": [],
                               "timer": self.clock.to_json() if self.clock else None,
                               "events": [], "outcome": self.outcome,
                               "out": self.out_seats(), "only_bots": self.only_bots()}
        if state is not None:
            msg["view"] = state.view(seat)
            msg["events"] = self.event_views(events, seat)
            if history:
                msg["history"] = self.event_views(self.recent, seat)
            actors = state.actors_for(seat)  # never "you may act" with nothing to do
            msg["actors"] = list(actors)
            msg["to_move"] = state.to_move()
            if seat is not None and seat in actors and self.status == "playing":
                names = self.names(seat)
                msg["legal"] = [self._legal_entry(a, names) for a in state.legal_actions(seat)]
        return dumps(msg)

    def _legal_entry(self, action: Any, names: Names) -> dict[str, Any]:
        return {"action": self.game.codec.encode(action),
                "label": {"en": self.game.describe_action(action, "en", names),
                          "ru": self.game.describe_action(action, "ru", names)}}

    def broadcast(self, events: list[Event] | None = None) -> None:
        """Push every client its own state message (built once per seat)."""
        table = self.table_json()
        if events:
            self.recent.extend(events)
        built: dict[int | None, str] = {}
        for conn in list(self.conns):
            text = built.get(conn.seat)
            if text is None:
                text = built[conn.seat] = self.state_message(conn.seat, events or [], table)
            conn.send(text)

    def send_all(self, data: dict[str, Any]) -> None:
        """The same message to every client of the table (a chat line)."""
        text = dumps(data)
        for conn in list(self.conns):
            conn.send(text)

    def send_presence(self) -> None:
        text = dumps({"type": "presence", "connected": self.connected()})
        for conn in list(self.conns):
            conn.send(text)

    def attach(self, conn: Conn) -> None:
        before = self.connected()
        self.conns.add(conn)
        self.touched = time.monotonic()
        if conn.seat is not None:  # only people with a seat keep a table from the sweep
            self.seen = self.touched
        conn.send(self.state_message(conn.seat, [], self.table_json(), history=True))
        if self.connected() != before:
            self._presence_changed()
            log.info("table %s seat %s connected", self.id, conn.seat)

    def detach(self, conn: Conn) -> None:
        before = self.connected()
        self.conns.discard(conn)
        self.touched = time.monotonic()
        if conn.seat is not None:
            self.seen = self.touched
        if self.connected() != before:
            self._presence_changed()
            log.info("table %s seat %s disconnected", self.id, conn.seat)

    def _presence_changed(self) -> None:
        """A person came or went: everyone sees it, and the absent person's timer starts or
        stops (with the state that shows it)."""
        before = self.clock
        self.set_clock()
        self.send_presence()
        if (before is None) != (self.clock is None) or (
                before is not None and self.clock is not None
                and before.deadline != self.clock.deadline):
            self.broadcast()

    # -- the game -------------------------------------------------------------------------
    def begin(self) -> None:
        """Deal (the table was just started): the state from the seed, nothing applied yet."""
        self.state = start(self.record(), self.game)
        self.status = "playing"

    async def submit(self, seat: int | None, data: Any, version: int, source: str) -> Text | None:
        """Check, commit, then apply and push one action; a reason if it was refused.

        The live state changes only after the commit returned: a client that connects while
        the commit is under way sees the previous, committed state with its own version.
        """
        async with self.lock:
            if self.gone:
                return ELSEWHERE
            if self.status != "playing" or self.state is None:
                return texts.not_playing(self.status)
            if version != self.version:
                return texts.stale(version, self.version)
            try:
                action = self.game.codec.decode(data)
                self.state.check(seat, action)
            except IllegalAction as exc:
                return self.reason(exc.reason, seat)
            encoded = self.game.codec.encode(action)
            now = time.time()
            try:
                await self.hub.writer.append(Append(self.id, self.version, seat, encoded, now))
            except Exception:
                log.exception("table %s: action %d was not saved", self.id, self.version)
                return texts.SERVER_ERROR
            self.actions.append((seat, encoded))
            self.touched = time.monotonic()
            try:
                if self.game.costly_steps:
                    # A physics step takes seconds: run it on a copy in a thread, so other
                    # tables go on; readers see the last committed state until it is done.
                    fresh = self.state.clone()
                    events = await asyncio.to_thread(fresh.apply, seat, action)
                    self.state = fresh
                else:
                    events = self.state.apply(seat, action)
            except Exception:  # a game bug: the action passed its check but failed to apply
                log.exception("table %s: action %d failed to apply", self.id, self.version)
                events = []
                self._rebuild()
            log.info("table %s v%d seat %s %s (%s)", self.id, self.version, seat,
                     action.type_name, source)
            outcome = self.state.outcome()
            if outcome is not None:
                self.status, self.outcome, self.finished = "finished", outcome.to_json(), now
                await self.persist()
                self.hub.bots.forget(self.id)
                log.info("table %s finished after %d actions", self.id, self.version)
            self._declines = self._failures = 0
            self.plan()
            self.broadcast(events)
        return None

    def _rebuild(self) -> None:
        try:
            self.state = replay(self.record(), self.game)
        except Exception:  # the record itself no longer replays: stop the table
            log.exception("table %s cannot be rebuilt; it stops here", self.id)
            self.status = "closed"

    def settle(self) -> bool:
        """After a restart: a game whose last action ended it (the end was not yet written)
        is finished now. True if that changed anything."""
        if self.status == "playing" and self.state is not None:
            outcome = self.state.outcome()
            if outcome is not None:
                self.status, self.outcome = "finished", outcome.to_json()
                self.finished = time.time()
                return True
        return False

    # -- timers and bots ------------------------------------------------------------------
    def plan(self) -> None:
        """After every change: set the clock the clients see, and wake the bots that may act."""
        if self.set_clock():
            self._wake_bots()

    def set_clock(self) -> bool:
        """Set the clock the clients see (the earliest deadline: a rule timer, the table's
        turn timer, or the absent person's timer); False if the table is not being played."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        previous, self.clock = self.clock, None
        if self.status != "playing" or self.state is None:
            return False
        state, now = self.state, time.time()
        clocks: list[Clock] = []
        rule = state.timer()
        if rule is not None:
            # The same rule timer still running (others acted meanwhile) keeps its deadline.
            same = previous is not None and previous.rule == rule
            deadline = previous.deadline if same and previous else now + rule.seconds
            clocks.append(Clock("rule", rule.seat, rule.seconds, deadline, rule))
        obliged = state.to_move()
        turn = float(self.table_options.get("turn_seconds", 0))
        if not turn and obliged is not None and not any(c.seat == obliged for c in self.conns):
            # nobody waits for ever on a person who is gone (their tab closed)
            turn = self.hub.limits.absent_turn_seconds
        if turn and obliged is not None and self.seats[obliged].kind == "human":
            # the same decision keeps its deadline (a reconnect does not buy time)
            same = previous is not None and previous.kind == "turn" \
                and previous.seat == obliged and previous.version == self.version \
                and previous.seconds == turn
            deadline = previous.deadline if same and previous else now + turn
            clocks.append(Clock("turn", obliged, turn, deadline, version=self.version))
        if clocks:
            self.clock = min(clocks, key=lambda c: c.deadline)
            loop = asyncio.get_running_loop()
            self._handle = loop.call_later(max(0.0, self.clock.deadline - now), self._expire,
                                           self.version, self.clock)
        return True

    def _expire(self, version: int, clock: Clock) -> None:
        if version != self.version or self.status != "playing":
            return
        self.hub.spawn(self._on_expiry(version, clock))

    async def _on_expiry(self, version: int, clock: Clock) -> None:
        if clock.kind == "rule" and clock.rule is not None:
            data = self.game.codec.encode(clock.rule.action)
            reason = await self.submit(clock.rule.seat, data, version, "rule timer")
        else:
            assert clock.seat is not None
            spec = fallback_bot(self.game)
            reason = await self._ask_bots(version, ((clock.seat, spec),), clock.seat, "turn timer")
            if reason is None and self.version > version and self.actions[version][0] == clock.seat:
                self._tell_played_for(clock.seat, self.actions[version][1])
        if reason is not None and version == self.version:
            # the reason may name a card: the log gets only what kind of timer it was
            log.warning("table %s: the %s timer's action was refused", self.id, clock.kind)
            if self.hurry:
                await self._hurry_failed(version)

    def _tell_played_for(self, seat: int, data: dict[str, Any]) -> None:
        """Tell a person whose time ran out what was played for them (a `notice`)."""
        names = self.names(seat)
        action = self.game.codec.decode(data)
        labels = {lang: self.game.describe_action(action, lang, names) for lang in ("en", "ru")}
        text = dumps({"type": "notice", "text": texts.played_for_you(labels["en"], labels["ru"])
                      .to_json()})
        for conn in list(self.conns):
            if conn.seat == seat:
                conn.send(text)

    def _wake_bots(self) -> None:
        state = self.state
        if state is None or self.status != "playing":
            return
        actors = state.actors()
        bots = tuple((s, self.seats[s].bot or "random") for s in actors
                     if self.seats[s].kind == "bot")
        if not bots:
            self._hurry_rule_timer()
            return
        obliged = state.to_move()
        must: int | None = obliged if obliged is not None and self.seats[obliged].kind == "bot" \
            else None
        if must is None and len(bots) == len(actors) and self.clock is None \
                and self._declines >= MAX_DECLINES:
            must = bots[0][0]
        self.hub.spawn(self._ask_bots(self.version, bots, must, "bot"))

    async def suggest(self, seat: int) -> dict[str, Any] | None:
        """The search's suggestion for `seat` now, thought about in a bot worker (with the
        seat's information only), or None if the table moved on meanwhile."""
        job = BotJob(self.id, self.header, tuple(self.actions), (), False, self.version,
                     hint=seat)
        answer: dict[str, Any] | None = await self.hub.bots.ask(job)
        return answer

    async def _ask_bots(self, version: int, seats: tuple[tuple[int, str], ...],
                        must: int | None, source: str) -> Text | None:
        """Ask bots (in a worker) for an action at `version` and submit it if still current."""
        if must is not None:  # the seat that must move is asked first and forced last
            seats = tuple(sorted(seats, key=lambda s: s[0] != must))
        # a table of bots only that nobody watches waits while others' bots think; one being
        # played out was asked to end now (a person waits for the result, or the sweep does)
        background = all(s.kind != "human" for s in self.seats) and not self.conns \
            and not self.hurry
        job = BotJob(self.id, self.header, tuple(self.actions), seats, must is not None,
                     self._rng.getrandbits(32), background=background)
        loop = asyncio.get_running_loop()
        began = loop.time()
        try:
            result = await self.hub.bots.ask(job)
        except Exception as exc:
            log.error("table %s: bot job failed: %s", self.id, exc)
            if self.hurry:
                await self._hurry_failed(version)
                return None
            await asyncio.sleep(1.0)
            if version == self.version:
                self.plan()
            return None
        delay = float(self.table_options.get("bot_delay", 0)) if source == "bot" else 0.0
        if self.fast:
            delay = min(delay, FAST_DELAY)
        wait = delay * self._rng.uniform(0.7, 1.3) - (loop.time() - began) if delay > 0 else 0.0
        if result is not None and len(result) > 2:
            # The bot's own reaction time (a real-time race); any change meanwhile voids it.
            wait = float(result[2]) - (loop.time() - began)
        if wait > 0 and not self.hurry:  # played out: nobody follows the moves one by one
            await asyncio.sleep(wait)
        if version != self.version:
            return None
        if result is None:
            self._declined(version)
            return None
        seat, data = result[0], result[1]
        reason = await self.submit(seat, data, version, f"{source} {self.seats[seat].bot or ''}")
        if reason is not None and self.hurry and version == self.version:
            await self._hurry_failed(version)  # not stale: the move did not go through
        return reason

    def _declined(self, version: int) -> None:
        """Every bot declined an optional action; if only bots may act, ask again."""
        state = self.state
        if state is None or version != self.version:
            return
        if self.clock is not None:  # a timer will decide; played out, it decides now
            self._hurry_rule_timer()
            return
        if all(self.seats[s].kind == "bot" for s in state.actors()):
            self._declines += 1
            self._wake_bots()

    def _hurry_rule_timer(self) -> None:
        """Played out, with no bot acting now: a running rule timer applies its action at once
        rather than after its seconds (the bots have already declined to act before it)."""
        clock = self.clock
        if self.hurry and clock is not None and clock.kind == "rule" \
                and self.status == "playing":
            self.hub.spawn(self._on_expiry(self.version, clock))

    # -- playing out ----------------------------------------------------------------------
    def play_out(self) -> None:
        """Only bots still play: play the game out at once (the lock held). The bots move
        without their delay and as soon as the workers can; rule timers do not wait; every
        client still gets every state."""
        if self.hurry or self.status != "playing":
            return
        self.hurry, self.hurried, self._failures = True, time.monotonic(), 0
        log.info("table %s: its bots play it out", self.id)
        self.plan()

    def hand_over(self) -> list[int]:
        """Every person still in the game gets a bot in their seat, under their name, as if
        they had left (the lock held): the tokens stop working. Returns the seats handed over.
        Seats that are out stay as they are: they never act again."""
        if self.status != "playing" or self.state is None:
            return []
        spec, out = fallback_bot(self.game), set(self.state.out_seats())
        handed = []
        for i, seat in enumerate(self.seats):
            if seat.kind == "human" and i not in out:
                if self.host_hash is not None and seat.token_hash == self.host_hash:
                    self.host_hash = None  # as when the host leaves: hosting ends too
                self.seats[i] = Seat("bot", seat.name, spec, None)
                handed.append(i)
        return handed

    async def finish_idle(self) -> None:
        """Nobody has been connected for a long time: bots take the people's seats and play
        the game out to its proper end (status "finished", like any other)."""
        async with self.lock:
            if self.status != "playing" or self.hurry:
                return
            handed = self.hand_over()
            try:
                if handed:
                    await self.persist()
            except Exception:  # the seats cannot be saved: the bots cannot finish it either
                log.exception("table %s: its bots could not take over", self.id)
                saved = False
            else:
                saved = True
                for conn in list(self.conns):
                    if conn.seat in handed:
                        conn.close()
                self.play_out()
                try:
                    await self.persist()  # played out even after a restart
                except Exception:  # it is played out now all the same
                    log.exception("table %s: could not save that it is played out", self.id)
        if not saved:
            await self.abandon()
            return
        self.broadcast()

    async def _hurry_failed(self, version: int) -> None:
        """A bot's move at a table being played out did not go through: try again after a
        moment; after `MAX_HURRY_FAILURES` in a row the table is abandoned (its record
        stays, as far as it got)."""
        self._failures += 1
        if self._failures >= MAX_HURRY_FAILURES:
            log.error("table %s: its bots cannot play it out; abandoned", self.id)
            await self.abandon()
            return
        await asyncio.sleep(HURRY_RETRY)
        if version == self.version and self.status == "playing":
            self.plan()

    async def abandon(self) -> None:
        """Stop a game its bots could not play out: no more timers or bots; the record stays
        (status "abandoned", replayable like a finished game)."""
        async with self.lock:
            if self.status != "playing":
                return
            self.status, self.hurry = "abandoned", False
            if self._handle is not None:
                self._handle.cancel()
                self._handle = None
            self.clock = None
            try:
                await self.persist()
            except Exception:  # the database itself fails: abandoned in memory at least
                log.exception("table %s: its abandonment could not be saved", self.id)
        self.hub.bots.forget(self.id)
        self.broadcast()

    def let_go(self) -> None:
        """This process no longer owns the table (its cluster lock is lost): no more moves
        here, and its clients go (to reconnect wherever the table is served now)."""
        self.gone = True
        self.close_all()

    def close_all(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
        for conn in list(self.conns):
            conn.close()
