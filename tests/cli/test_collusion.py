"""`koloda study collusion`: Durak's collusion detector measured with sparing bots, run small."""

from __future__ import annotations

import json

from .conftest import Run, one_error_line

SMALL = ["study", "collusion", "-n", "3", "--clubs", "1", "--honest-clubs", "1",
         "--levels", "beginner,skilled"]


def test_the_collusion_study_prints_the_share_flagged_in_both_languages(run: Run) -> None:
    result = run(SMALL)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "pairs flagged as colluding" in out and "flagged by shared game 3" in out
    assert "colluding pairs" in out and "honest pairs (neither colludes)" in out
    assert "Beginner (careless:0.7), Skilled (heuristic)" in out
    result = run([*SMALL, "--markdown", "--lang", "ru"])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "| пары | число | отмечено к общей партии 3 |"
    assert lines[2].startswith("| пары сговорщиков | 1 | ")
    assert any(line.startswith("| честные пары (никто не в сговоре) | 21 | ") for line in lines)


def test_the_collusion_study_json_counts_every_pair(run: Run) -> None:
    result = run([*SMALL, "--json", "--seed", "3", "--workers", "2"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["study"] == "collusion" and data["seed"] == 3 and data["games"] == 3
    assert [p["kind"] for p in data["pairs"]].count("colluders") == 1
    assert len(data["pairs"]) == 30
    rows = {row["pairs"]: row["by_shared_games"]["3"] for row in data["table"]}
    assert rows["colluders"]["pairs"] == 1 and rows["not-colluding"]["pairs"] == 29


def test_an_unknown_level_is_one_clear_line(run: Run) -> None:
    line = one_error_line(run(["study", "collusion", "--levels", "beginner,grandmaster"]))
    assert "unknown level grandmaster" in line and "expert" in line
