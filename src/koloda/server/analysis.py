"""Post-game analysis over HTTP: a finished table's seat judged move by move by the search
(`koloda.bots.analysis`, from that seat's information only), computed once in a thread off the
event loop, one at a time for the whole server, with its progress readable while it runs, then
kept in the database with the moves labelled in both languages.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Request

from koloda.bots.analysis import analyse
from koloda.core import Text

from .api import hub_of
from .lobby import ApiError

if TYPE_CHECKING:
    from .lobby import Hub
    from .room import Room

log = logging.getLogger("koloda.server.analysis")
router = APIRouter(prefix="/api/tables")

NOT_OVER = Text("a game is analysed once it is over", "разбор — только после конца партии")
NO_SEAT = Text("there is no such seat at this table", "такого места за этим столом нет")
COSTLY = Text("this game's moves are physics simulations: it cannot be analysed",
              "ходы этой игры — физическая симуляция: её не разобрать")


class Jobs:
    """A server's analyses under way: (table, seat) -> {"done", "total"}, and the gate that lets
    one run at a time (each keeps a core busy for seconds)."""

    def __init__(self) -> None:
        self.running: dict[tuple[str, int], dict[str, int]] = {}
        self.gate = asyncio.Semaphore(1)


def _jobs(hub: Hub) -> Jobs:
    jobs = getattr(hub, "analyses", None)
    if jobs is None:
        jobs = hub.analyses = Jobs()  # type: ignore[attr-defined]
    return jobs


def labeller(room: Room, seat: int) -> Any:
    """A function giving an action's JSON its label in both languages, as `seat` reads it
    (None for None: declining to act)."""
    game, names = room.game, room.names(seat)

    def label(action: dict[str, Any] | None) -> dict[str, str] | None:
        if action is None:
            return None
        decoded = game.codec.decode(action)
        return {lang: game.describe_action(decoded, lang, names) for lang in ("en", "ru")}

    return label


def _labelled(room: Room, seat: int, data: dict[str, Any]) -> dict[str, Any]:
    """The moves of `data` with their labels in both languages, named as `seat` reads them."""
    label = labeller(room, seat)
    for decision in data["decisions"]:
        decision["played_label"] = label(decision["played"])
        decision["best_label"] = label(decision["best"])
    return data


async def _run(hub: Hub, room: Room, seat: int) -> None:
    key, jobs = (room.id, seat), _jobs(hub)
    job = jobs.running[key]
    try:
        async with jobs.gate:
            record = room.record()

            def progress(done: int, total: int) -> None:
                job["done"], job["total"] = done, total

            result = await asyncio.to_thread(analyse, record, room.game, seat, progress=progress)
            data = _labelled(room, seat, result.to_json())
            await hub.writer.call(hub.store.put_analysis, room.id, seat, data, time.time())
    except Exception:
        log.exception("table %s seat %d: the analysis failed", room.id, seat)
    finally:
        jobs.running.pop(key, None)


async def _room(request: Request, table_id: str, seat: int) -> tuple[Hub, Room]:
    hub = hub_of(request)
    room = await hub.room(table_id)
    if not 0 <= seat < room.players:
        raise ApiError(404, NO_SEAT)
    return hub, room


@router.get("/{table_id}/analysis/{seat}")
async def analysis_status(table_id: str, seat: int, request: Request) -> dict[str, Any]:
    """The seat's analysis (`status` "done"), its progress ("running": `done` of `total`
    decisions) or "none" yet."""
    hub, room = await _room(request, table_id, seat)
    job = _jobs(hub).running.get((room.id, seat))
    if job is not None:
        return {"status": "running", **job}
    stored = await hub.writer.call(hub.store.analysis, room.id, seat)
    return {"status": "done", "analysis": stored} if stored else {"status": "none"}


@router.post("/{table_id}/analysis/{seat}")
async def analysis_start(table_id: str, seat: int, request: Request) -> dict[str, Any]:
    """Start analysing a finished table's seat (nothing happens if it is done or running)."""
    hub, room = await _room(request, table_id, seat)
    if room.status != "finished":
        raise ApiError(409, NOT_OVER)
    if room.game.costly_steps:
        raise ApiError(409, COSTLY)
    key, running = (room.id, seat), _jobs(hub).running
    if key not in running and not await hub.writer.call(hub.store.analysis, room.id, seat):
        running[key] = {"done": 0, "total": 0}
        hub.spawn(_run(hub, room, seat))
    return await analysis_status(table_id, seat, request)
