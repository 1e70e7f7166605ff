"""The operator's routes: readiness on the public address (nginx and systemd ask it), and on
the operator's port only (ops/gate.py) the metrics, this process's status, its tables, and
ending a table by hand (`koloda admin`)."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from koloda.core import text

from ..http import ApiError
from .service import Ops

router = APIRouter()


def ops_of(request: Request) -> Ops:
    return request.app.state.ops  # type: ignore[no-any-return]


@router.get("/api/ready")
async def ready(request: Request) -> JSONResponse:
    """200 when this process can serve (database reachable, migrations at head, bot workers
    up, in a cluster its locks held); 503 naming the part that fails otherwise."""
    found = await ops_of(request).ready()
    return JSONResponse({"ready": found["ready"], "parts": found["parts"]},
                        status_code=200 if found["ready"] else 503)


@router.get("/metrics", include_in_schema=False)
async def metrics(request: Request) -> Response:
    """Prometheus's text format (the operator's port only)."""
    found = getattr(request.app.state, "metrics", None)
    if found is None:
        raise ApiError(404, text("server-http-404"))
    try:  # the figures every process shares, from the database
        await asyncio.to_thread(found.refresh)
    except Exception:  # the database is away: the process's own figures still count
        pass
    return Response(generate_latest(found.registry), media_type=CONTENT_TYPE_LATEST)


@router.get("/ops/status", include_in_schema=False)
async def status(request: Request) -> dict[str, Any]:
    return await ops_of(request).status()


@router.get("/ops/tables", include_in_schema=False)
async def tables(request: Request) -> list[dict[str, Any]]:
    return ops_of(request).tables()


@router.post("/ops/tables/{table_id}/end", include_in_schema=False)
async def end(table_id: str, request: Request) -> dict[str, Any]:
    """End a table this process serves (404 if it serves no such table)."""
    status_ = await ops_of(request).end(table_id)
    if status_ is None:
        raise ApiError(404, text("server-no-table", table=table_id[:24]))
    return {"table": table_id, "status": status_}
