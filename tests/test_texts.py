"""One text system: every sentence a person reads comes from a Fluent catalog (docs/messages.md).

A sentence written in code would need its Russian beside it, so the guard is simple and hard
to get round: no string in koloda's Python code holds a Cyrillic letter (docstrings and comments
aside), no code builds a `Text` by hand (only `text(id, ...)` from a catalog, or `given(en, ru)`
for words that come with data), and `given` is never handed a string written in the code.
Each area of the code is its own test, so a failure names where the sentence is."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "koloda"
CYRILLIC = re.compile("[\u0400-\u04ff]")

#: files whose strings may hold Russian letters, and why (none holds a sentence)
ALLOWED_RUSSIAN = {
    "core/cards.py": "the deck's own symbols (В, Д, К, Т and the suits) that card names are "
                     "built from and that a player may type",
    "games/scattergories/words.py": "the Russian alphabet itself, which checking an answer's "
                                    "first letter needs",
}
#: the one module that defines `Text`
TEXT_MODULE = "core/text.py"
#: koloda's errors that a person reads: each takes a `Text` (or a game's `Message`), never a str
READ_ERRORS = {"KolodaError", "IllegalAction", "MalformedAction", "SetupError", "DataError",
               "UnknownName", "BadText", "ApiError", "BadKey"}


def _areas() -> list[str]:
    areas = {"core", "bots", "rl", "openspiel", "sim", "server", "cli", "cli/render", "lessons",
             "ratings", "tournaments"}
    areas |= {f"games/{p.name}" for p in (SRC / "games").iterdir() if (p / "__init__.py").exists()}
    return sorted(areas)


def _files(area: str) -> list[Path]:
    if area.endswith(".py"):
        return [SRC / area]
    deeper = {a for a in _areas() if a != area and a.startswith(area + "/")}
    return [p for p in sorted((SRC / area).rglob("*.py"))
            if not any(p.is_relative_to(SRC / d) for d in deeper)]


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (or a bare string as a statement)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                               and isinstance(node.value, str))


def problems(path: Path, rel: str | None = None) -> list[str]:
    """Where `path` (at `rel` under src/koloda) writes a sentence in code instead of taking it
    from a catalog."""
    rel = rel or path.relative_to(SRC).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
                and CYRILLIC.search(node.value) and rel not in ALLOWED_RUSSIAN):
            found.append(f"{rel}:{node.lineno}: Russian written in code: {node.value[:50]!r}")
        elif isinstance(node, ast.Call):
            name = _called(node)
            if name == "Text" and rel != TEXT_MODULE:
                found.append(f"{rel}:{node.lineno}: a Text built by hand (use text(id, ...))")
            elif name == "given" and any(_literal(a) for a in node.args):
                found.append(f"{rel}:{node.lineno}: given() of words written in code")
            elif name in READ_ERRORS and any(_literal(a) for a in node.args):
                found.append(f"{rel}:{node.lineno}: {name} raised with a sentence written in code")
    return found


@pytest.mark.parametrize("area", _areas())
def test_no_sentence_is_written_in_code(area: str) -> None:
    found = [line for path in _files(area) for line in problems(path)]
    assert not found, f"{len(found)} texts not from a catalog:\n" + "\n".join(found[:40])


def test_the_guard_finds_a_planted_sentence(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"  # read as if it were server/planted.py
    planted.write_text('from koloda.core import Text, given\n'
                       'A = Text("table", "стол")\n'
                       'B = given("x", "y")\n'
                       'C = "готово"\n'
                       'D = SetupError("bad position")\n', encoding="utf-8")
    found = problems(planted, "server/planted.py")
    # the Text, the given of literals, two Russian strings and the error of an English sentence
    assert len(found) == 5, found
