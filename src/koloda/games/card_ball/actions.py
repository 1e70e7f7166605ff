"""The one action of Card Ball: a shot (aim, speed, spin, elevation, and where the cue ball goes
when it is in hand), its JSON codec and the limits a shot must keep (which the state's `check`
enforces)."""

from __future__ import annotations

from koloda.core import Action, ActionCodec, action

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

