"""What a shot did, as the rules read it (filled from pooltool's events by `physics.report`, or
written by hand in tests)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .geometry import Point


@dataclass(frozen=True)
class ShotReport:
    """The facts of one shot.

    `first_hit`: the ball the cue ball touched first (None: it touched none);
    `cushion_after_contact`: whether any ball reached a cushion after that first contact;
    `rail_balls`: the object balls that touched a cushion at any time (an open break counts them);
    `pocketed`: the balls that dropped, in order (0 is the cue ball);
    `off`: the balls that left the table; `final`: where the balls still on the bed stopped.
    """

    first_hit: int | None
    cushion_after_contact: bool
    rail_balls: frozenset[int] = frozenset()
    pocketed: tuple[int, ...] = ()
    off: tuple[int, ...] = ()
    final: dict[int, Point] = field(default_factory=dict)
