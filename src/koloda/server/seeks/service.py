""""Play now" (docs/protocol.md, "Play now"; docs/pairing.md, "In the server"): people seek a
game of a size and a time control, and the server seats them together in pairing rounds.

Seeks are rows in the database (`seeks/db.py`), so every process of a cluster sees every
seeker: a seek made through one process may be asked about, cancelled and seated through any.
Every `Limits.seek_round_seconds` each process runs a round (and one at once for a queue a new
seek brought to a table's worth); for each queue with seekers it tries that queue's lock
(`cluster.Leases.hold`, a PostgreSQL advisory lock; alone, it always has it) and pairs the
queue only if it got it, so one process pairs a queue at a time. The reach of a seeker grows
with the rounds that passed since the seek was made (time, not how many processes ran rounds).

A table is formed mark first: its seeks are marked "seating" with the table's id, their seats
and their seats' tokens (sealed) in one conditional transaction, then the table is written and
started (`Lobby.seat_together`), then the seeks are marked "seated". A round cut short (its
process killed) is repaired by the next round of that queue, in whichever process: a table that
was written seats its seeks; one that was not sends them back to waiting. So a seeker is seated
exactly once, and no table has a seat nobody holds.

A seek's secret is kept only as its SHA-256. A seat's token is stored sealed to the seek: the
round seals it to an X25519 public key derived from the secret (the key is in the seek's row),
and only a request bearing the secret can open it; the database alone gives nobody a seat.

A seeker who allowed bots and has waited their `bots_after` seconds (or asked for bots now: told
that nobody else they could be seated with is looking) gets a table of the seekers left (who
allowed bots too) and bots in the empty seats: unrated, at the level nearest their mean rating. An account that left or stalled rated games lately waits before seeking again
(`rated.pause_of`, from the stored results).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import logging
import os
import secrets
import time
import weakref
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from koloda.core import KolodaError, text
from koloda.ratings import START, pool_of, shown
from koloda.ratings.pairing import Seeker, pair

from .. import texts
from ..http import ApiError, Client, clean_name, new_table_id, new_token, seated
from ..options import DAY_CHOICES, days_refusal
from ..people import players_db
from ..rated import db as rated_db
from ..rated import service as rated
from ..rated.rows import RatingRow
from ..rated.service import level_for
from ..store import Store, failpoint
from . import db as seeks_db
from .db import CANCELLED, SEATED, SEATING, WAITING, QueueKey, Seek

if TYPE_CHECKING:
    from ..lobby.service import Lobby
    from ..once import Once

__all__ = ["MAX_WAIT", "QueueKey", "Seek", "Seeks"]

log = logging.getLogger("koloda.server.seeks")

#: a waiting seek nobody has asked about for this long is dropped (its tab was closed): a
#: long-poll asks every 25 s at most
STALE_SECONDS = 75.0
#: a seated or cancelled seek is answered for this long, then forgotten (404)
KEEP_SECONDS = 600.0
#: the longest long-poll
MAX_WAIT = 25
#: how often a cluster process looks at the seeks its long-polls wait on (another process may
#: seat them); a change made by this process wakes its long-polls at once
POLL_SECONDS = 0.3
#: how often a long-poll reads its own seek again whatever happens (a safety net)
REREAD_SECONDS = 2.0
#: a seek's "asked" time is written at most this often (a long-poll asks again and again)
ASKED_EVERY = 5.0
#: a seek a cut-short round left "seating" without its table goes back to waiting after this
#: long: far longer than a table takes to start, so a live round is never undone
REPAIR_SECONDS = 10.0


GUEST_RATED = text("seeks-guest-rated")
NO_SEEK = text("seeks-not-found")
BAD_SECRET = text("seeks-bad-secret")
TOO_MANY = text("seeks-too-fast")
NEEDS_TIMER = text("rated-needs-timer")


def made(seek: Seek, secret: str) -> dict[str, Any]:
    """The answer to the request that made a seek (its secret is shown only there)."""
    return {"seek": seek.to_json(), "secret": secret}


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


# -- a seat's token, sealed to the seek's secret ---------------------------------------------
def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(data: str) -> bytes:
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def _private_key(secret: str) -> Any:
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

    return X25519PrivateKey.from_private_bytes(
        hashlib.sha256(b"koloda-seek-seal:" + secret.encode()).digest())


def _raw(public: Any) -> bytes:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return bytes(public.public_bytes(Encoding.Raw, PublicFormat.Raw))


def seal_key(secret: str) -> str:
    """The public key a seek's seat token is sealed to (kept in its row)."""
    return _b64(_raw(_private_key(secret).public_key()))


