"""Clash of Decks, played where the cards are: your hand and the whole field in sight together
on a phone (390×844) and a laptop (1280×800), with nothing off the screen; a spell's targets
chosen on the board (tap the spell, then a glowing creature), your own creatures marked as
yours before a spell hurts them, and the list of every target as buttons kept behind one
switch for keyboards and screen readers.

The spell lesson of "Learn to play" (a Boom! that may hit the enemy Zombie or your own Baron)
is the fixed position the targets are checked on; the layout is checked on a real duel."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, dismiss_hint, wait_for_board, wait_until

pytestmark = pytest.mark.browser

LISTED = "[data-testid=actions] button.action"
LANDSCAPE = {"width": 844, "height": 390}

#: where the board's parts are, and whether anything is out of sight: off the screen, below the
#: board's own scrolled edge, or a hand wider than its box
PLACES = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const root = document.documentElement;
  const board = document.querySelector('[data-testid=board]');
  const hand = document.querySelector('[data-testid=hand-0]');
  const cards = hand.querySelector('.hand');
  return {
    page: {width: root.scrollWidth, height: root.scrollHeight, w: innerWidth, h: innerHeight},
    board: box(board), boardScrolls: board.scrollHeight > board.clientHeight + 1,
    field: box(document.querySelector('[data-testid=field]')),
    hand: box(hand), handScrolls: cards.scrollWidth > cards.clientWidth + 1,
    cards: [...hand.querySelectorAll('.ccard')].map(box),
  };
}"""


def settled(page: Any) -> None:
    wait_until(page, """() => document.getAnimations().every((a) => a.playState !== 'running'
        || a.effect?.getComputedTiming().iterations === Infinity)""")


def resize(page: Any, viewport: dict[str, int]) -> None:
    page.set_viewport_size(viewport)
    wait_until(page, "([w, h]) => innerWidth === w && innerHeight === h",
                           arg=[viewport["width"], viewport["height"]])
    settled(page)


def inside(inner: dict[str, float], outer: dict[str, float]) -> bool:
    return (inner["left"] >= outer["left"] - 1 and inner["top"] >= outer["top"] - 1
            and inner["right"] <= outer["right"] + 1 and inner["bottom"] <= outer["bottom"] + 1)


def check_together(page: Any, size: str) -> None:
    """The field and my whole hand in the board's sight at once, the page not scrolling."""
    at = page.evaluate(PLACES)
    screen = {"left": 0, "top": 0, "right": at["page"]["w"], "bottom": at["page"]["h"]}
    assert at["page"]["width"] <= at["page"]["w"] and at["page"]["height"] <= at["page"]["h"], \
        (size, at["page"])
    assert not at["boardScrolls"], (size, "the board scrolls inside itself", at["board"])
    assert inside(at["field"], at["board"]), (size, "field", at["field"], at["board"])
    assert inside(at["hand"], at["board"]) and inside(at["hand"], screen), \
        (size, "hand", at["hand"], at["board"])
    assert at["hand"]["top"] >= at["field"]["bottom"] - 1, (size, "the hand covers the field")
    assert not at["handScrolls"], (size, "the hand runs past its box")
    off = [c for c in at["cards"] if not inside(c, screen)]
    assert off == [], (size, "cards off the screen", off)


