"""One text system: every sentence a person reads comes from a Fluent catalog (docs/messages.md).

A sentence written in code would need its Russian beside it, so the guard is simple and hard
to get round: no string in koloda's Python code holds a Cyrillic letter (docstrings and comments
aside), no code builds a `Text` by hand (only `text(id, ...)` from a catalog, or `given(en, ru)`
for words that come with data). Each area of the code is its own test, so a failure names where
the sentence is.

The rule for `given(en, ru)`: it holds words that arrived already in both languages (a card's
name in its data file, a lesson's text, a message formatted for one reader), so
- it is never handed a string written in the code, directly (`given("x", "y")`, an f-string) or
  through a module's constant (`NAME = "x"` ... `given(NAME, ...)`);
- it is never handed the same words for both languages (`given(x, x)`: the same expression
  twice): that is English (an exception's words, a reason built in code) shown to a Russian
  reader too, and belongs in a catalog message (`text(id, error=...)`). The only exceptions are
  words that belong to no language, each listed in `SAME_IN_BOTH` with why.
"""

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
#: the places that may hand `given` the same words for both languages, as (file, the argument's
#: source), and why: none of them is a word of English or Russian
SAME_IN_BOTH = {
    ("games/scattergories/decks.py", "self.letters[card]"):
        "a letter card is the deck's letter, the same whatever language the table reads",
    ("cli/commands/study.py", "spec"):
        "a bot named on the command line (`--bot ismcts:400`) is labelled as it was typed",
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


def _constants(tree: ast.Module) -> set[str]:
    """The names a module binds to a string written in it (`NAME = "words"`, at its top)."""
    return {target.id for node in tree.body if isinstance(node, ast.Assign | ast.AnnAssign)
            and node.value is not None and _literal(node.value)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)}


def _given_problem(node: ast.Call, rel: str, constants: set[str]) -> str | None:
    """What is wrong with this call of `given(en, ru)`, or None (the rule: the docstring)."""
    args = [*node.args, *(k.value for k in node.keywords)]
    if any(_literal(a) for a in args):
        return "given() of words written in code"
    named = [a.id for a in args if isinstance(a, ast.Name) and a.id in constants]
    if named:
        return f"given() of words written in code (the constant {named[0]})"
    if len(args) == 2 and ast.dump(args[0]) == ast.dump(args[1]):
        words = ast.unparse(args[0])
        if (rel, words) not in SAME_IN_BOTH:
            return (f"given({words}, {words}): the same words in both languages (a catalog "
                    "message, or SAME_IN_BOTH with why)")
    return None


def problems(path: Path, rel: str | None = None) -> list[str]:
    """Where `path` (at `rel` under src/koloda) writes a sentence in code instead of taking it
    from a catalog."""
    rel = rel or path.relative_to(SRC).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    constants = _constants(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
                and CYRILLIC.search(node.value) and rel not in ALLOWED_RUSSIAN):
            found.append(f"{rel}:{node.lineno}: Russian written in code: {node.value[:50]!r}")
        elif isinstance(node, ast.Call):
            name = _called(node)
            if name == "Text" and rel != TEXT_MODULE:
                found.append(f"{rel}:{node.lineno}: a Text built by hand (use text(id, ...))")
            elif name == "given" and (wrong := _given_problem(node, rel, constants)):
                found.append(f"{rel}:{node.lineno}: {wrong}")
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


def test_the_guard_finds_words_handed_to_given_in_one_language(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"  # read as if it were server/planted.py
    planted.write_text('from koloda.core import given\n'
                       'REASON = "needs pooltool"\n'
                       'def refusal(game, exc, words):\n'
                       '    a = given(game.unavailable, game.unavailable)\n'
                       '    b = given(str(exc), str(exc))\n'
                       '    c = given(REASON, words["ru"])\n'
                       '    d = given(en=f"{exc}", ru=words["ru"])\n'
                       '    return given(words["en"], words["ru"])\n', encoding="utf-8")
    found = problems(planted, "server/planted.py")
    assert [line.split(": ", 1)[0] for line in found] == [
        f"server/planted.py:{n}" for n in (4, 5, 6, 7)], found
    assert "given(game.unavailable, game.unavailable)" in found[0]
    assert "the constant REASON" in found[2]


def test_the_same_words_in_both_languages_are_allowed_only_where_listed() -> None:
    """Each SAME_IN_BOTH entry still names a call in its file: a stale one would let the next
    `given(x, x)` written there pass unseen."""
    for (rel, words), _why in SAME_IN_BOTH.items():
        calls = [node for node in ast.walk(ast.parse((SRC / rel).read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and _called(node) == "given"
                 and [ast.unparse(a) for a in node.args] == [words, words]]
        assert calls, f"{rel}: no given({words}, {words}) any more: drop it from SAME_IN_BOTH"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_browser_names_a_card_in_the_core_catalog_s_words(lang: str) -> None:
    """The client cannot read the core catalog (it loads its own, /static/messages/<lang>.ftl),
    so its card-name repeats core-card-name: every card of the deck reads the same in both."""
    from fluent.runtime import FluentBundle, FluentResource

    from koloda.core import CATALOG

    web = FluentBundle([lang], use_isolating=False)
    web.add_resource(FluentResource((SRC / "web" / "messages" / f"{lang}.ftl").read_text("utf-8")))
    pattern = web.get_message("card-name").value
    for rank in range(2, 15):
        for suit in range(4):
            ours, errors = web.format_pattern(pattern, {"rank": rank, "suit": suit})
            assert not errors and ours == CATALOG.format("core-card-name",
                                                         {"rank": rank, "suit": suit}, lang)
