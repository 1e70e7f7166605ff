"""The neural bot: plays with a network trained by `koloda train` (`koloda.rl.train`). It lives
with learning, in `koloda.rl`, and `koloda.bots` finds it by its entry point (spec ``neural``).

Spec ``neural:PATH`` loads the model file at PATH: a NumPy export (`.npz`, `NumpyNet`; made by
``koloda export``) or a run's `model.pt` / `checkpoint.pt` (reading those needs PyTorch, the
`rl` extra); ``neural`` alone loads the model shipped for the game and player count, where
there is one (`.npz`), and leaves a table of another size or other options to the game's
heuristic (so a level played by `neural` plays every table). Playing needs only NumPy: a `.pt`
model's weights are read into a `NumpyNet` too, and PyTorch is never imported for an `.npz`
model.

The bot holds a `Perspective`, as every bot does: it encodes a re-dealt copy of the position
(`determinize`), whose observation equals the real one because encodings read only what the seat
may know (tested by re-dealing). So it never sees a hidden card.
"""

from __future__ import annotations

import random
from importlib import resources
from pathlib import Path
from typing import Any

from koloda.bots.generic import BotKind
from koloda.bots.registry import make_bot
from koloda.core import Action, Agent, Game, KolodaError, Perspective, text

from .encodings import Encoding, encoding_for
from .network import META_KEYS, NumpyNet

__all__ = ["BOT", "META_KEYS", "NeuralBot", "NumpyNet", "shipped_model"]

#: where shipped models lie: <game id>-<players>p.npz in this package folder
MODELS_PACKAGE = "koloda.rl"
MODELS_FOLDER = "models"
MODEL_SUFFIX = ".npz"

_cache: dict[tuple[str, float], tuple[NumpyNet, dict[str, Any]]] = {}


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
        from .train import load_model, numpy_net
    except ImportError as exc:
        raise KolodaError(text("rl-neural-needs-torch", path=str(path), error=str(exc))) from None
    net, meta = load_model(path)
    return numpy_net(net), meta


def _load(path: Path) -> tuple[NumpyNet, dict[str, Any]]:
    """The network and its description, loaded once per file version."""
    try:
        key = (str(path.resolve()), path.stat().st_mtime)
    except OSError:
        raise KolodaError(text("rl-no-model-file", path=str(path))) from None
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
            raise KolodaError(text("rl-model-other-game", path=str(path), trained=str(meta["game"]),
                                   game=self.game.id))

    def _model(self, players: int) -> tuple[NumpyNet, dict[str, Any], Encoding]:
        """The network, its description and its encoding for a table of `players`."""
        if players not in self._models:
            path = self.path or shipped_model(self.game.id, players)
            if path is None:
                raise KolodaError(text("rl-no-shipped-model-players", game=self.game.id,
                                       players=str(players)))
            net, meta = _load(path)
            self._check(path, net, meta)
            if meta["players"] != players:
                raise KolodaError(text("rl-model-other-players", path=str(path),
                                       trained=str(meta["players"]), players=str(players)))
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
        raise KolodaError(text("rl-model-other-options", game=self.game.id, trained=str(trained)))

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
        raise KolodaError(text("rl-no-shipped-model", game=game.id))
    # The shipped models know one table size and the default options each; a level played by
    # `neural` must play every table, so the game's heuristic plays the others.
    return NeuralBot(game, None, seed, fallback=make_bot("heuristic", game, seed))


def _listed(game: Game) -> bool:
    """Offered in bot lists (lobby, koloda play) only for games with a shipped model (NumPy
    plays it: no PyTorch needed)."""
    return any(shipped_model(game.id, n) for n in range(game.min_players, game.max_players + 1))


#: found by the entry point ``neural`` (group ``koloda.bots``): the bot lives with learning, and
#: `koloda.bots` never imports it; listed only where a model is shipped
BOT = BotKind(_neural, listed=_listed)
