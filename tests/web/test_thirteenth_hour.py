"""13th Hour in the browser: a person deals cards to seats by clicking until the game is over."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")

from playwright.sync_api import expect  # noqa: E402

from tests.web.conftest import _missing, screenshot  # noqa: E402
from tests.web.helpers import create_table, play_to_the_end, wait_for_board  # noqa: E402

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(_missing() is not None, reason=str(_missing()))]


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_a_person_plays_thirteenth_hour_against_a_bot_to_the_result(new_page: Any,
                                                                      locale: str) -> None:
    page = new_page(locale=locale)
    create_table(page, "thirteenth_hour", ["heuristic"])
    wait_for_board(page)
    expect(page.get_by_test_id("seat-0")).to_be_visible()
    expect(page.get_by_test_id("seat-1")).to_be_visible()
    expect(page.get_by_test_id("discard")).to_be_visible()
    # the symbols are pictures with a legend, each row's points a bar against its limit
    expect(page.locator(".hour-legend li svg.hour-icon")).to_have_count(5)
    expect(page.locator("[data-testid=seat-0] .hour-meter")).to_have_attribute("aria-valuemax", "13")
    screenshot(page, f"table-thirteenth_hour-{locale[:2]}-desktop")
    assert play_to_the_end(page, limit_s=150) > 10
    expect(page.get_by_test_id("gameover").locator("tbody tr")).to_have_count(2)
    # every card the game dealt was drawn with its symbols (a special card shows an icon)
    drawn = page.locator(".card.hour").evaluate_all(
        "els => els.filter(e => /hand|return|limit|draw|bonus/.test(e.className))"
        ".every(e => e.querySelector('svg.hour-icon'))")
    assert drawn
    assert page.js_errors == []
