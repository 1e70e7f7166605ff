"""ISMCTS on the real games (skipped where a game does not load here)."""

from __future__ import annotations

import random

import pytest

from koloda.bots.ismcts import ISMCTS
from koloda.bots.random_bot import RandomBot
from koloda.core import KolodaError, Perspective, get_game, play_match
from koloda.sim import wilson
from koloda.sim.bench import search_position

from .test_ismcts import Spy, root_stats


def game_or_skip(game_id: str):
    try:
        return get_game(game_id)
    except KolodaError as exc:
        pytest.skip(str(exc))


@pytest.mark.parametrize("game_id", ["durak", "palace"])
def test_only_the_perspective_is_used_on_a_real_game(game_id):
    game = game_or_skip(game_id)
    state = search_position(game, 3, seed=1)
    spy = Spy(state)
    seat = state.to_move()
    bot = ISMCTS(iterations=30, seed=0, rollout_depth="auto")
    choice = bot.act(Perspective(spy, seat))  # type: ignore[arg-type]
    assert choice in state.legal_actions(seat)
    assert set(spy.read) <= {"legal_actions", "to_move", "actors", "timer", "determinize",
                             "view"}  # view: a game's book (Palace's swaps) reads the seat's own


def test_beats_random_at_two_player_durak():
    game = game_or_skip("durak")
    wins, games = 0.0, 24
    for i in range(games):
        seat = i % 2  # both seats, so the first-move advantage cancels out
        agents = [RandomBot(100 + i), RandomBot(200 + i)]
        agents[seat] = ISMCTS(iterations=10, seed=i)  # type: ignore[call-overload]
        wins += play_match(game, agents, seed=i).state.outcome().rewards()[seat]
    low, _ = wilson(wins, games)
    assert low > 0.5, f"ISMCTS won {wins} of {games}"  # better than an even game, beyond chance


@pytest.mark.parametrize("game_id", ["durak", "palace"])
def test_decisions_do_not_depend_on_cards_hidden_from_the_seat_on_a_real_game(game_id):
    # Two re-deals of one position for the deciding seat differ only in what it cannot see.
    game = game_or_skip(game_id)
    state = search_position(game, 3, seed=5)
    seat = state.to_move()
    a = state.determinize(seat, random.Random(1))
    b = state.determinize(seat, random.Random(2))
    assert a.view(seat) == b.view(seat)
    assert [a.view(s) for s in range(3) if s != seat] != [b.view(s) for s in range(3) if s != seat]
    roots = [ISMCTS(iterations=60, seed=9, rollout_depth="auto").search(Perspective(s, seat))
             for s in (a, b)]
    assert root_stats(roots[0]) == root_stats(roots[1])
