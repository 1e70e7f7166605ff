"""Helpers for the command line's texts. Every phrase it prints is a message of its catalog
(`koloda/cli/messages/<lang>.ftl`, ids ``cli-…``), read with `text(id, ...)` where it is printed."""

from __future__ import annotations

from typing import Any

from typer.core import TyperCommand, TyperGroup

from koloda.core import LANGS, text


def help_text(msg_id: str) -> str:
    """A command's or an option's help in both languages, ``"Port / порт"``: Typer shows it
    before any ``--lang`` is read."""
    phrase = text(msg_id)
    return f"{phrase.en} / {phrase.ru}"


def words(msg_id: str) -> frozenset[str]:
    """The words a person may type for one thing (`cli-words-…`: a list separated by commas in
    each language), those of every language: a Russian reader may type "y" and the reverse."""
    phrase = text(msg_id)
    return frozenset(w.strip().casefold() for lang in LANGS for w in phrase.get(lang).split(","))


class BilingualHelp:
    """A command whose ``--help`` option explains itself in both languages, like every other
    option (Click's own line is English only)."""

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = help_text("cli-help-help")
        return option


class BilingualCommand(BilingualHelp, TyperCommand):
    """A command of ``koloda`` (pass as ``cls=`` to ``app.command``)."""


class BilingualGroup(BilingualHelp, TyperGroup):
    """A group of ``koloda`` commands (pass as ``cls=`` to ``typer.Typer``)."""
