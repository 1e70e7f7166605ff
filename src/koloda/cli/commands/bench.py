"""``koloda bench``: speed figures (playouts, actions, search, server), compared with peers.

The table is `koloda.cli.tables.bench_table`: a column a peer library, notes below it."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from koloda.core import SetupError, Text, text

from ..common import stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..progress import progress_bar
from ..tables import bench_table
from ..texts import help_text


def _run_all() -> Any:
    try:
        from koloda.sim.bench import run_all
    except ImportError as exc:
        raise SetupError(text("cli-bench-missing", reason=str(exc))) from None
    return run_all


@guarded
def bench_command(
    peers: Annotated[bool, typer.Option(
        "--peers/--no-peers",
        help=help_text("cli-help-peers"),
    )] = True,
    lang: LangOption = None,
) -> None:
    """Measure koloda's speed / замерить скорость koloda."""
    lang = resolve_lang(lang)
    run_all = _run_all()
    out = stdout()
    with progress_bar(out, counted=False) as bar:
        benchmarking = text("cli-benchmarking").get(lang)
        task = bar.add_task(benchmarking, total=None)

        def progress(name: Text | str) -> None:
            # `run_all` names each measurement as it starts; each runs for a fixed few seconds.
            words = name.get(lang) if isinstance(name, Text) else name
            bar.update(task, description=f"{benchmarking}: {words}")

        rows = run_all(progress=progress, peers=peers)
    out.print(bench_table(rows, lang))
