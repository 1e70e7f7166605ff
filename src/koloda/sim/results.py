"""One finished game as the studies count it: a module of its own, so that the engines that play
games (`simulate`'s Python path, `batched`'s C batch) both make them without importing each
other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameResult:
    """One finished game: its index, per-seat ranks and scores, length, and record if kept."""

    index: int
    ranks: tuple[int, ...]
    scores: tuple[float, ...]
    length: int
    record: dict[str, Any] | None = None
