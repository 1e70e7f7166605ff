"""The terminal renderer draws the table and the cards from a view, in both languages."""

from __future__ import annotations

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.cli.render.card_ball import COLUMNS, ROWS, cell_of
from koloda.games.card_ball.geometry import CUE

from .table import needs_pooltool, table

pytestmark = needs_pooltool


def draw(view: dict, lang: str = "en") -> str:
    console = Console(width=110, record=True, force_terminal=False)
    console.print(get_renderer("card_ball")(view, lang))
    return console.export_text()


def position():
    return table(["7♥ 3♣", "Q♦ 3♦"], {CUE: (0.5, 0.3), 7: (0.3, 1.5), 3: (0.6, 1.0),
                                      12: (0.8, 0.8)},
                 stock="KS 9D", gone=[], set_aside=["5C"])


def test_the_table_shows_the_balls_the_counts_and_only_the_viewers_hand():
    text = draw(position().view(0))
    assert " ○ " in text and " 7 " in text and " 3 " in text
    assert "Your hand: 3♣ 7♥" in text and "Q♦" not in text
    assert "you: 2 cards" in text and "opponent: 2 cards" in text
    assert "stock: 2" in text and "set aside: 5♣" in text
    assert "pot the 7 into" in text and "shot AIM SPEED" in text
    assert "cue (50, 30)" in text


def test_russian_and_a_spectator_without_a_hand_or_shots():
    ru = draw(position().view(1), "ru")
    assert "Ваша рука: 3♦ Д♦" in ru and "колода: 2" in ru and "Удары:" not in ru
    spectator = draw(position().view(None))
    assert "Your hand" not in spectator and "Next shot" in spectator
    assert "Бьёт соперник" in ru and "вы: 2 карты" in ru


def test_russian_card_counts_agree():
    from koloda.cli.render.card_ball import cards_count

    assert [cards_count(n, True) for n in (1, 2, 5, 11, 21, 22)] == [
        "1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты"]
    assert cards_count(1, False) == "1 card" and cards_count(7, False) == "7 cards"


def test_the_foot_rail_is_at_the_top_and_the_head_rail_at_the_bottom():
    view = position().view(None)
    assert cell_of(0.0, view["table"]["length"], view["table"])[0] == 0
    assert cell_of(view["table"]["width"], 0.0, view["table"]) == (ROWS - 1, COLUMNS - 1)


def test_the_end_shows_places_settlement_and_the_next_order():
    state = position()
    state.finish([0], 0)
    text = draw(state.view(0))
    assert "Game over. You finish first; settlement: +2" in text
    assert "in the next game you shoot first" in text
    assert "Партия окончена. У вас 1-е место" in draw(state.view(0), "ru")
    assert "settlement" not in draw(state.view(None))  # the outcome table names everyone
