"""A game's packaged rules page as players read it in the app: the Markdown of `rules.<lang>.md`
rendered to HTML (markdown-it, raw HTML off), without the notes meant for developers (which test
pins which rule)."""

from __future__ import annotations

import re
from functools import lru_cache

from markdown_it import MarkdownIt

from ..core import get_game

_MARKDOWN = MarkdownIt("commonmark", {"html": False, "typographer": False}).enable("table")

#: "(`test_x`)", "(`test_x`, `test_y`)", "(`test_solo.py`)", "(`test_x.py::test_y`)": a test
#: named after a rule, in brackets
_TEST_REFS = re.compile(r"\s*\((?:`test_[^`]*`[^()`]*)+\)")
#: a sentence or heading part that points at the test folder
_TEST_POINTER = re.compile(r"\s*\([^()]*`tests/[^`]*`[^()]*\)")


#: any code span naming a test, left over after the above
_TEST_SPAN = re.compile(r"`test_[^`]*`")


def _is_test_cell(cell: str) -> bool:
    words = cell.strip().lower()
    return (not words or bool(re.fullmatch(r"(`test_[^`]*`[,;\s]*)+", words))
            or "test" in words or "тест" in words)


def _drop_test_columns(markdown: str) -> str:
    """Tables whose columns name the tests lose those columns (header says "test"/"тест", or
    every cell is test names)."""
    lines = markdown.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not lines[i].lstrip().startswith("|"):
            out.append(lines[i])
            i += 1
            continue
        block = []
        while i < len(lines) and lines[i].lstrip().startswith("|"):
            block.append([c for c in lines[i].strip().strip("|").split("|")])
            i += 1
        width = len(block[0])
        drop = {c for c in range(width)
                if all(_is_test_cell(row[c]) for row in block[2:] if c < len(row))
                and _is_test_cell(block[0][c])}
        for row in block:
            out.append("| " + " | ".join(cell.strip() for c, cell in enumerate(row)
                                          if c not in drop) + " |")
    return "\n".join(out)


#: the heading that starts a rules page's part for developers (it runs to the page's end)
_DEVELOPERS = re.compile(r"^## (?:For developers|Для разработчиков)\s*$", re.MULTILINE)


def _for_players(markdown: str) -> str:
    """The page without its developer notes: its "For developers" part goes, paragraphs about
    where the tests live go, test columns of tables go, and bracketed test names after a rule
    are dropped."""
    cut = _DEVELOPERS.search(markdown)
    if cut is not None:
        markdown = markdown[:cut.start()]
    markdown = _drop_test_columns(markdown)
    paragraphs = re.split(r"\n\s*\n", markdown)
    kept = [p for p in paragraphs if not (("`tests/" in p or "Tests:" in p or "Тесты:" in p)
                                          and not p.lstrip().startswith("#"))]
    text = "\n\n".join(kept)
    text = _TEST_POINTER.sub("", text)
    text = _TEST_REFS.sub("", text)
    text = _TEST_SPAN.sub("", text)
    return re.sub(r"\s*:\s*\)", ")", text).replace("()", "")


@lru_cache(maxsize=64)
def rules_html(game_id: str, lang: str) -> str | None:
    """The rules page of `game_id` in `lang` ("en" or "ru") as HTML, or None if it has none.
    Raises `UnknownName` for an unknown game."""
    markdown = get_game(game_id).rules_text(lang)
    if not markdown:
        return None
    return _MARKDOWN.render(_for_players(markdown))
