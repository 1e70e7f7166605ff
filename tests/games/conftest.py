"""The games' slow tests, marked ``slow`` here so that ``make check`` (``-m "not slow"``) stays
under a minute on two cores; ``make test`` runs them all.

Slow means more than about two seconds on such a machine: the Hypothesis playouts that check
the contract at every step of whole games, Card Ball's physics (whole games of simulated shots,
the golden game), and bots measured over many games. The rules' unit tests, the short playouts
(end, conservation, replay), the renderers and the bots' quick checks stay in the quick loop.
A test renamed here simply runs in the quick loop again.
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent

#: file (relative to tests/games) -> its slow tests (every parametrization of each)
SLOW = {
    "card_ball/test_contract.py": {
        "test_random_playouts_keep_the_contract",
        "test_a_game_always_ends_at_the_shot_limit_placed_by_cards_left",
    },
    "card_ball/test_bots.py": {
        "test_a_bot_game_ends_with_legal_shots_and_quick_decisions",
        "test_it_pots_the_easy_ball_it_holds_a_card_for",
    },
    "card_ball/test_golden.py": {
        "test_the_same_seeds_still_play_the_golden_game",
        "test_the_golden_record_replays_to_its_stored_outcome",
    },
    "card_ball/test_shots.py": {
        "test_execution_error_comes_from_the_game_rng_so_records_replay_exactly",
    },
    "durak/test_contract.py": {"test_random_playouts_keep_the_contract"},
    "palace/test_contract.py": {
        "test_random_playouts_keep_the_contract",
        "test_random_playouts_always_end_under_the_default_rules",
    },
    "clash_of_decks/test_properties.py": {"test_random_duels_keep_the_contract_at_every_step"},
    "clash_of_decks/test_solo.py": {"test_random_solo_games_keep_the_contract"},
    "clash_of_decks/test_bots.py": {"test_ismcts_beats_random_clearly"},
    "thirteenth_hour/test_properties.py": {
        "test_random_games_keep_the_contract_at_every_step",
    },
    "thirteenth_hour/test_bots.py": {"test_ismcts_beats_random_clearly"},
    "scattergories/test_properties.py": {
        "test_random_short_games_keep_the_contract_at_every_step",
    },
    "scattergories/test_bot_words.py": {
        "test_every_answer_starts_with_the_letter_and_is_a_word_of_the_category",
    },
    "spiderman/test_properties.py": {
        "test_battle_in_the_dark_keeps_the_contract",
        "test_battle_of_strength_keeps_the_contract",
    },
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if not item.path.is_relative_to(HERE):
            continue
        name = getattr(item, "originalname", item.name)
        if name in SLOW.get(item.path.relative_to(HERE).as_posix(), ()):
            item.add_marker(pytest.mark.slow)
