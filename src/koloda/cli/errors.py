"""One place that turns every error a user can cause into one line on stderr and an exit code."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import typer
from rich.console import Console

from koloda.core import KolodaError, text

from .lang import env_lang, resolve_lang

F = TypeVar("F", bound=Callable[..., Any])


class UserExit(Exception):
    """Leave a command with a message already phrased for the user (quit, bad input)."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def stderr() -> Console:
    # Created per use: tests swap sys.stderr, and Rich binds its file lazily only when unset.
    return Console(stderr=True, highlight=False, soft_wrap=True)


def fail(message: str, lang: str, code: int = 1) -> typer.Exit:
    """Print one error line on stderr; return the Exit to raise."""
    error = text("cli-error").get(lang)
    stderr().print(f"koloda: {error}: {message}", markup=False)
    return typer.Exit(code)


def _lang_of(kwargs: dict[str, Any]) -> str:
    try:
        return resolve_lang(kwargs.get("lang"))
    except KolodaError:
        return env_lang()


def guarded(func: F) -> F:
    """Decorate a command: koloda's errors and OS errors become one line, never a traceback."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        lang = _lang_of(kwargs)
        try:
            return func(*args, **kwargs)
        except KolodaError as exc:
            raise fail(exc.get(lang), lang) from None
        except UserExit as exc:
            if exc.code:
                raise fail(exc.message, lang, exc.code) from None
            stderr().print(exc.message, markup=False)
            raise typer.Exit(0) from None
        except OSError as exc:
            where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
            raise fail(f"{where}{exc.strerror or exc}", lang) from None
        except KeyboardInterrupt:
            raise fail(text("cli-interrupted").get(lang), lang, 130) from None

    # Typer reads the original signature through `__wrapped__`, set by functools.wraps.
    return wrapper  # type: ignore[return-value]
