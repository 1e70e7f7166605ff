""""Play now" (docs/protocol.md, "Play now"; docs/pairing.md, "In the server"): people seek a
game of a size and a time control, and the server seats them together in pairing rounds.

Seekers wait in queues keyed by (game, players, rated, turn seconds). Every
`Limits.seek_round_seconds` a round pairs each queue by `koloda.ratings.pairing.pair` (and at
once when a queue holds a table's worth); the tables formed are started through
`Hub.seat_together`. Whoever a round leaves waits one round longer, so their reach grows. A
seeker who allowed bots and has waited their `bots_after` seconds gets a table of the seekers
left (who allowed bots too) and bots in the empty seats: unrated, at the level nearest their
mean rating.

The queues are in this process's memory: in a cluster each process pairs its own seekers (the
advisory-lock pairing of one process per pool is the next step). A seek's secret is kept only
as its SHA-256.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from koloda.bots.levels import ladder_for
from koloda.core import KolodaError, text
from koloda.ratings import START, pool_of, shown
from koloda.ratings.pairing import Seeker, pair

from . import texts
from .lobby import ApiError, Client, clean_name
from .people import players_db
from .store import RatingRow, Store

if TYPE_CHECKING:
    from .lobby import Hub

log = logging.getLogger("koloda.server.seeks")

#: a waiting seek nobody has asked about for this long is dropped (its tab was closed): a
#: long-poll asks every 25 s at most
STALE_SECONDS = 75.0
#: a seated or cancelled seek is answered for this long, then forgotten (404)
KEEP_SECONDS = 600.0
#: the longest long-poll
MAX_WAIT = 25
#: the rating each level of a bot ladder stands for (bots/levels.py keys): the bots' seats go
#: to the level nearest the seekers' mean rating. Skilled (the plain heuristic) is the
#: starting rating; each level is a step of 200 points (a ladder's step wins about 60%, ~70
#: points on the Elo scale, so 200 is a deliberately wide, rough guess until measured)
LEVEL_RATINGS = {"beginner": 1100, "casual": 1300, "skilled": 1500, "strong": 1700,
                 "expert": 1900}

GUEST_RATED = text("seeks-guest-rated")
NO_SEEK = text("seeks-not-found")
BAD_SECRET = text("seeks-bad-secret")
TOO_MANY = text("seeks-too-fast")
NEEDS_TIMER = text("rated-needs-timer")


@dataclass(frozen=True)
class QueueKey:
    game: str
    players: int
    rated: bool
    turn_seconds: int

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "rated": self.rated,
                "turn_seconds": self.turn_seconds}


@dataclass
class Seek:
    """One person seeking: their queue, who they are, and what became of the seek."""

    id: str
    key: QueueKey
    secret_hash: str
    name: str | None
    account: dict[str, Any] | None
    owner: Hashable | None
    bots_after: int | None
    rating: float
    created: float
    pool: str | None
    started: float = field(default_factory=time.monotonic)
    polled: float = field(default_factory=time.monotonic)
    #: pairing rounds waited (the reach grows with them)
    waited: int = 0
    #: "waiting", "seating" (a round is forming its table), "seated" or "cancelled"
    status: str = "waiting"
    ended: float = 0.0
    table: str | None = None
    seat: int | None = None
    token: str | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def account_id(self) -> int | None:
        return None if self.account is None else int(self.account["id"])

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, **self.key.to_json(), "pool": self.pool,
                "bots_after": self.bots_after, "created": self.created}

    def waited_seconds(self) -> float:
        return time.monotonic() - self.started

    def end(self, status: str) -> None:
        self.status, self.ended = status, time.monotonic()
        self.changed.set()


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def rating_in(store: Store, account_id: int, pool: str) -> float:
    """An account's shown rating in a pool (the start for none yet)."""
    with store.engine.connect() as conn:
        mu = conn.execute(select(RatingRow.mu).where((RatingRow.account_id == account_id)
                                                     & (RatingRow.pool == pool))).scalar()
    return float(START if mu is None else shown(mu))


def blocks_of(store: Store, accounts: list[int]) -> dict[int, frozenset[int]]:
    """Whom each of these accounts has blocked (a round reads them once)."""
    return {a: players_db.blocked_ids(store, a) for a in accounts}


def level_for(game: Any, rating: float) -> str:
    """The bot spec of the game's level nearest this rating."""
    levels = ladder_for(game)
    best = min(levels, key=lambda lv: abs(LEVEL_RATINGS.get(lv.key, START) - rating))
    return best.spec


