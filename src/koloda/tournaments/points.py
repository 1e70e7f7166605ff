"""A tournament's settings and its records, and the points a place at a table is worth
(docs/tournaments.md, "Points by place"). Pure: reads only the games' declarations
(`Game.arena_min_moves`, the short-game thresholds).

One principle makes every table size agree: a place is worth **2 points for every opponent
finishing below it and 1 for every opponent tied with it**, the two-player game's win 2, draw 1,
loss 0 counted against each opponent. At four seats that is Board Game Arena's 6/4/2/0. An
event has one table size; a table that forms smaller (a Swiss round that does not divide) is
scored on the event's scale, first place to last, so that what a place pays does not depend on
which tables formed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from koloda.core import KolodaError, Text, games, text
from koloda.ratings.order import FINISHED, order_of_finish

ARENA, SWISS = "arena", "swiss"
FORMATS = (ARENA, SWISS)
#: the seats of a tournament's tables
MIN_SEATS, MAX_SEATS = 2, 6
#: a Swiss event's rounds
MIN_ROUNDS, MAX_ROUNDS = 1, 30
#: an arena's patience unless its creator sets one: the pairing rounds (2 s each) a person waits
#: for a full table of three or more before a smaller one forms. 30 s: in the simulation
#: (benchmarks/tournaments.py) no smaller table formed at all and nobody waited over 12 s,
#: where a patience of one round made half the tables smaller and the longest wait longer
PATIENCE = 15
#: the key of a bot's seat in a result (bots fill odd Swiss tables and score nothing)
BOT = None


#: each format's name and a line about it, as a tournament's page shows them
NAMES = {ARENA: text("tournaments-format-arena"), SWISS: text("tournaments-format-swiss")}
ABOUT = {ARENA: text("tournaments-format-arena-about"),
         SWISS: text("tournaments-format-swiss-about")}


def format_name(format: str) -> Text:
    return NAMES[format]


def format_about(format: str) -> Text:
    return ABOUT[format]


class TournamentError(KolodaError):
    """Settings or records that do not describe a tournament (the reason says which)."""


@dataclass(frozen=True)
class Rules:
    """A tournament's settings that scoring and pairing need: the game, its format, the seats
    at a table, a Swiss event's rounds and whether bots may fill its odd tables, the seed
    behind every lot drawn (tie-breaks, seats), and an arena's patience: the pairing rounds a
    person waits for a full table before a smaller one is formed for them (arena pairing)."""

    game: str
    format: str = ARENA
    size: int = 2
    rounds: int = 0
    bots: bool = False
    seed: int = 0
    patience: int = PATIENCE

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise TournamentError(text("tournaments-bad-format", format=self.format))
        if not MIN_SEATS <= self.size <= MAX_SEATS:
            raise TournamentError(text("tournaments-bad-size", size=self.size, low=MIN_SEATS,
                                       high=MAX_SEATS))
        if self.format == SWISS and not MIN_ROUNDS <= self.rounds <= MAX_ROUNDS:
            raise TournamentError(text("tournaments-bad-rounds", rounds=self.rounds,
                                       low=MIN_ROUNDS, high=MAX_ROUNDS))
        if self.format == ARENA and self.bots:
            raise TournamentError(text("tournaments-arena-no-bots"))
        if self.patience < 0:
            raise TournamentError(text("tournaments-bad-patience", patience=self.patience))

    @property
    def min_moves(self) -> int:
        return min_moves(self.game)

    @property
    def top(self) -> int:
        """First place's points at a full table: 2 for each opponent."""
        return 2 * (self.size - 1)

    @property
    def half(self) -> Fraction:
        """Half a win: a Swiss bye or skip, and hurry's bonus (1 point at two seats)."""
        return Fraction(self.top, 2)


