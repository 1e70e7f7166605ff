"""The analyses' queries: blocking store calls, run in the writer thread.

The analyses asked for and not made yet are rows of `koloda_analysis_queue` (rows.py
`AnalysisJobRow`), each in one process's hand until its lease runs out: a process claims a
row by an update that only matches the owner and lease it read, so two processes never both
win it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, false, func, insert, select, true, update
from sqlalchemy.exc import IntegrityError

from ..store import Store
from .rows import AnalysisJobRow, AnalysisRow

Key = tuple[str, int]

#: what `queue` answers: queued now; queued or running already; the client id's or address's
#: share held; the process's queue full
QUEUED, THERE, YOURS, FULL = "queued", "there", "yours", "full"


def _seat(row: Any, table_id: str, seat: int) -> Any:
    return (row.table_id == table_id) & (row.seat == seat)


def put(store: Store, table_id: str, seat: int, data: dict[str, Any], at: float) -> None:
    """Keep a seat's analysis (in place of one made before); its job is done, in the same
    transaction."""
    with store.engine.begin() as conn:
        conn.execute(delete(AnalysisRow).where(_seat(AnalysisRow, table_id, seat)))
        conn.execute(insert(AnalysisRow).values(table_id=table_id, seat=seat, data=data, at=at))
        conn.execute(delete(AnalysisJobRow).where(_seat(AnalysisJobRow, table_id, seat)))


def get(store: Store, table_id: str, seat: int) -> dict[str, Any] | None:
    """A seat's analysis, or None if none was made."""
    with store.engine.connect() as conn:
        row = conn.execute(select(AnalysisRow.data).where(
            _seat(AnalysisRow, table_id, seat))).first()
    return None if row is None else dict(row.data)


def queue(store: Store, table_id: str, seat: int, client: str | None, address: str,
          now: float, owner: str, lease: float, *, per_client: int, per_address: int,
          size: int) -> str:
    """Queue a seat's analysis in `owner`'s hand until `lease`, unless it is there already,
    the client id (`client`, hashed) or address holds its share of every process's queues, or
    `owner`'s own queue holds `size`: QUEUED, THERE, YOURS or FULL."""
    try:
        with store.engine.begin() as conn:
            def count(where: Any) -> int:
                return int(conn.execute(select(func.count()).select_from(AnalysisJobRow)
                                        .where(where)).scalar_one())

            if count(_seat(AnalysisJobRow, table_id, seat)):
                return THERE
            by_client = count(AnalysisJobRow.client == client) if client is not None else 0
            if by_client >= per_client or count(AnalysisJobRow.address == address) >= per_address:
                return YOURS
            if count(AnalysisJobRow.owner == owner) >= size:
                return FULL
            conn.execute(insert(AnalysisJobRow).values(
                table_id=table_id, seat=seat, client=client, address=address, queued=now,
                started=None, tries=0, owner=owner, lease=lease))
    except IntegrityError:  # another request for it committed first
        return THERE
    return QUEUED


def status(store: Store, table_id: str, seat: int) -> dict[str, Any] | None:
    """Where a seat's analysis stands: queued ("position" in its process's queue, 1 when it
    runs next), running (and in whose hand: "owner"), done ("analysis"), or None."""
    with store.engine.connect() as conn:
        # the job first: its result is kept in the transaction that ends it, so reading the
        # result after never misses both
        job = conn.execute(select(AnalysisJobRow.id, AnalysisJobRow.owner,
                                  AnalysisJobRow.started)
                           .where(_seat(AnalysisJobRow, table_id, seat))).first()
        if job is not None and job.started is not None:
            return {"status": "running", "owner": job.owner}
        if job is not None:
            ahead = conn.execute(select(func.count()).select_from(AnalysisJobRow).where(
                (AnalysisJobRow.owner == job.owner) & AnalysisJobRow.started.is_(None)
                & (AnalysisJobRow.id < job.id))).scalar_one()
            return {"status": "queued", "position": int(ahead) + 1}
        made = conn.execute(select(AnalysisRow.data).where(
            _seat(AnalysisRow, table_id, seat))).first()
    return None if made is None else {"status": "done", "analysis": dict(made.data)}


