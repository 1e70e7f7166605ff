"""Rich progress bars for long commands; on stderr when stdout carries JSON."""

from __future__ import annotations

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


def progress_bar(console: Console, counted: bool = True) -> Progress:
    """A bar with counts, elapsed and remaining time, drawn on `console`; without `counted`
    (steps of unknown number) a spinner with the current step's name and the elapsed time."""
    if not counted:
        return Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                        console=console)
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )
