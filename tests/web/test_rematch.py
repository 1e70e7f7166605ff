"""A rematch both people see (issue 44, finding 2): "Offer a rematch" on one result screen shows
the other, at once and in their language, who offers it with Accept and Decline; a decline is
said to the one who offered; an accepted one seats both at the new table, the same game with
every seat one place on, started: no waiting room, invite link or "Add bot" between."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import TABLE_URL, create_table, until_something_to_do, wait_for_board

pytestmark = pytest.mark.browser

#: a move of mine listed, or the result screen
MY_MOVE = "[data-testid=actions] button.action:not([disabled]):visible"


def play_both_to_the_end(pages: list[Any], limit_s: float = 30.0) -> None:
    """Each page makes its listed moves (one card each) until both show the result screen."""
    deadline = time.monotonic() + limit_s
    while not all(p.get_by_test_id("gameover").is_visible() for p in pages):
        assert time.monotonic() < deadline, "the game did not end"
        for page in pages:
            until_something_to_do(page, f"{MY_MOVE}, [data-testid=gameover]", 300)
            moves = page.locator(MY_MOVE)
            if moves.count():
                try:
                    moves.first.click(timeout=1000)
                except PlaywrightError:  # redrawn under the click: look again
                    pass


def test_a_rematch_is_offered_seen_declined_then_accepted_by_both(new_page: Any) -> None:
    ann = new_page(viewport=PHONE)
    tid = create_table(ann, "toy", [""], {"hand": 1}, name="Ann")
    boris = new_page(locale="ru-RU", viewport=DESKTOP)
    boris.goto(f"/t/{tid}")
    boris.get_by_test_id("join-name").fill("Борис")
    boris.get_by_test_id("join").click()
    expect(ann.get_by_test_id("seat-1")).to_contain_text("Борис")
    ann.get_by_test_id("start").click()
    for page in (ann, boris):
        wait_for_board(page)
        if page.get_by_test_id("hint-done").count():
            page.get_by_test_id("hint-done").click()
    play_both_to_the_end([ann, boris])

    offer = ann.get_by_test_id("play-again")
    expect(offer).to_have_text("Offer a rematch")
    offer.click()
    expect(ann.get_by_test_id("rematch-waiting")).to_contain_text("waiting for Борис")
    # Boris sees it on his result screen without doing anything, in Russian
    expect(boris.get_by_test_id("rematch-offer")).to_contain_text("Ann предлагает реванш")
    expect(boris.get_by_test_id("play-again")).to_have_count(0)
    screenshot(ann, "rematch-offered-phone-en")
    screenshot(boris, "rematch-offer-desktop-ru")

    boris.get_by_test_id("rematch-decline").click()
    expect(ann.get_by_test_id("rematch-declined")).to_have_text("Борис declined the rematch.")
    expect(boris.get_by_test_id("rematch-declined")).to_have_text("Вы отказались от реванша.")
    screenshot(ann, "rematch-declined-phone-en")

    boris.get_by_test_id("play-again").click()  # now he offers, and Ann accepts
    expect(ann.get_by_test_id("rematch-offer")).to_contain_text("Борис offers a rematch")
    screenshot(ann, "rematch-offer-phone-en")
    ann.get_by_test_id("rematch-accept").click()
    for page in (ann, boris):
        page.wait_for_url(lambda url: TABLE_URL.match(url) is not None and tid not in url)
        wait_for_board(page)
        expect(page.get_by_test_id("waiting")).to_have_count(0)
        expect(page.get_by_test_id("invite-link")).to_have_count(0)
    assert ann.url == boris.url
    # every seat one place on: Ann sat first, now Boris does
    expect(boris.get_by_test_id("plate-0").locator(".badge.you")).to_be_visible()
    expect(ann.get_by_test_id("plate-1").locator(".badge.you")).to_be_visible()
    expect(ann.get_by_test_id("turn")).to_have_text(re.compile(r".+"))
    assert ann.js_errors == [] and boris.js_errors == []
