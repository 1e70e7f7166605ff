"""A game without a renderer of its own (the core's toy trick game) is still playable: the
generic renderer lays out its view and offers its listed actions as buttons."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import create_table, play_to_the_end, wait_for_board

pytestmark = pytest.mark.browser


def test_generic_renderer_shows_the_view_and_plays_a_game(new_page: Any) -> None:
    page = new_page()
    create_table(page, "toy", ["random"])
    wait_for_board(page)
    expect(page.locator(".board.generic")).to_be_visible()
    expect(page.locator(".generic-view dt").first).to_be_visible()
    expect(page.locator("[data-testid=plate-0]")).to_contain_text("Alice")
    play_to_the_end(page, limit_s=20)
    expect(page.get_by_test_id("gameover").locator("tbody tr")).to_have_count(2)
    assert page.js_errors == []
