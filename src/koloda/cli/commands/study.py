"""``koloda study``: the balance studies a game defines (win rate per difficulty level, deck
match-ups) and the ladder of its bot levels (`koloda.sim.ladder`), played through
`koloda.sim.simulate` and printed as tables, JSON or Markdown."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from koloda.bots.registry import make_bot
from koloda.core import SetupError, Text

from .. import tables, texts
from ..common import load_game, percent, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..options import OptionList, game_options
from ..progress import progress_bar
from ..seats import default_opponent

STUDYING = Text("Studying {game}", "Исследование {game}")
LEVELS_TITLE = Text("{game}: the player's win rate per level ({games} games a setting, bot {bot})",
                    "{game}: доля побед игрока по уровням ({games} партий на настройку, бот {bot})")
NOT_FALLING = Text("the win rate does not fall from level {a} to level {b}: {ra} → {rb}",
                   "доля побед не падает с уровня {a} на уровень {b}: {ra} → {rb}")
OUT_OF_LINE = Text("{label} (level {level}, {rate}) is out of line with level {other} ({orate})",
                   "{label} (уровень {level}, {rate}) выбивается к уровню {other} ({orate})")
FALLS = Text("the win rate falls at every level", "доля побед падает с каждым уровнем")
PLOT_WRITTEN = Text("plot written to {path}", "график записан в {path}")
MATRIX_TITLE = Text("{game}: row's win rate against column ({games} games each seat order, "
                    "bot {bot})", "{game}: доля побед строки против столбца ({games} партий на "
                    "порядок мест, бот {bot})")
FIRST_SEAT = Text("first seat's win rate over all pairings: {rate} ({lo} – {hi})",
                  "доля побед первого места по всем парам: {rate} ({lo} – {hi})")
NO_LEVELS = Text("{game} defines no difficulty levels to study (STUDIES in its balance module)",
                 "для {game} не заданы уровни сложности (STUDIES в модуле balance)")
LADDER_TITLE = Text("{game}: the levels' ratings (OpenSkill, {games} games a pairing, seed {seed})",
                    "{game}: рейтинги уровней (OpenSkill, {games} партий на пару, зерно {seed})")
H2H_TITLE = Text("{game}: row's score against column (draws count half)",
                 "{game}: очки строки против столбца (ничья — половина)")
STEP_CLEAR = Text("{upper} is clearly above {lower}: {score} ({lo} – {hi}) head-to-head",
                  "{upper} явно сильнее, чем {lower}: {score} ({lo} – {hi}) в личных встречах")
STEP_UNCLEAR = Text("{upper} is not shown to be clearly above {lower}: {score} ({lo} – {hi}) "
                    "head-to-head (needs at least {margin} with the interval above 50%)",
                    "{upper} не показал явного превосходства над {lower}: {score} ({lo} – {hi}) "
                    "в личных встречах (нужно не меньше {margin} и интервал выше 50%)")
NO_LADDER = Text("{game} has no ladder of levels: it needs two seats (or one) and at least two "
                 "bots", "у {game} нет лестницы уровней: нужны два места (или одно) и хотя бы два "
                 "бота")
SOLO_TITLE = Text("{game}: the levels' win rates on the same {games} deals (seed {seed})",
                  "{game}: доли побед уровней на одних и тех же {games} раздачах (зерно {seed})")
SOLO_CLEAR = Text("{upper} is clearly above {lower}: {rate} ({lo} – {hi}) against {lrate} "
                  "({llo} – {lhi}), the intervals apart",
                  "{upper} явно сильнее, чем {lower}: {rate} ({lo} – {hi}) против {lrate} "
                  "({llo} – {lhi}), интервалы не пересекаются")
SOLO_UNCLEAR = Text("{upper} is not shown to be clearly above {lower}: {rate} ({lo} – {hi}) "
                    "against {lrate} ({llo} – {lhi}), the intervals overlap",
                    "{upper} не показал явного превосходства над {lower}: {rate} ({lo} – {hi}) "
                    "против {lrate} ({llo} – {lhi}), интервалы пересекаются")
NO_ENTRANTS = Text("{game} defines no match-ups to study (STUDIES in its balance module)",
                   "для {game} не заданы пары для сравнения (STUDIES в модуле balance)")

app = typer.Typer(
    help="Balance studies a game defines / исследования баланса, заданные игрой.",
    no_args_is_help=True, add_completion=False, rich_markup_mode=None)

Games = Annotated[int, typer.Option(
    "--games", "-n", min=1, help="Games per setting or seat order / партий на настройку "
                                 "или порядок мест")]
Workers = Annotated[int, typer.Option(min=1, help="Local processes / число процессов")]
Seed = Annotated[int, typer.Option(help="Base seed / базовое зерно")]
AsJson = Annotated[bool, typer.Option(
    "--json", help="Print the figures as one JSON object / вывести итоги одним объектом JSON")]
AsMarkdown = Annotated[bool, typer.Option(
    "--markdown", help="Print Markdown tables (for docs/balance.md) / вывести таблицы Markdown")]



def load_simulate() -> Any:
    """`koloda.sim.simulate`, imported on use (simulation pulls in process pools, which
    `koloda games` does not need), or a `SetupError` with the one-line reason it cannot load.
    Shared with `koloda simulate`, which imports this module (not the reverse)."""
    try:
        from koloda.sim import simulate
    except ImportError as exc:
        msg = texts.SIM_MISSING
        raise SetupError(msg.en.format(reason=exc), msg.ru.format(reason=exc)) from None
    return simulate


RayAddress = Annotated[str | None, typer.Option(
    "--ray", metavar="ADDRESS",
    help="Play on Ray, with the same figures as local processes: 'local' (a fresh Ray on this "
         "machine), 'auto' (the cluster this machine is in) or a cluster's HOST:PORT or "
         "ray://HOST:PORT / считать на Ray, итоги те же, что на локальных процессах: local "
         "(новый Ray на этой машине), auto (кластер этой машины) или адрес кластера")]


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


@app.command("levels")
@guarded
def levels_command(
    game: Annotated[str, typer.Argument(help="Game id, e.g. clash_of_decks_solo / id игры")],
    games: Games = 300,
    seat: Annotated[str | None, typer.Option(
        help="The bot in the seat (default: the game's heuristic) / бот на месте игрока")] = None,
    workers: Workers = 1,
    seed: Seed = 0,
    plot: Annotated[Path | None, typer.Option(
        help="Write a PNG plot of win rate per level / записать график PNG")] = None,
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
    found = load_game(game)
    studies = _studies()
    configs = studies.study_data(found, "levels")
    if not configs:
        raise SetupError(NO_LEVELS.en.format(game=found.id), NO_LEVELS.ru.format(game=found.id))
    bot = seat.strip() if seat else default_opponent(found, ("heuristic", "random"))
    make_bot(bot, found, 0)  # a bad bot spec is one line before any bar is drawn
    total = games * sum(len(v) for v in configs.values())
    connect_cluster(ray)
    console = _console(as_json or as_markdown)
    with progress_bar(console) as bar:
        task = bar.add_task(STUDYING.get(lang).format(game=found.id), total=total)
        study = studies.study_levels(found, configs, bot, games, seed=seed, workers=workers,
                                     progress=lambda done: bar.update(task, completed=done),
                                     ray_address=ray)
    if plot is not None:
        studies.plot_levels(study, str(plot), lang)
    if as_json:
        typer.echo(json.dumps(study.to_json(), ensure_ascii=False))
        return
    if as_markdown:
        typer.echo(studies.levels_markdown(study, lang), nl=False)
        return
    title = LEVELS_TITLE.get(lang).format(game=found.title.get(lang), games=games, bot=bot)
    console.print(tables.levels_table(study, title, lang))
    levels = study.levels
    breaks = study.breaks()
    for a, b in breaks:
        console.print(NOT_FALLING.get(lang).format(a=a, b=b, ra=percent(levels[a].rate),
                                                   rb=percent(levels[b].rate)), markup=False)
    for c, other in study.outliers():
        console.print(OUT_OF_LINE.get(lang).format(
            label=c.label.get(lang), level=c.level, rate=percent(c.result.rate), other=other,
            orate=percent(levels[other].rate)), markup=False)
    if not breaks:
        console.print(FALLS.get(lang))
    if plot is not None:
        console.print(PLOT_WRITTEN.get(lang).format(path=plot), markup=False)


@app.command("matchups")
@guarded
def matchups_command(
    game: Annotated[str, typer.Argument(help="Game id, e.g. clash_of_decks / id игры")],
    games: Games = 200,
    seat: Annotated[str | None, typer.Option(
        help="The bot in both seats (default: the game's heuristic) / бот на обоих местах")] = None,
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
    found = load_game(game)
    studies = _studies()
    entrants = studies.study_data(found, "matchups")
    if not entrants:
        raise SetupError(NO_ENTRANTS.en.format(game=found.id),
                         NO_ENTRANTS.ru.format(game=found.id))
    bot = seat.strip() if seat else default_opponent(found, ("heuristic", "random"))
    make_bot(bot, found, 0)
    n = len(entrants)
    connect_cluster(ray)
    console = _console(as_json or as_markdown)
    with progress_bar(console) as bar:
        task = bar.add_task(STUDYING.get(lang).format(game=found.id), total=games * n * (n - 1))
        study = studies.study_matchups(found, entrants, bot, games, seed=seed, workers=workers,
                                       progress=lambda done: bar.update(task, completed=done),
                                       ray_address=ray)
    if as_json:
        typer.echo(json.dumps(study.to_json(), ensure_ascii=False))
        return
    if as_markdown:
        typer.echo(studies.matchups_markdown(study, lang), nl=False)
        return
    title = MATRIX_TITLE.get(lang).format(game=found.title.get(lang), games=games, bot=bot)
    console.print(tables.matchups_table(study, title, lang))
    lo, hi = study.first_seat.ci
    console.print(FIRST_SEAT.get(lang).format(rate=percent(study.first_seat.rate),
                                              lo=percent(lo), hi=percent(hi)))


@app.command("ladder")
@guarded
def ladder_command(
    game: Annotated[str, typer.Argument(help="Game id, e.g. durak / id игры")],
    games: Annotated[int, typer.Option(
        "--games", "-n", min=2, help="Games per pairing of levels, half in each seat order "
                                     "(even) / партий на пару уровней, половина на каждый "
                                     "порядок мест (чётное)")] = 20,
    bot: Annotated[list[str] | None, typer.Option(
        "--bot", "-b", metavar="SPEC", help="Rate these bots instead of the game's levels, "
                                            "weakest first (repeatable) / оценить эти боты "
                                            "вместо уровней игры, от слабого к сильному")] = None,
    workers: Workers = 1,
    seed: Seed = 0,
    option: OptionList = None,
    as_json: AsJson = False,
    as_markdown: AsMarkdown = False,
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
        levels = tuple(Level(spec, Text(spec, spec), spec) for spec in (b.strip() for b in bot))
    else:
        levels = ladder_for(found)
    solo = found.max_players == 1
    if len(levels) < 2 or not (solo or found.min_players <= 2 <= found.max_players):
        raise SetupError(NO_LADDER.en.format(game=found.id), NO_LADDER.ru.format(game=found.id))
    if solo:
        _solo_ladder(found, levels, games, seed, workers, options, as_json, as_markdown, lang)
        return
    n = len(levels)
    console = _console(as_json or as_markdown)
    with progress_bar(console) as bar:
        task = bar.add_task(STUDYING.get(lang).format(game=found.id),
                            total=games // 2 * 2 * n * (n - 1) // 2)
        result = run_ladder(found, levels, games, seed=seed, workers=workers, options=options,
                            progress=lambda done: bar.update(task, completed=done))
    if _printed_as_data(result, ladder_markdown, as_json, as_markdown, lang):
        return
    game_title = found.title.get(lang)
    console.print(tables.ladder_table(
        result, LADDER_TITLE.get(lang).format(game=game_title, games=games, seed=seed), lang))
    console.print(tables.head_to_head_table(result, H2H_TITLE.get(lang).format(game=game_title),
                                            lang))
    names = [lv.name.get(lang) for lv in levels]
    for i, clear in result.steps():
        score, (lo, hi), _ = result.head_to_head(i, i - 1) or (0.0, (0.0, 0.0), 0)
        line = STEP_CLEAR if clear else STEP_UNCLEAR
        console.print(line.get(lang).format(
            upper=names[i], lower=names[i - 1], score=percent(score), lo=percent(lo),
            hi=percent(hi), margin=percent(CLEAR_MARGIN)), markup=False)


def _printed_as_data(result: Any, markdown: Any, as_json: bool, as_markdown: bool,
                     lang: str) -> bool:
    """Print a ladder as JSON or Markdown when asked; False when the tables are wanted."""
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
    with progress_bar(console) as bar:
        task = bar.add_task(STUDYING.get(lang).format(game=found.id), total=games * len(levels))
        result = run_solo_ladder(found, levels, games, seed=seed, workers=workers,
                                 options=options,
                                 progress=lambda done: bar.update(task, completed=done))
    if _printed_as_data(result, solo_ladder_markdown, as_json, as_markdown, lang):
        return
    title = SOLO_TITLE.get(lang).format(game=found.title.get(lang), games=games, seed=seed)
    console.print(tables.solo_ladder_table(result, title, lang))
    for i, clear in result.steps():
        up, down = result.standings[i], result.standings[i - 1]
        line = SOLO_CLEAR if clear else SOLO_UNCLEAR
        console.print(line.get(lang).format(
            upper=up.level.name.get(lang), lower=down.level.name.get(lang),
            rate=percent(up.rate), lo=percent(up.ci[0]), hi=percent(up.ci[1]),
            lrate=percent(down.rate), llo=percent(down.ci[0]), lhi=percent(down.ci[1])),
            markup=False)
