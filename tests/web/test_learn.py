"""Learn to play in the browser: from the lobby to the first Durak lesson, a wrong move
explained, then the lesson completed by dragging a card onto the one it beats, and on to the
next lesson."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .test_touch import drag

pytestmark = pytest.mark.browser


def test_the_first_durak_lesson_by_touching_cards(new_page: Any) -> None:
    page = new_page(viewport=PHONE, touch=True)
    page.goto("/")
    page.get_by_test_id("game-durak").click()
    page.get_by_test_id("learn-link").click()
    goal = page.get_by_test_id("lesson-goal")
    expect(goal).to_contain_text("Lesson 1 of")
    hand = page.locator(".seat-area.me")
    attack = page.get_by_test_id("battle").locator(".card[data-code='8D']")
    expect(attack).to_be_visible()

    # the 7♦ does not beat the 8♦: the rules say why, and the board stays
    drag(page, hand.locator(".card[data-code='7D']"), attack)
    result = page.get_by_test_id("lesson-result")
    expect(result).to_have_attribute("data-kind", "illegal")
    screenshot(page, "learn-durak-illegal-phone")

    # a hint, then the 10♦ onto the 8♦: done, and the next lesson is offered
    page.get_by_test_id("lesson-hint-button").click()
    expect(page.get_by_test_id("lesson-hint")).not_to_be_empty()
    drag(page, hand.locator(".card[data-code='10D']"), attack)
    expect(result).to_have_attribute("data-kind", "done")
    screenshot(page, "learn-durak-done-phone")
    page.get_by_test_id("lesson-next").click()
    expect(goal).to_contain_text("Lesson 2 of")
    assert page.js_errors == []
