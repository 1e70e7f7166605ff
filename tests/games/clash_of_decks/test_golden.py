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


def test_the_solo_golden_record_replays_to_its_stored_win():
    from koloda.games.clash_of_decks import SOLO

    record = Record.loads((GOLDEN / "clash_of_decks_solo.json").read_text("utf-8"))
    assert record.options["level"] == 2
    state = replay(record, SOLO)
    assert state.outcome().to_json() == record.outcome == {"ranks": [1], "scores": [1.0]}
    assert state.turn == record.meta["turns"]


def test_every_test_the_rules_page_names_exists():
    import re

    here = Path(__file__).parent
    names = set(re.findall(r"def (test_\w+)", "".join(
        p.read_text("utf-8") for p in here.glob("test_*.py"))))
    page = (Path(__file__).parents[3] / "docs" / "rules" / "clash_of_decks.md").read_text("utf-8")
    named = set(re.findall(r"`(test_\w+)`", page))
    assert named and named <= names, named - names
