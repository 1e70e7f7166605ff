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
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import TABLE_URL, contrast_problems, unreachable_controls, wait_for_board

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
    # each choice's label whole on one line ("Время на ход" wrapped on a phone: issue 44, item 11)
    wrapped = page.locator(".seek-choices label").evaluate_all(
        "els => els.filter((el) => { const r = document.createRange(); r.selectNodeContents(el);"
        " return r.getClientRects().length > 1 || el.scrollWidth > el.clientWidth + 1; })"
        ".map((el) => el.textContent)")  # nor cut short
    assert wrapped == [], wrapped
    screenshot(page, f"play-now-panel-{locale[:2]}-{size}")
    page.get_by_test_id("seek-start").click()
    expect(page.get_by_test_id("seek-count")).to_contain_text("3")
    expect(page.get_by_test_id("seek-status")).to_have_text(
        re.compile(r"Ищем соперников… 0:0[1-9]" if ru else r"Looking for opponents… 0:0[1-9]"))
    screenshot(page, f"play-now-looking-{locale[:2]}-{size}")
    if size == "phone":  # the counts on the cards and the waiting panel read well
        assert contrast_problems(page) == []
    post = next(s for s in sent if s[0] == "POST")
    assert post[2]["game"] == "durak" and post[2]["players"] == 2 and post[2]["rated"] is False
    assert post[2]["bots_after"] == 20 and post[2]["turn_seconds"] > 0
    polls = [s for s in sent if s[0] == "GET" and "/api/seeks/k1?wait=" in s[1]]
    assert polls and all(s[3] == f"Bearer {secret}" for s in polls)
    with page.expect_request(lambda r: r.method == "DELETE") as gone:
        page.get_by_test_id("seek-cancel").click()
    assert gone.value.url.endswith("/api/seeks/k1")
    assert gone.value.headers["authorization"] == f"Bearer {secret}"
    expect(page.get_by_test_id("seek-start")).to_be_visible()
    expect(page.get_by_test_id("seek-queue")).to_have_text("2 человека ищут эту игру" if ru else "2 people looking for this game")
    assert page.js_errors == []


def fake_seeks(page: Any, sent: list[dict[str, Any]], delete_answer: dict[str, Any]) -> None:
    """Answer the seek API in the page: a seek that waits forever; DELETE answers `delete_answer`."""
    def answer(route: Any) -> None:
        request = route.request
        body = json.loads(request.post_data) if request.post_data else None
        sent.append({"method": request.method, "url": request.url, "body": body})
        if request.method == "POST":
            route.fulfill(status=201, json={"seek": {"id": "k2", **body, "pool": None, "created": 0},
                                            "secret": "x" * 43})
        elif request.method == "DELETE":
            route.fulfill(json=delete_answer)
        elif "/api/seeks/" in request.url:
            route.fulfill(json={"status": "waiting", "waited": 0, "seeking": 1})
        else:
            route.fulfill(json={"queues": []})

    page.route(re.compile(r".*/api/seeks(/.*)?(\?.*)?$"), answer)


def test_rated_shows_to_a_signed_in_player_and_needs_a_timer(new_page: Any, seeks: str) -> None:
    from .test_account import codes_saved, new_handle, sign_up

    page = new_page()
    sign_up(page, new_handle("seek"))
    codes_saved(page)
    page.goto("/")
    page.get_by_test_id("seek-game").select_option("durak")
    page.get_by_test_id("seek-players").select_option("2")
    rated = page.get_by_test_id("seek-rated")
    expect(rated).not_to_be_checked()
    rated.check()
    times = page.get_by_test_id("seek-time").locator("option").evaluate_all(
        "els => els.map((e) => e.value)")
    # seconds a move, then days a move ("3d": correspondence, a clock too)
    assert times and all(s.endswith("d") or int(s) > 0 for s in times), times
    with page.expect_response(lambda r: r.url.endswith("/api/seeks") and r.request.method == "POST") as made:
        page.get_by_test_id("seek-start").click()
    assert made.value.status == 201, made.value.text()
    seek = made.value.json()["seek"]
    assert seek["rated"] is True and seek["turn_seconds"] > 0, seek
    expect(page.get_by_test_id("seek-what")).to_contain_text("Rated")
    expect(page.get_by_test_id("seek-status")).to_have_text(LOOKING)
    page.get_by_test_id("seek-cancel").click()
    expect(page.get_by_test_id("seek-rated")).to_be_checked()  # the choice is kept
    assert page.js_errors == []


