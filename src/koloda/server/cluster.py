"""Several server processes on one PostgreSQL database (`koloda serve --cluster`, behind nginx:
see deploy/ and the README's "Deploying").

A process serves a table only while it owns it, and it owns it by holding a PostgreSQL advisory
lock keyed by the table's id on a connection of its own (`Leases`). Whoever creates a table
takes its lock before the table's first row is written; a process asked about a table it does
not hold tries to take the lock, and answers 503 when another process holds it (nginx then
asks the next process: `proxy_next_upstream http_503`). When a process dies, PostgreSQL ends
its connection and with it its locks; the next process asked (or the first one whose sweep
finds the table without an owner) takes the lock, rebuilds the table from its record and
carries on, bots and timers included. Two processes can never both serve one table, and even
if they did the actions' primary key (table, index) refuses a second write of an index.

The same connection takes the short locks of work one process does at a time for the whole
cluster (`hold`, `let_go`): a round pairing one "Play now" queue (server/seeks/service.py).

A single process (SQLite, or PostgreSQL without --cluster) owns every table: `Alone`.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import threading
from typing import Any

from koloda.core import text

log = logging.getLogger("koloda.server.cluster")

#: the answer of a process asked about a table another process serves (nginx retries it)
ELSEWHERE = text("server-elsewhere")
NEEDS_POSTGRES = text("server-cluster-needs-postgres")
#: the name each process's lock connection gives PostgreSQL, to count the processes alive
APPLICATION = "koloda-cluster"
#: how often a cluster process checks its lock connection and looks for tables without an owner
SWEEP_SECONDS = 1.0


def lock_key(table_id: str) -> int:
    """The advisory lock's key of a table: 64 bits of a hash of its id (signed, as PostgreSQL's
    bigint; two ids sharing a key would only have to live in one process)."""
    digest = hashlib.sha256(f"koloda-table:{table_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


class Alone:
    """One process: it owns every table."""

    cluster = False

    async def claim(self, table_id: str) -> bool:
        return True

    async def release(self, table_id: str) -> None:
        pass

    async def check(self) -> bool:
        return True

    async def unowned(self, table_ids: list[str]) -> list[str]:
        return []  # every table is this process's already

    async def processes(self) -> int:
        return 1

    async def hold(self, name: str) -> bool:
        return True  # nobody else could be doing it

    async def let_go(self, name: str) -> None:
        pass

    def close(self) -> None:
        pass


class Leases:
    """Table ownership as PostgreSQL advisory locks, held on one connection of this process."""

    cluster = True

    def __init__(self, url: str) -> None:
        from sqlalchemy.engine import make_url

        parsed = make_url(url)
        if parsed.get_backend_name() != "postgresql":
            from koloda.core import SetupError

            raise SetupError(NEEDS_POSTGRES)
        self.conninfo = parsed.set(drivername="postgresql").render_as_string(
            hide_password=False)
        self.held: set[str] = set()
        #: this cluster's name for its lock connections: the same URL (schema included) gives
        #: the same name, so two clusters on one PostgreSQL server do not count each other
        self.application = f"{APPLICATION}-{hashlib.sha256(url.encode()).hexdigest()[:12]}"
        self._lock = threading.Lock()  # one statement at a time on the connection
        self._conn: Any = None
        self._connect()

    def _connect(self) -> None:
        import psycopg

        # named, so that the processes of a cluster can count one another (`processes`)
        self._conn = psycopg.connect(self.conninfo, autocommit=True, connect_timeout=5,
                                     application_name=self.application)

    def _run(self, sql: str, *params: Any) -> Any:
        with self._lock:
            return self._conn.execute(sql, params).fetchone()[0]

    async def claim(self, table_id: str) -> bool:
        """Take the table's lock if nobody holds it; True if this process holds it now."""
        if table_id in self.held:
            return True
        got = bool(await asyncio.to_thread(self._run, "SELECT pg_try_advisory_lock(%s)",
                                           lock_key(table_id)))
        if got:
            self.held.add(table_id)
        return got

    async def release(self, table_id: str) -> None:
        """Let the table go (it left this process's memory)."""
        if table_id not in self.held:
            return
        self.held.discard(table_id)
        try:
            await asyncio.to_thread(self._run, "SELECT pg_advisory_unlock(%s)",
                                    lock_key(table_id))
        except Exception:  # the connection is gone: so is the lock
            log.warning("could not release table %s (its lock went with the connection)",
                        table_id)

    async def unowned(self, table_ids: list[str]) -> list[str]:
        """Those of `table_ids` whose lock nobody holds (one look at `pg_locks`, not one try
        a table): the tables of a process that died."""
        rows = await asyncio.to_thread(self._held_keys)
        return [t for t in table_ids if t not in self.held
                and lock_key(t) & 0xFFFFFFFFFFFFFFFF not in rows]

    def _held_keys(self) -> set[int]:
        # a bigint advisory key is kept as its high (classid) and low (objid) 32 bits
        with self._lock:
            cursor = self._conn.execute(
                "SELECT (classid::bigint << 32) | objid::bigint FROM pg_locks "
                "WHERE locktype = 'advisory' AND objsubid = 1 AND granted "
                "AND database = (SELECT oid FROM pg_database WHERE datname = "
                "current_database())")
            return {int(row[0]) for row in cursor.fetchall()}

    def work_key(self, name: str) -> int:
        """The advisory lock's key of a piece of work: of this cluster only (two clusters on
        one PostgreSQL server pair their queues apart)."""
        digest = hashlib.sha256(f"koloda-work:{self.application}:{name}".encode()).digest()
        return int.from_bytes(digest[:8], "big", signed=True)

    async def hold(self, name: str) -> bool:
        """Take the lock of a piece of work if no process holds it (never waits): True if this
        process may do it now. A process that dies lets it go with its connection."""
        try:
            return bool(await asyncio.to_thread(self._run, "SELECT pg_try_advisory_lock(%s)",
                                                self.work_key(name)))
        except Exception:  # the connection is gone: `check` opens a new one
            log.warning("could not take the lock of %s", name)
            return False

    async def let_go(self, name: str) -> None:
        try:
            await asyncio.to_thread(self._run, "SELECT pg_advisory_unlock(%s)",
                                    self.work_key(name))
        except Exception:  # the connection is gone: so is the lock
            pass

    async def processes(self) -> int:
        """How many processes of this cluster are alive now: those whose lock connection is
        open on this database (at least this one). The limits kept in each process's memory
        are divided among them (server/limits.py)."""
        count = await asyncio.to_thread(
            self._run, "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s "
            "AND datname = current_database()", self.application)
        return max(1, int(count))

    async def check(self) -> bool:
        """Whether the locks are still held (their connection alive). False: they are all
        lost; a new connection is opened for the next claims."""
        try:
            await asyncio.to_thread(self._run, "SELECT 1")
            return True
        except Exception:
            log.error("the lock connection to PostgreSQL is lost: every table is let go")
            self.held.clear()
            try:
                self._conn.close()
            except Exception:
                pass
            try:
                await asyncio.to_thread(self._connect)
            except Exception:
                log.exception("could not reconnect to PostgreSQL")
            return False

    def close(self) -> None:
        try:
            self._conn.close()
        except Exception:
            pass


def ownership(url: str, cluster: bool) -> Alone | Leases:
    return Leases(url) if cluster else Alone()
