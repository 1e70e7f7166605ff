"""The table in numbers: the bed, the pockets, the kitchen and the spots, the rack, spotting balls
and ghost-ball aiming. Plain Python (no pooltool), so rules, views and renderers can use it.

Coordinates are metres on pooltool's default seven-foot table, seen from above: x runs across the
table (0 at the left rail), y along it, from the head rail (y = 0, where the breaker stands) to
the foot rail (y = LENGTH, behind the rack). A position is a ball's centre. Angles are degrees,
0 pointing right (+x) and 90 pointing at the foot rail (+y), as pooltool's `phi`.
"""

from __future__ import annotations

import math
import random

WIDTH = 0.9906
LENGTH = 1.9812
RADIUS = 0.028575  # of every ball, the cue ball included
HEAD_STRING = LENGTH / 4  # the kitchen is the quarter of the bed behind it
HEAD_SPOT = (WIDTH / 2, LENGTH / 4)
FOOT_SPOT = (WIDTH / 2, 3 * LENGTH / 4)
CUE = 0  # the cue ball's number
OBJECT_BALLS = tuple(range(1, 16))
#: racked balls sit this much further apart than touching, so pooltool does not see every ball of
#: the rack in contact at once; each is also jittered by up to a quarter of the gap (from the RNG)
RACK_GAP = 2e-3 * RADIUS

#: pooltool's pocket ids and the point a shot aims at to pot into each (their names in words are
#: the catalog's: `card_ball-suggest-pot`)
POCKETS: dict[str, tuple[float, float]] = {
    "lb": (0.0, 0.0),
    "lc": (-0.02, LENGTH / 2),
    "lt": (0.0, LENGTH),
    "rb": (WIDTH, 0.0),
    "rc": (WIDTH + 0.02, LENGTH / 2),
    "rt": (WIDTH, LENGTH),
}

Point = tuple[float, float]


def distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def on_bed(p: Point, slack: float = 1e-9) -> bool:
    """Whether a ball centred at `p` lies wholly on the bed, inside the cushions."""
    return (RADIUS - slack <= p[0] <= WIDTH - RADIUS + slack
            and RADIUS - slack <= p[1] <= LENGTH - RADIUS + slack)


def off_table(p: Point) -> bool:
    """Whether a ball that was not pocketed ended outside the rails (it left the table)."""
    return not (-RADIUS <= p[0] <= WIDTH + RADIUS and -RADIUS <= p[1] <= LENGTH + RADIUS)


def in_kitchen(p: Point) -> bool:
    """Whether `p` lies behind the head string (where a cue ball in hand is placed)."""
    return p[1] <= HEAD_STRING


def overlaps(p: Point, balls: dict[int, Point], skip: int | None = None) -> int | None:
    """The ball a ball centred at `p` would overlap, if any."""
    for number, q in balls.items():
        if number != skip and distance(p, q) < 2 * RADIUS:
            return number
    return None


def rack(rng: random.Random) -> dict[int, Point]:
    """Fifteen balls in a triangle, apex on the foot spot, in an order drawn from `rng`."""
    order = list(OBJECT_BALLS)
    rng.shuffle(order)
    step = 2 * RADIUS + RACK_GAP
    positions: dict[int, Point] = {}
    i = 0
    for row in range(5):
        for k in range(row + 1):
            jx = rng.uniform(-1, 1) * RACK_GAP / 4
            jy = rng.uniform(-1, 1) * RACK_GAP / 4
            x = FOOT_SPOT[0] + (k - row / 2) * step + jx
            y = FOOT_SPOT[1] + row * step * math.sqrt(3) / 2 + jy
            positions[order[i]] = (x, y)
            i += 1
    return positions


def spot_balls(numbers: list[int], balls: dict[int, Point]) -> dict[int, Point]:
    """Where balls put back on the table go: the lowest on the foot spot, the others in a row
    behind it toward the foot rail in ascending order. A ball whose place is taken goes to the
    nearest free place on that line behind it, or in front of the foot spot if the line behind is
    full. Returns the new places (for `numbers`, in ascending order)."""
    taken = dict(balls)
    placed: dict[int, Point] = {}
    step = 2 * RADIUS + 1e-4
    x = FOOT_SPOT[0]
    y = FOOT_SPOT[1]
    for number in sorted(numbers):
        spot = _free_on_foot_line(x, y, step, taken)
        taken[number] = spot
        placed[number] = spot
        y = spot[1] + step
    return placed


def _free_on_foot_line(x: float, y: float, step: float, taken: dict[int, Point]) -> Point:
    fine = RADIUS / 4
    p = y
    while p <= LENGTH - RADIUS:
        if overlaps((x, p), taken) is None:
            return (x, p)
        p += fine
    p = y - fine
    while p >= RADIUS:
        if overlaps((x, p), taken) is None:
            return (x, p)
        p -= fine
    # The whole long string is covered by balls: slide sideways (never met in real play).
    for dx in (step, -step, 2 * step, -2 * step):
        if overlaps((x + dx, y), taken) is None:
            return (x + dx, y)
    return (x, y)


def free_kitchen_spot(balls: dict[int, Point]) -> Point:
    """The head spot, or the nearest free place in the kitchen to it (for a cue ball in hand)."""
    x0, y0 = HEAD_SPOT
    for ring in range(0, 12):
        for k in range(max(1, 8 * ring)):
            a = 2 * math.pi * k / max(1, 8 * ring)
            # Rounded as views and records show it, so the place stays free once written down.
            p = (round(x0 + ring * RADIUS * math.cos(a), 4),
                 round(y0 - ring * RADIUS * (1 + math.sin(a)) / 2, 4))
            if on_bed(p) and in_kitchen(p) and overlaps(p, balls) is None:
                return p
    return (x0, RADIUS * 2)


def angle_to(a: Point, b: Point) -> float:
    """The direction from `a` to `b` in degrees, 0 to 360."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def ghost_ball(ball: Point, pocket: Point) -> Point:
    """Where the cue ball must be at contact to send `ball` toward `pocket`."""
    d = distance(ball, pocket) or 1.0
    return (ball[0] - 2 * RADIUS * (pocket[0] - ball[0]) / d,
            ball[1] - 2 * RADIUS * (pocket[1] - ball[1]) / d)


def cut_angle(cue: Point, ball: Point, pocket: Point) -> float:
    """The angle (degrees) between the cue ball's path to the ghost ball and the ball's path."""
    ghost = ghost_ball(ball, pocket)
    a = angle_to(cue, ghost)
    b = angle_to(ball, pocket)
    return abs((a - b + 180) % 360 - 180)


def path_clear(start: Point, end: Point, balls: dict[int, Point], skip: set[int]) -> bool:
    """Whether a ball rolling from `start` to `end` passes clear of every other ball."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return True
    for number, q in balls.items():
        if number in skip:
            continue
        t = ((q[0] - start[0]) * dx + (q[1] - start[1]) * dy) / length2
        t = min(1.0, max(0.0, t))
        nearest = (start[0] + t * dx, start[1] + t * dy)
        if distance(nearest, q) < 2 * RADIUS:
            return False
    return True
