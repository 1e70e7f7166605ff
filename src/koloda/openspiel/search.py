"""OpenSpiel's ISMCTS on koloda's games, and a cheap evaluator for it.

`pyspiel.ISMCTSBot` (the C++ bot) cannot search a game written in Python: its `step` releases
Python's lock and then calls the Python state, which crashes the process (open_spiel 2.0.2 does
so on its own `python_kuhn_poker` too), and it re-deals hidden cards through C++'s
`ResampleFromInfostate`, which a Python state cannot provide. OpenSpiel's Python ISMCTS
(`open_spiel.python.algorithms.ismcts`), the same algorithm, calls `resample_from_infostate` in
Python, which the states here answer with the game's own `determinize`.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts


class EstimateEvaluator(mcts.Evaluator):
    """Values a position by the game's own cheap guess (`State.estimate`, ranks as rewards in
    [-1, 1]) where it has one, otherwise by one random playout; uniform priors."""

    def __init__(self, seed: int = 0) -> None:
        self.rollout = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))

    def evaluate(self, state: Any) -> np.ndarray:
        if state.is_terminal():
            return np.array(state.returns())
        inner = state.koloda_state
        guess = inner.estimate() if inner is not None else None
        if guess is None:
            return self.rollout.evaluate(state)
        return np.array([2.0 * g - 1.0 for g in guess])

    def prior(self, state: Any) -> list[tuple[int, float]]:
        return self.rollout.prior(state)


class TimedISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTS given seconds a move instead of a count of simulations (comparisons
    at equal time): it re-deals and simulates until the clock runs out, then chooses as
    OpenSpiel's own bot does. The clock starts when the move is asked for. It runs two
    simulations at least: the first only opens the root."""

    def __init__(self, *args: Any, seconds: float, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        #: simulations run by the last search (benchmarks)
        self.last_simulations = 0

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        deadline = time.perf_counter() + self.seconds
        self.reset()
        legal = state.legal_actions()
        self.last_simulations = 0
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        while self.last_simulations < 2 or time.perf_counter() < deadline:
            self.run_simulation(self.sample_root_state(state))
            self.last_simulations += 1
        return self.get_final_policy(state, self._root_node)  # type: ignore[no-any-return]


def ismcts_bot(game: Any, simulations: int = 100, seed: int = 0, evaluator: Any = None,
               uct_c: float = 2.0, seconds: float | None = None) -> ismcts.ISMCTSBot:
    """OpenSpiel's ISMCTS for `game` (a loaded `koloda_*` game): `simulations` a move, or
    `seconds` a move where given (`TimedISMCTSBot`); random playouts unless `evaluator` says
    otherwise (`EstimateEvaluator`)."""
    rng = np.random.RandomState(seed)
    evaluator = evaluator or mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + 1))
    policy = ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT
    if seconds is not None:
        return TimedISMCTSBot(game, evaluator, uct_c, simulations, random_state=rng,
                              final_policy_type=policy, seconds=seconds)
    return ismcts.ISMCTSBot(game, evaluator, uct_c, simulations, random_state=rng,
                            final_policy_type=policy)
