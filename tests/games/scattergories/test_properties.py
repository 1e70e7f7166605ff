"""Scattergories under random play: the contract checks of `check_playout`. A race ends too:
presses, answers and votes move it on, and every stage has a time limit. Short decks keep the
deep checks quick; a full deck is played with three players (two judges, so a random vote
accepts more often than not and a random game is not a long random walk)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core import Record, replay
from koloda.core.conformance import check_playout, snapshot
from koloda.games.scattergories import GAME

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=2, max_value=6), seed=seeds,
       short=st.integers(min_value=2, max_value=6), language=st.sampled_from(["ru", "en"]))
def test_random_short_games_keep_the_contract_at_every_step(players, seed, short, language):
    check_playout(GAME, players, seed, {"short": short, "language": language})


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds)
def test_random_full_games_end_conserve_cards_and_replay(seed):
    record = check_playout(GAME, 3, seed, deep=False)
    assert sorted(record.outcome["ranks"])[0] == 1


@settings(max_examples=8, deadline=None)
@given(players=st.integers(min_value=2, max_value=6), seed=seeds)
def test_timeouts_alone_move_a_game_on_and_replay(players, seed):
    """Whatever mix of moves and time limits running out, the game stays consistent."""
    state = GAME.new(players, {"short": 3}, seed)
    rng = random.Random(seed)
    record = Record(GAME.id, GAME.rules_version, GAME.options_to_json(GAME.options({"short": 3})),
                    ["x"] * players, seed)
    for _ in range(400):
        if state.is_over():
            break
        if rng.random() < 0.3:
            seat, action = None, state.timer().action
        else:
            seat = rng.choice(state.actors())
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, GAME.codec.encode(action)))
        assert sorted(state.cards()) == sorted(GAME.new(players, {"short": 3}, seed).cards())
    assert snapshot(replay(Record.loads(record.dumps()), GAME)) == snapshot(state)


def test_determinize_re_deals_only_the_cards_under_the_shown_ones():
    state = GAME.new(4, seed=11)
    other = state.determinize(0, random.Random(5))
    for mine, theirs in zip(state.piles, other.piles, strict=True):
        assert mine[-1] == theirs[-1] and sorted(mine) == sorted(theirs)
    assert other.piles != state.piles
    assert json.dumps(other.view(2)) == json.dumps(state.view(2))


def test_a_short_game_deals_that_many_cards_of_each_deck():
    state = GAME.new(2, {"short": 4}, seed=3)
    view = state.view(0)
    assert view["letters_left"] == 4 and view["categories_left"] == 4
    assert len(state.cards()) == 8
