"""`koloda replay` of records written by `koloda play`, and broken records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import Run, one_error_line


@pytest.fixture
def record(run: Run, tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    result = run(["play", "toy", "-s", "human", "-s", "random", "--seed", "3",
                  "--record", str(path)], input=["1"] * 3)
    assert result.exit_code == 0, result.stderr
    return path


def test_replay_prints_every_action_and_the_outcome(run: Run, record: Path) -> None:
    result = run(["replay", str(record)])
    assert result.exit_code == 0, result.stderr
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()[:2] in {f"{i}." for i in
                                                                             range(1, 7)}]
    assert len(lines) == 6
    assert lines[0].strip() == "1. Anna (person): play 2D"
    assert "Boris (Beginner): play" in result.stdout  # the random bot: the toy game's first level
    assert "Game over" in result.stdout


def test_replay_in_russian(run: Run, record: Path) -> None:
    result = run(["replay", str(record), "--lang", "ru"])
    assert result.exit_code == 0
    assert "1. Аня (человек): play 2D" in result.stdout and "Игра окончена" in result.stdout


def test_step_mode_waits_for_enter_and_shows_the_chosen_seats_view(run: Run, record: Path) -> None:
    result = run(["replay", str(record), "--step", "--seat", "1"], input=["", "", "q"])
    assert result.exit_code == 0
    assert result.stdout.count("Enter: next action, q: stop") == 3
    assert "8♦ 5♥ 2♥" in result.stdout  # seat 1's starting hand
    assert "2♦ 4♥ 5♣" not in result.stdout  # never seat 0's
    assert "stopped" in result.stderr and "3. Anna" not in result.stdout


def test_step_mode_ends_cleanly_when_input_ends(run: Run, record: Path) -> None:
    assert "input ended" in one_error_line(run(["replay", str(record), "--step"], input=[""]))


def test_a_missing_record_is_one_line(run: Run, tmp_path: Path) -> None:
    line = one_error_line(run(["replay", str(tmp_path / "nope.json")]))
    assert "nope.json: No such file or directory" in line


@pytest.mark.parametrize(("content", "expected"), [
    ("not json", "record is not valid JSON"),
    ('{"game": "toy"}', "not a koloda record"),
    ('{"game": "chess", "rules_version": "1", "seats": ["a", "b"]}', "unknown game 'chess'"),
])
def test_a_broken_record_is_one_line(run: Run, tmp_path: Path, content: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert expected in one_error_line(run(["replay", str(path)]))


def test_an_illegal_action_in_a_record_names_its_place(run: Run, record: Path) -> None:
    data = json.loads(record.read_text())
    data["actions"][2] = [0, {"type": "play", "card": "AS"}]
    record.write_text(json.dumps(data))
    line = one_error_line(run(["replay", str(record)]))
    assert line.startswith("koloda: error: record action 3: seat 0 does not hold")
    line_ru = one_error_line(run(["replay", str(record), "--lang", "ru"]))
    assert "действие 3 в записи" in line_ru


def test_a_seat_outside_the_record_is_one_line(run: Run, record: Path) -> None:
    assert "--seat must be 0 to 1" in one_error_line(run(["replay", str(record), "--seat", "5"]))
