"""Notifications in the browser (issue 45): the header's bell counts a signed-in person's unread
notices live (a challenge, a table waiting) and opens them, in both languages, on a phone and a
laptop; marking read; a guest has no bell. The browser asks for permission to notify only after
the person chooses it (the bell's offer), and the account page turns it off again. The service
worker shows a push and, tapped, sends the open window to the table.

What headless Chromium cannot do here, and so is left to a person with a real browser: a real
push service (Chromium's own, FCM, is out of reach: `PushManager.subscribe` is stood in for by a
subscription with an FCM address, which the server stores as it would a real one), the
browser's own permission prompt (the permission is granted to the context, and
`Notification.requestPermission` counted), and a real tap on a shown notification (a
`notificationclick` is dispatched in the worker; `clients.openWindow`, which needs the tap's
permission, is then not reached because a window of the site is open)."""

from __future__ import annotations

import json
import re
import secrets
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from koloda.server.bus import TurnWaiting
from koloda.server.moderation import db as mod_db
from koloda.server.people.accounts import COOKIE
from tests.server.people import signed_up

from .conftest import CHROMIUM_ARGS, DESKTOP, PHONE, screenshot
from .helpers import contrast_problems, wait_until

pytestmark = pytest.mark.browser

#: counts the permission prompts and stands in for the push service (see the module's text)
PUSH_STAND_IN = """
(() => {
  window.__asked = 0;
  if (!("Notification" in window) || !("PushManager" in window)) return;
  // the browser's answer, kept across the page's reloads as a browser keeps it
  Object.defineProperty(Notification, "permission", {
    configurable: true, get: () => localStorage.getItem("test.permission") || "default" });
  Notification.requestPermission = async () => {
    window.__asked += 1;
    localStorage.setItem("test.permission", "granted");
    return "granted";
  };
  const made = (endpoint) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null,
                     keys: { p256dh: P256DH, auth: "AAAAAAAAAAAAAAAAAAAAAA" } }),
    unsubscribe: async () => {
      localStorage.removeItem("test.endpoint");
      localStorage.setItem("test.unsubscribed", "yes");
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const endpoint = localStorage.getItem("test.endpoint");
    return endpoint ? made(endpoint) : null;
  };
  PushManager.prototype.subscribe = async function (options) {
    window.__serverKey = options.applicationServerKey.byteLength;
    const endpoint = "https://fcm.googleapis.com/fcm/send/" + ENDPOINT;
    localStorage.setItem("test.endpoint", endpoint);
    return made(endpoint);
  };
})();
"""
#: a P-256 public point (any valid one: nothing is sent to it)
P256DH = ("BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM")


def person_page(new_page: Any, server: str, locale: str = "en-US",
                viewport: dict[str, int] = DESKTOP, **options: Any) -> tuple[Any, str, httpx.Client]:
    """A page signed in to a new account: (page, handle, its API client)."""
    client, made = signed_up(server)
    handle = made["account"]["handle"]
    page = new_page(locale=locale, viewport=viewport, **options)
    page.context.add_cookies([{"name": COOKIE, "value": client.cookies[COOKIE], "url": server}])
    page.add_init_script(f"localStorage.setItem('koloda.account', {handle!r})")
    return page, handle, client


def account_id(hub: Any, handle: str) -> int:
    found = mod_db.account_by_handle(hub.store, handle)
    assert found is not None
    return int(found["id"])


def publish(hub: Any, event: object) -> None:
    loop = next(iter(hub._tasks)).get_loop()
    loop.call_soon_threadsafe(hub.bus.publish, event)


def test_the_bell_counts_live_opens_and_marks_read(site: tuple[str, Any], new_page: Any) -> None:
    server, hub = site
    bob, bob_name, bob_api = person_page(new_page, server, viewport=PHONE)
    # as a browser that was never asked (the headless shell says "denied" by itself)
    bob.add_init_script(PUSH_STAND_IN.replace("ENDPOINT", json.dumps(secrets.token_hex(8)))
                        .replace("P256DH", json.dumps(P256DH)))
    bob.goto("/")
    bell = bob.get_by_test_id("bell")
    expect(bell).to_have_attribute("data-unread", "0")
    expect(bob.get_by_test_id("bell-count")).to_be_hidden()
    # a challenge and a table waiting, while Bob looks at the lobby: counted at once
    ann, made = signed_up(server)
    ann_name = made["account"]["handle"]
    assert ann.post("/api/challenges", json={"handle": bob_name, "game": "durak"}).status_code == 201
    expect(bob.get_by_test_id("bell-count")).to_have_text("1")
    publish(hub, TurnWaiting((account_id(hub, bob_name),), "abc123", "durak",
                             time.time() + 2 * 86400))
    expect(bob.get_by_test_id("bell-count")).to_have_text("2")
    expect(bob.get_by_test_id("bell-button")).to_have_attribute("aria-label",
                                                                 "Notifications: 2 unread")
    bob.get_by_test_id("bell-button").click()
    items = bob.get_by_test_id("bell-item")
    expect(items).to_have_count(2)
    expect(items.nth(0)).to_contain_text("It is your move in Durak.")
    expect(items.nth(0)).to_contain_text("move by")
    expect(items.nth(0).locator("a")).to_have_attribute("href", "/t/abc123")
    expect(items.nth(1)).to_contain_text(f"{ann_name} challenges you to Durak.")
    expect(bob.get_by_test_id("bell-push")).to_be_visible()  # offered; nothing asked
    assert bob.evaluate("window.__asked") == 0
    panel = bob.get_by_test_id("bell-panel")
    box = panel.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert contrast_problems(bob) == []
    screenshot(bob, "notifications-bell-en-phone")
    bob.set_viewport_size(DESKTOP)
    screenshot(bob, "notifications-bell-en-laptop")
    bob.get_by_test_id("lang-toggle").click()
    bob.get_by_test_id("bell-button").click()
    expect(items.nth(0)).to_contain_text("Ваш ход: Дурак.")
    expect(items.nth(1)).to_contain_text(f"{ann_name} вызывает вас: Дурак.")
    screenshot(bob, "notifications-bell-ru-laptop")
    bob.set_viewport_size(PHONE)
    screenshot(bob, "notifications-bell-ru-phone")
    # one read by its link's way (marked, then the table), the rest at once
    bob.get_by_test_id("bell-read-all").click()
    expect(bob.get_by_test_id("bell-count")).to_be_hidden()
    expect(bob.locator("[data-testid=bell-item][data-unread=true]")).to_have_count(0)
    assert bob_api.get("/api/notifications/unread").json() == {"unread": 0}
    # a guest has no bell
    guest = new_page()
    guest.goto("/")
    expect(guest.get_by_test_id("account-link")).to_be_visible()
    expect(guest.get_by_test_id("bell")).to_have_count(0)
    assert bob.js_errors == [] and guest.js_errors == []


