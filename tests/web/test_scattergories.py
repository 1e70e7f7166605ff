"""Scattergories in real Chromium: two people (one joins by the invite link) and a bot play a
short game to the end: pressing "I know!" by button and by keyboard, typing answers, voting."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def step(page: Any, n: int, keyboard: bool) -> bool:
    """One move if this page has one: vote yes, answer, or press. True if it acted."""
    try:
        yes = page.locator("[data-testid=vote-yes]:not([disabled])")
        box = page.locator("[data-testid=answer-input]")
        pressable = page.locator("[data-testid=press]:not([disabled])")
        if yes.count():
            yes.click(timeout=1000)
        elif box.count():
            letter = page.get_by_test_id("letter").get_attribute("data-value") or "x"
            box.fill(f"{letter.lower()}ажур{n}", timeout=1000)
            box.press("Enter", timeout=1000)  # Enter answers and takes the letter
        elif pressable.count():
            if keyboard:
                page.locator("body").press(" ")
            else:
                pressable.click(timeout=1000)
        else:
            return False
    except PlaywrightError:  # the board was redrawn under us: look again
        return False
    return True


def test_two_people_and_a_bot_play_a_short_game_to_the_end(new_page: Any) -> None:
    host = new_page()
    create_table(host, "scattergories", ["", "heuristic"], options={"short": 2}, name="Host")
    link = host.get_by_test_id("invite-link").input_value()
    friend = new_page(locale="ru-RU")
    friend.goto(link)
    friend.get_by_test_id("join-name").fill("Друг")
    friend.get_by_test_id("join").click()
    expect(host.get_by_test_id("seat-1")).to_contain_text("Друг")
    host.get_by_test_id("start").click()
    wait_for_board(host)
    wait_for_board(friend)

    # The shared table: two face-up cards, the press button, no generic action bar.
    expect(host.get_by_test_id("letter")).to_be_visible()
    expect(host.get_by_test_id("category")).to_contain_text("Category")
    expect(friend.get_by_test_id("press")).to_have_text("Я знаю!")
    expect(host.get_by_test_id("actions")).to_have_count(0)

    # The host presses by keyboard: the queue shows him to everybody.
    host.locator("body").press(" ")
    expect(friend.get_by_test_id("queue")).to_contain_text("1. Host")
    expect(host.get_by_test_id("answer-input")).to_be_focused()
    expect(friend.get_by_test_id("answering")).to_contain_text("Host")

    over_host, over_friend = host.get_by_test_id("gameover"), friend.get_by_test_id("gameover")
    deadline = time.monotonic() + 90
    n = 0
    while not (over_host.is_visible() and over_friend.is_visible()):
        assert time.monotonic() < deadline, "the game did not end in 90 s"
        n += 1
        acted = step(host, n, keyboard=n % 2 == 0) | step(friend, n, keyboard=False)
        if not acted:
            host.wait_for_timeout(50)
    won = [host.get_by_test_id(f"won-{s}").locator(".sc-won .badge").count() for s in range(3)]
    assert sum(won) >= 2  # a short deck of two ends after two cards of one deck are won
    expect(host.get_by_test_id("last")).to_contain_text("accepted")
    assert host.js_errors == [] and friend.js_errors == []
