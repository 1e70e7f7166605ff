"""A PettingZoo AEC environment over an encoded koloda game: agents ``player_0``..``player_{n-1}``.

Observations are ``{"observation": Box(0, 1) float32, "action_mask": MultiBinary}`` from the
game's encoding (`koloda.rl.encodings`, docs/rl.md); an action is an index into its fixed
action space. Every optional actor is offered its turn (a Durak throw-in while the defender
thinks, a Palace four out of turn), in the order of `koloda.rl.turns`: the optional actors of a
position first, each may act or take the `decline` index, then the obliged seat. Rewards come at
the end: `Outcome.rewards()` scaled to [-1, 1] (1 for first place, -1 for last).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from koloda.core import Game, State, get_game

from .encodings import Encoding, encoding_for
from .turns import TurnOrder


class KolodaAEC(AECEnv):
    """PettingZoo AEC environment for `game` with `players` seats (and `options`)."""

    metadata = {"render_modes": ["ansi"], "name": "koloda_v2", "is_parallelizable": False}

    def __init__(self, game: Game | str, players: int = 2, options: Any = None,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.game = get_game(game) if isinstance(game, str) else game
        self.encoding: Encoding = encoding_for(self.game, players, options)
        self.players, self.options = players, self.encoding.options
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seats = {a: i for i, a in enumerate(self.possible_agents)}
        self.agents = []
        self.render_mode = render_mode
        enc = self.encoding
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (enc.obs_size,), np.float32),
            "action_mask": spaces.MultiBinary(enc.n_actions),
        })
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(enc.n_actions) for a in self.possible_agents}
        self._no_moves = np.zeros(enc.n_actions, dtype=np.int8)
        self.state_: State | None = None
        self.turns = TurnOrder()
        self.optional = False  # whether the agent selected now may decline
        self._seed = 0

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        # Without a seed each reset deals the next game of the series.
        self._seed = seed if seed is not None else self._seed + 1
        self.state_ = self.game.new(self.players, self.options, self._seed)
        self.turns = TurnOrder()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {"may_decline": False} for a in self.agents}
        self._select()

    def _select(self) -> None:
        """Offer the decision to the next seat, or end the game."""
        state = self.state_
        assert state is not None
        found = self.turns.next(state)
        if found is None:
            if not state.is_over():
                raise RuntimeError(f"{self.game.id}: nobody may act and the game is not over")
            outcome = state.outcome()
            assert outcome is not None
            for i, reward in enumerate(outcome.rewards()):
                name = self.possible_agents[i]
                self.rewards[name] = 2.0 * reward - 1.0
                self.terminations[name] = True
            return
        seat, self.optional = found
        self.agent_selection = self.possible_agents[seat]
        self.infos[self.agent_selection]["may_decline"] = self.optional

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        state = self.state_
        assert state is not None
        seat = self._seats[agent]
        turns = self.turns
        if turns.seat == seat and agent == self.agent_selection and not state.is_over():
            mask = self.encoding.mask(state, seat, self.optional, turns.legal)
        else:
            mask = self._no_moves.copy()
        return {"observation": self.encoding.encode(state, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state_
        assert state is not None and action is not None
        seat = self._seats[agent]
        index = int(action)
        if index == self.encoding.decline and self.optional:
            self.turns.decline(seat)
        else:
            chosen = self.encoding.decode(state, seat, index)
            if chosen is None or chosen not in self.turns.legal:
                raise ValueError(f"action index {index} is not legal for {agent} now "
                                 "(see the action mask)")
            state.perform(seat, chosen)  # legal: it is in the seat's legal list
            self.turns.moved()
        self._cumulative_rewards[agent] = 0.0
        self._select()
        self._accumulate_rewards()

    def close(self) -> None:
        self.state_ = None

    def render(self) -> str | None:
        if self.state_ is None:
            return None
        return str(self.state_.view(None))
