"""`python -m koloda.server --host 127.0.0.1 --port 8000 --db sqlite:///koloda.db`"""

from __future__ import annotations

import argparse
import importlib

from koloda.core import register, text

from .app import serve


def both(msg_id: str) -> str:
    """A server message in both languages, "Port / порт": the help is shown before anything
    says which language its reader wants (as `koloda serve --help` does)."""
    phrase = text(msg_id)
    return f"{phrase.en} / {phrase.ru}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m koloda.server", add_help=False,
                                     description=both("server-help-description"))
    parser.add_argument("-h", "--help", action="help", help=both("server-help-help"))
    parser.add_argument("--host", default="127.0.0.1", help=both("server-help-host"))
    parser.add_argument("--port", type=int, default=8000, help=both("server-help-port"))
    parser.add_argument("--db", default=None, metavar="URL", help=both("server-help-db"))
    parser.add_argument("--cluster", action="store_true", help=both("server-help-cluster"))
    parser.add_argument("--bot-workers", type=int, default=None, metavar="N",
                        help=both("server-help-bot-workers"))
    parser.add_argument("--log-format", choices=("text", "json"), default="text",
                        help=both("server-help-log-format"))
    parser.add_argument("--ops", default=None, metavar="HOST:PORT", help=both("server-help-ops"))
    parser.add_argument("--load", action="append", default=[], metavar="MODULE",
                        help=both("server-help-load"))
    args = parser.parse_args(argv)
    for name in args.load:
        module = importlib.import_module(name)
        if hasattr(module, "GAME"):
            register(module.GAME)
    serve(args.host, args.port, args.db, cluster=args.cluster, bot_workers=args.bot_workers,
          log_format=args.log_format, ops=args.ops)


if __name__ == "__main__":
    main()
