"""The terminal renderer draws the table from a view, in both languages."""

from __future__ import annotations

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.cli.render.palace import card_text

from .table import palace_table


def draw(view: dict, lang: str = "en", names: list[str] | None = None) -> str:
    console = Console(width=100, record=True, force_terminal=False)
    console.print(get_renderer("palace")(view, lang, names))
    return console.export_text()


def test_the_table_shows_the_pile_the_counts_and_only_the_viewers_hand():
    table = palace_table(["7♣ 4♦ 5♦", "8♣ 9♣ J♣"], face_up=["A♠ 2♥", "K♦"],
                         stock="7♥ A♣", pile="6♠ 6♥")
    text = draw(table.state.view(0))
    assert "Pile (2): 6♠ 6♥" in text and "to beat: 6♥" in text and "stock: 2" in text
    assert "Your hand: 7♣ 4♦ 5♦" in text and "A♠ 2♥" in text and "▶ to play" in text
    assert "8♣" not in text  # seat 1's hand is not in seat 0's view
    assert "you" in text and "opponent" in text and "seat" not in text
    assert "Ben" in draw(table.state.view(0), "en", ["you", "Ben"])
    ru = draw(table.state.view(1), "ru")
    assert "Ваша рука: 8♣ 9♣ В♣" in ru and "Стопка (2)" in ru


def test_red_suits_are_red():
    assert "red" in str(card_text("QH", "en").style)
    assert "red" not in str(card_text("QS", "en").style)


def test_a_spectator_sees_no_hand_and_a_finished_game_its_places():
    table = palace_table(["9♣", "3♣", "J♦"], pile="8♣")
    table.play(0, "9♣")
    table.pick_up(1)
    table.play(2, "J♦")
    text = draw(table.state.view(None))
    assert "Your hand" not in text and "Game over." in text and "3rd place" in text
    assert "3-е место" in draw(table.state.view(None), "ru")
