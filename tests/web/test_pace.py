""""Faster": a person who only watches bots play rounds (Spider-Man's Battle of Strength, where
the starter's top card decides) speeds the bots up, and can go back to the normal pace."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_a_watching_person_makes_the_bots_faster_and_back(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "spiderman_strength", ["random", "random"], {"bot_delay": 3})
    wait_for_board(page)
    faster = page.get_by_test_id("pace")
    mine = page.locator("button.action:not([disabled])")
    # reveal when I start a round; with nothing to do while the bots take three seconds a
    # move, the button is offered
    deadline = time.monotonic() + 40
    while not faster.count():
        assert time.monotonic() < deadline, "no 'Faster' while only watching"
        page.wait_for_function("document.querySelector('[data-testid=pace]') ||"
                               " document.querySelector('button.action:not([disabled])')")
        if mine.count() and not faster.count():
            try:
                mine.first.click(timeout=1000)
            except PlaywrightError:  # redrawn under the click: look again
                pass
    expect(faster).to_have_text("Faster")
    screenshot(page, "pace-spiderman-en-phone")
    faster.click()
    expect(faster).to_have_attribute("aria-pressed", "true")
    expect(faster).to_have_text("Normal pace")
    # rounds now go by in fractions of a second (I reveal when I start one): the board's
    # version climbs by eight within seconds, where the table's pace would take half a minute
    board, over = page.get_by_test_id("board"), page.get_by_test_id("gameover")
    start, deadline = int(board.get_attribute("data-version") or 0), time.monotonic() + 15
    while int(board.get_attribute("data-version") or 0) < start + 8 and not over.count():
        assert time.monotonic() < deadline, "the bots did not speed up"
        page.wait_for_function(
            f"Number(document.querySelector('[data-testid=board]').dataset.version) >= {start + 8}"
            " || document.querySelector('button.action:not([disabled])')"
            " || document.querySelector('[data-testid=gameover]')", timeout=15_000)
        if mine.count():
            try:
                mine.first.click(timeout=1000)
            except PlaywrightError:
                pass
    if page.get_by_test_id("gameover").count() == 0:
        page.get_by_test_id("pace").click()
        # back to the table's pace (the switch itself hides while it is my move)
        expect(page.locator("[data-testid=pace][aria-pressed=true]")).to_have_count(0)
    assert page.js_errors == []
