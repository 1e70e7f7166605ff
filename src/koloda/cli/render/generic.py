"""A readable rendering of any view dict: one row a field, cards drawn as ``10♥``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import parse_card, short_name, text

_CARD = re.compile(r"^(10|[2-9JQKA])[CDHS]$")


def _scalar(value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return text("cli-render-generic-yes" if value else "cli-render-generic-no").get(lang)
    if isinstance(value, str) and _CARD.match(value):
        return short_name(parse_card(value), lang)
    if isinstance(value, dict) and set(value) == {"en", "ru"}:
        # A bilingual text inside a view.
        return str(value["ru" if lang == "ru" else "en"])
    return str(value)


def _flat(value: Any) -> bool:
    return not isinstance(value, list | dict) or (isinstance(value, dict) and set(value) == {"en", "ru"})


#: nested entries shown before "… N more": views may carry whole card catalogues
MAX_NESTED = 8


def _lines(value: Any, lang: str) -> list[str]:
    """A view value as lines: scalars inline, flat lists on one line, nested blocks indented."""
    if isinstance(value, list) and all(_flat(v) for v in value):
        return [" ".join(_scalar(v, lang) for v in value) if value else "—"]
    if _flat(value):
        return [_scalar(value, lang)]
    items = list(enumerate(value) if isinstance(value, list) else value.items())
    if not items:
        return ["—"]
    if isinstance(value, dict) and len(items) <= 6 and all(
            _flat(v) or (isinstance(v, list) and all(_flat(x) for x in v)) for _, v in items):
        # A small record (a card, a seat's counts) reads best on one line.
        return [", ".join(f"{k}: {_lines(v, lang)[0]}" for k, v in items)]
    out: list[str] = []
    for key, item in items[:MAX_NESTED]:
        sub = _lines(item, lang)
        if len(sub) == 1:
            out.append(f"{key}: {sub[0]}")
        else:
            out.append(f"{key}:")
            out.extend(f"  {line}" for line in sub)
    if len(items) > MAX_NESTED:
        more = len(items) - MAX_NESTED
        out.append(text("cli-render-generic-more", n=str(more)).get(lang))
    return out


def format_value(value: Any, lang: str) -> str:
    """A view value as text (see `_lines`)."""
    return "\n".join(_lines(value, lang))


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> Table:
    """Every field of the view in a two-column table."""
    table = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    for key, value in view.items():
        table.add_row(str(key), RichText(format_value(value, lang)))
    return table
