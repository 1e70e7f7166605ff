"""Tournaments' texts (docs/messages.md): every message in both languages and used by the
code, and no sentence written in the package's code (tests/test_texts.py's check)."""

from __future__ import annotations

from pathlib import Path

from koloda.core import CATALOG
from koloda.core.catalog import check_catalogs
from koloda.tournaments import (
    ARENA,
    SWISS,
    Rules,
    Score,
    fire_text,
    format_about,
    format_name,
    hurry_offer,
)
from koloda.tournaments.scoring import REASONS
from tests.test_texts import problems

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "koloda" / "tournaments"


def _used(msg_id: str) -> bool:
    code = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py"))
    return f'"{msg_id}"' in code


def test_the_catalog_has_every_message_in_both_languages_each_used() -> None:
    assert "koloda.tournaments" in CATALOG.packages()
    assert not check_catalogs(["koloda.tournaments"], uses=_used)


def test_no_sentence_is_written_in_the_code() -> None:
    found = [p for path in sorted(PACKAGE.rglob("*.py"))
             for p in problems(path, "tournaments/" + path.relative_to(PACKAGE).as_posix())]
    assert not found, "\n".join(found)


def test_every_text_formats_in_both_languages() -> None:
    texts = [format_name(ARENA), format_name(SWISS), format_about(ARENA), format_about(SWISS),
             fire_text(), hurry_offer(Rules("durak")), hurry_offer(Rules("durak", size=4)),
             *Score("a", 0, 0, 0, reasons=tuple(REASONS)).explain()]
    for t in texts:
        assert t.en and t.ru and t.en != t.ru and "{" not in t.en + t.ru
    assert hurry_offer(Rules("durak")).en.count("one extra point") == 1
