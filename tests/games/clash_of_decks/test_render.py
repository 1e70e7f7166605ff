"""The terminal renderer draws any Clash of Decks view, duel or solo, in both languages."""

from __future__ import annotations

import random

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.games.clash_of_decks import GAME, SOLO

from .helpers import battle


def draw(game_id: str, view: dict, lang: str) -> str:
    console = Console(width=140, color_system=None, record=True)
    console.print(get_renderer(game_id)(view, lang))
    return console.export_text()


def test_the_board_shows_rows_hands_and_the_bastion():
    state = battle("bastion troll boom", "fort grrr zombie", ("brute", ""), ("", "ogre"))
    text = draw("clash_of_decks", state.view(0), "en")
    assert "Brute 5/5" in text and "[BASTION]" in text and "[FORT]" in text and "Ogre" in text
    assert "health 2" in text
    assert "Тролль" in draw("clash_of_decks", state.view(0), "ru")


def test_every_view_of_random_games_draws_in_both_languages():
    for game, players, options in ((GAME, 2, {"format": "draft"}), (SOLO, 1, {})):
        state = game.new(players, options, seed=4)
        rng = random.Random(4)
        while not state.is_over():
            seat = state.actors()[0]
            if rng.random() < 0.3:
                assert draw(game.id, state.view(seat), rng.choice(["en", "ru"]))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert "Game over" in draw(game.id, state.view(0), "en")
