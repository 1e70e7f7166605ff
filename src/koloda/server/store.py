"""Persistence: every table is its record (setup, seed, options, seats and an append-only list
of actions) in any SQLAlchemy database; embedded SQLite by default.

All writes go through one writer thread. Actions that arrive together are committed in one
transaction (group commit), so a busy server pays one commit for many moves, and a move is
acknowledged only once its commit returned.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import importlib
import json
import logging
import os
import pkgutil
import queue
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    case,
    create_engine,
    delete,
    event,
    false,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

log = logging.getLogger("koloda.server.store")


def failpoint(name: str) -> None:
    """A crash on purpose, for the tests that prove a resent request is answered, not
    applied again: with `KOLODA_FAILPOINT=name:path` set, the first process to pass this point
    while the file at `path` exists deletes it and dies at once, as if killed there."""
    spec = os.environ.get("KOLODA_FAILPOINT")
    if not spec or not spec.startswith(name + ":"):
        return
    try:
        os.remove(spec[len(name) + 1:])  # only one process wins the file
    except OSError:
        return
    os._exit(137)


#: the longest secret seed `koloda.core.rng.deal_rng` accepts, in hex digits (a server makes 64)
SEED_KEY_LENGTH = 128


class Base(DeclarativeBase):
    """Declarative base of the server's tables."""


class TableRow(Base):
    """One table (a game in the lobby, running or over) and everything needed to replay it."""

    __tablename__ = "koloda_tables"
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    rules_version: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    table_options: Mapped[dict[str, Any]] = mapped_column(JSON)
    players: Mapped[int] = mapped_column(Integer)
    #: an int seed (a secret seed is stored in `seed_key`, and this is 0)
    seed: Mapped[int] = mapped_column(BigInteger)
    #: a secret hex seed (see `koloda.core.rng`), too long for `seed`; NULL for an int seed
    seed_key: Mapped[str | None] = mapped_column(String(SEED_KEY_LENGTH), nullable=True)
    setup: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    status: Mapped[str] = mapped_column(String(16), index=True)
    created: Mapped[float] = mapped_column(Float, index=True)
    finished: Mapped[float | None] = mapped_column(Float, nullable=True)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    again: Mapped[str | None] = mapped_column(String(24), nullable=True)
    #: SHA-256 of the creator's token: it runs the lobby even after giving its seat to a bot
    host_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    #: the table's pace (migration 0002): its bots play it out at once; a short pause between
    #: bot moves instead of the table's delay
    hurry: Mapped[bool] = mapped_column(Boolean, server_default=false(), default=False)
    fast: Mapped[bool] = mapped_column(Boolean, server_default=false(), default=False)
    #: who created it (migration 0003), as hashes (`limits.hashed`): the per-address and
    #: per-client limits are counted here, so every process of a cluster counts the same
    creator_address: Mapped[str | None] = mapped_column(String(32), nullable=True)
    creator_client: Mapped[str | None] = mapped_column(String(32), nullable=True)
    #: a correspondence table's days a move, 0 for a live one (migration 0014); its deadline
    #: (Unix time) while a person's days run, and that person's account (None for a guest):
    #: the sweep finds tables past their deadline, "Your turn" a person's tables, by these
    days: Mapped[int] = mapped_column(Integer, server_default="0", default=0)
    deadline: Mapped[float | None] = mapped_column(Float, nullable=True)
    waiting_on: Mapped[int | None] = mapped_column(Integer, nullable=True)

    __table_args__ = (
        Index("ix_koloda_tables_creator_address", "creator_address", "status"),
        Index("ix_koloda_tables_creator_client", "creator_client", "status"),
        Index("ix_koloda_tables_deadline", "deadline"),
        Index("ix_koloda_tables_waiting_on", "waiting_on", "deadline"),
    )