def test_hand_and_field_are_seen_together_and_targets_are_not_a_wall_of_buttons(
        new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "clash_of_decks", ["random"])
    wait_for_board(page)
    dismiss_hint(page)
    page.get_by_test_id("deck-1").click()
    expect(page.get_by_test_id("hand-0").locator(".ccard")).to_have_count(9, timeout=15_000)
    # my summoning turn: the assault is offered
    assault = page.locator(f"{LISTED}[data-type=assault]:not([disabled])")
    expect(assault).to_be_visible(timeout=15_000)
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        resize(page, viewport)
        screenshot(page, f"clash-together-en-{size}")
        check_together(page, size)
        # the summons are made on the board: their buttons are not listed by default
        assert page.locator(f"{LISTED}[data-type=summon]").count() > 0
        expect(page.locator(f"{LISTED}[data-type=summon]").first).to_be_hidden()
    # the icons' legend opens over the board, pushing nothing away
    legend = page.get_by_test_id("legend")
    legend.locator("summary").click()
    expect(legend.locator("li").first).to_be_visible()
    screenshot(page, "clash-legend-en-desktop")
    check_together(page, "desktop, the legend open")
    legend.locator("summary").click()
    expect(legend.locator("li").first).to_be_hidden()
    # a phone on its side: the board scrolls as a whole, the page does not
    resize(page, LANDSCAPE)
    screenshot(page, "clash-together-en-landscape")
    sizes = page.evaluate(PLACES)["page"]
    assert sizes["width"] <= sizes["w"] and sizes["height"] <= sizes["h"], sizes
    resize(page, DESKTOP)
    # a keyboard reaches the switch that lists them (it shows once focused), and puts them away
    switch = page.get_by_test_id("clash-list")
    switch.focus()
    expect(switch).to_be_visible()
    expect(switch).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("Enter")
    expect(page.locator(f"{LISTED}[data-type=summon]").first).to_be_visible()
    switch = page.get_by_test_id("clash-list")
    expect(switch).to_have_attribute("aria-pressed", "true")
    expect(switch).to_be_focused()
    screenshot(page, "clash-listed-en-desktop")
    page.keyboard.press("Enter")
    expect(page.locator(f"{LISTED}[data-type=summon]").first).to_be_hidden()
    # a creature summoned by tapping it, then its glowing row; both still in sight
    resize(page, PHONE)
    version = page.get_by_test_id("board").get_attribute("data-version")
    page.get_by_test_id("hand-0").locator("button.ccard.creature").first.click()
    row = page.locator(".clash-row.mine.drop").first
    expect(row).to_be_visible()
    screenshot(page, "clash-summon-pick-en-phone")
    check_together(page, "phone, a card picked")
    row.click()
    wait_until(page,
        "(v) => document.querySelector('[data-testid=board]').dataset.version !== v", arg=version)
    expect(page.locator("[data-testid=row-0-0] .ccard, [data-testid=row-0-1] .ccard")).to_have_count(1)
    settled(page)
    check_together(page, "phone, a creature summoned")
    assert page.js_errors == []


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_a_spell_is_aimed_on_the_board_and_your_own_creature_is_marked(
        new_page: Any, locale: str) -> None:
    page = new_page(viewport=PHONE, locale=locale)
    page.goto("/learn/clash_of_decks?lesson=2")
    expect(page.get_by_test_id("lesson-goal")).to_be_visible()
    hand = page.get_by_test_id("hand-0")
    spell = hand.locator("button.ccard[data-code=boom]")
    # the two targets are listed only behind the switch
    expect(page.locator(f"{LISTED}[data-type=cast]")).to_have_count(2)
    expect(page.locator(f"{LISTED}[data-type=cast]").first).to_be_hidden()
    # from the keyboard: Enter on the spell goes on to its first target, Escape puts it back
    spell.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".clash-field .ccard.target").first).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator(".clash-field .ccard.target")).to_have_count(0)
    expect(hand.locator("button.ccard[data-code=boom]")).to_be_focused()
    spell.click()
    expect(spell).to_have_attribute("aria-pressed", "true")
    foe = page.locator("[data-testid=row-1-0] .ccard.target")
    own = page.locator("[data-testid=row-0-0] .ccard.target")
    expect(foe).to_have_count(1)
    expect(own).to_have_count(1)
    # my own Baron says so, in words and in colour, before the spell hurts it; the Zombie not
    word = "your own creature" if locale == "en-US" else "ваше существо"
    expect(own.locator(".own-tag")).to_have_text(word)
    assert word in (own.get_attribute("aria-label") or "").lower()
    expect(foe.locator(".own-tag")).to_have_count(0)
    # both in sight at once: inside the field's box, which is inside the screen
    seen = page.evaluate("""() => {
      const r = (el) => el.getBoundingClientRect();
      const field = r(document.querySelector('[data-testid=field]'));
      return [...document.querySelectorAll('.clash-field .ccard.target')].map((el) => {
        const c = r(el);
        return c.top >= field.top - 1 && c.bottom <= field.bottom + 1 && c.top >= 0
          && c.bottom <= innerHeight && c.left >= 0 && c.right <= innerWidth;
      });
    }""")
    assert seen == [True, True], seen
    colours = page.evaluate("""() => ['row-0-0', 'row-1-0'].map((id) => getComputedStyle(
        document.querySelector(`[data-testid=${id}] .ccard.target`)).outlineColor)""")
    assert colours[0] != colours[1], colours
    settled(page)
    screenshot(page, f"clash-spell-targets-{locale[:2]}-phone")
    foe.click()
    expect(page.get_by_test_id("lesson-result")).to_have_attribute("data-kind", "done")
    assert page.js_errors == []
