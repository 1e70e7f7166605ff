"""A check shared by the neural bot's tests: its decisions never change when what its seat
cannot see is re-dealt."""

from __future__ import annotations

import random

from koloda.core import Game, Perspective
from koloda.rl.neural import NeuralBot


def assert_blind_to_re_deals(bot: NeuralBot, game: Game, players: int, steps: int) -> None:
    """Play `steps` decisions of a seeded game with `bot` in every seat, each decided again on
    a re-dealt copy of the position, and require the same action."""
    state = game.new(players, None, 9)
    for step in range(steps):
        if state.is_over():
            break
        seat = state.to_move()
        mine = bot.act(Perspective(state, seat))
        redealt = bot.act(Perspective(state.determinize(seat, random.Random(step)), seat))
        assert mine == redealt
        state.apply(seat, mine)
