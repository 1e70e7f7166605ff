"""The tables the command line prints, made to fit an 80-column terminal.

Three rules keep a table readable in a narrow window: a number's column never wraps (`figures`),
long prose (a benchmark's note, what a column means) goes below the table rather than into a
narrow column, and a matrix whose intervals do not fit drops their decimals rather than cutting
them short (`Fitted`). Every cell is plain text: a note such as ``pip install 'koloda[peers]'``
is not Rich markup.

The renderers take a result (a study's, a ladder's) and the language; the titles, built from
the game and the run's settings, come from the command.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import Text, text

from .common import number, percent


def plain(value: Any, style: str = "") -> RichText:
    """A cell as it is written: brackets in a note or a spec are not markup."""
    return RichText(str(value), style=style)


def interval(lo: float, hi: float, digits: int = 1) -> str:
    """A 95% interval in one unbreakable word: ``9.5–90.5%`` (``10–91%`` with no digits)."""
    return f"{100 * lo:.{digits}f}–{100 * hi:.{digits}f}%"


def rate_and_interval(rate: float, lo: float, hi: float, digits: int = 1) -> str:
    """A matrix cell: the rate, its interval beneath."""
    return f"{percent(rate)}\n{interval(lo, hi, digits)}"


def figures(table: Table, header: str, justify: str = "right") -> None:
    """Add a column of numbers: never wrapped, whatever the width."""
    table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]


class Fitted:
    """The first of several renderings of one table that fits the width it is printed at (the
    last one when none does): a matrix keeps its intervals' decimals where there is room."""

    def __init__(self, *choices: RenderableType) -> None:
        self.choices = choices

    def _choice(self, console: Console, options: ConsoleOptions) -> RenderableType:
        # Measured as if the window were unbounded: the width each rendering wants.
        unbounded = options.update_width(10_000)
        for choice in self.choices:
            if Measurement.get(console, unbounded, choice).maximum <= options.max_width:
                return choice
        return self.choices[-1]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._choice(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._choice(console, options))


def notes_below(*lines: str) -> Group:
    """Lines printed under a table (wrapped as prose, never into a column)."""
    return Group(*(plain(line) for line in lines))


# koloda study levels


def levels_table(study: Any, title: str, lang: str) -> Table:
    """Each setting of each level with its win rate and interval; each level pooled in bold."""
    table = Table(title=title)
    table.add_column(text("cli-col-level").get(lang), justify="right", no_wrap=True)
    table.add_column(text("cli-col-settings").get(lang))
    for col in ("cli-col-games", "cli-col-win-rate", "cli-col-interval"):
        figures(table, text(col).get(lang))
    for level, pooled in study.levels.items():
        for c in (c for c in study.configs if c.level == level):
            lo, hi = c.result.ci
            table.add_row(str(level), plain(c.label.get(lang)), str(c.result.games),
                          percent(c.result.rate), f"{percent(lo)} – {percent(hi)}")
        lo, hi = pooled.ci
        table.add_row(plain(level, "bold"), plain(text("cli-all-pooled").get(lang), "bold"),
                      str(pooled.games), plain(percent(pooled.rate), "bold"),
                      f"{percent(lo)} – {percent(hi)}", end_section=True)
    return table


# koloda study matchups and the ladder's head-to-head: a matrix of rates with intervals


def _matrix(title: str, names: Sequence[str], rows: Sequence[Sequence[Any]],
            extra: str | None, digits: int) -> Table:
    """Rows of cells, each None (—) or (rate, (lo, hi)); `extra` names a last column."""
    table = Table(title=title)
    table.add_column("", no_wrap=True)
    for name in [*names, *([extra] if extra else [])]:
        figures(table, name)
    for name, cells in zip(names, rows, strict=False):
        table.add_row(plain(name), *("—" if c is None else
                                     rate_and_interval(c[0], *c[1], digits=digits)
                                     for c in cells))
    return table


def matrix(title: str, names: Sequence[str], rows: Sequence[Sequence[Any]],
           extra: str | None = None) -> Fitted:
    """A matrix with intervals to a tenth of a percent, or whole percents where that is too
    wide for the terminal."""
    return Fitted(*(_matrix(title, names, rows, extra, digits) for digits in (1, 0)))


def matchups_table(study: Any, title: str, lang: str) -> Fitted:
    """Row's win rate against column (both seat orders), and against all."""
    names = [t.get(lang) for t in study.labels]
    rows = []
    for i in range(len(names)):
        total = study.overall(i)
        rows.append([None if c is None else (c.rate, c.ci) for c in study.cells[i]]
                    + [(total.rate, total.ci)])
    return matrix(title, names, rows, extra=text("cli-against-all").get(lang))


# koloda study ladder


def _ladder(result: Any, title: str, lang: str, inline: bool) -> Table:
    table = Table(title=title)
    table.add_column(text("cli-col-level").get(lang), no_wrap=True)
    table.add_column(text("cli-col-bot").get(lang), no_wrap=True)
    for col in ("cli-col-rating", "cli-col-score", "cli-col-games", "cli-col-below"):
        figures(table, text(col).get(lang))
    sep = " " if inline else "\n"
    for i, r in enumerate(result.ratings):
        below = "—"
        step = result.head_to_head(i, i - 1) if i else None
        if step is not None:
            below = f"{percent(step[0])}{sep}({interval(*step[1])})"
        lo, hi = r.ci
        table.add_row(plain(r.level.name.get(lang)), plain(r.level.spec),
                      f"{r.mu:.1f}{sep}({lo:.1f}–{hi:.1f})", percent(r.score), str(r.games),
                      below)
    return table


