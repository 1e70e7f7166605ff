"""The replay page lists every move; a click on one shows the position after it."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from .conftest import screenshot

pytestmark = pytest.mark.browser


def test_a_click_in_the_move_list_goes_to_that_move(server: str, new_page: Any) -> None:
    made = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": 2,
                                                    "options": {"bot_delay": 0}}).json()
    tid, auth = made["table"]["id"], {"Authorization": f"Bearer {made['token']}"}
    httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth)
    for seat in (0, 1):
        httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": seat, "bot": "random"},
                   headers=auth)
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth)
    deadline = time.monotonic() + 30
    while httpx.get(f"{server}/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)  # polling the table's status, not waiting a fixed time
    total = len(httpx.get(f"{server}/api/tables/{tid}/record").json()["actions"])
    page = new_page()
    page.goto(f"/replay/{tid}")
    moves = page.get_by_test_id("moves").locator("li")
    expect(moves).to_have_count(total)
    page.get_by_test_id("move-3").click()
    expect(page.get_by_test_id("replay-step")).to_have_text(f"Move 3 of {total}")
    expect(page.get_by_test_id("move-3")).to_have_attribute("aria-current", "step")
    screenshot(page, "replay-moves-en-desktop")
    assert page.js_errors == []
