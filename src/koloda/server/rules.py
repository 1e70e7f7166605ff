"""A game's packaged rules page as players read it in the app: the Markdown of `rules.<lang>.md`
rendered to HTML (markdown-it, raw HTML off), without the notes meant for developers (which test
pins which rule)."""

from __future__ import annotations

import re
from functools import lru_cache

from markdown_it import MarkdownIt

from ..core import LANGS, get_game, text

_MARKDOWN = MarkdownIt("commonmark", {"html": False, "typographer": False}).enable("table")

#: "(`test_x`)", "(`test_x`, `test_y`)", "(`test_solo.py`)", "(`test_x.py::test_y`)": a test
#: named after a rule, in brackets
_TEST_REFS = re.compile(r"\s*\((?:`test_[^`]*`[^()`]*)+\)")
#: a sentence or heading part that points at the test folder
_TEST_POINTER = re.compile(r"\s*\([^()]*`tests/[^`]*`[^()]*\)")


#: any code span naming a test, left over after the above
_TEST_SPAN = re.compile(r"`test_[^`]*`")


@lru_cache(maxsize=1)
def _markers() -> tuple[frozenset[str], frozenset[str], re.Pattern[str]]:
    """The words by which a rules page, in any language, marks what is for developers: a
    table column about tests, a paragraph about where the tests live, and the heading of the
    developers' part (from the catalog, read on first use: it is loaded after this module)."""
    test_words = frozenset(text("server-rules-test").get(lang) for lang in LANGS)
    tests_labels = frozenset(text("server-rules-tests-label").get(lang) for lang in LANGS)
    headings = "|".join(re.escape(text("server-rules-developers").get(lang)) for lang in LANGS)
    return test_words, tests_labels, re.compile(rf"^## (?:{headings})\s*$", re.MULTILINE)


def _is_test_cell(cell: str) -> bool:
    words = cell.strip().lower()
    return (not words or bool(re.fullmatch(r"(`test_[^`]*`[,;\s]*)+", words))
            or any(word in words for word in _markers()[0]))


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


def _for_players(markdown: str) -> str:
    """The page without its developer notes: its "For developers" part goes, paragraphs about
    where the tests live go, test columns of tables go, and bracketed test names after a rule
    are dropped."""
    _, tests_labels, developers = _markers()
    # the part for developers starts at its heading and runs to the page's end
    cut = developers.search(markdown)
    if cut is not None:
        markdown = markdown[:cut.start()]
    markdown = _drop_test_columns(markdown)
    paragraphs = re.split(r"\n\s*\n", markdown)
    kept = [p for p in paragraphs
            if not (("`tests/" in p or any(label in p for label in tests_labels))
                    and not p.lstrip().startswith("#"))]
    page = "\n\n".join(kept)
    page = _TEST_POINTER.sub("", page)
    page = _TEST_REFS.sub("", page)
    page = _TEST_SPAN.sub("", page)
    return re.sub(r"\s*:\s*\)", ")", page).replace("()", "")


@lru_cache(maxsize=64)
def rules_html(game_id: str, lang: str) -> str | None:
    """The rules page of `game_id` in `lang` ("en" or "ru") as HTML, or None if it has none.
    Raises `UnknownName` for an unknown game."""
    markdown = get_game(game_id).rules_text(lang)
    if not markdown:
        return None
    return _MARKDOWN.render(_for_players(markdown))
