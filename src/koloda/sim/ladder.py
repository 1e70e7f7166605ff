"""A game's ladder of levels, measured: a round-robin between the levels, rated with OpenSkill.

Every pair of levels plays `games` two-player games, half with each level in the first seat.
Both halves (and every pair) play the same deals, game `i` of the base seed (duplicate play:
each deal is played from both seats, so a lucky deal helps neither side). Each level gets a
Plackett-Luce rating (`openskill`, one update per game, the games fed in deal order across all
pairings so no pairing is rated before the others) shown as its mean with a 95% interval
(mean ± 1.96 sigma), and each pair its head-to-head score with a 95% Wilson interval.

A level counts as above the one below it when its head-to-head score against it is at least
`CLEAR_MARGIN` (the bar for a two-player game) and the lower end of its interval is above one
half.

A one-seat game (the Clash of Decks solo game against its automaton) has no head-to-head: every
level plays the same `games` deals alone (`run_solo_ladder`), and a level counts as above the one
below when their win rates' 95% intervals do not overlap. How often it won a deal the level below
lost, and lost one it won, is shown beside.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from koloda.bots.levels import Level
from koloda.bots.registry import make_bot
from koloda.core import Game, KolodaError, get_game, text

from .simulate import GameResult, simulate
from .stats import Z95, wilson

#: the head-to-head score a level needs against the one below to count as clearly above it
CLEAR_MARGIN = 0.6


@dataclass
class Rating:
    """One level's OpenSkill rating (Plackett-Luce: mean 25, sigma 25/3 before any game)."""

    level: Level
    mu: float
    sigma: float
    score: float  # mean game score against all other levels
    games: int

    @property
    def ci(self) -> tuple[float, float]:
        return (self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma)

    def to_json(self) -> dict[str, Any]:
        return {**self.level.to_json(), "mu": self.mu, "sigma": self.sigma, "ci": list(self.ci),
                "score": self.score, "games": self.games}


@dataclass
class HeadToHead:
    """Level `a`'s score against level `b` (indices into the ladder), with its interval."""

    a: int
    b: int
    games: int
    score: float
    seconds: float  # wall time of the pairing's games

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.score * self.games, self.games)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "games": self.games, "score": self.score,
                "ci": list(self.ci), "seconds": self.seconds}


@dataclass
class LadderResult:
    """A measured ladder: its levels (weakest first), ratings and every head-to-head."""

    game: str
    seed: int
    games: int  # per pairing
    levels: tuple[Level, ...]
    ratings: list[Rating]  # in ladder order
    pairings: list[HeadToHead]

    def head_to_head(self, a: int, b: int) -> tuple[float, tuple[float, float], int] | None:
        """Level `a`'s score against level `b`, its interval and games (None: they never met)."""
        for p in self.pairings:
            if (p.a, p.b) == (a, b):
                return p.score, p.ci, p.games
            if (p.a, p.b) == (b, a):
                lo, hi = p.ci
                return 1 - p.score, (1 - hi, 1 - lo), p.games
        return None

    def steps(self) -> list[tuple[int, bool]]:
        """For each level above the first: (its index, whether it is clearly above the one
        below: at least `CLEAR_MARGIN` head-to-head and the interval's lower end above 1/2)."""
        out = []
        for i in range(1, len(self.levels)):
            found = self.head_to_head(i, i - 1)
            clear = found is not None and found[0] >= CLEAR_MARGIN and found[1][0] > 0.5
            out.append((i, clear))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "games_per_pairing": self.games,
                "levels": [r.to_json() for r in self.ratings],
                "pairings": [p.to_json() for p in self.pairings],
                "steps": [{"level": self.levels[i].key, "clear": clear}
                          for i, clear in self.steps()]}


def rate(players: int, games: Sequence[tuple[int, int, float]]) -> list[tuple[float, float]]:
    """OpenSkill (Plackett-Luce) ratings, (mu, sigma) per player, from two-player games in
    the order given: (first, second, first's score: 1 a win, 0 a loss, 1/2 a draw)."""
    from openskill.models import PlackettLuce  # imported on use: only ladders need it

    model = PlackettLuce()
    ratings = [model.rating(name=str(i)) for i in range(players)]
    for a, b, score in games:
        ranks = [1, 1] if score == 0.5 else ([1, 2] if score > 0.5 else [2, 1])
        [[ra], [rb]] = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks)
        ratings[a], ratings[b] = ra, rb
    return [(r.mu, r.sigma) for r in ratings]