def _box_key(shared: bytes, sender: bytes, recipient: bytes) -> bytes:
    return hashlib.sha256(b"koloda-seek-token:" + shared + sender + recipient).digest()


def seal(public: str, token: str) -> str:
    """A seat's token sealed to a seek's public key: a one-time X25519 key agreement, then
    AES-GCM (any process can seal; only the secret's holder can open)."""
    from cryptography.hazmat.primitives.asymmetric.x25519 import (
        X25519PrivateKey,
        X25519PublicKey,
    )
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    recipient = _unb64(public)
    once = X25519PrivateKey.generate()
    sender = _raw(once.public_key())
    shared = once.exchange(X25519PublicKey.from_public_bytes(recipient))
    nonce = os.urandom(12)
    box = AESGCM(_box_key(shared, sender, recipient)).encrypt(nonce, token.encode(), recipient)
    return _b64(sender + nonce + box)


def unseal(secret: str, sealed: str) -> str:
    """The seat's token, for the holder of the seek's secret."""
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PublicKey
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    private = _private_key(secret)
    recipient = _raw(private.public_key())
    data = _unb64(sealed)
    sender, nonce, box = data[:32], data[32:44], data[44:]
    shared = private.exchange(X25519PublicKey.from_public_bytes(sender))
    return AESGCM(_box_key(shared, sender, recipient)).decrypt(nonce, box, recipient).decode()


# -- reads a round needs ----------------------------------------------------------------------
def rating_in(store: Store, account_id: int, pool: str) -> float:
    """An account's shown rating in a pool (the start for none yet)."""
    with store.engine.connect() as conn:
        mu = conn.execute(select(RatingRow.mu).where((RatingRow.account_id == account_id)
                                                     & (RatingRow.pool == pool))).scalar()
    return float(START if mu is None else shown(mu))


def blocks_of(store: Store, accounts: list[int]) -> dict[int, frozenset[int]]:
    """Whom each of these accounts has blocked (a round reads them once)."""
    return {a: players_db.blocked_ids(store, a) for a in accounts}


