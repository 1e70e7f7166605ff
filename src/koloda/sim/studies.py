"""Balance studies built on `simulate`: win rate per difficulty level, and match-up matrices.

What a study plays is the game's own data, in its package's ``balance`` module
(`balance_module`), whose ``STUDIES`` table maps a game id to its studies (`study_data`):
"levels" (level -> settings, each with a label and the game options) for a level study,
"matchups" (entrants, each with a label and a bot spec) for a match-up matrix. Every
configuration and every pairing is a `simulate` run with the same base seed, so the runs share
their deals (common random numbers): differences between configurations come from the settings,
not from luckier deals.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from koloda.core import Game, KolodaError, SetupError, Text, get_game, text

from .simulate import simulate
from .stats import wilson

#: called with the games finished so far across the whole study
StudyProgress = Callable[[int], None]


def balance_module(game: Game) -> ModuleType:
    """The ``balance`` module of the package `game` lives in; one clear error without one."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.balance")
    except ModuleNotFoundError:
        raise SetupError(text("sim-no-balance-study", game=game.id,
                              module=f"{package}.balance")) from None


def study_data(game: Game, kind: str) -> Any:
    """What `game`'s balance module gives for a study of `kind` ("levels": level -> settings,
    "matchups": entrants), from its ``STUDIES`` table; None if it defines none."""
    return getattr(balance_module(game), "STUDIES", {}).get(game.id, {}).get(kind)


def _game(game: Game | str) -> Game:
    return get_game(game) if isinstance(game, str) else game


# -- win rate per level --------------------------------------------------------------------
@dataclass
class Rate:
    """A win rate with its count and 95% Wilson interval."""

    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def to_json(self) -> dict[str, Any]:
        return {"wins": self.wins, "games": self.games, "win_rate": self.rate,
                "win_ci": list(self.ci)}


@dataclass
class ConfigResult:
    """One configuration of a level: its settings and the player's win rate."""

    level: int
    label: Text
    options: dict[str, Any]
    result: Rate
    mean_length: float

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "label": self.label.to_json(), "options": self.options,
                **self.result.to_json(), "mean_length": self.mean_length}


@dataclass
class LevelStudy:
    """Win rate per configuration and pooled per level (every configuration weighs the same:
    each plays the same number of games)."""

    game: str
    seat: str
    games_per_config: int
    seed: int
    configs: list[ConfigResult]
    wall_seconds: float = 0.0

    @property
    def levels(self) -> dict[int, Rate]:
        pooled: dict[int, Rate] = {}
        for c in self.configs:
            r = pooled.setdefault(c.level, Rate(0.0, 0))
            r.wins += c.result.wins
            r.games += c.result.games
        return dict(sorted(pooled.items()))

    def breaks(self) -> list[tuple[int, int]]:
        """Pairs of consecutive levels (lower, higher) where the pooled win rate does not fall."""
        levels = self.levels
        order = list(levels)
        return [(a, b) for a, b in zip(order, order[1:], strict=False)
                if levels[b].rate >= levels[a].rate]

    def outliers(self) -> list[tuple[ConfigResult, int]]:
        """Configurations harder than the next level's pooled rate or easier than the previous
        one's, with interval separating them: (configuration, the level it crosses)."""
        levels = self.levels
        out = []
        for c in self.configs:
            lo, hi = c.result.ci
            up, down = levels.get(c.level + 1), levels.get(c.level - 1)
            if up is not None and hi < up.rate:
                out.append((c, c.level + 1))
            elif down is not None and lo > down.rate:
                out.append((c, c.level - 1))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seat": self.seat, "games_per_config": self.games_per_config,
                "seed": self.seed, "wall_seconds": self.wall_seconds,
                "levels": [{"level": lv, **r.to_json()} for lv, r in self.levels.items()],
                "configs": [c.to_json() for c in self.configs],
                "not_falling": [list(b) for b in self.breaks()]}


