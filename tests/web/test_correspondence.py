"""Correspondence in the browser (issue 45): "Your turn" on the lobby's first screen lists the
games by days a move that wait on the signed-in person, most urgent first, with the time left
(the last hours in the warning colour), and opens a table at the move on a device that holds no
seat token yet. On a phone (390×844) and a laptop (1280×800), in both languages."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from koloda.server.people.accounts import COOKIE
from tests.server.helpers import auth
from tests.server.people import signed_up

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, wait_for_board

pytestmark = pytest.mark.browser

HOUR = 3600.0


def on_hub(hub: Any, coro: Any) -> Any:
    return asyncio.run_coroutine_threadsafe(coro, hub.loop).result(30)


def waiting_on(hub: Any, table_id: str, seat: int) -> None:
    """Play the other seat's legal moves (through the room, as its person would) until the
    table waits on `seat`."""
    room = hub.rooms[table_id]
    for _ in range(20):
        state = room.state
        obliged = state.to_move()
        if obliged == seat:
            return
        actor = obliged if obliged is not None else state.actors_for(None)[0]
        action = room.game.codec.encode(state.legal_actions(actor)[0])
        assert on_hub(hub, room.submit(actor, action, room.version, "test")) is None
    raise AssertionError("the table never came to wait on the seat")


def games_by_days(server: str, hub: Any) -> tuple[httpx.Client, list[str]]:
    """Ann and three correspondence Durak tables waiting on her (1, 3 and 7 days a move, the
    first with three hours left); her API client and the tables, most urgent first."""
    ann, _ = signed_up(server)
    bob, made = signed_up(server)
    tables = []
    for days in (7, 1, 3):
        r = bob.post("/api/tables", json={"game": "durak", "players": 2,
                                          "options": {"days": days, "bot_delay": 0}})
        assert r.status_code == 200, r.text
        tid, token = r.json()["table"]["id"], r.json()["token"]
        assert ann.post(f"/api/tables/{tid}/join", json={}).status_code == 200
        assert bob.post(f"/api/tables/{tid}/start", headers=auth(token)).status_code == 200
        waiting_on(hub, tid, 1)
        tables.append(tid)
    # the one-day table has three hours left
    room = hub.rooms[tables[1]]
    room.deadline = time.time() + 3 * HOUR
    hub.store.set_deadline(room.id, room.deadline, room.waiting_on)
    assert made["account"]["handle"]
    return ann, [tables[1], tables[2], tables[0]]


def signed_in_page(new_page: Any, server: str, client: httpx.Client, locale: str,
                   viewport: dict[str, int]) -> Any:
    page = new_page(locale=locale, viewport=viewport)
    page.context.add_cookies([{"name": COOKIE, "value": client.cookies[COOKIE], "url": server}])
    handle = client.get("/api/account").json()["account"]["handle"]
    page.add_init_script(f"localStorage.setItem('koloda.account', {handle!r})")
    return page


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_your_turn_lists_the_games_waiting_most_urgent_first_and_opens_one(
        site: tuple[str, Any], new_page: Any, locale: str) -> None:
    server, hub = site
    ann, order = games_by_days(server, hub)
    words = {"en-US": ("Your turn", "Play", "left"), "ru-RU": ("Ваш ход", "Ходить", "осталось")}
    title, play, left = words[locale]
    for viewport, size in ((PHONE, "phone"), (DESKTOP, "desktop")):
        page = signed_in_page(new_page, server, ann, locale, viewport)
        page.goto("/")
        panel = page.get_by_test_id("your-turn")
        expect(panel).to_be_visible()
        expect(panel.get_by_role("heading")).to_contain_text(title)
        expect(panel.get_by_test_id("turns-count")).to_have_text("3")
        items = panel.get_by_test_id("turn-item")
        expect(items).to_have_count(3)
        assert [items.nth(i).get_attribute("data-table") for i in range(3)] == order
        # first on the page, above "Play people now" and the games
        box = panel.bounding_box()
        assert box is not None and box["y"] < 200 and box["x"] >= 0
        assert box["x"] + box["width"] <= viewport["width"] + 0.5
        expect(items.first.get_by_test_id("turn-left")).to_contain_text(left)
        expect(items.first.get_by_test_id("turn-left")).to_have_class("turn-left urgent")
        expect(items.nth(1).get_by_test_id("turn-left")).to_have_class("turn-left")
        expect(items.first.get_by_test_id("turn-link")).to_have_text(play)
        assert contrast_problems(page) == []
        screenshot(page, f"correspondence-your-turn-{size}-{locale[:2]}")
    # going on vacation stops the clocks, and the panel says so; coming back starts them
    page.get_by_test_id("vacation").click()
    expect(page.get_by_test_id("turns-vacation")).to_be_visible()
    expect(items.first.get_by_test_id("turn-left")).to_have_class("turn-left")  # not urgent
    screenshot(page, f"correspondence-vacation-desktop-{locale[:2]}")
    page.get_by_test_id("vacation").click()
    expect(page.get_by_test_id("turns-vacation")).to_have_count(0)
    # the most urgent opens at the move, though this browser held no seat there
    items.first.get_by_test_id("turn-link").click()
    expect(page).to_have_url(f"{server}/t/{order[0]}")
    wait_for_board(page)
    expect(page.locator("[data-testid=actions] button.action:not([disabled])").first).to_be_visible()
    screenshot(page, f"correspondence-at-the-move-desktop-{locale[:2]}")


@pytest.mark.parametrize(("locale", "viewport"), [("en-US", PHONE), ("ru-RU", DESKTOP)])
def test_the_account_page_takes_a_vacation_with_no_game_waiting(
        new_page: Any, server: str, locale: str, viewport: dict[str, int]) -> None:
    """The lobby's switch shows only while a game waits on the person; the account page's is
    always there: a vacation taken there, and ended, with the days left said."""
    ann, _ = signed_up(server)
    page = signed_in_page(new_page, server, ann, locale, viewport)
    page.goto("/account")
    section = page.get_by_test_id("vacation-section")
    section.scroll_into_view_if_needed()
    ru = locale.startswith("ru")
    expect(page.get_by_test_id("vacation-state")).to_contain_text("30" if ru else "30 of 30")
    page.get_by_test_id("vacation-start").click()
    expect(page.get_by_test_id("vacation-stop")).to_be_visible()
    assert ann.get("/api/me/vacation").json()["on"] is True
    screenshot(page, f"account-vacation-{locale[:2]}-{'phone' if viewport is PHONE else 'laptop'}")
    page.get_by_test_id("vacation-stop").click()
    expect(page.get_by_test_id("vacation-start")).to_be_visible()
    assert ann.get("/api/me/vacation").json()["on"] is False
    assert page.js_errors == []
