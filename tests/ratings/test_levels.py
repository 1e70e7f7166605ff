"""The rating each bot level stands for (docs/ratings.md, "Bots' levels")."""

from __future__ import annotations

import random

import pytest

from koloda.bots.levels import LADDERS, STEP_SHARES, Level
from koloda.core import text
from koloda.ratings import START
from koloda.ratings.levels import (
    MOST,
    UNMEASURED_STEP,
    level_ratings,
    nearest_level,
    ratings_of,
    step_points,
)
from koloda.ratings.update import Rating, rate


def _ladder(*keys: str) -> tuple[Level, ...]:
    return tuple(Level(key, text("bots-level-skilled"), f"bot-{key}") for key in keys)


def test_an_even_share_is_no_gap_and_a_step_of_70_percent_is_about_200_points() -> None:
    assert step_points(0.5) == 0
    assert 200 < step_points(0.70) < 220
    assert step_points(0.30) == pytest.approx(-step_points(0.70))


def test_two_players_a_step_apart_settle_about_that_far_apart_under_the_updates() -> None:
    # The levels' gaps are read through the model the updates use: two players whose games end
    # 70-30 drift about step_points(0.7) apart (the mean of a few seeded histories).
    gaps = []
    for seed in range(6):
        rng = random.Random(seed)
        strong, weak = Rating(), Rating()
        for _ in range(800):
            strong, weak = rate([strong, weak], [1, 2] if rng.random() < 0.7 else [2, 1])
        gaps.append(strong.shown - weak.shown)
    assert abs(sum(gaps) / len(gaps) - step_points(0.7)) < 0.3 * step_points(0.7), gaps


def test_a_lopsided_share_counts_as_at_most_95_percent() -> None:
    assert step_points(0.995) == step_points(MOST)
    assert step_points(0.001) == step_points(1 - MOST)


def test_skilled_stands_for_the_start_and_the_others_sit_at_their_measured_gaps() -> None:
    ladder = _ladder("beginner", "casual", "skilled", "expert")
    ratings = level_ratings(ladder, {"casual": 0.7, "skilled": 0.6, "expert": 0.8})
    assert ratings["skilled"] == START
    assert ratings["casual"] == round(START - step_points(0.6))
    assert ratings["beginner"] == round(START - step_points(0.6) - step_points(0.7))
    assert ratings["expert"] == round(START + step_points(0.8))


def test_an_unmeasured_ladder_steps_200_points_a_level() -> None:
    ratings = level_ratings(_ladder("beginner", "casual", "skilled", "strong"))
    assert ratings == {"beginner": START - 2 * UNMEASURED_STEP, "casual": START - UNMEASURED_STEP,
                       "skilled": START, "strong": START + UNMEASURED_STEP}


@pytest.mark.parametrize("game", sorted(LADDERS))
def test_every_ladder_rises_level_by_level(game: str) -> None:
    ratings = ratings_of(game, LADDERS[game])
    values = [ratings[level.key] for level in LADDERS[game]]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_every_measured_step_names_a_level_of_its_ladder_above_the_bottom() -> None:
    for game, shares in STEP_SHARES.items():
        keys = [level.key for level in LADDERS[game]]
        assert set(shares) == set(keys[1:]), game
        assert all(0.5 < share < 1 for share in shares.values()), game


def test_the_nearest_level_is_chosen() -> None:
    ladder = LADDERS["durak"]
    ratings = ratings_of("durak", ladder)
    assert nearest_level("durak", ladder, START + 10).key == "skilled"
    assert nearest_level("durak", ladder, ratings["expert"] + 500).key == "expert"
    assert nearest_level("durak", ladder, 0).key == "beginner"
