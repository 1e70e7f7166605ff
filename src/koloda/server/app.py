"""The application: REST lobby, WebSockets, the static web client, and `serve`."""

from __future__ import annotations

import gc
import logging
import re
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from koloda.core import Text

from . import api, ws
from .lobby import ApiError, Hub

log = logging.getLogger("koloda.server")

WEB = Path(__file__).resolve().parent.parent / "web"
PAGES = {"index": "index.html", "table": "table.html", "replay": "replay.html"}
_NO_PAGE = Text("this page of the web client is missing", "этой страницы веб-клиента нет")
_TOKEN = re.compile(r"(token=)[^&\s\"']+")


class RedactTokens(logging.Filter):
    """Blanks any `token=` in a log line (uvicorn logs WebSocket paths with their query)."""

    def filter(self, record: logging.LogRecord) -> bool:
        # Redact inside the arguments, keeping their number: uvicorn's access formatter
        # unpacks them again.
        if isinstance(record.msg, str):
            record.msg = _TOKEN.sub(r"\1***", record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_TOKEN.sub(r"\1***", a) if isinstance(a, str) else a
                                for a in record.args)
        return True


def _redact_uvicorn_logs() -> None:
    for name in ("uvicorn.access", "uvicorn.error", "uvicorn"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


def default_db() -> str:
    return f"sqlite:///{Path.cwd() / 'koloda.db'}"


def db_url(db: str | None) -> str:
    """A database URL from what a person typed: a URL as is, a bare path as a SQLite file."""
    if not db:
        return default_db()
    if "://" in db:
        return db
    return f"sqlite:///{Path(db).resolve()}"


def create_app(db_url_: str | None = None, *, bot_pool: str = "process",
               bot_workers: int | None = None, tune_gc: bool = False) -> FastAPI:
    """The FastAPI app over the database at `db_url_` (default: ./koloda.db).

    `bot_pool` is "process" (bots think in worker processes) or "thread". `tune_gc` (what
    `serve` does; it changes the whole process): after start-up, move every object so far out
    of the cyclic collector's sight and collect young objects less often, because full
    collections over a big heap are the longest pauses a busy server sees.
    """
    url = db_url(db_url_)
    _redact_uvicorn_logs()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(url, bot_pool=bot_pool, bot_workers=bot_workers)
        app.state.hub = hub
        await hub.startup()
        if tune_gc:
            gc.collect()
            gc.freeze()
            gc.set_threshold(20_000, 20, 20)
            # The database writer is a thread: hand the interpreter lock back and forth sooner
            # than the default 5 ms, or a committed move waits for the loop's turn.
            sys.setswitchinterval(0.0005)
        try:
            yield
        finally:
            await hub.shutdown()

    app = FastAPI(title="koloda", version="1",
                  description="Card games: lobby (REST) and tables (WebSocket); see "
                              "docs/protocol.md.", lifespan=lifespan)

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse({"error": exc.reason.to_json()}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        where = "; ".join(".".join(str(p) for p in e.get("loc", ())) + ": " + e.get("msg", "")
                          for e in exc.errors()[:5])
        reason = Text(f"bad request: {where}", f"неверный запрос: {where}")
        return JSONResponse({"error": reason.to_json()}, status_code=422)

    app.include_router(api.router)
    app.include_router(ws.router)

    def page(name: str) -> Response:
        path = WEB / PAGES[name]
        if not path.is_file():
            return JSONResponse({"error": _NO_PAGE.to_json()}, status_code=404)
        return FileResponse(path, media_type="text/html")

    @app.get("/", include_in_schema=False, response_model=None)
    async def index() -> Response:
        return page("index")

    @app.get("/t/{table_id}", include_in_schema=False, response_model=None)
    async def table_page(table_id: str) -> Response:
        return page("table")

    @app.get("/replay/{table_id}", include_in_schema=False, response_model=None)
    async def replay_page(table_id: str) -> Response:
        return page("replay")

    app.mount("/static", StaticFiles(directory=WEB, check_dir=False), name="static")
    return app


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | None = None) -> None:
    """Run the server until interrupted (embedded SQLite `koloda.db` unless `db` says else)."""
    import uvicorn

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(db, tune_gc=True)
    # Frames over 64 KiB are cut off by the WebSocket layer; 8 KiB..64 KiB get a polite error.
    # No per-message compression: it costs CPU for every message to every client (a context
    # per connection), and the messages are small; the event loop's time is what we lack.
    uvicorn.run(app, host=host, port=port, ws_max_size=64 * 1024, ws_per_message_deflate=False,
                log_level="info")
