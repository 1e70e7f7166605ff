"""Friends and the returning player's pages in the browser (issue 44, the "people" part): a
profile's Follow and Challenge (a game and its options), the challenge seen at once on another
page of the other person, accepted, both taken to the new table; the people followed, online
and at which table, from the header's menu; a profile's games in progress with their link and
"no finished games" said once; sessions told apart by when and roughly where they were last
used, this one first. On a phone (390×844) and a laptop (1280×800), in both languages."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from koloda.server.people.accounts import COOKIE
from tests.server.people import PASSWORD, signed_up

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, wait_for_board

pytestmark = pytest.mark.browser


def person_page(new_page: Any, server: str, locale: str = "en-US",
                viewport: dict[str, int] = DESKTOP) -> tuple[Any, str, httpx.Client]:
    """A page signed in to a new account (made through the API, its cookie given to the
    browser and its handle kept where the client keeps it): (page, handle, the API client)."""
    client, made = signed_up(server)
    handle = made["account"]["handle"]
    page = new_page(locale=locale, viewport=viewport)
    page.context.add_cookies([{"name": COOKIE, "value": client.cookies[COOKIE], "url": server}])
    page.add_init_script(f"localStorage.setItem('koloda.account', {handle!r})")
    return page, handle, client


def inside_the_screen(page: Any, locator: Any) -> None:
    box = locator.bounding_box()
    width = page.viewport_size["width"]
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, box


def test_follow_and_challenge_from_a_profile_and_play_at_once(server: str, new_page: Any) -> None:
    # the challenged on a phone in English, somewhere else on the site (the lobby)
    them, them_handle, _ = person_page(new_page, server, viewport=PHONE)
    them.goto("/")
    expect(them.get_by_test_id("account-menu")).to_be_visible()
    # the challenger on a laptop in Russian, on the other's profile
    me, me_handle, me_api = person_page(new_page, server, "ru-RU", DESKTOP)
    me.goto(f"/@/{them_handle}")
    expect(me.get_by_test_id("profile-handle")).to_have_text(them_handle)
    expect(me.get_by_test_id("history")).to_have_text("Сохранить все партии в файл")
    me.get_by_test_id("follow").click()
    expect(me.get_by_test_id("unfollow")).to_have_text("Отписаться")
    me.get_by_test_id("challenge").click()
    form = me.get_by_test_id("challenge-form")
    expect(form).to_be_visible()
    me.get_by_test_id("challenge-game").select_option("durak")
    me.get_by_test_id("challenge-options").click()
    me.get_by_test_id("challenge-turn_seconds").fill("45")
    screenshot(me, "friends-challenge-form-ru-laptop")
    assert contrast_problems(me) == []
    me.get_by_test_id("challenge-send").click()
    expect(form).to_have_count(0)
    expect(me.get_by_test_id("challenge-outgoing")).to_contain_text(them_handle)
    # the other sees it where they are, with what was chosen, and may answer
    incoming = them.get_by_test_id("challenge-incoming")
    expect(incoming).to_contain_text(f"{me_handle} challenges you")
    expect(incoming).to_contain_text("Durak")
    expect(incoming).to_contain_text("45 s a move")
    inside_the_screen(them, them.get_by_test_id("challenges"))
    screenshot(them, "friends-challenge-incoming-en-phone")
    screenshot(me, "friends-challenge-outgoing-ru-laptop")
    assert contrast_problems(them) == []
    them.get_by_test_id("challenge-accept").click()
    # both at the new table, each in their own seat
    them.wait_for_url(re.compile(r".*/t/[^/]+$"))
    me.wait_for_url(re.compile(r".*/t/[^/]+$"))
    assert them.url == me.url
    wait_for_board(them)
    wait_for_board(me)
    expect(them.get_by_test_id("challenges")).to_have_count(0)
    # the people I follow, from the header's menu: online, at that table, a link to watch
    me.goto("/")
    me.get_by_test_id("account-menu").locator("summary").click()
    me.get_by_test_id("menu-following").click()
    me.wait_for_url(re.compile(r".*/account#following$"))
    followed = me.get_by_test_id("followed")
    expect(followed).to_have_count(1)
    expect(followed).to_have_attribute("data-online", "true")
    expect(me.get_by_test_id("followed-where")).to_contain_text("играет: Дурак")
    expect(me.get_by_test_id("followed-watch")).to_have_attribute("href", them.url.split(server)[1])
    expect(me.get_by_test_id("following-section")).to_be_in_viewport()
    screenshot(me, "friends-following-ru-laptop")
    me.set_viewport_size(PHONE)
    inside_the_screen(me, me.get_by_test_id("followed-watch"))
    screenshot(me, "friends-following-ru-phone")
    assert me_api.get("/api/account/follows").json()[0]["handle"] == them_handle
    assert them.js_errors == [] and me.js_errors == []


def test_an_incoming_challenge_on_a_laptop_and_a_decline_told_on_a_phone(
        server: str, new_page: Any) -> None:
    them, them_handle, them_api = person_page(new_page, server, "ru-RU", DESKTOP)
    them.goto("/account")
    me, me_handle, me_api = person_page(new_page, server, "en-US", PHONE)
    me.goto(f"/@/{them_handle}")
    expect(me.get_by_test_id("follow")).to_be_visible()
    screenshot(me, "friends-profile-en-phone")
    inside_the_screen(me, me.get_by_test_id("block"))
    me.get_by_test_id("challenge").click()
    expect(me.get_by_test_id("challenge-form")).to_be_visible()
    screenshot(me, "friends-challenge-form-en-phone")
    me.get_by_test_id("challenge-send").click()
    incoming = them.get_by_test_id("challenge-incoming")
    expect(incoming).to_contain_text(f"{me_handle} вызывает вас")
    screenshot(them, "friends-challenge-incoming-ru-laptop")
    screenshot(me, "friends-challenge-outgoing-en-phone")
    them.get_by_test_id("challenge-decline").click()
    expect(them.get_by_test_id("challenges")).to_have_count(0)
    expect(me.get_by_test_id("toast-info").last).to_contain_text(
        f"{them_handle} declined your challenge.")
    expect(me.get_by_test_id("challenges")).to_have_count(0)
    assert me_api.get("/api/challenges").json() == {"incoming": [], "outgoing": []}
    # blocked by them: a follow is refused in words that do not say who blocked
    assert them_api.post("/api/account/blocks", json={"handle": me_handle}).status_code == 200
    me.get_by_test_id("follow").click()
    expect(me.get_by_test_id("toast-error")).to_have_text(
        "you cannot follow or challenge this player")
    # blocking them myself: no Follow, no Challenge on their profile
    me.get_by_test_id("block").click()
    expect(me.get_by_test_id("unblock")).to_be_visible()
    expect(me.get_by_test_id("follow")).to_have_count(0)
    expect(me.get_by_test_id("challenge")).to_have_count(0)
    assert them.js_errors == [] and me.js_errors == []


@pytest.mark.parametrize(("locale", "viewport", "tag"), [("en-US", PHONE, "en-phone"),
                                                         ("ru-RU", DESKTOP, "ru-laptop")])
def test_a_profile_lists_games_in_progress_once_and_sessions_say_where(
        server: str, new_page: Any, locale: str, viewport: dict[str, int], tag: str) -> None:
    page, handle, client = person_page(new_page, server, locale, viewport)
    # a table of mine in play (a person and a bot), made as the lobby makes it
    made = client.post("/api/tables", json={"game": "toy", "players": 2, "options": {
        "hand": 5, "bot_delay": 10}}).json()
    tid = made["table"]["id"]
    token = {"Authorization": f"Bearer {made['token']}"}
    assert client.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                       headers=token).status_code == 200
    assert client.post(f"/api/tables/{tid}/start", headers=token).status_code == 200
    page.goto(f"/@/{handle}")
    live = page.get_by_test_id("live-game")
    expect(live).to_have_count(1)
    expect(page.get_by_test_id("live-link")).to_have_attribute("href", f"/t/{tid}")
    expect(page.get_by_test_id("live-link")).to_have_text("Return" if locale == "en-US"
                                                          else "Вернуться")
    expect(live).to_contain_text("against a bot" if locale == "en-US" else "против бота")
    # "no finished games" once, and saying why the game above is not counted yet
    expect(page.get_by_test_id("no-games")).to_have_count(1)
    expect(page.get_by_test_id("profile-recent")).to_have_count(0)
    inside_the_screen(page, page.get_by_test_id("live-link"))
    screenshot(page, f"profile-live-{tag}")
    assert contrast_problems(page) == []
    # a second session of the same browser kind, from another network: told apart
    phone = httpx.Client(base_url=server, headers={"Origin": server}, timeout=30,
                         transport=httpx.HTTPTransport(local_address="127.0.3.4"))
    r = phone.post("/api/account/signin", json={"handle": handle,
                                               "password": PASSWORD})
    assert r.status_code == 200, r.text
    page.goto("/account")
    sessions = page.get_by_test_id("session")
    expect(sessions).to_have_count(2)
    expect(sessions.first).to_have_attribute("data-current", "true")
    expect(sessions.first.get_by_test_id("session-this")).to_be_visible()
    expect(sessions.first.get_by_test_id("session-network")).to_contain_text("127.0.0.0/24")
    expect(sessions.nth(1).get_by_test_id("session-network")).to_contain_text("127.0.3.0/24")
    expect(sessions.nth(1).get_by_test_id("session-used")).to_contain_text(
        "last used" if locale == "en-US" else "последний раз")
    page.get_by_test_id("sessions-section").scroll_into_view_if_needed()
    screenshot(page, f"account-sessions-{tag}")
    assert contrast_problems(page) == []
    assert page.js_errors == []
