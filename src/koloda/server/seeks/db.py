"""The database side of "Play now" (server/seeks/service.py): the seeks' rows (`koloda_seeks`, migration
0008), read and changed by any process of a cluster. Blocking calls over a `Store`: run them in
the writer thread (`hub.writer.call`) or in a worker thread.

A seek goes "waiting" → "seating" (a round chose its table: the table's id, the seat and the
seat's sealed token are written before the table is) → "seated" (the table exists), or
"waiting" → "cancelled". Every change is a conditional update (`WHERE state = ...`), so a cancel
and a round never both win, and a seek is seated at most once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from sqlalchemy import delete, func, insert, select, union, update

from ..people.rows import BlockRow
from ..store import AccountRow, Store, TableRow, keep_answer
from .rows import SeekRow

WAITING, SEATING, SEATED, CANCELLED = "waiting", "seating", "seated", "cancelled"


@dataclass(frozen=True)
class QueueKey:
    game: str
    players: int
    rated: bool
    turn_seconds: int
    #: days a move: a correspondence queue, apart from the live ones (0: live)
    days: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "players": self.players,
                               "rated": self.rated, "turn_seconds": self.turn_seconds}
        if self.days:  # a correspondence queue says so; a live one is as it always was
            out["days"] = self.days
        return out

    @property
    def lock_name(self) -> str:
        """The name of the lock a process holds while it pairs this queue."""
        return (f"seeks:{self.game}:{self.players}:{int(self.rated)}:{self.turn_seconds}"
                + (f":{self.days}d" if self.days else ""))

    def where(self) -> Any:
        return ((SeekRow.game == self.game) & (SeekRow.players == self.players)
                & (SeekRow.rated == self.rated) & (SeekRow.turn_seconds == self.turn_seconds)
                & (SeekRow.days == self.days))


@dataclass(frozen=True)
class Seek:
    """A seek as read from its row (`handle`: the account's, for its seat)."""

    id: str
    key: QueueKey
    secret_hash: str
    seal_key: str
    pool: str | None
    account_id: int | None
    handle: str | None
    owner: str | None
    name: str | None
    rating: float
    bots_after: int | None
    state: str
    table: str | None
    seat: int | None
    sealed: str | None
    created: float
    asked: float
    ended: float | None

    @property
    def account(self) -> dict[str, Any] | None:
        """The account as a seat is made for it (`lobby.person`)."""
        if self.account_id is None:
            return None
        return {"id": self.account_id, "handle": self.handle or ""}

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, **self.key.to_json(), "pool": self.pool,
                "bots_after": self.bots_after, "created": self.created}


def _query() -> Any:
    return select(SeekRow.__table__, AccountRow.handle).select_from(
        SeekRow.__table__.outerjoin(AccountRow.__table__, AccountRow.id == SeekRow.account_id))


def _seek(r: Any) -> Seek:
    return Seek(r.id, QueueKey(r.game, r.players, bool(r.rated), r.turn_seconds, r.days or 0),
                r.secret_hash,
                r.seal_key, r.pool, r.account_id, r.handle, r.owner, r.name, r.rating,
                r.bots_after, r.state, r.table_id, r.seat, r.sealed, r.created, r.asked,
                r.ended)


def fresh(row: dict[str, Any], handle: str | None) -> Seek:
    """The seek a new row (`add`'s) makes, before it is written."""
    return _seek(SimpleNamespace(**row, handle=handle))


def add(store: Store, row: dict[str, Any], answer: dict[str, Any] | None = None) -> list[str]:
    """Write a new seek, and in the same transaction the sealed answer to the keyed request
    that made it (server/once.py: a resent request finds it and makes no second seek); the
    owner's live seek before it is cancelled (one live seek each). The ids cancelled."""
    with store.engine.begin() as conn:
        gone: list[str] = []
        if row.get("owner") is not None:
            gone = list(conn.execute(select(SeekRow.id).where(
                (SeekRow.owner == row["owner"]) & (SeekRow.state == WAITING))).scalars())
            if gone:
                conn.execute(update(SeekRow).where(SeekRow.id.in_(gone)
                                                   & (SeekRow.state == WAITING))
                             .values(state=CANCELLED, ended=row["created"]))
        conn.execute(insert(SeekRow).values(**row))
        keep_answer(conn, answer)
    return gone


