"""`python -m koloda.server --host 127.0.0.1 --port 8000 --db sqlite:///koloda.db`"""

from __future__ import annotations

import argparse
import importlib

from koloda.core import register

from .app import serve


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m koloda.server",
                                     description="Run the koloda multiplayer server.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--db", default=None,
                        help="database URL or SQLite file (default: ./koloda.db)")
    parser.add_argument("--cluster", action="store_true",
                        help="one of several processes on one PostgreSQL database (see deploy/)")
    parser.add_argument("--bot-workers", type=int, default=None, help="bot worker processes")
    parser.add_argument("--load", action="append", default=[], metavar="MODULE",
                        help="import MODULE first and register its GAME (a game under "
                             "development); may be repeated")
    args = parser.parse_args(argv)
    for name in args.load:
        module = importlib.import_module(name)
        if hasattr(module, "GAME"):
            register(module.GAME)
    serve(args.host, args.port, args.db, cluster=args.cluster, bot_workers=args.bot_workers)


if __name__ == "__main__":
    main()
