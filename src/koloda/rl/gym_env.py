"""A single-agent Gymnasium environment: one learning seat against koloda bots."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from koloda.bots import make_bot
from koloda.core import Agent, Game, Perspective, State, get_game

from .encoding import ActionIndex, ViewEncoder


class KolodaEnv(gym.Env):
    """The learner plays `seat`; the other seats are bots given by spec (``heuristic``, ...).

    Observations: {"observation": hashed view, "action_mask": legal slots}; reward at the end is
    the learner's `Outcome.rewards()` scaled to [-1, 1]. An index outside the mask ends the
    episode as a loss (reward -1, ``info["illegal"]``), so unmasked learners are taught the rules.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game: Game | str, opponents: list[str] | None = None, seat: int = 0,
                 options: Any = None, obs_size: int = 1024, max_actions: int = 128,
                 render_mode: str | None = None):
        self.game = get_game(game) if isinstance(game, str) else game
        self.opponent_specs = opponents or ["random"]
        self.players = len(self.opponent_specs) + 1
        self.game.check_players(self.players)
        self.seat, self.options = seat, self.game.options(options)
        self.encoder = ViewEncoder(self.game, obs_size)
        self.index = ActionIndex(max_actions)
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.index.size,), np.int8),
        })
        self.action_space = spaces.Discrete(self.index.size)
        self.render_mode = render_mode
        self.state_: State | None = None
        self.bots: dict[int, Agent] = {}

    def _obs(self) -> dict[str, np.ndarray]:
        assert self.state_ is not None
        legal = [] if self.state_.is_over() else self.state_.legal_actions(self.seat)
        may_decline = bool(legal) and self.state_.to_move() != self.seat
        return {"observation": self.encoder.encode(self.state_.view(self.seat)),
                "action_mask": self.index.mask(legal, may_decline)}

    def _advance(self, learner_declined: bool = False) -> None:
        """Let the bots act until the learner may act or the game is over."""
        state = self.state_
        assert state is not None
        while not state.is_over():
            actors = state.actors()
            if self.seat in actors and not learner_declined:
                return
            learner_declined = False
            obliged = state.to_move()
            for seat in actors:
                if seat == self.seat:
                    continue
                choice = self.bots[seat].act(Perspective(state, seat))
                if choice is not None:
                    state.apply(seat, choice)
                    break
            else:
                timer = state.timer()
                if timer is not None:
                    state.apply(timer.seat, timer.action)
                elif obliged == self.seat:
                    return
                else:
                    raise RuntimeError("no seat acted and no timer runs")

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        base = 0 if seed is None else seed
        self.state_ = self.game.new(self.players, self.options, base)
        others = [s for s in range(self.players) if s != self.seat]
        self.bots = {s: make_bot(spec, self.game, base + 1 + s)
                     for s, spec in zip(others, self.opponent_specs, strict=True)}
        self._advance()
        return self._obs(), {}

    def step(self, action: int):
        assert self.state_ is not None
        try:
            chosen = self.index.action(int(action), self.state_.legal_actions(self.seat))
        except ValueError as exc:
            return self._obs(), -1.0, True, False, {"illegal": str(exc)}
        if chosen is None:
            self._advance(learner_declined=True)
        else:
            self.state_.apply(self.seat, chosen)
            self._advance()
        outcome = self.state_.outcome()
        reward = 0.0 if outcome is None else 2.0 * outcome.rewards()[self.seat] - 1.0
        return self._obs(), reward, outcome is not None, False, {}

    def close(self) -> None:
        self.state_ = None

    def render(self) -> str | None:
        return None if self.state_ is None else str(self.state_.view(self.seat))
