"""`State.out_seats`: the games where players drop out before the end say who is out, in step
with what their views already show (a host offers "play it out" on it)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from koloda.core import Game, get_game


def _durak(view: dict[str, Any]) -> set[int]:
    return {i for i, s in enumerate(view["seats"]) if s["out"] is not None}


def _palace(view: dict[str, Any]) -> set[int]:
    return {i for i, s in enumerate(view["seats"]) if s["finished"]}


def _spiderman(view: dict[str, Any]) -> set[int]:
    return {i for i, d in enumerate(view["decks"]) if d["out"]}


CASES: list[tuple[str, int, Callable[[dict[str, Any]], set[int]]]] = [
    ("durak", 4, _durak), ("palace", 4, _palace), ("spiderman_dark", 4, _spiderman),
]


@pytest.mark.parametrize(("game_id", "players", "shown"), CASES)
def test_out_seats_follow_the_view_and_someone_drops_out_before_the_end(
        game_id: str, players: int, shown: Callable[[dict[str, Any]], set[int]]) -> None:
    game: Game = get_game(game_id)
    seen_out_while_running = False
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new(players, game.options(None), seed)
        while not state.is_over():
            out = set(state.out_seats())
            assert out == shown(state.view(None))
            seen_out_while_running |= bool(out)
            # an actor listed from public facts may hold nothing fitting: one that has a move
            seat = rng.choice([s for s in state.actors() if state.legal_actions(s)])
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen_out_while_running, f"nobody dropped out of {game_id} before the end"


@pytest.mark.parametrize("game_id", ["thirteenth_hour", "scattergories", "card_ball"])
def test_games_where_nobody_drops_out_keep_the_default(game_id: str) -> None:
    game = get_game(game_id)
    if game.unavailable:
        pytest.skip(game.unavailable.en)
    state = game.new(game.min_players, game.options(None), 1)
    assert state.out_seats() == ()
