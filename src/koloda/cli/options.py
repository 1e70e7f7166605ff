"""``--option key=value``: each value read by the type of the game's Options field."""

from __future__ import annotations

import typing
from collections.abc import Sequence
from typing import Annotated, Any

import typer

from koloda.core import Game, SetupError, text

from .texts import help_text, words

OptionList = Annotated[
    list[str] | None,
    typer.Option(
        "--option", "-o", metavar="KEY=VALUE",
        help=help_text("cli-help-option"),
    ),
]

# what a person may type for true, false and no value, in any language
_TRUE = words("cli-words-true")
_FALSE = words("cli-words-false")
_NONE = words("cli-words-none")


def _types(game: Game) -> dict[str, Any]:
    """Field name -> declared type of the game's Options dataclass."""
    try:
        return typing.get_type_hints(game.Options)
    except (NameError, TypeError):
        return {}


def _read(name: str, value: str, tp: Any) -> Any:
    args = typing.get_args(tp)
    if type(None) in args:
        if value.strip().lower() in _NONE:
            return None
        tp = next(a for a in args if a is not type(None))
    try:
        if tp is bool:
            low = value.strip().lower()
            if low in _TRUE:
                return True
            if low in _FALSE:
                return False
            raise ValueError(value)
        if tp is int:
            return int(value)
        if tp is float:
            return float(value)
    except ValueError:
        kind = {bool: "cli-kind-bool", int: "cli-kind-int", float: "cli-kind-float"}[tp]
        raise SetupError(text("cli-option-not-kind", name=name, text=repr(value),
                              kind=text(kind))) from None
    return value


def parse_option_args(game: Game, items: Sequence[str] | None) -> dict[str, Any]:
    """Turn ``["hand=4", "jokers=yes"]`` into typed JSON for `game.options`, which validates it."""
    types = _types(game)
    out: dict[str, Any] = {}
    for item in items or ():
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise SetupError(text("cli-option-not-key-value", item=repr(item)))
        # Unknown names pass through as text: `game.options` names them along with the known ones.
        out[name] = _read(name, value, types[name]) if name in types else value
    return out


def game_options(game: Game, items: Sequence[str] | None) -> Any:
    """The validated Options object of `game` from ``--option`` arguments."""
    return game.options(parse_option_args(game, items))
