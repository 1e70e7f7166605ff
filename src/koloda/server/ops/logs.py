"""The server's logs: lines for a person at a terminal, or one JSON object a line for a log
collector (`serve --log-format json`).

A JSON line carries the request's id (nginx's `X-Request-Id`, or one made here), the table it
concerns and the signed-in account's handle where they are known (context variables set per
request and socket by ops/gate.py), besides the time, level, logger and message. Whatever
the line says passes `redact` first: a seat's token, a session cookie, a bearer token or a
password never reaches a log, whatever logged it. Cards are never logged (a move's line names
its kind only: server/tables/room.py).
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import sys
import time
from typing import Any

#: the request (or WebSocket handshake) being served, the table it concerns, the account
REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("koloda_request",
                                                                         default=None)
TABLE_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("koloda_table",
                                                                       default=None)
ACCOUNT: contextvars.ContextVar[str | None] = contextvars.ContextVar("koloda_account",
                                                                      default=None)

FORMATS = ("text", "json")
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_SECRETS = [
    # a seat's token in a WebSocket's or a page's query
    (re.compile(r"((?:token|secret|code|password)=)[^&\s\"']+", re.I), r"\1***"),
    # an Authorization header's token, a session cookie
    (re.compile(r"(Bearer\s+)[A-Za-z0-9._~+/=-]+", re.I), r"\1***"),
    (re.compile(r"(koloda_session=)[^;\s\"']+"), r"\1***"),
    # a JSON body's secret fields, should one ever be logged
    (re.compile(r"(\"(?:password|token|secret|code|new_password)\"\s*:\s*\")[^\"]*(\")"),
     r"\1***\2"),
]
#: the tables' own lines start "table <id>: ..." (server/tables/*.py)
_TABLE_LINE = re.compile(r"^table %s\b")


def redact(line: str) -> str:
    """`line` with every secret it may hold blanked."""
    for pattern, replacement in _SECRETS:
        line = pattern.sub(replacement, line)
    return line


class JsonFormatter(logging.Formatter):
    """One JSON object a record: ts, level, logger, msg, and request_id, table, account where
    known, exc with a traceback."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(), "logger": record.name,
            "msg": redact(record.getMessage()),
        }
        request = REQUEST_ID.get()
        if request:
            out["request_id"] = request
        table = getattr(record, "table", None) or TABLE_ID.get()
        if table is None and isinstance(record.msg, str) and _TABLE_LINE.match(record.msg) \
                and isinstance(record.args, tuple) and record.args:
            table = str(record.args[0])
        if table:
            out["table"] = table
        account = getattr(record, "account", None) or ACCOUNT.get()
        if account:
            out["account"] = account
        if record.exc_info:
            out["exc"] = redact(self.formatException(record.exc_info))
        return json.dumps(out, ensure_ascii=False)


class Redacting(logging.Formatter):
    """The plain line format, redacted as the JSON one."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def configure(log_format: str = "text", level: int = logging.INFO) -> None:
    """The process's logging: every logger (uvicorn's too, which the server then leaves
    alone) writes to standard error in `log_format`."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if log_format == "json" else Redacting(TEXT_FORMAT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.handlers.clear()
        logger.propagate = True
