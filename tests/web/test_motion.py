"""Motion at the table: a move makes cards move (Web Animations API), and a reader who asks for
reduced motion gets none."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import create_table, wait_for_board, wait_until

pytestmark = pytest.mark.browser

#: counts every animation the page starts (installed before the page's own scripts)
COUNT_ANIMATIONS = """
  window.__animations = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.__animations += 1;
    return animate.apply(this, args);
  };
"""


def _play_until_something_moves(page: Any) -> int:
    """Make moves (the first listed action) until a card has moved; the number of animations."""
    for _ in range(6):
        wait_until(page, """() => window.__animations > 0 ||
            document.querySelector("button.action:not([disabled])") !== null""", timeout_ms=20_000)
        if page.evaluate("window.__animations") > 0:
            break
        page.locator("button.action:not([disabled])").first.click()
        wait_until(page, "() => window.__animations > 0 || document.querySelector("
                               "'button.action:not([disabled])') === null", timeout_ms=20_000)
    return int(page.evaluate("window.__animations"))


#: every card game with its seat choices; Card Ball animates its shots (test_card_ball.py) and
#: Scattergories is a race of words, not of cards moving (its won cards do move)
GAMES = {"durak": ["random"], "palace": ["random"], "thirteenth_hour": ["random"],
         "spiderman_strength": ["random"], "spiderman_dark": ["random"],
         "clash_of_decks": ["random"], "clash_of_decks_solo": []}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_move_makes_the_cards_move(new_page: Any, game: str) -> None:
    page = new_page(motion=True)
    page.add_init_script(COUNT_ANIMATIONS)
    create_table(page, game, GAMES[game])
    wait_for_board(page)
    assert _play_until_something_moves(page) > 0
    assert page.js_errors == []


def test_reduced_motion_moves_nothing(new_page: Any) -> None:
    page = new_page(motion=True)  # moving, until the page asks for less
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(COUNT_ANIMATIONS)
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    lines = page.locator(".log-list li")
    for _ in range(3):  # three of my moves, each answered by the board being drawn again
        page.locator("button.action:not([disabled])").first.wait_for(timeout=20_000)
        before = lines.count()
        page.locator("button.action:not([disabled])").first.click()
        wait_until(page, f"() => document.querySelectorAll('.log-list li').length > {before}"
                               " || document.querySelector('[data-testid=game-over]') !== null",
                               timeout_ms=20_000)
    # the board was rebuilt after every move and nothing was animated
    assert page.evaluate("window.__animations") == 0