def _score(result: GameResult, seat: int) -> float:
    """A seat's game score in a two-player game: 1 a win, 0 a loss, 1/2 a shared first place."""
    best = min(result.ranks)
    top = [s for s, rank in enumerate(result.ranks) if rank == best]
    return 1.0 / len(top) if seat in top else 0.0


def run_ladder(game: Game | str, levels: Sequence[Level], games: int = 20, seed: int = 0,
               workers: int = 1, options: Any = None,
               progress: Callable[[int], None] | None = None,
               batch: bool = True) -> LadderResult:
    """Play the round-robin between `levels` (weakest first) and rate them.

    `progress(done)` is called with the games finished so far across the whole ladder. With
    `batch`, a pairing whose bots the C batch holds plays there (`simulate`'s `batch`), on the
    same deals as the others.
    """
    g = get_game(game) if isinstance(game, str) else game
    if len(levels) < 2:
        raise KolodaError(text("sim-ladder-two-levels"))
    if games < 2 or games % 2:
        raise KolodaError(text("sim-ladder-games", games=str(games)))
    g.check_players(2)
    for s, level in enumerate(levels):  # one clear line on a bad spec, before any game
        make_bot(level.spec, g, s)
    n, half = len(levels), games // 2
    done = 0

    def tick(base: int) -> Callable[[int], None]:
        def report(finished: int) -> None:
            if progress is not None:
                progress(base + finished)
        return report

    # (deal index, pairing, seat order) -> (first level, second level, first's score)
    played: dict[tuple[int, int, int], tuple[int, int, float]] = {}
    pairings = []
    totals = [0.0] * n
    counts = [0] * n
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    for k, (i, j) in enumerate(pairs):
        score_i = 0.0
        seconds = 0.0
        for order, (first, second) in enumerate(((i, j), (j, i))):
            # The same base seed for every pairing and both orders: the same deals throughout.
            result = simulate(g, [levels[first].spec, levels[second].spec], half, seed=seed,
                              workers=workers, options=options, progress=tick(done),
                              batch=batch)
            done += half
            seconds += result.wall_seconds
            for r in result.results:
                first_score = _score(r, 0)
                played[(r.index, k, order)] = (first, second, first_score)
                score_i += first_score if first == i else 1.0 - first_score
        pairings.append(HeadToHead(i, j, games, score_i / games, seconds))
        totals[i] += score_i
        totals[j] += games - score_i
        counts[i] += games
        counts[j] += games
    ratings = rate(n, [played[key] for key in sorted(played)])
    return LadderResult(
        g.id, seed, games, tuple(levels),
        [Rating(levels[i], mu, sigma, totals[i] / counts[i], counts[i])
         for i, (mu, sigma) in enumerate(ratings)],
        pairings)


