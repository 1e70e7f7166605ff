""""Faster": once every person is out of the game and only bots play on (the knockout test game:
the person at seat 0 is out after one move), a person who watches speeds the bots up, and can go
back to the normal pace. While a person still plays the pace is theirs: no "Faster" is offered
(the server refuses it too)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, wait_for_board, wait_until

pytestmark = pytest.mark.browser


def test_a_watching_person_makes_the_bots_faster_and_back(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "knockout", ["random", "random"], {"bot_delay": 3})
    wait_for_board(page)
    faster = page.get_by_test_id("pace")
    # still in the game: the pace is mine, nobody offers to hurry it
    expect(page.locator("button.action[data-type=lay]")).to_be_enabled()
    expect(faster).to_have_count(0)
    page.locator("button.action[data-type=lay]").click()
    expect(page.get_by_test_id("out-panel")).to_be_visible()
    # out, with bots that take three seconds a move: the switch is offered
    expect(faster).to_have_text("Faster")
    screenshot(page, "pace-knockout-en-phone")
    faster.click()
    expect(faster).to_have_attribute("aria-pressed", "true")
    expect(faster).to_have_text("Normal pace")
    # moves now go by in fractions of a second: the board's version climbs by four within
    # seconds, where the table's pace would take twelve
    board, over = page.get_by_test_id("board"), page.get_by_test_id("gameover")
    start, deadline = int(board.get_attribute("data-version") or 0), time.monotonic() + 8
    wait_until(page,
        f"Number(document.querySelector('[data-testid=board]').dataset.version) >= {start + 4}"
        " || document.querySelector('[data-testid=gameover]')", timeout_ms=8_000)
    assert time.monotonic() < deadline
    if over.count() == 0:
        faster.click()
        expect(page.locator("[data-testid=pace][aria-pressed=true]")).to_have_count(0)
    assert page.js_errors == []