def get(store: Store, seek_id: str) -> Seek | None:
    with store.engine.connect() as conn:
        r = conn.execute(_query().where(SeekRow.id == seek_id)).first()
    return None if r is None else _seek(r)


def asked(store: Store, seek_id: str, now: float) -> None:
    """Its holder asked about it (a waiting seek nobody asks about is dropped)."""
    with store.engine.begin() as conn:
        conn.execute(update(SeekRow).where(SeekRow.id == seek_id).values(asked=now))


def cancel(store: Store, seek_id: str, now: float) -> bool:
    """Take a waiting seek out of its queue; False when it was not waiting."""
    with store.engine.begin() as conn:
        done = conn.execute(update(SeekRow).where((SeekRow.id == seek_id)
                                                  & (SeekRow.state == WAITING))
                            .values(state=CANCELLED, ended=now))
    return bool(done.rowcount)


def bots_now(store: Store, seek_id: str) -> bool:
    """Its holder asks for bots in the empty seats now (nobody else could be seated with
    them): the next round seats it with bots. False when it was not waiting."""
    with store.engine.begin() as conn:
        done = conn.execute(update(SeekRow).where((SeekRow.id == seek_id)
                                                  & (SeekRow.state == WAITING))
                            .values(bots_after=0))
    return bool(done.rowcount)


def moved(store: Store, seek_ids: Sequence[str], states: Sequence[str]) -> list[str]:
    """Those of these seeks no longer in `states` (or gone): one look for every long-poll of
    a process."""
    out: list[str] = []
    with store.engine.connect() as conn:
        for i in range(0, len(seek_ids), 500):
            part = list(seek_ids[i:i + 500])
            still = set(conn.execute(select(SeekRow.id).where(
                SeekRow.id.in_(part) & SeekRow.state.in_(list(states)))).scalars())
            out += [s for s in part if s not in still]
    return out


def waiting(store: Store, key: QueueKey) -> list[Seek]:
    """The queue's waiting seeks, oldest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(_query().where(key.where() & (SeekRow.state == WAITING))
                            .order_by(SeekRow.created, SeekRow.id)).all()
    return [_seek(r) for r in rows]


def _seatable(account_id: int | None) -> Any:
    """Waiting seeks an account could be seated with: none of an account it blocked or that
    blocked it (pairing keeps such a pair apart, so counting them only makes both wait)."""
    if account_id is None:  # a guest blocks nobody and is blocked by nobody
        return SeekRow.state == WAITING
    apart = union(select(BlockRow.blocked_id).where(BlockRow.account_id == account_id),
                  select(BlockRow.account_id).where(BlockRow.blocked_id == account_id))
    return (SeekRow.state == WAITING) & (SeekRow.account_id.is_(None)
                                         | SeekRow.account_id.not_in(apart))


def count(store: Store, key: QueueKey, account_id: int | None = None) -> int:
    """How many wait in a queue (for an account: those it could be seated with)."""
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(SeekRow).where(
            key.where() & _seatable(account_id))).scalar() or 0)


def counts(store: Store, account_id: int | None = None) -> list[tuple[QueueKey, int]]:
    """How many wait in each queue somebody waits in (for an account: those it could be
    seated with)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(SeekRow.game, SeekRow.players, SeekRow.rated,
                                   SeekRow.turn_seconds, SeekRow.days, func.count())
                            .where(_seatable(account_id))
                            .group_by(SeekRow.game, SeekRow.players, SeekRow.rated,
                                      SeekRow.turn_seconds, SeekRow.days)).all()
    found = [(QueueKey(r[0], r[1], bool(r[2]), r[3], r[4] or 0), int(r[5])) for r in rows]
    return sorted(found, key=lambda kn: (kn[0].game, kn[0].players, kn[0].rated,
                                         kn[0].turn_seconds, kn[0].days))


