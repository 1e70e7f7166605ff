"""`koloda analyse`: a recorded game's decisions of one seat, judged by the search."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from koloda.bots import make_bot
from koloda.core import play_match
from koloda.games.durak import GAME

from .conftest import Run, one_error_line


@pytest.fixture
def record(tmp_path: Path) -> Path:
    """A short two-player Durak game: one trick's worth of cards each, no stock."""
    setup = {"hands": ["6S 9S 8D KH", "7S 10S QD AH"], "stock": "", "trump": None,
             "trump_suit": "H", "attacker": 0}
    agents = [make_bot("heuristic", GAME, seed=1), make_bot("random", GAME, seed=2)]
    path = tmp_path / "game.json"
    path.write_text(play_match(GAME, agents, setup=setup, seed=4).record.dumps(), encoding="utf-8")
    return path


def test_analyse_prints_a_table_of_the_seats_decisions_and_a_summary(run: Run, record: Path,
                                                                      tmp_path: Path) -> None:
    out = tmp_path / "analysis.json"
    result = run(["analyse", str(record), "--seat", "1", "--budget", "80", "--seed", "3",
                  "--out", str(out)])
    assert result.exit_code == 0, result.stderr
    text = result.stdout
    assert "Durak: Boris (Easy)'s decisions (80 iterations each)" in text  # the random bot
    assert "beat 6♠ with 7♠" in text  # the game's own labels
    for heading in ("move", "played", "best", "win chance played", "win chance best",
                    "verdict"):
        assert heading in text
    assert "Analysing Boris (Easy)'s decisions" in text  # the progress bar
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["seat"] == 1 and data["budget"] == 80 and data["decisions"]
    first = data["decisions"][0]
    assert GAME.describe_action(GAME.codec.decode(first["played"]), "en") in text
    assert f"{data['summary']['decisions']} decisions" in text and "mean loss" in text
    assert f"analysis written to {out}" in text
    # the same seed, the same analysis
    again = tmp_path / "again.json"
    run(["analyse", str(record), "--seat", "1", "--budget", "80", "--seed", "3",
         "--out", str(again)])
    assert json.loads(again.read_text(encoding="utf-8")) == data


def test_analyse_in_russian(run: Run, record: Path) -> None:
    result = run(["analyse", str(record), "--seat", "0", "--budget", "40", "--lang", "ru"])
    assert result.exit_code == 0, result.stderr
    assert "шанс: сыграно" in result.stdout and "средняя потеря" in result.stdout


def test_a_seat_out_of_range_and_a_missing_record_are_one_line(run: Run, record: Path,
                                                               tmp_path: Path) -> None:
    assert "--seat must be 0 to 1" in one_error_line(run(["analyse", str(record), "--seat", "2"]))
    line = one_error_line(run(["analyse", str(tmp_path / "nope.json")]))
    assert "nope.json: No such file or directory" in line


def test_analyse_is_listed_with_bilingual_help(run: Run) -> None:
    assert "analyse" in run(["--help"]).stdout
    result = run(["analyse", "--help"])
    assert result.exit_code == 0
    assert "--lang" in result.stdout and "--budget" in result.stdout and " / " in result.stdout
