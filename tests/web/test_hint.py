"""A hint during a game against a bot: the search's suggestion is told and its move ringed."""

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
    screenshot(page, "hint-durak-en-desktop")
    assert page.js_errors == []
