"""The moderators' pages and reporting in the browser (issue 43, item 2): the queue and a
person's dossier at 390x844 and 1280x800 in English and Russian (screenshots with
KOLODA_ARTIFACTS=1), an action taken from the dossier, a tournament cancelled from its page
(issue 42, item 10), an ordinary person refused, and a report sent from a profile's quiet menu
item."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from koloda.server.moderation import db as mod_db

from .conftest import DESKTOP, PHONE, screenshot
from .test_account import PASSWORD, new_handle
from .test_play_now import signed_up_here

pytestmark = pytest.mark.browser


def someone(base: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=base, headers={"Origin": base}, timeout=30)
    made = client.post("/api/account/signup", json={"handle": name, "password": PASSWORD})
    assert made.status_code == 201, made.text
    return client


def fits(page: Any) -> None:
    """Nothing shown reaches past the screen's right edge (a closed menu's hidden contents,
    such as the header's bell panel, are not shown), and the page does not scroll sideways."""
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')].filter(e => e.checkVisibility() && e.getBoundingClientRect().right > innerWidth + 1).slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))""")
    assert not wide, wide
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


@pytest.mark.parametrize(("viewport", "size"), [(PHONE, "phone"), (DESKTOP, "desktop")])
@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_a_moderator_works_the_queue_and_a_dossier(
        new_page: Any, site: tuple[str, Any], viewport: dict[str, int], size: str,
        locale: str) -> None:
    base, hub = site
    lang = locale[:2]
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    mod, suspect, partner = new_handle("mod"), new_handle("sus"), new_handle("pal")
    signed_up_here(page, mod)
    ids = {}
    for name in (mod, suspect, partner):
        if name != mod:
            someone(base, name)
        ids[name] = int(mod_db.account_by_handle(hub.store, name)["id"])
    mod_db.set_moderator(hub.store, ids[mod], True, time.time())
    words = {"en": "Threw every game to his friend, and swore in chat.",
             "ru": "Сливал все партии другу и ругался в чате."}[lang]
    for i in range(2):
        reporter = someone(base, new_handle(f"rep{i}"))
        r = reporter.post("/api/reports", json={"handle": suspect, "reason": "collusion" if i else "chat",
                                                "text": words})
        assert r.status_code == 201, r.text
    mod_db.add_flag(hub.store, "collusion", [ids[suspect], ids[partner]], "durak-3",
                    {"kind": "collusion", "z": -6.1, "shared_games": 48,
                     "evidence": [{"table": "t0demo", "move": 41, "cards": ["9♠", "9♥"]}]},
                    time.time())

    page.goto("/mod")
    expect(page.get_by_test_id("mod-queue")).to_be_visible()
    first = page.get_by_test_id("mod-item").first
    expect(first).to_contain_text(suspect)
    fits(page)
    screenshot(page, f"mod-queue-{size}-{lang}")

    first.get_by_test_id("mod-open").click()
    expect(page.get_by_test_id("mod-dossier")).to_be_visible()
    expect(page.get_by_test_id("mod-reports-about")).to_contain_text(words)
    expect(page.get_by_test_id("mod-flags")).to_contain_text("-6.1")
    fits(page)
    screenshot(page, f"mod-dossier-{size}-{lang}")

    page.get_by_test_id("mod-action").select_option("mute")
    page.get_by_test_id("mod-reason").fill("chat" if lang == "en" else "чат")
    page.get_by_test_id("mod-submit").click()
    expect(page.get_by_test_id("mod-sanctions")).to_contain_text(
        "Muted" if lang == "en" else "Запрет на чат")
    expect(page.get_by_test_id("mod-log")).to_contain_text(mod)

    # a close, undone: the closed account's dossier offers only to open it again
    page.on("dialog", lambda dialog: dialog.accept())  # "Close this account?"
    page.get_by_test_id("mod-action").select_option("close")
    page.get_by_test_id("mod-reason").fill("x")
    page.get_by_test_id("mod-submit").click()
    options = page.get_by_test_id("mod-action").locator("option")
    expect(options).to_have_count(1)
    assert options.first.get_attribute("value") == "reopen"
    fits(page)
    screenshot(page, f"mod-closed-{size}-{lang}")
    page.get_by_test_id("mod-reason").fill("appeal" if lang == "en" else "апелляция")
    page.get_by_test_id("mod-submit").click()
    expect(page.get_by_test_id("mod-action").locator("option[value=close]")).to_have_count(1)
    assert mod_db.account_by_handle(hub.store, suspect)["status"] == "active"
    assert page.js_errors == []


