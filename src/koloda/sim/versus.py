"""One bot against another at a table of any size: the challenger in one seat, the field's bot
in every other, every seat in turn on the same deals.

A ladder's head-to-head is two-player; at three to six players a bot's strength is how it places
against the others. Each deal `i` of the base seed is played `players` times, the challenger in
seat 0, then 1, ... (so no seat's advantage favours it, and a lucky deal is played from every
seat). A game scores the challenger against each field seat: 1 for a better place, 1/2 for the
same, 0 for a worse, averaged over the field seats; the study's score is the mean over games,
with a 95% Wilson interval over the games (a draw counted as half, as the ladder does). Even
strength scores 50%.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.core import Game, get_game

from .results import GameResult
from .simulate import simulate
from .stats import wilson


@dataclass
class VersusResult:
    """The challenger's score against the field's bot, per seat and in all."""

    game: str
    players: int
    challenger: str
    field: str
    seed: int
    #: per seat of the challenger: (games, summed score)
    seats: list[tuple[int, float]]
    seconds: float

    @property
    def games(self) -> int:
        return sum(n for n, _ in self.seats)

    @property
    def score(self) -> float:
        return sum(s for _, s in self.seats) / self.games

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(sum(s for _, s in self.seats), self.games)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "challenger": self.challenger,
                "field": self.field, "seed": self.seed, "games": self.games,
                "score": self.score, "ci": list(self.ci), "seconds": self.seconds,
                "seats": [{"games": n, "score": s / n if n else 0.0} for n, s in self.seats]}


def pairwise_score(result: GameResult, seat: int) -> float:
    """`seat`'s score against every other seat of a finished game: 1 placed better, 1/2 the
    same place, 0 worse, averaged."""
    mine = result.ranks[seat]
    others = [r for s, r in enumerate(result.ranks) if s != seat]
    return sum(1.0 if mine < r else 0.5 if mine == r else 0.0 for r in others) / len(others)


def run_versus(game: Game | str, challenger: str, field: str, players: int, games: int,
               seed: int = 0, workers: int = 1, options: Any = None,
               progress: Callable[[int], None] | None = None) -> VersusResult:
    """Play `games` deals with the challenger in each of the `players` seats in turn."""
    g = get_game(game) if isinstance(game, str) else game
    g.check_players(players)
    seats: list[tuple[int, float]] = []
    seconds = 0.0
    done = 0
    for seat in range(players):
        specs = [field] * players
        specs[seat] = challenger
        base = done

        def report(finished: int, base: int = base) -> None:
            if progress is not None:
                progress(base + finished)

        result = simulate(g, specs, games, seed=seed, workers=workers, options=options,
                          progress=report)
        done += games
        seconds += result.wall_seconds
        seats.append((len(result.results),
                      sum(pairwise_score(r, seat) for r in result.results)))
    return VersusResult(g.id, players, challenger, field, seed, seats, seconds)


def versus_markdown(result: VersusResult, lang: str = "en") -> str:
    """The study as a Markdown row set: per seat and in all."""
    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    lo, hi = result.ci
    lines = ["| challenger's seat | games | score against the field |", "| --- | --- | --- |"]
    for seat, (n, s) in enumerate(result.seats):
        seat_lo, seat_hi = wilson(s, n)
        lines.append(f"| {seat} | {n} | {pct(s / n)} ({pct(seat_lo)}–{pct(seat_hi)}) |")
    lines.append(f"| **all** | {result.games} | **{pct(result.score)}** ({pct(lo)}–{pct(hi)}) |")
    return "\n".join(lines) + "\n"
