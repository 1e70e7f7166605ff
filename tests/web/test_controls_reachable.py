"""Every control a player may use can be reached and tapped, on every page, at every size: on a
phone upright (390×844) and on its side (844×390) and on a laptop (1280×800), each enabled
button, field, choice, link and ARIA button is inside the window or brought there by scrolling
what it sits in, and a tap at its centre lands on it, not on something drawn over it
(`helpers.unreachable_controls`; issue 31's guard).

Pages: the lobby (as it opens and with a game's settings open), every game's table (as it
starts, with the first-game hint; the log drawer open where it is a drawer; the rules panel),
a waiting room, a finished game's result, its replay and its analysis, and a lesson."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, played_durak, unreachable_controls, wait_for_board, wait_until
from .test_layout import LANDSCAPE, TABLES

pytestmark = pytest.mark.browser

SIZES = {"phone": PHONE, "landscape": LANDSCAPE, "desktop": DESKTOP}


def resize(page: Any, viewport: dict[str, int]) -> None:
    page.set_viewport_size(viewport)
    wait_until(page, "([w, h]) => innerWidth === w && innerHeight === h",
                           arg=[viewport["width"], viewport["height"]])


def check_sizes(page: Any, name: str, root: str | None = None, problems: dict | None = None,
                before: Any = None) -> dict[str, list[str]]:
    """Check the page at each size (after `before(page)` there, if given); the failures by size."""
    found = problems if problems is not None else {}
    for size, viewport in SIZES.items():
        resize(page, viewport)
        if before:
            before(page)
        bad = unreachable_controls(page, root)
        if bad:
            screenshot(page, f"unreachable-{name}-{size}")
            found[f"{name} {size}"] = bad
    return found


@pytest.mark.parametrize("game", list(TABLES))
def test_every_control_of_a_table_is_in_reach(new_page: Any, game: str) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, game, TABLES[game], {"bot_delay": 10})
    wait_for_board(page)
    expect(page.get_by_test_id("hint-card")).to_be_visible()
    problems = check_sizes(page, game)

    def drawer(p: Any) -> None:  # on a narrow screen the log is a drawer: opened
        if p.get_by_test_id("log-toggle").is_visible():
            if p.get_by_test_id("log-toggle").get_attribute("aria-expanded") != "true":
                p.get_by_test_id("log-toggle").click()
            expect(p.locator("aside.side-column")).to_be_visible()

    check_sizes(page, f"{game}-log", "aside.side-column", problems, drawer)
    page.keyboard.press("Escape")

    def rules(p: Any) -> None:
        if not p.get_by_test_id("rules-panel").is_visible():
            p.locator(".status-line").get_by_test_id("rules-open").click()
        expect(p.get_by_test_id("rules-panel").locator("h1")).to_be_visible()

    check_sizes(page, f"{game}-rules", "[data-testid=rules-panel]", problems, rules)
    assert problems == {}, problems
    assert page.js_errors == []


def test_every_control_of_the_lobby_and_the_other_pages_is_in_reach(server: str,
                                                                    new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    page.goto("/")
    expect(page.get_by_test_id("play-now")).to_be_enabled()
    problems = check_sizes(page, "lobby")
    page.get_by_test_id("game-card_ball").click()  # the game with the most settings
    expect(page.get_by_test_id("create")).to_be_visible()
    check_sizes(page, "lobby-options", None, problems)

    # a waiting room: a seat left for a person
    resize(page, PHONE)
    create_table(page, "durak", ["", "random"])
    expect(page.get_by_test_id("waiting")).to_be_visible()
    check_sizes(page, "waiting", None, problems)

    # a finished game I played: its result, its replay and its analysis
    tid, token = played_durak(server)
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [f"koloda.seat.{tid}", json.dumps({"seat": 0, "token": token, "host": True})])
    page.goto(f"/t/{tid}")
    expect(page.get_by_test_id("gameover")).to_be_visible()
    check_sizes(page, "gameover", None, problems)
    # the table under the results is out of reach until "Show the table"; then it is in reach
    page.get_by_test_id("gameover").get_by_role("button", name="Show the table").click()
    check_sizes(page, "gameover-table", None, problems)
    page.goto(f"/replay/{tid}")
    expect(page.get_by_test_id("replay-step")).to_be_visible()
    check_sizes(page, "replay", None, problems)

    # a lesson
    page.goto("/learn/durak")
    expect(page.get_by_test_id("lesson-goal")).to_be_visible()
    check_sizes(page, "learn", None, problems)
    assert problems == {}, problems
    assert page.js_errors == []


def test_every_control_of_the_analysis_page_is_in_reach(server: str, new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    tid, token = played_durak(server)
    page.goto("/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [f"koloda.seat.{tid}", json.dumps({"seat": 0, "token": token, "host": True})])
    page.goto(f"/analysis/{tid}?seat=0")
    expect(page.get_by_test_id("analysis-moves")).to_be_visible(timeout=90_000)
    problems = check_sizes(page, "analysis")
    assert problems == {}, problems
    assert page.js_errors == []
