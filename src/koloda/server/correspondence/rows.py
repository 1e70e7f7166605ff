"""Vacations' table (migration 0014): the days a person used this year, and whether they are
on vacation now. A correspondence table's own columns (days, deadline, waiting_on) are the
tables' (store.py)."""

from __future__ import annotations

from sqlalchemy import Float, ForeignKey, Index, Integer
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class VacationRow(Base):
    """One person's vacation: while `since` is set their correspondence clocks are paused."""

    __tablename__ = "koloda_vacations"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    #: the calendar year (UTC) `used` counts in: a new year starts the allowance afresh
    year: Mapped[int] = mapped_column(Integer)
    #: seconds of vacation taken this year, the current one not counted until it ends
    used: Mapped[float] = mapped_column(Float)
    #: on vacation since (Unix time), or NULL
    since: Mapped[float | None] = mapped_column(Float, nullable=True)

    __table_args__ = (Index("ix_koloda_vacations_since", "since"),)
