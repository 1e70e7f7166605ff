"""The neural bot: plays with a network trained by `koloda train` (`koloda.rl.train`).

Spec ``neural:PATH`` loads the model file at PATH: a NumPy export (`.npz`, `NumpyNet`; made by
``koloda export``) or a run's `model.pt` / `checkpoint.pt` (reading those needs PyTorch, the
`learn` extra); ``neural`` alone loads the model shipped for the game and player count, where
there is one (`.npz`), and leaves a table of another size or other options to the game's
heuristic (so a level played by `neural` plays every table). Playing needs only NumPy: a `.pt`
model's weights are read into a `NumpyNet` too, and PyTorch is never imported for an `.npz`
model.

The bot holds a `Perspective`, as every bot does: it encodes a re-dealt copy of the position
(`determinize`), whose observation equals the real one because encodings read only what the seat
may know (tested by re-dealing). So it never sees a hidden card.
"""

from __future__ import annotations

import json
import random
import zipfile
from collections.abc import Sequence
from importlib import resources
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from koloda.core import Action, Agent, Game, KolodaError, Perspective

from .registry import GENERIC, LISTED_IF, make_bot

if TYPE_CHECKING:
    from koloda.rl.encodings import Encoding

#: where shipped models lie: <game id>-<players>p.npz in this package folder
MODELS_PACKAGE = "koloda.rl"
MODELS_FOLDER = "models"
MODEL_SUFFIX = ".npz"
#: the sizes a model's description must give (`koloda.rl.train.load_model`'s meta)
META_KEYS = ("game", "players", "options", "obs_size", "n_actions")

_cache: dict[tuple[str, float], tuple[NumpyNet, dict[str, Any]]] = {}


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
            raise KolodaError(f"no model file {path}", f"нет файла модели {path}") from None
        except (OSError, KeyError, ValueError, zipfile.BadZipFile) as exc:
            raise KolodaError(f"{path} is not a koloda model ({exc})",
                              f"{path} — не модель koloda ({exc})") from None
        if (not isinstance(meta, dict) or any(key not in meta for key in META_KEYS)
                or (meta["obs_size"], meta["n_actions"]) != (net.obs_size, net.n_actions)):
            raise KolodaError(f"{path} is not a koloda model (its description does not fit it)",
                              f"{path} — не модель koloda (описание не сходится с весами)")
        return net, meta


def shipped_model(game_id: str, players: int) -> Path | None:
    """The model shipped for `game_id` with `players` seats, if any."""
    path = (Path(str(resources.files(MODELS_PACKAGE))) / MODELS_FOLDER
            / f"{game_id}-{players}p{MODEL_SUFFIX}")
    return path if path.is_file() else None


def _read(path: Path) -> tuple[NumpyNet, dict[str, Any]]:
    """A model file as a `NumpyNet`: an `.npz` directly, anything else through PyTorch."""
    if path.suffix == MODEL_SUFFIX:
        return NumpyNet.load(path)
    try:
        from koloda.rl.train import load_model, numpy_net
    except ImportError as exc:
        raise KolodaError(f"the neural bot needs PyTorch to read {path}: pip install "
                          f"'koloda[learn]', or play a NumPy export (koloda export) ({exc})",
                          f"нейросетевому боту нужен PyTorch, чтобы прочесть {path}: pip install "
                          f"'koloda[learn]' или играйте экспортом в NumPy (koloda export) "
                          f"({exc})") from None
    net, meta = load_model(path)
    return numpy_net(net), meta


def _load(path: Path) -> tuple[NumpyNet, dict[str, Any]]:
    """The network and its description, loaded once per file version."""
    try:
        key = (str(path.resolve()), path.stat().st_mtime)
    except OSError:
        raise KolodaError(f"no model file {path}", f"нет файла модели {path}") from None
    if key not in _cache:
        _cache[key] = _read(path)
    return _cache[key]