class SeatRow(Base):
    """A seat: empty, a person (known by the SHA-256 of their token) or a bot spec."""

    __tablename__ = "koloda_seats"
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    name: Mapped[str] = mapped_column(String(64))
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    #: the account the seat's person had signed in to (migration 0004), or claimed it with
    #: (server/people/players.py); NULL for guests, bots and empty seats
    account_id: Mapped[int | None] = mapped_column(ForeignKey("koloda_accounts.id"),
                                                   nullable=True)
    #: a correspondence table's person whose days ran out this many times in a row
    #: (migration 0016; server/tables/room.py `MISSES_TO_LEAVE`)
    missed: Mapped[int] = mapped_column(Integer, server_default="0", default=0)
    #: who turned hints on at this seat (migration 0018; server/analysis/hints.py): the
    #: person's token hash, or "account:<id>" for a signed-in person; it counts only while
    #: that person sits there
    hints: Mapped[str | None] = mapped_column(String(72), nullable=True)

    __table_args__ = (  # migration 0005: claiming finds seats by token, profiles by account
        Index("ix_koloda_seats_token_hash", "token_hash"),
        Index("ix_koloda_seats_account_id", "account_id"),
    )


class ActionRow(Base):
    """One applied action; (table, index) is the key, so an index can never be written twice."""

    __tablename__ = "koloda_actions"
    table_id: Mapped[str] = mapped_column(ForeignKey("koloda_tables.id"), primary_key=True)
    idx: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)
    at: Mapped[float] = mapped_column(Float)


class RequestRow(Base):
    """The answer to a state-changing lobby request that carried an `Idempotency-Key`, kept
    with the change it made (server/once.py): the key and the answer are stored so that
    nobody can read a seat's token from the database without the key itself."""

    __tablename__ = "koloda_requests"
    #: SHA-256 of the client's key (the key itself is never stored)
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    #: SHA-256 of what was asked (method, path, body, token): a key reused for another
    #: request is refused
    fingerprint: Mapped[str] = mapped_column(String(64))
    #: the answer, sealed with a key derived from the client's key
    answer: Mapped[str] = mapped_column(Text)
    at: Mapped[float] = mapped_column(Float, index=True)


class AccountRow(Base):
    """A person's account (server/people/accounts.py). The row is never deleted: a deleted account
    keeps its `handle_key`, so nobody signs up with that handle again.

    Kept here rather than in people's rows: a table's seats name their account (`seats_of`,
    `_keep_accounts`), and every feature's rows refer to it. The rest of people's rows are
    `people/rows.py`; each feature keeps its own (`<feature>/rows.py`)."""

    __tablename__ = "koloda_accounts"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    #: the handle as typed at sign-up
    handle: Mapped[str] = mapped_column(String(20))
    #: the handle lowercased: what makes handles unique without regard to case
    handle_key: Mapped[str] = mapped_column(String(20), unique=True)
    #: what others see: the handle, or an anonymous name once the account is deleted
    name: Mapped[str] = mapped_column(String(40))
    #: Argon2id (PHC string); NULL once deleted
    password_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created: Mapped[float] = mapped_column(Float)
    #: "active", "disabled" (reopened by its password) or "deleted"
    status: Mapped[str] = mapped_column(String(16))
    #: what the owner is told on their next page, once (JSON: accounts.py, `notice_json`)
    notice: Mapped[str | None] = mapped_column(String(400), nullable=True)


def shown_handle(row: Any) -> str:
    """An account's handle as others see it, from a row with its handle, name and status: a
    deleted account's anonymous name (the protocol's promise: its real handle is named
    nowhere)."""
    return str(row.name if row.status == "deleted" else row.handle)


#: an account's and a session's fields as the rest of the server sees them
ACCOUNT_FIELDS = ("id", "handle", "handle_key", "name", "password_hash", "created", "status")
SESSION_FIELDS = ("token_hash", "public_id", "account_id", "created", "last_seen", "expires",
                  "user_agent", "network")


#: a table's fields as the rest of the server sees them: `seed` is an int or a secret hex str
#: (stored in the `seed_key` column: see `to_row` and `from_row`)
TABLE_FIELDS = ("id", "game", "rules_version", "options", "table_options", "players", "seed",
                "setup", "status", "created", "finished", "outcome", "again", "host_hash",
                "hurry", "fast", "creator_address", "creator_client", "days", "deadline",
                "waiting_on")
SEAT_FIELDS = ("seat", "kind", "name", "bot", "token_hash", "account_id", "missed", "hints")
#: the fields a caller may leave out: a table's normal pace, an unknown creator
PACE_DEFAULTS = {"hurry": False, "fast": False, "creator_address": None,
                 "creator_client": None, "days": 0, "deadline": None, "waiting_on": None}
