"""The benchmark functions work on any game and report what they measured (no timing asserts)."""

from __future__ import annotations

import builtins

from koloda.bots.ismcts import AUTO_LIMIT
from koloda.sim import bench, peers
from tests.core.toygame import GAME as TOY


def test_playouts_and_search_report_their_figures():
    speed = bench.random_playouts(TOY, 3, seconds=0.05)
    assert speed["actions_per_game"] == 9.0  # three cards each, three seats: every game
    assert speed["actions_per_second"] > 0 and speed["games_per_second"] > 0
    search = bench.ismcts_speed(TOY, 3, seconds=0.05, moves=2)
    assert search["iterations_per_second"] > 0
    assert search["depth"] == AUTO_LIMIT  # the toy game offers no estimate


def test_ratios_are_ours_over_theirs():
    row = bench._with_peer({"name": "x", "figure": 300.0, "unit": "actions/s"},
                           [{"name": "a", "speed": 100.0}, {"name": "b", "speed": 600.0}],
                           "speed")
    assert row["ratio"] == 3.0 and row["peer"] == "a" and row["ratios"] == {"a": 3.0, "b": 0.5}


def test_a_missing_peer_is_a_note(monkeypatch):
    real_import = builtins.__import__

    def no_peers(name, *args, **kwargs):
        if name in ("pyspiel", "rlcard"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_peers)
    for row in peers.measure_all(seconds=0.01):
        assert row["actions_per_second"] is None and "pip install" in row["note"]
