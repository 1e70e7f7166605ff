"""Scattergories in the terminal: the renderer draws any view in both languages, and a person
presses "I know!" and types the answer (the free-text path of the terminal prompt)."""

from __future__ import annotations

import io
import random
import re

from rich.console import Console

from koloda.cli.human import HumanAgent, Terminal
from koloda.cli.render import get_renderer
from koloda.core import Perspective, play_match
from koloda.games.scattergories import GAME
from koloda.games.scattergories.actions import Vote

from .helpers import answer, press, table


def draw(view: dict, lang: str) -> str:
    console = Console(width=110, color_system=None, record=True)
    console.print(get_renderer("scattergories")(view, lang))
    return console.export_text()


def test_the_renderer_shows_the_combination_the_queue_and_the_votes():
    state = table(won=[["Г"], [], []])
    text = draw(state.view(0), "ru")
    assert "Б  ·  Фрукты" in text and "никто ещё не нажал" in text and "вы" in text
    assert "соперник" in text and not re.search(r"игрок \d|место \d", text)
    press(state, 1, 0)
    answer(state, 1, "банан", take="category")
    state.apply(2, Vote(False))
    text = draw(state.view(0), "en")
    assert "answer by opponent: “банан” (for the category)" in text
    assert "pressed: opponent, you" in text and "opponent: no" in text
    assert "player" not in draw(state.view(None), "en")


def test_the_renderer_draws_every_view_of_a_random_game_in_both_languages():
    rng = random.Random(4)
    state = GAME.new(3, {"short": 3, "language": "en"}, seed=4)
    while not state.is_over():
        for seat in (None, 0, 1, 2):
            draw(state.view(seat), rng.choice(["en", "ru"]))
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert "Game over" in draw(state.view(None), "en")


class Judge:
    """A seat that accepts every answer and never presses."""

    name = "judge"

    def act(self, perspective: Perspective) -> Vote | None:
        return Vote(True) if Vote(True) in perspective.legal_actions() else None


def test_a_person_at_the_terminal_presses_and_types_the_answer():
    typed = iter(["1", "1", "Банан", "1", "1", "апельсин"])
    out = io.StringIO()
    console = Console(file=out, width=110, color_system=None)
    terminal = Terminal(GAME, console, "ru", ["human", "judge"], read=lambda prompt: next(typed))
    position = {"players": 2, "letters": ["Б", "А"], "categories": ["fruits", "animals", "birds"]}
    result = play_match(GAME, [HumanAgent(terminal), Judge()], setup=position,
                        on_step=terminal.on_step)
    answers = [a for _, a in result.record.actions if a["type"] == "answer"]
    assert answers == [{"type": "answer", "text": "Банан", "take": "letter"},
                       {"type": "answer", "text": "апельсин", "take": "letter"}]
    assert result.state.view(None)["scores"] == [2, 0]
    assert "Я знаю!" in out.getvalue() and "ответить и взять букву" in out.getvalue()
