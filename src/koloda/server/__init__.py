"""The multiplayer server: a FastAPI app with the lobby over REST, one WebSocket per client per
table, bots in worker processes, and every table persisted as its record (see docs/protocol.md).
"""

from .app import create_app, serve

__all__ = ["create_app", "serve"]