def test_permission_is_asked_only_once_the_person_chooses(site: tuple[str, Any],
                                                          new_page: Any) -> None:
    server, _hub = site
    bob, _, bob_api = person_page(new_page, server, worker=True)
    bob.add_init_script(PUSH_STAND_IN.replace("ENDPOINT", json.dumps(secrets.token_hex(8)))
                        .replace("P256DH", json.dumps(P256DH)))
    bob.goto("/account")
    expect(bob.get_by_test_id("notify-section")).to_be_visible()
    expect(bob.get_by_test_id("notify-kind-turn")).to_be_checked()
    bob.get_by_test_id("bell-button").click()
    expect(bob.get_by_test_id("bell-push")).to_be_visible()
    assert bob.evaluate("window.__asked") == 0  # two pages' worth of header: never asked
    bob.get_by_test_id("bell-push").click()
    expect(bob.get_by_test_id("bell-push-on")).to_be_visible()
    assert bob.evaluate("window.__asked") == 1
    assert bob.evaluate("window.__serverKey") == 65  # subscribed with the server's VAPID key
    assert bob_api.get("/api/notifications/prefs").json()["devices"] == 1
    # a kind switched off on the account page, and this device turned off there
    bob.reload()
    bob.get_by_test_id("notify-kind-challenge").uncheck()
    expect(bob.get_by_test_id("notify-devices")).to_contain_text("1 device")
    assert _until(lambda: bob_api.get("/api/notifications/prefs").json()["push"][
        "challenge"] is False)
    bob.get_by_test_id("notify-off").click()
    expect(bob.get_by_test_id("notify-on")).to_be_visible()
    assert bob_api.get("/api/notifications/prefs").json()["devices"] == 0
    assert bob.evaluate("localStorage.getItem('test.unsubscribed')") == "yes"
    assert bob.js_errors == []


def _until(what: Any, timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while not (found := what()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return found


FULL_CHROMIUM = Path("/usr/bin/chromium")


@pytest.mark.skipif(not FULL_CHROMIUM.is_file(), reason="Debian's chromium is not installed")
def test_the_worker_shows_a_push_and_a_tap_opens_its_table(
        site: tuple[str, Any], browser: Any, _chromium_session: Any) -> None:
    # the old headless shell the other tests drive reports notifications "denied" whatever is
    # granted, so the worker could show none there: this one test drives the full browser
    server, _hub = site
    full = _chromium_session.pw.chromium.launch(executable_path=str(FULL_CHROMIUM),
                                                args=CHROMIUM_ARGS)
    try:
        context = full.new_context(base_url=server, service_workers="allow")
        context.grant_permissions(["notifications"])
        shown_and_tapped(server, context.new_page())
    finally:
        full.close()


def shown_and_tapped(server: str, page: Any) -> None:
    cdp = page.context.new_cdp_session(page)
    registrations: list[str] = []
    cdp.on("ServiceWorker.workerRegistrationUpdated",
           lambda e: registrations.extend(r["registrationId"] for r in e["registrations"]
                                          if r["scopeURL"] == f"{server}/"
                                          and not r.get("isDeleted")))
    cdp.send("ServiceWorker.enable")
    page.goto("/")
    wait_until(page, "navigator.serviceWorker.controller?.state === 'activated'")
    assert _until(lambda: registrations)
    message = {"id": None, "kind": "turn", "title": "Your move",
               "body": "It is your move in Durak.", "url": "/t/pushed1", "tag": "turn:pushed1",
               "lang": "en"}
    # DevTools hands the push to the worker; one handed while the browser is busy starting the
    # worker again is sometimes dropped on a loaded machine (the worker never sees it), so it is
    # handed again, as a push service retries an undelivered message
    shown = None
    for _ in range(3):
        cdp.send("ServiceWorker.deliverPushMessage", {
            "origin": server, "registrationId": registrations[-1], "data": json.dumps(message)})
        shown = _until(lambda: page.evaluate("""async () => {
          const found = await (await navigator.serviceWorker.ready).getNotifications();
          return found.length ? found.map((n) => ({title: n.title, body: n.body, tag: n.tag,
                                                  url: n.data.url})) : null;
        }"""), timeout=15)
        if shown:
            break
    assert shown == [{"title": "Your move", "body": "It is your move in Durak.",
                      "tag": "turn:pushed1", "url": "/t/pushed1"}]
    # a tap, as far as a script can make one: the open window is sent to the table
    worker = page.context.service_workers[0]
    worker.evaluate("""async () => {
      const [notice] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent("notificationclick", {notification: notice}));
    }""")
    page.wait_for_url(re.compile(r".*/t/pushed1$"))
    cdp.detach()
