"""The multiplayer server: a FastAPI app with the lobby over REST, one WebSocket per client per
table, bots in worker processes, and every table persisted as its record (see docs/protocol.md).
"""

from typing import TYPE_CHECKING, Any

from koloda.core import CATALOG

if TYPE_CHECKING:
    from .app import create_app, serve

__all__ = ["create_app", "serve"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl


def __getattr__(name: str) -> Any:
    """`create_app` and `serve`, imported when first asked for: a bot worker process imports
    `koloda.server.bots` alone, and the app (FastAPI, SQLAlchemy, the accounts) is about nine
    tenths of a second of a core it does not need at each start."""
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
