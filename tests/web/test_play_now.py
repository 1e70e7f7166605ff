""""Play people now" in the browser (issue 25, js/seek.js): two guests who press it for Durak
with two players land at the same table; Cancel leaves the queue at once; the panel reads in
both languages on a phone and a laptop. A last test answers the seek calls in the browser itself
(no server queue), so the client's side is checked whatever the server has."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import TABLE_URL, unreachable_controls, wait_for_board

pytestmark = pytest.mark.browser

LOOKING = re.compile(r"Looking for opponents… \d+:\d\d")


@pytest.fixture
def seeks(server: str) -> str:
    """The server's base URL, once it answers the seek API (GET /api/seeks)."""
    answer = httpx.get(f"{server}/api/seeks", timeout=10)
    if answer.status_code != 200 or "queues" not in answer.json():
        pytest.skip(f"the server has no GET /api/seeks yet ({answer.status_code})")
    return server


def seek_durak(page: Any, players: int = 2, bots: bool = False) -> None:
    """Choose Durak and a table size in the panel and press "Find opponents"."""
    page.get_by_test_id("seek-game").select_option("durak")
    page.get_by_test_id("seek-players").select_option(str(players))
    page.get_by_test_id("seek-bots").set_checked(bots)
    page.get_by_test_id("seek-start").click()


def queue_size(server: str, game: str = "durak") -> int:
    queues = httpx.get(f"{server}/api/seeks", timeout=10).json()["queues"]
    return sum(q["seeking"] for q in queues if q["game"] == game)


def test_two_guests_press_play_now_and_meet_at_one_table(new_page: Any, seeks: str) -> None:
    first = new_page(viewport=PHONE, touch=True)
    first.goto("/")
    seek_durak(first)
    expect(first.get_by_test_id("seek-status")).to_have_text(LOOKING)
    expect(first.get_by_test_id("seek-cancel")).to_be_visible()
    screenshot(first, "play-now-looking-en-phone")
    # the lobby shows the seeker to the next visitor, on Durak's card
    second = new_page(viewport=DESKTOP)
    second.goto("/")
    expect(second.get_by_test_id("seeking-durak")).to_have_text(re.compile(r"^[1-9]\d* looking"))
    seek_durak(second)
    # both land at the same table within 10 s, each in a seat of their own
    first.wait_for_url(TABLE_URL, timeout=10_000)
    second.wait_for_url(TABLE_URL, timeout=10_000)
    table = first.url.rsplit("/", 1)[-1]
    assert second.url.rsplit("/", 1)[-1] == table
    held = [json.loads(p.evaluate("(id) => localStorage.getItem(`koloda.seat.${id}`)", table))
            for p in (first, second)]
    assert sorted(h["seat"] for h in held) == [0, 1], held
    assert all(h["token"] and not h["host"] for h in held), held
    for page in (first, second):
        wait_for_board(page)
        expect(page.get_by_test_id("waiting")).to_have_count(0)  # started at once
        expect(page.locator(".seat-area.opponent .badge.bot")).to_have_count(0)  # a person
    screenshot(second, "play-now-seated-en-desktop")
    assert first.js_errors == [] and second.js_errors == []


def test_cancel_stops_the_search(new_page: Any, seeks: str) -> None:
    page = new_page()
    page.goto("/")
    with page.expect_response(lambda r: r.url.endswith("/api/seeks") and r.request.method == "POST") as made:
        seek_durak(page, players=3)
    answer = made.value.json()
    expect(page.get_by_test_id("seek-status")).to_have_text(LOOKING)
    with page.expect_request(lambda r: r.method == "DELETE" and "/api/seeks/" in r.url) as gone:
        page.get_by_test_id("seek-cancel").click()
    assert gone.value.headers["authorization"] == f"Bearer {answer['secret']}"
    # the panel is back at once, and the server holds the seek as cancelled (or forgot it)
    expect(page.get_by_test_id("seek-start")).to_be_enabled()
    expect(page.get_by_test_id("seek-status")).to_have_count(0)
    gone.value.response()
    status = httpx.get(f"{seeks}/api/seeks/{answer['seek']['id']}?wait=0", timeout=10,
                       headers={"Authorization": f"Bearer {answer['secret']}"})
    assert status.status_code == 404 or status.json()["status"] == "cancelled", status.text
    # nobody is left seeking a three-player Durak for another to meet
    queues = httpx.get(f"{seeks}/api/seeks", timeout=10).json()["queues"]
    assert not any(q["game"] == "durak" and q["players"] == 3 and q["seeking"] for q in queues), queues
    assert page.js_errors == []


