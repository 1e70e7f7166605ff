"""Renderers and the human agent's decisions, without a whole game."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

from koloda.cli.human import Terminal
from koloda.cli.render import generic_render, get_renderer
from koloda.cli.render.generic import format_value

from ..core.toygame import GAME as TOY
from ..core.toygame import Play


def text_of(renderable: Any) -> str:
    console = Console(file=io.StringIO(), width=120)
    console.print(renderable)
    return console.file.getvalue()  # type: ignore[attr-defined]


def test_the_generic_renderer_draws_cards_texts_and_nesting() -> None:
    view = {"hand": ["10H", "QS"], "note": {"en": "your turn", "ru": "ваш ход"},
            "piles": [["2C"], []], "done": False, "who": None}
    en = text_of(generic_render(view, "en"))
    assert "10♥ Q♠" in en and "your turn" in en and "0: 2♣" in en and "no" in en and "—" in en
    ru = text_of(generic_render(view, "ru"))
    assert "10♥ Д♠" in ru and "ваш ход" in ru and "нет" in ru


def test_format_value_keeps_plain_text() -> None:
    assert format_value("QUEEN", "en") == "QUEEN" and format_value(7, "ru") == "7"
    assert format_value({"a": 1, "b": [1, 2]}, "en") == "a: 1, b: 1 2"
    assert format_value([{"a": 1, "b": 2}], "en") == "0: a: 1, b: 2"
    nested = {"seats": [{"hand": ["10H"]}, {"hand": []}], "pile": {"top": "2C", "n": 1}}
    assert format_value(nested, "en") == "seats:\n  0: hand: 10♥\n  1: hand: —\npile: top: 2♣, n: 1"


def test_long_nested_values_are_cut_short() -> None:
    catalogue = [{"name": f"card {i}", "score": i} for i in range(20)]
    assert format_value(catalogue, "en").endswith("… 12 more")
    assert format_value(catalogue, "ru").endswith("… 12 ещё")
    assert "card 7" in format_value(catalogue, "en") and "card 8" not in format_value(catalogue, "en")


def test_a_game_without_a_renderer_gets_the_generic_one() -> None:
    assert get_renderer("toy") is generic_render
    assert get_renderer("no such-game") is generic_render


@pytest.mark.parametrize("game_id", ["palace", "durak"])
def test_palace_and_durak_renderers_draw_a_view(game_id: str) -> None:
    from koloda.core import games

    if game_id not in games():
        pytest.skip(f"{game_id} is not installed yet")
    game = games()[game_id]
    state = game.new(game.min_players, None, 1)
    renderer = get_renderer(game_id)
    for seat in (0, None):
        for lang in ("en", "ru"):
            assert text_of(renderer(state.view(seat), lang)).strip()


@pytest.mark.parametrize(("place", "en", "ru"), [
    (1, "1st place", "1-е место"), (2, "2nd place", "2-е место"), (3, "3rd place", "3-е место"),
    (4, "4th place", "4-е место"), (11, "11th place", "11-е место")])
def test_a_finished_seat_reads_its_place_in_both_languages(place: int, en: str, ru: str) -> None:
    from koloda.core import text

    placed = text("cli-render-palace-place", n=place)  # the words of a renderer: its catalog
    assert (placed.en, placed.ru) == (en, ru)
    out = text("cli-render-durak-out", n=place)
    assert (out.en, out.ru) == (f"out, {en}", f"вне игры, {ru}")


class StubPerspective:
    """Just enough of a Perspective for one decision."""

    seat = 0

    def __init__(self, must: bool) -> None:
        self.must = must

    def legal_actions(self) -> list[Play]:
        from koloda.core import parse_card

        return [Play(parse_card("10H")), Play(parse_card("2C"))]

    def must_act(self) -> bool:
        return self.must

    def view(self) -> dict[str, Any]:
        return {"hand": ["10H", "2C"]}

    def timer(self) -> None:
        return None


def decide(must: bool, answers: list[str], lang: str = "en") -> tuple[Any, str]:
    out = Console(file=io.StringIO(), width=120)
    feed = iter(answers)
    terminal = Terminal(TOY, out, lang, ["human", "random"], read=lambda prompt: next(feed))
    choice = terminal.decide(StubPerspective(must))  # type: ignore[arg-type]
    return choice, out.file.getvalue()  # type: ignore[attr-defined]


def test_enter_passes_an_optional_action() -> None:
    choice, shown = decide(False, [""])
    assert choice is None and "Enter. pass" in shown and "you may act" in shown


def test_pass_is_offered_in_russian_and_accepted_as_a_word() -> None:
    choice, shown = decide(False, ["пропустить"], "ru")
    assert choice is None and "Enter. пропустить" in shown


def test_a_number_still_chooses_an_optional_action() -> None:
    choice, _ = decide(False, ["2"])
    assert choice == Play(parse("2C"))


def test_a_label_in_the_other_language_is_understood() -> None:
    choice, _ = decide(True, ["play 10h"], "ru")
    assert choice == Play(parse("10H"))


def parse(code: str) -> Any:
    from koloda.core import parse_card

    return parse_card(code)
