"""One package a game: rules state machine, card data, action codec and heuristic bots."""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

from koloda.core import DataError, text


class RulesPage:
    """Mixin for a `Game`: `rules_text` reads ``rules.<lang>.md`` shipped in the game's package
    (docs/rules/<game>.md links to the same file, so the text exists once)."""

    def rules_text(self, lang: str = "en") -> str | None:
        package = type(self).__module__.rpartition(".")[0]
        name = "rules.ru.md" if lang == "ru" else "rules.en.md"
        return resources.files(package).joinpath(name).read_text(encoding="utf-8")


def read_data_file(path: str) -> dict[str, Any]:
    """A person's own data file (a card set, a deck) read as TOML, or the `DataError` that says
    why it cannot be: the games that take one refuse an unreadable file alike."""
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise DataError.at(path, "file", text("core-data-unreadable",
                                              reason=str(exc.strerror))) from exc
    except tomllib.TOMLDecodeError as exc:
        raise DataError.at(path, "file", text("core-data-not-toml", reason=str(exc))) from exc
