"""Shared fixtures: the toy game registered, and a runner that never waits for a keyboard."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from typer.testing import CliRunner, Result

from koloda.cli.main import app
from koloda.core import register

from ..core.toygame import GAME as TOY

register(TOY)

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