#: a request's fields as stored (server/once.py)
REQUEST_FIELDS = ("key", "fingerprint", "answer", "at")


def keep_answer(conn: Any, answer: dict[str, Any] | None) -> None:
    """Write a keyed request's sealed answer (`Once.seal`) on `conn`, in the transaction of the
    change it answers (none: a request without a key)."""
    if answer is not None:
        conn.execute(insert(RequestRow).values(**{k: answer[k] for k in REQUEST_FIELDS}))


def to_row(table: dict[str, Any]) -> dict[str, Any]:
    """A table's fields as its database row: a secret (str) seed goes to `seed_key`."""
    row = {k: table[k] if k in table else PACE_DEFAULTS[k] for k in TABLE_FIELDS}
    seed = row["seed"]
    if isinstance(seed, str):
        row["seed"], row["seed_key"] = 0, seed
    else:
        row["seed_key"] = None
    return row


def from_row(row: dict[str, Any]) -> dict[str, Any]:
    """A database row as the table's fields: `seed` is the secret seed when there is one."""
    key = row.pop("seed_key", None)
    if key is not None:
        row["seed"] = key
    return row


@dataclass
class Stored:
    """A table as read back: its row, its seats and its actions in order."""

    table: dict[str, Any]
    seats: list[dict[str, Any]]
    actions: list[tuple[int | None, dict[str, Any]]] = field(default_factory=list)


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite gets WAL and synchronous=NORMAL (a commit survives a killed
    process, which is what we promise; only a power cut could lose the last moves)."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(conn: Any, _record: Any) -> None:
            cur = conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA busy_timeout=5000")
            cur.close()
        return engine
    return create_engine(url, pool_pre_ping=True)


#: the seed of the advisory lock two processes opening one PostgreSQL database at once take in
#: turns before migrating it; the lock is this seed's hash of the database's and the schema's
#: names, so that koloda sites in other schemas of one server (the test suite's) never wait on
#: each other (any constant: koloda's other advisory locks are keyed by table ids)
MIGRATION_LOCK = 0x6B6F6C6F6461  # "koloda"
#: the revision every database made before migrations is at (once brought up to it)
BASELINE = "0001"


def migrate(engine: Engine, revision: str = "head") -> None:
    """Bring the database to the newest schema (or to `revision`) with Alembic
    (`koloda/server/migrations`).

    An empty database gets every migration. A database made before migrations began (it has
    koloda's tables but no `alembic_version`) is first brought to the baseline (the tables and
    the column added before it) and stamped, then upgraded like any other.

    A database already at the newest revision is left as it is without loading Alembic (a
    quarter-second of a core at every start of a process: its import and its reading of every
    migration file)."""
    load_rows()  # the baseline's chat and analysis tables are the features' own
    head = newest_revision()
    if revision == "head" and head is not None and _stored_revision(engine) == head:
        return
    from alembic import command

    config = alembic_config()
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(hashtextextended("
                              "current_database() || '.' || current_schema(), :key))"),
                         {"key": MIGRATION_LOCK})
        config.attributes["connection"] = conn
        have = set(inspect(conn).get_table_names())
        if TableRow.__tablename__ in have and "alembic_version" not in have:
            _to_baseline(conn)
            command.stamp(config, BASELINE)
        command.upgrade(config, revision)


_REVISION_LINE = re.compile(r"^(down_revision|revision)\s*(?::[^=]*)?=\s*['\"]?(\w+)['\"]?",
                            re.MULTILINE)


