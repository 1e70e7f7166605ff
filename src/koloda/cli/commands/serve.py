"""``koloda serve``: the multiplayer server (lobby, tables, browser client)."""

from __future__ import annotations

import importlib
from typing import Annotated, Any

import typer

from koloda.core import SetupError

from .. import texts
from ..errors import guarded
from ..lang import LangOption, resolve_lang


def _load_serve() -> Any:
    """`koloda.server.serve`, imported only when asked for: it pulls in FastAPI and uvicorn."""
    try:
        module = importlib.import_module("koloda.server")
        return module.serve
    except (ImportError, AttributeError) as exc:
        msg = texts.SERVER_MISSING
        reason = str(exc) or type(exc).__name__
        raise SetupError(msg.en.format(reason=reason), msg.ru.format(reason=reason)) from None


@guarded
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on / адрес")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port / порт")] = 8000,
    db: Annotated[str | None, typer.Option(
        "--db", metavar="URL",
        help="SQLAlchemy database URL (default: embedded SQLite) / "
             "адрес базы данных SQLAlchemy (по умолчанию встроенная SQLite)")] = None,
    cluster: Annotated[bool, typer.Option(
        "--cluster",
        help="One of several processes on one PostgreSQL database behind nginx (see deploy/) / "
             "один из нескольких процессов на общей базе PostgreSQL за nginx (см. deploy/)")
    ] = False,
    bot_workers: Annotated[int | None, typer.Option(
        "--bot-workers", min=1, max=64,
        help="Bot worker processes (default: cores - 1, 2 to 4) / "
             "процессов для ботов (по умолчанию: ядер - 1, от 2 до 4)")] = None,
    lang: LangOption = None,
) -> None:
    """Start the multiplayer server / запустить сервер для игры по сети."""
    resolve_lang(lang)
    serve = _load_serve()
    serve(host, port, db, cluster=cluster, bot_workers=bot_workers)