def study_levels(game: Game | str, configs: Mapping[int, Sequence[Any]], seat: str, games: int,
                 seed: int = 0, workers: int = 1, progress: StudyProgress | None = None,
                 ray_address: str | None = None) -> LevelStudy:
    """Play `games` games of every configuration (`configs[level]` holds settings with `.label`
    and `.options`) with the one-seat bot `seat`."""
    g = _game(game)
    for level, settings in configs.items():  # every configuration is refused before any runs
        for s in settings:
            opts = g.options(s.options)
            if getattr(opts, "level", level) != level:
                raise SetupError(text("sim-level-mismatch", label=s.label, level=str(level)))
    started = time.perf_counter()
    done = 0
    out: list[ConfigResult] = []
    for level, settings in sorted(configs.items()):
        for s in settings:
            base = done
            result = simulate(g, [seat], games, seed=seed, workers=workers, options=s.options,
                              progress=None if progress is None else
                              (lambda n, base=base: progress(base + n)),
                              ray_address=ray_address)
            done += games
            st = result.seats[0]
            out.append(ConfigResult(level, s.label, result.options,
                                    Rate(st.win_rate * games, games), result.mean_length))
    return LevelStudy(g.id, seat, games, seed, out, time.perf_counter() - started)


def plot_levels(study: LevelStudy, path: str, lang: str = "en") -> None:
    """A PNG: the pooled win rate per level with its 95% interval, and each configuration as a
    small point beside it."""
    try:
        import matplotlib

        matplotlib.use("Agg")  # files only: no display on servers and in tests
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise KolodaError(text("sim-plot-needs-matplotlib", error=str(exc))) from None
    levels = study.levels
    fig, ax = plt.subplots(figsize=(7.5, 4.5), dpi=120)
    xs = list(levels)
    rates = [levels[x].rate for x in xs]
    # (clamped: the interval's rounding can put an end a hair inside a rate of 0 or 1)
    below = [max(0.0, levels[x].rate - levels[x].ci[0]) for x in xs]
    above = [max(0.0, levels[x].ci[1] - levels[x].rate) for x in xs]
    ax.errorbar(xs, rates, yerr=[below, above], fmt="o-", color="#1f4e79", capsize=5, lw=2,
                label=text("sim-plot-level-pooled").get(lang))
    # Configurations spread sideways so their intervals do not hide one another.
    by_level: dict[int, list[ConfigResult]] = {}
    for c in study.configs:
        by_level.setdefault(c.level, []).append(c)
    first = True
    for level, items in by_level.items():
        for i, c in enumerate(items):
            x = level + 0.12 * (i - (len(items) - 1) / 2) + 0.3
            lo, hi = c.result.ci
            ax.errorbar([x], [c.result.rate], yerr=[[max(0.0, c.result.rate - lo)],
                                                      [max(0.0, hi - c.result.rate)]],
                        fmt=".", color="#c55a11", alpha=0.8, capsize=2, lw=1,
                        label=text("sim-plot-single-settings").get(lang) if first else None)
            first = False
    ax.set_xticks(xs)
    ax.set_xlabel(text("sim-plot-x").get(lang))
    ax.set_ylabel(text("sim-plot-y").get(lang))
    ax.set_ylim(0, 1)
    ax.grid(axis="y", alpha=0.3)
    ax.set_title(text("sim-plot-title", game=study.game, bot=study.seat,
                      games=str(study.games_per_config)).get(lang))
    ax.legend(loc="upper right")
    fig.tight_layout()
    try:
        fig.savefig(path, format="png")
    except OSError as exc:
        raise KolodaError(text("sim-plot-cannot-write", path=str(path),
                               error=str(exc.strerror))) from None
    finally:
        plt.close(fig)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def levels_markdown(study: LevelStudy, lang: str = "en") -> str:
    """The study as two Markdown tables: per level (pooled), then per configuration."""
    rows = [text("sim-levels-head").get(lang), "| ---: | ---: | ---: | --- |"]
    for level, r in study.levels.items():
        lo, hi = r.ci
        rows.append(f"| {level} | {r.games} | {_pct(r.rate)} | {_pct(lo)} – {_pct(hi)} |")
    rows += ["", text("sim-configs-head").get(lang), "| ---: | --- | ---: | --- | ---: |"]
    for c in study.configs:
        lo, hi = c.result.ci
        rows.append(f"| {c.level} | {c.label.get(lang)} | {_pct(c.result.rate)} | "
                    f"{_pct(lo)} – {_pct(hi)} | {c.mean_length:.1f} |")
    return "\n".join(rows) + "\n"