@functools.cache
def newest_revision() -> str | None:
    """The head of koloda's migrations, read from their files as text: the revision no other
    file names as its `down_revision`; None when the files do not name exactly one (Alembic
    then decides). tests/server/test_migrations.py holds it equal to Alembic's own head."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for path in (Path(__file__).parent / "migrations" / "versions").glob("*.py"):
        for kind, name in _REVISION_LINE.findall(path.read_text(encoding="utf-8")):
            (revisions if kind == "revision" else parents).add(name)
    heads = revisions - parents
    return heads.pop() if len(heads) == 1 else None


def _stored_revision(engine: Engine) -> str | None:
    """The revision Alembic stamped in the database, or None (no stamp yet, or no database)."""
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT version_num FROM alembic_version")).all()
    except SQLAlchemyError:
        return None
    return rows[0][0] if len(rows) == 1 else None


def load_rows() -> None:
    """Import every feature's rows (`koloda.server.<feature>.rows`), found by looking, not
    by a list: `Base.metadata` then holds every table, as the migrations compare and the
    baseline makes them, and storage names no feature."""
    server = Path(__file__).parent
    for found in pkgutil.iter_modules([str(server)]):
        if found.ispkg and (server / found.name / "rows.py").is_file():
            importlib.import_module(f"{__package__}.{found.name}.rows")


def alembic_config() -> Any:
    """Alembic's configuration for koloda's migrations (no ini file: the folder is in the
    package); the caller puts its connection in `attributes["connection"]`."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    return config


#: the tables of the baseline (migration 0001) other than koloda_tables, and their columns
BASELINE_COLUMNS = {
    "koloda_seats": ("table_id", "seat", "kind", "name", "bot", "token_hash"),
    "koloda_actions": ("table_id", "idx", "seat", "action", "at"),
    "koloda_chat": ("table_id", "n", "seat", "name", "text", "phrase", "at"),
    "koloda_analysis": ("table_id", "seat", "data", "at"),
}


def _to_baseline(conn: Any) -> None:
    """A database from before migrations: add what the baseline has and it may lack (the chat
    and analysis tables, the `seed_key` column)."""
    # Only the tables the baseline had, with only the columns they had then: later tables and
    # columns come with their own migrations, which would find them there already.
    shape = MetaData()
    Table(TableRow.__tablename__, shape, autoload_with=conn)  # for the foreign keys
    missing = [Table(name, shape, *(c._copy() for c in Base.metadata.tables[name].columns
                                    if c.name in columns))
               for name, columns in BASELINE_COLUMNS.items()]
    shape.create_all(conn, tables=missing)
    table = TableRow.__table__
    if "seed_key" not in {c["name"] for c in inspect(conn).get_columns(table.name)}:
        column = table.c["seed_key"]
        preparer = conn.dialect.identifier_preparer
        conn.execute(text(f"ALTER TABLE {preparer.format_table(table)} ADD COLUMN "
                          f"{preparer.format_column(column)} "
                          f"{column.type.compile(dialect=conn.dialect)}"))
        log.info("added column %s.seed_key", table.name)


#: a correspondence table at rest: being played, waiting on a person's days (no bot to move,
#: no timer to run in memory): rebuilt only when asked for, or when its deadline passes
AT_REST = (TableRow.days > 0) & (TableRow.status == "playing") & TableRow.deadline.is_not(None)


