"""The random bot: a uniformly random legal action."""

from __future__ import annotations

import random

from koloda.core import Action, Perspective


class RandomBot:
    """Plays a uniformly random legal action; declines optional actions half of the time."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.rng = random.Random(seed)
        self.name = name

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        if not perspective.must_act() and self.rng.random() < 0.5:
            return None
        return self.rng.choice(legal)
