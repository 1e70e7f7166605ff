"""``koloda serve``: the multiplayer server (lobby, tables, browser client)."""

from __future__ import annotations

import importlib
from typing import Annotated, Any

import typer

from koloda.core import SetupError, text

from ..common import DB_ENV
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..texts import help_text


def _load_serve() -> Any:
    """`koloda.server.serve`, imported only when asked for: it pulls in FastAPI and uvicorn."""
    try:
        module = importlib.import_module("koloda.server")
        return module.serve
    except (ImportError, AttributeError) as exc:
        reason = str(exc) or type(exc).__name__
        raise SetupError(text("cli-server-missing", reason=reason)) from None


@guarded
def serve_command(
    host: Annotated[str, typer.Option(help=help_text("cli-help-host"))] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=help_text("cli-help-port"))] = 8000,
    db: Annotated[str | None, typer.Option(
        "--db", metavar="URL", envvar=DB_ENV,
        help=help_text("cli-help-serve-db"))] = None,
    cluster: Annotated[bool, typer.Option(
        "--cluster",
        help=help_text("cli-help-serve-cluster"))
    ] = False,
    bot_workers: Annotated[int | None, typer.Option(
        "--bot-workers", min=1, max=64,
        help=help_text("cli-help-serve-bot-workers"))] = None,
    log_format: Annotated[str, typer.Option(
        "--log-format", metavar="text|json",
        help=help_text("cli-help-serve-log-format"))] = "text",
    ops: Annotated[str | None, typer.Option(
        "--ops", metavar="HOST:PORT", help=help_text("cli-help-serve-ops"))] = None,
    lang: LangOption = None,
) -> None:
    """Start the multiplayer server / запустить сервер для игры по сети."""
    resolve_lang(lang)
    if log_format not in ("text", "json"):
        raise SetupError(text("server-bad-log-format", given=log_format[:20]))
    serve = _load_serve()
    serve(host, port, db, cluster=cluster, bot_workers=bot_workers, log_format=log_format,
          ops=ops)
