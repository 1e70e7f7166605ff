"""Tournaments in the browser (issue 26's browser test): two people with accounts, in two
browser contexts (a phone and a laptop), find the lobby's link, create a tournament with the
form, enter a short arena, play their game from "Play your game", see the standings change, and
see the podium at the end; in both languages.

The arena is the toy game with five cards a hand (ten moves: enough to score) and lasts
40 seconds, made through the API the form calls (the form's shortest arena is a minute)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from koloda.server.store import TournamentRow

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import TABLE_URL, contrast_problems, unreachable_controls, wait_for_board
from .test_account import codes_saved, new_handle, sign_up
from .test_rated_flow import play_both_to_the_end

pytestmark = pytest.mark.browser

ARENA = {"game": "toy", "options": {"hand": 5}, "format": "arena", "size": 2, "seconds": 40,
         "starts_in": 0}

CREATE = """async (body) => {
  const r = await fetch("/api/tournaments", {method: "POST", body: JSON.stringify(body),
    headers: {"Content-Type": "application/json"}});
  return [r.status, await r.json()];
}"""


def fits(page: Any) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def test_two_people_play_an_arena_and_see_the_standings_and_the_podium(
        new_page: Any, site: tuple[str, Any]) -> None:
    pages, handles = [], []
    for prefix, viewport in (("ta", PHONE), ("tb", DESKTOP)):
        page = new_page(viewport=viewport, touch=viewport is PHONE)
        handle = new_handle(prefix)
        sign_up(page, handle)
        codes_saved(page)
        pages.append(page)
        handles.append(handle)
    phone, laptop = pages

    # the lobby links to the tournaments; the form makes an upcoming one
    phone.goto("/")
    phone.get_by_test_id("tournaments-link").click()
    expect(phone.get_by_test_id("create-form")).to_be_visible()
    phone.get_by_test_id("create-game").select_option("toy")
    phone.get_by_test_id("create-start").fill("30")
    fits(phone)
    screenshot(phone, "tournaments-form-en-phone")
    phone.get_by_test_id("create-submit").click()
    expect(phone.get_by_test_id("tournament")).to_have_attribute("data-state", "upcoming")
    expect(phone.get_by_test_id("tourney-when")).to_contain_text("starts in 2")
    laptop.goto("/tournaments")
    expect(laptop.get_by_test_id("list-upcoming").get_by_test_id("tourney-item")).not_to_have_count(0)
    screenshot(laptop, "tournaments-list-en-desktop")

    # a short arena, entered by both
    status, made = laptop.evaluate(CREATE, ARENA)
    assert status == 201, made
    for page in pages:
        page.goto(f"/tournaments/{made['id']}")
        page.get_by_test_id("enter").click()
    for page in pages:  # paired within a tick
        expect(page.get_by_test_id("play-game")).to_be_visible(timeout=15_000)
    expect(laptop.get_by_test_id("live-table")).to_have_count(1)
    rows = laptop.get_by_test_id("standing")
    expect(rows).to_have_count(2)
    assert [r.get_attribute("data-points") for r in rows.all()] == ["0", "0"]
    fits(phone)
    screenshot(phone, "tournament-live-en-phone")
    screenshot(laptop, "tournament-live-en-desktop")

    for page in pages:
        page.get_by_test_id("play-game").click()
    for page in pages:
        page.wait_for_url(TABLE_URL)
        wait_for_board(page)
    assert pages[0].url == pages[1].url
    play_both_to_the_end(pages)

    # back on the tournament's page: the game's points are in the standings
    for page in pages:
        page.get_by_test_id("back-to-tournament").click()
        expect(page.get_by_test_id("tournament")).to_be_visible()
    points = laptop.locator("[data-testid=standing]")
    expect(points.first).not_to_have_attribute("data-points", "0", timeout=15_000)
    total = sum(float(r.get_attribute("data-points")) for r in points.all())
    assert total == 2.0
    screenshot(laptop, "tournament-standings-en-desktop")
    assert contrast_problems(laptop) == []
    assert unreachable_controls(phone) == []

    # the end: the podium, both players on it (the arena's clock moved on to its end, as
    # tests/server/test_tournaments.py does, rather than waited out)
    hub = site[1]
    with hub.store.engine.begin() as conn:
        conn.execute(TournamentRow.__table__.update().where(TournamentRow.id == made["id"])
                     .values(starts=time.time() - ARENA["seconds"] - 1))
    for page in pages:
        expect(page.get_by_test_id("podium")).to_be_visible(timeout=20_000)
        expect(page.get_by_test_id("podium-place")).to_have_count(2)
        fits(page)
    expect(laptop.get_by_test_id("live-tables")).to_have_count(0)
    screenshot(phone, "tournament-podium-en-phone")
    screenshot(laptop, "tournament-podium-en-desktop")
    phone.get_by_test_id("lang-toggle").click()
    expect(phone.get_by_role("heading", name="Призёры")).to_be_visible()
    expect(phone.get_by_role("heading", name="Таблица")).to_be_visible()
    screenshot(phone, "tournament-podium-ru-phone")

    # the profile links the tournament
    laptop.goto(f"/@/{handles[1]}")
    expect(laptop.get_by_test_id("profile-tournament")).to_have_count(1)
    laptop.get_by_test_id("profile-tournament").locator("a").click()
    expect(laptop.get_by_test_id("podium")).to_be_visible()
    for page in pages:
        assert page.js_errors == [], page.js_errors
    assert json.dumps(made)  # the answer was JSON


def test_the_form_sets_the_games_own_options(new_page: Any, server: str) -> None:
    """The create form folds the game's rules options (the lobby's fields, at their defaults);
    one changed there is the tournament's: its games are dealt with it."""
    page = new_page(viewport=PHONE, touch=True)
    sign_up(page, new_handle("to"))
    codes_saved(page)
    page.goto("/tournaments")
    page.get_by_test_id("create-game").select_option("durak")
    options = page.get_by_test_id("create-options")
    expect(options).not_to_have_attribute("open", "")
    options.locator("summary").click()
    transfer = page.get_by_test_id("create-opt-transfer")
    expect(transfer).not_to_be_checked()  # Durak's default: throw-in
    transfer.check()
    fits(page)
    screenshot(page, "tournaments-form-options-en-phone")
    page.get_by_test_id("create-submit").click()
    expect(page.get_by_test_id("tournament")).to_have_attribute("data-state", "upcoming")
    tid = page.url.rsplit("/", 1)[-1]
    made = page.evaluate("async (id) => (await fetch(`/api/tournaments/${id}`)).json()", tid)
    assert made["options"]["transfer"] is True, made["options"]
    assert page.js_errors == []


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_creator_is_told_an_empty_event_is_unlisted_and_may_cancel_it(
        new_page: Any, server: str, viewport: Any) -> None:
    """Issue 42, item 10: an upcoming event nobody entered is listed only to its creator until
    an hour before it (the page says so, and to share the link), and its creator calls it off
    from its page; in both languages."""
    page = new_page(viewport=viewport, touch=viewport is PHONE)
    sign_up(page, new_handle("tc"))
    codes_saved(page)
    status, made = page.evaluate(CREATE, {**ARENA, "starts_in": 3 * 3600})
    assert status == 201, made
    page.goto(f"/tournaments/{made['id']}")
    expect(page.get_by_test_id("unlisted")).to_contain_text("Only you see it")
    cancel = page.get_by_test_id("cancel-tourney")
    expect(cancel).to_be_visible()
    fits(page)
    name = "phone" if viewport is PHONE else "desktop"
    screenshot(page, f"tournament-cancel-en-{name}")
    page.get_by_test_id("lang-toggle").click()
    expect(cancel).to_have_text("Отменить турнир")
    expect(page.get_by_test_id("unlisted")).to_contain_text("только вы")
    fits(page)
    screenshot(page, f"tournament-cancel-ru-{name}")
    page.once("dialog", lambda dialog: dialog.accept())
    cancel.click()
    expect(page.get_by_test_id("tourney-cancelled")).to_contain_text("Турнир отменён")
    screenshot(page, f"tournament-cancelled-ru-{name}")
    gone = page.evaluate("async (id) => (await fetch(`/api/tournaments/${id}`)).status",
                         made["id"])
    assert gone == 404
    assert page.js_errors == []
