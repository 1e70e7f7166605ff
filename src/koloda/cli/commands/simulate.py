"""``koloda simulate``: many bot games, summarised with confidence intervals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from koloda.core import SetupError, text

from ..common import load_game, percent, stdout
from ..errors import guarded
from ..human import is_human
from ..lang import LangOption, resolve_lang
from ..options import OptionList, game_options
from ..progress import progress_bar
from ..seats import SeatList, check_seat_count, default_opponent
from ..texts import help_text

# the --ray option and the check that simulation loads are shared with `koloda study`, which
# `--levels` runs: they live there, so that this module imports study and not the reverse
from .study import RayAddress, connect_cluster, levels_command, load_simulate


def _signed(x: float, lang: str) -> str:
    # Percentage points: a difference of two rates.
    return f"{100 * x:+.1f} " + text("cli-percentage-points").get(lang)


def result_table(summary: dict[str, Any], title: str, lang: str) -> Table:
    """Per-seat win rates with their 95% intervals and mean ranks."""
    table = Table(title=title)
    for col in ("cli-col-seat", "cli-col-bot", "cli-col-win-rate", "cli-col-ci",
                "cli-col-mean-rank"):
        table.add_column(text(col).get(lang), justify="left" if col == "cli-col-bot" else "right")
    for row in summary["seats"]:
        lo, hi = row["win_ci"]
        table.add_row(str(row["seat"]), row["bot"], percent(row["win_rate"]),
                      f"{percent(lo)} – {percent(hi)}", f"{row['mean_rank']:.2f}")
    return table


@guarded
def simulate_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-game"))],
    games: Annotated[int, typer.Option(
        "--games", "-n", min=1, help=help_text("cli-help-games"))] = 100,
    seat: SeatList = None,
    workers: Annotated[int, typer.Option(
        min=1, help=help_text("cli-help-workers"))] = 1,
    seed: Annotated[int, typer.Option(help=help_text("cli-help-seed"))] = 0,
    option: OptionList = None,
    as_json: Annotated[bool, typer.Option(
        "--json", help=help_text("cli-help-json"),
    )] = False,
    out: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-simulate-out"))] = None,
    ray: RayAddress = None,
    no_batch: Annotated[bool, typer.Option(
        "--no-batch", help=help_text("cli-help-no-batch"))] = False,
    levels: Annotated[bool, typer.Option(
        "--levels", help=help_text("cli-help-levels"))] = False,
    plot: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-simulate-plot"))] = None,
    lang: LangOption = None,
) -> None:
    """Simulate bot games and report win rates / смоделировать партии ботов и вывести статистику.

    Without --seat every seat plays the game's heuristic bot (else random) /
    без --seat на всех местах эвристический бот игры (иначе random).
    """
    if levels:
        levels_command(game=game, games=games, seat=seat[0] if seat else None, workers=workers,
                       seed=seed, plot=plot, as_json=as_json, as_markdown=False, ray=ray,
                       lang=lang)
        return
    lang = resolve_lang(lang)
    found = load_game(game)
    # Unnamed seats get a quick bot: a simulation runs thousands of games.
    quick = default_opponent(found, ("heuristic", "random"))
    specs = [s.strip() for s in seat] if seat else [quick] * found.min_players
    if any(is_human(s) for s in specs):
        raise SetupError(text("cli-simulate-bots-only"))
    check_seat_count(found, specs)
    options = game_options(found, option)
    simulate = load_simulate()
    connect_cluster(ray)
    # With --json, stdout carries only the JSON object: the bar goes to stderr.
    console = Console(stderr=True) if as_json else stdout()
    from koloda.sim import uses_batch  # importable: load_simulate checked it

    batched = not no_batch and uses_batch(found, specs, options, ray)
    if batched:
        console.print(text("sim-batched").get(lang), markup=False)
    with progress_bar(console) as bar:
        task = bar.add_task(text("cli-simulating", game=found.id).get(lang), total=games)
        result = simulate(
            found, specs, games, seed=seed, workers=workers, options=options,
            progress=lambda done: bar.update(task, completed=done),
            out=str(out) if out is not None else None, ray_address=ray, batch=batched,
        )
    summary = result.to_json()
    if as_json:
        typer.echo(json.dumps(summary, ensure_ascii=False))
        return
    title = text("cli-sim-title", games=str(summary["games"]), game=found.title).get(lang)
    console.print(result_table(summary, title, lang))
    console.print(text("cli-mean-length", value=f"{summary['mean_length']:.1f}").get(lang))
    lo, hi = summary["first_seat_ci"]
    advantage = f"{_signed(summary['first_seat_advantage'], lang)} (95%: {_signed(lo, lang)} … {_signed(hi, lang)})"
    console.print(text("cli-first-seat-advantage", value=advantage).get(lang))
    if out is not None:
        console.print(text("cli-out-written", path=str(out)).get(lang), markup=False)
