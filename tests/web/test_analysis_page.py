"""The analysis page of a finished game: from the result screen, the progress while the search
works, then the graph, the summary and every decision with its verdict, in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import screenshot
from .helpers import contrast_problems, finished_bot_game

pytestmark = pytest.mark.browser


def test_a_finished_game_is_analysed_from_the_result_screen(server: str, new_page: Any) -> None:
    tid = finished_bot_game(server, game="durak")
    page = new_page()
    page.goto(f"/t/{tid}")
    page.get_by_test_id("analyse-link").click()
    page.wait_for_url(f"**/analysis/{tid}?seat=0")
    moves = page.get_by_test_id("analysis-moves")
    expect(moves).to_be_visible(timeout=90_000)
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("decisions")
    expect(page.locator("svg.analysis-graph polyline")).to_have_count(2)
    assert moves.locator("tbody tr").count() >= 1
    screenshot(page, "analysis-durak-en-desktop")
    assert contrast_problems(page) == []
    # the other seat, in Russian: the same page, that seat's moves
    page.get_by_test_id("lang-toggle").click()
    page.get_by_test_id("analysis-seat").select_option("1")
    # Wait for the new seat's summary itself: the first seat's table may still be on the page
    # for a moment after the choice, while the new analysis starts.
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("Решений", timeout=90_000)
    expect(page.get_by_test_id("analysis-moves")).to_be_visible()
    assert page.js_errors == []