def test_two_accounts_seek_rated_and_meet_at_a_rated_table(new_page: Any, seeks: str) -> None:
    """The issue's acceptance: two people with accounts press it for rated Durak and land at the
    same rated table, with a turn timer, within 10 s."""
    from .test_account import codes_saved, new_handle, sign_up

    pages = []
    for prefix in ("ra", "rb"):
        page = new_page()
        sign_up(page, new_handle(prefix))
        codes_saved(page)
        page.goto("/")
        page.get_by_test_id("seek-game").select_option("durak")
        page.get_by_test_id("seek-players").select_option("2")
        page.get_by_test_id("seek-time").select_option("60")
        page.get_by_test_id("seek-rated").check()
        page.get_by_test_id("seek-bots").set_checked(False)
        pages.append(page)
    for page in pages:
        page.get_by_test_id("seek-start").click()
    for page in pages:
        page.wait_for_url(TABLE_URL, timeout=10_000)
    table = pages[0].url.rsplit("/", 1)[-1]
    assert pages[1].url.rsplit("/", 1)[-1] == table
    info = httpx.get(f"{seeks}/api/tables/{table}", timeout=10).json()
    info = info.get("table", info)
    assert info["options"].get("rated") is True and info["options"]["turn_seconds"] == 60, info
    assert all(seat["account"] for seat in info["seats"]), info["seats"]
    for page in pages:
        wait_for_board(page)
        assert page.js_errors == []


def test_a_cancel_that_crosses_the_pairing_goes_to_the_table(new_page: Any, server: str) -> None:
    """DELETE of a seek seated that very instant answers the seat: the page goes there."""
    from tests.server.helpers import new_table

    made = new_table(server, "durak", 2, {1: "random"})
    page = new_page()
    sent: list[dict[str, Any]] = []
    fake_seeks(page, sent, {"status": "seated", "table": made["table"], "seat": 1,
                            "token": "t" * 43, "host": False})
    page.goto("/")
    page.get_by_test_id("seek-start").click()
    expect(page.get_by_test_id("seek-status")).to_be_visible()
    page.get_by_test_id("seek-cancel").click()
    page.wait_for_url(TABLE_URL)
    table = made["table"]["id"]
    assert page.url.endswith(f"/t/{table}")
    held = json.loads(page.evaluate("(id) => localStorage.getItem(`koloda.seat.${id}`)", table))
    assert held["seat"] == 1 and held["token"] == "t" * 43


@pytest.mark.parametrize(("locale", "said"), [
    ("en-US", "Bob played 97% of their rated games to the end (31 games)"),
    ("ru-RU", "Bob доигрывает 97% своих рейтинговых партий (31 партия)"),
])
def test_a_seeker_reaches_the_table_told_how_reliably_each_opponent_finishes(
        new_page: Any, server: str, locale: str, said: str) -> None:
    """The seated answer's `opponents` (docs/protocol.md, "Play now"): the table page says once
    how many of their rated games each opponent played to the end; one with none says nothing."""
    from tests.server.helpers import new_table

    made = new_table(server, "durak", 3, {1: "random", 2: "random"}, name="Ann")
    opponents = [{"seat": 1, "name": "Bob", "account": "bob",
                  "reliability": {"games": 31, "finished": 30, "share": 30 / 31}},
                 {"seat": 2, "name": "Cy", "account": "cy",
                  "reliability": {"games": 0, "finished": 0, "share": None}}]
    page = new_page(locale=locale)

    def answer(route: Any) -> None:
        request = route.request
        if request.method == "POST":
            body = json.loads(request.post_data)
            route.fulfill(status=201, json={"seek": {"id": "k3", **body, "pool": None,
                                                     "created": 0}, "secret": "x" * 43})
        elif "/api/seeks/" in request.url:
            route.fulfill(json={"status": "seated", "table": made["table"], "seat": 0,
                                "token": made["token"], "host": False, "opponents": opponents})
        else:
            route.fulfill(json={"queues": []})

    page.route(re.compile(r".*/api/seeks(/.*)?(\?.*)?$"), answer)
    page.goto("/")
    page.get_by_test_id("seek-start").click()
    page.wait_for_url(TABLE_URL)
    wait_for_board(page)
    note = page.get_by_test_id("toast-info").filter(has_text="Bob")
    expect(note).to_have_text(said)
    expect(page.get_by_test_id("toast-info").filter(has_text="Cy")).to_have_count(0)
    screenshot(page, f"play-now-opponent-reliability-{locale}")
    # said once: a reload of the table does not say it again
    page.reload()
    wait_for_board(page)
    expect(page.get_by_test_id("toast-info").filter(has_text="Bob")).to_have_count(0)
    assert page.js_errors == []


