"""A turn time limit counts down on the page, and a visitor without a seat watches the game
without being offered any action."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import screenshot
from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_turn_timer_counts_down_and_a_spectator_only_watches(new_page: Any) -> None:
    page = new_page()
    table_id = create_table(page, "durak", ["random"], {"turn_seconds": 40})
    wait_for_board(page)
    # The status line shows the running clock.
    clock = page.locator(".status-line .timer")
    expect(clock).to_have_text(re.compile(r"^\d+ s$"))
    assert 1 <= int(clock.inner_text().split()[0]) <= 40
    # The seat whose clock runs shows it on its plate too, as a ring that empties.
    expect(page.locator(".plate .timer:not(:empty)")).to_have_count(1)
    ring = page.locator(".plate .timer.ring")
    expect(ring).to_have_count(1)
    left = float(ring.evaluate("el => el.style.getPropertyValue('--left')"))
    assert 0 < left <= 1
    screenshot(page, "table-durak-timer-en-desktop")

    watcher = new_page(locale="ru-RU")
    watcher.goto(f"/t/{table_id}")
    wait_for_board(watcher)
    expect(watcher.locator(".status-line")).to_contain_text("Вы зритель")
    expect(watcher.get_by_test_id("actions")).to_have_count(0)
    # A spectator sees every hand from the back only.
    expect(watcher.locator(".seat-area.opponent")).to_have_count(2)
    expect(watcher.locator(".seat-area .hand")).to_have_count(0)
    assert watcher.js_errors == [] and page.js_errors == []


def test_the_clock_counts_to_the_deadline_and_trusts_no_longer_period(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    texts = page.evaluate("""async () => {
      const timer = await import("/static/js/ui/timer.js");
      for (const seat of ["0", "1"]) {  // as elements: the page takes no markup (Trusted Types)
        const span = document.createElement("span");
        span.className = "timer";
        span.dataset.seat = seat;
        document.body.append(span);
      }
      const [mine, other] = document.querySelectorAll(".timer[data-seat]");
      const now = Date.now() / 1000;
      timer.setTimer({seconds: 10, seat: 0, deadline: now + 5.2});
      const first = [mine.textContent, other.textContent];
      await new Promise((done) => setTimeout(done, 1300));
      const later = mine.textContent;
      // A server clock far ahead of ours never shows more than the whole period.
      timer.setTimer({seconds: 10, seat: 0, deadline: now + 500});
      const skewed = mine.textContent;
      timer.setTimer(null);
      return {first, later, skewed, cleared: mine.textContent};
    }""")
    assert texts == {"first": ["6 s", ""], "later": "4 s", "skewed": "10 s", "cleared": ""}
