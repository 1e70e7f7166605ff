"""The language of the command line: ``--lang``, else ``KOLODA_LANG``, else ``LANG``."""

from __future__ import annotations

import os
from typing import Annotated

import typer

from koloda.core import LANGS, SetupError, text

from .texts import help_text

LangOption = Annotated[
    str | None,
    typer.Option(
        "--lang", "-l", metavar="ru|en",
        help=help_text("cli-help-lang"),
    ),
]


def env_lang() -> str:
    """The language the environment asks for: KOLODA_LANG first, then the locale in LANG."""
    for var in ("KOLODA_LANG", "LANG"):
        value = os.environ.get(var, "").strip().lower()
        if value:
            # LANG looks like ru_RU.UTF-8; KOLODA_LANG like ru.
            return "ru" if value.startswith("ru") else "en"
    return "en"


def resolve_lang(lang: str | None) -> str:
    """The language to speak: the option if given (checked), else the environment's."""
    if lang is None:
        return env_lang()
    value = lang.strip().lower()
    if value not in LANGS:
        raise SetupError(text("cli-unknown-lang", lang=repr(lang)))
    return value
