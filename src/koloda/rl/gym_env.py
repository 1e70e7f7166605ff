"""A single-agent Gymnasium environment: one learning seat against koloda bots."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from koloda.bots import make_bot
from koloda.core import Agent, Game, Perspective, State, get_game

from .encodings import Encoding, encoding_for
from .turns import TurnOrder


class KolodaEnv(gym.Env):
    """The learner plays `seat`; the other seats are bots given by spec strings (``random``,
    ``heuristic``, ``ismcts:200``: see `koloda.bots.registry`).

    Observations: {"observation": Box(0, 1) float32, "action_mask": MultiBinary} from the game's
    encoding; an action is an index into its fixed action space (`decline` lets an optional
    moment pass). Seats are offered decisions in the order of `koloda.rl.turns`, bots included.
    The reward comes at the end: the learner's `Outcome.rewards()` scaled to [-1, 1]. An index
    outside the mask ends the episode as a loss (reward -1, ``info["illegal"]``), so a learner
    that ignores the mask is taught the rules.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game: Game | str, opponents: list[str] | None = None, seat: int = 0,
                 options: Any = None, render_mode: str | None = None) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.opponent_specs = opponents or ["random"]
        self.players = len(self.opponent_specs) + 1
        if not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not one of 0..{self.players - 1}")
        self.encoding: Encoding = encoding_for(self.game, self.players, options)
        self.seat, self.options = seat, self.encoding.options
        enc = self.encoding
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (enc.obs_size,), np.float32),
            "action_mask": spaces.MultiBinary(enc.n_actions),
        })
        self.action_space = spaces.Discrete(enc.n_actions)
        self.render_mode = render_mode
        self.state_: State | None = None
        self.bots: dict[int, Agent] = {}
        self.turns = TurnOrder()
        self.optional = False
        self._seed = 0

    def _obs(self) -> dict[str, np.ndarray]:
        state = self.state_
        assert state is not None
        enc = self.encoding
        if state.is_over():
            mask = np.zeros(enc.n_actions, dtype=np.int8)
        else:
            mask = enc.mask(state, self.seat, self.optional, self.turns.legal)
        return {"observation": enc.encode(state, self.seat), "action_mask": mask}

    def _advance(self) -> None:
        """Let the bots decide until the learner is offered a decision or the game is over."""
        state, turns = self.state_, self.turns
        assert state is not None
        while True:
            found = turns.next(state)
            if found is None:
                if state.is_over():
                    return
                raise RuntimeError(f"{self.game.id}: nobody may act and the game is not over")
            seat, optional = found
            if seat == self.seat:
                self.optional = optional
                return
            choice = self.bots[seat].act(Perspective(state, seat))
            if choice is None and not optional:
                raise RuntimeError(f"bot {self.bots[seat].name!r} declined a move it owes")
            turns.answer(state, seat, choice)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self._seed = seed if seed is not None else self._seed + 1
        base = self._seed
        self.state_ = self.game.new(self.players, self.options, base)
        self.turns = TurnOrder()
        others = [s for s in range(self.players) if s != self.seat]
        self.bots = {s: make_bot(spec, self.game, base * 7919 + 1 + s)
                     for s, spec in zip(others, self.opponent_specs, strict=True)}
        self._advance()
        return self._obs(), {"may_decline": self.optional}

    def step(self, action: int):
        state = self.state_
        assert state is not None
        enc, index = self.encoding, int(action)
        if index == enc.decline and self.optional:
            self.turns.decline(self.seat)
        else:
            chosen = enc.decode(state, self.seat, index)
            if chosen is None or chosen not in self.turns.legal:
                return (self._obs(), -1.0, True, False,
                        {"illegal": f"action index {index} is not legal now (see the mask)"})
            state.perform(self.seat, chosen)  # legal: it is in the seat's legal list
            self.turns.moved()
        self._advance()
        outcome = state.outcome()
        reward = 0.0 if outcome is None else 2.0 * outcome.rewards()[self.seat] - 1.0
        return self._obs(), reward, outcome is not None, False, {"may_decline": self.optional}

    def close(self) -> None:
        self.state_ = None

    def render(self) -> str | None:
        return None if self.state_ is None else str(self.state_.view(self.seat))
