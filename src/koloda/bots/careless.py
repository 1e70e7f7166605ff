"""A weaker player made from a game's heuristic: ``careless:0.4`` plays a uniformly random move
(among the legal ones, or declining where the seat may) 40% of the time, else the heuristic's.

It gives the bottom of a ladder of strengths (`koloda.bots.levels`) that still plays like a
person who means to win, only carelessly, rather than the random bot's play, which is no fun to
beat; the chance sets the strength by measurement (`koloda study ladder`).
"""

from __future__ import annotations

from koloda.core import Action, Agent, Game, KolodaError, Perspective, SeededBot, text

from .generic import BotKind

#: the chance of a random move when the spec gives none
DEFAULT_CHANCE = 0.5


class CarelessBot(SeededBot):
    """The game's heuristic, with a random move at a given chance."""

    def __init__(self, inner: Agent, chance: float, seed: int = 0,
                 name: str = "careless") -> None:
        super().__init__(seed, name)
        self.inner = inner
        self.chance = chance

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        if self.rng.random() < self.chance:
            # Declining is one of the choices wherever the seat is not obliged to act.
            n = len(legal) + (0 if perspective.must_act() else 1)
            pick = self.rng.randrange(n)
            return legal[pick] if pick < len(legal) else None
        return self.inner.act(perspective)


def make_careless(game: Game, seed: int, param: str | None) -> CarelessBot:
    """``careless`` or ``careless:0.3`` (the chance of a random move, above 0 and at most 1)."""
    try:
        chance = float(param) if param else DEFAULT_CHANCE
        ok = 0 < chance <= 1  # also refuses nan
    except ValueError:
        ok = False
    if not ok:
        raise KolodaError(text("bots-careless-chance", param=repr(param)))
    factory = game.agents().get("heuristic")
    if factory is None:
        raise KolodaError(text("bots-careless-no-heuristic", game=game.id))
    return CarelessBot(factory(seed=seed, param=None), chance, seed)


#: found by the entry point ``careless`` (group ``koloda.bots``). Not listed, like
#: ismcts-guided: a level of `koloda.bots.levels`, not a bot the lobby offers by its algorithm's
#: name; `make_bot` makes it by spec wherever the game has a heuristic.
BOT = BotKind(make_careless, listed=False)