def ladder_markdown(result: LadderResult, lang: str = "en") -> str:
    """The ladder as Markdown tables (for docs/bots.md): ratings, then head-to-head."""
    lines = [text("sim-ladder-head").get(lang), "| --- | --- | --- | --- | --- |"]
    for i, r in enumerate(result.ratings):
        below = "—"
        if i:
            found = result.head_to_head(i, i - 1)
            if found is not None:
                score, (lo, hi), games = found
                below = f"{score:.1%} ({lo:.1%}–{hi:.1%}), {games}"
        lo, hi = r.ci
        lines.append(f"| {r.level.name.get(lang)} | `{r.level.spec}` | {r.mu:.1f} "
                     f"({lo:.1f}–{hi:.1f}) | {r.score:.1%} | {below} |")
    names = [lv.name.get(lang) for lv in result.levels]
    lines += ["", "| " + text("sim-ladder-corner").get(lang) + " | " + " | ".join(names) + " |",
              "| --- |" + " --- |" * len(names)]
    for i, name in enumerate(names):
        cells = []
        for j in range(len(names)):
            found = None if i == j else result.head_to_head(i, j)
            cells.append("—" if found is None else
                         f"{found[0]:.1%} ({found[1][0]:.1%}–{found[1][1]:.1%})")
        lines.append(f"| **{name}** | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


@dataclass
class SoloStanding:
    """One level of a one-seat game: its wins on the ladder's deals, and which deals it won."""

    level: Level
    won: list[bool]  # per deal, in deal order
    seconds: float  # wall time of its games

    @property
    def games(self) -> int:
        return len(self.won)

    @property
    def rate(self) -> float:
        return sum(self.won) / len(self.won)

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(sum(self.won), len(self.won))

    def to_json(self) -> dict[str, Any]:
        return {**self.level.to_json(), "games": self.games, "win_rate": self.rate,
                "ci": list(self.ci), "seconds": self.seconds}


@dataclass
class SoloLadderResult:
    """A measured ladder of a one-seat game: each level's win rate on the same deals."""

    game: str
    seed: int
    games: int
    levels: tuple[Level, ...]
    standings: list[SoloStanding]  # in ladder order

    def swings(self, i: int) -> tuple[int, int]:
        """Deals level `i` won that the level below lost, and deals it lost that it won."""
        up, down = self.standings[i].won, self.standings[i - 1].won
        return (sum(a and not b for a, b in zip(up, down, strict=True)),
                sum(b and not a for a, b in zip(up, down, strict=True)))

    def steps(self) -> list[tuple[int, bool]]:
        """For each level above the first: (its index, whether its win rate's interval lies
        wholly above the interval of the level below)."""
        return [(i, self.standings[i].ci[0] > self.standings[i - 1].ci[1])
                for i in range(1, len(self.levels))]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "games": self.games, "solo": True,
                "levels": [s.to_json() for s in self.standings],
                "steps": [{"level": self.levels[i].key, "clear": clear,
                           "won_where_below_lost": self.swings(i)[0],
                           "lost_where_below_won": self.swings(i)[1]}
                          for i, clear in self.steps()]}


def run_solo_ladder(game: Game | str, levels: Sequence[Level], games: int = 100, seed: int = 0,
                    workers: int = 1, options: Any = None,
                    progress: Callable[[int], None] | None = None) -> SoloLadderResult:
    """Play `games` deals of a one-seat game with every level (the same deals for each) and
    compare their win rates. `progress(done)` gets the games finished so far."""
    g = get_game(game) if isinstance(game, str) else game
    if len(levels) < 2:
        raise KolodaError(text("sim-ladder-two-levels"))
    g.check_players(1)
    for level in levels:  # one clear line on a bad spec, before any game
        make_bot(level.spec, g, 0)
    standings = []
    for k, level in enumerate(levels):
        def report(finished: int, base: int = k * games) -> None:
            if progress is not None:
                progress(base + finished)

        result = simulate(g, [level.spec], games, seed=seed, workers=workers, options=options,
                          progress=report)
        ordered = sorted(result.results, key=lambda r: r.index)
        standings.append(SoloStanding(level, [r.ranks[0] == 1 for r in ordered],
                                      result.wall_seconds))
    return SoloLadderResult(g.id, seed, games, tuple(levels), standings)


def solo_ladder_markdown(result: SoloLadderResult, lang: str = "en") -> str:
    """A one-seat game's ladder as a Markdown table (for docs/bots.md)."""
    lines = [text("sim-solo-ladder-head").get(lang), "| --- | --- | --- | --- | --- | --- |"]
    clear = dict(result.steps())
    for i, s in enumerate(result.standings):
        lo, hi = s.ci
        swing, above = "—", "—"
        if i:
            up, down = result.swings(i)
            swing = f"{up} / {down}"
            above = (text("sim-yes") if clear[i] else text("sim-no")).get(lang)
        lines.append(f"| {s.level.name.get(lang)} | `{s.level.spec}` | {s.rate:.1%} "
                     f"({lo:.1%}–{hi:.1%}) | {s.games} | {swing} | {above} |")
    return "\n".join(lines) + "\n"
