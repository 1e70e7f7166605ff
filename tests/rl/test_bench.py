"""`koloda bench`'s row for the learning environment: measured, and compared with RLCard's UNO
only when RLCard was measured in the same run."""

from __future__ import annotations

from koloda.sim import bench, peers


def test_the_environment_is_stepped_and_timed():
    speed = bench.env_steps(seconds=0.2)
    assert speed["steps_per_second"] > 0 and speed["steps_per_game"] > 10


def test_the_ratio_is_to_rlcard_uno_measured_in_the_same_run(monkeypatch):
    monkeypatch.setattr(bench, "env_steps", lambda: {"steps_per_second": 300.0,
                                                     "steps_per_game": 100.0})
    uno = {"name": peers.RLCARD, "actions_per_second": 100.0}
    row = bench._env_row([uno])
    assert row["figure"] == 300.0 and row["unit"] == "steps/s"
    assert row["peer"] == peers.RLCARD and row["ratio"] == 3.0
    missing = bench._env_row([peers._missing(peers.RLCARD)])
    assert missing["ratio"] is None and "rlcard is not installed" in missing["note"]
    assert "--no-peers" in bench._env_row([])["note"]


def test_the_batched_environment_is_timed_beside_rlcard(monkeypatch):
    from koloda.rl import batch

    if batch.available():
        speed = bench.batch_steps(games=16, seconds=0.2)
        assert speed["steps_per_second"] > 0 and speed["steps_per_game"] > 10
    monkeypatch.setattr(bench, "batch_steps", lambda: {"steps_per_second": 900.0,
                                                       "steps_per_game": 60.0})
    row = bench._env_row([{"name": peers.RLCARD, "actions_per_second": 100.0}], batched=True)
    assert "batched" in row["name"] and row["ratio"] == 9.0
