"""``koloda bench``: speed figures (playouts, actions, search, server), compared with peers."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from koloda.core import SetupError

from .. import texts
from ..common import number, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..progress import progress_bar


def _run_all() -> Any:
    try:
        from koloda.sim.bench import run_all
    except ImportError as exc:
        msg = texts.BENCH_MISSING
        raise SetupError(msg.en.format(reason=exc), msg.ru.format(reason=exc)) from None
    return run_all


def bench_table(rows: list[dict[str, Any]], lang: str) -> Table:
    """One row a benchmark: its figure, unit, and ratio to the peer library where one exists."""
    table = Table(title=texts.BENCH_TITLE.get(lang))
    for col in (texts.COL_NAME, texts.COL_FIGURE, texts.COL_UNIT, texts.COL_RATIO, texts.COL_PEER):
        table.add_column(col.get(lang), justify="right" if col is texts.COL_FIGURE else "left")
    for row in rows:
        ratio = row.get("ratio")
        peer = row.get("peer")
        if isinstance(peer, dict):
            peer = peer.get("name") or ", ".join(f"{k}={v}" for k, v in peer.items())
        table.add_row(
            str(row.get("name", "?")), number(row.get("figure")), str(row.get("unit", "")),
            "—" if ratio is None else f"{ratio:.2f}×", "—" if not peer else str(peer),
        )
    return table


@guarded
def bench_command(
    peers: Annotated[bool, typer.Option(
        "--peers/--no-peers",
        help="Also measure peer libraries where installed / сравнить с аналогами, если есть",
    )] = True,
    lang: LangOption = None,
) -> None:
    """Measure koloda's speed / замерить скорость koloda."""
    lang = resolve_lang(lang)
    run_all = _run_all()
    out = stdout()
    with progress_bar(out) as bar:
        task = bar.add_task(texts.BENCHMARKING.get(lang), total=None)

        def progress(*args: Any, **kwargs: Any) -> None:
            # Accepts (done, total), (name, done, total) or a name: only shows what it is given.
            ints = [a for a in args if isinstance(a, int) and not isinstance(a, bool)]
            names = [a for a in args if isinstance(a, str)]
            if names:
                bar.update(task, description=f"{texts.BENCHMARKING.get(lang)}: {names[0]}")
            if len(ints) >= 2:
                bar.update(task, completed=ints[0], total=ints[1])
            elif len(ints) == 1:
                bar.update(task, completed=ints[0])

        rows = run_all(progress=progress, peers=peers)
    out.print(bench_table(rows, lang))