class Store:
    """Reads and writes tables; blocking calls, run them in a thread (see `Writer`)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        migrate(self.engine)
        #: the connection the actions are appended on (`append_many`), and its statement
        self._appender: Any = None
        mark = "?" if self.engine.dialect.paramstyle == "qmark" else "%s"
        self._append_sql = (f"INSERT INTO {ActionRow.__tablename__} "
                            f"(table_id, idx, seat, action, at) VALUES "
                            f"({', '.join([mark] * 5)})")
        #: PostgreSQL appends in autocommit, a batch as one INSERT of all its rows: a single
        #: statement is atomic and committed when it returns, one round trip instead of three
        #: (BEGIN, INSERT, COMMIT): half the wall time and the driver's CPU a commit
        self._autocommit_appends = self.engine.dialect.name == "postgresql"

    # -- writes ---------------------------------------------------------------------------
    def put_table(self, table: dict[str, Any], seats: list[dict[str, Any]],
                  answer: dict[str, Any] | None = None) -> None:
        """Insert or replace a table's row and seats (lobby changes, start, finish), and with
        them, in the same transaction, the answer to the request that made the change."""
        with self.engine.begin() as conn:
            row = to_row(table)
            done = conn.execute(update(TableRow).where(TableRow.id == row["id"]).values(**row))
            if done.rowcount == 0:
                conn.execute(insert(TableRow).values(**row))
            rows = [{"table_id": row["id"], **{k: s.get(k) for k in SEAT_FIELDS},
                     "missed": s.get("missed") or 0} for s in seats]
            _keep_accounts(conn, row["id"], rows)
            conn.execute(SeatRow.__table__.delete().where(SeatRow.table_id == row["id"]))
            conn.execute(insert(SeatRow), rows)
            keep_answer(conn, answer)
        if answer is not None:
            failpoint("after-answer-commit")

    def set_deadline(self, table_id: str, deadline: float | None,
                     waiting_on: int | None) -> None:
        """A correspondence table's deadline and the account it waits on, after a move."""
        with self.engine.begin() as conn:
            conn.execute(update(TableRow).where(TableRow.id == table_id).values(
                deadline=deadline, waiting_on=waiting_on))

    def answered(self, key: str) -> tuple[str, str] | None:
        """The (fingerprint, sealed answer) stored for a request key's hash, or None."""
        with self.engine.connect() as conn:
            row = conn.execute(select(RequestRow.fingerprint, RequestRow.answer)
                               .where(RequestRow.key == key)).first()
        return None if row is None else (row.fingerprint, row.answer)

    def forget_requests(self, before: float) -> int:
        """Drop the answers kept since before `before` (a unix time); how many went."""
        with self.engine.begin() as conn:
            return int(conn.execute(delete(RequestRow).where(RequestRow.at < before)).rowcount)

    def append_many(self, items: list[Append]) -> None:
        """Write a batch of actions in one transaction.

        Every move passes here, so it skips SQLAlchemy's statement machinery (five times the
        CPU of the insert itself, issue 29's profile): plain INSERTs on a connection kept for
        appends, which PostgreSQL's driver prepares (there one INSERT of the batch's rows, in
        autocommit). Only the writer (or, for SQLite, the event loop while the writer is idle)
        calls it, never two at once. Any error rolls back and drops that connection: the next
        call opens a fresh one."""
        rows = [(a.table_id, a.idx, a.seat, _json(a.action), a.at) for a in items]
        conn = self._appender or self._open_appender()
        try:
            cur = conn.cursor()
            try:
                if self._autocommit_appends:  # the whole batch in one statement, all or none
                    cur.execute(_append_rows_sql(len(rows)),
                                [value for row in rows for value in row])
                elif len(rows) == 1:  # the usual batch: a plain execute, half an executemany
                    cur.execute(self._append_sql, rows[0])
                else:
                    cur.executemany(self._append_sql, rows)
            finally:
                cur.close()
            if not self._autocommit_appends:
                conn.commit()
        except Exception:
            self._close_appender(rollback=True)
            raise

    def _open_appender(self) -> Any:
        conn = self.engine.raw_connection()
        if self._autocommit_appends:
            conn.driver_connection.autocommit = True
        self._appender = conn
        return conn

    def _close_appender(self, rollback: bool = False) -> None:
        conn, self._appender = self._appender, None
        if conn is None:
            return
        with contextlib.suppress(Exception):
            if rollback:
                conn.rollback()
        with contextlib.suppress(Exception):
            # a connection in autocommit never goes back to the pool, whose other users
            # expect transactions
            if rollback or self._autocommit_appends:
                conn.invalidate()
            else:
                conn.close()

    # -- reads ----------------------------------------------------------------------------
    def load(self, table_id: str) -> Stored | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(TableRow.__table__).where(TableRow.id == table_id)).first()
            if row is None:
                return None
            return self._complete(conn, dict(row._mapping))

    def load_live(self) -> list[Stored]:
        """Every table not yet over (open or playing), to rebuild after a restart, but the
        correspondence tables at rest: they stay in the database until asked for."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(TableRow.__table__).where(
                TableRow.status.in_(("open", "playing")) & ~AT_REST)
                .order_by(TableRow.created)).all()
            return [self._complete(conn, dict(r._mapping)) for r in rows]

    def live_ids(self) -> list[str]:
        """The ids of every table not yet over and not at rest (a cluster looks for those
        without an owner)."""
        with self.engine.connect() as conn:
            return list(conn.execute(select(TableRow.id).where(
                TableRow.status.in_(("open", "playing")) & ~AT_REST)).scalars())

    def live(self, statuses: list[str], limit: int) -> list[Stored]:
        """Tables in `statuses`, newest first (seats included, actions not): a cluster's
        lobby list."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(TableRow.__table__).where(TableRow.status.in_(statuses))
                                .order_by(TableRow.created.desc()).limit(limit)).all()
            return [self._complete(conn, dict(r._mapping), actions=False) for r in rows]

    def finished(self, game: str | None, limit: int) -> list[Stored]:
        """Finished tables, newest first (seats included, actions not)."""
        with self.engine.connect() as conn:
            q = select(TableRow.__table__).where(TableRow.status == "finished")
            if game:
                q = q.where(TableRow.game == game)
            rows = conn.execute(q.order_by(TableRow.finished.desc()).limit(limit)).all()
            return [self._complete(conn, dict(r._mapping), actions=False) for r in rows]

    def table_counts(self, address: str | None, client: str | None,
                     since: float) -> dict[str, int]:
        """What the creation and start limits count, in one look: tables open and playing in
        all, and those created by this address / client (hashes) that are open, playing or
        were created since `since`."""
        t = TableRow
        is_open, playing = t.status == "open", t.status == "playing"

        def count(*conds: Any) -> Any:
            cond = conds[0]
            for c in conds[1:]:
                cond = cond & c
            return func.coalesce(func.sum(case((cond, 1), else_=0)), 0)

        by_address = t.creator_address == (address or "")
        by_client = t.creator_client == (client or "")
        row = None
        with self.engine.connect() as conn:
            row = conn.execute(select(
                count(is_open), count(playing),
                count(is_open, by_address), count(playing, by_address),
                count(t.created >= since, by_address),
                count(is_open, by_client), count(playing, by_client),
                count(t.created >= since, by_client),
            ).where(t.status.in_(("open", "playing")) | (t.created >= since))).one()
        names = ("open", "playing", "open_address", "playing_address", "recent_address",
                 "open_client", "playing_client", "recent_client")
        out = {k: int(v) for k, v in zip(names, row, strict=True)}
        if client is None:
            out.update(open_client=0, playing_client=0, recent_client=0)
        return out

    def _complete(self, conn: Any, table: dict[str, Any], actions: bool = True) -> Stored:
        out = Stored(from_row(table), seats_of(conn, [table["id"]]).get(table["id"], []))
        if actions:
            rows = conn.execute(select(ActionRow.seat, ActionRow.action).where(
                ActionRow.table_id == table["id"]).order_by(ActionRow.idx)).all()
            out.actions = [(r.seat, r.action) for r in rows]
        return out

    def close(self) -> None:
        self._close_appender()
        self.engine.dispose()