def next_job(store: Store, owner: str, now: float, lease: float,
             tries: int) -> tuple[Key | None, list[Key]]:
    """The oldest job in `owner`'s hand, marked as started (its tries counted); and the jobs
    dropped on the way, those started `tries` times already (each time, it seems, its process
    stopped)."""
    dropped: list[Key] = []
    with store.engine.begin() as conn:
        while True:
            row = conn.execute(select(AnalysisJobRow.id, AnalysisJobRow.table_id,
                                      AnalysisJobRow.seat, AnalysisJobRow.tries)
                               .where(AnalysisJobRow.owner == owner)
                               .order_by(AnalysisJobRow.id).limit(1)).first()
            if row is None:
                return None, dropped
            if row.tries >= tries:
                conn.execute(delete(AnalysisJobRow).where(AnalysisJobRow.id == row.id))
                dropped.append((row.table_id, row.seat))
                continue
            if conn.execute(update(AnalysisJobRow).where(
                    (AnalysisJobRow.id == row.id) & (AnalysisJobRow.owner == owner))
                    .values(started=now, tries=row.tries + 1, lease=lease)).rowcount == 1:
                return (row.table_id, row.seat), dropped


def take_jobs(store: Store, owner: str, now: float, lease: float, *, own: bool = False,
              every: bool = False) -> list[Key]:
    """The jobs `owner` takes in hand, waiting again in its queue: those whose lease ran out,
    with `own` (as it starts again) those in its own hand before, with `every` (a process
    alone on its database, as it starts) all; each claimed by an update only one process can
    win."""
    with store.engine.begin() as conn:
        where = ((AnalysisJobRow.lease <= now)
                 | ((AnalysisJobRow.owner == owner) if own else false())
                 | (true() if every else false()))
        found = conn.execute(select(AnalysisJobRow.id, AnalysisJobRow.table_id,
                                    AnalysisJobRow.seat, AnalysisJobRow.owner,
                                    AnalysisJobRow.lease)
                             .where(where).order_by(AnalysisJobRow.id)).all()
        return [(r.table_id, r.seat) for r in found if conn.execute(
            update(AnalysisJobRow).where((AnalysisJobRow.id == r.id)
                                         & (AnalysisJobRow.owner == r.owner)
                                         & (AnalysisJobRow.lease == r.lease))
            .values(owner=owner, lease=lease, started=None)).rowcount == 1]


def renew(store: Store, owner: str, lease: float) -> int:
    """`owner` still lives: the jobs in its hand stay there until `lease`; how many."""
    with store.engine.begin() as conn:
        return int(conn.execute(update(AnalysisJobRow).where(AnalysisJobRow.owner == owner)
                                .values(lease=lease)).rowcount)


def let_go(store: Store, table_id: str, seat: int, owner: str) -> None:
    """`owner` cannot run this job (its table is served elsewhere): any process may take it."""
    with store.engine.begin() as conn:
        conn.execute(update(AnalysisJobRow).where(
            _seat(AnalysisJobRow, table_id, seat) & (AnalysisJobRow.owner == owner))
            .values(owner="", lease=0.0, started=None))


def drop_job(store: Store, table_id: str, seat: int) -> None:
    """A job that failed: its place is free."""
    with store.engine.begin() as conn:
        conn.execute(delete(AnalysisJobRow).where(_seat(AnalysisJobRow, table_id, seat)))


def jobs(store: Store) -> list[dict[str, Any]]:
    """Every job queued or running, oldest first (tests, the operator)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(AnalysisJobRow.table_id, AnalysisJobRow.seat,
                                   AnalysisJobRow.owner, AnalysisJobRow.started,
                                   AnalysisJobRow.tries, AnalysisJobRow.lease)
                            .order_by(AnalysisJobRow.id)).all()
    return [dict(r._mapping) for r in rows]
