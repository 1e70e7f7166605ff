"""The seeks' table (migration 0008): one person seeking a game, and what became of it."""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class SeekRow(Base):
    """One person seeking a game: their queue, who they are, and what became of the seek. Kept
    in the database so that every process of a cluster sees every seeker, and one process
    pairs each queue (server/seeks/service.py)."""

    __tablename__ = "koloda_seeks"
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    #: SHA-256 of the seek's secret (the secret itself is never stored)
    secret_hash: Mapped[str] = mapped_column(String(64))
    #: the X25519 public key (base64url) the seat's token is sealed to: only the holder of
    #: the secret, from which its private key is derived, can open it
    seal_key: Mapped[str] = mapped_column(String(64))
    #: the queue: game, table size, rated or not, turn seconds
    game: Mapped[str] = mapped_column(String(64))
    players: Mapped[int] = mapped_column(Integer)
    rated: Mapped[bool] = mapped_column(Boolean)
    turn_seconds: Mapped[int] = mapped_column(Integer)
    #: days a move: a correspondence queue (migration 0014), 0 for a live one
    days: Mapped[int] = mapped_column(Integer, server_default="0", default=0)
    pool: Mapped[str | None] = mapped_column(String(64), nullable=True)
    account_id: Mapped[int | None] = mapped_column(ForeignKey("koloda_accounts.id"),
                                                   nullable=True)
    #: whose seek it is ("account:<id>" or a hash of the client id): one live seek each
    owner: Mapped[str | None] = mapped_column(String(80), nullable=True, index=True)
    #: a guest's name (an account seeks by its handle)
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)
    #: the shown rating in the pool when the seek was made
    rating: Mapped[float] = mapped_column(Float)
    bots_after: Mapped[int | None] = mapped_column(Integer, nullable=True)
    #: "waiting", "seating" (a round is forming its table), "seated" or "cancelled"
    state: Mapped[str] = mapped_column(String(16))
    #: the table and seat a round gave it (set when "seating"), and the seat's token sealed
    #: to `seal_key`
    table_id: Mapped[str | None] = mapped_column(String(24), nullable=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    sealed: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created: Mapped[float] = mapped_column(Float)
    #: when its holder last asked about it (a waiting seek nobody asks about is dropped)
    asked: Mapped[float] = mapped_column(Float)
    #: when it left "waiting" (to be seated, or cancelled)
    ended: Mapped[float | None] = mapped_column(Float, nullable=True, index=True)

    __table_args__ = (
        Index("ix_koloda_seeks_queue", "state", "game", "players", "rated", "turn_seconds"),
    )
