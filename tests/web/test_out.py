"""A player who is out while the others play on may keep watching, leave, or (once only bots
still play) have the bots play the game out at once."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser

#: bots that take their time, so the game would go on for half a minute by itself
SLOW = {"bot_delay": 2}


def knocked_out(page: Any) -> None:
    """At a knockout table with two slow bots, make my one move: I am out, they play on."""
    create_table(page, "knockout", ["random", "random"], SLOW)
    wait_for_board(page)
    page.locator("button.action[data-type=lay]").click()
    expect(page.get_by_test_id("out-panel")).to_be_visible()


def test_an_out_player_has_the_bots_play_to_the_end(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    knocked_out(page)
    expect(page.get_by_test_id("out-panel")).to_contain_text("You are out: place 1.")
    expect(page.get_by_test_id("actions")).to_have_count(0)
    screenshot(page, "out-panel-en-phone")
    page.get_by_test_id("to-the-end").click()
    # sixteen bot moves two seconds apart would take half a minute; played out, far less
    expect(page.get_by_test_id("gameover")).to_be_visible(timeout=10_000)
    expect(page.get_by_test_id("gameover").locator("tbody tr.mine")).to_contain_text("Alice")
    assert page.js_errors == []


def test_an_out_player_may_leave_in_russian(new_page: Any) -> None:
    page = new_page(locale="ru-RU")
    knocked_out(page)
    expect(page.get_by_test_id("out-panel")).to_contain_text("Вы выбыли: 1-е место.")
    # no question asked: nothing is left to play for them
    page.get_by_test_id("leave-out").click()
    page.wait_for_url(re.compile(r".*/$"))
    assert page.js_errors == []
