"""What the operator asks a process: is it ready to serve (its database reachable, its schema at
the migrations' head, its bot workers up, in a cluster its lock connection), what it runs
(version, migrations, tables), and to end a table or close an account by hand."""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy import text as sql

from koloda import __version__

from ..store import Store, alembic_config

if TYPE_CHECKING:
    from ..lobby.service import Lobby

log = logging.getLogger("koloda.server.ops")

#: the longest a readiness check waits for the database
DB_SECONDS = 2.0


@functools.cache
def head() -> str:
    """The newest migration this koloda has."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head() or ""


def migrations(store: Store) -> tuple[str | None, str]:
    """The database's migration and the newest one this koloda has (blocking)."""
    from alembic.runtime.migration import MigrationContext

    with store.engine.connect() as conn:
        current = MigrationContext.configure(conn).get_current_revision()
    return current, head()


def _database(store: Store) -> tuple[str | None, str]:
    with store.engine.connect() as conn:
        conn.execute(sql("SELECT 1"))
    return migrations(store)


class Ops:
    """The operator's questions and actions on one process."""

    def __init__(self, hub: Lobby, process: str) -> None:
        self.hub, self.process = hub, process
        self.started = time.time()

    async def ready(self) -> dict[str, Any]:
        """Each part's state ("ok" or why not) and whether all are ok."""
        hub = self.hub
        parts: dict[str, str] = {}
        current: str | None = None
        newest = ""
        try:
            # this koloda's newest migration is read from its files once a process, outside
            # the database's time: a process just started on a busy machine may take seconds
            await asyncio.to_thread(head)
            current, newest = await asyncio.wait_for(
                asyncio.to_thread(_database, hub.store), DB_SECONDS)
            parts["database"] = "ok"
            parts["migrations"] = "ok" if current == newest else f"at {current}, head {newest}"
        except Exception as exc:  # unreachable, or too slow to count as reachable
            parts["database"] = type(exc).__name__
            parts["migrations"] = "unknown"
        parts["bots"] = _bots(hub.bots)
        if hub.owner.cluster:
            parts["locks"] = "ok" if await hub.owner.check() else "lost"
        return {"ready": all(v == "ok" for v in parts.values()), "parts": parts,
                "migration": current, "head": newest}

    async def status(self) -> dict[str, Any]:
        """This process: its name, version, migrations, tables and readiness."""
        ready = await self.ready()
        counts: dict[str, int] = {}
        for room in list(self.hub.rooms.values()):
            counts[room.status] = counts.get(room.status, 0) + 1
        return {"process": self.process, "pid": os.getpid(), "version": __version__,
                "started": round(self.started, 3), "cluster": self.hub.owner.cluster,
                "processes": self.hub.processes, "tables": counts, **ready}

    def tables(self) -> list[dict[str, Any]]:
        """The tables in this process's memory, newest first."""
        out = []
        for room in list(self.hub.rooms.values()):
            out.append({"id": room.id, "game": room.game.id, "status": room.status,
                        "version": room.version, "created": room.created,
                        "seats": [{"name": s.name, "kind": s.kind, "account": s.account}
                                  for s in room.seats],
                        "connected": len(room.conns)})
        out.sort(key=lambda t: -(t["created"] or 0))
        return out

    async def end(self, table_id: str) -> str | None:
        """End a table by hand: a game under way is abandoned (its record kept, replayable),
        an open table closed. Its status after, or None if this process does not serve it."""
        room = self.hub.rooms.get(table_id)
        if room is None:
            return None
        if room.status == "playing":
            await room.abandon()
        elif room.status == "open":
            async with room.lock:
                room.status = "closed"
                await room.persist()
            room.broadcast()
        log.info("table %s ended by the operator (now %s)", table_id, room.status)
        return str(room.status)


def _bots(bots: Any) -> str:
    workers = getattr(bots, "workers", None)
    if workers is None:  # threads: always there
        return "ok"
    if not workers:
        return "not started"
    dead = sum(1 for w in workers if not w.process.is_alive())
    return "ok" if not dead else f"{dead} of {len(workers)} down"
