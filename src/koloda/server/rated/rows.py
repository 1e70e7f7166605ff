"""Rated play's tables (migrations 0007 and 0008): an account's rating in each pool, its
rated games' history, and how each rated seat is playing so far."""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class RatingRow(Base):
    """An account's rating in one pool (koloda.ratings): OpenSkill's mu and sigma."""

    __tablename__ = "koloda_ratings"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    pool: Mapped[str] = mapped_column(String(64), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    #: rated games played in the pool
    games: Mapped[int] = mapped_column(Integer)
    #: when the last rated game ended (the leaderboard's "active")
    updated: Mapped[float] = mapped_column(Float, index=True)


class RatingHistoryRow(Base):
    """One rated game of one account: its shown rating before and after, and how the game
    ended for it (fair play: "finished", "timed_out", "left", "stalled")."""

    __tablename__ = "koloda_rating_history"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    pool: Mapped[str] = mapped_column(String(64), primary_key=True)
    table_id: Mapped[str] = mapped_column(String(24), primary_key=True, index=True)
    seat: Mapped[int] = mapped_column(Integer)
    before: Mapped[int] = mapped_column(Integer)
    after: Mapped[int] = mapped_column(Integer)
    provisional: Mapped[bool] = mapped_column(Boolean)
    ended: Mapped[str] = mapped_column(String(16))
    at: Mapped[float] = mapped_column(Float)


class FairPlayRow(Base):
    """How a rated table's seat is playing so far (server/rated/service.py, `FairPlay`), kept as it
    changes (migration 0008): a restart, or the process that takes the table over, still
    knows who left, stalled or let their timer run out before it."""

    __tablename__ = "koloda_fair_play"
    table_id: Mapped[str] = mapped_column(String(24), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    #: "left" or "stalled" once it is so; NULL while the seat plays on
    lost: Mapped[str | None] = mapped_column(String(16), nullable=True)
    #: the timer ran out for the seat at least once
    lapsed: Mapped[bool] = mapped_column(Boolean)
    #: timers run out in a row
    strikes: Mapped[int] = mapped_column(Integer)
