"""Tournaments: Bradley-Terry Elo against known values, and a small round robin."""

from __future__ import annotations

import math

import pytest

from koloda.core import KolodaError
from koloda.sim.tournament import ELO_BASE, elo_ratings, round_robin
from tests.core.toygame import GAME as TOY


def test_a_75_percent_score_is_about_191_elo():
    a, b = elo_ratings([[0, 3000], [1000, 0]], [[0, 4000], [4000, 0]])
    assert a - b == pytest.approx(400 * math.log10(3), abs=0.5)
    assert (a + b) / 2 == pytest.approx(ELO_BASE)


def test_even_results_give_equal_ratings_and_an_unbeaten_bot_stays_finite():
    even = elo_ratings([[0, 5, 5], [5, 0, 5], [5, 5, 0]], [[0, 10, 10], [10, 0, 10], [10, 10, 0]])
    assert max(even) - min(even) == pytest.approx(0, abs=1e-6)
    top, bottom = elo_ratings([[0, 10], [0, 0]], [[0, 10], [10, 0]])
    assert math.isfinite(top) and top - bottom > 300


def test_transitive_results_order_the_ratings():
    # A beats B 70%, B beats C 70%, A beats C 85%.
    points = [[0, 70, 85], [30, 0, 70], [15, 30, 0]]
    games = [[0, 100, 100], [100, 0, 100], [100, 100, 0]]
    a, b, c = elo_ratings(points, games)
    assert a > b > c


def test_round_robin_ranks_search_above_random():
    calls: list[tuple[int, int]] = []
    result = round_robin(TOY, ["random", "ismcts:30"], games=40, seed=3,
                         options={"hand": 5}, progress=lambda d, t: calls.append((d, t)))
    assert [s.bot for s in result.standings] == ["ismcts:30", "random"]
    assert calls[-1] == (40, 40) and len(calls) == 40
    pairing = result.pairings[0]
    assert pairing.games == 40 and pairing.a == "random" and pairing.score < 0.5
    data = result.to_json()
    assert set(data) == {"game", "standings", "pairings"}
    assert data["standings"][0]["games"] == 40


def test_a_tournament_needs_two_bots():
    with pytest.raises(KolodaError, match="two bots"):
        round_robin(TOY, ["random"])
