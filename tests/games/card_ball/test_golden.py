"""The golden Card Ball record: a seeded game of two heuristic bots (with execution error) that
must replay, shot by shot, to the outcome stored with it. Regenerate (only after a deliberate
rules change, with a new rules version) by running this file:
``python -m tests.games.card_ball.test_golden``."""

from __future__ import annotations

from pathlib import Path

from koloda.core import Record, play_match, replay
from koloda.games.card_ball import GAME
from koloda.games.card_ball.bots import CardBallBot

from .table import needs_pooltool

pytestmark = needs_pooltool

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "card_ball.json"
SEED = 2024
OPTIONS = {"execution_error": 0.5, "shot_limit": 60}


def make_golden() -> Record:
    bots = [CardBallBot(SEED, "2"), CardBallBot(SEED + 1, "3"), CardBallBot(SEED + 2, "1")]
    result = play_match(GAME, bots, seed=SEED, options=OPTIONS)
    result.record.seats = ["heuristic:2", "heuristic:3", "heuristic:1"]
    return result.record


def test_the_golden_record_replays_to_its_stored_outcome():
    record = Record.loads(GOLDEN.read_text(encoding="utf-8"))
    assert record.game == "card_ball" and record.rules_version == GAME.rules_version
    state = replay(record, GAME)
    assert state.outcome() is not None and state.outcome().to_json() == record.outcome
    assert len(record.actions) > 10


def test_the_same_seeds_still_play_the_golden_game():
    # Fails when the rules, the physics or the bot change behaviour: regenerate deliberately.
    assert make_golden().to_json() == Record.loads(GOLDEN.read_text(encoding="utf-8")).to_json()


if __name__ == "__main__":
    GOLDEN.write_text(make_golden().dumps(indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
