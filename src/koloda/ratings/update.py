"""A rated game's updates: OpenSkill's Plackett-Luce model over the order of finish
(docs/ratings.md, "Updates"). Every seat is a team of one; ties are ties."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from .scale import MU, SIGMA, provisional, shown

_MODEL = PlackettLuce(mu=MU, sigma=SIGMA)


@dataclass(frozen=True)
class Rating:
    """One account's rating in one pool."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0

    @property
    def shown(self) -> int:
        return shown(self.mu)

    @property
    def provisional(self) -> bool:
        return provisional(self.sigma)


def rate(before: Sequence[Rating], places: Sequence[int]) -> list[Rating]:
    """Everyone's rating after a game with these places (1 is best, equal places tie), in the
    same order; each has one game more."""
    if len(before) != len(places) or len(before) < 2:
        raise ValueError("a rated game needs two or more places, one per rating")
    teams = [[_MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    after = _MODEL.rate(teams, ranks=[float(p) for p in places])
    return [Rating(float(t[0].mu), float(t[0].sigma), r.games + 1)
            for t, r in zip(after, before, strict=True)]
