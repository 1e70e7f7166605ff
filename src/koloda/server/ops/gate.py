"""The operator's gate, the app's outermost layer: each request's id and table for the logs,
the operator's routes kept to the operator's port, and the outcomes the metrics count by
looking at answers (sign-ins, refusals by a limit).

The operator's port is a second listening socket of the same server (`serve --ops`): a
request that arrived there may reach `/metrics` and `/ops/...` and nothing else; one that
arrived on the public address never reaches them (404, as any unknown address). The socket a
request came in on is ASGI's `server` (its local address), which no client can forge.
"""

from __future__ import annotations

import json
import re
import secrets
from typing import Any

from koloda.core import text

from .logs import REQUEST_ID, TABLE_ID

#: the operator's routes: served on the operator's port only
OPS_PATHS = ("/metrics", "/ops/")
#: nginx's $request_id (32 hex digits) or any short id a proxy sends
_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
_TABLE = re.compile(r"^/(?:api|ws)/tables/([A-Za-z0-9_-]{1,24})")
#: the ways of signing in, by path, for `koloda_signins_total`
SIGNINS = {"/api/account/signin": "password", "/api/account/signup": "signup",
           "/api/account/recover": "recovery", "/api/account/reopen": "reopen",
           "/api/account/passkey-signin": "passkey"}
#: the scope's key where the app's error handler leaves a refusal's message id
REFUSAL = "koloda.refusal"
_NOT_FOUND = json.dumps({"error": text("server-http-404").to_json()},
                        ensure_ascii=False).encode()


def is_ops(path: str) -> bool:
    return path == "/metrics" or path.startswith("/ops/")


class OpsGate:
    """See the module. `ports`: the operator's listening ports (none: no operator's port)."""

    def __init__(self, app: Any, ports: frozenset[int] = frozenset()) -> None:
        self.app, self.ports = app, ports

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        server = scope.get("server")
        on_ops = bool(self.ports) and server is not None and server[1] in self.ports
        if on_ops != is_ops(path):
            await _not_found(scope, send)
            return
        headers = dict(scope.get("headers") or [])
        given = headers.get(b"x-request-id", b"").decode("latin-1")
        REQUEST_ID.set(given if _REQUEST_ID.fullmatch(given) else secrets.token_hex(8))
        table = _TABLE.match(path)
        TABLE_ID.set(table.group(1) if table else None)
        metrics = getattr(scope["app"].state, "metrics", None) if "app" in scope else None
        if metrics is None or kind != "http":
            await self.app(scope, receive, send)
            return
        way = SIGNINS.get(path) if scope["method"] == "POST" else None
        status = 0

        async def watched(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)
        try:
            await self.app(scope, receive, watched)
        finally:
            refusal = scope.get(REFUSAL)
            if status == 429:
                metrics.limited(refusal or "server-too-many-requests")
            if way is not None and status:
                metrics.signin(way, "ok" if status < 400 else refusal or str(status))


async def _not_found(scope: dict[str, Any], send: Any) -> None:
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 4404})
        return
    await send({"type": "http.response.start", "status": 404,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(_NOT_FOUND)).encode())]})
    await send({"type": "http.response.body", "body": _NOT_FOUND})
