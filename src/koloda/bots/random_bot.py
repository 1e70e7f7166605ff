"""The random bot: a uniformly random legal action."""

from __future__ import annotations

from koloda.core import Action, Game, KolodaError, Perspective, SeededBot, text

from .generic import BotKind


class RandomBot(SeededBot):
    """Plays a uniformly random legal action; declines optional actions half of the time."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        super().__init__(seed, name)

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        if not perspective.must_act() and self.rng.random() < 0.5:
            return None
        return self.rng.choice(legal)


def make_random(game: Game, seed: int, param: str | None) -> RandomBot:
    """``random`` (it takes no parameter)."""
    if param:
        raise KolodaError(text("bots-random-no-param", param=repr(param)))
    return RandomBot(seed)


#: found by the entry point ``random`` (group ``koloda.bots``)
BOT = BotKind(make_random)
