"""The golden Palace record: a seeded heuristic-against-random game that must replay, action by
action, to the outcome stored with it. Regenerate (only after a deliberate rules change, with a
new rules version) by running this file: ``python -m tests.games.palace.test_golden``."""

from __future__ import annotations

from pathlib import Path

from koloda.bots import RandomBot
from koloda.core import Record, play_match, replay
from koloda.games.palace import GAME
from koloda.games.palace.bots import PalaceBot

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "palace.json"
SEED = 2024


def make_golden() -> Record:
    result = play_match(GAME, [PalaceBot(SEED), RandomBot(SEED)], seed=SEED)
    result.record.seats = ["heuristic", "random"]
    return result.record


def test_the_golden_record_replays_to_its_stored_outcome():
    record = Record.loads(GOLDEN.read_text(encoding="utf-8"))
    assert record.game == "palace" and record.rules_version == GAME.rules_version
    state = replay(record, GAME)
    assert state.outcome() is not None and state.outcome().to_json() == record.outcome
    assert len(record.actions) > 50


def test_the_same_seeds_still_play_the_golden_game():
    # Fails when the rules or the heuristic bot change behaviour: regenerate deliberately.
    assert make_golden().to_json() == Record.loads(GOLDEN.read_text(encoding="utf-8")).to_json()


if __name__ == "__main__":
    GOLDEN.write_text(make_golden().dumps(indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