def seats_of(conn: Any, table_ids: list[str]) -> dict[str, list[dict[str, Any]]]:
    """The seats of these tables in order, each with `account`: the handle of its account
    (None for a guest, a bot, an empty seat, or a deleted account, whose seats bear its
    anonymous name)."""
    seat, account = SeatRow.__table__, AccountRow.__table__
    rows = conn.execute(
        select(seat, account.c.handle.label("account_handle"),
               account.c.status.label("account_status"))
        .select_from(seat.outerjoin(account, seat.c.account_id == account.c.id))
        .where(seat.c.table_id.in_(table_ids)).order_by(seat.c.table_id, seat.c.seat)).all()
    out: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        m = dict(r._mapping)
        handle, status = m.pop("account_handle"), m.pop("account_status")
        m["account"] = handle if status is not None and status != "deleted" else None
        out.setdefault(m["table_id"], []).append(m)
    return out


def _keep_accounts(conn: Any, table_id: str, rows: list[dict[str, Any]]) -> None:
    """Before a table's seats are written again from a room in memory: a seat its person
    claimed meanwhile (the room may be another process's, or older than the claim) keeps its
    account, and a seat of an account deleted meanwhile keeps the anonymous name."""
    before = {r.seat: (r.token_hash, r.account_id, r.name) for r in conn.execute(
        select(SeatRow.seat, SeatRow.token_hash, SeatRow.account_id, SeatRow.name).where(
            (SeatRow.table_id == table_id) & SeatRow.account_id.is_not(None)))}
    for row in rows:
        old = before.get(row["seat"])
        if row["account_id"] is None and old is not None and old[0] is not None \
                and old[0] == row["token_hash"]:
            row["account_id"], row["name"] = old[1], old[2]  # the handle a claim gave it
    ids = {row["account_id"] for row in rows if row["account_id"] is not None}
    if not ids:
        return
    gone = dict(conn.execute(select(AccountRow.id, AccountRow.name).where(
        AccountRow.id.in_(ids) & (AccountRow.status == "deleted"))).all())
    for row in rows:
        if row["account_id"] in gone:
            row["name"] = gone[row["account_id"]]


