"""Moderation's tables (migration 0013): reports, the detectors' flags, the moderators, each
account's sanctions in force, cheat marks with the refunds they gave, and the log of actions."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Float, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class ModeratorRow(Base):
    """An account that may work the queue and act (`koloda admin grant-moderator`). Kept
    apart from the account's row: the role is moderation's, and revoking it deletes the row."""

    __tablename__ = "koloda_moderators"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    granted: Mapped[float] = mapped_column(Float)


class ReportRow(Base):
    """One person's report of another: a reason, the table it is about (and the chat line, when
    made from one), their words; "open" until a moderator handles it."""

    __tablename__ = "koloda_reports"
    __table_args__ = (Index("ix_koloda_reports_reporter", "reporter_id", "created"),
                      Index("ix_koloda_reports_state", "state", "created"))
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    reporter_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"))
    suspect_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    #: "cheating", "collusion", "chat", "leaving", "other"
    reason: Mapped[str] = mapped_column(String(16))
    table_id: Mapped[str | None] = mapped_column(String(24), nullable=True)
    #: the chat line's number at that table (`koloda_chat.n`), for a report made from a line
    chat_n: Mapped[int | None] = mapped_column(Integer, nullable=True)
    text: Mapped[str] = mapped_column(String(600))
    created: Mapped[float] = mapped_column(Float)
    #: "open" or "handled"
    state: Mapped[str] = mapped_column(String(16))
    handled_at: Mapped[float | None] = mapped_column(Float, nullable=True)
    handled_by: Mapped[int | None] = mapped_column(ForeignKey("koloda_accounts.id"),
                                                   nullable=True)


class FlagRow(Base):
    """A detector's finding (`bus.Flagged`): its kind, pool and evidence as published."""

    __tablename__ = "koloda_flags"
    __table_args__ = (Index("ix_koloda_flags_state", "state", "created"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(32))
    pool: Mapped[str | None] = mapped_column(String(64), nullable=True)
    evidence: Mapped[dict[str, Any]] = mapped_column(JSON)
    created: Mapped[float] = mapped_column(Float)
    state: Mapped[str] = mapped_column(String(16))
    handled_at: Mapped[float | None] = mapped_column(Float, nullable=True)
    handled_by: Mapped[int | None] = mapped_column(ForeignKey("koloda_accounts.id"),
                                                   nullable=True)


class FlaggedRow(Base):
    """One account a flag is about (a flag may name several: a colluding pair)."""

    __tablename__ = "koloda_flagged"
    flag_id: Mapped[int] = mapped_column(ForeignKey("koloda_flags.id"), primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True,
                                            index=True)


class SanctionRow(Base):
    """What is in force against an account now: muted in chat, barred from rated play, each
    until a time (NULL: not). The log keeps how it came to be."""

    __tablename__ = "koloda_sanctions"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    muted_until: Mapped[float | None] = mapped_column(Float, nullable=True)
    barred_until: Mapped[float | None] = mapped_column(Float, nullable=True)


class CheatRow(Base):
    """An account marked as a cheat in one pool (once a pool: the refunds are given once)."""

    __tablename__ = "koloda_cheats"
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    pool: Mapped[str] = mapped_column(String(64), primary_key=True)
    at: Mapped[float] = mapped_column(Float)
    #: the shown rating taken back from the cheat (before minus after)
    taken: Mapped[int] = mapped_column(Integer)


class RefundRow(Base):
    """Points given back to one victim of a cheat in a pool (koloda.ratings.refund)."""

    __tablename__ = "koloda_refunds"
    cheat_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    pool: Mapped[str] = mapped_column(String(64), primary_key=True)
    victim_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True,
                                           index=True)
    points: Mapped[int] = mapped_column(Integer)
    at: Mapped[float] = mapped_column(Float)


class ModLogRow(Base):
    """One moderation action, as it was taken: who (NULL: the command line), when, on whom,
    what, until when, in which pool, why, and what it did (`details`). Append-only: the code
    only inserts, and migration 0013's triggers refuse an UPDATE or DELETE in the database."""

    __tablename__ = "koloda_mod_log"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[float] = mapped_column(Float)
    moderator_id: Mapped[int | None] = mapped_column(ForeignKey("koloda_accounts.id"),
                                                     nullable=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    #: "warn", "mute", "bar", "close", "cheat", "unmute", "unbar", "dismiss", "grant", "revoke"
    action: Mapped[str] = mapped_column(String(16))
    until: Mapped[float | None] = mapped_column(Float, nullable=True)
    pool: Mapped[str | None] = mapped_column(String(64), nullable=True)
    reason: Mapped[str] = mapped_column(String(600))
    report_id: Mapped[int | None] = mapped_column(ForeignKey("koloda_reports.id"),
                                                  nullable=True)
    flag_id: Mapped[int | None] = mapped_column(ForeignKey("koloda_flags.id"), nullable=True)
    details: Mapped[dict[str, Any]] = mapped_column(JSON)
