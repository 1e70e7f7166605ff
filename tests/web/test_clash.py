"""Clash of Decks in the browser: a person plays the first moves of a duel against the heuristic
bot by clicking, and the solo difficulty picker adds up each setting's points (prices from the
server's option schema) and refuses to create a table until they make the level."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import screenshot
from .helpers import TABLE_URL, create_table, wait_for_board

pytestmark = pytest.mark.browser

MINE = "[data-testid=actions] button.action:not([disabled])"


def my_creatures(page: Any) -> int:
    return int(page.locator("[data-testid=row-0-0] .card, [data-testid=row-0-1] .card").count())


def turn_number(page: Any) -> int:
    text = page.get_by_test_id("duel-turn").inner_text()
    found = re.match(r"Turn (\d+)", text)
    assert found, text
    return int(found.group(1))


def test_a_duel_is_played_by_clicking_against_the_bot(new_page: Any) -> None:
    page = new_page()
    create_table(page, "clash_of_decks", ["heuristic"])
    wait_for_board(page)
    expect(page.get_by_test_id("board")).to_have_attribute("data-game", "clash_of_decks")
    # The preconstructed format: I choose first, from the four decks.
    decks = page.locator(f"{MINE}[data-type=deck]")
    expect(decks).to_have_count(4)
    decks.filter(has_text="deck 2").click()
    # The bot takes another deck and the battle starts: my eight cards and my Bastion show.
    expect(page.get_by_test_id("hand-0").locator(".card")).to_have_count(9, timeout=15_000)
    # Summons and casts are made on the board; their buttons are listed behind one switch
    # (for keyboards and screen readers), which this player turns on.
    expect(page.locator(f"{MINE}[data-type=assault]")).to_be_visible(timeout=15_000)
    page.get_by_test_id("clash-list").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("clash-list")).to_have_attribute("aria-pressed", "true")
    summon = page.locator(f"{MINE}[data-type=summon]")
    expect(summon.first).to_be_visible()
    before = my_creatures(page)
    label = summon.first.inner_text()
    summon.first.click()
    expect(page.locator("[data-testid=row-0-0] .card, [data-testid=row-0-1] .card")).to_have_count(
        before + 1)
    expect(page.get_by_test_id("log")).to_contain_text(label.split(":")[0].split(" ", 1)[1])
    # The assault, then every attack and the end of the turn, by the buttons offered (an
    # assault with nothing able to attack ends the turn at once).
    mine = turn_number(page)
    page.locator(f"{MINE}[data-type=assault]").click()
    deadline = time.monotonic() + 20
    while turn_number(page) == mine and time.monotonic() < deadline:
        button = page.locator(f"{MINE}[data-type=strike], {MINE}[data-type=end], "
                              f"{MINE}[data-type=return]")
        if button.count():
            button.first.click()
        page.wait_for_timeout(50)
    # The bot plays its turn and mine comes round again, with fresh mana and new choices.
    expect(page.locator(f"{MINE}[data-type=assault]")).to_be_visible(timeout=20_000)
    assert turn_number(page) >= mine + 2
    screenshot(page, "table-clash-duel-en-desktop")
    assert page.js_errors == []


def test_the_solo_picker_refuses_a_wrong_total_and_accepts_a_right_one(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    page.get_by_test_id("game-clash_of_decks_solo").click()
    total = page.get_by_test_id("points-total")
    create = page.get_by_test_id("create")
    expect(total).to_contain_text("Points: 0 of 0")
    expect(create).to_be_enabled()
    page.get_by_test_id("opt-level").fill("3")
    expect(total).to_contain_text("Points: 0 of 3")
    expect(total).to_have_attribute("data-ok", "false")
    expect(create).to_be_disabled()
    page.get_by_test_id("opt-constant_mana").fill("7")
    expect(page.get_by_test_id("points-constant_mana")).to_have_text("points: +1")
    expect(total).to_contain_text("Points: 1 of 3")
    expect(create).to_be_disabled()
    page.get_by_test_id("opt-no_bastion").set_checked(True)  # minus one: further away
    expect(page.get_by_test_id("points-no_bastion")).to_have_text("points: -1")
    expect(total).to_contain_text("Points: 0 of 3")
    page.get_by_test_id("opt-no_bastion").set_checked(False)
    page.get_by_test_id("opt-weaker_attacks").set_checked(True)
    expect(page.get_by_test_id("points-weaker_attacks")).to_have_text("points: +2")
    expect(total).to_contain_text("Points: 3 of 3")
    expect(total).to_have_attribute("data-ok", "true")
    expect(create).to_be_enabled()
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("points-total")).to_contain_text("Очки: 3 из 3")
    page.get_by_test_id("lang-toggle").click()
    screenshot(page, "lobby-clash-solo-points-en-desktop")
    page.get_by_test_id("opt-bot_delay").fill("0")
    page.get_by_test_id("create").click()
    page.wait_for_url(TABLE_URL)
    wait_for_board(page)
    # The deal of the solo game: four cards to take from.
    expect(page.locator(f"{MINE}[data-type=take]")).to_have_count(4, timeout=15_000)
    assert page.js_errors == []
