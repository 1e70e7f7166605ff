"""Errors a user (or a bot, or a client) can cause, each with a readable reason in both languages."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from .text import Text, text

if TYPE_CHECKING:
    from .catalog import Message, Names


class KolodaError(Exception):
    """Base of koloda's own errors: carries a reason, a `Text` or a catalog `Message` (formatted
    only when someone reads it: a bot that tries a thousand illegal moves formats none)."""

    def __init__(self, reason: Text | Message) -> None:
        self.reason: Text | Message = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return self.get("en")

    def get(self, lang: str, names: Names | None = None,
            kinds: Mapping[str, str] | None = None) -> str:
        """The reason in `lang`, naming seats by `names` where it names any (`kinds`: the
        game's `message_args`)."""
        if isinstance(self.reason, str):  # set by hand on an instance: shown as it is
            return self.reason
        # A `Text` or a catalog `Message` formats itself (catalog.py knows how to name seats;
        # this module, which cards.py needs for its errors, stays below it)
        return self.reason.render(lang, names, kinds)


class IllegalAction(KolodaError):
    """An action the rules do not allow now; the state is left untouched."""


def refuse_if(refusal: Text | Message | None) -> None:
    """Raise `IllegalAction(refusal)` when a rule gives one: a game's `check` rests on its
    rules' `*_refusal` functions, which return the reason or None (docs/architecture.md, "A
    rule's check")."""
    if refusal is not None:
        raise IllegalAction(refusal)


class MalformedAction(IllegalAction):
    """An action that could not even be decoded (wrong shape, unknown type, bad card)."""


class SetupError(KolodaError):
    """An explicit position (`setup`) or options that do not describe a valid game."""


class DataError(KolodaError):
    """A card data file that fails validation (names the file, the card and the field)."""

    @classmethod
    def at(cls, source: str, where: str | Text, what: Text | Message) -> DataError:
        """What is wrong (`what`) at `where` (a card, a field) in the file `source`."""
        return cls(text("core-data-at", source=source, where=where, what=what))

    @staticmethod
    def field(where: str | Text, name: str) -> Text:
        """A field of an entry, as errors name the place: "card 3, field cost"."""
        return text("core-data-field", where=where, field=name)

    @classmethod
    def check_fields(cls, source: str, where: str | Text, entry: dict[str, object],
                     known: Iterable[str]) -> None:
        """Refuse an entry with fields other than `known`, naming them and the known ones."""
        known = tuple(known)
        extra = set(entry) - set(known)
        if extra:
            raise cls.at(source, cls.field(where, ", ".join(sorted(extra))),
                         text("core-data-unknown-field", known=", ".join(known)))


class UnknownName(KolodaError):
    """An unknown game, bot or option name."""
