"""`koloda games`, `koloda rules`, help texts and the language switch."""

from __future__ import annotations

import pytest

from koloda.core import text
from koloda.core.registry import unavailable

from .conftest import Run, one_error_line

#: a game whose entry point names a package that is not installed, as the registry says it
GHOST = text("core-plugin-missing", error="No module named 'ghost'")

COMMANDS = ("games", "rules", "play", "simulate", "replay", "bench", "serve", "learn")


def test_help_lists_every_command_in_both_languages(run: Run) -> None:
    result = run(["--help"])
    assert result.exit_code == 0
    for name in COMMANDS:
        assert name in result.stdout
    assert "Play at the terminal" in result.stdout and "сыграть в терминале" in result.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_has_bilingual_help_and_a_lang_option(run: Run, command: str) -> None:
    result = run([command, "--help"])
    assert result.exit_code == 0
    assert "--lang" in result.stdout and " / " in result.stdout


def test_games_lists_titles_players_options_and_bots(run: Run) -> None:
    result = run(["games"])
    assert result.exit_code == 0
    out = result.stdout
    assert "toy" in out and "Toy tricks" in out and "Игрушечные взятки" in out
    assert "2–4" in out and "hand=3" in out and "cards a hand" in out and "random" in out
    assert "levels:" in out and "beginner" in out  # the toy game's default ladder


def test_games_in_russian_and_the_unavailable_with_their_reason(
        run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(unavailable, "ghost", GHOST)
    result = run(["games", "--lang", "ru"])
    assert result.exit_code == 0
    assert "Игры" in result.stdout and "карт на руке" in result.stdout
    assert "Здесь недоступны" in result.stdout and "ghost" in result.stdout
    # the reason in Russian, the error's own words as they are
    assert "не хватает нужного пакета: No module named 'ghost'" in result.stdout


def test_language_comes_from_the_environment(run: Run) -> None:
    assert "Игры" in run(["games"], env={"KOLODA_LANG": "ru"}).stdout
    assert "Игры" in run(["games"], env={"LANG": "ru_RU.UTF-8"}).stdout
    # KOLODA_LANG wins over the locale.
    assert "Games" in run(["games"], env={"KOLODA_LANG": "en", "LANG": "ru_RU.UTF-8"}).stdout


def test_an_unknown_language_is_one_line(run: Run) -> None:
    assert "unknown language 'de'" in one_error_line(run(["games", "--lang", "de"]))


def test_rules_print_markdown_in_each_language(run: Run) -> None:
    en = run(["rules", "ruledtoy"])
    ru = run(["rules", "ruledtoy", "--lang", "ru"])
    assert en.exit_code == 0 and ru.exit_code == 0
    assert "The highest rank wins." in en.stdout and "**" not in en.stdout
    assert "Старший ранг берёт." in ru.stdout


@pytest.mark.parametrize(("args", "expected"), [
    (["rules", "chess"], "unknown game 'chess'"),
    (["rules", "toy"], "toy ships no rules page"),
    (["rules", "toy", "--lang", "ru"], "у игры toy нет страницы правил"),
    (["rules", "chess", "--lang", "ru"], "неизвестная игра 'chess'"),
])
def test_rules_errors_are_one_line(run: Run, args: list[str], expected: str) -> None:
    assert expected in one_error_line(run(args))


def test_an_unavailable_game_says_why(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(unavailable, "ghost", GHOST)
    line = one_error_line(run(["play", "ghost"]))
    assert "ghost is unavailable here: a package it needs is missing: No module named" in line


@pytest.mark.parametrize(("args", "expected"), [
    (["simulate", "toy", "--games", "abc"], "(see `koloda simulate --help`)"),
    (["play", "toy", "--bogus"], "No such option: --bogus (see `koloda play --help`)"),
    (["play", "toy", "--bogus", "--lang", "ru"], "koloda: ошибка: No such option: --bogus (см."),
    (["replay"], "Missing argument"),
    (["deal"], "No such command 'deal'"),
])
def test_usage_mistakes_are_one_line_too(run: Run, args: list[str], expected: str) -> None:
    assert expected in one_error_line(run(args))
