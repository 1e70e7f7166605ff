"""A Durak table in the browser: the trump, the deck, hands as cards and backs, and a move made
by picking a card and the action the selection highlights."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_durak_table_renders_and_a_card_is_played_by_clicking(new_page: Any) -> None:
    page = new_page()
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    expect(page.get_by_test_id("board")).to_have_attribute("data-game", "durak")
    expect(page.get_by_test_id("trump")).to_contain_text("Trump:")
    expect(page.locator(".seat-area.me .hand .card")).to_have_count(6)
    # The bot may have led already: it holds six cards or fewer.
    expect(page.locator(".seat-area.opponent .fan.backs .count")).to_have_text(re.compile("^[1-6]$"))
    expect(page.get_by_test_id("deck").locator(".count")).to_have_text("24")

    # Whether I lead or defend, I get a move; I make it by picking cards.
    my_move = page.locator("button.action:not([disabled])")
    expect(my_move.first).to_be_visible(timeout=15_000)
    battle = page.get_by_test_id("battle")
    board = page.get_by_test_id("board")
    hand = page.locator(".seat-area.me .hand button.card.selectable")
    exact = page.locator("button.action.exact")
    for _ in range(5):
        if not hand.count():
            my_move.first.click()  # nothing beats the attack: take
            break
        version = board.get_attribute("data-version") or ""
        code = hand.first.get_attribute("data-code") or ""
        try:
            hand.first.click()
            colour = "red" if code[-1] in "DH" else "black"
            expect(page.locator(f".seat-area.me button.card[data-code='{code}']")).to_have_class(
                f"card {colour} selectable selected")
            if not exact.count():
                # A defence names the attack card too: pick it on the table (with two attacks
                # the card picked may beat only one of them: pick the other after it)
                targets = battle.locator("button.card.selectable")
                for k in range(targets.count()):
                    target = targets.nth(k)
                    target.click()
                    expect(target).to_have_attribute("aria-pressed", "true")
                    if exact.count():
                        break
                    target.click()  # not this one: let it go
                    expect(target).to_have_attribute("aria-pressed", "false")
            expect(exact).to_have_count(1)
        except (AssertionError, PlaywrightTimeoutError):
            # The bot threw in while I picked: the table moved on and my choice with it.
            expect(board).not_to_have_attribute("data-version", version)
            expect(my_move.first).to_be_visible()
            continue
        exact.click()
        break
    else:
        pytest.fail("the table kept moving on before a card could be played")
    # My move is told in the log, in words from the server.
    expect(page.get_by_test_id("log").locator("li").first).to_be_visible()
    screenshot(page, "table-durak-en-desktop")
    assert page.js_errors == []


def test_durak_table_in_russian_on_a_phone(new_page: Any) -> None:
    page = new_page(locale="ru-RU", viewport=PHONE)
    create_table(page, "durak", ["random", "random"], name="Маша")
    wait_for_board(page)
    expect(page.get_by_test_id("trump")).to_contain_text("Козырь:")
    expect(page.locator(".seat-area.opponent")).to_have_count(2)
    # Russian rank letters on the cards: В, Д, К, Т for J, Q, K, A.
    ranks = page.locator(".seat-area.me .hand .card .corner.tl b").all_inner_texts()
    assert ranks and all(r in {"6", "7", "8", "9", "10", "В", "Д", "К", "Т"} for r in ranks)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # one gold plate: the seat the game waits for (not every seat that may throw in)
    expect(page.locator(".plate.acting")).to_have_count(1)
    screenshot(page, "table-durak-ru-phone")
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("trump")).to_contain_text("Trump:")
    screenshot(page, "table-durak-en-phone")
    assert page.js_errors == []