def ladder_table(result: Any, title: str, lang: str) -> Group:
    """Each level's OpenSkill rating with its interval, score against all, games and score
    against the level below (a row a level where the terminal is wide enough, the intervals
    beneath where it is not); what the columns mean goes below the table."""
    fitted = Fitted(*(_ladder(result, title, lang, inline) for inline in (True, False)))
    return Group(fitted, notes_below(text("cli-ladder-note").get(lang)))


def head_to_head_table(result: Any, title: str, lang: str) -> Fitted:
    """Row's score against column, draws counting half."""
    n = len(result.levels)
    names = [lv.name.get(lang) for lv in result.levels]
    rows = [[None if i == j else _pair(result.head_to_head(i, j)) for j in range(n)]
            for i in range(n)]
    return matrix(title, names, rows)


def _pair(step: tuple[float, tuple[float, float], int] | None) -> Any:
    return None if step is None else (step[0], step[1])


def solo_ladder_table(result: Any, title: str, lang: str) -> Group:
    """A one-seat game's levels on the same deals: win rate with its interval, and the deals
    each level won where the one below lost, and the reverse (explained below the table).
    The title is a sentence: it goes above the table, wrapped at the window's width rather than
    at the narrow table's."""
    table = Table()
    table.add_column(text("cli-col-level").get(lang), no_wrap=True)
    table.add_column(text("cli-col-bot").get(lang), no_wrap=True)
    win_rate, within = text("cli-col-win-rate").get(lang), text("cli-col-interval").get(lang)
    figures(table, f"{win_rate} ({within})")
    figures(table, text("cli-col-below").get(lang))
    for i, s in enumerate(result.standings):
        swing = "—" if not i else "{} / {}".format(*result.swings(i))
        table.add_row(plain(s.level.name.get(lang)), plain(s.level.spec),
                      f"{percent(s.rate)} ({interval(*s.ci)})", swing)
    return Group(RichText(title, style="italic", justify="center"), table,
                 notes_below(text("cli-solo-note").get(lang)))


# koloda bench


#: the units of `koloda.sim.bench`'s rows, each shown in the reader's language
UNITS = {"actions/s": "cli-bench-unit-actions", "games/s": "cli-bench-unit-games",
         "steps/s": "cli-bench-unit-steps", "iterations/s": "cli-bench-unit-iterations"}


def _words(value: Any, lang: str) -> str:
    """A benchmark row's name, note or peer in `lang`: a catalog text, or a library's name."""
    return value.get(lang) if isinstance(value, Text) else str(value)


def _short_peers(names: Iterable[str]) -> dict[str, str]:
    """Peer library -> its column's header: the library's name (`openspiel crazy_eights` ->
    `openspiel`) unless two peers share it."""
    names = list(names)
    firsts = [n.split()[0] if n.split() else n for n in names]
    return {n: (f if firsts.count(f) == 1 else n) for n, f in zip(names, firsts, strict=True)}


def bench_table(rows: list[dict[str, Any]], lang: str) -> Group:
    """One row a benchmark: its figure and unit, and its ratio to each peer library measured in
    this run (a column a peer); notes (why a figure is missing, what a peer ran) are numbered
    below the table, as is what a ratio means."""
    ratios_of = [row.get("ratios") or ({row["peer"]: row["ratio"]}
                                      if row.get("peer") and row.get("ratio") is not None
                                      else {}) for row in rows]
    peer_keys = list(dict.fromkeys(p for r in ratios_of for p in r))
    short = _short_peers(_words(p, lang) for p in peer_keys)
    peers = {p: short[_words(p, lang)] for p in peer_keys}
    notes: dict[str, int] = {}
    table = Table(title=text("cli-bench-title").get(lang))
    table.add_column(text("cli-col-benchmark").get(lang))
    figures(table, text("cli-col-figure").get(lang))
    figures(table, text("cli-col-unit").get(lang), justify="left")
    for short in peers.values():
        figures(table, short)
    for row, ratios in zip(rows, ratios_of, strict=True):
        name = _words(row.get("name", "?"), lang)
        note = _words(row.get("note") or "", lang)
        unit = str(row.get("unit", ""))
        if note:
            name += f" [{notes.setdefault(note, len(notes) + 1)}]"
        table.add_row(plain(name), number(row.get("figure")),
                      plain(text(UNITS[unit]).get(lang) if unit in UNITS else unit),
                      *(f"{ratios[p]:.2f}×" if ratios.get(p) is not None else "—" for p in peers))
    below = [f"[{n}] {note}" for note, n in notes.items()]
    if peers:  # the headers are the libraries; the legend names what each one ran
        below.insert(0, text("cli-bench-ratios", peers=", ".join(_words(p, lang) for p in peers)).get(lang))
    return Group(table, notes_below(*below))