def signed_up_here(page: Any, handle: str) -> None:
    """An account made through the API in this page's context (its cookie), and the hint the
    account pages leave (`koloda.account`): the sign-up form is test_account.py's."""
    page.goto("/api/health")  # a page of the site, for its storage and origin: no script runs
    origin = page.evaluate("location.origin")
    from .test_account import PASSWORD

    made = page.request.post("/api/account/signup", data={"handle": handle, "password": PASSWORD},
                             headers={"Origin": origin})
    assert made.status == 201, made.text()
    page.evaluate("(handle) => localStorage.setItem('koloda.account', handle)", handle)


@pytest.mark.parametrize(("viewport", "size", "locale"), [(PHONE, "phone", "en-US"), (DESKTOP, "desktop", "ru-RU")])
def test_a_blocked_pair_is_told_nobody_else_looks_and_takes_bots_in_one_tap(
        new_page: Any, seeks: str, viewport: dict[str, int], size: str, locale: str) -> None:
    """Issue 44, item 3: two people, one of whom blocked the other, seek the same game. Neither
    reads "2 people looking" (the server counts only those each could be seated with); after
    the wait each is told that nobody else is looking, with bots one tap away, and the tap
    seats them with a bot. The long-poll's answers are the server's own, with `waited` moved
    on by the wait for the offer: the test does not sit through it."""
    from .test_account import new_handle

    ru = locale.startswith("ru")
    names = [new_handle("blk"), new_handle("blk")]
    pages = []
    for name in names:
        page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
        signed_up_here(page, name)
        pages.append(page)
    blocked = pages[0].request.post("/api/account/blocks", data={"handle": names[1]},
                                    headers={"Origin": seeks})
    assert blocked.ok, blocked.text()
    answers: list[dict[str, Any]] = []

    def later(route: Any) -> None:
        try:
            real = route.fetch(timeout=30_000)  # a long-poll is held up to 25 s
        except PlaywrightError:  # the page went on (to the table) while it was held
            return
        body = real.json()
        answers.append(body)
        if body.get("status") == "waiting":
            body["waited"] = body["waited"] + 11
        route.fulfill(response=real, json=body)

    for page in pages:
        page.goto("/")
        page.route(re.compile(r".*/api/seeks/[^/?]+\?wait=.*"), later)
        page.get_by_test_id("seek-game").select_option("durak")
        page.get_by_test_id("seek-players").select_option("2")
        page.get_by_test_id("seek-time").select_option("15")
        page.get_by_test_id("seek-bots").set_checked(False)
        page.get_by_test_id("seek-start").click()
        expect(page.get_by_test_id("seek-wait")).to_be_visible()
    nobody = "Сейчас эту игру больше никто не ищет." if ru else "Nobody else is looking for this game right now."
    for page in pages:
        offer = page.get_by_test_id("seek-alone")
        expect(offer).to_contain_text(nobody)
        expect(page.get_by_test_id("seek-count")).to_have_text("")
        expect(page.get_by_test_id("seek-bots-now")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert answers and all(a["seeking"] == 1 for a in answers if a.get("status") == "waiting"), answers
    assert unreachable_controls(pages[1], "[data-testid=seek]") == []
    screenshot(pages[1], f"play-now-nobody-else-{locale[:2]}-{size}")
    # the other language, on the same page (the offer is drawn again in it)
    pages[1].get_by_test_id("lang-toggle").click()
    expect(pages[1].get_by_test_id("seek-alone")).to_contain_text(
        "Nobody else is looking" if ru else "больше никто не ищет")
    screenshot(pages[1], f"play-now-nobody-else-{'en' if ru else 'ru'}-{size}")
    pages[0].get_by_test_id("seek-bots-now").click()
    pages[0].wait_for_url(TABLE_URL, timeout=10_000)
    table = pages[0].url.rsplit("/", 1)[-1]
    info = httpx.get(f"{seeks}/api/tables/{table}", timeout=10).json()
    info = info.get("table", info)
    assert [s["kind"] for s in info["seats"]].count("bot") == 1, info["seats"]
    assert "rated" not in info["options"], info["options"]
    # the other is still looking, alone, and leaves
    expect(pages[1].get_by_test_id("seek-alone")).to_be_visible()
    pages[1].get_by_test_id("seek-cancel").click()
    expect(pages[1].get_by_test_id("seek-start")).to_be_visible()
    assert all(p.js_errors == [] for p in pages)
