"""The analyses' queries: blocking store calls, run in the writer thread."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, insert, select

from ..store import Store
from .rows import AnalysisRow


def put(store: Store, table_id: str, seat: int, data: dict[str, Any], at: float) -> None:
    """Keep a seat's analysis (in place of one made before)."""
    with store.engine.begin() as conn:
        conn.execute(delete(AnalysisRow).where(
            (AnalysisRow.table_id == table_id) & (AnalysisRow.seat == seat)))
        conn.execute(insert(AnalysisRow).values(table_id=table_id, seat=seat, data=data, at=at))


def get(store: Store, table_id: str, seat: int) -> dict[str, Any] | None:
    """A seat's analysis, or None if none was made."""
    with store.engine.connect() as conn:
        row = conn.execute(select(AnalysisRow.data).where(
            (AnalysisRow.table_id == table_id) & (AnalysisRow.seat == seat))).first()
    return None if row is None else dict(row.data)
