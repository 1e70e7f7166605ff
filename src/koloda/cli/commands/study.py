"""``koloda study``: the balance studies a game defines (win rate per difficulty level, deck
match-ups) and the ladder of its bot levels (`koloda.sim.ladder`), played through
`koloda.sim.simulate` and printed as tables, JSON or Markdown."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from koloda.bots.registry import make_bot
from koloda.core import SetupError, given, text

from .. import tables
from ..common import load_game, percent, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..options import OptionList, game_options
from ..progress import progress_bar
from ..seats import default_opponent
from ..texts import BilingualCommand, BilingualGroup, help_text

app = typer.Typer(
    help=help_text("cli-help-study"),
    no_args_is_help=True, add_completion=False, rich_markup_mode=None, cls=BilingualGroup)

Games = Annotated[int, typer.Option(
    "--games", "-n", min=1, help=help_text("cli-help-study-games"))]
Workers = Annotated[int, typer.Option(min=1, help=help_text("cli-help-workers"))]
Seed = Annotated[int, typer.Option(help=help_text("cli-help-seed"))]
AsJson = Annotated[bool, typer.Option(
    "--json", help=help_text("cli-help-json"))]
AsMarkdown = Annotated[bool, typer.Option(
    "--markdown", help=help_text("cli-help-markdown"))]

T = TypeVar("T")



def load_simulate() -> Any:
    """`koloda.sim.simulate`, imported on use (simulation pulls in process pools, which
    `koloda games` does not need), or a `SetupError` with the one-line reason it cannot load.
    Shared with `koloda simulate`, which imports this module (not the reverse)."""
    try:
        from koloda.sim import simulate
    except ImportError as exc:
        raise SetupError(text("cli-sim-missing", reason=str(exc))) from None
    return simulate


RayAddress = Annotated[str | None, typer.Option(
    "--ray", metavar="ADDRESS",
    help=help_text("cli-help-ray"))]


def connect_cluster(address: str | None) -> None:
    """With --ray, connect before any bar is drawn: a missing or silent cluster is one line."""
    if address:
        load_simulate()  # koloda.sim importable, or its one-line reason
        from koloda.sim import connect_ray

        connect_ray(address)


def _studies() -> Any:
    # Imported on use, like `koloda simulate`: process pools are not needed by other commands.
    from koloda.sim import studies

    return studies


def _console(quiet: bool) -> Console:
    # With --json or --markdown, stdout carries only that: the bar goes to stderr.
    return Console(stderr=True) if quiet else stdout()


def _study_input(game: str, kind: str, missing: str, seat: str | None) -> tuple[Any, Any, Any, str]:
    """A balance study's game, the studies module, the game's data for the study (`kind`;
    none: the error `missing`, a catalog id) and the bot it plays against, checked before any
    bar is drawn."""
    found = load_game(game)
    studies = _studies()
    data = studies.study_data(found, kind)
    if not data:
        raise SetupError(text(missing, game=found.id))
    bot = seat.strip() if seat else default_opponent(found, ("heuristic", "random"))
    make_bot(bot, found, 0)  # a bad bot spec is one line before any bar is drawn
    return found, studies, data, bot


def _with_bar(console: Console, found: Any, lang: str, total: int,
              run: Callable[[Callable[[int], Any]], T]) -> T:
    """Run a study (`run`, given the callback of games done) under a progress bar."""
    with progress_bar(console) as bar:
        task = bar.add_task(text("cli-studying", game=found.id).get(lang), total=total)
        return run(lambda done: bar.update(task, completed=done))


@app.command("levels", cls=BilingualCommand)
@guarded
def levels_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-levels-game"))],
    games: Games = 300,
    seat: Annotated[str | None, typer.Option(
        help=help_text("cli-help-levels-seat"))] = None,
    workers: Workers = 1,
    seed: Seed = 0,
    plot: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-plot"))] = None,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
    ray: RayAddress = None,
    lang: LangOption = None,
) -> None:
    """Win rate per difficulty level / доля побед по уровням сложности.

    Plays every fixed setting of every level (the game's balance module) /
    играет каждую заданную настройку каждого уровня (модуль balance игры).
    """
    lang = resolve_lang(lang)
    found, studies, configs, bot = _study_input(game, "levels", "cli-no-levels", seat)
    total = games * sum(len(v) for v in configs.values())
    connect_cluster(ray)
    console = _console(as_json or as_markdown)
    study = _with_bar(console, found, lang, total, lambda progress: studies.study_levels(
        found, configs, bot, games, seed=seed, workers=workers, progress=progress,
        ray_address=ray))
    if plot is not None:
        studies.plot_levels(study, str(plot), lang)
    if _printed_as_data(study, studies.levels_markdown, as_json, as_markdown, lang):
        return
    title = text("cli-levels-title", game=found.title, games=str(games), bot=bot).get(lang)
    console.print(tables.levels_table(study, title, lang))
    levels = study.levels
    breaks = study.breaks()
    for a, b in breaks:
        console.print(text("cli-not-falling", a=str(a), b=str(b), ra=percent(levels[a].rate),
                           rb=percent(levels[b].rate)).get(lang), markup=False)
    for c, other in study.outliers():
        console.print(text(
            "cli-out-of-line", label=c.label, level=str(c.level), rate=percent(c.result.rate),
            other=str(other), orate=percent(levels[other].rate)).get(lang), markup=False)
    if not breaks:
        console.print(text("cli-falls").get(lang))
    if plot is not None:
        console.print(text("cli-plot-written", path=str(plot)).get(lang), markup=False)


@app.command("matchups", cls=BilingualCommand)
@guarded
def matchups_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-matchups-game"))],
    games: Games = 200,
    seat: Annotated[str | None, typer.Option(
        help=help_text("cli-help-matchups-seat"))] = None,
    workers: Workers = 1,
    seed: Seed = 0,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
    ray: RayAddress = None,
    lang: LangOption = None,
) -> None:
    """Each entrant against each other, both seat orders / каждый против каждого, оба порядка.

    For Clash of Decks: the four preconstructed decks (the game's balance module) /
    для Clash of Decks: четыре готовые колоды (модуль balance игры).
    """
    lang = resolve_lang(lang)
    found, studies, entrants, bot = _study_input(game, "matchups", "cli-no-entrants", seat)
    n = len(entrants)
    connect_cluster(ray)
    console = _console(as_json or as_markdown)
    study = _with_bar(console, found, lang, games * n * (n - 1), lambda progress: (
        studies.study_matchups(found, entrants, bot, games, seed=seed, workers=workers,
                               progress=progress, ray_address=ray)))
    if _printed_as_data(study, studies.matchups_markdown, as_json, as_markdown, lang):
        return
    title = text("cli-matrix-title", game=found.title, games=str(games), bot=bot).get(lang)
    console.print(tables.matchups_table(study, title, lang))
    lo, hi = study.first_seat.ci
    console.print(text("cli-first-seat-rate", rate=percent(study.first_seat.rate),
                       lo=percent(lo), hi=percent(hi)).get(lang))


@app.command("ladder", cls=BilingualCommand)
@guarded
def ladder_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-ladder-game"))],
    games: Annotated[int, typer.Option(
        "--games", "-n", min=2, help=help_text("cli-help-ladder-games"))] = 20,
    bot: Annotated[list[str] | None, typer.Option(
        "--bot", "-b", metavar="SPEC", help=help_text("cli-help-ladder-bots"))] = None,
    workers: Workers = 1,
    seed: Seed = 0,
    option: OptionList = None,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
    no_batch: Annotated[bool, typer.Option(
        "--no-batch", help=help_text("cli-help-no-batch"))] = False,
    lang: LangOption = None,
) -> None:
    """Round-robin between the game's levels, rated with OpenSkill / круговой турнир уровней
    игры с рейтингом OpenSkill.

    Every pair of levels plays -n games on the same deals, half in each seat order; in a
    one-seat game every level plays the same -n deals alone and the win rates are compared /
    каждая пара уровней играет -n партий на одних и тех же раздачах, половину на каждом
    порядке мест; в игре на одного каждый уровень играет одни и те же -n раздач, и
    сравниваются доли побед.
    """
    from koloda.bots.levels import Level, ladder_for
    from koloda.sim.ladder import CLEAR_MARGIN, ladder_markdown, run_ladder

    lang = resolve_lang(lang)
    found = load_game(game)
    options = game_options(found, option)
    if bot:
        # a bot named on the command line is its own name, in every language
        levels = tuple(Level(spec, given(spec, spec), spec) for spec in (b.strip() for b in bot))
    else:
        levels = ladder_for(found)
    solo = found.max_players == 1
    if len(levels) < 2 or not (solo or found.min_players <= 2 <= found.max_players):
        raise SetupError(text("cli-no-ladder", game=found.id))
    if solo:
        _solo_ladder(found, levels, games, seed, workers, options, as_json, as_markdown, lang)
        return
    n = len(levels)
    console = _console(as_json or as_markdown)
    _say_batched(console, found, levels, options, no_batch, lang)
    result = _with_bar(console, found, lang, games // 2 * 2 * n * (n - 1) // 2,
                       lambda progress: run_ladder(found, levels, games, seed=seed,
                                                   workers=workers, options=options,
                                                   progress=progress, batch=not no_batch))
    if _printed_as_data(result, ladder_markdown, as_json, as_markdown, lang):
        return
    title = text("cli-ladder-title", game=found.title, games=str(games), seed=str(seed))
    console.print(tables.ladder_table(result, title.get(lang), lang))
    h2h_title = text("cli-h2h-title", game=found.title).get(lang)
    console.print(tables.head_to_head_table(result, h2h_title, lang))
    names = [lv.name.get(lang) for lv in levels]
    for i, clear in result.steps():
        score, (lo, hi), _ = result.head_to_head(i, i - 1) or (0.0, (0.0, 0.0), 0)
        line = "cli-step-clear" if clear else "cli-step-unclear"
        console.print(text(
            line, upper=names[i], lower=names[i - 1], score=percent(score), lo=percent(lo),
            hi=percent(hi), margin=percent(CLEAR_MARGIN)).get(lang), markup=False)


@app.command("versus", cls=BilingualCommand)
@guarded
def versus_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-versus-game"))],
    challenger: Annotated[str, typer.Option(
        "--bot", "-b", metavar="SPEC", help=help_text("cli-help-versus-challenger"))],
    field: Annotated[str, typer.Option(
        "--field", metavar="SPEC", help=help_text("cli-help-versus-field"))],
    players: Annotated[int, typer.Option(
        "--players", "-p", min=2, help=help_text("cli-help-versus-players"))] = 3,
    games: Annotated[int, typer.Option(
        "--games", "-n", min=1, help=help_text("cli-help-versus-games"))] = 20,
    workers: Workers = 1,
    seed: Seed = 0,
    option: OptionList = None,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
    lang: LangOption = None,
) -> None:
    """One bot against another at a table of any size, in every seat in turn / один бот против
    другого за столом любого размера, на каждом месте по очереди.

    Each deal is played with the challenger in each seat and the field's bot in the others;
    the score counts places against each other seat / каждая раздача сыграна с претендентом на
    каждом месте, счёт — по местам против каждого другого места.
    """
    from koloda.sim.versus import run_versus, versus_markdown

    lang = resolve_lang(lang)
    found = load_game(game)
    options = game_options(found, option)
    found.check_players(players)
    for spec in (challenger, field):  # one clear line on a bad spec, before any game
        make_bot(spec, found, 0)
    console = _console(as_json or as_markdown)
    result = _with_bar(console, found, lang, games * players, lambda progress: run_versus(
        found, challenger, field, players, games, seed=seed, workers=workers, options=options,
        progress=progress))
    if _printed_as_data(result, versus_markdown, as_json, as_markdown, lang):
        return
    console.print(text("cli-versus-title", game=found.title, players=str(players),
                       challenger=challenger, field=field, games=str(games),
                       seed=str(seed)).get(lang), markup=False)
    console.print(versus_markdown(result, lang), markup=False)
    lo, hi = result.ci
    console.print(text("cli-versus-score", challenger=challenger, field=field,
                       score=percent(result.score), lo=percent(lo), hi=percent(hi),
                       games=str(result.games)).get(lang), markup=False)


def _say_batched(console: Console, found: Any, levels: Any, options: Any, no_batch: bool,
                 lang: str) -> None:
    """One line when some pairings of a ladder play in the C batch (`koloda.sim.batched`)."""
    if no_batch:
        return
    from koloda.sim import uses_batch

    pairs = [(a, b) for i, a in enumerate(levels) for b in levels[i + 1:]]
    batched = sum(uses_batch(found, [a.spec, b.spec], options) for a, b in pairs)
    if batched:
        console.print(text("sim-batched-pairings", count=str(batched),
                           total=str(len(pairs))).get(lang), markup=False)


def _printed_as_data(result: Any, markdown: Any, as_json: bool, as_markdown: bool,
                     lang: str) -> bool:
    """Print a study's result as JSON or Markdown when asked; False when the tables are
    wanted."""
    if as_json:
        typer.echo(json.dumps(result.to_json(), ensure_ascii=False))
    elif as_markdown:
        typer.echo(markdown(result, lang), nl=False)
    return as_json or as_markdown


def _solo_ladder(found: Any, levels: Any, games: int, seed: int, workers: int, options: Any,
                 as_json: bool, as_markdown: bool, lang: str) -> None:
    """`koloda study ladder` for a one-seat game: each level's win rate on the same deals."""
    from koloda.sim.ladder import run_solo_ladder, solo_ladder_markdown

    console = _console(as_json or as_markdown)
    result = _with_bar(console, found, lang, games * len(levels),
                       lambda progress: run_solo_ladder(found, levels, games, seed=seed,
                                                        workers=workers, options=options,
                                                        progress=progress))
    if _printed_as_data(result, solo_ladder_markdown, as_json, as_markdown, lang):
        return
    title = text("cli-solo-title", game=found.title, games=str(games), seed=str(seed)).get(lang)
    console.print(tables.solo_ladder_table(result, title, lang))
    for i, clear in result.steps():
        up, down = result.standings[i], result.standings[i - 1]
        line = "cli-solo-clear" if clear else "cli-solo-unclear"
        console.print(text(
            line, upper=up.level.name, lower=down.level.name,
            rate=percent(up.rate), lo=percent(up.ci[0]), hi=percent(up.ci[1]),
            lrate=percent(down.rate), llo=percent(down.ci[0]), lhi=percent(down.ci[1])).get(lang),
            markup=False)


@app.command("collusion", cls=BilingualCommand)
@guarded
def collusion_command(
    games: Annotated[int, typer.Option(
        "--games", "-n", min=1, help=help_text("cli-help-collusion-games"))] = 100,
    clubs: Annotated[int, typer.Option(
        min=1, help=help_text("cli-help-collusion-clubs"))] = 100,
    honest_clubs: Annotated[int, typer.Option(
        min=0, help=help_text("cli-help-collusion-honest-clubs"))] = 60,
    levels: Annotated[str, typer.Option(
        metavar="LEVEL,...", help=help_text("cli-help-collusion-levels"))]
        = "beginner,casual,skilled,strong",
    spare: Annotated[float, typer.Option(
        min=0.0, max=1.0, help=help_text("cli-help-collusion-spare"))] = 1.0,
    workers: Workers = 1,
    seed: Seed = 0,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
    lang: LangOption = None,
) -> None:
    """Durak's collusion detector measured with bots that spare a partner / детектор сговора в
    «Дураке», измеренный на ботах, которые щадят напарника.

    Clubs of six play until every pair has shared -n games; the share of colluding pairs
    flagged and of honest pairs flagged by 20, 50 and 100 shared games (docs/fair-play.md) /
    клубы из шести играют, пока каждая пара не сыграет вместе -n партий; доля отмеченных
    пар сговорщиков и честных пар к 20, 50 и 100 общим партиям (docs/fair-play.md).
    """
    from koloda.fairplay.study import run_collusion_study

    lang = resolve_lang(lang)
    found = load_game("durak")
    keys = [k.strip() for k in levels.split(",") if k.strip()]
    known = {lv.key: lv for lv in _ladder_levels(found)}
    for key in keys:
        if key not in known:
            raise SetupError(text("cli-collusion-bad-level", level=key,
                                  known=", ".join(known)))
    for key in dict.fromkeys(keys):
        make_bot(known[key].spec, found, 0)  # a level that cannot play here is one line now
    console = _console(as_json or as_markdown)
    study = _with_bar(console, found, lang, clubs + honest_clubs, lambda progress: (
        run_collusion_study(games, clubs, honest_clubs, seed=seed, workers=workers,
                            levels=keys, spare=spare, progress=progress)))
    if _printed_as_data(study, _collusion_markdown, as_json, as_markdown, lang):
        return
    title = text("cli-collusion-title", clubs=str(clubs), honest=str(honest_clubs),
                 games=str(games), seed=str(seed)).get(lang)
    table = Table(title=title)
    table.add_column(text("cli-collusion-col-pairs").get(lang))
    tables.figures(table, text("cli-collusion-col-count").get(lang))
    for k in study.checkpoints():
        tables.figures(table, text("cli-collusion-col-by", games=str(k)).get(lang))
    for label, kinds, level, cells in _collusion_rows(study, known, lang):
        table.add_row(tables.plain(label), str(study.flagged(kinds, games, level)[1]),
                      *(_collusion_cell(*cell) for cell in cells))
    console.print(table)
    console.print(_collusion_summary(study, known, lang), markup=False)


def _ladder_levels(found: Any) -> Any:
    """The game's levels, weakest first (`koloda.bots.levels`, imported on use)."""
    from koloda.bots.levels import ladder_for

    return ladder_for(found)


#: the catalog's words for each row of the collusion study (but the rows of one level)
_COLLUSION_ROWS = {"colluders": "cli-collusion-row-colluders", "honest": "cli-collusion-row-honest",
                   "mixed": "cli-collusion-row-mixed",
                   "not-colluding": "cli-collusion-row-not-colluding"}


def _collusion_rows(study: Any, known: dict[str, Any], lang: str) -> list[
        tuple[str, tuple[str, ...], str | None, list[tuple[int, int, float, float]]]]:
    """Each row of the study's table: its label in `lang`, what it counts, and per checkpoint
    the pairs flagged, of how many, and the 95% interval of that share."""
    from koloda.sim.stats import wilson

    rows = []
    for key, kinds, level in study.rows():
        if level is not None:
            label = text("cli-collusion-row-colluders-level",
                         level=known[level].name.get(lang)).get(lang)
        else:
            label = text(_COLLUSION_ROWS[key]).get(lang)
        cells = []
        for k in study.checkpoints():
            hits, n = study.flagged(kinds, k, level)
            lo, hi = wilson(hits, n) if n else (0.0, 0.0)
            cells.append((hits, n, lo, hi))
        rows.append((label, kinds, level, cells))
    return rows


def _collusion_cell(hits: int, pairs: int, lo: float, hi: float) -> str:
    """A share flagged as the ladder writes a score: the share (its interval), the count."""
    return f"{percent(hits / pairs if pairs else None)} ({tables.interval(lo, hi)}), {hits:,}"


def _collusion_summary(study: Any, known: dict[str, Any], lang: str) -> str:
    """What was played and how a pair is flagged; with 50 shared games, whether the issue's
    target (90% of colluding pairs flagged, at most 1% of the others) is met."""
    from koloda.fairplay.collusion import EACH_Z, FLAG_Z

    names = ", ".join(f"{known[k].name.get(lang)} ({known[k].spec})" for k in study.levels)
    line = text("cli-collusion-summary", games=f"{study.games_played:,}",
                seconds=f"{study.seconds:.0f}", levels=names, spare=f"{study.spare:g}",
                pair=f"{-FLAG_Z:g}", each=f"{-EACH_Z:g}").get(lang)
    firsts, never = study.first_flags()
    if firsts:
        def by(share: float) -> str:  # the shared game by which `share` of them were flagged
            i = math.ceil((len(firsts) + never) * share) - 1
            return str(firsts[i]) if i < len(firsts) else "—"

        line += "\n" + text("cli-collusion-first", median=by(0.5), ninety=by(0.9),
                            last=str(firsts[-1]), never=str(never)).get(lang)
    if 50 not in study.checkpoints():
        return line
    caught, pairs = study.flagged(("colluders",), 50)
    wrong, honest = study.flagged(("honest", "mixed"), 50)
    met = pairs and honest and caught / pairs >= 0.9 and wrong / honest <= 0.01
    target = text("cli-collusion-target-met" if met else "cli-collusion-target-unmet",
                  caught=percent(caught / pairs if pairs else None),
                  wrong=percent(wrong / honest if honest else None)).get(lang)
    return f"{line}\n{target}"


def _collusion_markdown(study: Any, lang: str) -> str:
    """The study as a Markdown table (for docs/fair-play.md) and its summary lines."""
    known = {lv.key: lv for lv in _ladder_levels(load_game("durak"))}
    head = [text("cli-collusion-col-pairs").get(lang), text("cli-collusion-col-count").get(lang),
            *(text("cli-collusion-col-by", games=str(k)).get(lang) for k in study.checkpoints())]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for label, kinds, level, cells in _collusion_rows(study, known, lang):
        n = study.flagged(kinds, study.games, level)[1]
        lines.append(f"| {label} | {n:,} | "
                     + " | ".join(_collusion_cell(*cell) for cell in cells) + " |")
    return "\n".join(lines) + "\n\n" + _collusion_summary(study, known, lang) + "\n"
