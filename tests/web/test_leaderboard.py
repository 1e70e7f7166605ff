"""The leaderboard page and the not-found page in the browser (issue 44, item 4): one tab a
rating pool, the best of it and the signed-in person's own place, reached from the lobby and
from a profile; an unknown address is a page in the person's language with a way back. At
390x844 and 1280x800, in both languages."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect
from sqlalchemy import insert

from koloda.server.people import accounts_db
from koloda.server.rated.rows import RatingRow

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import unreachable_controls
from .test_account import PASSWORD, new_handle
from .test_play_now import signed_up_here

pytestmark = pytest.mark.browser

#: a pool no other browser test plays rated
POOL = "thirteenth_hour-2"


def rate(hub: Any, name: str, mu: float, games: int) -> None:
    """A settled rating in POOL, played today, as rated play leaves it."""
    account = accounts_db.account(hub.store, handle_key=name.lower())
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(account_id=account["id"], pool=POOL, mu=mu,
                                              sigma=3.0, games=games, updated=time.time()))


def fits(page: Any) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


@pytest.mark.parametrize(("viewport", "size", "locale"), [(PHONE, "phone", "en-US"), (DESKTOP, "desktop", "ru-RU")])
def test_the_leaderboard_has_a_tab_a_pool_the_best_and_my_place(
        new_page: Any, site: tuple[str, Any], viewport: dict[str, int], size: str,
        locale: str) -> None:
    base, hub = site
    ru = locale.startswith("ru")
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    me, better, other = new_handle("lbme"), new_handle("lbtop"), new_handle("lbo")
    signed_up_here(page, me)
    for name in (better, other):  # the others, each in a client of its own
        made = httpx.post(f"{base}/api/account/signup", json={"handle": name, "password": PASSWORD},
                          headers={"Origin": base}, timeout=30)
        assert made.status_code == 201, made.text
    rate(hub, better, 90.0, 50)
    rate(hub, me, 80.0, 30)
    rate(hub, other, 70.0, 25)
    # from the lobby, a place of its own
    page.goto("/")
    page.get_by_test_id("leaderboards-link").click()
    page.wait_for_url(re.compile(r".*/leaderboard(\?.*)?$"))
    tab = page.get_by_test_id(f"board-tab-{POOL}")
    tab.click()
    expect(tab).to_have_attribute("aria-selected", "true")
    assert page.url.endswith(f"/leaderboard?pool={POOL}")
    rows = page.get_by_test_id("board-row")
    # the pool's rows come after the tab is selected: wait for the last of ours
    expect(rows.filter(has_text=other)).to_have_count(1)
    handles = rows.locator("td.who").all_text_contents()
    assert [h for h in handles if h in (better, me, other)] == [better, me, other], handles
    mine = page.locator("tr.mine")
    expect(mine).to_have_count(1)
    expect(mine).to_contain_text(me)
    rank = int(mine.locator("td").first.text_content() or "0")
    expect(page.get_by_test_id("board-me")).to_contain_text(
        f"Ваше место: {rank}" if ru else f"Your place: {rank}")
    fits(page)
    assert unreachable_controls(page, "[data-testid=leaderboard]") == []
    screenshot(page, f"leaderboard-{locale[:2]}-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("board-me")).to_contain_text(
        f"Your place: {rank}" if ru else f"Ваше место: {rank}")
    screenshot(page, f"leaderboard-{'en' if ru else 'ru'}-{size}")
    page.get_by_test_id("lang-toggle").click()
    # another tab: its own board, where this person has no rated game
    page.get_by_test_id("board-tab-durak-3-6").click()
    expect(page.get_by_test_id("board-me")).to_have_text(
        "У вас пока нет рейтинговых партий в этом пуле." if ru else "You have no rated games in this pool yet.")
    assert page.url.endswith("/leaderboard?pool=durak-3-6")
    page.go_back()
    expect(page.get_by_test_id(f"board-tab-{POOL}")).to_have_attribute("aria-selected", "true")
    # the correspondence pools apart (issue 45): "By days a move" shows their tabs, the same
    # game's chosen; "Live" comes back to the live one
    page.get_by_test_id("board-pace-days").click()
    expect(page.get_by_test_id(f"board-tab-{POOL}-corr")).to_have_attribute("aria-selected",
                                                                          "true")
    expect(page.get_by_test_id(f"board-tab-{POOL}")).to_have_count(0)
    expect(page.get_by_test_id("board-pace-days")).to_have_attribute("aria-pressed", "true")
    screenshot(page, f"leaderboard-days-{locale[:2]}-{size}")
    page.get_by_test_id("board-pace-live").click()
    expect(page.get_by_test_id(f"board-tab-{POOL}")).to_have_attribute("aria-selected", "true")
    # a guest is asked to sign in for a place
    page.context.clear_cookies()
    page.reload()
    expect(page.get_by_test_id("board-me")).to_have_text(
        "Войдите, чтобы увидеть своё место" if ru else "Sign in to see your place")
    assert page.js_errors == []


def test_a_profile_with_ratings_links_to_the_leaderboard(new_page: Any, site: tuple[str, Any]) -> None:
    _base, hub = site
    page = new_page(viewport=PHONE, touch=True)
    me = new_handle("lbp")
    signed_up_here(page, me)
    rate(hub, me, 75.0, 21)
    page.goto(f"/@/{me}")
    page.get_by_test_id("profile-leaderboards").click()
    page.wait_for_url(f"**/leaderboard?pool={POOL}")
    expect(page.locator("tr.mine")).to_contain_text(me)
    assert page.js_errors == []


@pytest.mark.parametrize(("viewport", "size", "locale"), [(PHONE, "phone", "ru-RU"), (DESKTOP, "desktop", "en-US")])
def test_an_unknown_address_is_a_page_in_my_language_with_a_way_back(
        new_page: Any, viewport: dict[str, int], size: str, locale: str) -> None:
    ru = locale.startswith("ru")
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    page.goto("/")
    answer = page.goto("/no/such/place")
    assert answer is not None and answer.status == 404
    expect(page.get_by_test_id("not-found").get_by_role("heading")).to_have_text(
        "Страница не найдена" if ru else "Page not found")
    expect(page.get_by_test_id("not-found-path")).to_have_text("/no/such/place")
    expect(page.get_by_test_id("not-found-back")).to_be_visible()
    fits(page)
    screenshot(page, f"not-found-{locale[:2]}-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("not-found-lobby")).to_have_text("To the lobby" if ru else "В лобби")
    screenshot(page, f"not-found-{'en' if ru else 'ru'}-{size}")
    page.get_by_test_id("not-found-lobby").click()
    page.wait_for_url(re.compile(r".*/$"))
    expect(page.get_by_test_id("seek")).to_be_visible()
    assert page.js_errors == []
