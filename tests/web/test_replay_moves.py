"""The replay page lists every move; a click on one shows the position after it."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from .conftest import screenshot
from .helpers import finished_bot_game

pytestmark = pytest.mark.browser


def test_a_click_in_the_move_list_goes_to_that_move(server: str, new_page: Any) -> None:
    tid = finished_bot_game(server)
    total = len(httpx.get(f"{server}/api/tables/{tid}/record").json()["actions"])
    page = new_page()
    page.goto(f"/replay/{tid}")
    moves = page.get_by_test_id("moves").locator("li")
    expect(moves).to_have_count(total)
    page.get_by_test_id("move-3").click()
    expect(page.get_by_test_id("replay-step")).to_have_text(f"Move 3 of {total}")
    expect(page.get_by_test_id("move-3")).to_have_attribute("aria-current", "step")
    screenshot(page, "replay-moves-en-desktop")
    assert page.js_errors == []
