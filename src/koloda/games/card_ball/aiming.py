"""Ghost-ball aiming: the pots a position offers, as lines from the cue ball to each ball and
pocket. Used for the representative shots `legal_actions` lists and by the bot."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import (
    CUE,
    POCKETS,
    RADIUS,
    Point,
    angle_to,
    cut_angle,
    distance,
    ghost_ball,
    in_kitchen,
    path_clear,
)

MAX_CUT = 70.0  # degrees: thinner cuts are left to the bot's simulation


@dataclass(frozen=True)
class PotLine:
    """A pot of `ball` into `pocket` from `cue`: the aim, the cut and the distances."""

    ball: int
    pocket: str
    aim: float
    cut: float
    travel: float  # cue ball to the ghost ball
    run: float  # object ball to the pocket
    clear: bool  # both paths free of other balls

    def difficulty(self) -> float:
        """A rough cost: long shots and thin cuts are harder; a blocked path is nearly hopeless."""
        cost = (self.travel + self.run) * (1.0 / max(0.05, math.cos(math.radians(self.cut))))
        return cost + (0.0 if self.clear else 10.0)

    def speed(self) -> float:
        """A cue speed that carries both balls there with a little to spare (m/s)."""
        reach = self.travel + self.run / max(0.2, math.cos(math.radians(self.cut)))
        return round(min(4.5, 0.9 + 1.1 * reach), 2)


def pot_lines(cue: Point, balls: dict[int, Point], targets: set[int],
              from_kitchen: bool = False) -> list[PotLine]:
    """Every pot of a target ball into any pocket with a cut under `MAX_CUT`, easiest first.
    From the kitchen, balls inside it are left out (they may not be hit first)."""
    out: list[PotLine] = []
    for ball in sorted(targets):
        if ball not in balls or ball == CUE:
            continue
        spot = balls[ball]
        if from_kitchen and in_kitchen(spot):
            continue
        for pocket, mouth in POCKETS.items():
            ghost = ghost_ball(spot, mouth)
            travel = distance(cue, ghost)
            if travel < RADIUS:
                continue
            cut = cut_angle(cue, spot, mouth)
            if cut >= MAX_CUT:
                continue
            others = {CUE, ball}
            clear = (path_clear(cue, ghost, balls, others)
                     and path_clear(spot, mouth, balls, others))
            out.append(PotLine(ball, pocket, round(angle_to(cue, ghost), 3), cut, travel,
                               distance(spot, mouth), clear))
    out.sort(key=PotLine.difficulty)
    return out
