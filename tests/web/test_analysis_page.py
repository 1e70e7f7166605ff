"""The analysis page of a finished game: from the result screen, the progress while the search
works, then the graph, the summary and every decision with its verdict, in both languages.
Only a browser holding the seat's token (or the host's, for a bot's seat) asks for one."""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
import websockets
from playwright.sync_api import expect

from tests.server.helpers import Client, new_table, play_person, ws_url

from .conftest import screenshot
from .helpers import contrast_problems, finished_bot_game

pytestmark = pytest.mark.browser


def _played_durak(server: str) -> tuple[str, str]:
    """A finished Durak game a person (seat 0, the host) played against a random bot; (id,
    the person's token)."""
    made = new_table(server, "durak", 2, {1: "random"})
    tid, token = made["table"]["id"], made["token"]

    async def play() -> None:
        async with websockets.connect(ws_url(server, tid, token), max_size=None) as ws:
            await play_person(Client(ws, 0), random.Random(3))

    # in a thread of its own: Playwright's sync API keeps this thread's event loop
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, play()).result(timeout=120)
    return tid, token


def _hold_seat(page: Any, tid: str, seat: int | None, token: str, host: bool) -> None:
    """This browser holds the seat, as after playing in it (`saveSeat` in api.js)."""
    page.goto("/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [f"koloda.seat.{tid}", json.dumps({"seat": seat, "token": token, "host": host})])


def test_a_finished_game_is_analysed_from_the_result_screen(server: str, new_page: Any) -> None:
    tid, token = _played_durak(server)
    page = new_page()
    _hold_seat(page, tid, 0, token, host=True)
    page.goto(f"/t/{tid}")
    page.get_by_test_id("analyse-link").click()
    page.wait_for_url(f"**/analysis/{tid}?seat=0")
    moves = page.get_by_test_id("analysis-moves")
    expect(moves).to_be_visible(timeout=90_000)
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("decisions")
    expect(page.locator("svg.analysis-graph polyline")).to_have_count(2)
    assert moves.locator("tbody tr").count() >= 1
    screenshot(page, "analysis-durak-en-desktop")
    assert contrast_problems(page) == []
    # the bot's seat, in Russian: the host asks for it too; the same page, that seat's moves
    page.get_by_test_id("lang-toggle").click()
    page.get_by_test_id("analysis-seat").select_option("1")
    # Wait for the new seat's summary itself: the first seat's table may still be on the page
    # for a moment after the choice, while the new analysis starts.
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("Решений", timeout=90_000)
    expect(page.get_by_test_id("analysis-moves")).to_be_visible()
    # the place in the queue, as the page words it (1: next)
    queued = """async () => {
      const { t } = await import('/static/js/i18n.js');
      return [1, 2, 12].map((position) => t('analysis.queued', { position }));
    }"""
    said = page.evaluate(queued)
    assert said[0].endswith("он следующий.") and said[2].endswith("он 12-й по счёту."), said
    page.get_by_test_id("lang-toggle").click()
    said = page.evaluate(queued)
    assert said[0].endswith("it is next.") and said[1].endswith("number 2 in line."), said
    assert page.js_errors == []


def test_a_page_without_the_seat_token_only_reads(server: str, new_page: Any) -> None:
    """A stranger's page asks for nothing: it says who can, and reads what was made."""
    tid = finished_bot_game(server, game="toy")
    page = new_page()
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    page.goto(f"/analysis/{tid}?seat=0")
    expect(page.get_by_test_id("analysis-not-yours")).to_contain_text(
        "Only the person who played this seat can ask")
    assert posts == []
    assert httpx.get(f"{server}/api/tables/{tid}/analysis/0").json() == {"status": "none"}
    assert page.js_errors == []
