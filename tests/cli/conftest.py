"""Shared fixtures: the toy game registered, and a runner that never waits for a keyboard."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest
from typer.testing import CliRunner, Result

from koloda.cli.main import app
from koloda.core import games, register

from ..core.toygame import GAME as TOY
from ..core.toygame import ToyGame


class RuledToy(ToyGame):
    """The toy game with a rules page, to show `koloda rules` printing Markdown."""

    id = "ruledtoy"

    def rules_text(self, lang: str = "en") -> str | None:
        if lang == "ru":
            return "# Взятки\n\nСтарший **ранг** берёт."
        return "# Tricks\n\nThe highest **rank** wins."


@pytest.fixture(autouse=True)
def toy_games() -> Iterator[None]:
    """The toy games exist only during these tests: other suites may list every game."""
    added = [g for g in (TOY, RuledToy()) if g.id not in games()]
    for game in added:
        register(game)
    yield
    for game in added:
        games().pop(game.id, None)

Run = Callable[..., Result]


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch) -> Run:
    """Invoke `koloda` with args and optional typed input; English unless `lang` or env says."""
    monkeypatch.delenv("KOLODA_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("COLUMNS", "200")  # wide enough that Rich tables do not wrap words
    runner = CliRunner()

    def invoke(args: Sequence[str], input: str | Sequence[str] | None = None,
               env: dict[str, str] | None = None) -> Result:
        if input is not None and not isinstance(input, str):
            input = "\n".join(input) + "\n"
        # Input always ends (CliRunner gives EOF after it), so a prompt can never hang a test.
        return runner.invoke(app, list(args), input=input or "", env=env)

    return invoke


def one_error_line(result: Result) -> str:
    """The single stderr line of a failed command (asserting it failed cleanly)."""
    assert result.exit_code != 0, result.stdout
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]
