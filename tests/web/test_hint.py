"""A hint during a game against a bot: the search's suggestion is told, its move's button
ringed, and on the board the cards that move plays."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import screenshot
from .helpers import create_table, dismiss_hint, wait_for_board

pytestmark = pytest.mark.browser


def test_a_hint_rings_the_suggested_move(new_page: Any) -> None:
    page = new_page()
    create_table(page, "durak", ["random"], {"bot_delay": 5})
    wait_for_board(page)
    dismiss_hint(page)
    hint = page.get_by_test_id("hint")
    hint.click()
    suggested = page.locator("[data-testid=actions] button.action.suggested")
    expect(page.locator(".toast").last).to_contain_text("The search suggests")
    if "wait" not in (page.locator(".toast").last.inner_text()):
        expect(suggested).to_have_count(1)
        cards = suggested.get_attribute("data-cards").split()
        assert cards  # Durak's first move plays a card
        for code in cards:
            expect(page.locator(f"[data-testid=board] .card[data-code='{code}'].suggested"
                                )).to_have_count(1)
        screenshot(page, "hint-durak-en-desktop")
        # a move made clears the ring: the suggestion was for the position before it
        suggested.click()
        expect(page.locator("[data-testid=board] .suggested")).to_have_count(0)
    assert page.js_errors == []
