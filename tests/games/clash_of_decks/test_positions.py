"""Positions written by `to_setup` read back by `setup` to the same position, in both games."""

from __future__ import annotations

import random

import pytest

from koloda.core import Game, Perspective
from koloda.games.clash_of_decks import GAME, SOLO
from koloda.games.clash_of_decks.bots import HeuristicBot


def _written(game: Game, players: int, seed: int) -> int:
    """Plays a seeded game and checks every battle position that can be written; their count."""
    state = game.new(players, None, seed)
    bots = [HeuristicBot(seed=seed + s) for s in range(players)]
    rng = random.Random(seed)
    written = 0
    while not state.is_over():
        try:
            position = state.to_setup()
        except NotImplementedError:
            position = None
        if position is not None:
            copy = game.setup(position)
            assert copy.to_setup() == position
            for seat in range(players):
                assert copy.legal_actions(seat) == state.legal_actions(seat)
            written += 1
        seat = state.to_move()
        legal = state.legal_actions(seat)
        action = bots[seat].act(Perspective(state, seat)) if rng.random() < 0.7 else rng.choice(legal)
        state.apply(seat, action)
    return written


@pytest.mark.parametrize("seed", [1, 2])
def test_a_duel_position_reads_back_as_written(seed: int) -> None:
    assert _written(GAME, 2, seed) > 10


@pytest.mark.parametrize("seed", [1, 2])
def test_a_solo_position_reads_back_as_written(seed: int) -> None:
    assert _written(SOLO, 1, seed) > 5
