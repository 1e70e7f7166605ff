"""13th Hour under random play: the contract checks of `check_playout` (every game ends, cards
are conserved, every listed action applies, illegal ones are refused with nothing changed, views
do not change when the face-down cards are re-dealt, records replay exactly)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core.conformance import check_playout
from koloda.games.thirteenth_hour import GAME

from .helpers import table

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=2, max_value=5), seed=seeds)
def test_random_games_keep_the_contract_at_every_step(players, seed):
    check_playout(GAME, players, seed)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(min_value=2, max_value=5), seed=seeds)
def test_random_games_end_conserve_cards_and_replay(players, seed):
    record = check_playout(GAME, players, seed, deep=False)
    assert sorted(record.outcome["ranks"])[0] == 1


@settings(max_examples=25, deadline=None)
@given(seed=seeds, stock=st.integers(min_value=3, max_value=20))
def test_short_stocks_and_last_rounds_end_too(seed, stock):
    codes = list(GAME.new(2).deck.code)
    random.Random(seed).shuffle(codes)
    state = table(players=3, stock=codes[:stock], last_round=seed % 2 == 0)
    rng = random.Random(seed)
    for _ in range(1000):
        if state.is_over():
            break
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.is_over() and sorted(state.cards()) == list(range(109))


def test_determinize_re_deals_only_the_face_down_order():
    state = GAME.new(4, seed=11)
    other = state.determinize(0, random.Random(5))
    assert sorted(other.stock + other.batch) == sorted(state.stock + state.batch)
    assert other.stock + other.batch != state.stock + state.batch
    assert other.rows == state.rows and other.face_up == state.face_up
