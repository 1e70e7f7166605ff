"""The Card Ball heuristic bot: ghost-ball pots tried out on pooltool, else a safety.

It looks for pots of the balls it holds cards for (and of 14 and 15) by aiming at the ghost ball
for each pocket, from where the cue ball lies or, with the cue ball in hand, from a few places in
the kitchen. The easiest candidates (fewest, by strength) are simulated on a copy of the table and
ruled on with the game's own rules; the best legal pot is played (the Expert plays the first worth
two cards of its hand at once: trying the rest cost it twice the time, for no measured strength).
When nothing pots it plays a safety: a soft hit on 14 or 15 (or any ball) that is legal and leaves
the cue ball far from the other balls. Its own stroke then wobbles by an amount set by its
strength.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from koloda.core import Action, KolodaError, Perspective, SetupError, text

from . import rulings
from .actions import MAX_SPEED, Shot
from .aiming import pot_lines
from .geometry import (
    CUE,
    HEAD_STRING,
    RADIUS,
    WIDTH,
    Point,
    angle_to,
    distance,
    free_kitchen_spot,
    in_kitchen,
    on_bed,
    overlaps,
)
from .report import ShotReport
from .state import CardBallState


@dataclass(frozen=True)
class Level:
    """A strength: how many pots it simulates, and its stroke's wobble (aim sd in degrees);
    `enough`: a simulated pot worth this much is played without trying the rest (None: every
    candidate is tried)."""

    candidates: int
    wobble: float
    enough: float | None = None


LEVELS = {1: Level(3, 1.5), 2: Level(8, 0.5), 3: Level(16, 0.2), 4: Level(28, 0.0, enough=2.5)}
SAFETY_SPEEDS = (1.2, 2.2)


class CardBallBot:
    """The heuristic Card Ball player (`heuristic`, `heuristic:1` to `heuristic:4`)."""

    name = "heuristic"

    def __init__(self, seed: int = 0, param: str | None = None) -> None:
        self.rng = random.Random(seed)
        try:
            strength = int(param) if param else 2
        except ValueError:
            strength = 0
        if strength not in LEVELS:
            raise SetupError(text("card_ball-bot-strength", param=repr(param)))
        self.level = LEVELS[strength]
        self.simulated = 0  # shots simulated for the last decision (for benchmarks)

    def act(self, perspective: Perspective) -> Action | None:
        if not perspective.legal_actions():
            return None
        state = perspective.determinize(self.rng)
        assert isinstance(state, CardBallState)
        self.simulated = 0
        if state.breaking:
            return self.wobble(state.legal_actions(perspective.seat)[1])
        pot = self.best_pot(state)
        if pot is not None:
            return self.wobble(pot)
        return self.wobble(self.safety(state))

    # -- pots -------------------------------------------------------------------------------
    def best_pot(self, state: CardBallState) -> Shot | None:
        """The simulated candidate pot with the best value, if one pots legally."""
        mine = rulings.balls_for(state.hands[state.turn])
        targets = mine | set(rulings.SPARE_BALLS)
        lines = []
        for place in self.places(state):
            for line in pot_lines(place, state.balls, targets, from_kitchen=state.in_hand):
                lines.append((line.difficulty(), place, line))
        lines.sort(key=lambda t: t[0])
        best: tuple[float, Shot] | None = None
        for _, place, line in lines[:self.level.candidates]:
            shot = self.shot(line.aim, line.speed(), place if state.in_hand else None)
            value = self.value(state, shot, mine)
            if value > 0 and (best is None or value > best[0]):
                best = (value, shot)
                if self.level.enough is not None and value >= self.level.enough:
                    break
        return best[1] if best else None

    def places(self, state: CardBallState) -> list[Point]:
        """Where the cue ball may start: where it lies, or a few free places in the kitchen."""
        if not state.in_hand:
            return [state.balls[CUE]]
        out = [free_kitchen_spot(state.balls)]
        for fx in (0.2, 0.5, 0.8):
            for fy in (0.35, 0.9):
                p = (round(WIDTH * fx, 4), round(HEAD_STRING * fy, 4))
                if on_bed(p) and overlaps(p, state.balls) is None:
                    out.append(p)
        return out

    def value(self, state: CardBallState, shot: Shot, mine: set[int]) -> float:
        """Simulate `shot` and score it: cards it takes out of the bot's hand (minus a little for
        those it takes from others), going on, and a next pot from where the cue ball stops;
        fouls cost."""
        start = dict(state.balls)
        if shot.cue_x is not None:
            start[CUE] = (shot.cue_x, shot.cue_y)  # type: ignore[assignment]
        from . import physics  # pooltool loads with the first decision

        self.simulated += 1
        try:
            system = physics.simulate(start, shot.aim, shot.speed, shot.side, shot.follow)
        except KolodaError:  # the physics cannot play this stroke: not a candidate
            return -10.0
        report = physics.report(system)
        verdict = rulings.judge(report, mine, state.breaking, state.in_hand, start)
        if verdict.fouls:
            return -2.0 - 2.0 * verdict.double
        score = 0.0
        for ball in verdict.kept:
            if ball in rulings.SPARE_BALLS:
                score += 0.4
                continue
            score += sum(1 for c in state.hands[state.turn] if rulings.ball_of(c) == ball)
            score -= 0.3 * sum(1 for s, h in enumerate(state.hands) if s != state.turn
                               for c in h if rulings.ball_of(c) == ball)
        if verdict.continues:
            score += 0.5 + 0.2 * self.next_pots(report, mine, verdict.kept)
        return score

    @staticmethod
    def next_pots(report: ShotReport, mine: set[int], kept: tuple[int, ...]) -> int:
        """Clear pots left for the next shot, counting at most three."""
        cue = report.final.get(CUE)
        if cue is None:
            return 0
        left = (mine - set(kept)) | (set(rulings.SPARE_BALLS) - set(kept))
        lines = [p for p in pot_lines(cue, report.final, left) if p.clear and p.cut < 45]
        return min(3, len({p.ball for p in lines}))

    # -- safeties ---------------------------------------------------------------------------
    def safety(self, state: CardBallState) -> Shot:
        """A legal soft hit that leaves the cue ball far from the others, on 14 or 15 first."""
        cue = self.places(state)[0]
        balls = [b for b in state.balls if b != CUE
                 and not (state.in_hand and in_kitchen(state.balls[b]))]
        spare = [b for b in balls if b in rulings.SPARE_BALLS]
        chosen = spare or sorted(balls, key=lambda b: distance(cue, state.balls[b]))[:3]
        mine = rulings.balls_for(state.hands[state.turn])
        best: tuple[float, Shot] | None = None
        for ball in chosen:
            target = state.balls[ball]
            for speed in SAFETY_SPEEDS:
                for offset in (0.0, 0.6 * RADIUS / max(distance(cue, target), RADIUS)):
                    aim = angle_to(cue, target) + float(offset) * 57.3
                    shot = self.shot(aim, speed, cue if state.in_hand else None)
                    value = self.safety_value(state, shot, mine)
                    if best is None or value > best[0]:
                        best = (value, shot)
        if best is None:
            return state.legal_actions(state.turn)[0]  # type: ignore[return-value]
        return best[1]

    def safety_value(self, state: CardBallState, shot: Shot, mine: set[int]) -> float:
        start = dict(state.balls)
        if shot.cue_x is not None:
            start[CUE] = (shot.cue_x, shot.cue_y)  # type: ignore[assignment]
        from . import physics

        self.simulated += 1
        try:
            system = physics.simulate(start, shot.aim, shot.speed)
        except KolodaError:  # the physics cannot play this stroke: not a candidate
            return -20.0
        report = physics.report(system)
        verdict = rulings.judge(report, mine, state.breaking, state.in_hand, start)
        if verdict.fouls:
            return -10.0
        cue = report.final.get(CUE)
        if cue is None:
            return -5.0
        nearest = min((distance(cue, p) for b, p in report.final.items() if b != CUE),
                      default=1.0)
        return nearest + 2.0 * len(verdict.kept)

    # -- the stroke -------------------------------------------------------------------------
    @staticmethod
    def shot(aim: float, speed: float, place: Point | None) -> Shot:
        aim %= 360.0
        if place is None:
            return Shot(round(aim, 3), speed)
        return Shot(round(aim, 3), speed, cue_x=place[0], cue_y=place[1])

    def wobble(self, shot: Action) -> Action:
        """The bot's own unsteadiness: its aim and speed wander by its level's amount."""
        if not isinstance(shot, Shot) or self.level.wobble <= 0:
            return shot
        w = self.level.wobble
        aim = (shot.aim + self.rng.gauss(0.0, w)) % 360.0
        speed = min(MAX_SPEED, max(0.1, shot.speed * (1.0 + self.rng.gauss(0.0, 0.05 * w))))
        return Shot(round(aim, 3), round(speed, 3), shot.side, shot.follow, shot.elevation,
                    shot.cue_x, shot.cue_y)