@pytest.mark.parametrize(("viewport", "size"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_a_moderator_cancels_someone_elses_tournament_from_its_page(
        new_page: Any, site: tuple[str, Any], viewport: dict[str, int], size: str) -> None:
    """Issue 42, item 10's "and a moderator": the tournament's page offers a moderator who did
    not create it "Cancel as a moderator", asked once with the reason the log keeps; in both
    languages; the entrant's own page offers nothing of the kind."""
    base, hub = site
    creator = someone(base, new_handle("host"))
    made = creator.post("/api/tournaments", json={
        "game": "toy", "options": {"hand": 5}, "format": "arena", "size": 2, "seconds": 600,
        "starts_in": 2 * 3600, "enter": True})
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    page = new_page(viewport=viewport, touch=viewport is PHONE)
    mod = new_handle("mod")
    signed_up_here(page, mod)
    page.goto(f"/tournaments/{tid}")
    expect(page.get_by_test_id("tournament")).to_be_visible()
    expect(page.get_by_test_id("mod-cancel-tourney")).to_have_count(0)  # not a moderator yet
    mod_db.set_moderator(hub.store, int(mod_db.account_by_handle(hub.store, mod)["id"]), True,
                         time.time())
    page.reload()
    cancel = page.get_by_test_id("mod-cancel-tourney")
    expect(cancel).to_have_text("Cancel as a moderator")
    expect(page.get_by_test_id("cancel-tourney")).to_have_count(0)  # the creator's button
    fits(page)
    screenshot(page, f"tournament-mod-cancel-en-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(cancel).to_have_text("Отменить как модератор")
    fits(page)
    screenshot(page, f"tournament-mod-cancel-ru-{size}")
    asked: list[str] = []

    def answer(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.accept("поток пустых турниров")

    page.once("dialog", answer)
    cancel.click()
    expect(page.get_by_test_id("tourney-cancelled")).to_contain_text("Турнир отменён")
    screenshot(page, f"tournament-mod-cancelled-ru-{size}")
    assert len(asked) == 1 and "журнале модерации" in asked[0]
    assert creator.get(f"/api/tournaments/{tid}").status_code == 404
    creator_id = int(mod_db.account_by_handle(hub.store, creator.get("/api/account").json()[
        "account"]["handle"])["id"])
    line = mod_db.log_of(hub.store, creator_id)[0]
    assert (line["action"], line["moderator"], line["reason"]) == (
        "cancel", mod, "поток пустых турниров")
    assert page.js_errors == []


def test_an_ordinary_person_is_told_the_page_is_for_moderators(
        new_page: Any, site: tuple[str, Any]) -> None:
    page = new_page(locale="ru-RU")
    signed_up_here(page, new_handle("plain"))
    answer = page.goto("/mod")
    assert answer is not None and answer.status == 403
    expect(page.get_by_test_id("mod-refused")).to_have_text("Эта страница открыта только модераторам.")


def test_a_report_from_a_profile_s_quiet_menu_item(new_page: Any, site: tuple[str, Any]) -> None:
    base, hub = site
    other = new_handle("other")
    someone(base, other)
    page = new_page(viewport=PHONE, touch=True)
    me = new_handle("rep")
    signed_up_here(page, me)
    page.goto(f"/@/{other}")
    page.get_by_test_id("report-profile").click()
    dialog = page.get_by_test_id("report-dialog")
    expect(dialog).to_be_visible()
    page.get_by_test_id("report-reason").select_option("cheating")
    page.get_by_test_id("report-text").fill("engine moves")
    screenshot(page, "report-dialog-phone-en")
    page.get_by_test_id("report-send").click()
    expect(dialog).to_be_hidden()
    found = mod_db.queue(hub.store, "open", 200)
    assert any(i["type"] == "report" and i["accounts"] == [other] and i["text"] == "engine moves"
               for i in found)