class NeuralBot:
    """Plays the legal action (or the decline) its network values most; see the module
    docstring. `path` None: the model shipped for the game and the table's player count.
    `seed` only drives the re-deal, which cannot change the observation."""

    def __init__(self, game: Game, path: Path | None, seed: int = 0,
                 name: str = "neural", fallback: Agent | None = None) -> None:
        self.game, self.path = game, path
        self.rng = random.Random(seed)
        self.name = name
        #: plays a table no shipped model was trained for (its size or options), where given
        self.fallback = fallback
        self._models: dict[int, tuple[NumpyNet, dict[str, Any], Encoding]] = {}
        self._options: dict[int, Any] = {}
        if path is not None:
            self._check(path, *_load(path))

    def _check(self, path: Path, net: NumpyNet, meta: dict[str, Any]) -> None:
        if meta["game"] != self.game.id:
            raise KolodaError(f"the model {path} is for {meta['game']}, not {self.game.id}",
                              f"модель {path} обучена для {meta['game']}, а не для "
                              f"{self.game.id}")

    def _model(self, players: int) -> tuple[NumpyNet, dict[str, Any], Encoding]:
        """The network, its description and its encoding for a table of `players`."""
        if players not in self._models:
            from koloda.rl.encodings import encoding_for

            path = self.path or shipped_model(self.game.id, players)
            if path is None:
                raise KolodaError(
                    f"no model is shipped for {self.game.id} with {players} players: train one "
                    f"(koloda train {self.game.id} --players {players}) and use neural:PATH",
                    f"для {self.game.id} на {players} игроков нет готовой модели: обучите её "
                    f"(koloda train {self.game.id} --players {players}) и укажите neural:ПУТЬ")
            net, meta = _load(path)
            self._check(path, net, meta)
            if meta["players"] != players:
                raise KolodaError(
                    f"the model {path} plays {meta['players']} players, not {players}",
                    f"модель {path} играет на {meta['players']} игроков, а не на {players}")
            self._models[players] = (net, meta, encoding_for(self.game, players,
                                                             meta["options"]))
        return self._models[players]

    def _trained_options(self, players: int) -> Any:
        """The options the model for `players` was trained with, or None where a bot with a
        fallback has no shipped model for that size; looked up once per table size."""
        if players not in self._options:
            if self.fallback is not None and self.path is None \
                    and shipped_model(self.game.id, players) is None:
                self._options[players] = None
            else:
                self._options[players] = self.game.options(self._model(players)[1]["options"])
        return self._options[players]

    def trained_for(self, perspective: Perspective) -> bool:
        """Whether a model was trained for this table's size and options; a bot with a
        fallback leaves other tables to it, a bot without one refuses them."""
        options = self._trained_options(perspective.players)
        if options is not None and options == perspective.options:
            return True
        if self.fallback is not None:
            return False
        trained = self._model(perspective.players)[1]["options"]
        raise KolodaError(
            f"the model plays {self.game.id} with options {trained}, not this table's",
            f"модель играет в {self.game.id} с параметрами {trained}, а не с "
            f"параметрами этого стола")

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        if not self.trained_for(perspective):
            assert self.fallback is not None
            return self.fallback.act(perspective)
        state = perspective.determinize(self.rng)
        net, _meta, enc = self._model(perspective.players)
        seat = perspective.seat
        indices = enc.legal_indices(state, seat, legal)
        optional = not perspective.must_act()
        if optional:
            indices.append(enc.decline)
        choice = net.best_index(enc.encode(state, seat), indices)
        if optional and choice == enc.decline:
            return None
        return legal[indices.index(choice)]


def _neural(game: Game, seed: int, param: str | None) -> NeuralBot:
    if param:
        return NeuralBot(game, Path(param).expanduser(), seed)
    if not _listed(game):
        raise KolodaError(
            f"no model is shipped for {game.id}: train one (koloda train {game.id}) and use "
            f"neural:PATH",
            f"для {game.id} нет готовой модели: обучите её (koloda train {game.id}) и укажите "
            f"neural:ПУТЬ")
    # The shipped models know one table size and the default options each; a level played by
    # `neural` must play every table, so the game's heuristic plays the others.
    return NeuralBot(game, None, seed, fallback=make_bot("heuristic", game, seed))


def _listed(game: Game) -> bool:
    """Offered in bot lists (lobby, koloda play) only for games with a shipped model (NumPy
    plays it: no PyTorch needed)."""
    return any(shipped_model(game.id, n) for n in range(game.min_players, game.max_players + 1))


GENERIC["neural"] = _neural
LISTED_IF["neural"] = _listed
