"""``koloda cluster``: try several server processes behind nginx on this machine (one
PostgreSQL database, nginx on loopback; see deploy/ and the README's "Deploying")."""

from __future__ import annotations

import time
from typing import Annotated

import typer

from koloda.core import SetupError, text

from ..common import DB_ENV, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..texts import help_text


@guarded
def cluster_command(
    db: Annotated[str, typer.Option(
        "--db", metavar="URL", envvar=DB_ENV,
        help=help_text("cli-help-cluster-db"))],
    processes: Annotated[int, typer.Option(
        "--processes", "-n", min=1, max=64,
        help=help_text("cli-help-processes"))] = 2,
    port: Annotated[int, typer.Option(help=help_text("cli-help-nginx-port"))] = 8000,
    bot_workers: Annotated[int, typer.Option(
        "--bot-workers", min=1, max=64,
        help=help_text("cli-help-cluster-bot-workers"))] = 1,
    log_format: Annotated[str, typer.Option(
        "--log-format", metavar="text|json",
        help=help_text("cli-help-serve-log-format"))] = "text",
    lang: LangOption = None,
) -> None:
    """Run N server processes behind nginx on loopback / запустить N процессов сервера за nginx."""
    language = resolve_lang(lang)
    from koloda.server.deploy import LocalCluster  # imported here: it pulls in the server

    if log_format not in ("text", "json"):
        raise SetupError(text("server-bad-log-format", given=log_format[:20]))
    cluster = LocalCluster(db, processes=processes, port=port, bot_workers=bot_workers,
                           log_format=log_format)
    with cluster:
        out = stdout()
        out.print(text("cli-cluster-running", url=str(cluster.url), n=str(processes),
                       folder=str(cluster.folder)).get(language), highlight=False)
        for i in range(processes):
            out.print(text("cli-cluster-process", i=str(i),
                           url=str(cluster.process_url(i))).get(language), highlight=False)
            out.print(text("cli-cluster-ops", i=str(i),
                           url=str(cluster.ops_url(i))).get(language), highlight=False)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            out.print(text("cli-stopped").get(language))
