"""The neural bot: plays with a network trained by `koloda train` (`koloda.rl.train`).

Spec ``neural:PATH`` loads the model file at PATH (a run's `model.pt` or `checkpoint.pt`);
``neural`` alone loads the model shipped for the game and player count, where there is one.
It needs PyTorch (the `learn` extra), imported only when such a bot is made.

The bot holds a `Perspective`, as every bot does: it encodes a re-dealt copy of the position
(`determinize`), whose observation equals the real one because encodings read only what the seat
may know (tested by re-dealing). So it never sees a hidden card.
"""

from __future__ import annotations

import importlib.util
import random
from importlib import resources
from pathlib import Path
from typing import Any

from koloda.core import Action, Game, KolodaError, Perspective

from .registry import GENERIC, LISTED_IF

#: where shipped models lie: <game id>-<players>p.pt in this package folder
MODELS_PACKAGE = "koloda.rl"
MODELS_FOLDER = "models"

_cache: dict[tuple[str, float], tuple[Any, dict[str, Any]]] = {}


def shipped_model(game_id: str, players: int) -> Path | None:
    """The model shipped for `game_id` with `players` seats, if any."""
    path = Path(str(resources.files(MODELS_PACKAGE))) / MODELS_FOLDER / f"{game_id}-{players}p.pt"
    return path if path.is_file() else None


def _load(path: Path) -> tuple[Any, dict[str, Any]]:
    """The network and its description, loaded once per file version."""
    try:
        from koloda.rl.train import load_model
    except ImportError as exc:
        raise KolodaError(f"the neural bot needs PyTorch: pip install 'koloda[learn]' ({exc})",
                          f"нейросетевому боту нужен PyTorch: pip install 'koloda[learn]' "
                          f"({exc})") from None
    try:
        key = (str(path.resolve()), path.stat().st_mtime)
    except OSError:
        raise KolodaError(f"no model file {path}", f"нет файла модели {path}") from None
    if key not in _cache:
        _cache[key] = load_model(path)
    return _cache[key]


class NeuralBot:
    """Plays the legal action (or the decline) its network values most; see the module
    docstring. `path` None: the model shipped for the game and the table's player count.
    `seed` only drives the re-deal, which cannot change the observation."""

    def __init__(self, game: Game, path: Path | None, seed: int = 0,
                 name: str = "neural") -> None:
        import torch

        torch.set_num_threads(1)
        self.game, self.path = game, path
        self.rng = random.Random(seed)
        self.name = name
        self._models: dict[int, tuple[Any, dict[str, Any], Any]] = {}
        if path is not None:
            self._check(path, *_load(path))

    def _check(self, path: Path, net: Any, meta: dict[str, Any]) -> None:
        if meta["game"] != self.game.id:
            raise KolodaError(f"the model {path} is for {meta['game']}, not {self.game.id}",
                              f"модель {path} обучена для {meta['game']}, а не для "
                              f"{self.game.id}")

    def _model(self, players: int) -> tuple[Any, dict[str, Any], Any]:
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

    def act(self, perspective: Perspective) -> Action | None:
        from koloda.rl.train import best_index

        legal = perspective.legal_actions()
        if not legal:
            return None
        net, _meta, enc = self._model(perspective.players)
        state = perspective.determinize(self.rng)
        seat = perspective.seat
        indices = enc.legal_indices(state, seat, legal)
        optional = not perspective.must_act()
        if optional:
            indices.append(enc.decline)
        choice = best_index(net, enc.encode(state, seat), indices)
        if optional and choice == enc.decline:
            return None
        return legal[indices.index(choice)]


def _neural(game: Game, seed: int, param: str | None) -> NeuralBot:
    if param:
        return NeuralBot(game, Path(param).expanduser(), seed)
    if not any(shipped_model(game.id, n) for n in range(game.min_players, game.max_players + 1)):
        raise KolodaError(
            f"no model is shipped for {game.id}: train one (koloda train {game.id}) and use "
            f"neural:PATH",
            f"для {game.id} нет готовой модели: обучите её (koloda train {game.id}) и укажите "
            f"neural:ПУТЬ")
    return NeuralBot(game, None, seed)


def _listed(game: Game) -> bool:
    """Offered in bot lists (lobby, koloda play) only for games with a shipped model, where
    PyTorch is installed to play it (looked up, not imported)."""
    return (any(shipped_model(game.id, n) for n in range(game.min_players, game.max_players + 1))
            and importlib.util.find_spec("torch") is not None)


GENERIC["neural"] = _neural
LISTED_IF["neural"] = _listed
