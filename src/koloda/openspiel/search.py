"""OpenSpiel's ISMCTS on koloda's games, and a cheap evaluator for it.

`pyspiel.ISMCTSBot` (the C++ bot) cannot search a game written in Python: its `step` releases
Python's lock and then calls the Python state, which crashes the process (open_spiel 2.0.2 does
so on its own `python_kuhn_poker` too), and it re-deals hidden cards through C++'s
`ResampleFromInfostate`, which a Python state cannot provide. OpenSpiel's Python ISMCTS
(`open_spiel.python.algorithms.ismcts`), the same algorithm, calls `resample_from_infostate` in
Python, which the states here answer with the game's own `determinize`.
"""

from __future__ import annotations

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


def ismcts_bot(game: Any, simulations: int = 100, seed: int = 0, evaluator: Any = None,
               uct_c: float = 2.0) -> ismcts.ISMCTSBot:
    """OpenSpiel's ISMCTS for `game` (a loaded `koloda_*` game): `simulations` a move, random
    playouts unless `evaluator` says otherwise (`EstimateEvaluator`)."""
    rng = np.random.RandomState(seed)
    evaluator = evaluator or mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + 1))
    return ismcts.ISMCTSBot(game, evaluator, uct_c, simulations, random_state=rng,
                            final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
