"""The network the neural bot plays (`koloda.rl.neural`): the forward pass of the training
network (`koloda.rl.train.QNet`) in NumPy alone, and its model file (`.npz`, written by
``koloda export``). Training imports it to export; playing never needs PyTorch."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from koloda.core import KolodaError, text

#: the sizes a model's description must give (`koloda.rl.train.load_model`'s meta)
META_KEYS = ("game", "players", "options", "obs_size", "n_actions")


class NumpyNet:
    """The forward pass of `koloda.rl.train.QNet` in float32 NumPy: linear layers with ReLU
    between them and tanh after the last. `layers` are (weight, bias) pairs, a weight shaped
    (outputs, inputs) as PyTorch keeps it."""

    def __init__(self, layers: Sequence[tuple[np.ndarray, np.ndarray]]) -> None:
        if not layers:
            raise ValueError("a network needs at least one layer")
        self.layers = [(np.ascontiguousarray(w, dtype=np.float32),
                        np.ascontiguousarray(b, dtype=np.float32)) for w, b in layers]
        shapes = [(w.shape, b.shape) for w, b in self.layers]
        if (any(len(w) != 2 or b != w[:1] for w, b in shapes)
                or any(w[0] != after[1] for (w, _), (after, _) in pairwise(shapes))):
            raise ValueError(f"layer sizes do not chain: {shapes}")

    @property
    def obs_size(self) -> int:
        return self.layers[0][0].shape[1]

    @property
    def n_actions(self) -> int:
        return self.layers[-1][0].shape[0]

    def __call__(self, obs: np.ndarray) -> np.ndarray:
        """The values of every action index for an observation (or a batch of them, one a
        row)."""
        x = np.asarray(obs, dtype=np.float32)
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            x = x @ w.T + b
            x = np.tanh(x) if i == last else np.maximum(x, 0.0)
        return x

    def best_index(self, obs: np.ndarray, indices: list[int]) -> int:
        """The index among `indices` the network values most (the first of equals)."""
        values = self(obs)[indices]
        return indices[int(np.argmax(values))]

    def save(self, path: str | Path, meta: dict[str, Any]) -> None:
        """Write the layers (``w0``, ``b0``, ``w1``...) and `meta` (as JSON text, ``meta``) into
        a compressed `.npz` file."""
        arrays: dict[str, np.ndarray] = {"meta": np.array(json.dumps(meta, sort_keys=True))}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"], arrays[f"b{i}"] = w, b
        with Path(path).open("wb") as handle:  # savez would add .npz to another suffix
            np.savez_compressed(handle, **arrays)

    @classmethod
    def load(cls, path: str | Path) -> tuple[NumpyNet, dict[str, Any]]:
        """The network saved by `save` at `path` and its description."""
        try:
            with np.load(Path(path), allow_pickle=False) as data:
                meta = json.loads(str(data["meta"]))
                count = sum(1 for name in data.files if name.startswith("w"))
                net = cls([(data[f"w{i}"], data[f"b{i}"]) for i in range(count)])
        except FileNotFoundError:
            raise KolodaError(text("rl-no-model-file", path=str(path))) from None
        except (OSError, KeyError, ValueError, zipfile.BadZipFile) as exc:
            raise KolodaError(text("rl-not-a-model", path=str(path), error=str(exc))) from None
        if (not isinstance(meta, dict) or any(key not in meta for key in META_KEYS)
                or (meta["obs_size"], meta["n_actions"]) != (net.obs_size, net.n_actions)):
            raise KolodaError(text("rl-model-does-not-fit", path=str(path)))
        return net, meta
