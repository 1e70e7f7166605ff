"""The analyses' table (in the baseline, migration 0001)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Float, ForeignKey, Integer
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class AnalysisRow(Base):
    """A finished table's post-game analysis of one seat (computed once, then read)."""

    __tablename__ = "koloda_analysis"
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    at: Mapped[float] = mapped_column(Float)
