"""Scattergories in real Chromium: two people (one joins by the invite link) and a bot play a
short game to the end: pressing "I know!" by button and by keyboard, typing answers, voting."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, create_table_with_the_form, wait_for_board

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


def two_at_the_table(new_page: Any, options: dict[str, Any] | None = None,
                     locale: str = "en-US") -> tuple[Any, Any]:
    """A host (in `locale`) and a friend who joins by the link and never presses: the host's
    answers are the only ones. Through the lobby's form: its deck follows the host's language
    unless chosen by its name there."""
    host = new_page(locale=locale)
    create_table_with_the_form(host, "scattergories", [""], options=options, name="Host")
    friend = new_page(locale="ru-RU")
    friend.goto(host.get_by_test_id("invite-link").input_value())
    friend.get_by_test_id("join-name").fill("Друг")
    friend.get_by_test_id("join").click()
    expect(host.get_by_test_id("seat-1")).to_contain_text("Друг")
    host.get_by_test_id("start").click()
    wait_for_board(host)
    return host, friend


@pytest.mark.parametrize(("locale", "shown", "deck"), [("en-US", "English", "en"),
                                                        ("ru-RU", "Русский", "ru")])
def test_the_deck_follows_the_interface_language(new_page: Any, locale: str, shown: str,
                                                 deck: str) -> None:
    page = new_page(locale=locale)
    page.goto("/")
    page.get_by_test_id("game-scattergories").click()
    field = page.get_by_test_id("opt-language")
    expect(field.locator("option:checked")).to_have_text(shown)
    host, _friend = two_at_the_table(new_page, locale=locale)
    letter = host.get_by_test_id("letter")
    expect(letter).to_have_attribute("data-lang", deck)
    value = letter.get_attribute("data-value") or ""
    assert re.fullmatch("[A-Z]" if deck == "en" else "[А-Я]", value), value
    word = {"en": "English", "ru": "русская"}[deck]
    expect(letter).to_contain_text(word)
    screenshot(host, f"scattergories-deck-{deck}-desktop")


def test_a_russian_deck_at_an_english_table_says_so_and_why_a_word_is_refused(
        new_page: Any) -> None:
    # the host picks the Russian deck by its name in the lobby
    host, _friend = two_at_the_table(new_page, options={"language": "Русский"})
    letter = host.get_by_test_id("letter")
    expect(letter).to_have_attribute("data-lang", "ru")
    # the letter says its language: a Cyrillic С is not a Latin C
    expect(letter).to_contain_text("Russian")
    host.get_by_test_id("press").click()
    box = host.get_by_test_id("answer-input")
    expect(box).to_be_focused()
    expect(host.get_by_test_id("answer-in")).to_have_text("A Russian word starting with "
                                                         f"{letter.get_attribute('data-value')}")
    screenshot(host, "scattergories-answer-ru-deck-en-desktop")
    box.fill("car")
    box.press("Enter")
    last = host.get_by_test_id("last")
    expect(last).to_contain_text("“car” rejected")
    # why, in words an English player can act on: the cards are Russian
    expect(last).to_contain_text("Russian")
    host.set_viewport_size(PHONE)
    screenshot(host, "scattergories-refused-en-phone")
    assert host.js_errors == []
