"""Passkeys in the browser, with Chromium's virtual authenticator (the DevTools protocol's
WebAuthn domain): sign up with a password, add a passkey on /account, sign out, sign in with
the passkey alone and see the profile; the button's Russian words; nothing offered where the
browser has no WebAuthn or the site is an IP address; a device without a passkey said in
words; screenshots of the passkeys section on a phone and a laptop.

WebAuthn needs a secure context and a relying party id that is a domain: http://localhost
is both (127.0.0.1 is secure but an IP, which Chromium refuses as an RP id), so these pages
are opened at localhost on the test server's port."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, Pages, screenshot
from .helpers import contrast_problems
from .test_account import PASSWORD, codes_saved, new_handle, open_account, sign_up

pytestmark = pytest.mark.browser

#: a platform authenticator that keeps discoverable credentials and verifies its user
AUTHENTICATOR = {"protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
                 "hasUserVerification": True, "isUserVerified": True}


@pytest.fixture
def localhost(server: str) -> str:
    return f"http://localhost:{urlsplit(server).port}"


@pytest.fixture
def make_page(browser: Any, localhost: str) -> Iterator[Any]:
    """Pages at localhost in fresh contexts (as `new_page` makes them at 127.0.0.1)."""
    pages = Pages(browser, localhost)
    yield pages
    pages.close()


def virtual_authenticator(page: Any) -> tuple[Any, str]:
    """A virtual authenticator in this page's browser context: (DevTools session, its id)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable", {"enableUI": False})
    made = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})
    return cdp, made["authenticatorId"]


def test_add_a_passkey_sign_out_and_sign_in_with_it(make_page: Any) -> None:
    page = make_page()
    cdp, authenticator = virtual_authenticator(page)
    handle = new_handle("pk")
    sign_up(page, handle)
    codes_saved(page)
    section = page.get_by_test_id("passkeys-section")
    expect(section.get_by_test_id("passkeys-none")).to_be_visible()

    section.get_by_test_id("passkey-add-open").click()
    section.get_by_test_id("passkey-name-input").fill("Work laptop")
    # a wrong password is refused before the browser is asked for anything
    section.get_by_test_id("passkey-password").fill("not the password")
    section.get_by_test_id("passkey-add-submit").click()
    expect(section.get_by_test_id("passkey-add-error")).to_have_text("The password is wrong")
    page.set_viewport_size(PHONE)
    section.scroll_into_view_if_needed()
    screenshot(page, "account-passkey-add-en-phone")
    page.set_viewport_size(DESKTOP)
    section.get_by_test_id("passkey-password").fill(PASSWORD)
    section.get_by_test_id("passkey-add-submit").click()
    expect(section.get_by_test_id("passkey-name")).to_have_text(["Work laptop"])
    expect(section.get_by_test_id("passkey-add-open")).to_be_visible()
    held = cdp.send("WebAuthn.getCredentials", {"authenticatorId": authenticator})["credentials"]
    assert len(held) == 1 and held[0]["isResidentCredential"]  # discoverable: no handle needed
    assert held[0]["rpId"] == "localhost"

    section.scroll_into_view_if_needed()
    screenshot(page, "account-passkeys-en-laptop")
    assert contrast_problems(page) == []
    page.set_viewport_size(PHONE)
    section.scroll_into_view_if_needed()
    screenshot(page, "account-passkeys-en-phone")
    page.set_viewport_size(DESKTOP)

    page.get_by_test_id("signout").click()
    expect(page.get_by_test_id("account-signin")).to_be_visible()
    page.get_by_test_id("passkey-signin").click()
    expect(page.get_by_test_id("account-handle")).to_have_text(handle)
    held = cdp.send("WebAuthn.getCredentials", {"authenticatorId": authenticator})["credentials"]
    assert held[0]["signCount"] >= 2  # made, then used
    expect(page.get_by_test_id("passkeys-section").get_by_test_id("passkey")).to_contain_text(
        "last used")
    page.get_by_test_id("to-profile").click()
    page.wait_for_url(re.compile(rf".*/@/{handle}$"))
    expect(page.get_by_test_id("profile-handle")).to_have_text(handle)

    # removed, it signs in no more: the one refusal shows under the button
    open_account(page)
    page.get_by_test_id("passkey-remove").click()
    expect(page.get_by_test_id("passkeys-none")).to_be_visible()
    page.get_by_test_id("signout").click()
    page.get_by_test_id("passkey-signin").click()
    expect(page.get_by_test_id("passkey-signin-error")).to_contain_text(
        "This passkey could not sign you in")
    expect(page.get_by_test_id("account-signin")).to_be_visible()
    assert page.js_errors == []


def test_the_passkey_button_in_russian_and_none_without_webauthn(make_page: Any,
                                                                  new_page: Any) -> None:
    page = make_page(locale="ru-RU", viewport=PHONE)
    open_account(page)
    expect(page.get_by_test_id("passkey-signin")).to_have_text("Войти с ключом доступа")
    screenshot(page, "account-passkey-signin-ru-phone")
    assert contrast_problems(page) == []
    bare = make_page()
    bare.add_init_script("delete window.PublicKeyCredential")
    open_account(bare)
    expect(bare.get_by_test_id("signin")).to_be_visible()
    expect(bare.get_by_test_id("passkey-signin")).to_have_count(0)
    at_ip = new_page()  # http://127.0.0.1: secure, but an IP cannot be a passkey's site
    open_account(at_ip)
    expect(at_ip.get_by_test_id("signin")).to_be_visible()
    expect(at_ip.get_by_test_id("passkey-signin")).to_have_count(0)
    sign_up(at_ip, new_handle("ip"))
    codes_saved(at_ip)
    expect(at_ip.get_by_test_id("passkeys-unsupported")).to_have_text(
        "Passkeys work only when this site is opened by its name, not by an IP address.")
    assert page.js_errors == [] and bare.js_errors == [] and at_ip.js_errors == []


def test_a_device_without_a_passkey_says_so(make_page: Any) -> None:
    page = make_page()
    virtual_authenticator(page)  # an authenticator that holds no passkey for this site
    open_account(page)
    page.get_by_test_id("passkey-signin").click()
    expect(page.get_by_test_id("passkey-signin-error")).to_have_text(
        "No passkey was used: the dialog was closed, or this device holds no passkey for this "
        "site.")
    expect(page.get_by_test_id("passkey-signin")).to_be_enabled()
    assert page.js_errors == []
