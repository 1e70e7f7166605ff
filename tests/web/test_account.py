"""Accounts in the browser: the header's "Sign in", the account page's forms and refusals, a
guest's game added to a new account and shown on the profile, a second browser signed in with
the password, sessions listed and ended, and screenshots of it all on a phone and a laptop."""

from __future__ import annotations

import json
import re
import secrets
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, create_table, wait_for_board

pytestmark = pytest.mark.browser

PASSWORD = "violet-harbour-42"


def new_handle(prefix: str) -> str:
    """A handle no other test takes (the server's database lives for the whole run)."""
    return f"{prefix}_{secrets.token_hex(3)}"


def open_account(page: Any) -> None:
    page.goto("/account")
    expect(page.locator("[data-testid=account-signin], [data-testid=account-settings]")).to_be_visible()


def sign_up(page: Any, handle: str) -> None:
    """Create an account on /account: the codes are shown once; say they are saved."""
    open_account(page)
    page.get_by_test_id("tab-signup").click()
    page.get_by_test_id("signup-handle").fill(handle)
    page.get_by_test_id("signup-password").fill(PASSWORD)
    page.get_by_test_id("signup-submit").click()
    expect(page.get_by_test_id("code-list").locator("li")).to_have_count(10)


def codes_saved(page: Any) -> None:
    expect(page.get_by_test_id("codes-done")).to_be_disabled()
    page.get_by_test_id("codes-saved").check()
    page.get_by_test_id("codes-done").click()
    expect(page.get_by_test_id("account-settings")).to_be_visible()


def sign_in(page: Any, handle: str, password: str = PASSWORD) -> None:
    open_account(page)
    page.get_by_test_id("signin-handle").fill(handle)
    page.get_by_test_id("signin-password").fill(password)
    page.get_by_test_id("signin-submit").click()


def play_a_quick_game(page: Any) -> str:
    """A knockout game as a guest: one card each, my one move, the bots' two; over."""
    table = create_table(page, "knockout", ["random", "random"], {"hand": 1})
    wait_for_board(page)
    page.locator("button.action[data-type=lay]").click()
    expect(page.get_by_test_id("gameover")).to_be_visible()
    return table


