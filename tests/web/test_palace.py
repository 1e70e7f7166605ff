"""A person plays Palace against a bot in the browser, only by clicking, to the result screen;
then replays the finished game and asks for another."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import TABLE_URL, create_table, play_to_the_end, wait_for_board

pytestmark = pytest.mark.browser


def test_a_person_plays_palace_against_a_bot_to_the_end(new_page: Any) -> None:
    page = new_page()
    # A game called after three pick-ups of the pile keeps the test short.
    table_id = create_table(page, "palace", ["random"], {"pickup_limit": 3})
    wait_for_board(page)
    board = page.get_by_test_id("board")
    expect(board).to_have_attribute("data-game", "palace")
    # My hand is drawn as cards, the bot's as backs; my plate says it is me.
    expect(page.locator(".seat-area.me .hand .card")).not_to_have_count(0)
    # (the cards it took in the swap are shown face up: everyone saw them)
    expect(page.locator(".seat-area.opponent .fan.backs .card.back, "
                        ".seat-area.opponent .known-hand .card")).not_to_have_count(0)
    expect(page.locator(".seat-area.me .plate .badge.you")).to_be_visible()
    screenshot(page, "table-palace-en-desktop")

    clicks = play_to_the_end(page)
    assert clicks > 0
    result = page.get_by_test_id("gameover")
    expect(result.locator("tbody tr")).to_have_count(2)
    expect(result.locator("tbody tr.mine")).to_contain_text("Alice")
    places = result.locator("tbody tr td:first-child").all_inner_texts()
    my_place = result.locator("tbody tr.mine td").first.inner_text()
    # a game called at its pick-up limit can end level: both first, a draw
    expect(result.locator("h2")).to_have_text(
        "Draw" if places.count(my_place) > 1 else
        "You won!" if my_place == "1" else f"Your place: {my_place} of 2")
    expect(page.get_by_test_id("turn")).to_have_text("Game over")
    # The log tells the game in words from the server.
    assert page.get_by_test_id("log").locator("li").count() > 3
    screenshot(page, "table-palace-over-en-desktop")
    assert page.js_errors == []

    # The finished game replays step by step.
    page.goto(f"/replay/{table_id}")
    step = page.get_by_test_id("replay-step")
    expect(step).to_contain_text("Move 0 of")
    total = int(step.inner_text().rsplit(" ", 1)[-1])
    assert total >= clicks
    page.get_by_test_id("replay-next").click()
    expect(step).to_have_text(f"Move 1 of {total}")
    expect(page.get_by_test_id("replay-action")).to_contain_text(":")
    page.get_by_test_id("replay-last").click()
    expect(step).to_have_text(f"Move {total} of {total}")
    expect(page.get_by_test_id("replay-next")).to_be_disabled()
    page.get_by_test_id("replay-slider").fill("3")
    expect(step).to_have_text(f"Move 3 of {total}")
    expect(page.locator(".board.palace")).to_be_visible()
    assert page.js_errors == []

    # "Play again" seats me at a new table with the same bot.
    page.goto(f"/t/{table_id}")
    page.get_by_test_id("play-again").click()
    page.wait_for_url(lambda url: TABLE_URL.match(url) is not None and table_id not in url)
    # The bot is back in its seat and I took mine: every seat is taken, so the new game starts
    # by itself, with no second Start.
    wait_for_board(page)
    expect(page.get_by_test_id("board")).to_have_attribute("data-game", "palace")
    expect(page.get_by_test_id("start")).to_have_count(0)


def test_palace_table_on_a_phone_in_russian(new_page: Any) -> None:
    page = new_page(locale="ru-RU", viewport=PHONE)
    create_table(page, "palace", ["random"], name="Алиса")
    wait_for_board(page)
    # Both seats swap at once before the play: the game waits for nobody in particular.
    expect(page.get_by_test_id("turn")).to_have_text("Ваш ход")
    expect(page.locator(".phase-note")).to_contain_text("Обмен")
    expect(page.get_by_test_id("link-state")).to_have_attribute("title", "На связи")
    # Action labels come from the server in Russian too.
    labels = page.locator("[data-testid=actions] button.action").all_inner_texts()
    assert labels and all(any("а" <= ch <= "я" for ch in label.lower()) for label in labels)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(page, "table-palace-ru-phone")
    assert page.js_errors == []
