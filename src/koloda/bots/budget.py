"""A cooperative "the host wants an answer now" hook for bots that think in a loop.

A host that runs bots under load (the server's worker processes) installs a check with
`set_stop_check`; a searching bot asks `should_stop()` every few iterations, beside its own
clock, and when it says so answers at once with its best move so far. With no check installed
`should_stop()` is always False, so bots, tests and simulations behave exactly as before.

The check is process-wide (a worker thinks about one move at a time) and must be cheap: it is
called from a bot's inner loop.
"""

from __future__ import annotations

from collections.abc import Callable

_check: Callable[[], bool] | None = None


def set_stop_check(fn: Callable[[], bool] | None) -> None:
    """Install the host's check (None: remove it)."""
    global _check
    _check = fn


def should_stop() -> bool:
    """Whether the host wants the current decision now (False when no check is installed)."""
    check = _check
    return check is not None and check()
