"""``--option key=value``: each value read by the type of the game's Options field."""

from __future__ import annotations

import typing
from collections.abc import Sequence
from typing import Annotated, Any

import typer

from koloda.core import Game, SetupError

OptionList = Annotated[
    list[str] | None,
    typer.Option(
        "--option", "-o", metavar="KEY=VALUE",
        help="A game option, repeatable (see `koloda games`) / "
             "параметр игры, можно несколько (см. `koloda games`)",
    ),
]

_TRUE = {"true", "yes", "on", "1", "да", "y", "д"}
_FALSE = {"false", "no", "off", "0", "нет", "n", "н"}
_NONE = {"none", "null", "нет значения"}


def _types(game: Game) -> dict[str, Any]:
    """Field name -> declared type of the game's Options dataclass."""
    try:
        return typing.get_type_hints(game.Options)
    except (NameError, TypeError):
        return {}


def _read(name: str, text: str, tp: Any) -> Any:
    args = typing.get_args(tp)
    if type(None) in args:
        if text.strip().lower() in _NONE:
            return None
        tp = next(a for a in args if a is not type(None))
    try:
        if tp is bool:
            low = text.strip().lower()
            if low in _TRUE:
                return True
            if low in _FALSE:
                return False
            raise ValueError(text)
        if tp is int:
            return int(text)
        if tp is float:
            return float(text)
    except ValueError:
        kind_en = {bool: "true or false", int: "a whole number", float: "a number"}[tp]
        kind_ru = {bool: "true или false", int: "целое число", float: "число"}[tp]
        raise SetupError(f"option {name}: {text!r} is not {kind_en}",
                         f"параметр {name}: {text!r} — не {kind_ru}") from None
    return text


def parse_option_args(game: Game, items: Sequence[str] | None) -> dict[str, Any]:
    """Turn ``["hand=4", "jokers=yes"]`` into typed JSON for `game.options`, which validates it."""
    types = _types(game)
    out: dict[str, Any] = {}
    for item in items or ():
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise SetupError(f"write options as key=value, not {item!r}",
                             f"параметры пишутся как ключ=значение, а не {item!r}")
        # Unknown names pass through as text: `game.options` names them along with the known ones.
        out[name] = _read(name, text, types[name]) if name in types else text
    return out


def game_options(game: Game, items: Sequence[str] | None) -> Any:
    """The validated Options object of `game` from ``--option`` arguments."""
    return game.options(parse_option_args(game, items))
