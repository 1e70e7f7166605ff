"""How many rated games until a rating stops being provisional (docs/ratings.md,
"Provisional"): the figure behind `koloda.ratings.scale.PROVISIONAL`.

A newcomer of steady strength (a true skill drawn like the population's) plays an established
population (true skills spread as one starting sigma; their ratings already settled near their
true skill, sigma 2). Each game's order of finish comes from performances drawn around each
player's true skill (Plackett-Luce's own assumption: a Gumbel draw, beta = 25/6). For each
threshold the newcomer's games until its shown uncertainty falls to it or below; and how far
its shown rating is from its true one then (the error a "?" warns of).

    .venv/bin/python benchmarks/rating_provisional.py [trials]
"""

from __future__ import annotations

import math
import random
import statistics
import sys

from koloda.ratings import Rating, rate, shown, shown_sigma
from koloda.ratings.scale import MU, SIGMA

BETA = 25.0 / 6.0
THRESHOLDS = (250.0, 225.0, 200.0, 175.0, 150.0, 130.0, 110.0)
MAX_GAMES = 400


def performance(rng: random.Random, skill: float) -> float:
    """One game's performance: the true skill plus a Gumbel draw (Plackett-Luce's noise)."""
    return skill - BETA * math.log(-math.log(rng.random() or 1e-12))


def newcomer(rng: random.Random, seats: int) -> dict[float, tuple[int, float]]:
    """One newcomer's career: per threshold, (games until under it, |shown - true| then)."""
    true = rng.gauss(MU, SIGMA)
    me = Rating()
    found: dict[float, tuple[int, float]] = {}
    for n in range(1, MAX_GAMES + 1):
        others = [rng.gauss(MU, SIGMA) for _ in range(seats - 1)]
        settled = [Rating(s + rng.gauss(0, 2.0), 2.0, 50) for s in others]
        perf = [performance(rng, s) for s in [true, *others]]
        order = sorted(range(seats), key=lambda i: -perf[i])
        places = [0] * seats
        for place, i in enumerate(order, 1):
            places[i] = place
        me = rate([me, *settled], places)[0]
        for t in THRESHOLDS:
            if t not in found and shown_sigma(me.sigma) <= t:
                found[t] = (n, abs(shown(me.mu) - shown(true)))
        if len(found) == len(THRESHOLDS):
            break
    return found


def main(trials: int = 300) -> None:
    rng = random.Random(25)
    for seats in (2, 4):
        runs = [newcomer(rng, seats) for _ in range(trials)]
        print(f"{seats} seats, {trials} newcomers:")
        for t in THRESHOLDS:
            games = [r[t][0] for r in runs if t in r]
            errors = [r[t][1] for r in runs if t in r]
            print(f"  shown sigma <= {t:5.0f}: games median {statistics.median(games):5.1f}"
                  f" (max {max(games):3d}), |error| median {statistics.median(errors):5.0f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
