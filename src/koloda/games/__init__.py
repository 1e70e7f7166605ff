"""One package a game: rules state machine, card data, action codec and heuristic bots."""

from __future__ import annotations

from importlib import resources


class RulesPage:
    """Mixin for a `Game`: `rules_text` reads ``rules.<lang>.md`` shipped in the game's package
    (docs/rules/<game>.md links to the same file, so the text exists once)."""

    def rules_text(self, lang: str = "en") -> str | None:
        package = type(self).__module__.rpartition(".")[0]
        name = "rules.ru.md" if lang == "ru" else "rules.en.md"
        return resources.files(package).joinpath(name).read_text(encoding="utf-8")