class Seeks:
    """Every queue of this process, and the rounds that pair them."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.seeks: dict[str, Seek] = {}
        #: the live seek of each account or client id (a new one replaces it)
        self.owners: dict[Hashable, str] = {}
        self.buckets: dict[str, list[float]] = {}
        self.wake = asyncio.Event()
        #: queues holding a table's worth since the last round: paired at once
        self.hot: set[QueueKey] = set()

    # -- requests ---------------------------------------------------------------------------
    async def create(self, game_id: str, players: int, rated: bool, turn_seconds: int,
                     bots_after: int | None, name: str | None, client: Client,
                     account: dict[str, Any] | None) -> tuple[Seek, str]:
        hub = self.hub
        self._limit(client.address)
        game = hub.game(game_id)
        if not game.min_players <= players <= game.max_players:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, players))
        if rated and account is None:
            raise ApiError(403, GUEST_RATED)
        if rated and turn_seconds <= 0:
            raise ApiError(422, NEEDS_TIMER)
        try:
            options = game.options_to_json(game.options({}))
        except KolodaError as exc:
            raise ApiError(422, exc.reason) from exc
        pool = pool_of(game.id, options, players)
        if rated and pool is None:
            raise ApiError(422, text("rated-no-pool", game=game.title, players=str(players)))
        rating = float(START)
        if account is not None and pool is not None:
            rating = await hub.writer.call(rating_in, hub.store, int(account["id"]), pool)
        owner: Hashable | None = ("account", int(account["id"])) if account is not None \
            else (("client", client.id) if client.id else None)
        if owner is not None and (old := self.owners.get(owner)) is not None:
            self._cancel(self.seeks.get(old))
        secret = secrets.token_urlsafe(32)
        seek = Seek(secrets.token_urlsafe(12), QueueKey(game.id, players, rated, turn_seconds),
                    secret_hash(secret), clean_name(name, "") or None if account is None
                    else None, account, owner, bots_after, rating, time.time(), pool)
        self.seeks[seek.id] = seek
        if owner is not None:
            self.owners[owner] = seek.id
        if len(self._waiting(seek.key)) >= players:
            self.hot.add(seek.key)
            self.wake.set()
        log.info("seek %s: %s, %d players%s", seek.id, game.id, players,
                 ", rated" if rated else "")
        return seek, secret

    def _limit(self, address: str) -> None:
        """At most `Limits.seeks_per_minute_address` seeks a minute from one address."""
        now = time.monotonic()
        recent = [t for t in self.buckets.get(address, []) if now - t < 60.0]
        if len(recent) >= self.hub.shared_cap(self.hub.limits.seeks_per_minute_address):
            self.buckets[address] = recent
            raise ApiError(429, TOO_MANY)
        recent.append(now)
        self.buckets[address] = recent

    def find(self, seek_id: str, secret: str | None) -> Seek:
        """The seek of this id, for the holder of its secret only."""
        seek = self.seeks.get(seek_id)
        if seek is None:
            raise ApiError(404, NO_SEEK)
        if not secret or not hmac.compare_digest(seek.secret_hash, secret_hash(secret)):
            raise ApiError(403, BAD_SECRET)
        seek.polled = time.monotonic()
        return seek

    async def wait(self, seek: Seek, seconds: float) -> None:
        """Until the seek is seated or cancelled, or `seconds` pass."""
        deadline = time.monotonic() + seconds
        while seek.status in ("waiting", "seating"):
            left = deadline - time.monotonic()
            if left <= 0:
                break
            seek.changed.clear()
            try:
                await asyncio.wait_for(seek.changed.wait(), left)
            except TimeoutError:
                break
        seek.polled = time.monotonic()

    async def cancel(self, seek: Seek) -> None:
        """Leave the queue at once. A seek a round is seating at this moment is seated (or
        waits again) first: the caller is then answered with its seat."""
        while seek.status == "seating":
            seek.changed.clear()
            await seek.changed.wait()
        self._cancel(seek)

    def _cancel(self, seek: Seek | None) -> None:
        if seek is not None and seek.status == "waiting":
            seek.end("cancelled")
            self._unown(seek)

    def _unown(self, seek: Seek) -> None:
        if seek.owner is not None and self.owners.get(seek.owner) == seek.id:
            del self.owners[seek.owner]

    def _waiting(self, key: QueueKey) -> list[Seek]:
        return [s for s in self.seeks.values() if s.key == key and s.status == "waiting"]

    def seeking(self, key: QueueKey) -> int:
        return len(self._waiting(key))

    def queues(self) -> list[dict[str, Any]]:
        """The lobby's counts: each queue somebody waits in."""
        counts: dict[QueueKey, int] = {}
        for s in self.seeks.values():
            if s.status == "waiting":
                counts[s.key] = counts.get(s.key, 0) + 1
        return [{**k.to_json(), "seeking": n} for k, n in sorted(
            counts.items(), key=lambda kv: (kv[0].game, kv[0].players, kv[0].rated,
                                            kv[0].turn_seconds))]

    # -- rounds -----------------------------------------------------------------------------
    async def run(self) -> None:
        """A round every `Limits.seek_round_seconds`, and one at once for a hot queue."""
        every = self.hub.limits.seek_round_seconds
        due = time.monotonic() + every
        while True:
            try:
                await asyncio.wait_for(self.wake.wait(), max(0.0, due - time.monotonic()))
            except TimeoutError:
                pass
            self.wake.clear()
            timed = time.monotonic() >= due
            if timed:
                due = time.monotonic() + every
            try:
                await self.round(timed)
            except Exception:  # one round's trouble must not end the pairing
                log.exception("a pairing round failed")

    async def round(self, timed: bool = True) -> None:
        """Pair every queue (a timed round), or only the hot ones; then seat bots where the
        wait allows it, and drop seeks nobody asks about."""
        now = time.monotonic()
        self._forget(now)
        queues: dict[QueueKey, list[Seek]] = {}
        for seek in self.seeks.values():
            if seek.status == "waiting" and (timed or seek.key in self.hot):
                queues.setdefault(seek.key, []).append(seek)
        self.hot.clear()
        for key in sorted(queues, key=lambda k: (k.game, k.players, k.rated, k.turn_seconds)):
            await self._pair(key, queues[key], timed, now)

    def _forget(self, now: float) -> None:
        for seek in list(self.seeks.values()):
            if seek.status == "waiting" and now - seek.polled > STALE_SECONDS:
                log.info("seek %s dropped: nobody asked about it", seek.id)
                self._cancel(seek)
            elif seek.status in ("seated", "cancelled") and now - seek.ended > KEEP_SECONDS:
                del self.seeks[seek.id]
        for address in [a for a, ts in self.buckets.items() if not ts or now - ts[-1] > 60.0]:
            del self.buckets[address]

    async def _pair(self, key: QueueKey, waiting: list[Seek], timed: bool, now: float) -> None:
        accounts = sorted({s.account_id for s in waiting if s.account_id is not None})
        blocks = await self.hub.writer.call(blocks_of, self.hub.store, accounts) \
            if len(accounts) > 1 else {}

        def blocked(a: Seeker, b: Seeker) -> bool:
            if a.account is None or b.account is None:
                return False
            return b.account in blocks.get(a.account, ()) or a.account in blocks.get(
                b.account, ())

        # A seek cancelled while the blocks were read is not paired (nor one replaced).
        waiting = [s for s in waiting if s.status == "waiting"]
        by_id = {s.id: s for s in waiting}
        found = [Seeker(s.id, s.rating, s.waited, s.account_id) for s in waiting]
        tables, left = pair(found, key.players, blocked)
        # Taken out of the queue before any await: a cancel from now on waits for the seat.
        formed = [[by_id[str(s.key)] for s in table] for table in tables]
        for group in formed:
            for seek in group:
                seek.status = "seating"
        for group in formed:
            await self._seat(key, group, [])
        if timed:
            for s in left:
                by_id[str(s.key)].waited += 1
        await self._bots(key, [by_id[str(s.key)] for s in left], blocked, now)

    async def _bots(self, key: QueueKey, left: list[Seek], blocked: Any, now: float) -> None:
        """Seekers whose wait for bots is over: the oldest of them with the others left who
        allow bots (nearest in rating, none blocked), bots in the seats still empty."""
        allowing = [s for s in left if s.bots_after is not None and s.status == "waiting"]
        tried: set[str] = set()  # a table that failed to start is tried again next round
        while True:
            ready = [s for s in allowing if s.status == "waiting" and s.id not in tried
                     and now - s.started >= (s.bots_after or 0)]
            if not ready:
                return
            first = min(ready, key=lambda s: s.started)
            group = [first]
            others = sorted((s for s in allowing if s.status == "waiting" and s is not first),
                            key=lambda s: abs(s.rating - first.rating))
            for other in others:
                if len(group) >= key.players:
                    break
                as_seeker = Seeker(other.id, other.rating, account=other.account_id)
                if not any(blocked(as_seeker, Seeker(g.id, g.rating, account=g.account_id))
                           for g in group):
                    group.append(other)
            for seek in group:
                seek.status = "seating"
                tried.add(seek.id)
            mean = sum(s.rating for s in group) / len(group)
            spec = level_for(self.hub.game(key.game), mean)
            await self._seat(key, group, [spec] * (key.players - len(group)))

    async def _seat(self, key: QueueKey, group: list[Seek], bots: list[str]) -> None:
        """Start the table of a group (already "seating"); each seek learns its seat. If the
        table cannot start, they wait on."""
        options: dict[str, Any] = {"turn_seconds": key.turn_seconds}
        if key.rated and not bots:
            options["rated"] = True
        try:
            room, tokens = await self.hub.seat_together(
                key.game, key.players, options, [(s.name, s.account) for s in group], bots)
        except Exception as exc:
            log.warning("play now: a table of %s could not start: %s", key.game, exc)
            for seek in group:
                seek.status = "waiting"
                seek.changed.set()
            return
        for seat, (seek, token) in enumerate(zip(group, tokens, strict=True)):
            seek.table, seek.seat, seek.token = room.id, seat, token
            seek.end("seated")
            self._unown(seek)
