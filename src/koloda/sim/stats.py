"""Statistics for simulations: confidence intervals, and deterministic seed derivation
(`derive_seed`, which lives in `koloda.core.rng` and is re-exported here)."""

from __future__ import annotations

import math

from koloda.core.rng import derive_seed

__all__ = ["Z95", "derive_seed", "mean", "wilson"]

#: two-sided 95% normal quantile
Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (`successes` may be fractional: shared wins).

    Chosen over the normal (Wald) interval because it stays inside [0, 1] and keeps its coverage
    for rates near 0 or 1 and for small samples, which is where bot match-ups usually sit.
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0
