"""The golden record: a stored game of three heuristic bots replays to its stored outcome."""

from __future__ import annotations

from pathlib import Path

from koloda.core import Record, replay
from koloda.games.scattergories import GAME

GOLDEN = Path(__file__).parents[2] / "golden" / "scattergories.json"


def test_the_golden_record_replays_to_its_stored_outcome():
    record = Record.loads(GOLDEN.read_text("utf-8"))
    kinds = {action["type"] for _, action in record.actions}
    assert kinds == {"press", "answer", "vote", "timeout"}  # every kind of action
    assert any(a["type"] == "vote" and not a["accept"] for _, a in record.actions)
    state = replay(record, GAME)
    assert state.is_over()
    assert state.outcome().to_json() == record.outcome
    assert state.combos == record.meta["combinations"]
