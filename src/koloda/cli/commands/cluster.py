"""``koloda cluster``: try several server processes behind nginx on this machine (one
PostgreSQL database, nginx on loopback; see deploy/ and the README's "Deploying")."""

from __future__ import annotations

import time
from typing import Annotated

import typer

from koloda.core import Text

from ..common import stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang

# "processes: N", not "N processes": the number agrees with no noun (1 process, 5 процессов)
RUNNING = Text("koloda on {url}, behind nginx; processes: {n} (logs in {folder}); Ctrl+C stops "
               "them", "koloda на {url}, за nginx; процессов: {n} (журналы в {folder}); Ctrl+C "
               "остановит их")
PROCESS = Text("  process {i}: {url}", "  процесс {i}: {url}")
STOPPED = Text("stopped", "остановлено")


@guarded
def cluster_command(
    db: Annotated[str, typer.Option(
        "--db", metavar="URL",
        help="PostgreSQL database URL (postgresql+psycopg://...) / адрес базы PostgreSQL")],
    processes: Annotated[int, typer.Option(
        "--processes", "-n", min=1, max=64,
        help="koloda processes / процессов koloda")] = 2,
    port: Annotated[int, typer.Option(help="nginx's port / порт nginx")] = 8000,
    bot_workers: Annotated[int, typer.Option(
        "--bot-workers", min=1, max=64,
        help="bot worker processes of each / процессов для ботов у каждого")] = 1,
    lang: LangOption = None,
) -> None:
    """Run N server processes behind nginx on loopback / запустить N процессов сервера за nginx."""
    language = resolve_lang(lang)
    from koloda.server.deploy import LocalCluster  # imported here: it pulls in the server

    cluster = LocalCluster(db, processes=processes, port=port, bot_workers=bot_workers)
    with cluster:
        out = stdout()
        out.print(RUNNING.get(language).format(url=cluster.url, n=processes,
                                               folder=cluster.folder), highlight=False)
        for i in range(processes):
            out.print(PROCESS.get(language).format(i=i, url=cluster.process_url(i)),
                      highlight=False)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            out.print(STOPPED.get(language))