@dataclass(frozen=True)
class Result:
    """One finished game of a tournament, as the server records it: who sat where (`BOT` for
    a bot's seat), the game's ranks (1 is best, ties equal), how each seat's game ended
    (koloda.ratings.order's endings; empty when everyone finished), the moves made, who
    hurried (arena), and the Swiss round (0 in an arena). The list of results, in the order the
    games finished, is the tournament's whole state: standings are a function of it."""

    players: tuple[str | None, ...]
    ranks: tuple[int, ...]
    moves: int
    endings: tuple[str, ...] = ()
    hurried: frozenset[str] = frozenset()
    round: int = 0

    def __post_init__(self) -> None:
        people = [p for p in self.players if p is not BOT]
        if (len(self.players) != len(self.ranks) or len(self.players) < MIN_SEATS
                or len(set(people)) != len(people)
                or (self.endings and len(self.endings) != len(self.players))):
            raise TournamentError(text("tournaments-bad-result", seats=len(self.players)))

    def places(self) -> list[int]:
        """Each seat's place (1 best, ties equal), those who left or stalled last."""
        endings = {s: e for s, e in enumerate(self.endings) if e != FINISHED}
        return order_of_finish(self.ranks, endings)

    def people(self) -> list[str]:
        return [p for p in self.players if p is not BOT]

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "ranks": list(self.ranks), "moves": self.moves,
                "endings": list(self.endings), "hurried": sorted(self.hurried),
                "round": self.round}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Result:
        return cls(tuple(data["players"]), tuple(int(r) for r in data["ranks"]),
                   int(data["moves"]), tuple(data.get("endings", ())),
                   frozenset(data.get("hurried", ())), int(data.get("round", 0)))


@dataclass(frozen=True)
class Bye:
    """A Swiss round a player did not play: skipped on request, or left over by the pairing
    (`forced`). Either way it is worth half a win (docs/tournaments.md, "Byes")."""

    player: str
    round: int
    forced: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "round": self.round, "forced": self.forced}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Bye:
        return cls(str(data["player"]), int(data["round"]), bool(data.get("forced", False)))


def place_points(places: Sequence[int], size: int) -> list[Fraction]:
    """Each seat's points at one table, from its places (1 best, equal places tie), on the
    scale of an event of `size` seats: first `2 * (size - 1)`, last 0, even steps between; a
    group that ties shares the mean of the places it spans."""
    seats = len(places)
    if seats < MIN_SEATS:
        raise TournamentError(text("tournaments-bad-result", seats=seats))
    top = 2 * (size - 1)

    def worth(position: int) -> Fraction:  # position 0 is first
        return Fraction(top * (seats - 1 - position), seats - 1)

    order = sorted(range(seats), key=lambda s: places[s])
    points = [Fraction(0)] * seats
    start = 0
    while start < seats:
        end = start
        while end + 1 < seats and places[order[end + 1]] == places[order[start]]:
            end += 1
        shared = sum((worth(p) for p in range(start, end + 1)), Fraction(0)) / (end - start + 1)
        for p in range(start, end + 1):
            points[order[p]] = shared
        start = end + 1
    return points


def sole_winner(places: Sequence[int]) -> int | None:
    """The seat alone in first place, or None when first place is shared (not a win)."""
    firsts = [s for s, p in enumerate(places) if p == min(places)]
    return firsts[0] if len(firsts) == 1 else None


#: the short-game threshold of a game that declares none (docs/tournaments.md, "Short games")
DEFAULT_MIN_MOVES = 10


def min_moves(game: str) -> int:
    """The fewest moves an arena game of `game` must last to score: its `Game.arena_min_moves`.

    An arena game that ends after fewer moves (every seat's together) scores nothing for anyone,
    so a quick loss arranged between friends does not pay. How koloda's games picked theirs: the
    shortest of 60 games between heuristic bots, and between random bots, at two seats, then
    well under half of it, so that no game played to its end falls under it while a walk-out or
    a stall in the first few turns does."""
    declared = getattr(games().get(game), "arena_min_moves", None)
    if declared is not None and declared < 1:
        raise ValueError(f"{game}: a short-game threshold must be a positive number of moves")
    return DEFAULT_MIN_MOVES if declared is None else int(declared)
