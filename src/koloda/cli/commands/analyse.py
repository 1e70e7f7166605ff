"""``koloda analyse``: each decision of one seat in a record, judged by the search."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text as Plain

from koloda.bots.analysis import DEFAULT_BUDGET, Analysis, analyse
from koloda.core import Game, Names, SetupError, text

from ..common import load_game, percent, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..progress import progress_bar
from ..texts import help_text
from .replay import read_record, record_terminal

#: the most iterations a decision may ask for (as a bot spec: `ismcts:200000`)
MAX_BUDGET = 200_000
STYLES = {"inaccuracy": "yellow", "mistake": "dark_orange", "blunder": "bold red"}
VERDICTS = {"inaccuracy": "cli-verdict-inaccuracy", "mistake": "cli-verdict-mistake",
            "blunder": "cli-verdict-blunder"}
#: the table's columns, and whether each is right-aligned (a number, or a figure)
COLUMNS = {"cli-col-move": True, "cli-col-played": False, "cli-col-best": False,
           "cli-col-chance-played": True, "cli-col-chance-best": True, "cli-col-verdict": False}


def _label(game: Game, data: dict[str, Any] | None, lang: str, names: Names) -> str:
    if data is None:
        return text("cli-decline").get(lang)
    return game.describe_action(game.codec.decode(data), lang, names)


def analysis_table(result: Analysis, game: Game, title: str, lang: str, names: Names) -> Table:
    """One row a decision: the move, what was played and what the search prefers, their win
    chances and the verdict."""
    table = Table(title=title)
    for col, right in COLUMNS.items():
        table.add_column(text(col).get(lang), justify="right" if right else "left")
    for d in result.decisions:
        word = text(VERDICTS[d.verdict]).get(lang) if d.verdict else ""
        style = STYLES.get(d.verdict or "", "")
        best = "=" if d.best == d.played else _label(game, d.best, lang, names)
        # Labels as plain text: a game's label is never read as Rich markup.
        table.add_row(str(d.move), Plain(_label(game, d.played, lang, names)), Plain(best),
                      percent(d.played_value), percent(d.best_value), Plain(word, style=style))
    return table


@guarded
def analyse_command(
    record: Annotated[Path, typer.Argument(help=help_text("cli-help-record-file"))],
    seat: Annotated[int, typer.Option(
        "--seat", help=help_text("cli-help-analyse-seat"))] = 0,
    budget: Annotated[int, typer.Option(
        "--budget", "-b", min=1, max=MAX_BUDGET,
        help=help_text("cli-help-budget"))] = DEFAULT_BUDGET,
    seed: Annotated[int, typer.Option(help=help_text("cli-help-search-seed"))] = 0,
    out: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-analyse-out"))] = None,
    lang: LangOption = None,
) -> None:
    """Judge one seat's decisions in a recorded game / разобрать решения игрока в записи партии.

    Each move is compared with the search's best move from that seat's information only
    (hidden cards re-dealt) and marked inaccuracy, mistake or blunder by the drop of the
    estimated win chance / каждый ход сравнивается с лучшим ходом поиска по сведениям этого
    игрока (скрытые карты пересдаются) и отмечается по падению оценки шанса на победу.
    """
    lang = resolve_lang(lang)
    rec = read_record(record)
    game = load_game(rec.game)
    players = len(rec.seats)
    if not 0 <= seat < players:
        raise SetupError(text("cli-seat-out-of-range", last=str(players - 1)))
    console = stdout()
    terminal = record_terminal(rec, game, console, lang)
    terminal.viewer = seat
    who = terminal.who(seat)
    with progress_bar(console) as bar:
        task = bar.add_task(text("cli-analysing", who=who).get(lang), total=None)
        result = analyse(rec, game, seat, budget=budget, seed=seed,
                         progress=lambda done, total: bar.update(task, completed=done,
                                                                 total=total))
    if out is not None:
        out.write_text(json.dumps(result.to_json(), ensure_ascii=False, indent=1) + "\n",
                       encoding="utf-8")
    if not result.decisions:
        console.print(text("cli-no-decisions", who=who).get(lang), markup=False)
    else:
        title = text("cli-analysis-title", game=game.title, who=who,
                     budget=str(budget)).get(lang)
        console.print(analysis_table(result, game, title, lang, terminal.seat_names(seat)))
        s = result.summary
        counts = {key: str(s[key]) for key in ("decisions", "inaccuracy", "mistake", "blunder")}
        console.print(text("cli-analysis-summary", who=who, best=str(s["best_moves"]),
                           loss=percent(s["mean_loss"]), **counts).get(lang), markup=False)
    if out is not None:
        console.print(text("cli-analysis-written", path=str(out)).get(lang), markup=False)
