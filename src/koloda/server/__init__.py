"""The multiplayer server: a FastAPI app with the lobby over REST, one WebSocket per client per
table, bots in worker processes, and every table persisted as its record (see docs/protocol.md).
"""

from koloda.core import CATALOG

from .app import create_app, serve

__all__ = ["create_app", "serve"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
