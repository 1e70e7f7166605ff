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
    """One row a benchmark: its figure, unit, the ratio to a peer library where one was measured,
    and the benchmark's note (why a figure is missing, what a peer ran)."""
    table = Table(title=texts.BENCH_TITLE.get(lang))
    columns = [texts.COL_NAME, texts.COL_FIGURE, texts.COL_UNIT, texts.COL_RATIO, texts.COL_PEER]
    notes = any(row.get("note") for row in rows)
    if notes:
        columns.append(texts.COL_NOTE)
    for col in columns:
        table.add_column(col.get(lang), justify="right" if col is texts.COL_FIGURE else "left")
    for row in rows:
        # Every peer measured in this run, not only the first: "0.44× / 3.55×" beside their names.
        ratios = row.get("ratios") or ({row["peer"]: row["ratio"]}
                                       if row.get("peer") and row.get("ratio") is not None else {})
        cells = [
            str(row.get("name", "?")), number(row.get("figure")), str(row.get("unit", "")),
            " / ".join(f"{r:.2f}×" for r in ratios.values()) or "—",
            " / ".join(str(p) for p in ratios) or "—",
        ]
        if notes:
            cells.append(str(row.get("note") or ""))
        table.add_row(*cells)
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
    with progress_bar(out, counted=False) as bar:
        task = bar.add_task(texts.BENCHMARKING.get(lang), total=None)

        def progress(name: str) -> None:
            # `run_all` names each measurement as it starts; each runs for a fixed few seconds.
            bar.update(task, description=f"{texts.BENCHMARKING.get(lang)}: {name}")

        rows = run_all(progress=progress, peers=peers)
    out.print(bench_table(rows, lang))
