"""User-facing text in both languages koloda speaks."""

from __future__ import annotations

from dataclasses import dataclass

LANGS = ("en", "ru")


@dataclass(frozen=True, slots=True)
class Text:
    """A phrase in English and Russian; `str()` gives English."""

    en: str
    ru: str

    def __str__(self) -> str:
        return self.en

    def get(self, lang: str) -> str:
        """The phrase in `lang` ("en" or "ru"); English for anything else."""
        return self.ru if lang == "ru" else self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "ru": self.ru}
