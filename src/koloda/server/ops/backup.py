"""Backups of a server's database (`koloda admin backup` and `restore`; docs/deploy.md).

SQLite: the online backup API copies the database page by page from one read transaction, so
the copy is the database as it was at one moment even while a server writes to it (WAL: the
writer is never blocked). The backup is itself a SQLite file.

PostgreSQL: `pg_dump --format=custom`, one snapshot of the whole database (or of the schema a
URL's `search_path` names) taken in one transaction while the servers go on; `pg_restore`
into an empty database. Both binaries come with Debian's postgresql-client; their version
must be the server's or newer. The password, if the URL has one, is handed over in the
environment, never on a command line others can read.

A restore writes into a database no server uses (stop the processes first, or restore into a
new one and point them at it): what a server holds in memory would not follow.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

from koloda.core import SetupError, text

SQLITE_MAGIC = b"SQLite format 3\x00"
PG_MAGIC = b"PGDMP"


def backend_of(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).get_backend_name()


def backup(url: str, path: Path) -> str:
    """Copy the database at `url` to the file `path` (replaced if there); its kind. The file
    is its owner's alone (mode 0600) from its first byte: a backup holds password hashes,
    sessions and every game's hidden cards."""
    kind = backend_of(url)
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "sqlite":
        _sqlite_backup(_sqlite_path(url), path)
    elif kind == "postgresql":
        conninfo, env, schema = _libpq(url)
        command = [_binary("pg_dump"), "--format=custom", "--no-owner", "--no-privileges",
                   "--file", str(path), "--dbname", conninfo]
        if schema:
            command[1:1] = ["--schema", schema]
        _private_file(path)
        _run(command, env)
    else:
        raise SetupError(text("cli-admin-backup-kind", kind=kind))
    return kind


def restore(path: Path, url: str, replace: bool = False) -> str:
    """Put the backup `path` into the database at `url`, which must hold no koloda tables
    unless `replace`; its kind."""
    if not path.is_file():
        raise SetupError(text("cli-admin-no-backup", path=str(path)))
    with path.open("rb") as f:
        head = f.read(16)
    kind = backend_of(url)
    wanted = {"sqlite": SQLITE_MAGIC, "postgresql": PG_MAGIC}.get(kind)
    if wanted is None:
        raise SetupError(text("cli-admin-backup-kind", kind=kind))
    if not head.startswith(wanted):
        raise SetupError(text("cli-admin-backup-mismatch", path=str(path), kind=kind))
    if not replace and _has_tables(url):
        raise SetupError(text("cli-admin-restore-not-empty"))
    if kind == "sqlite":
        _sqlite_backup(path, _sqlite_path(url))
    else:
        conninfo, env, _schema = _libpq(url)
        command = [_binary("pg_restore"), "--no-owner", "--no-privileges", "--exit-on-error",
                   "--single-transaction", "--dbname", conninfo, str(path)]
        if replace:
            command[1:1] = ["--clean", "--if-exists"]
        _run(command, env)
    return kind


def _sqlite_path(url: str) -> Path:
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    if not database or database == ":memory:":
        raise SetupError(text("cli-admin-backup-kind", kind="sqlite :memory:"))
    return Path(database)


def _sqlite_backup(source: Path, target: Path) -> None:
    if not source.is_file():
        raise SetupError(text("cli-admin-no-backup", path=str(source)))
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        _private_file(target)
        dst = sqlite3.connect(target)
        try:
            # many small steps: a serving writer waits for at most one step's pages
            src.backup(dst, pages=256)
        finally:
            dst.close()
    finally:
        src.close()


def _has_tables(url: str) -> bool:
    from sqlalchemy import create_engine, inspect

    if backend_of(url) == "sqlite" and not _sqlite_path(url).exists():
        return False
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return "koloda_tables" in inspect(conn).get_table_names()
    finally:
        engine.dispose()


def _libpq(url: str) -> tuple[str, dict[str, str], str | None]:
    """libpq's URI for a SQLAlchemy URL (no password in it), the environment carrying the
    password, and the schema its search_path names (if any)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    env = dict(os.environ)
    if parsed.password:
        env["PGPASSWORD"] = str(parsed.password)
    schema = None
    options = parsed.query.get("options", ())
    for option in [options] if isinstance(options, str) else options:
        for part in option.split():
            if part.startswith("-csearch_path="):
                schema = part.split("=", 1)[1].split(",")[0] or None
    bare = parsed._replace(drivername="postgresql", password=None)
    return bare.render_as_string(hide_password=False), env, schema


def _binary(name: str) -> str:
    found = shutil.which(name, path=os.environ.get("KOLODA_PG_BIN")) or shutil.which(name)
    if found is None:
        raise SetupError(text("cli-admin-no-binary", name=name))
    return found


def _private_file(path: Path) -> None:
    """An empty file at `path` that only its owner may read or write, made before anything is
    written into it (SQLite and pg_dump then write into it and keep its mode): a backup never
    lies readable by others, even for a moment."""
    path.unlink(missing_ok=True)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _run(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        why = (done.stderr or done.stdout).strip().splitlines()
        raise SetupError(text("cli-admin-backup-failed", name=Path(command[0]).name,
                              why=why[-1][:300] if why else str(done.returncode)))