# -- match-up matrix -----------------------------------------------------------------------
@dataclass
class MatchupStudy:
    """`cells[i][j]`: entrant i's win rate against entrant j, both seat orders pooled (None on
    the diagonal: an entrant does not meet itself); `first[i][j]`: i's rate from the first seat
    only. Draws count half a win each way."""

    game: str
    labels: list[Text]
    seat: str
    games_per_order: int
    seed: int
    cells: list[list[Rate | None]]
    first: list[list[Rate | None]]
    first_seat: Rate = field(default_factory=lambda: Rate(0.0, 0))
    wall_seconds: float = 0.0

    def overall(self, i: int) -> Rate:
        """Entrant i against all the others together."""
        r = Rate(0.0, 0)
        for cell in self.cells[i]:
            if cell is not None:
                r.wins += cell.wins
                r.games += cell.games
        return r

    def to_json(self) -> dict[str, Any]:
        def grid(g: list[list[Rate | None]]) -> list[list[dict[str, Any] | None]]:
            return [[None if c is None else c.to_json() for c in row] for row in g]

        return {"game": self.game, "labels": [t.to_json() for t in self.labels],
                "seat": self.seat, "games_per_order": self.games_per_order, "seed": self.seed,
                "cells": grid(self.cells), "first_seat_cells": grid(self.first),
                "overall": [self.overall(i).to_json() for i in range(len(self.labels))],
                "first_seat": self.first_seat.to_json(), "wall_seconds": self.wall_seconds}


def study_matchups(game: Game | str, entrants: Sequence[Any], seat: str, games: int,
                   seed: int = 0, workers: int = 1, options: dict[str, Any] | None = None,
                   progress: StudyProgress | None = None,
                   ray_address: str | None = None) -> MatchupStudy:
    """Every ordered pair of distinct `entrants` plays `games` two-seat games with the bot
    `seat` in both seats, so each pair meets 2 x `games` times, once from each seat. An entrant
    has a `.label` and `.options`: the game options it brings from the first seat and from the
    second (for Clash of Decks, the deck fixed for that seat), laid over `options`."""
    g = _game(game)
    n = len(entrants)
    cells: list[list[Rate | None]] = [[None] * n for _ in range(n)]
    first: list[list[Rate | None]] = [[None] * n for _ in range(n)]
    first_seat = Rate(0.0, 0)
    started = time.perf_counter()
    done = 0
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            base = done
            pairing = {**(options or {}), **entrants[i].options[0], **entrants[j].options[1]}
            result = simulate(g, [seat, seat], games, seed=seed,
                              workers=workers, options=pairing,
                              progress=None if progress is None else
                              (lambda k, base=base: progress(base + k)),
                              ray_address=ray_address)
            done += games
            a, b = (result.seats[0].win_rate * games, result.seats[1].win_rate * games)
            first[i][j] = Rate(a, games)
            first_seat.wins += a
            first_seat.games += games
            for x, y, wins in ((i, j, a), (j, i, b)):
                cell = cells[x][y] or Rate(0.0, 0)
                cell.wins += wins
                cell.games += games
                cells[x][y] = cell
    return MatchupStudy(g.id, [e.label for e in entrants], seat, games, seed, cells, first,
                        first_seat, time.perf_counter() - started)


def matchups_markdown(study: MatchupStudy, lang: str = "en") -> str:
    """The matrix as Markdown: row's win rate against column (95% interval), and overall."""
    names = [t.get(lang) for t in study.labels]
    head = "| " + text("sim-matchups-corner").get(lang) + " | " + " | ".join(names)
    head += " | " + text("sim-matchups-all").get(lang) + " |"
    rows = [head, "| --- |" + " ---: |" * (len(names) + 1)]
    for i, name in enumerate(names):
        cells = []
        for cell in study.cells[i]:
            if cell is None:
                cells.append("—")
            else:
                lo, hi = cell.ci
                cells.append(f"{_pct(cell.rate)} ({_pct(lo)}–{_pct(hi)})")
        total = study.overall(i)
        lo, hi = total.ci
        cells.append(f"{_pct(total.rate)} ({_pct(lo)}–{_pct(hi)})")
        rows.append(f"| **{name}** | " + " | ".join(cells) + " |")
    lo, hi = study.first_seat.ci
    rows += ["", text("sim-matchups-first-seat", rate=_pct(study.first_seat.rate), low=_pct(lo),
                      high=_pct(hi), games=str(study.first_seat.games)).get(lang)]
    return "\n".join(rows) + "\n"