@pytest.mark.parametrize("viewport, size", [(PHONE, "phone"), (DESKTOP, "desktop")])
@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_the_panel_asks_waits_and_cancels(new_page: Any, viewport: dict[str, int], size: str,
                                          locale: str) -> None:
    """The seek calls answered in the page (a queue that never pairs): what is sent, the clock
    and the count while waiting, Cancel's DELETE with the secret, and the layout."""
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    sent: list[tuple[str, str, Any, str | None]] = []
    secret = "s" * 43

    def answer(route: Any) -> None:
        request = route.request
        body = json.loads(request.post_data) if request.post_data else None
        sent.append((request.method, request.url, body, request.headers.get("authorization")))
        if request.method == "POST":
            seek = {"id": "k1", "game": body["game"], "players": body["players"], "rated": False,
                    "pool": None, "turn_seconds": body["turn_seconds"],
                    "bots_after": body["bots_after"], "created": 0}
            route.fulfill(status=201, json={"seek": seek, "secret": secret})
        elif request.method == "DELETE":
            route.fulfill(json={"status": "cancelled"})
        elif "/api/seeks/" in request.url:
            route.fulfill(json={"status": "waiting", "waited": 0, "seeking": 3})
        else:
            route.fulfill(json={"queues": [{"game": "durak", "players": 2, "rated": False,
                                            "turn_seconds": 30, "seeking": 2}]})

    page.route(re.compile(r".*/api/seeks(/.*)?(\?.*)?$"), answer)
    page.goto("/")
    ru = locale.startswith("ru")
    panel = page.get_by_test_id("seek")
    expect(panel.get_by_role("heading")).to_have_text("Играть с людьми" if ru else "Play people now")
    expect(page.get_by_test_id("seek-rated")).to_have_count(0)  # a guest plays unrated
    expect(page.get_by_test_id("seek-bots")).to_be_checked()
    page.get_by_test_id("seek-game").select_option("durak")
    page.get_by_test_id("seek-players").select_option("2")
    # the lobby's counts: on the game's card, and for the queue the panel would join
    expect(page.get_by_test_id("seeking-durak")).to_have_text("2 ищут соперников" if ru else "2 looking for opponents")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert unreachable_controls(page, "[data-testid=seek]") == []
    screenshot(page, f"play-now-panel-{locale[:2]}-{size}")
    page.get_by_test_id("seek-start").click()
    expect(page.get_by_test_id("seek-count")).to_contain_text("3")
    expect(page.get_by_test_id("seek-status")).to_have_text(
        re.compile(r"Ищем соперников… 0:0[1-9]" if ru else r"Looking for opponents… 0:0[1-9]"))
    screenshot(page, f"play-now-looking-{locale[:2]}-{size}")
    post = next(s for s in sent if s[0] == "POST")
    assert post[2]["game"] == "durak" and post[2]["players"] == 2 and post[2]["rated"] is False
    assert post[2]["bots_after"] == 20 and post[2]["turn_seconds"] > 0
    polls = [s for s in sent if s[0] == "GET" and "/api/seeks/k1?wait=25" in s[1]]
    assert polls and all(s[3] == f"Bearer {secret}" for s in polls)
    with page.expect_request(lambda r: r.method == "DELETE") as gone:
        page.get_by_test_id("seek-cancel").click()
    assert gone.value.url.endswith("/api/seeks/k1")
    assert gone.value.headers["authorization"] == f"Bearer {secret}"
    expect(page.get_by_test_id("seek-start")).to_be_visible()
    expect(page.get_by_test_id("seek-queue")).to_have_text("2 человека ищут эту игру" if ru else "2 people looking for this game")
    assert page.js_errors == []
