"""The first-game hint card never pushes the board away (issue 31, finding 4): on a phone it
starts folded to one line, on a wide screen it folds after the player's first move, and the
player's own cards (Spider-Man's top card as a category must be named, Palace's seat in the
swap, a Durak hand) stay on the screen and clear of the pile while it shows."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, unreachable_controls, wait_for_board, wait_until

pytestmark = pytest.mark.browser

#: a folded hint card is one line (its buttons' height and a border)
ONE_LINE_PX = 56

# The rectangles of `selector`'s elements as the board shows them now, clipped by nothing:
# each must lie inside the window and inside the board's own visible box.
SHOWN = """(selector) => {
  const board = document.querySelector('[data-testid=board]').getBoundingClientRect();
  return [...document.querySelectorAll(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    const clear = r.top >= Math.max(0, board.top) - 1 && r.bottom <= Math.min(innerHeight, board.bottom) + 1
      && r.left >= -1 && r.right <= innerWidth + 1;
    return {clear, box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]};
  });
}"""

OVERLAP = """([a, b]) => {
  const x = document.querySelector(a).getBoundingClientRect();
  const y = document.querySelector(b).getBoundingClientRect();
  return Math.max(0, Math.min(x.right, y.right) - Math.max(x.left, y.left)) *
         Math.max(0, Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top));
}"""


def hint_height(page: Any) -> float:
    box = page.get_by_test_id("hint-card").bounding_box()
    assert box, "no hint card"
    return float(box["height"])


def all_shown(page: Any, selector: str) -> None:
    wait_until(page, "document.getAnimations().length === 0")
    shown = page.evaluate(SHOWN, selector)
    assert shown and all(s["clear"] for s in shown), (selector, shown)


def test_on_a_phone_the_hint_starts_folded_and_opens_on_request(new_page: Any) -> None:
    page = new_page(viewport=PHONE, touch=True)
    create_table(page, "durak", ["random"], {"bot_delay": 5})
    wait_for_board(page)
    hint = page.get_by_test_id("hint-card")
    expect(hint).to_be_visible()
    assert hint_height(page) <= ONE_LINE_PX
    expect(page.get_by_test_id("hint-goal")).to_be_hidden()
    all_shown(page, ".seat-area.me .hand .card")
    screenshot(page, "hint-folded-durak-phone")
    # opened on request it shows the goal and the first move, and folds again
    page.get_by_test_id("hint-more").click()
    expect(page.get_by_test_id("hint-goal")).to_be_visible()
    expect(page.get_by_test_id("hint-start")).to_be_visible()
    screenshot(page, "hint-open-durak-phone")
    page.get_by_test_id("hint-more").click()
    expect(page.get_by_test_id("hint-goal")).to_be_hidden()
    page.get_by_test_id("hint-done").click()
    expect(hint).to_have_count(0)
    assert page.js_errors == []


def test_on_a_wide_screen_the_hint_folds_after_the_first_move(new_page: Any) -> None:
    page = new_page(viewport=DESKTOP)
    create_table(page, "durak", ["random"], {"bot_delay": 5})
    wait_for_board(page)
    expect(page.get_by_test_id("hint-goal")).to_be_visible()  # room enough: open at first
    assert hint_height(page) > ONE_LINE_PX
    board = page.get_by_test_id("board")
    version = board.get_attribute("data-version")
    page.locator("[data-testid=actions] button.action:not([disabled])").first.click()
    expect(board).not_to_have_attribute("data-version", version or "")
    expect(page.get_by_test_id("hint-goal")).to_be_hidden()
    assert hint_height(page) <= ONE_LINE_PX
    expect(page.get_by_test_id("hint-done")).to_be_visible()
    assert page.js_errors == []


def test_spiderman_top_card_is_on_screen_when_a_category_must_be_named(new_page: Any) -> None:
    page = new_page(viewport=PHONE, touch=True)
    create_table(page, "spiderman_strength", ["random"], {"classic": True, "bot_delay": 5})
    wait_for_board(page)
    expect(page.get_by_test_id("hint-card")).to_be_visible()
    rows = page.locator("[data-testid=my-top] button.action")
    expect(rows).to_have_count(5)
    screenshot(page, "hint-spiderman-phone")
    all_shown(page, "[data-testid=my-top] button.action")
    assert unreachable_controls(page, "[data-testid=my-top]") == []
    assert page.js_errors == []


@pytest.mark.parametrize("game, seats", [("palace", ["random", "random", "random"]),
                                         ("durak", ["random", "random"])])
def test_my_seat_stays_clear_of_the_pile_while_the_hint_shows(new_page: Any, game: str,
                                                              seats: list[str]) -> None:
    page = new_page(viewport=PHONE, touch=True)
    create_table(page, game, seats, {"bot_delay": 5})
    wait_for_board(page)
    expect(page.get_by_test_id("hint-card")).to_be_visible()
    wait_until(page, "document.getAnimations().length === 0")
    screenshot(page, f"hint-{game}-phone")
    centre = "[data-testid=pile]" if game == "palace" else "[data-testid=battle]"
    assert page.evaluate(OVERLAP, [".seat-area.me", centre]) == 0
    all_shown(page, ".seat-area.me .hand .card")
    assert page.js_errors == []


def test_a_guests_durak_seat_stays_clear_of_the_table(new_page: Any) -> None:
    """A guest (who came by the invite link) has one more switch in the turn line ("Allow
    hints"): the board is shorter, and their seat once lay over the table's cards."""
    host = new_page()
    table_id = create_table(host, "durak", ["", "random"], {"bot_delay": 5})
    guest = new_page(viewport=PHONE, touch=True)
    guest.goto(f"/t/{table_id}")
    guest.get_by_test_id("join-name").fill("Boris")
    guest.get_by_test_id("join").click()
    expect(host.get_by_test_id("start")).to_be_enabled()
    host.get_by_test_id("start").click()
    wait_for_board(guest)
    expect(guest.get_by_test_id("hint-card")).to_be_visible()
    expect(guest.get_by_test_id("hints-switch")).to_be_visible()
    wait_until(guest, "document.getAnimations().length === 0")
    screenshot(guest, "hint-durak-guest-phone")
    assert guest.evaluate(OVERLAP, [".seat-area.me", "[data-testid=battle]"]) == 0
    assert guest.evaluate(OVERLAP, [".seat-area.me", "[data-testid=deck]"]) == 0
    all_shown(guest, ".seat-area.me .hand .card")
    # a consent is shown to everyone at the table: how many agreed, and who
    switch = host.get_by_test_id("hints-switch")
    expect(switch).to_contain_text("0/2")
    guest.get_by_test_id("hints-switch").click()
    expect(switch).to_contain_text("1/2")
    expect(switch).to_have_attribute("title", re.compile("Boris"))
    assert guest.js_errors == [] and host.js_errors == []
