"""The golden records: stored games replay to their stored outcomes."""

from __future__ import annotations

from pathlib import Path

from koloda.core import Record, replay
from koloda.games.clash_of_decks import GAME

GOLDEN = Path(__file__).parents[2] / "golden"


def test_the_duel_golden_record_replays_to_its_stored_outcome():
    record = Record.loads((GOLDEN / "clash_of_decks.json").read_text("utf-8"))
    kinds = {action["type"] for _, action in record.actions}
    assert {"take", "summon", "cast", "assault", "strike", "end", "return"} <= kinds
    state = replay(record, GAME)
    assert state.is_over()
    assert state.outcome().to_json() == record.outcome
    assert state.turn == record.meta["turns"]
