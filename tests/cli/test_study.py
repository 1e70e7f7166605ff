"""`koloda study` (balance studies from a game's balance module) and `koloda play` refusing a
solo difficulty whose settings do not add up to the level."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import Run, one_error_line


def test_play_refuses_a_wrong_difficulty_total_with_one_line(run: Run) -> None:
    result = run(["play", "clash_of_decks_solo", "--seat", "heuristic", "--option", "level=3",
                  "--option", "constant_mana=7"])
    assert one_error_line(result).endswith(
        "the automaton settings add up to 1 points, but level 3 (hard) needs exactly 3")
    result = run(["play", "clash_of_decks_solo", "--seat", "heuristic", "--option", "level=3",
                  "--option", "constant_mana=7", "--lang", "ru"])
    assert "требует ровно 3" in one_error_line(result)


def test_play_accepts_a_right_difficulty_total(run: Run) -> None:
    result = run(["play", "clash_of_decks_solo", "--seat", "heuristic", "--option", "level=3",
                  "--option", "constant_mana=7", "--option", "ai_first=true", "--option",
                  "ai_ability=rage", "--seed", "2"])
    assert result.exit_code == 0, result.stderr
    assert "Anna (Skilled)" in result.stdout  # the heuristic bot, by name and its level


def test_levels_study_prints_markdown_per_level_and_writes_the_plot(
        run: Run, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    plot = tmp_path / "levels.png"
    result = run(["study", "levels", "clash_of_decks_solo", "-n", "2", "--markdown",
                  "--plot", str(plot)])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "| level | games | win rate | 95% interval |"
    # Six levels pooled, each from 2 games a setting (level 2 has four settings).
    assert [line.split("|")[1].strip() for line in lines[2:8]] == ["0", "1", "2", "3", "4", "5"]
    assert lines[4].split("|")[2].strip() == "8"
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_matchups_study_json_has_a_four_by_four_matrix(run: Run) -> None:
    result = run(["study", "matchups", "clash_of_decks", "-n", "1", "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    cells = data["cells"]
    assert len(cells) == 4 and all(len(row) == 4 for row in cells)
    assert all(cells[i][i] is None for i in range(4))
    # Each pair met once from each seat; a game's win (or two half draws) goes to one side.
    for i in range(4):
        for j in range(4):
            if i != j:
                assert cells[i][j]["games"] == 2
                assert cells[i][j]["wins"] + cells[j][i]["wins"] == pytest.approx(2.0)


def test_a_game_without_a_study_is_one_clear_error(run: Run) -> None:
    line = one_error_line(run(["study", "levels", "durak"]))
    assert "durak defines no balance study" in line
    line = one_error_line(run(["study", "matchups", "clash_of_decks_solo"]))
    assert "clash_of_decks_solo defines no match-ups to study" in line
    line = one_error_line(run(["study", "levels", "clash_of_decks_solo", "--seat", "nosuch"]))
    assert "unknown bot 'nosuch'" in line


def test_simulate_with_levels_runs_the_levels_study(run: Run, tmp_path: Path) -> None:
    plot = tmp_path / "levels.png"
    result = run(["simulate", "clash_of_decks_solo", "--levels", "-n", "2", "--json",
                  "--plot", str(plot)])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert sorted({row["level"] for row in data["levels"]}) == [0, 1, 2, 3, 4, 5]
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
