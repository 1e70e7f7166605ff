"""The application: REST lobby, WebSockets, the static web client, and `serve`."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import math
import os
import re
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path, PurePosixPath
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException as StarletteHTTPException

from koloda.core import SetupError, text
from koloda.core.text import CATALOG, cut

from . import app_install, collector, game_files, lessons
from .analysis import api as analysis_api
from .analysis import hints
from .analysis import service as analyses
from .bus import AccountClosing, Bus
from .chat import api as chat_api
from .chat import db as chat_db
from .chat import service as chat
from .cluster import NEEDS_POSTGRES
from .correspondence import api as correspondence_api
from .correspondence.service import Correspondence
from .headers import SecurityHeaders
from .http import ApiError
from .limits import TOO_MANY_REQUESTS, Limits, body_too_large, client_id, limits_from_env
from .lobby import api as lobby_api
from .lobby.service import Lobby
from .moderation import api as moderation_api
from .moderation.service import Moderation
from .notifications import api as notifications_api
from .notifications import db as notifications_db
from .notifications.service import Notifications
from .ops import api as ops_api
from .ops import logs as ops_logs
from .ops.gate import REFUSAL, OpsGate
from .ops.metrics import Metrics
from .ops.service import Ops, migrations
from .people import accounts_api, friends_api, passkeys_api, players_api
from .people.friends import Friends
from .rated import api as rated_api
from .seeks import api as seeks_api
from .seeks.service import Seeks
from .store import rename_seats
from .tables import ws
from .tournaments import api as tournaments_api
from .tournaments import db as tournaments_db
from .tournaments.service import Tournaments

log = logging.getLogger("koloda.server")

WEB = Path(__file__).resolve().parent.parent / "web"
PAGES = {"index": "index.html", "table": "table.html", "replay": "replay.html",
         "learn": "learn.html", "analysis": "analysis.html", "account": "account.html",
         "profile": "profile.html", "tournaments": "tournaments.html",
         "tournament": "tournament.html", "leaderboard": "leaderboard.html",
         "not_found": "notfound.html"}
#: the address of each page (the page reads the table's or the game's id, or the handle, from it)
ROUTES = {"/": "index", "/t/{table_id}": "table", "/analysis/{table_id}": "analysis",
          "/learn/{game_id}": "learn", "/replay/{table_id}": "replay", "/account": "account",
          "/@/{handle}": "profile", "/tournaments": "tournaments",
          "/tournaments/{tournament_id}": "tournament", "/leaderboard": "leaderboard"}
#: addresses that are never pages: an unknown one there is answered in JSON whoever asks
NOT_PAGES = ("/api/", "/ws/", "/static/")
_NO_PAGE = text("server-no-page")
_HTTP_REASONS = {
    400: text("server-http-400"),
    404: text("server-http-404"),
    405: text("server-http-405"),
}
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


def wants_page(request: Request) -> bool:
    """Whether a request is a browser opening an address (a GET asking for HTML, outside the
    API, the sockets and the client's files): an unknown one gets the not-found page."""
    if request.method not in ("GET", "HEAD") or request.url.path.startswith(NOT_PAGES):
        return False
    return "text/html" in request.headers.get("accept", "").lower()


def default_db() -> str:
    return f"sqlite:///{Path.cwd() / 'koloda.db'}"


def db_url(db: str | None) -> str:
    """A database URL from what a person typed: a URL as is, a bare path as a SQLite file."""
    if not db:
        return default_db()
    if "://" in db:
        return db
    return f"sqlite:///{Path(db).resolve()}"


def closing_bus() -> Bus:
    """A bus for closing an account with no server at hand (the operator's `koloda admin
    disable-account`): what each feature writes inside the closing transaction
    (`AccountClosing`), as its service subscribes it in a server (the tables and the chat
    rename a deleted account; tournaments withdraw its entries; notifications forget its
    devices). A feature that starts reacting there is added here too
    (tests/server/test_moderation.py counts both)."""
    bus = Bus()

    def renamed(event: AccountClosing) -> None:
        if event.status == "deleted":
            rename_seats(event.conn, event.account_id, event.name or "")

    def lines_renamed(event: AccountClosing) -> None:
        if event.status == "deleted":
            chat_db.rename_account(event.conn, event.account_id, event.name or "")

    bus.subscribe(AccountClosing, renamed)
    bus.subscribe(AccountClosing, lines_renamed)
    bus.subscribe(AccountClosing,
                  lambda e: tournaments_db.withdraw_everywhere(e.conn, e.account_id))
    bus.subscribe(AccountClosing, lambda e: notifications_db.forget_account(e.conn, e.account_id))
    return bus


class BodyLimit:
    """Refuses a request body over `limit` bytes (413) before reading the rest of it: by its
    declared length at once, or while it streams in. A body within the limit is handed on
    whole, so the app reads it as usual."""

    def __init__(self, app: Any, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await self._refuse(send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            size += len(message.get("body", b""))
            if size > self.limit:
                await self._refuse(send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        body, delivered = b"".join(chunks), False

        async def replay() -> dict[str, Any]:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        await self.app(scope, replay, send)

    async def _refuse(self, send: Any) -> None:
        payload = json.dumps({"error": body_too_large(self.limit).to_json()},
                             ensure_ascii=False).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(payload)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": payload})


@functools.cache
def _too_many_requests() -> bytes:
    """The 429 body, formatted once: a flood is refused without formatting it each time."""
    return json.dumps({"error": TOO_MANY_REQUESTS.to_json()}, ensure_ascii=False).encode()


class RestLimit:
    """The request-rate limit of the REST API (/api/...): per address and per browser client
    id, a burst and then a steady rate (`Limits.rest_*`, shared among a cluster's processes).
    Over it: 429 with `Retry-After`, answered only after a pause as long as the wait (at most
    a second), so a client that hammers the server is slowed to its rate rather than served
    refusals as fast as it can ask. Checked before routing: a refusal costs almost nothing."""

    #: the longest a refusal is held back (seconds)
    MAX_PAUSE = 1.0

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/") \
                or scope["path"] in ("/api/health", "/api/ready"):
            await self.app(scope, receive, send)
            return
        hub: Lobby = scope["app"].state.hub
        wait = self.wait(hub, scope)
        if wait <= 0:
            await self.app(scope, receive, send)
            return
        await asyncio.sleep(min(wait, self.MAX_PAUSE))
        payload = _too_many_requests()
        await send({"type": "http.response.start", "status": 429,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(payload)).encode()),
                                (b"retry-after", str(max(1, math.ceil(wait))).encode())]})
        await send({"type": "http.response.body", "body": payload})

    @staticmethod
    def wait(hub: Lobby, scope: dict[str, Any]) -> float:
        """Take one request from the address's and the client's allowances; the longer wait."""
        limits, buckets = hub.limits, hub.rest_buckets
        address = (scope.get("client") or ("?",))[0]
        wait = buckets.wait(("address", address), hub.share(limits.rest_burst_address),
                            hub.share(limits.rest_per_second_address))
        header = dict(scope.get("headers") or []).get(b"x-koloda-client")
        client = client_id(header.decode("latin-1")) if header else None
        if client is not None:
            wait = max(wait, buckets.wait(("client", client), hub.share(limits.rest_burst_client),
                                          hub.share(limits.rest_per_second_client)))
        return wait


class ClientFiles(StaticFiles):
    """The web client's own files only: a path whose extension is not one of the client's
    (`SERVED`) is not found, so nothing else in the package folder (Python, notes) is
    served.

    A file is at its plain address (`/static/js/lobby.js`, asked again each time) and at the
    build's (`/static/v/<build>/js/lobby.js`, kept for good: the build is a hash of every
    file), where the pages name it (`app_install.Build`). An address of another build (a page
    still open from before a deploy; in a rolling upgrade, a process not yet restarted asked
    for the next build's file) gets this process's file, asked again each time, and every
    answer says its build (`X-Koloda-Build`). HTML names the build's files wherever it is
    served from."""

    SERVED = frozenset({".js", ".css", ".html", ".svg", ".png", ".ftl", ".json", ".woff2",
                        ".webp", ".ico"})

    def __init__(self, build: app_install.Build, **options: Any) -> None:
        super().__init__(**options)
        self.build = build

    async def get_response(self, path: str, scope: dict[str, Any]) -> Response:
        if PurePosixPath(path).suffix.lower() not in self.SERVED:
            raise StarletteHTTPException(status_code=404)
        parts = path.split("/", 2)
        version = None
        if len(parts) == 3 and parts[0] == "v":
            version, path = parts[1], parts[2]
        if path.lower().endswith(".html"):
            full, _ = self.lookup_path(path)
            if not full:
                raise StarletteHTTPException(status_code=404)
            response = self.build.html_response(Path(full), Headers(scope=scope))
        else:
            response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = (app_install.IMMUTABLE
                                             if version == self.build.version
                                             else app_install.NO_CACHE)
        # which build answered: in a rolling upgrade a process still on the last one may
        # answer an address of the next, and the service worker keeps no such file
        response.headers[app_install.BUILD_HEADER] = self.build.version
        return response


def create_app(db_url_: str | None = None, *, bot_pool: str = "process",
               bot_workers: int | None = None, tune_gc: bool = False,
               limits: Limits | None = None, cluster: bool = False, metrics: bool = False,
               ops_ports: frozenset[int] = frozenset(), process: str | None = None) -> FastAPI:
    """The FastAPI app over the database at `db_url_` (default: ./koloda.db).

    `bot_pool` is "process" (bots think in worker processes) or "thread". `tune_gc` (what
    `serve` does; it changes the whole process): the cyclic collector's policy for serving
    (server/collector.py), whose long passes are the longest pauses a busy server sees.
    `cluster`: one of several processes on one PostgreSQL database (server/cluster.py).
    `metrics`: count what Prometheus reads (server/ops/metrics.py); `ops_ports`: the operator's
    listening ports, where `/metrics` and `/ops/...` answer (server/ops/gate.py); `process`:
    this process's name in them.
    """
    url = db_url(db_url_)
    limits = limits or Limits()
    _redact_uvicorn_logs()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # a catalog compiled once it is used often (core/text.py) compiles on a thread of its
        # own in a process that serves, not inside the move or refusal whose line reached the
        # count: that would hold every table of the process for 0.07-0.36 s
        CATALOG.background = True
        hub = Lobby(url, bot_pool=bot_pool, bot_workers=bot_workers, limits=limits,
                    cluster=cluster)
        app.state.hub = hub
        app.state.ops = Ops(hub, process or str(os.getpid()))
        if metrics:  # before any table is made: the hub's probe, bots and store measured
            app.state.metrics = Metrics(process)
            app.state.metrics.install(hub)
        chat.listen(hub)  # a deleted account's lines renamed
        # notifications: the bell and Web Push, from what the other features publish (before
        # the tables are rebuilt, so that nothing they publish goes unheard)
        app.state.notifications = Notifications(hub, app.state.ops.process)
        await hub.startup()
        if metrics:
            app.state.metrics.migration = (await asyncio.to_thread(migrations, hub.store))[0] or ""
        # "Play now": the seekers' queues, paired in rounds while the hub runs (seeks/)
        app.state.seeks = Seeks(hub)
        hub.spawn(app.state.seeks.run())
        # tournaments: each one's clock and pairing, and their games' results (tournaments/)
        app.state.tournaments = Tournaments(hub)
        hub.spawn(app.state.tournaments.run())
        # friends: challenges told to every page's event stream, who is online (people/friends.py)
        app.state.friends = Friends(hub)
        hub.spawn(app.state.friends.run())
        # moderation: reports, the detectors' flags (the bus's Flagged), the moderators' actions
        app.state.moderation = Moderation(hub)
        hub.spawn(app.state.notifications.run())
        # correspondence: the resting tables' deadlines swept from the database, vacations
        app.state.correspondence = Correspondence(hub)
        hub.spawn(app.state.correspondence.run())
        # post-game analyses: the jobs kept in the database run, those of a stopped process too
        hub.spawn(analyses.run(hub, app.state.ops.process))
        if tune_gc:
            collector.settle_after_start()
            # The database writer is a thread: hand the interpreter lock back and forth sooner
            # than the default 5 ms, or a committed move waits for the loop's turn.
            sys.setswitchinterval(0.0005)
        try:
            yield
        finally:
            if metrics:
                app.state.metrics.uninstall()
            await hub.shutdown()
            accounts = getattr(app.state, "accounts", None)
            if accounts is not None:  # its password-hashing threads
                accounts.passwords.close()

    app = FastAPI(title="koloda", version="1",
                  description="Card games: lobby (REST) and tables (WebSocket); see "
                              "docs/protocol.md.", lifespan=lifespan)

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, exc: ApiError) -> JSONResponse:
        _request.scope[REFUSAL] = exc.reason.id  # the metrics count refusals by reason
        return JSONResponse({"error": exc.reason.to_json()}, status_code=exc.status,
                            headers=getattr(exc, "headers", None))  # Retry-After of a 429

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # the locations may hold a client's own keys: each quoted short (`cut`), and never
        # text that cannot be encoded
        where = "; ".join(".".join(cut(str(p)) for p in e.get("loc", ())) + ": "
                          + e.get("msg", "") for e in exc.errors()[:5])
        where = where.encode("utf-8", "replace").decode("utf-8")[:500]
        reason = text("server-bad-request", where=where)
        return JSONResponse({"error": reason.to_json()}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        # An unknown address opened in a browser: a page in its language with a way back
        # (notfound.html), still a 404; an API client (one that does not ask for HTML) keeps
        # the JSON below.
        if exc.status_code == 404 and wants_page(request):
            return page("not_found", request, status_code=404)
        # FastAPI's own refusals (a body it cannot parse, e.g. nested too deeply; an unknown
        # path) in the protocol's shape, in both languages
        reason = _HTTP_REASONS.get(exc.status_code) or text("server-http-error",
                                                            status=str(exc.status_code))
        return JSONResponse({"error": reason.to_json()}, status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    app.add_middleware(accounts_api.SameOrigin)  # no other site acts with a sign-in's cookie
    app.add_middleware(BodyLimit, limit=limits.max_body)
    app.add_middleware(RestLimit)  # a refused request is not even read
    # outermost: the operator's routes kept to the operator's port, each request's id
    app.add_middleware(OpsGate, ports=ops_ports)
    app.include_router(lobby_api.router)
    app.include_router(chat_api.router)
    app.include_router(game_files.router)  # a game's own browser files, before /static
    app.include_router(accounts_api.router)
    app.include_router(players_api.router)
    app.include_router(friends_api.router)
    app.include_router(rated_api.router)
    app.include_router(seeks_api.router)
    app.include_router(correspondence_api.router)
    app.include_router(tournaments_api.router)
    app.include_router(moderation_api.router)
    app.include_router(notifications_api.router)
    app.include_router(passkeys_api.router)
    app.include_router(lessons.router)
    app.include_router(analysis_api.router)
    app.include_router(hints.router)
    app.include_router(ws.router)
    app.include_router(ops_api.router)

    build = app_install.Build.of(WEB, ClientFiles.SERVED)  # once: this deploy's files
    # outermost of all: every answer, a refusal too, says what a page may run (headers.py)
    app.add_middleware(SecurityHeaders, csp=build.csp)

    def page(name: str, request: Request, status_code: int = 200) -> Response:
        path = WEB / PAGES[name]
        if not path.is_file():
            return JSONResponse({"error": _NO_PAGE.to_json()}, status_code=404)
        # asked again each time (a 304 when unchanged) rather than reused by its age, so the
        # service worker sees when the server is gone; it names this build's files
        return build.html_response(path, request.headers, status_code=status_code)

    def page_route(name: str) -> Any:
        async def serve_page(request: Request) -> Response:
            return page(name, request)
        return serve_page

    # Each page's address; the page itself reads the id (table, game) from it.
    for route, name in ROUTES.items():
        app.add_api_route(route, page_route(name), methods=["GET"], include_in_schema=False,
                          response_model=None)

    # the installable app: /sw.js and /manifest.webmanifest, at the root for the worker's scope
    app_install.add_routes(app, WEB, build)
    app.mount("/static", ClientFiles(build, directory=WEB, check_dir=False), name="static")
    return app


#: the kernel's receive buffer for each client connection. Small on purpose: a client's
#: messages are at most 8 KiB, and the server parses whatever one read brings in one go, so a
#: flooding client can make each read cost the event loop at most this much parsing (a few
#: milliseconds of tiny frames), never the hundreds of kilobytes a default buffer holds.
RECEIVE_BUFFER = 16 * 1024


def listening_socket(host: str, port: int) -> socket.socket:
    """The server's listening socket; accepted connections inherit its receive buffer."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RECEIVE_BUFFER)
    sock.bind((host, port))
    return sock


def ops_address(given: str, port: int) -> tuple[str, int]:
    """The operator's HOST:PORT (a bare port is on loopback), another port than `port`."""
    host, _, number = given.rpartition(":")
    if not number.isdigit() or not 0 < int(number) < 65536 or int(number) == port:
        raise SetupError(text("server-bad-ops", given=given[:40]))
    return host.strip("[]") or "127.0.0.1", int(number)


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | None = None,
          cluster: bool = False, bot_workers: int | None = None, log_format: str = "text",
          ops: str | None = None) -> None:
    """Run the server until interrupted (embedded SQLite `koloda.db` unless `db` says else).
    `cluster`: one of several processes on one PostgreSQL database behind nginx, which passes
    the client's address in X-Forwarded-For (trusted from loopback only). `log_format`: "text"
    or "json" (server/ops/logs.py). `ops`: the operator's HOST:PORT, where the metrics and
    `/ops/...` answer (off without it)."""
    import uvicorn

    ops_logs.configure(log_format)
    if cluster and db_url(db).startswith("sqlite"):
        raise SetupError(NEEDS_POSTGRES)
    ops_at = ops_address(ops, port) if ops else None
    app = create_app(db, tune_gc=True, cluster=cluster, bot_workers=bot_workers,
                     limits=limits_from_env(), metrics=ops_at is not None,
                     ops_ports=frozenset({ops_at[1]}) if ops_at else frozenset(),
                     process=f"{socket.gethostname()}:{port}")
    # Frames over 64 KiB are cut off by the WebSocket layer; 8 KiB..64 KiB get a polite error.
    # No per-message compression: it costs CPU for every message to every client (a context
    # per connection), and the messages are small; the event loop's time is what we lack.
    # log_config=None: uvicorn's loggers write through ours (ops.logs.configure)
    config = uvicorn.Config(app, ws_max_size=64 * 1024, ws_per_message_deflate=False,
                            log_level="info", log_config=None, proxy_headers=cluster,
                            forwarded_allow_ips="127.0.0.1" if cluster else None)
    sockets = [listening_socket(host, port)]
    if ops_at is not None:
        sockets.append(listening_socket(*ops_at))
        log.info("the operator's port: http://%s:%d/metrics", *ops_at)
    log.info("koloda on http://%s:%d", host, port)

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            # the pages' event streams never end by themselves, and uvicorn waits for open
            # responses before it stops: they end first (people/friends.py)
            friends = getattr(app.state, "friends", None)
            if friends is not None:
                friends.close()
            super().handle_exit(sig, frame)

    Server(config).run(sockets=sockets)
