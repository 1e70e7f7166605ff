"""The terminal renderers draw only from the view: the viewer's own top card when he may look at
it, never another seat's, in both languages."""

from __future__ import annotations

from rich.console import Console

from koloda.cli.render import get_renderer
from koloda.games.spiderman import DARK, STRENGTH
from koloda.games.spiderman.actions import Call, Reveal


def text(game_id: str, view: dict, lang: str) -> str:
    console = Console(width=110, record=True, color_system=None)
    console.print(get_renderer(game_id)(view, lang))
    return console.export_text()


def test_strength_shows_the_starters_card_only_to_him_and_the_last_round():
    state = STRENGTH.new(3, {"classic": True}, seed=4)
    top = state.cardset.cards[state.decks[0][0]]
    mine = text("spiderman_strength", state.view(0), "ru")
    assert top.name.ru in mine and "Ваша верхняя карточка" in mine and "Сила" in mine
    assert top.name.en not in text("spiderman_strength", state.view(1), "en")
    plain = STRENGTH.new(2, seed=2031)
    plain.apply(0, Reveal())
    shown = text("spiderman_strength", plain.view(None), "en")
    assert "Last round" in shown and "wins the round" in shown and "Default set" in shown


def test_dark_shows_the_callers_card_only_to_him_and_the_last_call():
    state = DARK.new(2, seed=3)
    top = state.cardset.cards[state.decks[0][0]]
    assert top.name.en in text("spiderman_dark", state.view(0), "en")
    assert top.name.ru not in text("spiderman_dark", state.view(1), "ru")
    state.apply(0, Call("danger"))
    shown = text("spiderman_dark", state.view(None), "ru")
    assert "назван символ опасность" in shown and "Прошлый раунд" in shown
