"""Every game's table fits the screen: on a phone upright (390×844) and on its side (844×390),
and on a laptop (1280×800), the page never scrolls, and your own cards and your actions are
inside the screen. Every text on it meets WCAG AA contrast (axe-core's measure).

`scripts/screenshots` runs this module with KOLODA_SCREENSHOTS set to `docs/screenshots`: the
pictures in the README are the ones these checks looked at.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, create_table, dismiss_hint, wait_for_board, wait_until

pytestmark = pytest.mark.browser

LANDSCAPE = {"width": 844, "height": 390}
SIZES = {"phone": PHONE, "landscape": LANDSCAPE, "desktop": DESKTOP}

#: each game with the bots that sit with you (the seat choices after yours)
TABLES: dict[str, list[str]] = {
    "durak": ["random", "random"],
    "palace": ["random", "random", "random"],
    "thirteenth_hour": ["random", "random", "random"],
    "spiderman_strength": ["random", "random"],
    "spiderman_dark": ["random", "random"],
    "clash_of_decks": ["random"],
    "clash_of_decks_solo": [],
    "scattergories": ["random", "random"],
    "card_ball": ["random"],
}

#: the parts of the table that must be on screen when they are there at all
MUST_SHOW = ("[data-testid=actions]", ".seat-area.me .hand", "[data-testid=turn]")

OVERFLOW = """() => {
  const root = document.documentElement;
  return {width: root.scrollWidth, height: root.scrollHeight,
          innerWidth: window.innerWidth, innerHeight: window.innerHeight};
}"""

OFF_SCREEN = """(selectors) => {
  const out = [];
  for (const selector of selectors) {
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
        out.push(`${selector}: ${Math.round(r.left)},${Math.round(r.top)} ` +
                 `${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
  }
  return out;
}"""


def _save(page: Any, name: str) -> None:
    """A screenshot for the docs when the screenshot script asks, else for the artifacts."""
    folder = os.environ.get("KOLODA_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))
    else:
        screenshot(page, f"layout-{name}")


@pytest.mark.parametrize("game", list(TABLES))
def test_the_table_fits_the_screen(new_page: Any, game: str) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, game, TABLES[game])
    wait_for_board(page)
    # a first game opens with the hint card: the table fits with it too, then it is put away
    expect(page.get_by_test_id("hint-card")).to_be_visible()
    assert page.evaluate(OVERFLOW)["height"] <= PHONE["height"], game
    assert page.evaluate(OFF_SCREEN, list(MUST_SHOW)) == [], game
    dismiss_hint(page)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        # the layout follows the new size before it is measured
        wait_until(page, "([w, h]) => innerWidth === w && innerHeight === h",
                               arg=[viewport["width"], viewport["height"]])
        expect(page.get_by_test_id("board")).to_be_visible()
        # the picture once the cards stopped moving (a bot's move may be sliding in)
        wait_until(page, "document.getAnimations().length === 0")
        _save(page, f"{game}-{size}")  # before the checks: a failure can be looked at
        sizes = page.evaluate(OVERFLOW)
        assert sizes["width"] <= sizes["innerWidth"], (game, size, sizes)
        assert sizes["height"] <= sizes["innerHeight"], (game, size, sizes)
        assert page.evaluate(OFF_SCREEN, list(MUST_SHOW)) == [], (game, size)
        if size != "landscape":  # the same colours as upright
            problems = contrast_problems(page)
            assert problems == [], (game, size, problems)
    assert page.js_errors == []


def test_on_a_phone_the_log_is_a_drawer(new_page: Any) -> None:
    page = new_page(viewport=PHONE, locale="ru-RU")
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    log = page.locator("aside.side-column")  # the log's box (its list may still be empty)
    expect(log).to_be_hidden()
    page.get_by_test_id("log-toggle").click()
    expect(log).to_be_visible()
    expect(page.get_by_test_id("leave-game")).to_be_visible()
    screenshot(page, "layout-log-drawer-ru-phone")
    page.keyboard.press("Escape")
    expect(log).to_be_hidden()
    # on a wide screen it is a column beside the table, always there
    page.set_viewport_size(DESKTOP)
    expect(log).to_be_visible()
    expect(page.get_by_test_id("log-toggle")).to_be_hidden()
    assert page.js_errors == []
