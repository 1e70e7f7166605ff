"""The tournaments' tables (migrations 0009 and 0011): an event, its entrants, the tables
it formed and the Swiss rounds a player sat out."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Float, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ..store import Base


class TournamentRow(Base):
    """One tournament: its settings (koloda.tournaments.Rules and the server's own), its clock
    and where it stands. Its points are never kept: they are a function of its games' results
    and byes (`TournamentGameRow`, `TournamentByeRow`)."""

    __tablename__ = "koloda_tournaments"
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    creator_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), index=True)
    game: Mapped[str] = mapped_column(String(64))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: "arena" or "swiss"
    format: Mapped[str] = mapped_column(String(16))
    size: Mapped[int] = mapped_column(Integer)
    #: a Swiss event's rounds (0 in an arena) and an arena's length in seconds (0 in Swiss)
    rounds: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[int] = mapped_column(Integer)
    turn_seconds: Mapped[int] = mapped_column(Integer)
    rated: Mapped[bool] = mapped_column(Boolean)
    #: bots may fill a Swiss event's odd tables
    bots: Mapped[bool] = mapped_column(Boolean)
    #: the entry condition: a shown rating in the pool, a number of rated games there
    min_rating: Mapped[int | None] = mapped_column(Integer, nullable=True)
    min_games: Mapped[int | None] = mapped_column(Integer, nullable=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    starts: Mapped[float] = mapped_column(Float, index=True)
    #: "upcoming", "live" or "finished"
    state: Mapped[str] = mapped_column(String(16), index=True)
    #: the Swiss round being played (0 before the first)
    round: Mapped[int] = mapped_column(Integer)
    created: Mapped[float] = mapped_column(Float)
    finished: Mapped[float | None] = mapped_column(Float, nullable=True)
    #: hashes of who created it (limits.hashed; migration 0011): creations a day are limited
    #: per address and per client id as well as per account
    creator_address: Mapped[str | None] = mapped_column(String(32), nullable=True)
    creator_client: Mapped[str | None] = mapped_column(String(32), nullable=True)

    __table_args__ = (
        Index("ix_koloda_tournaments_creator_address", "creator_address", "created"),
        Index("ix_koloda_tournaments_creator_client", "creator_client", "created"),
    )


class TournamentPlayerRow(Base):
    """An account entered in a tournament: "in", "withdrawn" (by themselves) or "left" (they
    left a game mid-event: no later pairings). `waiting` is when an arena player began to
    wait for their next game (NULL while they play)."""

    __tablename__ = "koloda_tournament_players"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("koloda_tournaments.id"),
                                               primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True,
                                            index=True)
    rating: Mapped[float] = mapped_column(Float)
    state: Mapped[str] = mapped_column(String(16))
    waiting: Mapped[float | None] = mapped_column(Float, nullable=True)
    #: a Swiss round this player asked to skip
    skip: Mapped[int | None] = mapped_column(Integer, nullable=True)
    joined: Mapped[float] = mapped_column(Float)


class TournamentGameRow(Base):
    """A table a tournament formed: "seating" (written before the table is, so a round cut short
    is repaired), "playing", "done" (its `result` recorded: koloda.tournaments.Result's JSON)
    or "void" (never formed, or ended after an arena's end). `n` orders the results as the
    games finished."""

    __tablename__ = "koloda_tournament_games"
    table_id: Mapped[str] = mapped_column(String(24), primary_key=True)
    tournament_id: Mapped[str] = mapped_column(ForeignKey("koloda_tournaments.id"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    #: the account ids in seat order (null for a bot's seat)
    players: Mapped[list[Any]] = mapped_column(JSON)
    state: Mapped[str] = mapped_column(String(16))
    #: accounts that chose hurry at the start of the game (arena)
    hurried: Mapped[list[Any]] = mapped_column(JSON)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    n: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created: Mapped[float] = mapped_column(Float)
    ended: Mapped[float | None] = mapped_column(Float, nullable=True)


class TournamentByeRow(Base):
    """A Swiss round a player did not play (skipped, or left over: `forced`)."""

    __tablename__ = "koloda_tournament_byes"
    tournament_id: Mapped[str] = mapped_column(ForeignKey("koloda_tournaments.id"),
                                               primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("koloda_accounts.id"), primary_key=True)
    round: Mapped[int] = mapped_column(Integer, primary_key=True)
    forced: Mapped[bool] = mapped_column(Boolean)