class Seeks:
    """This process's side of the queues: requests, and the rounds of the queues whose lock
    it gets."""

    def __init__(self, hub: Lobby) -> None:
        self.hub = hub
        self.buckets: dict[str, list[float]] = {}
        self.wake = asyncio.Event()
        #: queues a new seek here brought to a table's worth: paired at once
        self.hot: set[QueueKey] = set()
        #: the long-polls of this process waiting on a seek: woken when this process changes it
        self.changed: weakref.WeakValueDictionary[str, asyncio.Event] = \
            weakref.WeakValueDictionary()

    async def _read(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, self.hub.store, *args)

    async def _write(self, fn: Any, *args: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args)

    def _tell(self, seek_ids: list[str]) -> None:
        """Wake this process's long-polls of these seeks."""
        for seek_id in seek_ids:
            event = self.changed.pop(seek_id, None)
            if event is not None:
                event.set()

    # -- requests ---------------------------------------------------------------------------
    async def create(self, game_id: str, players: int, rated_: bool, turn_seconds: int,
                     bots_after: int | None, name: str | None, client: Client,
                     account: dict[str, Any] | None,
                     once: Once | None = None, days: int = 0) -> tuple[Seek, str]:
        """A new seek and its secret. With `once` (the request's `Idempotency-Key`), its
        answer (`made`) is kept with the seek: the caller answers a resent request with that
        (`hub.answered`) instead of coming here, so a POST resent after its process died makes
        no second seek that would be paired with nobody behind it."""
        hub = self.hub
        self._limit(client.address)
        game = hub.game(game_id)
        if not game.min_players <= players <= game.max_players:
            raise ApiError(422, texts.bad_players(game.title.en, game.min_players,
                                                  game.max_players, players))
        if rated_ and account is None:
            raise ApiError(403, GUEST_RATED)
        if days:  # a correspondence queue (issue 45): days a move, not seconds too
            if days not in DAY_CHOICES:
                raise ApiError(422, text("server-days-bad"))
            if (why := days_refusal(game)) is not None:
                raise ApiError(422, why)
            if turn_seconds:
                raise ApiError(422, text("server-days-and-seconds"))
        if rated_ and turn_seconds <= 0 and not days:
            raise ApiError(422, NEEDS_TIMER)
        try:
            options = game.options_to_json(game.options({}))
        except KolodaError as exc:
            raise ApiError(422, exc.reason) from exc
        pool = pool_of(game.id, options, players, correspondence=bool(days))
        if rated_ and pool is None:
            raise ApiError(422, text("rated-no-pool", game=game.title, players=str(players)))
        now = time.time()
        rating = float(START)
        if account is not None:
            if (why := await rated.pause_refusal(hub.store, int(account["id"]),
                                                 rated=rated_)) is not None:
                raise ApiError(403, why)
            if pool is not None:
                rating = await self._read(rating_in, int(account["id"]), pool)
        owner = f"account:{int(account['id'])}" if account is not None else (
            f"client:{secret_hash(client.id)[:32]}" if client.id else None)
        secret = secrets.token_urlsafe(32)
        key = QueueKey(game.id, players, rated_, turn_seconds, days)
        row = {"id": secrets.token_urlsafe(12), "secret_hash": secret_hash(secret),
               "seal_key": seal_key(secret), "game": key.game, "players": players,
               "rated": rated_, "turn_seconds": turn_seconds, "days": days, "pool": pool,
               "account_id": None if account is None else int(account["id"]), "owner": owner,
               "name": clean_name(name, "") or None if account is None else None,
               "rating": rating, "bots_after": bots_after, "state": WAITING, "table_id": None,
               "seat": None, "sealed": None, "created": now, "asked": now, "ended": None}
        seek = seeks_db.fresh(row, None if account is None else account.get("handle"))
        kept = None if once is None else once.seal(made(seek, secret))
        self._tell(await self._write(seeks_db.add, row, kept))
        failpoint("seeks-after-add")
        if await self._read(seeks_db.count, key) >= players:
            self.hot.add(key)
            self.wake.set()
        log.info("seek %s: %s, %d players%s", row["id"], game.id, players,
                 ", rated" if rated_ else "")
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

    async def find(self, seek_id: str, secret: str | None) -> Seek:
        """The seek of this id, for the holder of its secret only."""
        seek = await self._read(seeks_db.get, seek_id) if len(seek_id) <= 24 else None
        if seek is None:
            raise ApiError(404, NO_SEEK)
        if not secret or not hmac.compare_digest(seek.secret_hash, secret_hash(secret)):
            raise ApiError(403, BAD_SECRET)
        now = time.time()
        if seek.state == WAITING and now - seek.asked > ASKED_EVERY:
            await self._write(seeks_db.asked, seek.id, now)
        return seek  # type: ignore[no-any-return]

    async def wait(self, seek: Seek, seconds: float,
                   states: tuple[str, ...] = (WAITING, SEATING)) -> Seek:
        """The seek once it leaves `states` (by default: once it is seated or cancelled), or
        `seconds` pass. Woken by this process's own changes, and in a cluster by `_watch`,
        which looks at every long-polled seek at once; each also reads its seek again now and
        then (a change this process did not see)."""
        deadline = time.monotonic() + seconds
        while seek.state in states:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            event = self.changed.get(seek.id)
            if event is None:
                event = self.changed[seek.id] = asyncio.Event()
            try:
                await asyncio.wait_for(event.wait(), min(left, REREAD_SECONDS))
            except TimeoutError:
                pass
            found = await self._read(seeks_db.get, seek.id)
            if found is None:
                break
            seek = found
        return seek

    async def _watch(self) -> None:
        """A cluster process, every `POLL_SECONDS`: one look at the seeks its long-polls wait
        on, waking those that another process seated or cancelled."""
        while True:
            await asyncio.sleep(POLL_SECONDS)
            ids = list(self.changed.keys())
            if not ids:
                continue
            try:
                self._tell(await self._read(seeks_db.moved, ids, (WAITING, SEATING)))
            except Exception:  # the database is away: the long-polls read again themselves
                log.exception("could not look at the seeks waited on")

    async def cancel(self, seek: Seek) -> Seek:
        """Leave the queue at once. A seek a round is seating at this moment is seated (or
        waits again, then is cancelled) first: the caller is then answered with its seat."""
        deadline = time.monotonic() + REPAIR_SECONDS + 3 * self.hub.limits.seek_round_seconds + 2
        while True:
            if await self._write(seeks_db.cancel, seek.id, time.time()):
                self._tell([seek.id])
                log.info("seek %s cancelled", seek.id)
            found = await self._read(seeks_db.get, seek.id)
            if found is None or found.state != SEATING or time.monotonic() > deadline:
                return found or seek
            # seated in a moment, or (its round cut short) waiting again: then cancelled
            seek = await self.wait(found, max(0.0, deadline - time.monotonic()), (SEATING,))
            if seek.state != WAITING:
                return seek

    async def seeking(self, seek: Seek) -> int:
        """How many wait in a seek's queue whom it could be seated with, itself included: a
        blocked pair is never seated together, so neither counts the other."""
        return await self._read(seeks_db.count, seek.key,  # type: ignore[no-any-return]
                                seek.account_id)

    async def queues(self, account_id: int | None = None) -> list[dict[str, Any]]:
        """The lobby's counts: each queue somebody waits in (every process's seekers; for
        an account, only those it could be seated with)."""
        return [{**k.to_json(), "seeking": n}
                for k, n in await self._read(seeks_db.counts, account_id)]

    async def bots_now(self, seek: Seek) -> Seek:
        """Bots in the empty seats now, as if the seek's `bots_after` had passed (the holder
        was told nobody else could be seated with them): its queue is paired at once."""
        if await self._write(seeks_db.bots_now, seek.id):
            self.hot.add(seek.key)
            self.wake.set()
            log.info("seek %s: bots now", seek.id)
        return await self._read(seeks_db.get, seek.id) or seek  # type: ignore[no-any-return]

    # -- rounds -----------------------------------------------------------------------------
    async def run(self) -> None:
        """A round every `Limits.seek_round_seconds`, and one at once for a hot queue."""
        every = self.hub.limits.seek_round_seconds
        due = time.monotonic() + every
        if self.hub.owner.cluster:
            self.hub.spawn(self._watch())
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
            except Exception:  # one round's trouble (the database away) must not end pairing
                log.exception("a pairing round failed")

    async def round(self, timed: bool = True) -> None:
        """Pair every queue with seekers (a timed round), or only the hot ones, each only
        under its lock; then seat bots where the wait allows it. A timed round also drops
        seeks nobody asks about."""
        now = time.time()
        if timed:
            self._tell(await self._write(seeks_db.forget, now, STALE_SECONDS, KEEP_SECONDS))
            for address in [a for a, ts in self.buckets.items()
                            if not ts or time.monotonic() - ts[-1] > 60.0]:
                del self.buckets[address]
            keys = await self._read(seeks_db.busy)
        else:
            keys = sorted(self.hot, key=lambda k: (k.game, k.players, k.rated, k.turn_seconds,
                                                   k.days))
        self.hot.clear()
        owner = self.hub.owner
        for key in keys:
            if not await owner.hold(key.lock_name):
                continue  # another process pairs this queue now
            try:
                await self._pair(key)
            finally:
                await owner.let_go(key.lock_name)

    async def _pair(self, key: QueueKey) -> None:
        self._tell(await self._write(seeks_db.repair, key, time.time(), REPAIR_SECONDS))
        waiting: list[Seek] = await self._read(seeks_db.waiting, key)
        if not waiting:
            return
        now = time.time()
        accounts = sorted({s.account_id for s in waiting if s.account_id is not None})
        blocks = await self._read(blocks_of, accounts) if len(accounts) > 1 else {}

        def blocked(a: Seeker, b: Seeker) -> bool:
            if a.account is None or b.account is None:
                return False
            return b.account in blocks.get(a.account, ()) or a.account in blocks.get(
                b.account, ())

        every = max(self.hub.limits.seek_round_seconds, 0.001)
        by_id = {s.id: s for s in waiting}
        found = [Seeker(s.id, s.rating, int(max(0.0, now - s.created) // every), s.account_id)
                 for s in waiting]
        tables, left = pair(found, key.players, blocked)
        for table in tables:
            await self._seat(key, [by_id[str(s.key)] for s in table], [])
        await self._bots(key, [by_id[str(s.key)] for s in left], blocked, now)

    async def _bots(self, key: QueueKey, left: list[Seek], blocked: Any, now: float) -> None:
        """Seekers whose wait for bots is over: the oldest of them with the others left who
        allow bots (nearest in rating, none blocked), bots in the seats still empty."""
        allowing = [s for s in left if s.bots_after is not None]
        done: set[str] = set()  # seated now, or tried (a failed table is tried next round)
        while True:
            ready = [s for s in allowing if s.id not in done
                     and now - s.created >= (s.bots_after or 0)]
            if not ready:
                return
            first = min(ready, key=lambda s: (s.created, s.id))
            group = [first]
            others = sorted((s for s in allowing if s.id not in done and s is not first),
                            key=lambda s: abs(s.rating - first.rating))
            for other in others:
                if len(group) >= key.players:
                    break
                as_seeker = Seeker(other.id, other.rating, account=other.account_id)
                if not any(blocked(as_seeker, Seeker(g.id, g.rating, account=g.account_id))
                           for g in group):
                    group.append(other)
            done.update(s.id for s in group)
            mean = sum(s.rating for s in group) / len(group)
            spec = level_for(self.hub.game(key.game), mean)
            await self._seat(key, group, [spec] * (key.players - len(group)))

    async def _seat(self, key: QueueKey, group: list[Seek], bots: list[str]) -> bool:
        """Form a group's table, mark first: the seeks "seating" (with the table's id, their
        seats and sealed tokens), then the table written and started, then the seeks
        "seated". A seek cancelled meanwhile keeps the group from forming (its others wait
        on); a table that cannot start sends them back to waiting."""
        table_id = new_table_id()
        tokens = [new_token() for _ in group]
        marks = [(s.id, seat, seal(s.seal_key, token))
                 for seat, (s, token) in enumerate(zip(group, tokens, strict=True))]
        if not await self._write(seeks_db.seating, table_id, marks, time.time()):
            return False
        failpoint("seeks-after-seating")
        options: dict[str, Any] = {"turn_seconds": key.turn_seconds}
        if key.days:
            options["days"] = key.days
        if key.rated and not bots:
            options["rated"] = True
        try:
            await self.hub.seat_together(key.game, key.players, options,
                                         [(s.name, s.account) for s in group], bots,
                                         table_id=table_id, tokens=tokens)
        except Exception as exc:
            log.warning("play now: a table of %s could not start: %s", key.game, exc)
            self._tell(await self._write(seeks_db.unseat, table_id))
            return False
        failpoint("seeks-after-table")
        now = time.time()
        self._tell(await self._write(seeks_db.seated, table_id, now))
        for seek in group:  # the operator's metrics: how long each waited for its table
            self.hub.probe.seated(now - seek.created)
        return True

    # -- answers ----------------------------------------------------------------------------
    async def seat_of(self, seek: Seek, secret: str) -> dict[str, Any]:
        """A seated seek's answer: the table (from this process's room, or from the database
        when another process serves it), the seat, its token (opened with the secret), and
        the reliability of each other person at the table."""

        assert seek.table is not None and seek.sealed is not None
        token = unseal(secret, seek.sealed)
        hub = self.hub
        room = hub.rooms.get(seek.table)
        if room is None:
            try:
                room = await hub.room(seek.table)
            except ApiError:  # another process serves it: its stored rows say as much
                room = None
        if room is not None:
            out = seated(room, seek.seat, token)
            people = [(i, s.kind, s.account_id) for i, s in enumerate(room.seats)]
        else:
            item = await asyncio.to_thread(hub.store.load, seek.table)
            if item is None:
                raise ApiError(404, NO_SEEK)
            out = {"table": hub._listed(item), "seat": seek.seat, "token": token,
                   "host": False}
            people = [(i, s["kind"], s.get("account_id")) for i, s in enumerate(item.seats)]
        others = [(i, a) for i, kind, a in people if i != seek.seat and kind == "human"]
        known = await self._read(rated_db.reliabilities,
                                 sorted({a for _i, a in others if a is not None}))
        seats = out["table"]["seats"]
        out["opponents"] = [{"seat": i, "name": seats[i]["name"],
                             "account": seats[i].get("account"),
                             "reliability": None if a is None else known.get(a)}
                            for i, a in others]
        return out

    async def answer(self, seek: Seek, secret: str) -> dict[str, Any]:
        """What a seek's holder is told: waiting (how long, how many seek), seated (as a
        join's answer, with the others' reliability), or cancelled."""
        if seek.state == SEATED and seek.table is not None and seek.sealed is not None:
            return {"status": "seated", **await self.seat_of(seek, secret)}
        if seek.state == CANCELLED:
            return {"status": "cancelled"}
        return {"status": "waiting", "waited": round(max(0.0, time.time() - seek.created), 1),
                "seeking": await self.seeking(seek)}
