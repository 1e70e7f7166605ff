"""The Clash of Decks board read as a newcomer reads it: every card name whole on a phone and a
laptop (no name element wider inside than it is), the deck choice with each deck's cards, the
solo draft explained step by step, a spell cast by tapping its target (the creature), a creature
summoned by tapping its row, the assault played back with animations, and WCAG AA contrast.

Every wait is on the page's state (a selector, a log line, an animation count), never a fixed
sleep; the bots move at once (bot_delay 0)."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, create_table, wait_for_board, wait_until

pytestmark = pytest.mark.browser

MINE = "[data-testid=actions] button.action:not([disabled])"

#: counts the board's own assault animations (their Web Animations id) and all others
COUNT_ANIMATIONS = """
  window.__animations = 0;
  window.__clash = {};
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    window.__animations += 1;
    const id = options && options.id;
    if (id) window.__clash[id] = (window.__clash[id] || 0) + 1;
    return animate.call(this, keyframes, options);
  };
"""

#: every card name on the page that is wider inside than its box (a clipped name)
CLIPPED = """() => [...document.querySelectorAll('.clash .ccard .name')]
  .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth)
  .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`)"""


def settle(page: Any) -> None:
    """Wait until no finite animation runs (the glow of a target loops and is left alone)."""
    wait_until(page, """() => document.getAnimations().every((a) => a.playState !== 'running'
        || a.effect?.getComputedTiming().iterations === Infinity)""", timeout_ms=10_000)


def shot(page: Any, name: str) -> None:
    settle(page)
    screenshot(page, name)


def dismiss_hint(page: Any) -> None:
    if page.get_by_test_id("hint-done").count():
        page.get_by_test_id("hint-done").click()


def names_fit(page: Any, viewport: dict[str, int]) -> int:
    """Resize, wait for the new layout and check no name is clipped; how many names there are."""
    page.set_viewport_size(viewport)
    wait_until(page, "([w, h]) => innerWidth === w && innerHeight === h",
                           arg=[viewport["width"], viewport["height"]])
    assert page.evaluate(CLIPPED) == [], viewport
    return int(page.locator(".clash .ccard .name").count())


def assaulted(page: Any) -> int:
    return int(page.evaluate("(window.__clash || {})['clash-attack'] || 0"))


def play_until_cast(page: Any, limit_s: float = 35.0) -> None:
    """Play the duel by tapping: summon creatures by tapping a card and then a row, begin the
    assault by its button, until a spell with a target is listed; cast it by tapping the spell
    and then a creature the board lights up; play on until an assault was animated."""
    deadline = time.monotonic() + limit_s
    cast_done = False
    hand = page.get_by_test_id("hand-0")
    log = page.get_by_test_id("log")
    while time.monotonic() < deadline:
        if cast_done and assaulted(page) > 0:
            return
        wait_until(page, f"""() => document.querySelector('{MINE}') !== null
            || document.querySelector('[data-testid=gameover]') !== null""", timeout_ms=20_000)
        if page.get_by_test_id("gameover").count():
            break
        buttons = page.locator(MINE)
        cast = page.locator(f"{MINE}[data-type=cast]")
        summon = page.locator(f"{MINE}[data-type=summon]")
        version = page.get_by_test_id("board").get_attribute("data-version")
        if cast.count() and not cast_done:
            # a spell with listed casts is a button in my hand: tap it, then a glowing creature
            picked = hand.locator("button.ccard.spell").first
            picked.click()
            expect(picked).to_have_attribute("aria-pressed", "true")
            targets = page.locator(".clash-field .ccard.target")
            expect(targets.first).to_be_visible()
            assert targets.count() >= 1
            expect(page.get_by_test_id("pick-note")).to_be_visible()
            shot(page, "clash-cast-target-en-phone")
            targets.first.click()
            expect(log).to_contain_text("You cast", timeout=10_000)
            cast_done = True
            continue
        if summon.count() and page.locator(".clash-row.mine").count():
            # a creature with listed summons is a button in my hand: tap it, then a row
            hand.locator("button.ccard.creature").first.click()
            row = page.locator(".clash-row.mine.drop").first
            expect(row).to_be_visible()
            row.click()
        else:
            ends = page.locator(f"{MINE}[data-type=assault], {MINE}[data-type=strike], "
                                f"{MINE}[data-type=end], {MINE}[data-type=return]")
            (ends if ends.count() else buttons).first.click()
        # the move went through: a new state was drawn
        wait_until(page,
            "(v) => document.querySelector('[data-testid=board]')?.dataset.version !== v",
            arg=version, timeout_ms=20_000)
    raise AssertionError(f"no spell cast and assault seen within {limit_s} s "
                         f"(cast: {cast_done}, attacks animated: {assaulted(page)})")


def test_a_duel_board_reads_on_a_phone_and_a_laptop_and_plays_by_tapping(new_page: Any) -> None:
    page = new_page(viewport=PHONE, motion=True)  # the assault is played back
    page.add_init_script(COUNT_ANIMATIONS)
    create_table(page, "clash_of_decks", ["random"])
    wait_for_board(page)
    dismiss_hint(page)
    # The deck choice: four named decks with their cards, abilities and spells.
    choice = page.get_by_test_id("deck-choice")
    expect(choice.locator("[data-testid^=deck-]")).to_have_count(4)
    expect(page.get_by_test_id("deck-1").locator(".ccard")).to_have_count(8)
    assert names_fit(page, PHONE) >= 32
    shot(page, "clash-deck-choice-en-phone")
    assert names_fit(page, DESKTOP) >= 32
    shot(page, "clash-deck-choice-en-desktop")
    page.set_viewport_size(PHONE)
    page.get_by_test_id("deck-1").click()
    expect(page.get_by_test_id("hand-0").locator(".ccard")).to_have_count(9, timeout=15_000)
    expect(page.get_by_test_id("hand-0").locator(".fortress")).to_have_count(1)
    assert names_fit(page, PHONE) >= 8
    shot(page, "clash-duel-en-phone")
    play_until_cast(page)
    # the attacks moved their creatures, and damage numbers floated up
    assert page.evaluate("window.__clash['clash-damage'] || 0") > 0
    assert names_fit(page, PHONE) >= 8
    shot(page, "clash-duel-played-en-phone")
    assert names_fit(page, DESKTOP) >= 8
    shot(page, "clash-duel-en-desktop")
    # the abilities' legend opens with every icon explained
    page.get_by_test_id("legend").locator("summary").click()
    expect(page.get_by_test_id("legend").locator("li")).to_have_count(14)
    assert contrast_problems(page) == []
    assert page.js_errors == []


def test_the_solo_draft_is_explained_and_the_battle_reads(new_page: Any) -> None:
    page = new_page(viewport=PHONE, locale="ru-RU")
    create_table(page, "clash_of_decks_solo", [], {"level": 1, "ai_first": True})
    wait_for_board(page)
    dismiss_hint(page)
    step = page.get_by_test_id("draft-step")
    expect(step).to_contain_text("Шаг 1 из 8")
    settings = page.get_by_test_id("ai-settings")
    expect(settings).to_contain_text("лёгкий")
    expect(settings).to_contain_text("автомат ходит первым")
    # no health shown before there is a hand
    expect(page.locator(".life-badge")).to_have_count(0)
    assert names_fit(page, PHONE) >= 4
    shot(page, "clash-solo-draft-ru-phone")
    for n in range(1, 9):
        expect(step).to_contain_text(f"Шаг {n} из 8")
        page.get_by_test_id("revealed").locator("button.ccard").first.click()
        if n < 8:
            expect(step).to_contain_text(f"Шаг {n + 1} из 8")
    # the battle: my hand of eight and the Bastion, the automaton with its settings
    expect(page.get_by_test_id("hand-0").locator(".ccard")).to_have_count(9, timeout=15_000)
    expect(page.get_by_test_id("automaton")).to_contain_text("Бастион")
    expect(page.get_by_test_id("ai-settings")).to_contain_text("мана 6 + 1")
    assert names_fit(page, PHONE) >= 8
    # the icons' tooltips are in the reader's language
    titles = page.locator(".clash .ccard .icons [title]").evaluate_all(
        "(els) => els.map((el) => el.title)")
    assert titles and all(re.search("[А-Яа-яЁё]", title) for title in titles), titles
    shot(page, "clash-solo-ru-phone")
    assert names_fit(page, DESKTOP) >= 8
    shot(page, "clash-solo-ru-desktop")
    assert contrast_problems(page) == []
    assert page.js_errors == []
