"""Card Ball's rulings, in the rulebook's order: which ball a card stands for, whether a shot was
legal (and which fouls it made), the penalty, and who won and in which order the next game plays.

Pure functions over plain data: the state calls them with a `ShotReport` from the physics, and
tests call them with reports written by hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from koloda.core import Card

from .geometry import CUE, Point, in_kitchen
from .report import ShotReport

HAND_SIZE = 7
SPARE_BALLS = (14, 15)  # no card stands for them: anyone may pot them
OPEN_BREAK_RAILS = 4  # object balls that must reach a cushion on a break that pots nothing

# Foul kinds, in the order the rules page lists them. The first six are single fouls, the
# last two double ones.
MISS = "miss"  # the cue ball touched no ball
KITCHEN = "kitchen"  # from the kitchen, the first ball hit lay inside it
NO_RAIL = "no_rail"  # after the contact nothing dropped and no ball reached a cushion
CLOSED_BREAK = "closed_break"  # the break was not open
SCRATCH = "scratch"  # the cue ball dropped
CUE_OFF = "cue_off"  # the cue ball left the table
BALL_OFF = "ball_off"  # an object ball left the table
WRONG_BALL = "wrong_ball"  # a ball the shooter holds no card for dropped
RIGHT_AND_WRONG = "right_and_wrong"  # ... together with a right one
DOUBLE_FOULS = frozenset({WRONG_BALL, RIGHT_AND_WRONG})


def ball_of(card: int) -> int:
    """The ball a card stands for: ace 1, two to ten by their number, jack 11, queen 12, king 13."""
    rank = Card(card).rank
    return 1 if rank == 14 else rank


def balls_for(hand: Iterable[int]) -> set[int]:
    """The balls a hand may pot: those its cards stand for."""
    return {ball_of(c) for c in hand}


@dataclass(frozen=True)
class Verdict:
    """The ruling on one shot.

    `fouls`: every foul the shot made (empty: a legal shot); `kept`: balls that stay down
    (legally potted); `respot`: object balls to put back on the foot spot (off the table, or
    potted on a foul); `ball_in_hand`: the next player places the cue ball in the kitchen;
    `continues`: the shooter shoots again.
    """

    fouls: tuple[str, ...]
    kept: tuple[int, ...]
    respot: tuple[int, ...]
    ball_in_hand: bool
    continues: bool

    @property
    def double(self) -> bool:
        return any(f in DOUBLE_FOULS for f in self.fouls)


def judge(report: ShotReport, shooter_balls: set[int], breaking: bool, from_kitchen: bool,
          start: dict[int, Point]) -> Verdict:
    """Rule on a shot: legal if the cue ball hit a ball and then a ball the shooter holds a card
    for (or 14 or 15) dropped, or some ball reached a cushion; a break must also be open.

    Everything that went down on a foul comes back (see the rules page: otherwise cards whose
    ball is gone could never leave a hand)."""
    objects = [b for b in report.pocketed if b != CUE]
    right = [b for b in objects if b in SPARE_BALLS or b in shooter_balls]
    wrong = [b for b in objects if b not in right]
    fouls: list[str] = []
    if report.first_hit is None:
        fouls.append(MISS)
    else:
        if from_kitchen and in_kitchen(start[report.first_hit]) and _any_outside(start):
            fouls.append(KITCHEN)
        if not objects and not report.cushion_after_contact:
            fouls.append(NO_RAIL)  # (a wrong ball potted is judged as the double foul below)
    if breaking and not objects and len(report.rail_balls) < OPEN_BREAK_RAILS:
        fouls.append(CLOSED_BREAK)
    if CUE in report.pocketed:
        fouls.append(SCRATCH)
    if CUE in report.off:
        fouls.append(CUE_OFF)
    if any(b != CUE for b in report.off):
        fouls.append(BALL_OFF)
    if wrong:
        fouls.append(RIGHT_AND_WRONG if right else WRONG_BALL)
    off = [b for b in report.off if b != CUE]
    if fouls:
        return Verdict(tuple(fouls), (), tuple(sorted(objects + off)),
                       CUE in report.pocketed or CUE in report.off, False)
    return Verdict((), tuple(objects), (), False, bool(objects))


def _any_outside(start: dict[int, Point]) -> bool:
    """Whether some object ball lies outside the kitchen (if none does, any ball may be hit)."""
    return any(not in_kitchen(p) for b, p in start.items() if b != CUE)


def penalty_cards(verdict: Verdict, double_penalty: bool) -> int:
    """How many cards a foul draws: one (the most severe foul only: one penalty a visit), two for
    a double foul under the original rule."""
    if not verdict.fouls:
        return 0
    return 2 if double_penalty and verdict.double else 1


def draw_penalty(stock: list[int], on_table: set[int]) -> tuple[int | None, list[int]]:
    """Draw from the top of the stock (its end): a card whose ball is no longer on the table is
    set aside and the next one drawn. Returns the card kept (None: the stock ran out) and the
    cards set aside."""
    aside: list[int] = []
    while stock:
        card = stock.pop()
        if ball_of(card) in on_table:
            return card, aside
        aside.append(card)
    return None, aside


def order_key(hand: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """How a player places for the next game: fewer cards first; equal counts by the highest
    card (by its ball: king high, ace low), then the next highest, and so on."""
    return (len(hand), tuple(-b for b in sorted((ball_of(c) for c in hand), reverse=True)))


def winner_of(emptied: Sequence[int], shooter: int, rng: random.Random) -> tuple[int, list]:
    """Who wins when the seats in `emptied` have no cards left after `shooter`'s shot: the
    shooter if he is among them, else the only one, else the highest card drawn (draws repeat
    among equal highest). Returns the winner and the draws made, as (seat, card) pairs."""
    if shooter in emptied:
        return shooter, []
    if len(emptied) == 1:
        return emptied[0], []
    draws: list[tuple[int, int]] = []
    tied = list(emptied)
    while len(tied) > 1:
        deck = list(range(2 * 4, 15 * 4))  # the 52 card codes, 2 to ace
        rng.shuffle(deck)
        drawn = {seat: deck.pop() for seat in tied}
        draws.extend(drawn.items())
        best = max(ball_of(c) for c in drawn.values())
        tied = [s for s in tied if ball_of(drawn[s]) == best]
    return tied[0], draws


def ranking(hands: Sequence[Sequence[int]], winner: int | None) -> tuple[int, ...]:
    """Places (1 best): the winner first, then the order-of-play rule; equal keys share a place."""
    keys = [(0 if s == winner else 1, order_key(h)) for s, h in enumerate(hands)]
    return tuple(1 + sum(k < mine for k in keys) for mine in keys)


def settlement(hands: Sequence[Sequence[int]], ranks: Sequence[int], price: int) -> tuple[float, ...]:
    """Each player not placed first pays `price` a card left; those placed first share it."""
    firsts = [s for s, r in enumerate(ranks) if r == 1]
    paid = [0 if ranks[s] == 1 else price * len(h) for s, h in enumerate(hands)]
    share = sum(paid) / len(firsts)
    return tuple(float(share if s in firsts else -paid[s]) for s in range(len(hands)))
