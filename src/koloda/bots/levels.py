"""The levels of bot strength a player chooses from, per game: data only.

A level is a name shown to players (English and Russian) and the bot spec that plays it
(`koloda.bots.registry.make_bot`). The word shown comes from the level, never from the
algorithm, so a level's bot can change when a stronger one is measured without renaming it.
Each game's ladder is ordered weakest first; whether each level really beats the one below is
measured by `koloda study ladder GAME` (`koloda.sim.ladder`), and the measured tables are in
docs/bots.md. Each game declares its ladder (`Game.bot_levels`); one that does not gets
`default_ladder` built from the bots it has.

The budgets are iterations, not seconds, so a level plays the same on a fast and a slow machine
and its measurements repeat exactly; each stays within 2 s a move on a loaded 2-core machine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from koloda.core import Game, Text, games, text

from .generic import bot_names


@dataclass(frozen=True)
class Level:
    """One step of a ladder: a stable key (for settings and the lobby), its name, its bot."""

    key: str
    name: Text
    spec: str

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "name": {"en": self.name.en, "ru": self.name.ru},
                "spec": self.spec}


BEGINNER = text("bots-level-beginner")
CASUAL = text("bots-level-casual")
SKILLED = text("bots-level-skilled")
STRONG = text("bots-level-strong")
EXPERT = text("bots-level-expert")


NAMES = {"beginner": BEGINNER, "casual": CASUAL, "skilled": SKILLED, "strong": STRONG,
         "expert": EXPERT}


def _ladder(*steps: tuple[str, str]) -> tuple[Level, ...]:
    """Levels from (key, spec) pairs, weakest first."""
    return tuple(Level(key, NAMES[key], spec) for key, spec in steps)


class _Declared(Mapping[str, Any]):
    """What each installed game declares of its levels (`Game.bot_levels`, `Game.level_shares`),
    by game id, read afresh: a game registered later is in it too."""

    def __init__(self, read: Callable[[Game], Any]) -> None:
        self._read = read

    def _items(self) -> dict[str, Any]:
        return {gid: value for gid, game in games().items() if (value := self._read(game))}

    def __getitem__(self, game_id: str) -> Any:
        return self._items()[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items())

    def __len__(self) -> int:
        return len(self._items())


#: each game's ladder as the game declares it (`Game.bot_levels`; why each level is where it is
#: sits beside it in the game's package). Most put the heuristic with random slips at the
#: bottom, the heuristic in the middle and the search guided by the heuristic on top, the slip
#: chances picked from measured candidates (docs/bots.md) so that each level scores at least 60%
#: against the one below.
LADDERS: Mapping[str, tuple[Level, ...]] = _Declared(
    lambda game: _ladder(*game.bot_levels) if game.bot_levels else None)

#: each measured level's share of two-player games against the level below it (the game's
#: `level_shares`, the "against the level below" columns of docs/bots.md, `koloda study ladder
#: GAME`): how far apart the levels are, which koloda.ratings.levels turns into ratings
STEP_SHARES: Mapping[str, dict[str, float]] = _Declared(lambda game: dict(game.level_shares))


def default_ladder(game: Game, names: list[str]) -> tuple[Level, ...]:
    """A ladder from the bots `names` a game has: the heuristic's slips and the heuristic, then
    the guided search where the game may be searched; the random bot only without a heuristic."""
    if "heuristic" not in names:
        keys = ("beginner", "skilled", "expert")
        specs = ["random", *(n for n in ("ismcts-fast", "ismcts") if n in names)]
        return _ladder(*zip(keys, specs, strict=False))
    lower = (("beginner", "careless:0.7"), ("casual", "careless:0.4"), ("skilled", "heuristic"))
    if "ismcts" in names:  # searching suits the game, so the guided search does too
        return _ladder(*lower, ("expert", "ismcts-guided:200"))
    return _ladder(*lower)


def ladder_for(game: Game) -> tuple[Level, ...]:
    """The levels of `game`, weakest first."""
    if game.bot_levels:
        return _ladder(*game.bot_levels)
    return default_ladder(game, bot_names(game))


def level_of(game: Game, spec: str | None) -> Level | None:
    """The level of `game` that bot `spec` plays (its spec, or the level's key), if it plays
    one: players read the level's name (Beginner ... Expert) for it, never the algorithm's."""
    if not spec:
        return None
    try:
        return next((level for level in ladder_for(game) if spec in (level.spec, level.key)),
                    None)
    except Exception:  # a game whose bots fail to load still shows its seats
        return None
