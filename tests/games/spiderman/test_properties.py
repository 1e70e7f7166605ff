"""The contract over random playouts (Hypothesis): every game ends, cards are conserved, legal
actions apply, illegal ones are refused unchanged, views do not leak, records replay exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.core.conformance import check_playout
from koloda.games.spiderman import DARK, STRENGTH
from koloda.games.spiderman.state import MAX_ROUNDS

seeds = st.integers(0, 2**32 - 1)


@settings(max_examples=8, deadline=None)
@given(seed=seeds, players=st.integers(2, 5), classic=st.booleans(),
       cards=st.sampled_from([0, 6, 12, 20]), rounds=st.integers(1, 25))
def test_battle_of_strength_keeps_the_contract(seed, players, classic, cards, rounds):
    # Deep checks snapshot every view many times a step: games are kept to 25 rounds here, and
    # full-length games are checked below without the deep part.
    if cards and cards < players:
        cards = 0
    options = {"classic": classic, "cards": cards, "rounds": rounds}
    check_playout(STRENGTH, players, seed, options)


@settings(max_examples=12, deadline=None)
@given(seed=seeds, players=st.integers(2, 4), cards=st.sampled_from([0, 12, 16]),
       rounds=st.integers(1, 25))
def test_battle_in_the_dark_keeps_the_contract(seed, players, cards, rounds):
    check_playout(DARK, players, seed, {"cards": cards, "rounds": rounds})


@settings(max_examples=8, deadline=None)
@given(seed=seeds, players=st.integers(2, 8), classic=st.booleans())
def test_full_games_without_a_round_limit_end(seed, players, classic):
    # No agreed limit: the game ends with one holder or at the documented cap.
    for game, options in ((STRENGTH, {"classic": classic}), (DARK, {})):
        record = check_playout(game, players, seed, options, deep=False)
        assert len(record.actions) <= MAX_ROUNDS
