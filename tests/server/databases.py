"""The databases the server suite runs on: embedded SQLite, and PostgreSQL when one is running
(`scripts/with-postgres`, which `make test` uses, starts a throwaway cluster and sets
KOLODA_TEST_POSTGRES). Each test module (or test) gets a database of its own.

A new database is a copy of one migrated once (a file copied for SQLite; for PostgreSQL a
database made from a template database, itself migrated once for the whole run): migrating
from nothing costs up to a second of a core on PostgreSQL, and the suite makes hundreds of
databases. The migrations' own tests ask for an empty one (`empty=True`): a fresh SQLite file,
or a fresh PostgreSQL schema named in the URL's search_path."""

from __future__ import annotations

import os
import sqlite3
import tempfile
import uuid
from pathlib import Path

import pytest
from sqlalchemy import Connection, create_engine, text

from koloda.server.store import make_engine, migrate

BACKENDS = ("sqlite", "postgresql")
POSTGRES = os.environ.get("KOLODA_TEST_POSTGRES")
NO_POSTGRES = ("no PostgreSQL here: run the tests beside a throwaway cluster with "
               "`scripts/with-postgres .venv/bin/pytest tests/server` (`make test` does)")
#: the PostgreSQL template every new database is copied from, and the schema koloda's tables
#: are in there (named in each copy's URL, as a site in a schema of its own would be)
TEMPLATE, SCHEMA = "koloda_migrated", "koloda"
#: the advisory lock the test processes take in turns to make the template once
TEMPLATE_LOCK = 0x6B6F6C6F6474


def fresh_url(backend: str, folder: Path, *, empty: bool = False) -> str:
    """The URL of a new database on `backend`, at the newest schema (or `empty`); skips when
    PostgreSQL is not running."""
    if backend == "sqlite":
        path = folder / f"koloda-{uuid.uuid4().hex[:8]}.db"
        if not empty:
            _copy_sqlite(_sqlite_template(), path)
        return f"sqlite:///{path}"
    if not POSTGRES:
        if os.environ.get("KOLODA_REQUIRE_POSTGRES"):  # CI: a skip would hide a missing install
            pytest.fail(NO_POSTGRES)
        pytest.skip(NO_POSTGRES)
    return _empty_schema() if empty else _copy_of_template()


_sqlite_migrated: Path | None = None


def _sqlite_template() -> Path:
    """A SQLite file at the newest schema, migrated once a process."""
    global _sqlite_migrated
    if _sqlite_migrated is None:
        path = Path(tempfile.mkdtemp(prefix="koloda-template-")) / "migrated.db"
        engine = make_engine(f"sqlite:///{path}")
        try:
            migrate(engine)
        finally:
            engine.dispose()
        _sqlite_migrated = path
    return _sqlite_migrated


def _copy_sqlite(source: Path, target: Path) -> None:
    """Copy a SQLite database with SQLite's online backup (its WAL included)."""
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    src.close()
    dst.close()


def _empty_schema() -> str:
    assert POSTGRES is not None
    schema = f"t_{uuid.uuid4().hex[:16]}"
    engine = create_engine(POSTGRES)
    try:
        with engine.begin() as conn:
            conn.execute(text(f"CREATE SCHEMA {schema}"))
    finally:
        engine.dispose()
    return f"{POSTGRES}?options=-csearch_path%3D{schema}"


def _database_url(name: str) -> str:
    assert POSTGRES is not None
    return f"{POSTGRES.rsplit('/', 1)[0]}/{name}?options=-csearch_path%3D{SCHEMA}"


_template_made = False


def _copy_of_template() -> str:
    """A new PostgreSQL database copied from the template (made first if no process has)."""
    global _template_made
    assert POSTGRES is not None
    name = f"t_{uuid.uuid4().hex[:16]}"
    admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            if not _template_made:
                conn.execute(text("SELECT pg_advisory_lock(:key)"), {"key": TEMPLATE_LOCK})
                try:
                    made = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :name"),
                                        {"name": TEMPLATE}).first()
                    if made is None:
                        _make_template(conn)
                finally:
                    conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": TEMPLATE_LOCK})
                _template_made = True
            conn.execute(text(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}"))
    finally:
        admin.dispose()
    return _database_url(name)


def _make_template(conn: Connection) -> None:
    conn.execute(text(f"CREATE DATABASE {TEMPLATE}"))
    engine = create_engine(_database_url(TEMPLATE).split("?")[0])
    try:
        with engine.begin() as c:
            c.execute(text(f"CREATE SCHEMA {SCHEMA}"))
    finally:
        engine.dispose()
    engine = make_engine(_database_url(TEMPLATE))
    try:
        migrate(engine)
    finally:
        engine.dispose()  # a template may be copied only while nobody is connected to it
