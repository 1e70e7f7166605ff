"""Chat at the table in the browser: a hostile line shows as the characters it is (nothing runs),
quick phrases read in each reader's language, a reader hides spectators or mutes a person for
themselves, and the host switches chat off."""

from __future__ import annotations

import contextlib
import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, dismiss_hint, unreachable_controls, wait_for_board

pytestmark = pytest.mark.browser

HOSTILE = "<img src=x onerror=alert(1)>"


def test_chat_between_a_player_and_a_spectator(new_page: Any) -> None:
    alice = new_page()
    dialogs: list[str] = []
    table_id = create_table(alice, "durak", ["random"], {"bot_delay": 5})
    wait_for_board(alice)
    dismiss_hint(alice)
    watcher = new_page(locale="ru-RU")
    for page in (alice, watcher):
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    watcher.goto(f"/t/{table_id}")
    wait_for_board(watcher)

    alice.get_by_test_id("chat-input").fill(HOSTILE)
    alice.get_by_test_id("chat-send").click()
    for page in (alice, watcher):
        line = page.get_by_test_id("chat-list").locator("li").last
        expect(line.locator(".chat-text")).to_have_text(HOSTILE)
        expect(line.locator(".chat-who")).to_have_text("Alice")
        # shown as text: no image was made of it, and nothing ran
        assert page.get_by_test_id("chat-list").locator("img").count() == 0
    assert dialogs == []

    # a quick phrase from the spectator, read in each reader's language
    watcher.locator("button.chat-phrase[data-phrase=wellPlayed]").click()
    expect(watcher.get_by_test_id("chat-list").locator("li.spectator .chat-text")).to_have_text(
        "Хорошо сыграно!")
    expect(alice.get_by_test_id("chat-list").locator("li.spectator .chat-text")).to_have_text(
        "Well played!")
    screenshot(alice, "chat-en-desktop")

    # Alice hides spectators; the spectator mutes Alice: each for themselves only
    alice.get_by_test_id("chat-hide-spectators").check()
    expect(alice.get_by_test_id("chat-list").locator("li.spectator")).to_have_count(0)
    watcher.get_by_test_id("chat-list").locator("button.chat-who", has_text="Alice").click()
    expect(watcher.get_by_test_id("chat-list").locator("li", has_text=HOSTILE)).to_have_count(0)
    expect(alice.get_by_test_id("chat-list").locator("li", has_text=HOSTILE)).to_have_count(1)
    watcher.get_by_test_id("chat-unmute").click()
    expect(watcher.get_by_test_id("chat-list").locator("li", has_text=HOSTILE)).to_have_count(1)

    # the host switches chat off for the table
    alice.get_by_test_id("chat-switch").uncheck()
    expect(watcher.get_by_test_id("chat-off")).to_be_visible()
    expect(watcher.get_by_test_id("chat-input")).to_have_count(0)
    assert alice.js_errors == [] and watcher.js_errors == []


def test_the_replay_shows_what_was_said(new_page: Any) -> None:
    page = new_page()
    table_id = create_table(page, "knockout", ["random", "random"])
    wait_for_board(page)  # (a test game: no hint card)
    page.get_by_test_id("chat-input").fill("good luck, bots")
    page.get_by_test_id("chat-send").click()
    expect(page.get_by_test_id("chat-list").locator("li")).to_have_count(1)
    page.locator("button.action[data-type=lay]").click()  # I am out; the bots play on at once
    expect(page.get_by_test_id("gameover")).to_be_visible()
    page.goto(f"/replay/{table_id}")
    expect(page.get_by_test_id("chat-list").locator("li .chat-text")).to_have_text(
        "good luck, bots")
    assert page.js_errors == []


@pytest.mark.parametrize("locale", ["ru-RU", "en-US"])
def test_on_a_phone_the_chat_drawer_keeps_every_control_in_reach(new_page: Any,
                                                                  locale: str) -> None:
    """Issue 31, finding 1: in the Log drawer on a phone the text box and Send sat below the
    screen, and "Leave the table" lay over the quick phrases."""
    page = new_page(viewport=PHONE, locale=locale)
    create_table(page, "durak", ["random"], {"bot_delay": 0})
    wait_for_board(page)
    # a long log (it once pushed the chat's box out of the drawer): play until it has lines
    log = page.get_by_test_id("log").locator("li")
    moves = page.locator("[data-testid=actions] button.action:not([disabled])")
    deadline = time.monotonic() + 30
    while log.count() < 14 and not page.get_by_test_id("gameover").is_visible():
        assert time.monotonic() < deadline, "too few moves were made"
        with contextlib.suppress(PlaywrightError):  # redrawn under the click: look again
            moves.first.click(timeout=1000)
    page.get_by_test_id("log-toggle").click()
    drawer = page.locator("aside.side-column")
    expect(drawer).to_be_visible()
    # a few lines said already (the list grows; the box to write in must stay in reach)
    for phrase in ("hello", "goodLuck", "wellPlayed", "thanks"):
        page.locator(f"button.chat-phrase[data-phrase={phrase}]").click()
    expect(page.get_by_test_id("chat-list").locator("li")).to_have_count(4)
    screenshot(page, f"chat-drawer-{locale[:2]}-phone")
    assert unreachable_controls(page, "aside.side-column") == []
    # the box and Send are on the screen as the drawer opens, without scrolling
    for testid in ("chat-input", "chat-send"):
        box = page.get_by_test_id(testid).bounding_box()
        assert box and box["y"] + box["height"] <= PHONE["height"], (testid, box)
    page.get_by_test_id("chat-input").fill("gl hf")
    page.get_by_test_id("chat-send").click()
    expect(page.get_by_test_id("chat-list").locator("li").last).to_contain_text("gl hf")
    assert page.js_errors == []
