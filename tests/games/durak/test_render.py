"""The terminal renderer draws the table from the view alone."""

from __future__ import annotations

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.cli.render.durak import card_text, render

from .table import durak_table


def show(view: dict, lang: str) -> str:
    console = Console(width=100, record=True, color_system=None)
    console.print(render(view, lang))
    return console.export_text()


def test_the_table_shows_trump_stock_pairs_counts_and_only_the_viewers_hand():
    t = durak_table(["JC 6D", "QD KS AS", "7D 10C"], stock="8H 9H", trump="6H",
                    table="8S/10S 8D", known=["", "KS", ""])
    text = show(t.view(0), "en")
    assert "trump: 6♥" in text and "stock: 3" in text
    assert "8♠" in text and "10♠" in text and "8♦" in text
    assert "Your hand: J♣ 6♦" in text  # sorted by suit, trumps last
    assert "Q♦" not in text and "A♠" not in text  # seat 1's hidden cards
    assert "K♠" in text  # seen by everybody
    assert "3 cards" in text


def test_the_table_speaks_russian():
    t = durak_table(["JC", "QD KS"], trump="6H", table="8S")
    text = show(t.view(None), "ru")
    assert "козырь: 6♥" in text and "В♣" not in text and "отбивается" in text


def test_red_suits_are_red():
    assert card_text("10H", "en").style.startswith("red")
    assert card_text("10D", "en").style.startswith("red")
    assert not card_text("10S", "en").style.startswith("red")


def test_the_end_names_the_durak():
    t = durak_table(["8S", "9S 10D"], trump=None, trump_suit="H")
    t.play(0, "8S").beat(1, "8S", "9S")
    assert "durak — opponent" in show(t.view(0), "en")
    assert "дурак — соперник" in show(t.view(None), "ru")
    console = Console(width=100, record=True, color_system=None)
    console.print(render(t.view(0), "en", ["you", "Ben"]))
    text = console.export_text()
    assert "durak — Ben" in text and "you" in text and "seat" not in text


def test_the_cli_picks_this_renderer():
    assert get_renderer("durak") is render
