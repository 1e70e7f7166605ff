"""koloda's games registered with OpenSpiel (`pyspiel`): a game class, its states and observers.

Each game is `koloda_<name>(players=…, deals=…, <the game's options>…)`; see `koloda.openspiel`.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel

from koloda.core import Game, games, get_game, text

from .table import DEALS, Core, Table, options_json, table


@dataclass(frozen=True)
class Spec:
    """One registered game: its OpenSpiel name, koloda's game, the default seats, and a bound
    on the decisions of a game (`max_game_length`) for `players` seats and the game's options;
    all but the game's id as the game declares them (`Game.openspiel`)."""

    name: str
    game_id: str
    players: int
    max_length: Callable[[int, Any], int]


def declared_specs() -> tuple[Spec, ...]:
    """Every game of the registry that declares itself for OpenSpiel, by name."""
    return tuple(sorted((Spec(d.name, game.id, d.players, d.max_length)
                         for game in games().values() if (d := game.openspiel) is not None),
                        key=lambda spec: spec.name))


#: the games registered (a game from another package is one of them once installed)
SPECS: tuple[Spec, ...] = declared_specs()


def _option_defaults(game: Game) -> dict[str, Any]:
    return {f.name: f.default for f in dataclasses.fields(game.Options)}


def _game_type(spec: Spec, game: Game, zero_sum: bool) -> pyspiel.GameType:
    utility = (pyspiel.GameType.Utility.ZERO_SUM if zero_sum
               else pyspiel.GameType.Utility.GENERAL_SUM)
    params = {"players": spec.players, "deals": DEALS, **_option_defaults(game)}
    return pyspiel.GameType(
        short_name=spec.name,
        long_name=f"koloda {game.title.en}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        # The deal is one chance node over `deals` seeds of koloda's dealer; everything after it
        # follows from the seed and the decisions.
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
        default_loadable=True,
        provides_factored_observation_string=False,
    )


class KolodaGame(pyspiel.Game):
    """A koloda game for OpenSpiel; `pyspiel.load_game("koloda_durak(players=3)")` makes one.
    Each registered game is a subclass naming its `spec` (see `register`)."""

    spec: Spec

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        spec = self.spec
        game = get_game(spec.game_id)
        params = dict(params or {})
        players = int(params.get("players", spec.players))
        deals = int(params.get("deals", DEALS))
        options = game.options({k: params[k] for k in _option_defaults(game) if k in params})
        self.table: Table = table(game.id, players, options_json(game, options), deals)
        # Two seats: first place wins what last place loses. More: rank rewards, not zero-sum.
        zero_sum = players == 2
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.encoding.n_actions,
            max_chance_outcomes=deals,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=spec.max_length(players, self.table.options),
        )
        full = {"players": players, "deals": deals, **dataclasses.asdict(self.table.options)}
        super().__init__(_game_type(spec, game, zero_sum), info, full)

    def new_initial_state(self) -> KolodaState:
        return KolodaState(self)

    def new_state_from(self, position: dict[str, Any]) -> KolodaState:
        """A state at a position in the game's documented `setup` form (past the deal)."""
        state = KolodaState(self)
        tbl = self.table
        state._core.start(tbl.game.setup(position, tbl.options))
        return state

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> Observer:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self.table, perfect_recall)

    def __deepcopy__(self, memo: dict[int, Any]) -> KolodaGame:
        return self