def busy(store: Store) -> list[QueueKey]:
    """The queues with seeks waiting or being seated (a round's work)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(SeekRow.game, SeekRow.players, SeekRow.rated,
                                   SeekRow.turn_seconds, SeekRow.days)
                            .where(SeekRow.state.in_((WAITING, SEATING))).distinct()).all()
    return sorted({QueueKey(r[0], r[1], bool(r[2]), r[3], r[4] or 0) for r in rows},
                  key=lambda k: (k.game, k.players, k.rated, k.turn_seconds, k.days))


def forget(store: Store, now: float, stale: float, keep: float) -> list[str]:
    """Drop the waiting seeks nobody asked about for `stale` seconds (their tab was closed),
    and the rows of seeks that ended `keep` seconds ago. The ids dropped."""
    with store.engine.begin() as conn:
        gone = list(conn.execute(select(SeekRow.id).where(
            (SeekRow.state == WAITING) & (SeekRow.asked < now - stale))).scalars())
        if gone:
            conn.execute(update(SeekRow).where(SeekRow.id.in_(gone) & (SeekRow.state == WAITING))
                         .values(state=CANCELLED, ended=now))
        conn.execute(delete(SeekRow).where(SeekRow.state.in_((SEATED, CANCELLED))
                                           & (SeekRow.ended < now - keep)))
    return gone


def seating(store: Store, table_id: str, seats: Sequence[tuple[str, int, str]],
            now: float) -> bool:
    """A round chose a table for these seeks ((seek, seat, sealed token) each): all of them
    are marked "seating" with it in one transaction, or none (False: one of them is no longer
    waiting, cancelled meanwhile)."""
    with store.engine.connect() as conn, conn.begin() as tx:
        for seek_id, seat, sealed in seats:
            done = conn.execute(update(SeekRow).where((SeekRow.id == seek_id)
                                                      & (SeekRow.state == WAITING))
                                .values(state=SEATING, table_id=table_id, seat=seat,
                                        sealed=sealed, ended=now))
            if done.rowcount != 1:
                tx.rollback()
                return False
    return True


def seated(store: Store, table_id: str, now: float) -> list[str]:
    """The table exists: its seeks are seated. Their ids."""
    with store.engine.begin() as conn:
        ids = list(conn.execute(select(SeekRow.id).where(
            (SeekRow.table_id == table_id) & (SeekRow.state == SEATING))).scalars())
        conn.execute(update(SeekRow).where((SeekRow.table_id == table_id)
                                           & (SeekRow.state == SEATING))
                     .values(state=SEATED, ended=now))
    return ids


def unseat(store: Store, table_id: str) -> list[str]:
    """The table could not start: its seeks wait again. Their ids."""
    with store.engine.begin() as conn:
        ids = list(conn.execute(select(SeekRow.id).where(
            (SeekRow.table_id == table_id) & (SeekRow.state == SEATING))).scalars())
        conn.execute(update(SeekRow).where((SeekRow.table_id == table_id)
                                           & (SeekRow.state == SEATING))
                     .values(state=WAITING, table_id=None, seat=None, sealed=None, ended=None))
    return ids


def repair(store: Store, key: QueueKey, now: float, grace: float) -> list[str]:
    """Seeks a round left "seating" (its process died, or lost its lock, in the middle): those
    whose table was written are seated (their tokens are in their rows); those whose table was
    not written `grace` seconds after they were marked wait again. Called by the process that
    holds the queue's lock, so no round of the queue is under way. The ids changed."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(SeekRow.table_id, func.min(SeekRow.ended))
                            .where(key.where() & (SeekRow.state == SEATING))
                            .group_by(SeekRow.table_id)).all()
        if not rows:
            return []
        tables = {r[0] for r in rows}
        exist = set(conn.execute(select(TableRow.id).where(TableRow.id.in_(tables))).scalars())
    changed: list[str] = []
    for table_id, marked in rows:
        if table_id in exist:
            changed += seated(store, table_id, now)
        elif marked is None or marked < now - grace:
            changed += unseat(store, table_id)
    return changed
