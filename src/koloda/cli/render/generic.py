"""A readable rendering of any view dict: one row a field, cards drawn as ``10♥``."""

from __future__ import annotations

import re
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import parse_card, short_name

_CARD = re.compile(r"^(10|[2-9JQKA])[CDHS]$")
_YES = {"en": ("yes", "no"), "ru": ("да", "нет")}


def _scalar(value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        yes, no = _YES["ru" if lang == "ru" else "en"]
        return yes if value else no
    if isinstance(value, str) and _CARD.match(value):
        return short_name(parse_card(value), lang)
    if isinstance(value, dict) and set(value) == {"en", "ru"}:
        # A bilingual text inside a view.
        return str(value["ru" if lang == "ru" else "en"])
    return str(value)


def _flat(value: Any) -> bool:
    return not isinstance(value, list | dict) or (isinstance(value, dict) and set(value) == {"en", "ru"})


def format_value(value: Any, lang: str, indent: int = 0) -> str:
    """A view value as text: scalars inline, flat lists on one line, nested values indented."""
    pad = "  " * indent
    if isinstance(value, list):
        if all(_flat(v) for v in value):
            return " ".join(_scalar(v, lang) for v in value) if value else "—"
        return "\n".join(f"{pad}{i}: {format_value(v, lang, indent + 1).lstrip()}"
                         for i, v in enumerate(value))
    if isinstance(value, dict) and not _flat(value):
        if not value:
            return "—"
        return "\n".join(f"{pad}{k}: {format_value(v, lang, indent + 1).lstrip()}"
                         for k, v in value.items())
    return _scalar(value, lang)


def render(view: dict[str, Any], lang: str) -> Table:
    """Every field of the view in a two-column table."""
    table = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    for key, value in view.items():
        table.add_row(str(key), RichText(format_value(value, lang)))
    return table
