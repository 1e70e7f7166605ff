"""Round-robin tournaments between bots, rated on the Elo scale.

Every pair of bots plays head-to-head two-player games, half with each bot in the first seat (so
the first-move advantage cancels). A game scores 1 for a win, 0 for a loss and 1/2 each for a
draw. Ratings are the Bradley-Terry maximum-likelihood strengths of all results at once (not
the order-dependent running Elo update), put on the Elo scale: a 75% expected score is about 191
points. Each pair also gets one virtual draw, a weak prior that keeps an unbeaten bot's rating
finite.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.core import Game, KolodaError, get_game, text

from .simulate import simulate
from .stats import derive_seed, wilson

ELO_BASE = 1000.0


@dataclass
class Standing:
    """One bot's place in a tournament."""

    bot: str
    elo: float
    score: float  # mean game score against all opponents
    games: int

    def to_json(self) -> dict[str, Any]:
        return {"bot": self.bot, "elo": self.elo, "score": self.score, "games": self.games}


@dataclass
class Pairing:
    """Two bots' head-to-head result: `score` is `a`'s mean game score, with its 95% interval."""

    a: str
    b: str
    games: int
    score: float
    ci: tuple[float, float]

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "games": self.games, "score": self.score,
                "ci": list(self.ci)}


@dataclass
class TournamentResult:
    """Standings, best first, and every head-to-head pairing."""

    game: str
    standings: list[Standing]
    pairings: list[Pairing]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "standings": [s.to_json() for s in self.standings],
                "pairings": [p.to_json() for p in self.pairings]}


def elo_ratings(points: list[list[float]], games: list[list[int]], prior: float = 1.0,
                rounds: int = 500) -> list[float]:
    """Bradley-Terry ratings on the Elo scale (mean `ELO_BASE`).

    `points[i][j]` is what bot i scored against bot j over `games[i][j]` games. `prior` virtual
    games, drawn, are added to every pair that met. Solved with the minorise-maximise iteration
    (Hunter 2004), which converges for any connected set of results.
    """
    n = len(points)
    wins = [0.0] * n
    played = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j and games[i][j]:
                played[i][j] = games[i][j] + prior
                wins[i] += points[i][j] + prior / 2
    strength = [1.0] * n
    for _ in range(rounds):
        new = []
        for i in range(n):
            denom = sum(played[i][j] / (strength[i] + strength[j]) for j in range(n) if played[i][j])
            new.append(wins[i] / denom if denom else strength[i])
        # Only ratios matter: fix the geometric mean at 1 so the ratings stay centred.
        centre = math.exp(sum(math.log(s) for s in new) / n)
        strength = [s / centre for s in new]
    return [ELO_BASE + 400.0 * math.log10(s) for s in strength]


def round_robin(game: Game | str, bots: list[str], games: int = 20, seed: int = 0,
                workers: int = 1, options: Any = None,
                progress: Callable[[int, int], None] | None = None) -> TournamentResult:
    """Every pair of `bots` plays `games` two-player games (half in each seat order).

    `progress(done, total)` is called once per finished game.
    """
    g = get_game(game) if isinstance(game, str) else game
    if len(bots) < 2:
        raise KolodaError(text("sim-tournament-two-bots"))
    if games < 2:
        raise KolodaError(text("sim-tournament-games"))
    g.check_players(2)
    n = len(bots)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    total = len(pairs) * (games // 2) * 2
    done = 0

    def tick(_: int) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    points = [[0.0] * n for _ in range(n)]
    played = [[0] * n for _ in range(n)]
    pairings = []
    for k, (i, j) in enumerate(pairs):
        score_i = 0.0
        for order, seats in enumerate(([i, j], [j, i])):
            result = simulate(g, [bots[s] for s in seats], games // 2,
                              seed=derive_seed(seed, "pair", k, order), workers=workers,
                              options=options, progress=tick)
            # In a two-player game the seat's win rate (draws split) is its mean game score.
            score_i += result.seats[seats.index(i)].win_rate * (games // 2)
        m = (games // 2) * 2
        points[i][j], points[j][i] = score_i, m - score_i
        played[i][j] = played[j][i] = m
        pairings.append(Pairing(bots[i], bots[j], m, score_i / m, wilson(score_i, m)))
    ratings = elo_ratings(points, played)
    standings = [Standing(bots[i], ratings[i], sum(points[i]) / max(1, sum(played[i])),
                          sum(played[i])) for i in range(n)]
    standings.sort(key=lambda s: -s.elo)
    return TournamentResult(g.id, standings, pairings)
