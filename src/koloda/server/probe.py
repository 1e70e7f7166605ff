"""What the tables and the pairing tell the operator's metrics, without knowing of them.

The hub holds one `Probe` (`Hub.probe`); it does nothing unless the operator's metrics are on,
when server/ops/metrics.py puts its own in its place. A move calls it once: the probe's methods
are the whole cost a move pays for being measured, so they stay small.
"""

from __future__ import annotations


class Probe:
    """Every method is a no-op here: the server measured by nobody."""

    def move(self, source: str, received: float, durable: float, sent: float) -> None:
        """An action was accepted: read (`received`), committed (`durable`), and handed to every
        socket of its table (`sent`), on `time.perf_counter`'s clock; `source` is "person",
        "bot" or "timer"."""

    def seated(self, seconds: float) -> None:
        """A "Play now" seeker was seated at a table after waiting `seconds`."""

    def limited(self, reason: str) -> None:
        """A limit refused or slowed a client on its socket (`reason`: the message's id)."""

    def pushed(self, outcome: str) -> None:
        """A Web Push message was posted, or given up: `outcome` is "sent", "retried",
        "pruned" (its subscription is gone) or "dropped"."""
