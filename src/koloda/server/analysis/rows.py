"""The analyses' tables: those made (in the baseline, migration 0001) and those asked for and
not made yet (migration 0019)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Float, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class AnalysisRow(Base):
    """A finished table's post-game analysis of one seat (computed once, then read)."""

    __tablename__ = "koloda_analysis"
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    at: Mapped[float] = mapped_column(Float)


class AnalysisJobRow(Base):
    """One analysis queued or running, kept from the request until its result is kept (in the
    same transaction) or it fails, so that a process that stops loses none
    (analysis/service.py). `owner` is the process whose queue holds it and `lease` how long
    that holds: its owner renews it while it lives; past it, any process takes the job up.
    A process runs its own jobs one at a time in `id` order (the order they were asked for)."""

    __tablename__ = "koloda_analysis_queue"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"))
    seat: Mapped[int] = mapped_column(Integer)
    #: who asked, as `limits.hashed` keeps them: the per-client and per-address bounds count
    #: these (no client id: None)
    client: Mapped[str | None] = mapped_column(String(32), nullable=True)
    address: Mapped[str] = mapped_column(String(32))
    queued: Mapped[float] = mapped_column(Float)
    #: when its owner began computing it (None: waiting), and how many times a process did:
    #: one that kills every process that runs it is dropped after a few
    started: Mapped[float | None] = mapped_column(Float, nullable=True)
    tries: Mapped[int] = mapped_column(Integer, default=0)
    owner: Mapped[str] = mapped_column(String(100))
    lease: Mapped[float] = mapped_column(Float)

    __table_args__ = (
        UniqueConstraint("table_id", "seat", name="uq_koloda_analysis_queue_seat"),
        Index("ix_koloda_analysis_queue_owner", "owner"),
        Index("ix_koloda_analysis_queue_lease", "lease"),
    )
