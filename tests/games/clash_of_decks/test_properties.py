"""Random duels in every format keep the contract at every step (`check_playout`): they end,
cards are conserved, listed actions apply, illegal ones change nothing, views do not leak
under determinization, records replay exactly."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core.conformance import check_playout
from koloda.games.clash_of_decks import GAME

seeds = st.integers(min_value=0, max_value=2**32 - 1)
formats = st.sampled_from(["preconstructed", "draft", "constructed"])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fmt=formats, seed=seeds)
def test_random_duels_keep_the_contract_at_every_step(fmt, seed):
    check_playout(GAME, 2, seed, {"format": fmt})


@settings(max_examples=30, deadline=None)
@given(fmt=formats, seed=seeds)
def test_random_duels_end_conserve_cards_and_replay(fmt, seed):
    record = check_playout(GAME, 2, seed, {"format": fmt}, deep=False)
    assert sorted(record.outcome["ranks"])[0] == 1
