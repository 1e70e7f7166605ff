"""Fixed-size encodings of views and actions, for learners that need fixed spaces.

Views are game-specific dicts, so the generic observation is a feature-hashed vector: every leaf of
the view (its path and value, with card lists expanded) switches on one of `size` buckets. A game
that wants a hand-made encoding can offer `encode_view(view) -> list[float]` and `observation_size`.
Actions are indexed by their position in the legal list (stable: games list them in a fixed order),
with the last index meaning "decline" for an optional actor.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

import numpy as np

from koloda.core import Action, Game


def _leaves(node: Any, path: str) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, f"{path}/{key}")
    elif isinstance(node, list):
        if all(isinstance(x, str) for x in node):
            for x in node:  # a list of card codes: a set of features
                yield f"{path}[]={x}"
            yield f"{path}#={len(node)}"
        else:
            for i, x in enumerate(node):
                yield from _leaves(x, f"{path}/{i}")
    else:
        yield f"{path}={node}"


class ViewEncoder:
    """Maps a view dict to a float32 vector of length `size` (feature hashing, deterministic)."""

    def __init__(self, game: Game, size: int = 1024) -> None:
        custom = getattr(game, "encode_view", None)
        self._custom = custom if callable(custom) else None
        self.size = int(getattr(game, "observation_size", size)) if self._custom else size

    def encode(self, view: dict[str, Any]) -> np.ndarray:
        if self._custom is not None:
            return np.asarray(self._custom(view), dtype=np.float32)
        out = np.zeros(self.size, dtype=np.float32)
        for leaf in _leaves(view, ""):
            out[zlib.crc32(leaf.encode()) % self.size] = 1.0
        return out


class ActionIndex:
    """Index space of `size` slots: slot i is the i-th legal action; the last slot declines."""

    def __init__(self, size: int = 128) -> None:
        self.size = size
        self.decline = size - 1

    def mask(self, legal: list[Action], may_decline: bool) -> np.ndarray:
        m = np.zeros(self.size, dtype=np.int8)
        m[: min(len(legal), self.size - 1)] = 1
        if may_decline:
            m[self.decline] = 1
        return m

    def action(self, index: int, legal: list[Action]) -> Action | None:
        """The action at `index`, or None for declining; ValueError when masked out."""
        if index == self.decline:
            return None
        if not 0 <= index < min(len(legal), self.size - 1):
            raise ValueError(f"action index {index} is not legal now ({len(legal)} legal actions)")
        return legal[index]
