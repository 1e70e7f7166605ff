"""A room: one table in memory. It holds the live state, the seats and the connected clients,
applies actions (after they are committed) and pushes each client the view it may see. Its
parts with a job of their own live beside it: each client's socket queue (`conn.py`), the
clock the clients see (`clock.py`) and the bots that move here (`autoplay.py`).

The room is the only place that turns a state into messages, and it does so through the game
contract only: `view(seat)`, `Event.view(seat)`, `legal_actions(seat)`, `describe_action`.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import random
import time
from collections import deque
from collections.abc import Iterable
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
    given,
    replay,
    start,
)
from koloda.core.catalog import both, event_text, names_viewer, seat_names
from koloda.core.rng import derive_seed

from .. import texts
from ..bots import Header
from ..bus import CorrespondenceEnded, GameOver, TurnWaiting
from ..cluster import ELSEWHERE
from ..rated import service as rated
from ..store import SEAT_FIELDS, TABLE_FIELDS, Append
from .autoplay import Autoplayer, fallback_bot
from .clock import Clock, TableClock
from .conn import Conn, dumps, dumps_with
from .seats import Seat, hash_token, naming

if TYPE_CHECKING:
    from .hub import Hub

log = logging.getLogger("koloda.server.room")

#: a day, the unit of a correspondence table's clock (`days` a move)
DAY = 86400.0
#: a correspondence seat whose days run out this many times in a row is left to its bot
MISSES_TO_LEAVE = 2

RECENT_EVENTS = 40
#: legal entries kept a room (`Room._labels`) before the cache starts again
MAX_LABELS = 4096


class PublicLines:
    """One broadcast's events as a spectator sees them, with their lines, made on first use.
    A seat whose view of an event is the spectator's and whom it does not name ("you") reads
    the same line: it is formatted once, not once a seat (Fluent is a move's largest cost)."""

    def __init__(self, room: Room, events: list[Event]) -> None:
        self.room, self.events = room, events
        self._made: dict[int, tuple[dict[str, Any], dict[str, str] | None]] = {}

    def line(self, i: int, view: dict[str, Any], seat: int | None) -> dict[str, str] | None:
        """The spectator's line of event `i` if `seat`, seeing `view`, reads it alike; else
        None (the caller formats its own)."""
        made = self._made.get(i)
        if made is None:
            room = self.room
            public = self.events[i].view(None)
            made = self._made[i] = (public, event_text(room.game, public, room.names(None)))
        public, text = made
        if text is None or view != public or names_viewer(view, seat, self.room.game.message_args):
            return None
        return text


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
        #: a correspondence table (issue 45): days a move (0: a live table), the deadline of
        #: the seat it waits on (Unix time, kept in the database: no timer in memory fires it,
        #: the correspondence sweep does) and that seat's account
        self.days: int = int(row.get("days") or self.table_options.get("days") or 0)
        self.deadline: float | None = row.get("deadline")
        self.waiting_on: int | None = row.get("waiting_on")
        #: the last wait announced on the bus (version, seat), so each is told once
        self._announced: tuple[int, int] | None = None
        #: seats whose days ran out in this process (`CorrespondenceEnded.timed_out`)
        self.timed_out: set[int] = set()
        #: the latest events, for the log of a client that connects mid-game (not persisted)
        self.recent: deque[Event] = deque(maxlen=RECENT_EVENTS)
        self.outcome: dict[str, Any] | None = row.get("outcome")
        self.again: str | None = row.get("again")
        #: after "play again": old seat -> the place its person took at the new table
        self.again_claims: dict[int, int] = {}
        #: a rematch offered and not yet made (`Lobby.again`): who offered it and the seats
        #: whose people said yes; and the seat whose person declined the last one. Kept here
        #: only: a restart forgets an offer (the finished table comes back without it, and
        #: anyone may offer again); a rematch made is the stored `again`.
        self.rematch: dict[str, Any] | None = None
        self.rematch_declined: int | None = None
        #: the rematch made: old seat -> (its place there, its new token), until each takes it
        self.again_tokens: dict[int, tuple[int, str]] = {}
        self.host_hash: str | None = row.get("host_hash")
        self.seats = seats
        self.actions: list[tuple[int | None, dict[str, Any]]] = list(actions or [])
        self.state: State | None = None
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.touched = time.monotonic()
        #: when a client was last connected (now, while one is): idle tables go to their bots
        self.seen = time.monotonic()
        #: who created the table, hashed (`limits.hashed`): the database counts a client's
        #: tables by these
        self.creator_address: str | None = row.get("creator_address")
        self.creator_client: str | None = row.get("creator_client")
        #: let go by this process (a cluster's lock lost): another process serves it now
        self.gone = False
        #: only bots still play and the game is being played out at once (`play_out`): no bot
        #: delay, no background jobs, no waiting on a rule timer the bots leave to run out
        self.hurry = False
        #: when the playing out began (monotonic); the sweep gives up on it after a while
        self.hurried = 0.0
        #: the chat (server/chat/): the recent lines and the next line's number (-1 until
        #: they are read from the store); the senders' allowances are the hub's
        self.chat_lines: list[dict[str, Any]] = []
        self.chat_count = -1
        #: "faster": a person watching bots play asked for a short pause between bot moves
        #: (`autoplay.FAST_DELAY`) instead of the table's `bot_delay`, until they ask for the
        #: normal pace
        self.fast = bool(row.get("fast"))
        self._names: tuple[Any, dict[str, list[str]]] | None = None
        #: (seat, action) -> its legal entry (code and labels), while the names stay the same:
        #: a hand's actions come back move after move, and their labels cost Fluent each time
        self._labels: dict[tuple[int, Any], dict[str, Any]] = {}
        #: a bot spec -> its strength's words (the table's description shows them)
        self._strengths: dict[str | None, dict[str, str]] = {}
        #: a rated table's fair play, and its ratings' changes once it ended (server/rated/service.py)
        self.fair = rated.FairPlay()
        self.ratings: dict[str, Any] = {}
        # the room's own draws (bot delays, salts) from the seed, never revealing it
        self.rng = random.Random(derive_seed(self.seed, "room"))
        #: the clock its clients see, and the bots that move here
        self.timers = TableClock(self)
        self.autoplay = Autoplayer(self)
        self.header = Header(game, self.options, self.players, self.seed, self.setup)
        if self.status in ("playing", "finished", "abandoned"):
            self.state = replay(self.record(), game)
        if self.deadline is not None and self.state is not None \
                and (obliged := self.state.to_move()) is not None:
            self._announced = (self.version, obliged)  # told when it was set, not again

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
                "creator_address": self.creator_address, "creator_client": self.creator_client,
                "days": self.days, "deadline": self.deadline, "waiting_on": self.waiting_on}
        return {k: data[k] for k in TABLE_FIELDS}

    def seat_rows(self) -> list[dict[str, Any]]:
        return [dict(zip(SEAT_FIELDS, (i, s.kind, s.name, s.bot, s.token_hash, s.account_id,
                                       s.missed, s.hints),
                         strict=True)) for i, s in enumerate(self.seats)]

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
        """The seats whose present person turned hints on (`Seat.consents`)."""
        return [i for i, s in enumerate(self.seats) if s.consents()]

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
            self._labels.clear()
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
                       "strength": self._strength(s.bot) if s.kind == "bot" else None,
                       "connected": online[i],
                       # the handle of a signed-in person's seat (their profile)
                       "account": s.account} for i, s in enumerate(self.seats)],
            "version": self.version, "outcome": self.outcome, "again": self.again,
            "rematch": self.rematch_json(),
            "only_bots": self.only_bots(), "hurry": self.hurry and self.status == "playing",
            "fast": self.fast and self.status == "playing",
            "chat": bool(self.table_options.get("chat", True)),
            "hints_on": self.consenting(),
            # a rated table that ended: each seat's change (server/rated/service.py)
            "ratings": rated.ratings_json(self),
        }

    def result_json(self, seat: int | None) -> dict[str, Any]:
        """The result as the game words it for `seat` (`Game.result_words`: Durak's "You are
        the durak"), null for the generic words, and whether its scores mean anything."""
        ranks = list(self.outcome["ranks"]) if self.outcome else []
        names = self.names(seat)
        words = {lang: self.game.result_words(ranks, lang, names) for lang in ("en", "ru")}
        return {"words": words if words["en"] and words["ru"] else None,
                "scores": self.game.shows_scores}

    def rematch_json(self) -> dict[str, Any] | None:
        """The rematch offer as every client at the table sees it: who offered, who said yes,
        whose answer is awaited; or who declined the last one. None when neither."""
        if self.rematch is not None:
            yes = sorted(self.rematch["yes"])
            return {"by": self.rematch["by"], "accepted": yes,
                    "waiting": [s for s in self.rematch_people() if s not in yes],
                    "declined": None}
        if self.rematch_declined is not None:
            return {"by": None, "accepted": [], "waiting": [], "declined": self.rematch_declined}
        return None

    def rematch_people(self) -> list[int]:
        """The seats whose people answer a rematch: every person who played here."""
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def _strength(self, bot: str | None) -> dict[str, str]:
        words = self._strengths.get(bot)
        if words is None:
            words = self._strengths[bot] = both(strength(self.game, bot))
        return words

    def event_views(self, events: Iterable[Event], seat: int | None,
                    shared: PublicLines | None = None) -> list[dict[str, Any]]:
        """Events as `seat` may see them, each with its log line for that seat. With `shared`
        (one broadcast's events as a spectator sees them), a line is formatted again only
        where this seat sees the event differently or is named in it (its "you")."""
        names = self.names(seat)
        out = []
        for i, e in enumerate(events):
            view = e.view(seat)
            text = shared.line(i, view, seat) if shared is not None else None
            if text is None:
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
        return given(shown["en"], shown["ru"])  # formatted for this one reader

    # -- messages -------------------------------------------------------------------------
    def state_message(self, seat: int | None, events: list[Event], table: dict[str, Any] | str,
                      history: bool = False, shared: PublicLines | None = None) -> str:
        """The `state` message for one seat (or a spectator): only what it may see. With
        `history`, also the recent events (as this seat may see them) for a fresh client's log.
        `table`: the table's part, or its JSON text encoded once for all clients."""
        state = self.state
        msg: dict[str, Any] = {"type": "state", "version": self.version, "seat": seat,
                               "view": None, "legal": [], "actors": [],
                               "timer": self.clock.to_json() if self.clock else None,
                               "events": [], "outcome": self.outcome,
                               "out": self.out_seats(), "only_bots": self.only_bots()}
        if state is not None:
            msg["view"] = state.view(seat)
            msg["events"] = self.event_views(events, seat, shared)
            if history:
                msg["history"] = self.event_views(self.recent, seat)
            actors = state.actors_for(seat)  # never "you may act" with nothing to do
            msg["actors"] = list(actors)
            msg["to_move"] = state.to_move()
            if seat is not None and seat in actors and self.status == "playing":
                names = self.names(seat)
                msg["legal"] = [self._legal_entry(a, seat, names)
                                for a in state.legal_actions(seat)]
        if self.outcome is not None:
            msg["result"] = self.result_json(seat)
        if isinstance(table, str):
            return dumps_with(msg, "table", table)
        msg["table"] = table
        return dumps(msg)

    def _legal_entry(self, action: Any, seat: int, names: Names) -> dict[str, Any]:
        try:
            entry = self._labels.get((seat, action))
        except TypeError:  # an action with a list in it: not kept, made each time
            return self._make_entry(action, names)
        if entry is None:
            if len(self._labels) > MAX_LABELS:
                self._labels.clear()
            entry = self._labels[(seat, action)] = self._make_entry(action, names)
        return entry

    def _make_entry(self, action: Any, names: Names) -> dict[str, Any]:
        return {"action": self.game.codec.encode(action),
                "label": {"en": self.game.describe_action(action, "en", names),
                          "ru": self.game.describe_action(action, "ru", names)}}

    def broadcast(self, events: list[Event] | None = None) -> None:
        """Push every client its own state message: built once per seat (spectators share
        one), the events' lines formatted once for all who read them alike, nothing built for
        a client whose socket is gone."""
        table = dumps(self.table_json())  # encoded once for all its clients
        if events:
            self.recent.extend(events)
        shared = PublicLines(self, events) if events else None
        built: dict[int | None, str] = {}
        for conn in list(self.conns):
            if conn.dead:
                continue
            text = built.get(conn.seat)
            if text is None:
                text = built[conn.seat] = self.state_message(conn.seat, events or [], table,
                                                             shared=shared)
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
        self.timers.set()
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
        self.reckon()

    def now(self) -> float:
        """The time as the hub reads it (a test's clock, else the wall clock)."""
        clock = getattr(self.hub, "now", None)
        return float(clock()) if clock is not None else time.time()

    def reckon(self) -> bool:
        """A correspondence table after a change: whose days run now and until when (a
        person to move gets `days` from now; a bot, nobody, or a game over: no deadline). True
        if that changed what the database must keep."""
        if not self.days:
            return False
        before = (self.deadline, self.waiting_on)
        obliged = self.state.to_move() if self.state is not None else None
        if self.status == "playing" and obliged is not None \
                and self.seats[obliged].kind == "human":
            self.deadline = self.now() + self.days * DAY
            self.waiting_on = self.seats[obliged].account_id
        else:
            self.deadline, self.waiting_on = None, None
        return (self.deadline, self.waiting_on) != before

    def resting(self) -> bool:
        """A correspondence table that needs nothing of this process: being played, waiting
        on a person's days, nobody connected. It may leave memory (the hub's sweep), and comes
        back from the database on the next request or socket."""
        return bool(self.days) and self.status == "playing" and self.deadline is not None \
            and not self.conns and not self.hurry

    async def days_out(self, now: float) -> bool:
        """The correspondence sweep found this table past its deadline: the seat it waits on
        is treated as any timed-out seat (its fallback bot makes that one move, and a rated
        game notes the timer run out). A deadline the database kept from before a move whose
        own update was lost is set again instead. True if a move was made for the seat."""
        if not self.days or self.status != "playing" or self.state is None:
            return False
        obliged = self.state.to_move()
        if self.deadline is None or obliged is None or self.seats[obliged].kind != "human" \
                or self.seats[obliged].account_id != self.waiting_on:
            if self.reckon():
                await self.keep_deadline()
            return False
        if self.deadline > now:
            return False
        version = self.version
        self.timed_out.add(obliged)
        await self.timers.run_out(version, Clock("turn", obliged, self.days * DAY,
                                                 self.deadline, version=version))
        if self.version == version:
            return False
        await self._missed(obliged)
        return True

    async def _missed(self, seat: int) -> None:
        """A person's days ran out (their bot made the move): the `MISSES_TO_LEAVE`th time in a
        row, their fallback bot keeps the seat for the rest of the game, as if they had left
        (a rated game counts it so): a person gone for good must not hold a correspondence
        game for a move's days at every turn of theirs."""
        async with self.lock:
            person = self.seats[seat]
            if person.kind != "human" or self.status != "playing":
                return
            person.missed += 1
            if person.missed >= MISSES_TO_LEAVE:
                if self.host_hash is not None and person.token_hash == self.host_hash:
                    self.host_hash = None
                rated.note_leaving(self, seat)
                self.seats[seat] = person.handed_to(fallback_bot(self.game))
                log.info("table %s: seat %d missed its days %d times in a row; its bot plays on",
                         self.id, seat, MISSES_TO_LEAVE)
            await self.persist()
            if self.seats[seat].kind == "bot":
                if self.reckon():
                    await self.keep_deadline()
                self.plan()
                self.broadcast()

    async def keep_deadline(self) -> None:
        """Write a correspondence table's deadline and the account it waits on."""
        await self.hub.writer.call(self.hub.store.set_deadline, self.id, self.deadline,
                                   self.waiting_on)

    def _announce(self) -> None:
        """Tell the bus a correspondence table waits on a person (once a move)."""
        bus = getattr(self.hub, "bus", None)
        if bus is None or not self.days or self.deadline is None or self.state is None:
            return
        obliged = self.state.to_move()
        if obliged is None or self._announced == (self.version, obliged):
            return
        self._announced = (self.version, obliged)
        if self.waiting_on is not None:
            bus.publish(TurnWaiting((self.waiting_on,), self.id, self.game.id, self.deadline))

    async def submit(self, seat: int | None, data: Any, version: int, source: str) -> Text | None:
        """Check, commit, then apply and push one action; a reason if it was refused.

        The live state changes only after the commit returned: a client that connects while
        the commit is under way sees the previous, committed state with its own version.
        """
        received = time.perf_counter()
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
            now = self.now()
            try:
                await self.hub.writer.append(Append(self.id, self.version, seat, encoded, now))
            except Exception:
                log.exception("table %s: action %d was not saved", self.id, self.version)
                return texts.SERVER_ERROR
            durable = time.perf_counter()
            self.actions.append((seat, encoded))
            self.touched = time.monotonic()
            # fair play: before the move applies (it may end the game, and settle it)
            rated.note_action(self, seat, source)
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
            # one line a move: DEBUG, or a busy server spends a twentieth of its time on it
            log.debug("table %s v%d seat %s %s (%s)", self.id, self.version, seat,
                     action.type_name, source)
            outcome = self.state.outcome()
            if outcome is not None:
                self.status, self.outcome, self.finished = "finished", outcome.to_json(), now
                self.reckon()
                await self.persist()
                await rated.settle(self)
                if (bus := getattr(self.hub, "bus", None)) is not None:  # tournaments
                    bus.publish(GameOver(self))
                    if self.days:
                        self._ended(bus)
                self.hub.bots.forget(self.id)
                log.info("table %s finished after %d actions", self.id, self.version)
            else:
                if source == "person" and seat is not None and self.seats[seat].missed:
                    self.seats[seat].missed = 0  # back in time: the run-outs start again
                    await self.persist()
                if self.reckon():
                    await self.keep_deadline()
            self.autoplay.moved()
            self.plan()
            self.broadcast(events)
            self.hub.probe.move(source, received, durable, time.perf_counter())
        return None

    def _ended(self, bus: Any) -> None:
        accounts = tuple(s.account_id for s in self.seats if s.account_id is not None)
        timed_out = tuple(self.seats[i].account_id for i in sorted(self.timed_out)
                          if self.seats[i].account_id is not None)
        bus.publish(CorrespondenceEnded(accounts, self.id, self.game.id, dict(self.outcome or {}),
                                        timed_out))

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
                self.finished = self.now()
                self.reckon()
                return True
        return False

    # -- timers and bots (clock.py, autoplay.py) ------------------------------------------
    @property
    def clock(self) -> Clock | None:
        """The deadline the clients see now, if any."""
        return self.timers.clock

    def plan(self) -> None:
        """After every change: set the clock the clients see, and wake the bots that may act."""
        if self.timers.set():
            self.autoplay.wake()
            self._announce()

    def play_out(self) -> None:
        self.autoplay.play_out()

    async def finish_idle(self) -> None:
        await self.autoplay.finish_idle()

    async def abandon(self) -> None:
        await self.autoplay.abandon()

    async def suggest(self, seat: int) -> dict[str, Any] | None:
        return await self.autoplay.suggest(seat)

    def let_go(self) -> None:
        """This process no longer owns the table (its cluster lock is lost): no more moves
        here, and its clients go (to reconnect wherever the table is served now)."""
        self.gone = True
        self.close_all()

    def close_all(self) -> None:
        self.timers.stop()
        for conn in list(self.conns):
            conn.close()
