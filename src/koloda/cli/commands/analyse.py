"""``koloda analyse``: each decision of one seat in a record, judged by the search."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text as Plain

from koloda.bots.analysis import DEFAULT_BUDGET, Analysis, analyse
from koloda.core import Game, Names, SetupError

from .. import texts
from ..common import load_game, percent, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..progress import progress_bar
from .replay import read_record, record_terminal

#: the most iterations a decision may ask for (as a bot spec: `ismcts:200000`)
MAX_BUDGET = 200_000
STYLES = {"inaccuracy": "yellow", "mistake": "dark_orange", "blunder": "bold red"}


def _label(game: Game, data: dict[str, Any] | None, lang: str, names: Names) -> str:
    if data is None:
        return texts.DECLINE.get(lang)
    return game.describe_action(game.codec.decode(data), lang, names)


def analysis_table(result: Analysis, game: Game, title: str, lang: str, names: Names) -> Table:
    """One row a decision: the move, what was played and what the search prefers, their win
    chances and the verdict."""
    table = Table(title=title)
    for col in (texts.COL_MOVE, texts.COL_PLAYED, texts.COL_BEST, texts.COL_CHANCE_PLAYED,
                texts.COL_CHANCE_BEST, texts.COL_VERDICT):
        right = col in (texts.COL_MOVE, texts.COL_CHANCE_PLAYED, texts.COL_CHANCE_BEST)
        table.add_column(col.get(lang), justify="right" if right else "left")
    for d in result.decisions:
        word = texts.VERDICT_NAMES[d.verdict].get(lang) if d.verdict else ""
        style = STYLES.get(d.verdict or "", "")
        best = "=" if d.best == d.played else _label(game, d.best, lang, names)
        # Labels as plain text: a game's label is never read as Rich markup.
        table.add_row(str(d.move), Plain(_label(game, d.played, lang, names)), Plain(best),
                      percent(d.played_value), percent(d.best_value), Plain(word, style=style))
    return table


@guarded
def analyse_command(
    record: Annotated[Path, typer.Argument(help="A record file (JSON) / файл записи партии")],
    seat: Annotated[int, typer.Option(
        "--seat", help="Whose decisions to judge / чьи решения разбирать")] = 0,
    budget: Annotated[int, typer.Option(
        "--budget", "-b", min=1, max=MAX_BUDGET,
        help="Search iterations a decision / итераций поиска на решение")] = DEFAULT_BUDGET,
    seed: Annotated[int, typer.Option(help="Seed of the search / зерно поиска")] = 0,
    out: Annotated[Path | None, typer.Option(
        help="Write the analysis to this JSON file / записать разбор в этот файл JSON")] = None,
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
        raise SetupError(f"--seat must be 0 to {players - 1} for this record",
                         f"--seat должно быть от 0 до {players - 1} для этой записи")
    console = stdout()
    terminal = record_terminal(rec, game, console, lang)
    terminal.viewer = seat
    who = terminal.who(seat)
    with progress_bar(console) as bar:
        task = bar.add_task(texts.ANALYSING.get(lang).format(who=who), total=None)
        result = analyse(rec, game, seat, budget=budget, seed=seed,
                         progress=lambda done, total: bar.update(task, completed=done,
                                                                 total=total))
    if out is not None:
        out.write_text(json.dumps(result.to_json(), ensure_ascii=False, indent=1) + "\n",
                       encoding="utf-8")
    if not result.decisions:
        console.print(texts.NO_DECISIONS.get(lang).format(who=who), markup=False)
    else:
        title = texts.ANALYSIS_TITLE.get(lang).format(game=game.title.get(lang), who=who,
                                                      budget=budget)
        console.print(analysis_table(result, game, title, lang, terminal.seat_names(seat)))
        s = result.summary
        console.print(texts.ANALYSIS_SUMMARY.get(lang).format(
            who=who, decisions=s["decisions"], best=s["best_moves"], inaccuracy=s["inaccuracy"],
            mistake=s["mistake"], blunder=s["blunder"], loss=percent(s["mean_loss"])),
            markup=False)
    if out is not None:
        console.print(texts.ANALYSIS_WRITTEN.get(lang).format(path=out), markup=False)
