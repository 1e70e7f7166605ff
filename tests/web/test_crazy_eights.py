"""The example game from another package (examples/crazy_eights) in the browser, with no file of
koloda naming it (issue 46, item 3): the lobby lists it with its own picture and words, and its
table draws with the renderer and the words its package serves, in both languages, and plays to
the end."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, dismiss_hint, play_to_the_end, wait_for_board

pytest.importorskip("crazy_eights", reason="the example game is not installed (make test does)")
pytestmark = pytest.mark.browser


def test_the_lobby_shows_the_game_with_its_own_picture_and_words(new_page: Any) -> None:
    page = new_page(locale="ru-RU", viewport=PHONE)
    page.goto("/")
    card = page.get_by_test_id("game-crazy_eights")
    expect(card).to_contain_text("Сумасшедшие восьмёрки")
    # the picture the game's package serves, drawn once the server says where it is
    expect(card.locator("svg.game-art image")).to_have_attribute(
        "href", "/static/games/crazy_eights/art.svg")
    card.click()
    expect(page.get_by_test_id("opt-draw_to_play")).to_be_visible()
    screenshot(page, "crazy_eights-lobby-ru-phone")
    assert page.js_errors == []


@pytest.mark.parametrize(("locale", "viewport", "follow"), [
    ("en-US", PHONE, "Suit to follow"), ("ru-RU", DESKTOP, "Масть")])
def test_a_table_draws_with_the_packages_renderer_and_plays_to_the_end(
        new_page: Any, locale: str, viewport: dict[str, int], follow: str) -> None:
    page = new_page(locale=locale, viewport=viewport)
    create_table(page, "crazy_eights", ["heuristic"])
    wait_for_board(page)
    dismiss_hint(page)
    expect(page.locator(".board.crazy-eights")).to_be_visible()
    expect(page.get_by_test_id("follow")).to_contain_text(follow)  # the package's own words
    # the package's renderer imports the client's modules by their plain addresses: the page's
    # import map makes them the build's copies, the ones the page runs (one i18n, one state)
    loaded = page.evaluate("performance.getEntriesByType('resource')"
                           ".map((entry) => new URL(entry.name).pathname)")
    assert [p for p in loaded if p.startswith("/static/") and not p.startswith(
        ("/static/v/", "/static/games/crazy_eights/"))] == []
    assert any(p.endswith("/js/i18n.js") for p in loaded)
    expect(page.locator(".seat-area.me .card").first).to_be_visible()
    size = "phone" if viewport == PHONE else "desktop"
    screenshot(page, f"crazy_eights-{locale[:2]}-{size}")
    play_to_the_end(page, limit_s=60)
    expect(page.get_by_test_id("gameover").locator("tbody tr")).to_have_count(2)
    screenshot(page, f"crazy_eights-over-{locale[:2]}-{size}")
    assert page.js_errors == []