def rename_seats(conn: Any, account_id: int, name: str) -> None:
    """A deleted account's seats bear its anonymous name from now on."""
    conn.execute(update(SeatRow).where(SeatRow.account_id == account_id).values(name=name))


def _json(value: Any) -> str:
    """An action as the JSON column holds it (read back by SQLAlchemy's JSON type)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # what orjson refuses (an integer over 64 bits)
        return json.dumps(value)


@dataclass
class Append:
    """One action to persist."""

    table_id: str
    idx: int
    seat: int | None
    action: dict[str, Any]
    at: float


_STOP = object()


@functools.lru_cache(maxsize=64)
def _append_rows_sql(n: int) -> str:
    """PostgreSQL's INSERT of `n` actions at once (its driver prepares each size it sees
    often)."""
    one = f"({', '.join(['%s'] * 5)})"
    return (f"INSERT INTO {ActionRow.__tablename__} (table_id, idx, seat, action, at) "
            f"VALUES {', '.join([one] * n)}")


class Writer:
    """The single writer thread: runs store calls in order, batching consecutive appends."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # An embedded SQLite commit (WAL, synchronous=NORMAL) takes about 0.1 ms: cheaper made
        # right in the event loop than handed to the thread and back (two wake-ups a move).
        self.inline = str(store.engine.url).startswith("sqlite")
        self._busy = False  # the thread is running a job (an inline commit would wait for it)
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="koloda-db-writer", daemon=True)
        self._thread.start()

    async def append(self, item: Append) -> None:
        """Persist one action; returns once it is committed (raises if the commit failed)."""
        if self.inline and not self._busy and self._queue.empty():
            self.store.append_many([item])
            return
        await self._submit(("append", item))

    async def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run any store call in the writer thread, after every write queued before it."""
        return await self._submit(("call", (fn, args)))

    async def _submit(self, job: tuple[str, Any]) -> Any:
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[Any] = loop.create_future()
        self._queue.put((job, loop, fut))
        return await fut

    def close(self) -> None:
        self._queue.put(_STOP)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        pending: Any = None
        while True:
            self._busy = pending is not None
            item = pending if pending is not None else self._queue.get()
            self._busy = True
            pending = None
            if item is _STOP:
                return
            (kind, payload), loop, fut = item
            if kind == "call":
                fn, args = payload
                try:
                    _settle(loop, fut, fn(*args), None)
                except Exception as exc:  # the caller decides; the writer keeps running
                    _settle(loop, fut, None, exc)
                continue
            batch = [(payload, loop, fut)]
            while True:  # gather every append already waiting: one commit for all of them
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is _STOP or nxt[0][0] != "append":
                    pending = nxt
                    break
                batch.append((nxt[0][1], nxt[1], nxt[2]))
            try:
                self.store.append_many([b[0] for b in batch])
            except Exception as exc:
                log.exception("could not persist %d action(s)", len(batch))
                if len(batch) > 1:  # one bad row must not fail its neighbours: retry singly
                    for one in batch:
                        try:
                            self.store.append_many([one[0]])
                            _settle(one[1], one[2], None, None)
                        except Exception as exc1:
                            _settle(one[1], one[2], None, exc1)
                else:
                    _settle(loop, fut, None, exc)
                continue
            for _, lp, f in batch:
                _settle(lp, f, None, None)


def _settle(loop: asyncio.AbstractEventLoop, fut: asyncio.Future[Any], result: Any,
            exc: BaseException | None) -> None:
    def done() -> None:
        if fut.done():
            return
        if exc is not None:
            fut.set_exception(exc)
        else:
            fut.set_result(result)
    try:
        loop.call_soon_threadsafe(done)
    except RuntimeError:  # the loop is closed: nobody waits any more
        pass
