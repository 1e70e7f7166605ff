"""``koloda games`` and ``koloda rules``: what is installed and how each game is played."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.console import Group
from rich.markdown import Markdown
from rich.padding import Padding
from rich.table import Table
from rich.text import Text as RichText

from koloda.bots.levels import ladder_for
from koloda.bots.registry import bot_names
from koloda.core import Game, SetupError, games, options_schema, text
from koloda.core.registry import unavailable

from ..common import load_game, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..tables import plain
from ..texts import help_text


def _option_cells(opt: dict[str, Any], lang: str) -> tuple[str, str]:
    """An option as ``name=default`` and its choices or range with what it does."""
    desc = opt["text"].get(lang, opt["name"])
    bounds = ""
    if opt.get("choices"):
        bounds = " | ".join(map(str, opt["choices"]))
    elif opt.get("min") is not None or opt.get("max") is not None:
        lo = "" if opt.get("min") is None else opt["min"]
        hi = "" if opt.get("max") is None else opt["max"]
        bounds = f"{lo}..{hi}"
    default = opt["default"]
    if isinstance(default, bool):
        default = str(default).lower()
    elif default == "":
        default = '""'  # an empty text option, visibly
    return f"{opt['name']}={default}", f"{bounds} — {desc}" if bounds else desc


@guarded
def games_command(lang: LangOption = None) -> None:
    """List the games, their options and bots / список игр, их параметров и ботов."""
    lang = resolve_lang(lang)
    out = stdout()
    found = games()
    broken = {game_id: why.get(lang) for game_id, why in unavailable.items()}
    rows: list[tuple[str, Game, tuple[RichText, ...]]] = []
    for game_id, game in sorted(found.items()):
        if game.unavailable:
            broken[game_id] = game.unavailable.get(lang)
            continue
        try:
            rows.append((game_id, game, _game_row(game_id, game, lang)))
        except Exception as exc:  # one faulty plug-in must not hide the other games
            broken[game_id] = f"{type(exc).__name__}: {exc}"
    if rows:
        out.print(games_table([row for _, _, row in rows], lang))
        out.print(options_list([(game_id, game) for game_id, game, _ in rows], lang))
    else:
        out.print(text("cli-no-games").get(lang))
    if broken:
        missing = Table(title=text("cli-unavailable-title").get(lang))
        missing.add_column(text("cli-col-id").get(lang), no_wrap=True)
        missing.add_column(text("cli-col-reason").get(lang))
        for game_id, reason in sorted(broken.items()):
            missing.add_row(plain(game_id), plain(reason))
        out.print(missing)


def games_table(rows: list[tuple[RichText, ...]], lang: str) -> Table:
    """A row a game: id, titles, players, levels and bots (the options are listed below it,
    so that the table fits an 80-column terminal)."""
    table = Table(title=text("cli-games-title").get(lang), show_lines=True)
    table.add_column(text("cli-col-id").get(lang), no_wrap=True)
    table.add_column(text("cli-col-title").get(lang))
    table.add_column(text("cli-col-players").get(lang), no_wrap=True)
    table.add_column(text("cli-col-bots").get(lang))
    for row in rows:
        table.add_row(*row)
    return table


def options_list(found: list[tuple[str, Game]], lang: str) -> Group:
    """Each game's options under its id: ``name=default`` beside its choices (or range) and
    what it does, wrapped as prose in the width there is."""
    parts: list[Any] = [RichText(text("cli-options-title").get(lang), style="bold")]
    for game_id, game in found:
        options = options_schema(game.Options)
        if not options:
            continue
        grid = Table.grid(padding=(0, 2), pad_edge=False)
        grid.add_column(no_wrap=True)
        grid.add_column()
        for opt in options:
            grid.add_row(*map(plain, _option_cells(opt, lang)))
        parts += [plain(game_id, "bold"), Padding(grid, (0, 0, 0, 2))]
    return Group(*parts)


def _game_row(game_id: str, game: Game, lang: str) -> tuple[RichText, ...]:
    title = f"{game.title.get(lang)}\n{game.title.get('en' if lang == 'ru' else 'ru')}"
    players = (str(game.min_players) if game.min_players == game.max_players
               else f"{game.min_players}–{game.max_players}")
    # The levels first: what a player picks by (`koloda play --seat expert`), then the bots.
    levels = text("cli-levels-line",
                  levels=", ".join(level.key for level in ladder_for(game))).get(lang)
    bots = text("cli-bots-line", bots=", ".join(bot_names(game))).get(lang)
    options_schema(game.Options)  # a faulty Options class is found here, not under the table
    return plain(game_id), plain(title), plain(players), plain(f"{levels}\n{bots}")


@guarded
def rules_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-game"))],
    lang: LangOption = None,
) -> None:
    """Print a game's rules / вывести правила игры."""
    lang = resolve_lang(lang)
    found = load_game(game)
    rules = found.rules_text(lang)
    if not rules:
        raise SetupError(text("cli-no-rules", game=found.id))
    stdout().print(Markdown(rules))