class KolodaState(pyspiel.State):
    """A game in progress: chance deals, then the seats decide (see `koloda.openspiel.table`)."""

    def __init__(self, game: KolodaGame) -> None:
        super().__init__(game)
        # The one attribute: OpenSpiel clones and pickles a Python state through its __dict__.
        self._core = Core(game.table)

    @property
    def koloda_state(self) -> Any:
        """koloda's own state (None before the deal)."""
        return self._core.state

    def current_player(self) -> int:
        core = self._core
        if core.state is None:
            return pyspiel.PlayerId.CHANCE
        if core.seat is None:
            return pyspiel.PlayerId.TERMINAL
        return core.seat

    def _legal_actions(self, player: int) -> list[int]:
        core = self._core
        return core.legal_indices() if player == core.seat else []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self._core.table.chance_outcomes

    def _apply_action(self, action: int) -> None:
        core = self._core
        if core.state is None:
            core.deal(int(action))
        else:
            core.decide(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        core = self._core
        if player == pyspiel.PlayerId.CHANCE or core.state is None:
            return _deal_name(action)
        if action == core.table.decline:
            return text("openspiel-decline").en
        found = core.action(player, action)
        if found is None:
            return text("openspiel-action", index=str(action)).en
        return core.table.game.describe_action(found, "en")

    def is_terminal(self) -> bool:
        core = self._core
        return core.state is not None and core.seat is None

    def returns(self) -> list[float]:
        core = self._core
        outcome = core.state.outcome() if core.state is not None else None
        if outcome is None:
            return [0.0] * core.table.players
        # Ranks as rewards in [-1, 1]: first place 1, last -1, a tie shares the middle.
        return [2.0 * r - 1.0 for r in outcome.rewards()]

    def resample_from_infostate(self, player_id: int,
                                probability_sampler: Callable[[], float]) -> KolodaState:
        """A state `player_id` cannot tell from this one: everything hidden from the seat
        re-dealt by the game's own `determinize` (OpenSpiel's ISMCTS asks for it)."""
        rng = random.Random(int(probability_sampler() * (1 << 53)))
        copy = self.clone()
        copy._core = self._core.resample(player_id, rng)
        return copy

    def __str__(self) -> str:
        core = self._core
        if core.state is None:
            return text("openspiel-before-deal").en
        try:
            position: Any = core.state.to_setup()
        except NotImplementedError:  # a game that writes only some positions: every seat's view
            position = [core.state.view(seat) for seat in range(core.table.players)]
        return json.dumps({"position": position, "turn": core.turn()}, sort_keys=True,
                          ensure_ascii=False)


@functools.cache
def _deal_pattern() -> str:
    return text("openspiel-deal", deal="\x00").en


def _deal_name(deal: int) -> str:
    # The catalog's words, formatted once: OpenSpiel's tests name every one of the deals.
    return _deal_pattern().replace("\x00", str(deal))


class Observer:
    """What a seat observes: a string (the seat's view; with `perfect_recall`, its own decisions
    too) and a tensor (the game's encoding, the seat asked now, whether it may decline)."""

    def __init__(self, tbl: Table, perfect_recall: bool) -> None:
        self.table = tbl
        self.perfect_recall = perfect_recall
        size = tbl.encoding.obs_size
        self.tensor = np.zeros(size + tbl.players + 1, np.float32)
        self.dict = {
            "observation": self.tensor[:size],
            "deciding": self.tensor[size:size + tbl.players],
            "optional": self.tensor[size + tbl.players:],
        }

    def set_from(self, state: KolodaState, player: int) -> None:
        self.tensor.fill(0.0)
        core = state._core
        if core.state is None:
            return
        self.dict["observation"][:] = self.table.encoding.encode(core.state, player)
        if core.seat is not None:
            self.dict["deciding"][core.seat] = 1.0
            self.dict["optional"][0] = 1.0 if core.optional else 0.0

    def string_from(self, state: KolodaState, player: int) -> str:
        core = state._core
        if self.perfect_recall:
            return core.information_state_string(player)
        return core.observation_string(player)


def register() -> None:
    """Register every game of `SPECS` with OpenSpiel (once a process)."""
    known = {t.short_name for t in pyspiel.registered_games()}
    for spec in SPECS:
        if spec.name in known:
            continue
        game = get_game(spec.game_id)
        # The creator is a class, as OpenSpiel's own Python games register: OpenSpiel's registry
        # outlives the interpreter, and the last reference to a plain function (a lambda) freed
        # there crashes the process at exit; a class is never freed by that reference.
        creator = type(f"KolodaGame_{spec.name}", (KolodaGame,), {"spec": spec})
        globals()[creator.__name__] = creator  # found by name, as pickle finds a class
        # A game for two seats only is zero-sum whatever its parameters (the duel); the others
        # are so only at two seats, which `KolodaGame` tells OpenSpiel per instance.
        pyspiel.register_game(_game_type(spec, game, game.max_players == 2), creator)
