"""The parsed catalogs' cache (core/parsed_catalogs.py): what it gives back is what parsing
gives, and nothing wrong with it stops a catalog from loading."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentResource

from koloda.core import parsed_catalogs
from koloda.core.registry import games
from koloda.core.text import CATALOG, LANGS, Catalog

SAMPLE = "hello = Hello, { $name }!\nbye = { $n ->\n    [one] one card\n   *[other] { $n } cards\n}\n"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(parsed_catalogs.CACHE_ENV, str(tmp_path))
    return tmp_path / "fluent"


def test_every_catalog_read_back_from_the_cache_is_the_parsed_one(folder: Path) -> None:
    games()  # every game's catalog is in
    for package in CATALOG.packages():
        for lang in LANGS:
            text = Catalog.source(package, lang)
            if text is None:
                continue
            name = f"{package}.{lang}"
            made = parsed_catalogs.parse(text, name)  # parsed, and kept
            assert len(list(folder.glob(f"{name}.*.pickle"))) == 1, name
            again = parsed_catalogs.parse(text, name)  # read back
            assert again is not made
            assert again.equals(FluentResource(text), ignored_fields=[]), name


def test_a_catalog_built_from_the_cache_formats_as_one_parsed_afresh(folder: Path) -> None:
    fresh = Catalog()
    fresh.add_package("koloda.core")
    cached = Catalog()
    cached.add_package("koloda.core")
    cached.bundle("ru")  # parses and keeps
    assert list(folder.glob("koloda.core.ru.*.pickle"))
    cached = Catalog()
    cached.add_package("koloda.core")
    for msg_id in ("you", "bot-strength"):
        args = {"bot": "heuristic"}
        assert cached.interpret(msg_id, args, "ru") == fresh.interpret(msg_id, args, "ru")


def test_a_cut_short_file_is_parsed_again_and_replaced(folder: Path) -> None:
    parsed_catalogs.parse(SAMPLE, "sample.en")
    [kept] = folder.glob("sample.en.*.pickle")
    kept.write_bytes(kept.read_bytes()[:40])
    resource = parsed_catalogs.parse(SAMPLE, "sample.en")
    assert resource.equals(FluentResource(SAMPLE), ignored_fields=[])
    assert parsed_catalogs.parse(SAMPLE, "sample.en").equals(resource, ignored_fields=[])


def test_a_changed_catalog_replaces_its_older_parse(folder: Path) -> None:
    parsed_catalogs.parse(SAMPLE, "sample.en")
    changed = SAMPLE.replace("Hello", "Hi")
    resource = parsed_catalogs.parse(changed, "sample.en")
    assert resource.equals(FluentResource(changed), ignored_fields=[])
    assert len(list(folder.glob("sample.en.*.pickle"))) == 1


def test_with_the_cache_off_or_unwritable_a_catalog_is_parsed_each_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parsed_catalogs.CACHE_ENV, "off")
    assert parsed_catalogs.cache_folder() is None
    assert parsed_catalogs.parse(SAMPLE, "sample.en").equals(FluentResource(SAMPLE))
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would go")
    monkeypatch.setenv(parsed_catalogs.CACHE_ENV, str(blocked))
    assert parsed_catalogs.parse(SAMPLE, "sample.en").equals(FluentResource(SAMPLE))
    assert blocked.read_text() == "a file where the folder would go"
