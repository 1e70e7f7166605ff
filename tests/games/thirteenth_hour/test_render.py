"""The terminal renderer draws any 13th Hour view, in both languages."""

from __future__ import annotations

import random

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.games.thirteenth_hour import GAME

from .helpers import give, table


def draw(view: dict, lang: str) -> str:
    console = Console(width=110, color_system=None, record=True)
    console.print(get_renderer("thirteenth_hour")(view, lang))
    return console.export_text()


def test_the_renderer_shows_rows_points_and_the_card_being_given():
    state = table(players=3, rows=[["5", "hand"], ["limit", "4++"], []], won=[["++"], [], []],
                  stock=["3*", "1", "2"])
    text = draw(state.view(1), "en")
    assert "[3*]" in text and "[13→18] [4++]" in text and "4/18" in text and "you" in text
    give(state, 1)
    text = draw(state.view(None), "ru")
    assert "отказаться рукой" not in text and "Раунд 1" in text and "[рука]" in text


def test_the_renderer_draws_every_view_of_a_random_game_in_both_languages():
    state = GAME.new(4, seed=5)
    rng = random.Random(5)
    while not state.is_over():
        seat = state.actors()[0]
        if rng.random() < 0.2:
            assert draw(state.view(seat), rng.choice(["en", "ru"]))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert "Game over" in draw(state.view(0), "en")
