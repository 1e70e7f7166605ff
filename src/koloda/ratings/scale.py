"""The scale people read: OpenSkill's (mu, sigma) shown as a number around 1500, and when a
rating is still provisional (docs/ratings.md, "Scale")."""

from __future__ import annotations

#: OpenSkill's starting rating (its defaults: mu 25, sigma 25/3)
MU = 25.0
SIGMA = 25.0 / 3.0
#: the number shown at the start
START = 1500
#: display points per unit of mu: one starting sigma is 350 points, Glicko's starting RD, so a
#: new player's uncertainty reads as it does on lichess
K = 350.0 / SIGMA
#: a rating is provisional ("?") while its shown uncertainty (sigma * K) is above this. lichess
#: shows "?" while RD >= 110, but OpenSkill's sigma falls far slower than Glicko's RD (110 takes
#: a median 84 duels); `benchmarks/rating_provisional.py` finds 200 after a median 16 duels (14
#: four-seat games), where the shown rating's error has already stopped shrinking
#: (docs/ratings.md, "Provisional")
PROVISIONAL = 200.0


def shown(mu: float) -> int:
    """The rating as shown: 1500 at the start, K points per unit of mu."""
    return round(START + (mu - MU) * K)


def shown_sigma(sigma: float) -> float:
    """The uncertainty on the shown scale (350 at the start)."""
    return sigma * K


def provisional(sigma: float) -> bool:
    """Whether a rating with this sigma is shown with "?"."""
    return shown_sigma(sigma) > PROVISIONAL
