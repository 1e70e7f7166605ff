"""Standings: a function of the tournament's records (docs/tournaments.md, "Standings").

The server keeps the results (and a Swiss event's byes) as rows and recomputes the standings
from them whenever it needs them, after a restart too: nothing else holds points.

Ties are broken, in order:
- arena: the points per game (the same points from fewer games rank higher), then a lot;
- Swiss: Buchholz (the strength of the opponents met), then first places, then a lot.

The lot is drawn from the event's seed and the player's key, so it is the same in every
process and on every recomputation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .points import ARENA, Bye, Result, Rules
from .scoring import STREAK, Score, score


@dataclass(frozen=True)
class Standing:
    """One person's line: rank (1 first, no two equal), points, games played, first places
    alone, byes, whether they are on fire (arena) and their Buchholz (Swiss)."""

    rank: int
    player: str
    points: Fraction
    games: int = 0
    wins: int = 0
    byes: int = 0
    fire: bool = False
    buchholz: Fraction = Fraction(0)

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "player": self.player, "points": str(self.points),
                "games": self.games, "wins": self.wins, "byes": self.byes, "fire": self.fire,
                "buchholz": str(self.buchholz)}


def lot(seed: int, player: str) -> str:
    """A player's lot for the last tie-break: the same in every process."""
    return hashlib.sha256(f"{seed}:{player}".encode()).hexdigest()


def totals(scores: Iterable[Score]) -> dict[str, Fraction]:
    out: dict[str, Fraction] = {}
    for s in scores:
        out[s.player] = out.get(s.player, Fraction(0)) + s.points
    return out


def buchholz(results: Sequence[Result], byes: Iterable[Bye],
             points: dict[str, Fraction]) -> dict[str, Fraction]:
    """Each person's Buchholz: for every round, the mean final points of the people they met
    at their table (at two seats, the opponent's points, as in chess). A round with no person
    to meet (a bye, a table of bots) counts as meeting someone with the player's own points:
    it neither helps nor hurts."""
    out: dict[str, Fraction] = {}
    for result in results:
        people = result.people()
        for player in people:
            met = [points.get(o, Fraction(0)) for o in people if o != player]
            mean = sum(met, Fraction(0)) / len(met) if met else points.get(player, Fraction(0))
            out[player] = out.get(player, Fraction(0)) + mean
    for bye in byes:
        out[bye.player] = out.get(bye.player, Fraction(0)) + points.get(bye.player, Fraction(0))
    return out


def standings(rules: Rules, entrants: Iterable[str], results: Sequence[Result],
              byes: Iterable[Bye] = ()) -> list[Standing]:
    """Every entrant's line, first place first (withdrawn people keep theirs: pass everyone
    who ever entered). Anyone in a result but not among `entrants` is listed too."""
    byes = list(byes)
    scores = score(rules, results, byes)
    points = totals(scores)
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    byes_of: dict[str, int] = {}
    streak: dict[str, int] = {}
    for s in scores:
        if s.game < 0:
            byes_of[s.player] = byes_of.get(s.player, 0) + 1
            continue
        games[s.player] = games.get(s.player, 0) + 1
        wins[s.player] = wins.get(s.player, 0) + s.won
        streak[s.player] = streak.get(s.player, 0) + 1 if s.won else 0
    people = list(dict.fromkeys([*entrants, *points]))
    arena = rules.format == ARENA
    strength = {} if arena else buchholz(results, byes, points)
    zero = Fraction(0)

    def key(p: str) -> tuple[Any, ...]:
        total = points.get(p, zero)
        if arena:
            per_game = total / games[p] if games.get(p) else zero
            return (-total, -per_game, lot(rules.seed, p))
        return (-total, -strength.get(p, zero), -wins.get(p, 0), lot(rules.seed, p))

    return [Standing(rank, p, points.get(p, zero), games.get(p, 0), wins.get(p, 0),
                     byes_of.get(p, 0), arena and streak.get(p, 0) >= STREAK,
                     strength.get(p, zero))
            for rank, p in enumerate(sorted(people, key=key), 1)]


def tie_break(rules: Rules, ahead: Standing, behind: Standing) -> str | None:
    """What put `ahead` above `behind` on the same points (None: their points differ), in
    `standings`' order: "per_game" (arena), "buchholz", "wins" (Swiss: more first places) or
    "lot"."""
    if ahead.points != behind.points:
        return None
    if rules.format == ARENA:
        def per_game(s: Standing) -> Fraction:
            return s.points / s.games if s.games else Fraction(0)
        return "per_game" if per_game(ahead) != per_game(behind) else "lot"
    if ahead.buchholz != behind.buchholz:
        return "buchholz"
    return "wins" if ahead.wins != behind.wins else "lot"


def podium(table: Sequence[Standing]) -> list[Standing]:
    """The first three lines (fewer in a smaller event)."""
    return list(table[:3])
