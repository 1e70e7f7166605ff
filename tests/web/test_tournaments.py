"""Tournaments in the browser (issue 26's browser test): two people with accounts, in two
browser contexts (a phone and a laptop), find the lobby's link, create a tournament with the
form, enter a short arena, are taken to their game when paired (issue 44, item 10: no "Play
your game" to tap), see the standings change, and see the podium at the end; in both
languages. The form's defaults (the creator's game, rated, the creator entered) and the
podium's ties and tie-breaks on a phone have tests of their own.

The arena is the toy game with five cards a hand (ten moves: enough to score) and lasts
40 seconds, made through the API the form calls (the form's shortest arena is a minute)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from koloda.server.tournaments.rows import TournamentRow

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
    # paired within a tick, each is told whom they play and taken to the table by itself
    for page, other in ((phone, handles[1]), (laptop, handles[0])):
        expect(page.get_by_test_id("my-state")).to_contain_text(f"Your game: against {other}",
                                                                 timeout=15_000)
    screenshot(phone, "tournament-live-en-phone")
    screenshot(laptop, "tournament-live-en-desktop")
    for page in pages:
        page.wait_for_url(TABLE_URL, timeout=15_000)
        wait_for_board(page)
    assert pages[0].url == pages[1].url
    play_both_to_the_end(pages)

    # back on the tournament's page: the game's points are in the standings (both turned off
    # "Take me to each of my games", the box on that page, so it stays for them to look)
    for page in pages:
        page.evaluate("localStorage.setItem('koloda.tourney.autoSeat', '0')")
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


@pytest.mark.parametrize(("viewport", "size", "locale"), [(PHONE, "phone", "ru-RU"), (DESKTOP, "desktop", "en-US")])
def test_the_form_starts_at_the_creators_game_rated_with_the_creator_entered(
        new_page: Any, server: str, viewport: dict[str, int], size: str, locale: str) -> None:
    """Issue 44, item 10: the form no longer starts at Card Ball, unrated, without its creator:
    it starts at the game they played most (Durak for one who played none), rated where that
    game has rating pools, and enters its creator unless they untick it."""
    ru = locale.startswith("ru")
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    sign_up(page, new_handle("tf"))
    codes_saved(page)
    page.goto("/tournaments")
    expect(page.get_by_test_id("create-game")).to_have_value("durak")
    expect(page.get_by_test_id("create-rated")).to_be_checked()
    expect(page.get_by_test_id("create-enter")).to_be_checked()
    expect(page.get_by_test_id("create-enter").locator("xpath=..")).to_contain_text(
        "Участвовать самому" if ru else "Enter it myself")
    fits(page)
    screenshot(page, f"tournaments-form-defaults-{locale[:2]}-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("create-enter").locator("xpath=..")).to_contain_text(
        "Enter it myself" if ru else "Участвовать самому")
    screenshot(page, f"tournaments-form-defaults-{'en' if ru else 'ru'}-{size}")
    page.get_by_test_id("create-submit").click()
    expect(page.get_by_test_id("tournament")).to_have_attribute("data-state", "upcoming")
    expect(page.get_by_test_id("standing")).to_have_count(1)
    tid = page.url.rsplit("/", 1)[-1]
    made = page.evaluate("async (id) => (await fetch(`/api/tournaments/${id}`)).json()", tid)
    assert made["game"] == "durak" and made["rated"] is True, made
    assert made["me"]["state"] == "in" and made["entrants"] == 1, made["me"]
    assert page.js_errors == []


def finished_swiss(handles: list[str]) -> dict[str, Any]:
    """A finished Swiss event's page as the server gives it: four people, two pairs tied on
    points, one broken by Buchholz (on the podium), one between third and fourth by first
    places."""
    def line(rank: int, handle: str, points: float, games: int, wins: int, buchholz: float,
             tie: str | None) -> dict[str, Any]:
        return {"rank": rank, "handle": handle, "points": points, "games": games, "wins": wins,
                "byes": 0, "fire": False, "buchholz": buchholz, "state": "in", "tie": tie}

    standings = [line(1, handles[0], 6, 3, 3, 9, None), line(2, handles[1], 4, 3, 2, 11, "buchholz"),
                 line(3, handles[2], 4, 3, 2, 8, "wins"), line(4, handles[3], 4, 3, 1, 8, None)]
    now = time.time()
    return {"id": "tz", "game": "durak", "title": {"en": "Durak", "ru": "Дурак"}, "options": {},
            "format": "swiss", "format_name": {"en": "Swiss", "ru": "Швейцарка"}, "size": 2,
            "rounds": 3, "seconds": 0, "turn_seconds": 30, "rated": False, "bots": False,
            "min_rating": None, "min_games": None, "starts": now - 900, "ends": None,
            "state": "finished", "round": 3, "finished": now - 60, "creator": handles[0],
            "entrants": 4, "now": now, "standings": standings, "tables": [], "games": 6,
            "podium": standings[:3], "min_moves": None, "hurry": None}


@pytest.mark.parametrize(("viewport", "size"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_ties_on_the_podium_are_explained_and_buchholz_shows_on_a_phone(
        new_page: Any, server: str, viewport: dict[str, int], size: str) -> None:
    """Issue 44, item 10: a tie on the podium says which rule broke it, in words, and the
    Buchholz column and what the tie-breaks are read on a phone as on a laptop. The page is
    answered in the browser (a finished Swiss event with ties); the server's tie-breaks are
    tests/tournaments/test_standings.py's."""
    import re

    handles = ["ann", "bob", "cy", "dee"]
    page = new_page(viewport=viewport, touch=viewport is PHONE)
    page.route(re.compile(r".*/api/tournaments/tz$"), lambda route: route.fulfill(json=finished_swiss(handles)))
    page.goto("/tournaments/tz")
    expect(page.get_by_test_id("podium-place")).to_have_count(3)
    ties = page.get_by_test_id("podium-ties").locator("li")
    expect(ties).to_have_text([
        "bob is above cy on equal points (4): a stronger field (Buchholz 11 against 8).",
        "cy is above dee on equal points (4): more first places (2 against 1).",
    ])
    buchholz = page.get_by_role("columnheader", name="Buchholz")
    expect(buchholz).to_be_visible()
    expect(page.get_by_test_id("tie-rules")).to_contain_text("first Buchholz")
    fits(page)
    screenshot(page, f"tournament-ties-en-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(ties.first).to_have_text(
        "bob выше, чем cy, при равных очках (4): соперники сильнее (Бухгольц 11 против 8).")
    expect(page.get_by_role("columnheader", name="Бухгольц")).to_be_visible()
    fits(page)
    screenshot(page, f"tournament-ties-ru-{size}")
    assert page.js_errors == []
