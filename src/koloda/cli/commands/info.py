"""``koloda games`` and ``koloda rules``: what is installed and how each game is played."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markdown import Markdown
from rich.table import Table

from koloda.bots.levels import ladder_for
from koloda.bots.registry import bot_names
from koloda.core import Game, SetupError, games, options_schema
from koloda.core.registry import unavailable

from .. import texts
from ..common import load_game, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang


def _option_line(opt: dict[str, Any], lang: str) -> str:
    desc = opt["text"].get(lang, opt["name"])
    bounds = ""
    if opt.get("choices"):
        bounds = f"; {' | '.join(map(str, opt['choices']))}"
    elif opt.get("min") is not None or opt.get("max") is not None:
        lo = "" if opt.get("min") is None else opt["min"]
        hi = "" if opt.get("max") is None else opt["max"]
        bounds = f"; {lo}..{hi}"
    default = opt["default"]
    if isinstance(default, bool):
        default = str(default).lower()
    elif default == "":
        default = '""'  # an empty text option, visibly
    return f"{opt['name']}={default}{bounds} — {desc}"


@guarded
def games_command(lang: LangOption = None) -> None:
    """List the games, their options and bots / список игр, их параметров и ботов."""
    lang = resolve_lang(lang)
    out = stdout()
    found = games()
    table = Table(title=texts.GAMES_TITLE.get(lang), show_lines=True)
    for col in (texts.COL_ID, texts.COL_TITLE, texts.COL_PLAYERS, texts.COL_OPTIONS, texts.COL_BOTS):
        table.add_column(col.get(lang))
    broken = dict(unavailable)
    for game_id, game in sorted(found.items()):
        if game.unavailable:
            broken[game_id] = game.unavailable
            continue
        try:
            row = _game_row(game_id, game, lang)
        except Exception as exc:  # one faulty plug-in must not hide the other games
            broken[game_id] = f"{type(exc).__name__}: {exc}"
            continue
        table.add_row(*row)
    if table.row_count:
        out.print(table)
    else:
        out.print(texts.NO_GAMES.get(lang))
    if broken:
        missing = Table(title=texts.UNAVAILABLE_TITLE.get(lang))
        missing.add_column(texts.COL_ID.get(lang))
        missing.add_column(texts.COL_REASON.get(lang))
        for game_id, reason in sorted(broken.items()):
            missing.add_row(game_id, reason)
        out.print(missing)


def _game_row(game_id: str, game: Game, lang: str) -> tuple[str, ...]:
    title = f"{game.title.get(lang)}\n{game.title.get('en' if lang == 'ru' else 'ru')}"
    players = (str(game.min_players) if game.min_players == game.max_players
               else f"{game.min_players}–{game.max_players}")
    opts = "\n".join(_option_line(o, lang) for o in options_schema(game.Options)) or "—"
    # The levels first: what a player picks by (`koloda play --seat expert`), then the bots.
    levels = texts.LEVELS_LINE.get(lang).format(
        levels=", ".join(level.key for level in ladder_for(game)))
    bots = texts.BOTS_LINE.get(lang).format(bots=", ".join(bot_names(game)))
    return game_id, title, players, opts, f"{levels}\n{bots}"


@guarded
def rules_command(
    game: Annotated[str, typer.Argument(help="Game id (see `koloda games`) / id игры")],
    lang: LangOption = None,
) -> None:
    """Print a game's rules / вывести правила игры."""
    lang = resolve_lang(lang)
    found = load_game(game)
    text = found.rules_text(lang)
    if not text:
        msg = texts.NO_RULES
        raise SetupError(msg.en.format(game=found.id), msg.ru.format(game=found.id))
    stdout().print(Markdown(text))
