"""Every page a player meets reads well: the lobby, the waiting room, the result screen and the
replay meet WCAG AA contrast (axe-core), in both languages, on a phone and a laptop, light and
dark. The tables
of every game are checked in test_layout.py."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE
from .helpers import contrast_problems, create_table, finished_bot_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("locale", "viewport", "scheme"),
                         [("en-US", PHONE, "light"), ("ru-RU", DESKTOP, "light"),
                          ("en-US", PHONE, "dark")])
def test_the_pages_around_the_table_meet_aa_contrast(server: str, new_page: Any, locale: str,
                                                     viewport: dict[str, int],
                                                     scheme: str) -> None:
    finished = finished_bot_game(server)
    page = new_page(locale=locale, viewport=viewport)
    page.emulate_media(color_scheme=scheme)

    page.goto("/")
    expect(page.get_by_test_id("game-durak")).to_be_visible()
    expect(page.get_by_test_id("list-finished").locator("li").first).to_be_visible()
    assert contrast_problems(page) == [], "lobby"

    # the waiting room of a table with an empty seat
    create_table(page, "durak", [""])
    expect(page.get_by_test_id("start")).to_be_visible()
    assert contrast_problems(page) == [], "waiting room"

    page.goto(f"/t/{finished}")
    expect(page.get_by_test_id("gameover")).to_be_visible()
    assert contrast_problems(page) == [], "result screen"

    page.goto(f"/replay/{finished}")
    expect(page.get_by_test_id("moves").locator("li").first).to_be_visible()
    assert contrast_problems(page) == [], "replay"
    assert page.js_errors == []
