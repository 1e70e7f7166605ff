"""A PettingZoo AEC environment over any koloda game: agents ``player_0``..``player_{n-1}``.

The acting agent is the seat the game waits for (`to_move`, else the first actor). Optional
out-of-turn actors are not offered turns here (AEC has one agent acting at a time); rewards come at
the end from `Outcome.rewards()`, scaled to [-1, 1].
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from koloda.core import Game, State, get_game

from .encoding import ActionIndex, ViewEncoder


class KolodaAEC(AECEnv):
    """PettingZoo AEC environment for `game` with `players` seats."""

    metadata = {"render_modes": ["ansi"], "name": "koloda_v1", "is_parallelizable": False}

    def __init__(self, game: Game | str, players: int = 2, options: Any = None,
                 obs_size: int = 1024, max_actions: int = 128, render_mode: str | None = None):
        super().__init__()
        self.game = get_game(game) if isinstance(game, str) else game
        self.game.check_players(players)
        self.players, self.options = players, self.game.options(options)
        self.encoder = ViewEncoder(self.game, obs_size)
        self.index = ActionIndex(max_actions)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.render_mode = render_mode
        obs = spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32)
        mask = spaces.Box(0, 1, (self.index.size,), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": obs, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.index.size) for a in self.possible_agents}
        self.state_: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def _acting(self) -> int:
        assert self.state_ is not None
        seat = self.state_.to_move()
        return seat if seat is not None else self.state_.actors()[0]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.state_ = self.game.new(self.players, self.options, seed or 0)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self._acting()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state_ is not None
        seat = self._seat(agent)
        legal = self.state_.legal_actions(seat) if seat == self._acting_or_none() else []
        return {"observation": self.encoder.encode(self.state_.view(seat)),
                "action_mask": self.index.mask(legal, may_decline=False)}

    def _acting_or_none(self) -> int | None:
        assert self.state_ is not None
        return None if self.state_.is_over() else self._acting()

    def step(self, action: int | None) -> None:
        assert self.state_ is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat(agent)
        chosen = self.index.action(int(action), self.state_.legal_actions(seat))  # type: ignore[arg-type]
        assert chosen is not None
        self.state_.apply(seat, chosen)
        self._cumulative_rewards[agent] = 0.0
        outcome = self.state_.outcome()
        if outcome is not None:
            for i, reward in enumerate(outcome.rewards()):
                name = self.possible_agents[i]
                self.rewards[name] = 2.0 * reward - 1.0
                self.terminations[name] = True
        else:
            self.agent_selection = self.possible_agents[self._acting()]
        self._accumulate_rewards()

    def close(self) -> None:
        self.state_ = None

    def render(self) -> str | None:
        if self.state_ is None:
            return None
        return str(self.state_.view(None))
