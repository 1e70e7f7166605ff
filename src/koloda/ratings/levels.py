"""The rating each level of a game's bot ladder stands for (docs/ratings.md, "Bots' levels"):
"Play now" seats bots of the level nearest the seekers' mean rating.

The ladders' measured steps (each game's `level_shares`: a level's share of two-player
games against the level below) are read through OpenSkill's own model: between two settled
players a share p is a gap of `sqrt(2) * beta * logit(p)` in mu, `K` shown points per unit of
mu. The plain heuristic's level (Skilled) stands for the starting rating, since a newcomer is
assumed to play about as well as the game's ordinary bot; the other levels sit at their measured
gaps from it. A game whose ladder was never measured steps 200 points a level.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from koloda.bots.levels import Level
from koloda.core import games

from .scale import SIGMA, START, K

#: OpenSkill's default performance spread (beta = sigma / 2)
BETA = SIGMA / 2
#: shares of 200 games near 0 or 1 say "far apart" but not how far (99.5% is 1 loss in 200):
#: a step counts at most as much as 95% would
MOST = 0.95
#: the level that stands for the starting rating, and the step of an unmeasured ladder
ANCHOR = "skilled"
UNMEASURED_STEP = 200


def step_points(share: float) -> float:
    """The shown rating gap between two settled players when one wins `share` of their games."""
    p = min(max(share, 1 - MOST), MOST)
    return K * math.sqrt(2) * BETA * math.log(p / (1 - p))


def level_ratings(ladder: Sequence[Level], shares: Mapping[str, float] | None = None
                  ) -> dict[str, int]:
    """The rating each level of `ladder` (weakest first) stands for, by key."""
    points = [0.0]
    for level in ladder[1:]:
        share = (shares or {}).get(level.key)
        points.append(points[-1] + (step_points(share) if share is not None else UNMEASURED_STEP))
    keys = [level.key for level in ladder]
    anchor = points[keys.index(ANCHOR)] if ANCHOR in keys else points[len(points) // 2]
    return {key: round(START + at - anchor) for key, at in zip(keys, points, strict=True)}


def ratings_of(game_id: str, ladder: Sequence[Level]) -> dict[str, int]:
    """`level_ratings` of a game's ladder with its measured steps."""
    game = games().get(game_id)
    return level_ratings(ladder, game.level_shares if game is not None else None)


def nearest_level(game_id: str, ladder: Sequence[Level], rating: float) -> Level:
    """The level of the ladder whose rating is nearest `rating` (the weaker one on a tie)."""
    ratings = ratings_of(game_id, ladder)
    return min(ladder, key=lambda level: abs(ratings[level.key] - rating))
