"""Card Ball as a state machine, in the rulebook's order: a shot (its rule: who shoots, a stroke a
cue can play, the cue ball's place when in hand; the shots listed for it; what it does:
simulated, ruled on by `rulings`, the cards it takes out of hands or the penalty it draws), and
the end of the game. The deal and the rack are `game.py`'s.

The state is plain data: hands and piles of card ints, the balls' places as a dict from number
to (x, y) (0 is the cue ball, absent while it is in hand), whose turn it is and a few flags.
Physics runs only inside `perform`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from koloda.core import Action, Card, Event, Message, Outcome, State, refuse_if
from koloda.core.catalog import both
from koloda.core.rng import copy_rng

from . import rulings
from .actions import CODEC, MAX_ELEVATION, MAX_SPEED, MAX_TIP_OFFSET, MIN_SPEED, Shot
from .aiming import pot_lines
from .events import BREAKS, UP_THE_TABLE, aim_label, number, pot_label, refusal
from .geometry import (
    CUE,
    FOOT_SPOT,
    HEAD_SPOT,
    HEAD_STRING,
    LENGTH,
    POCKETS,
    RADIUS,
    WIDTH,
    Point,
    angle_to,
    distance,
    free_kitchen_spot,
    in_kitchen,
    on_bed,
    overlaps,
    spot_balls,
)

BREAK_SPEED = 8.0
REPRESENTATIVE_POTS = 2  # pockets listed a target ball
DIRECT_SPEED = 2.5


@dataclass(frozen=True)
class Rules:
    """The options a state plays by (see `CardBallOptions`)."""

    double_penalty: bool = False
    execution_error: float = 0.0
    shot_limit: int = 200
    card_price: int = 1


class CardBallState(State):
    """A game of Card Ball in progress."""

    def __init__(self, game: Any, players: int, rng: random.Random, options: Rules) -> None:
        self.game, self.players, self.rng, self.rules = game, players, rng, options
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.stock: list[int] = []  # face down; the top is the end of the list
        self.set_aside: list[int] = []  # penalty cards drawn whose ball was gone
        self.gone: list[int] = []  # cards discarded when their ball was potted
        self.balls: dict[int, Point] = {}  # on the table; 0 the cue ball
        self.turn = 0
        self.breaking = True
        self.in_hand = True  # the cue ball is placed in the kitchen before this shot
        self.shots = 0
        self.last: dict[str, Any] | None = None  # the last shot's ruling, for the views
        self.result: Outcome | None = None
        self.next_order: list[int] | None = None

    # -- who acts -------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.result is not None else (self.turn,)

    # -- a shot: its rule ------------------------------------------------------------------
    def check(self, seat: int | None, action: Action) -> None:
        refuse_if(self.shot_refusal(seat, action))

    def shot_refusal(self, seat: int | None, action: Action) -> Message | None:
        """Why `seat` may not play `action` now (None: it may). A shot is legal from the seat
        whose turn it is, with a stroke a cue can play and, when the cue ball is in hand, a free
        place for it in the kitchen."""
        if self.result is not None:
            return refusal("card_ball-refuse-over")
        if seat != self.turn:
            return refusal("card_ball-refuse-turn", seat=self.turn)
        if not isinstance(action, Shot):
            return refusal("card_ball-refuse-not-shot")
        return self.stroke_refusal(action) or self.place_refusal(action)

    def place_refusal(self, shot: Shot) -> Message | None:
        """The cue ball in hand goes on a free spot of the kitchen; otherwise it stays put."""
        if not self.in_hand:
            return refusal("card_ball-refuse-not-in-hand") if shot.cue_x is not None else None
        if shot.cue_x is None or shot.cue_y is None:
            return refusal("card_ball-refuse-place-missing")
        place = (shot.cue_x, shot.cue_y)
        if not on_bed(place):
            return refusal(
                "card_ball-refuse-off-table", x=number(shot.cue_x, 3), y=number(shot.cue_y, 3),
                low=number(RADIUS, 3), right=number(WIDTH - RADIUS, 3),
                top=number(LENGTH - RADIUS, 3))
        if not in_kitchen(place):
            return refusal("card_ball-refuse-kitchen", most=number(HEAD_STRING, 3))
        hit = overlaps(place, self.balls)
        if hit is not None:
            return refusal("card_ball-refuse-touch", ball=hit)
        return None

    @staticmethod
    def stroke_refusal(shot: Shot) -> Message | None:
        """A stroke no cue can play, with the reason (the limits are `actions`'), or None."""
        for name in ("aim", "speed", "side", "follow", "elevation", "cue_x", "cue_y"):
            value = getattr(shot, name)
            if value is not None and not math.isfinite(value):
                return refusal("card_ball-refuse-not-finite", name=name, value=str(value))
        if not 0.0 <= shot.aim < 360.0:
            return refusal("card_ball-refuse-aim", aim=number(shot.aim))
        if not MIN_SPEED <= shot.speed <= MAX_SPEED:
            return refusal("card_ball-refuse-speed", speed=number(shot.speed),
                           low=number(MIN_SPEED), high=number(MAX_SPEED))
        offset = math.hypot(shot.side, shot.follow)
        if offset > MAX_TIP_OFFSET + 1e-12:
            return refusal("card_ball-refuse-miscue", offset=number(offset, 2),
                           most=number(MAX_TIP_OFFSET))
        if not 0.0 <= shot.elevation <= MAX_ELEVATION:
            return refusal("card_ball-refuse-elevation", elevation=number(shot.elevation),
                           most=number(MAX_ELEVATION))
        if (shot.cue_x is None) != (shot.cue_y is None):
            return refusal("card_ball-refuse-half-place")
        return None

    # -- a shot: the listed ones (a shot's parameters are continuous) -----------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """Representative shots: the break, or a ghost-ball pot of each ball the shooter may pot
        into its easiest pockets, and a full-ball hit on every ball. Any other shot that passes
        `check` is legal as well (a shot's parameters are continuous)."""
        if seat not in self.actors():
            return []
        return [shot for shot, _ in self.suggestions()]

    def suggestions(self) -> list[tuple[Shot, Message]]:
        """The representative shots with their labels."""
        if self.breaking:
            x, y = HEAD_SPOT
            return [(Shot(angle_to((x + dx, y), FOOT_SPOT), BREAK_SPEED, cue_x=round(x + dx, 4),
                          cue_y=round(y, 4)), label)
                    for dx, label in zip((0.0, -0.1, 0.1), BREAKS, strict=True)]
        balls = dict(self.balls)
        place: Point | None = None
        if self.in_hand:
            place = free_kitchen_spot(balls)
        cue = place or balls[CUE]
        out: list[tuple[Shot, Message]] = []
        targets = rulings.balls_for(self.hands[self.turn]) | set(rulings.SPARE_BALLS)
        listed: dict[int, int] = {}
        for line in pot_lines(cue, balls, targets, from_kitchen=self.in_hand):
            if listed.get(line.ball, 0) >= REPRESENTATIVE_POTS:
                continue
            listed[line.ball] = listed.get(line.ball, 0) + 1
            out.append((self._shot(line.aim, line.speed(), place),
                        pot_label(line.ball, line.pocket)))
        for ball in sorted(b for b in balls if b != CUE):
            if self.in_hand and in_kitchen(balls[ball]):
                continue
            if distance(cue, balls[ball]) < 2 * RADIUS + 1e-6:
                continue
            out.append((self._shot(round(angle_to(cue, balls[ball]), 3), DIRECT_SPEED, place),
                        aim_label(ball)))
        if not out:
            # Every ball lies in the kitchen with the cue ball in hand: any ball may be hit.
            out.append((self._shot(90.0, DIRECT_SPEED, place), UP_THE_TABLE))
        return out

    @staticmethod
    def _shot(aim: float, speed: float, place: Point | None) -> Shot:
        if place is None:
            return Shot(aim % 360.0, speed)
        return Shot(aim % 360.0, speed, cue_x=place[0], cue_y=place[1])

    # -- a shot: what it does --------------------------------------------------------------
    def perform(self, seat: int | None, action: Action) -> list[Event]:
        from . import physics  # pooltool loads on the first shot, not with the registry

        assert isinstance(action, Shot) and seat == self.turn
        shooter = self.turn
        stroke = self.execute(action)
        start = dict(self.balls)
        if self.in_hand:
            start[CUE] = (float(action.cue_x), float(action.cue_y))  # type: ignore[arg-type]
        system = physics.simulate(start, stroke.aim, stroke.speed, stroke.side, stroke.follow,
                                  stroke.elevation)
        report = physics.report(system)
        verdict = rulings.judge(report, rulings.balls_for(self.hands[shooter]), self.breaking,
                              self.in_hand, start)
        breaking = self.breaking
        events: list[Event] = []
        self.balls = dict(report.final)
        if verdict.ball_in_hand:
            self.balls.pop(CUE, None)
        if verdict.respot:
            others = {b: p for b, p in self.balls.items() if b not in verdict.respot}
            self.balls.update(spot_balls(list(verdict.respot), others))
            events.append(Event("respot", shooter, {"balls": list(verdict.respot)}))
        self.in_hand = verdict.ball_in_hand
        self.breaking = False
        self.shots += 1
        if verdict.fouls:
            events.append(self.take_penalty(shooter, rulings.penalty_cards(
                verdict, self.rules.double_penalty)))
        else:
            events.extend(self.discard_potted(verdict.kept))
        self.last = {"seat": shooter, "fouls": list(verdict.fouls), "potted": list(verdict.kept),
                     "respotted": list(verdict.respot), "first_hit": report.first_hit}
        emptied = [s for s in range(self.players) if not self.hands[s]]
        if emptied:
            events.extend(self.finish(emptied, shooter))
        elif self.shots >= self.rules.shot_limit:
            events.extend(self.finish([], shooter))
        elif not verdict.continues:
            self.turn = (self.turn + 1) % self.players
            if self.in_hand:
                events.append(Event("ball_in_hand", self.turn))
        # The shooter goes on after a legal pot, unless that pot ended the game.
        goes_on = verdict.continues and self.result is None
        shot = self._shot_event(shooter, stroke, report, verdict, goes_on, breaking,
                                physics.frames(system))
        return [shot, *events]

    def execute(self, shot: Shot) -> Shot:
        """The stroke as the cue really delivers it: with the execution-error option, the aim,
        speed and tip wander by amounts drawn from the game's own RNG (so records replay)."""
        e = self.rules.execution_error
        if e <= 0:
            return shot
        aim = (shot.aim + self.rng.gauss(0.0, 0.6 * e)) % 360.0
        speed = min(MAX_SPEED, max(0.05, shot.speed * (1.0 + self.rng.gauss(0.0, 0.06 * e))))
        side = shot.side + self.rng.gauss(0.0, 0.06 * e)
        follow = shot.follow + self.rng.gauss(0.0, 0.06 * e)
        reach = (side * side + follow * follow) ** 0.5
        if reach > MAX_TIP_OFFSET:
            side, follow = side * MAX_TIP_OFFSET / reach, follow * MAX_TIP_OFFSET / reach
        return Shot(aim, speed, side, follow, shot.elevation, shot.cue_x, shot.cue_y)

    def _shot_event(self, seat: int, stroke: Shot, report: Any, verdict: rulings.Verdict,
                    goes_on: bool, breaking: bool, frames: dict[str, Any]) -> Event:
        fouls = verdict.fouls
        return Event("shot", seat, {
            "shot": CODEC.encode(Shot(round(stroke.aim, 3), round(stroke.speed, 3),
                                      round(stroke.side, 3), round(stroke.follow, 3),
                                      round(stroke.elevation, 3), stroke.cue_x, stroke.cue_y)),
            "first_hit": report.first_hit,
            "pocketed": list(report.pocketed),
            "off": list(report.off),
            "fouls": list(fouls),
            # the first two fouls by name, for the log line (`fouls` has them all)
            "foul": fouls[0] if fouls else None,
            "foul2": fouls[1] if len(fouls) > 1 else None,
            "kept": list(verdict.kept),
            "continues": goes_on,
            "break": breaking,
            "frames": frames,
        })

    def discard_potted(self, potted: tuple[int, ...]) -> list[Event]:
        """A legally potted ball takes every card of its rank out of every hand."""
        events = []
        gone_balls = {b for b in potted if b not in rulings.SPARE_BALLS}
        if not gone_balls:
            return events
        for seat in range(self.players):
            out = [c for c in self.hands[seat] if rulings.ball_of(c) in gone_balls]
            if out:
                self.hands[seat] = [c for c in self.hands[seat] if c not in out]
                self.gone.extend(out)
                events.append(Event("discard", seat, {"cards": [Card(c).code for c in out]}))
        return events

    def take_penalty(self, seat: int, count: int) -> Event:
        """Draw `count` penalty cards (fewer if the stock runs out), setting aside dead ones."""
        drawn: list[int] = []
        aside: list[int] = []
        on_table = {b for b in self.balls if b != CUE}
        for _ in range(count):
            card, skipped = rulings.draw_penalty(self.stock, on_table)
            aside.extend(skipped)
            if card is not None:
                drawn.append(card)
        self.set_aside.extend(aside)
        self.hands[seat].extend(drawn)
        self.hands[seat].sort()
        return Event("penalty", seat,
                     {"count": len(drawn), "set_aside": [Card(c).code for c in aside],
                      "stock": len(self.stock)},
                     private={seat: {"cards": [Card(c).code for c in drawn]}})

    # -- the end of the game --------------------------------------------------------------
    def finish(self, emptied: list[int], shooter: int) -> list[Event]:
        """End the game: a winner among those with no cards, or none at the shot limit."""
        events: list[Event] = []
        winner: int | None = None
        if emptied:
            winner, draws = rulings.winner_of(emptied, shooter, self.rng)
            # Several hands emptied by another's shot: each draw for high card, in order.
            events.extend(Event("high_card", s, {"card": Card(c).code}) for s, c in draws)
            events.append(Event("win", winner))
        else:
            events.append(Event("limit", None, {"shots": self.shots}))
        ranks = rulings.ranking(self.hands, winner)
        self.result = Outcome(ranks, rulings.settlement(self.hands, ranks, self.rules.card_price))
        self.next_order = sorted(range(self.players),
                                 key=lambda s: (ranks[s], rulings.order_key(self.hands[s]), s))
        return events

    # -- what is seen ---------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """The table, every count, the public piles, and the seat's own hand (and, on its turn,
        the representative shots with labels)."""
        own = seat is not None and 0 <= seat < self.players
        out: dict[str, Any] = {
            "players": self.players,
            "you": seat if own else None,
            "turn": self.turn,
            "breaking": self.breaking,
            "in_hand": self.in_hand,
            "balls": {str(b): [round(p[0], 4), round(p[1], 4)] for b, p in sorted(self.balls.items())},
            "hand": [Card(c).code for c in self.hands[seat]] if own else None,  # type: ignore[index]
            "cards_left": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "set_aside": [Card(c).code for c in self.set_aside],
            "gone": [Card(c).code for c in self.gone],
            "shots": self.shots,
            "shot_limit": self.rules.shot_limit,
            "last": self.last,
            "table": TABLE_VIEW,
            "options": {"double_penalty": self.rules.double_penalty,
                        "execution_error": self.rules.execution_error,
                        "card_price": self.rules.card_price},
            "outcome": self.result.to_json() if self.result else None,
            "next_order": self.next_order,
            "suggestions": None,
        }
        if own and seat in self.actors():
            out["suggestions"] = [{"label": both(label), "action": CODEC.encode(shot)}
                                  for shot, label in self.suggestions()]
        return out

    def outcome(self) -> Outcome | None:
        return self.result

    def estimate(self) -> tuple[float, ...] | None:
        """Fewer cards left, better placed."""
        counts = [len(h) for h in self.hands]
        worst, best = max(counts), min(counts)
        if worst == best:
            return (0.5,) * self.players
        return tuple((worst - c) / (worst - best) for c in counts)

    # -- copies ---------------------------------------------------------------------------
    def clone(self) -> CardBallState:
        other = CardBallState.__new__(CardBallState)
        other.__dict__.update(self.__dict__)
        other.rng = copy_rng(self.rng)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.set_aside = list(self.set_aside)
        other.gone = list(self.gone)
        other.balls = dict(self.balls)
        other.last = None if self.last is None else dict(self.last)
        other.next_order = None if self.next_order is None else list(self.next_order)
        return other

    def determinize(self, seat: int | None, rng: random.Random) -> CardBallState:
        """Re-deal the others' hands and the stock. A card in a hand always has its ball on the
        table (a potted ball's cards leave every hand, a dead penalty card is set aside), so
        cards of balls already gone go to the stock."""
        other = self.clone()
        # The RNG draws future execution errors: a copy must not foresee the real ones.
        other.rng = random.Random(rng.random())
        hidden = [s for s in range(self.players) if s != seat]
        pool = [c for s in hidden for c in self.hands[s]] + self.stock
        on_table = {b for b in self.balls if b != CUE}
        live = [c for c in pool if rulings.ball_of(c) in on_table]
        dead = [c for c in pool if rulings.ball_of(c) not in on_table]
        live.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(live)
        for s in hidden:
            n = len(self.hands[s])
            other.hands[s] = sorted(live[:n])
            live = live[n:]
        other.stock = sorted(live + dead)
        rng.shuffle(other.stock)
        return other

    def cards(self) -> list[int]:
        return [c for h in self.hands for c in h] + self.stock + self.set_aside + self.gone

    def to_setup(self) -> dict[str, Any]:
        """This position in the setup form: written, like it is read, in `game.py`."""
        return self.game.to_setup(self)


TABLE_VIEW: dict[str, Any] = {
    "width": WIDTH, "length": LENGTH, "radius": RADIUS, "head_string": HEAD_STRING,
    "foot_spot": [WIDTH / 2, 3 * LENGTH / 4],
    "pockets": {k: [round(v[0], 4), round(v[1], 4)] for k, v in POCKETS.items()},
}
