"""The chat's table (in the baseline, migration 0001; the sender's account since 0005)."""

from __future__ import annotations

from sqlalchemy import Float, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class ChatRow(Base):
    """One chat line at a table: plain text (or a quick phrase's id), who said it and when."""

    __tablename__ = "koloda_chat"
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"), primary_key=True)
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(64))
    text: Mapped[str | None] = mapped_column(String(1200), nullable=True)
    phrase: Mapped[str | None] = mapped_column(String(32), nullable=True)
    at: Mapped[float] = mapped_column(Float)
    #: the signed-in account that said it (migration 0005; NULL for guests): blocks hide it
    account_id: Mapped[int | None] = mapped_column(Integer, nullable=True)


#: a chat line's fields as the server and its clients see them
CHAT_FIELDS = ("n", "seat", "name", "text", "phrase", "at")
