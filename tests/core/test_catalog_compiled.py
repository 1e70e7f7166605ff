"""A message formatted compiled (fluent-compiler, once a process formats a package's messages
often: `koloda.core.text.COMPILE_AFTER`) reads exactly as fluent.runtime's interpreter formats
it: every message of every catalog, in both languages, with arguments that reach each of its
variants (each selector key, plural numbers, words), and a missing argument refused alike."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from koloda.core import CATALOG, LANGS, games
from koloda.core.text import Catalog, MessageError

from .test_messages import FRONT_ENDS

#: numbers that fall in each plural category of both languages (1 one, 2 few, 5 many, 21 one
#: in Russian, 1.5 other), and a word: every variable is also tried with these
NUMBERS: tuple[Any, ...] = (0, 1, 2, 5, 21, 1.5, 1234)
COMMON: tuple[Any, ...] = ("Alice", *NUMBERS)
#: the plural categories a selector on a number is written with
PLURALS = {"zero", "one", "two", "few", "many", "other"}


def _packages() -> list[str]:
    games()  # registers every game's catalog
    for package in FRONT_ENDS:
        importlib.import_module(package)
    return CATALOG.packages()


class _Variables(Visitor):
    """Each variable a message reads, with the keys of the variants it selects between."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, list[Any]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.found.setdefault(node.id.name, [])
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        selector = node.selector
        if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
            selector = selector.arguments.positional[0]
        if isinstance(selector, ast.VariableReference):
            keys = [v.key.name if isinstance(v.key, ast.Identifier) else v.key.parse()["value"]
                    for v in node.variants]
            # a selector on a number (plural categories, numbers) is given numbers, as the
            # code gives it; one on words (yes, no, none, a kind) its words
            if not any(k in PLURALS or not isinstance(k, str) for k in keys):
                self.found.setdefault(selector.id.name, []).extend(keys)
            else:
                self.found.setdefault(selector.id.name, [])
        self.generic_visit(node)


def _argument_sets(message: ast.Message) -> Iterator[dict[str, Any]]:
    """One set with every variable at its first value, then each variable through its values
    (selector keys first) with the others held, then all of them at their selector keys."""
    visitor = _Variables()
    visitor.visit(message)
    values = {name: [*keys, *COMMON] for name, keys in visitor.found.items()}
    base = {name: vals[0] for name, vals in values.items()}
    yield base
    for name, vals in values.items():
        for value in vals[1:]:
            yield {**base, name: value}
    for i in range(max((len(v) for v in values.values()), default=0)):
        yield {name: vals[min(i, len(vals) - 1)] for name, vals in values.items()}


def _outcome(format_it: Any, *args: Any) -> tuple[str, str]:
    try:
        return "text", format_it(*args)
    except MessageError:
        return "refused", ""


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_reads_the_same_compiled_as_interpreted(lang: str) -> None:
    checked = 0
    for package in _packages():
        source = Catalog.source(package, lang)
        if source is None:
            continue
        catalog = Catalog(compile_after=1)
        catalog.add_package(package)
        catalog.compile(package, lang)
        compiled = catalog._compiled.get(lang, {})
        for entry in FluentParser().parse(source).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            msg_id = entry.id.name
            assert msg_id in compiled, f"{package} {lang}: {msg_id} was not compiled"
            for args in _argument_sets(entry):
                interpreted = _outcome(catalog.interpret, msg_id, args, lang)
                fast = _outcome(catalog.format, msg_id, args, lang)
                assert fast == interpreted, (package, lang, msg_id, args)
                checked += 1
            missing = _outcome(catalog.interpret, msg_id, {}, lang)
            assert _outcome(catalog.format, msg_id, {}, lang) == missing, \
                (package, lang, msg_id, "no arguments")
    assert checked > 2000


def test_a_package_is_compiled_once_it_was_formatted_often() -> None:
    catalog = Catalog(compile_after=3)
    catalog.add_package("koloda.core")
    for _ in range(2):
        catalog.format("you", {}, "en")
    assert "you" not in catalog._compiled.get("en", {})
    catalog.format("you", {}, "en")
    assert "you" in catalog._compiled["en"]
    assert catalog.format("you", {}, "en") == catalog.interpret("you", {}, "en")
    assert "you" not in catalog._compiled.get("ru", {})  # each language on its own count


def test_in_the_background_the_call_that_reaches_the_count_does_not_wait_for_the_compile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A server's catalog (`Catalog.background`, set by `serve`): the format call that reaches
    the count returns the interpreter's text at once, the compile runs on a thread of its own,
    and the message is formatted compiled once it is done."""
    import threading

    catalog = Catalog(compile_after=3, background=True)
    catalog.add_package("koloda.core")
    release, began = threading.Event(), []
    compile_now = catalog.compile

    def held_compile(package: str, lang: str) -> None:
        began.append(threading.current_thread())
        assert release.wait(30), "the test never let the compile go on"
        compile_now(package, lang)

    monkeypatch.setattr(catalog, "compile", held_compile)
    for _ in range(3):  # the third reaches the count while the compile is held
        assert catalog.format("you", {}, "en") == catalog.interpret("you", {}, "en")
    assert "you" not in catalog._compiled.get("en", {})
    release.set()
    catalog.compiled(timeout=30)
    assert began and began[0] is not threading.main_thread()
    assert "you" in catalog._compiled["en"]
    assert catalog.format("you", {}, "en") == catalog.interpret("you", {}, "en")
