"""Correspondence's queries (blocking: run them in the writer thread or a worker thread): the
tables past their deadline, a person's tables waiting on them ("Your turn"), and vacations."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import and_, exists, func, insert, or_, select, update

from ..store import SeatRow, Store, TableRow, seats_of
from .rows import VacationRow

DAY = 86400.0


def year_of(at: float) -> int:
    """The calendar year (UTC) of a Unix time: vacation days are a year's allowance."""
    return time.gmtime(at).tm_year


def due(store: Store, now: float, limit: int) -> list[tuple[str, float]]:
    """Correspondence tables being played whose deadline passed, soonest first, with it: those
    waiting on a person on vacation wait (their clocks are paused). The index on `deadline`
    finds them among any number of resting tables."""
    t, v = TableRow, VacationRow
    away = exists().where((v.account_id == t.waiting_on) & v.since.is_not(None))
    with store.engine.connect() as conn:
        rows = conn.execute(select(t.id, t.deadline).where(
            (t.deadline < now) & (t.status == "playing") & (t.days > 0)
            & or_(t.waiting_on.is_(None), ~away)).order_by(t.deadline).limit(limit)).all()
    return [(r.id, float(r.deadline)) for r in rows]


def turns_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """The correspondence tables waiting on this account, most urgent first: each with its
    game, days, deadline, the account's seat and the seats (names, for "with whom")."""
    t = TableRow
    with store.engine.connect() as conn:
        rows = conn.execute(select(t.id, t.game, t.days, t.deadline, t.players).where(
            (t.waiting_on == account_id) & (t.status == "playing") & t.deadline.is_not(None))
            .order_by(t.deadline)).all()
        seats = seats_of(conn, [r.id for r in rows]) if rows else {}
    out = []
    for r in rows:
        mine = [s for s in seats.get(r.id, []) if s.get("account_id") == account_id]
        out.append({"table": r.id, "game": r.game, "days": r.days, "deadline": r.deadline,
                    "seat": mine[0]["seat"] if mine else None,
                    "seats": [{"seat": s["seat"], "kind": s["kind"], "name": s["name"],
                               "bot": s["bot"], "account": s["account"]}
                              for s in seats.get(r.id, [])]})
    return out


def count_turns(store: Store, account_id: int) -> int:
    """How many correspondence tables wait on this account."""
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(TableRow).where(
            (TableRow.waiting_on == account_id) & (TableRow.status == "playing")
            & TableRow.deadline.is_not(None))).scalar() or 0)


def playing_seat(store: Store, table_id: str, account_id: int) -> bool:
    """Whether the account holds a seat at this table while it is played."""
    with store.engine.connect() as conn:
        return conn.execute(select(SeatRow.seat).join(
            TableRow, TableRow.id == SeatRow.table_id).where(
            (SeatRow.table_id == table_id) & (SeatRow.account_id == account_id)
            & (TableRow.status == "playing"))).first() is not None


def vacation(store: Store, account_id: int) -> dict[str, Any] | None:
    with store.engine.connect() as conn:
        row = conn.execute(select(VacationRow.__table__).where(
            VacationRow.account_id == account_id)).first()
    return None if row is None else dict(row._mapping)


def start_vacation(store: Store, account_id: int, now: float, allowance: float) -> str:
    """Go on vacation: "ok", "already" or "spent" (no days left this year)."""
    year = year_of(now)
    with store.engine.begin() as conn:
        row = conn.execute(select(VacationRow.__table__).where(
            VacationRow.account_id == account_id).with_for_update()).first()
        if row is None:
            conn.execute(insert(VacationRow).values(account_id=account_id, year=year, used=0.0,
                                                    since=now))
            return "ok"
        if row.since is not None:
            return "already"
        used = row.used if row.year == year else 0.0
        if used >= allowance:
            return "spent"
        conn.execute(update(VacationRow).where(VacationRow.account_id == account_id).values(
            year=year, used=used, since=now))
        return "ok"


def end_vacation(store: Store, account_id: int, now: float) -> float | None:
    """Come back: the vacation's time is counted as used, and every correspondence table
    waiting on the account gets back the part of its days the vacation took (from the later
    of the vacation's start and the turn's). When the vacation began; None if not on one."""
    with store.engine.begin() as conn:
        row = conn.execute(select(VacationRow.__table__).where(
            VacationRow.account_id == account_id).with_for_update()).first()
        if row is None or row.since is None:
            return None
        since = float(row.since)
        conn.execute(update(VacationRow).where(VacationRow.account_id == account_id).values(
            used=row.used + max(0.0, now - since), since=None))
        t = TableRow
        tables = conn.execute(select(t.id, t.days, t.deadline).where(
            and_(t.waiting_on == account_id, t.status == "playing",
                 t.deadline.is_not(None)))).all()
        for r in tables:
            turn_began = float(r.deadline) - r.days * DAY
            paused = now - max(since, turn_began)
            if paused > 0:
                conn.execute(update(t).where(t.id == r.id).values(deadline=r.deadline + paused))
        return since


def overdue_vacations(store: Store, now: float, allowance: float) -> list[int]:
    """The accounts whose vacation has used up this year's allowance (to end it)."""
    v = VacationRow
    with store.engine.connect() as conn:
        rows = conn.execute(select(v.account_id, v.used, v.since, v.year).where(
            v.since.is_not(None))).all()
    return [r.account_id for r in rows
            if (r.used if r.year == year_of(r.since) else 0.0) + (now - r.since) >= allowance]
