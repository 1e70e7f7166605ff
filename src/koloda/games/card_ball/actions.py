"""The one action of Card Ball: a shot (aim, speed, spin, elevation, and where the cue ball goes
when it is in hand), its JSON codec and the limits a shot must keep."""

from __future__ import annotations

import math

from koloda.core import Action, ActionCodec, action

from .texts import number, refuse

MIN_SPEED, MAX_SPEED = 0.05, 10.0  # cue speed at impact, m/s (a hard break is about 8)
MAX_TIP_OFFSET = 0.6  # of the ball's radius: further out the tip slips off (a miscue)
MAX_ELEVATION = 60.0  # degrees above the bed


@action("shot")
class Shot(Action):
    """A stroke of the cue.

    `aim`: the direction in degrees (0 toward the right rail, 90 toward the foot rail);
    `speed`: of the cue at impact, m/s; `side` and `follow`: where the tip meets the cue ball,
    as fractions of its radius (side > 0 is right of centre, follow > 0 above it, < 0 draw);
    `elevation`: of the cue, degrees; `cue_x`, `cue_y`: where the cue ball is placed when it is
    in hand (None otherwise).
    """

    aim: float
    speed: float
    side: float = 0.0
    follow: float = 0.0
    elevation: float = 0.0
    cue_x: float | None = None
    cue_y: float | None = None


CODEC = ActionCodec([Shot])


def check_stroke(shot: Shot) -> None:
    """Refuse strokes no cue can play, with the reason."""
    for name in ("aim", "speed", "side", "follow", "elevation", "cue_x", "cue_y"):
        value = getattr(shot, name)
        if value is not None and not math.isfinite(value):
            raise refuse("card_ball-refuse-not-finite", name=name, value=str(value))
    if not 0.0 <= shot.aim < 360.0:
        raise refuse("card_ball-refuse-aim", aim=number(shot.aim))
    if not MIN_SPEED <= shot.speed <= MAX_SPEED:
        raise refuse("card_ball-refuse-speed", speed=number(shot.speed),
                     low=number(MIN_SPEED), high=number(MAX_SPEED))
    offset = math.hypot(shot.side, shot.follow)
    if offset > MAX_TIP_OFFSET + 1e-12:
        raise refuse("card_ball-refuse-miscue", offset=number(offset, 2),
                     most=number(MAX_TIP_OFFSET))
    if not 0.0 <= shot.elevation <= MAX_ELEVATION:
        raise refuse("card_ball-refuse-elevation", elevation=number(shot.elevation),
                     most=number(MAX_ELEVATION))
    if (shot.cue_x is None) != (shot.cue_y is None):
        raise refuse("card_ball-refuse-half-place")
