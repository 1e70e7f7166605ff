"""A person plays both Spider-Man modes in the browser against a bot, by clicking the category
or symbol rows of his own top card, to the result screen (needs headless Chromium)."""

from __future__ import annotations

import time
from typing import Any

import pytest

pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")

from playwright.sync_api import expect  # noqa: E402

from tests.web.conftest import _missing, screenshot  # noqa: E402
from tests.web.helpers import (  # noqa: E402
    contrast_problems,
    create_table,
    until_something_to_do,
    wait_for_board,
)

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(_missing() is not None, reason=str(_missing()))]


def click_choices_to_the_end(page: Any, limit_s: float = 60.0) -> int:
    """Click a row of my top card whenever it offers one (else any listed action) until the
    result screen shows; returns the clicks."""
    deadline = time.monotonic() + limit_s
    rows = page.locator("[data-testid=my-top] button.action:not([disabled])")
    listed = page.locator("[data-testid=actions] button.action:not([disabled])")
    clicks = 0
    while time.monotonic() < deadline:
        if page.get_by_test_id("gameover").is_visible():
            return clicks
        target = rows if rows.count() else listed
        if target.count() == 0:
            until_something_to_do(page, "[data-testid=gameover]:visible, "
                                        "[data-testid=my-top] button.action:not([disabled]), "
                                        "[data-testid=actions] button.action:not([disabled])")
            continue
        try:
            target.first.click(timeout=1000)
            clicks += 1
        except Exception:  # the board was redrawn under the click: look again
            continue
    raise AssertionError(f"the game did not end within {limit_s} s ({clicks} clicks)")


@pytest.mark.parametrize(("game", "options", "rows"), [
    ("spiderman_strength", {"classic": True, "rounds": 6}, 5),
    ("spiderman_dark", {"rounds": 6}, 3),
])
def test_a_person_plays_spiderman_by_clicking_his_card(new_page: Any, game: str,
                                                       options: dict[str, Any], rows: int) -> None:
    page = new_page(locale="ru-RU")
    create_table(page, game, ["random"], options)
    wait_for_board(page)
    expect(page.locator(".board.spiderman")).to_be_visible()
    # Seat 0 acts first: its own top card shows with one button a category (or symbol).
    expect(page.locator("[data-testid=my-top] button.action")).to_have_count(rows)
    expect(page.locator(".seat-area.opponent .stack")).to_have_count(1)
    screenshot(page, f"table-{game}-ru-desktop")
    assert click_choices_to_the_end(page) > 0
    expect(page.get_by_test_id("gameover").locator("tbody tr")).to_have_count(2)
    expect(page.get_by_test_id("last-round")).to_be_visible()
    # the results and, with them folded away, the last round's winner line read well (it was
    # once white on white)
    assert contrast_problems(page) == []
    page.get_by_test_id("gameover").get_by_role("button", name="Показать стол").click()
    expect(page.get_by_test_id("gameover")).to_have_count(0)
    screenshot(page, f"table-{game}-ru-end")
    assert contrast_problems(page) == []
    assert page.js_errors == []
