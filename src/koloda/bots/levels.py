"""The levels of bot strength a player chooses from, per game: data only.

A level is a name shown to players (English and Russian) and the bot spec that plays it
(`koloda.bots.registry.make_bot`). The word shown comes from the level, never from the
algorithm, so a level's bot can change when a stronger one is measured without renaming it.
Each game's ladder is ordered weakest first; whether each level really beats the one below is
measured by `koloda study ladder GAME` (`koloda.sim.ladder`), and the measured tables are in
docs/bots.md. A game without an entry here gets `default_ladder` built from the bots it has.

The budgets are iterations, not seconds, so a level plays the same on a fast and a slow machine
and its measurements repeat exactly; each stays within 2 s a move on a loaded 2-core machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.core import Game, Text, text

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


#: the heuristic with random slips at the bottom, the heuristic in the middle, the search
#: guided by the heuristic on top (`ismcts-guided`: it beats the heuristic where plain ISMCTS
#: did not). The slip chances were picked from measured candidates (docs/bots.md) so that each
#: level scores at least 60% against the one below; Palace, a game of more luck, keeps four.
LADDERS: dict[str, tuple[Level, ...]] = {
    # Durak's Strong is the shipped network (docs/rl.md): 60.0% over the heuristic and
    # 38.0% against the guided search at 400 iterations, the Expert. Models are shipped for 2-4
    # players; at a table size or with options no model was trained for, `neural` plays as the
    # heuristic.
    "durak": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                     ("skilled", "heuristic"), ("strong", "neural"),
                     ("expert", "ismcts-guided:400")),
    "palace": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                      ("skilled", "heuristic"), ("expert", "ismcts-guided:200")),
    # At 400 iterations the guided search beats the heuristic (58.2% of 400 games, the
    # interval above one half) but by less than a ladder's step of 60%, so the heuristic is
    # not a level here: the Expert's step is over `careless:0.15` (docs/bots.md).
    "thirteenth_hour": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                               ("skilled", "careless:0.15"), ("expert", "ismcts-guided:400")),
    # The Clash heuristic judges a move by playing the turn out, so as a playout policy it is
    # costly; plain ISMCTS (with the measured deck choice) tops this ladder.
    "clash_of_decks": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                              ("skilled", "heuristic"), ("expert", "ismcts:200")),
    # Every edge compounds over a game of many rounds, so the heuristic's slips space the
    # levels widely (each step 86% or more in 200 games); the guided search costs 0.2 s a call
    # here and was not measured above the heuristic (docs/bots.md), so the heuristic is the top.
    # Without the classic choice Battle of Strength has no decision: every level plays alike.
    "spiderman_strength": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                                  ("skilled", "careless:0.15"), ("strong", "heuristic")),
    "spiderman_dark": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                              ("skilled", "careless:0.15"), ("strong", "heuristic")),
    # One seat against the automaton: levels are win rates on the same deals. The heuristic
    # judging each move over 32 re-deals of the automaton's hidden deck (`heuristic:32`) wins
    # clearly more often than on one; plain ISMCTS with the solo estimate wins less.
    "clash_of_decks_solo": _ladder(("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                                   ("skilled", "heuristic"), ("expert", "heuristic:32")),
    # Shots are physics, not moves from a list: the heuristic's own strengths (how many pots
    # it tries on the physics, how much its stroke wobbles) are the levels. The Expert, trying
    # 28 pots with a steady stroke, beats the default heuristic (Casual) in 9 games of 10.
    "card_ball": _ladder(("beginner", "heuristic:1"), ("casual", "heuristic"),
                         ("skilled", "heuristic:3"), ("expert", "heuristic:4")),
    # Answers are typed words, not moves from a list, so neither random slips nor a search
    # apply: the bot's own strengths (how often and how fast it recalls a word) are the levels.
    "scattergories": _ladder(("beginner", "heuristic:easy"), ("casual", "heuristic:normal"),
                             ("skilled", "heuristic:hard")),
}


#: each measured level's share of two-player games against the level below it (the
#: "against the level below" columns of docs/bots.md, `koloda study ladder GAME`): how far apart
#: the levels are, which koloda.ratings.levels turns into the rating each level stands for
STEP_SHARES: dict[str, dict[str, float]] = {
    "durak": {"casual": 0.688, "skilled": 0.770, "strong": 0.600, "expert": 0.620},
    "palace": {"casual": 0.720, "skilled": 0.645, "expert": 0.627},
    "thirteenth_hour": {"casual": 0.675, "skilled": 0.630, "expert": 0.735},
    "clash_of_decks": {"casual": 0.705, "skilled": 0.825, "expert": 0.810},
    "spiderman_strength": {"casual": 0.985, "skilled": 0.940, "strong": 0.860},
    "spiderman_dark": {"casual": 0.995, "skilled": 0.970, "strong": 0.932},
    "card_ball": {"casual": 0.740, "skilled": 0.650, "expert": 0.870},
    "scattergories": {"casual": 0.985, "skilled": 0.910},
}


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
    if game.id in LADDERS:
        return LADDERS[game.id]
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
