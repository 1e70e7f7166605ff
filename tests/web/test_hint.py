"""A hint during a game against a bot: the search's suggestion is told, its move's button
ringed, and on the board the cards that move plays."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, dismiss_hint, wait_for_board

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_hint_rings_the_suggested_move(new_page: Any, size: str) -> None:
    page = new_page(viewport=PHONE if size == "phone" else DESKTOP, touch=size == "phone")
    create_table(page, "durak", ["random"], {"bot_delay": 0.3})
    wait_for_board(page)
    dismiss_hint(page)
    suggested = page.locator("[data-testid=actions] button.action.suggested")
    board = page.get_by_test_id("board")
    # The deal is secret: ask at each of my turns until the search suggests playing a card
    # (it may first say "take the cards" or "wait", several turns running: one run went 12
    # turns without a card).
    for _ in range(30):
        page.get_by_test_id("hint").click()
        toast = page.locator(".toast").last
        # The bot may move while the search thinks (a throw-in while we defend): the server then
        # says so and asks us to ask again, which is the right answer, not a failure.
        expect(toast).to_contain_text(re.compile("The search suggests|moved on while the hint"))
        if "moved on" in (toast.text_content() or ""):
            expect(page.get_by_test_id("hint")).to_be_enabled()
            continue
        if suggested.count() and suggested.get_attribute("data-cards"):
            break
        version = board.get_attribute("data-version")
        (suggested if suggested.count() else page.locator("button.action").first).click()
        expect(board).not_to_have_attribute("data-version", version or "")
        expect(page.get_by_test_id("hint")).to_be_enabled()
    else:
        pytest.fail("the search never suggested playing a card")
    expect(suggested).to_have_count(1)
    cards = (suggested.get_attribute("data-cards") or "").split()
    for code in cards:
        expect(board.locator(f".card[data-code='{code}'].suggested")).to_have_count(1)
    assert board.locator(".suggested").count() == len(cards)  # nothing else ringed
    screenshot(page, f"hint-durak-en-{size}")
    # a move made clears the ring: the suggestion was for the position before it. The bot may
    # move first (a throw-in while we defend), which also moves the table on and clears it.
    version = board.get_attribute("data-version")
    with contextlib.suppress(PlaywrightTimeoutError):
        suggested.click(timeout=5000)
    expect(board).not_to_have_attribute("data-version", version or "")
    expect(board.locator(".suggested")).to_have_count(0)
    assert page.js_errors == []
