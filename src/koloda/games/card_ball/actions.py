"""The one action of Card Ball: a shot (aim, speed, spin, elevation, and where the cue ball goes
when it is in hand), its JSON codec and the limits a shot must keep."""

from __future__ import annotations

import math

from koloda.core import Action, ActionCodec, IllegalAction, action

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
    for name in ("aim", "speed", "side", "follow", "elevation"):
        value = getattr(shot, name)
        if not math.isfinite(value):
            raise IllegalAction(f"{name} must be a finite number, not {value}",
                                f"{name} должно быть конечным числом, а не {value}")
    for name in ("cue_x", "cue_y"):
        value = getattr(shot, name)
        if value is not None and not math.isfinite(value):
            raise IllegalAction(f"{name} must be a finite number, not {value}",
                                f"{name} должно быть конечным числом, а не {value}")
    if not 0.0 <= shot.aim < 360.0:
        raise IllegalAction(f"aim {shot.aim}° is outside 0 to 360",
                            f"направление {shot.aim}° вне промежутка от 0 до 360")
    if not MIN_SPEED <= shot.speed <= MAX_SPEED:
        raise IllegalAction(
            f"speed {shot.speed} m/s is outside {MIN_SPEED} to {MAX_SPEED}",
            f"скорость {shot.speed} м/с вне промежутка от {MIN_SPEED} до {MAX_SPEED}")
    if math.hypot(shot.side, shot.follow) > MAX_TIP_OFFSET + 1e-12:
        raise IllegalAction(
            f"the tip {math.hypot(shot.side, shot.follow):.2f} of the radius off centre would "
            f"miscue (at most {MAX_TIP_OFFSET})",
            f"наклейка в {math.hypot(shot.side, shot.follow):.2f} радиуса от центра даст кикс "
            f"(не больше {MAX_TIP_OFFSET})")
    if not 0.0 <= shot.elevation <= MAX_ELEVATION:
        raise IllegalAction(
            f"elevation {shot.elevation}° is outside 0 to {MAX_ELEVATION}",
            f"наклон кия {shot.elevation}° вне промежутка от 0 до {MAX_ELEVATION}")
    if (shot.cue_x is None) != (shot.cue_y is None):
        raise IllegalAction("give both cue_x and cue_y, or neither",
                            "укажите и cue_x, и cue_y, или ни одного")
