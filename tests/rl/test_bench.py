"""`koloda bench`'s row for the learning environment: measured, and compared with RLCard's UNO
only when RLCard was measured in the same run."""

from __future__ import annotations

import pytest

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
    assert missing["ratio"] is None and "rlcard is not installed" in missing["note"].en
    assert "--no-peers" in bench._env_row([])["note"].en


def test_the_batched_environment_is_timed_beside_rlcard(monkeypatch):
    from koloda.rl import batch

    if batch.available():
        speed = bench.batch_steps(games=16, seconds=0.2)
        assert speed["steps_per_second"] > 0 and speed["steps_per_game"] > 10
    monkeypatch.setattr(bench, "batch_steps", lambda: {"steps_per_second": 900.0,
                                                       "steps_per_game": 60.0})
    row = bench._env_row([{"name": peers.RLCARD, "actions_per_second": 100.0}], batched=True)
    assert "batched" in row["name"].en and row["ratio"] == 9.0


@pytest.mark.parametrize("game_id", ["durak", "palace"])
def test_playouts_in_the_batch_are_held_against_crazy_eights(monkeypatch, game_id):
    from koloda.rl import batch, palace_batch

    if (batch if game_id == "durak" else palace_batch).available():
        speed = bench.batch_playouts(game_id, games=8, seconds=0.1)
        for kind in ("random", "heuristic"):
            assert speed[f"{kind}_actions_per_second"] > speed[f"{kind}_games_per_second"] > 0
    monkeypatch.setattr(bench, "batch_playouts", lambda game_id, players: {
        "random_actions_per_second": 5000.0, "random_games_per_second": 10.0,
        "heuristic_actions_per_second": 2000.0, "heuristic_games_per_second": 20.0})
    eights = {"name": peers.OPENSPIEL, "actions_per_second": 400.0}
    rows = bench._batch_playout_rows(game_id, 4, [eights, {"name": peers.RLCARD,
                                                           "actions_per_second": 1.0}])
    assert [row["unit"] for row in rows] == ["actions/s", "games/s"] * 2
    random_row, heuristic_row = rows[0], rows[2]
    assert random_row["name"].en.startswith(f"{game_id} 4p random playouts, batched")
    assert random_row["ratios"] == {peers.OPENSPIEL: 12.5}  # crazy_eights only, not uno
    assert heuristic_row["ratio"] == 5.0 and "target: 10×" in heuristic_row["note"].en
    missing = bench._batch_playout_rows(game_id, 4, [peers._missing(peers.OPENSPIEL)])
    assert missing[0]["ratio"] is None and "not installed" in missing[0]["note"].en
    assert "--no-peers" in bench._batch_playout_rows(game_id, 4, [])[0]["note"].en