def test_signed_out_the_header_offers_sign_in_and_a_wrong_password_is_refused(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    page.goto("/")
    link = page.get_by_test_id("account-link")
    expect(link).to_have_text("Sign in")
    link.click()
    page.wait_for_url(re.compile(r".*/account$"))
    expect(page.get_by_test_id("account-signin")).to_be_visible()
    screenshot(page, "account-signed-out-en-phone")
    sign_in(page, new_handle("nobody"), "not-the-password")
    expect(page.get_by_test_id("signin-error")).to_have_text("Wrong handle or password")
    expect(page.get_by_test_id("account-link")).to_be_visible()  # still signed out
    assert contrast_problems(page) == []
    page.set_viewport_size(DESKTOP)
    screenshot(page, "account-signed-out-en-laptop")
    assert page.js_errors == []


def test_a_sign_up_refusal_shows_in_russian(new_page: Any) -> None:
    page = new_page(locale="ru-RU")
    open_account(page)
    expect(page.get_by_test_id("tab-signup")).to_have_text("Регистрация")
    page.get_by_test_id("tab-signup").click()
    page.get_by_test_id("signup-handle").fill(new_handle("ru"))
    page.get_by_test_id("signup-password").fill("password")  # short and common
    page.get_by_test_id("signup-submit").click()
    expect(page.get_by_test_id("signup-error")).to_contain_text("распространённых паролей")
    screenshot(page, "account-signup-refused-ru-laptop")
    assert page.js_errors == []


def test_a_guest_plays_signs_up_claims_and_the_game_is_on_the_profile(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    table = play_a_quick_game(page)
    handle = new_handle("guest")
    sign_up(page, handle)
    screenshot(page, "account-codes-en-phone")
    codes_saved(page)
    # signed in: the header shows the handle, and the guest's game is offered
    expect(page.get_by_test_id("account-menu")).to_contain_text(handle)
    expect(page.get_by_test_id("claim")).to_contain_text("a game you played without an account")
    screenshot(page, "account-claim-en-phone")
    page.get_by_test_id("claim-submit").click()
    expect(page.get_by_test_id("claim-done")).to_have_text("One game was added to your account.")
    screenshot(page, "account-signed-in-en-phone")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "account-signed-in-en-laptop")
    # the offer is not made twice
    page.reload()
    expect(page.get_by_test_id("sessions").get_by_test_id("session")).to_have_count(1)
    expect(page.get_by_test_id("claim")).to_have_count(0)

    # the profile, through the header's menu
    page.get_by_test_id("account-menu").locator("summary").click()
    page.get_by_test_id("menu-profile").click()
    page.wait_for_url(re.compile(rf".*/@/{handle}$"))
    expect(page.get_by_test_id("profile-handle")).to_have_text(handle)
    game = page.get_by_test_id("recent-game")
    expect(game).to_have_count(1)
    expect(game).to_have_attribute("data-table", table)
    expect(page.get_by_test_id("profile-games")).to_contain_text("Knockout (test)")
    expect(page.get_by_test_id("profile-games")).to_contain_text("1 game")
    expect(game.get_by_test_id("recent-replay")).to_have_attribute("href", f"/replay/{table}")
    assert contrast_problems(page) == []
    screenshot(page, "profile-en-laptop")
    page.set_viewport_size(PHONE)
    screenshot(page, "profile-en-phone")

    # a second browser signs in with the password and sees the same profile
    other = new_page(locale="ru-RU")
    sign_in(other, handle)
    expect(other.get_by_test_id("account-handle")).to_have_text(handle)
    expect(other.get_by_test_id("claim")).to_have_count(0)  # this browser played nothing
    other.goto(f"/@/{handle.upper()}")
    expect(other.get_by_test_id("profile-handle")).to_have_text(handle)
    expect(other.get_by_test_id("recent-game")).to_have_attribute("data-table", table)
    expect(other.get_by_test_id("profile-games")).to_contain_text("1 партия")
    screenshot(other, "profile-ru-laptop")

    # two sessions now: the first browser ends the other one
    open_account(page)
    sessions = page.get_by_test_id("sessions").get_by_test_id("session")
    expect(sessions).to_have_count(2)
    expect(page.locator("[data-testid=session][data-current=true]")).to_have_count(1)
    page.get_by_test_id("session-end").click()
    expect(sessions).to_have_count(1)
    expect(sessions).to_have_attribute("data-current", "true")
    other.goto("/account")
    expect(other.get_by_test_id("account-signin")).to_be_visible()
    expect(other.get_by_test_id("account-link")).to_be_visible()
    assert page.js_errors == [] and other.js_errors == []


def test_a_signed_in_seat_shows_its_handle_linked_to_the_profile(new_page: Any) -> None:
    page = new_page()
    handle = new_handle("seated")
    sign_up(page, handle)
    codes_saved(page)
    # the lobby's name field shows the handle, which the seat will show whatever is typed
    page.goto("/")
    page.get_by_test_id("game-knockout").click()
    name_field = page.get_by_test_id("your-name")
    expect(name_field).to_have_value(handle)
    expect(name_field).not_to_be_editable()
    page.get_by_test_id("players").select_option("3")
    for seat in (1, 2):
        page.get_by_test_id(f"seat-choice-{seat}").select_option(value="random")
    page.get_by_test_id("opt-hand").fill("1")
    page.get_by_test_id("opt-bot_delay").fill("2")
    page.get_by_test_id("create").click()
    wait_for_board(page)
    name = page.get_by_test_id("plate-0").get_by_test_id("seat-account")
    expect(name).to_have_text(handle)
    expect(name).to_have_attribute("href", f"/@/{handle}")
    # the bots stay as they were: no link
    expect(page.get_by_test_id("plate-1").get_by_test_id("seat-account")).to_have_count(0)
    # the header keeps to one line on a phone, the handle with the table's own switches
    page.set_viewport_size(PHONE)
    header = page.locator("header#top")
    assert header.bounding_box()["height"] < 60
    expect(page.get_by_test_id("account-menu")).to_be_in_viewport()
    screenshot(page, "table-signed-in-en-phone")
    page.get_by_test_id("account-menu").locator("summary").click()
    expect(page.get_by_test_id("account-menu")).to_contain_text(handle)
    expect(page.get_by_test_id("menu-profile")).to_be_in_viewport()
    screenshot(page, "table-account-menu-en-phone")
    assert page.js_errors == []


def test_block_and_unblock_from_the_profile_and_the_account_page(new_page: Any) -> None:
    them = new_handle("them")
    other = new_page()
    sign_up(other, them)
    codes_saved(other)
    page = new_page()
    me = new_handle("me")
    sign_up(page, me)
    codes_saved(page)
    page.goto(f"/@/{them}")
    expect(page.get_by_test_id("profile-handle")).to_have_text(them)
    expect(page.get_by_test_id("profile-games")).to_contain_text("No finished games yet.")
    page.get_by_test_id("block").click()
    expect(page.get_by_test_id("unblock")).to_be_visible()
    open_account(page)
    blocked = page.get_by_test_id("blocked")
    expect(blocked).to_have_count(1)
    expect(blocked).to_contain_text(them)
    blocked.get_by_test_id("unblock").click()
    expect(page.get_by_test_id("blocks")).to_contain_text("You have blocked no one.")
    # one's own profile offers no Block, but the account's settings
    page.goto(f"/@/{me}")
    expect(page.get_by_test_id("profile-handle")).to_have_text(me)
    expect(page.get_by_role("link", name="Account", exact=True).last).to_be_visible()
    expect(page.get_by_test_id("block")).to_have_count(0)
    # nobody by that handle
    page.goto(f"/@/{new_handle('ghost')}")
    expect(page.get_by_test_id("no-player")).to_be_visible()
    assert page.js_errors == [] and other.js_errors == []


def test_sign_out_from_the_menu_and_sign_in_again(new_page: Any) -> None:
    page = new_page()
    handle = new_handle("back")
    sign_up(page, handle)
    codes_saved(page)
    page.goto("/")
    page.get_by_test_id("account-menu").locator("summary").click()
    with page.expect_navigation():  # signed out, the page is loaded again as a guest's
        page.get_by_test_id("menu-signout").click()
    expect(page.get_by_test_id("account-link")).to_be_visible()
    sign_in(page, handle.upper())  # a handle in any case
    expect(page.get_by_test_id("account-handle")).to_have_text(handle)
    expect(page.get_by_test_id("codes-left")).to_have_text("You have 10 unused recovery codes.")
    expect(page.get_by_test_id("sessions").get_by_test_id("session")).to_have_count(1)
    page.get_by_test_id("delete-open").click()
    screenshot(page, "account-settings-en-laptop")
    page.set_viewport_size(PHONE)
    screenshot(page, "account-settings-en-phone")
    assert contrast_problems(page) == []
    page.emulate_media(color_scheme="dark")
    assert contrast_problems(page) == []
    screenshot(page, "account-settings-dark-phone")
    assert page.js_errors == []


def test_recover_with_a_saved_code_download_the_data_and_delete_the_account(new_page: Any) -> None:
    page = new_page()
    handle = new_handle("lost")
    sign_up(page, handle)
    code = page.get_by_test_id("code-list").locator("li code").first.inner_text()
    codes_saved(page)
    page.get_by_test_id("signout").click()
    expect(page.get_by_test_id("account-signin")).to_be_visible()

    # "Forgot your password?": a code, typed in capitals without its dashes, and a new password
    page.get_by_test_id("to-recover").click()
    page.get_by_test_id("recover-handle").fill(handle)
    page.get_by_test_id("recover-code").fill(code.replace("-", "").upper())
    page.get_by_test_id("recover-password").fill("amber-lighthouse-7")
    page.get_by_test_id("recover-submit").click()
    expect(page.get_by_test_id("account-handle")).to_have_text(handle)
    expect(page.get_by_test_id("codes-left")).to_have_text("You have 9 unused recovery codes.")

    # my data: one JSON file with the account and no secret
    with page.expect_download() as download:
        page.get_by_test_id("export").click()
    data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert data["account"]["handle"] == handle
    assert "hash" not in json.dumps(data) and "token" not in json.dumps(data)

    # delete: said in words, the handle typed out and the password asked
    page.get_by_test_id("delete-open").click()
    expect(page.get_by_test_id("close-section")).to_contain_text("Your games stay for the other players")
    page.get_by_test_id("delete-handle").fill("someone-else")
    page.get_by_test_id("delete-password").fill("amber-lighthouse-7")
    page.get_by_test_id("delete-submit").click()
    expect(page.get_by_test_id("delete-error")).to_have_text(f"That is not your handle: type {handle} to confirm.")
    page.get_by_test_id("delete-handle").fill(handle)
    page.get_by_test_id("delete-password").fill(PASSWORD)  # the old one: refused
    page.get_by_test_id("delete-submit").click()
    expect(page.get_by_test_id("delete-error")).to_have_text("The password is wrong")
    page.get_by_test_id("delete-password").fill("amber-lighthouse-7")
    page.get_by_test_id("delete-submit").click()
    expect(page.get_by_test_id("account-notice")).to_have_text("Your account is deleted.")
    expect(page.get_by_test_id("account-link")).to_be_visible()
    page.goto(f"/@/{handle}")
    expect(page.get_by_test_id("no-player")).to_be_visible()
    assert page.js_errors == []


def test_disable_then_reopen(new_page: Any) -> None:
    page = new_page(locale="ru-RU")
    handle = new_handle("rest")
    sign_up(page, handle)
    codes_saved(page)
    page.get_by_test_id("disable-open").click()
    page.get_by_test_id("disable-password").fill(PASSWORD)
    page.get_by_test_id("disable-submit").click()
    expect(page.get_by_test_id("account-notice")).to_contain_text("Учётная запись отключена")
    sign_in(page, handle)  # a disabled account does not sign in
    expect(page.get_by_test_id("signin-error")).to_have_text("Неверное имя пользователя или пароль")
    page.get_by_test_id("to-reopen").click()
    page.get_by_test_id("reopen-handle").fill(handle)
    page.get_by_test_id("reopen-password").fill(PASSWORD)
    page.get_by_test_id("reopen-submit").click()
    expect(page.get_by_test_id("account-handle")).to_have_text(handle)
    assert page.js_errors == []


def test_a_session_ended_for_wrong_passwords_is_told_on_the_owners_next_page(
        new_page: Any, server: str) -> None:
    """Issue 42, item 2: a browser left signed in, in someone else's hands, types wrong passwords
    where the password is asked again; the server ends that session, and the owner's next page
    says so, in both languages, until they dismiss it."""
    import httpx

    page = new_page(viewport=PHONE)
    handle = new_handle("told")
    sign_up(page, handle)
    codes_saved(page)
    with httpx.Client(base_url=server, headers={
            "Origin": server, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0"}) as other:
        assert other.post("/api/account/signin", json={"handle": handle, "password": PASSWORD}).status_code == 200
        answers = [other.post("/api/account/recovery-codes", json={"password": f"guess {n}"}).status_code
                   for n in range(5)]
        assert answers == [403] * 4 + [401]
    page.goto("/")
    notice = page.get_by_test_id("account-notice")
    expect(notice).to_be_visible()
    expect(page.get_by_test_id("account-notice-text")).to_contain_text("Firefox on Linux")
    expect(notice.locator("h2")).to_have_text("Wrong passwords were typed in your account")
    assert contrast_problems(page) == []
    screenshot(page, "account-notice-en-phone")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "account-notice-en-laptop")
    page.get_by_test_id("lang-toggle").click()
    expect(notice.locator("h2")).to_have_text("В вашей учётной записи вводили неверный пароль")
    screenshot(page, "account-notice-ru-laptop")
    page.get_by_test_id("lang-toggle").click()
    # the server gave it once; the browser keeps it until read, on the next page too
    page.get_by_test_id("account-notice-review").click()
    page.wait_for_url(re.compile(r".*/account$"))
    expect(page.get_by_test_id("account-notice")).to_be_visible()
    expect(page.get_by_test_id("account-notice-review")).to_have_count(0)  # already there
    expect(page.get_by_test_id("sessions").get_by_test_id("session")).to_have_count(1)
    page.get_by_test_id("account-notice-ok").click()
    expect(page.get_by_test_id("account-notice")).to_have_count(0)
    page.reload()
    expect(page.get_by_test_id("account-settings")).to_be_visible()
    expect(page.get_by_test_id("account-notice")).to_have_count(0)
    assert page.js_errors == []
