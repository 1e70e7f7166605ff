"""`koloda simulate`: the table, the JSON form, and its mistakes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import Run, one_error_line

SIM = ["simulate", "toy", "--games", "30", "-s", "random", "-s", "random", "--seed", "5"]


def test_json_is_one_object_on_stdout_with_every_figure(run: Run) -> None:
    result = run([*SIM, "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)  # nothing but the object: the bar went to stderr
    assert data["game"] == "toy" and data["games"] == 30 and data["players"] == 2
    assert {"mean_length", "first_seat_advantage", "first_seat_ci", "seats"} <= set(data)
    assert [s["bot"] for s in data["seats"]] == ["random", "random"]
    for seat in data["seats"]:
        lo, hi = seat["win_ci"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
    assert sum(s["win_rate"] for s in data["seats"]) == pytest.approx(1)
    assert data["mean_length"] == 6  # three cards each, every card played
    assert "30/30" in result.stderr


def test_the_table_shows_rates_intervals_length_and_first_seat_advantage(run: Run) -> None:
    result = run(SIM)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "30/30" in out and "win rate" in out and "95% CI" in out
    assert "mean game length: 6.0 actions" in out and "first-seat advantage:" in out


def test_the_table_in_russian_and_records_written(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    result = run([*SIM, "--lang", "ru", "--out", str(out)])
    assert result.exit_code == 0, result.stderr
    assert "доля побед" in result.stdout and "преимущество первого места" in result.stdout
    assert len(out.read_text().splitlines()) == 30


@pytest.mark.parametrize(("args", "expected"), [
    (["simulate", "toy", "-s", "random"], "toy needs 2 to 4 seats, got 1"),
    (["simulate", "toy", "-s", "random", "-s", "nobot"], "unknown bot 'nobot' for toy"),
    (["simulate", "toy", "-s", "human", "-s", "random"], "simulate plays bots only"),
    (["simulate", "toy", "-o", "hand=0"], "option 'hand': 0 is not allowed"),
    (["simulate", "chess"], "unknown game 'chess'"),
])
def test_simulate_mistakes_are_one_line(run: Run, args: list[str], expected: str) -> None:
    assert expected in one_error_line(run(args))
