"""Rated play at the table, end to end (issue 25's browser test): two people with accounts, in
two browser contexts, press "Play people now" with Rated on and land at the same rated table
within 10 s; the table says it is rated; they play it to the end by clicking; both see their
rating change on the result screen; the profile's chart has the new point.

The game is the toy one rated in a duel pool (as test_profile_ratings.py rates it): a seek
uses the game's default options, and the toy's (three cards a hand) end after six clicks,
faster than any real game's default."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from koloda.ratings.pools import GamePools, Pool, table

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import TABLE_URL, click_where_it_shows, contrast_problems, wait_for_board

pytestmark = pytest.mark.browser

#: a first rated game's change: from the start, provisional ("?"), signed
CHANGE = re.compile(r"^1500 → \d{3,4}\?, [+-]\d+$")


@pytest.fixture
def toy_pools() -> Iterator[None]:
    """The toy game (registered by the `server` fixture) rated in a duel pool."""
    table()["toy"] = GamePools("toy", (Pool("toy-2", 2, 2),))
    yield
    table().pop("toy", None)


def seek_rated_toy(page: Any) -> None:
    """Choose the toy game for two, a minute a move, Rated on and no bots, in the lobby's panel."""
    page.goto("/")
    game = page.get_by_test_id("seek-game")
    expect(game.locator("option[value=toy]")).to_have_count(1)  # the panel lists it
    game.select_option("toy")
    page.get_by_test_id("seek-players").select_option("2")
    page.get_by_test_id("seek-time").select_option("60")
    page.get_by_test_id("seek-rated").check()  # shown: signed in, and the game has a pool
    page.get_by_test_id("seek-bots").set_checked(False)


def one_move(page: Any) -> bool:
    """Make one move if the page offers one (as helpers.play_to_the_end clicks); whether it did."""
    enabled = page.locator("[data-testid=actions] button.action:not([disabled])")
    if enabled.count() == 0:
        return False
    try:
        cards = page.locator(".seat-area.me button.card.selectable")
        if cards.count():
            click_where_it_shows(cards.first)
            exact = page.locator("button.action.exact:not([disabled])")
            (exact if exact.count() else enabled).first.click(timeout=1000)
        else:
            enabled.first.click(timeout=1000)
    except PlaywrightError:  # the board was redrawn under the click: look again
        return False
    return True


def play_both_to_the_end(pages: list[Any], limit_s: float = 60.0) -> None:
    """Whoever has a move makes it, until both see the result screen."""
    deadline = time.monotonic() + limit_s
    overs = [p.get_by_test_id("gameover") for p in pages]
    while not all(o.is_visible() for o in overs):
        assert time.monotonic() < deadline, f"the game did not end within {limit_s} s"
        if not any([one_move(p) for p in pages]):
            # nobody may move yet: wait for the next state on the first page (a short poll)
            pages[0].wait_for_timeout(30)


@pytest.mark.usefixtures("toy_pools")
def test_two_accounts_play_rated_and_see_their_changes(new_page: Any, server: str) -> None:
    from .test_account import codes_saved, new_handle, sign_up

    pages, handles = [], []
    for prefix, viewport in (("rfa", PHONE), ("rfb", DESKTOP)):
        page = new_page(viewport=viewport, touch=viewport is PHONE)
        handle = new_handle(prefix)
        sign_up(page, handle)
        codes_saved(page)
        # a new account: no rated game, no ratings on the profile
        page.goto(f"/@/{handle}")
        expect(page.get_by_test_id("profile-games")).to_be_visible()
        expect(page.get_by_test_id("profile-ratings")).to_have_count(0)
        seek_rated_toy(page)
        pages.append(page)
        handles.append(handle)
    for page in pages:
        page.get_by_test_id("seek-start").click()
    for page in pages:
        page.wait_for_url(TABLE_URL, timeout=10_000)
    assert pages[0].url.rsplit("/", 1)[-1] == pages[1].url.rsplit("/", 1)[-1]

    # the table says it is rated, with the game and its size
    for page, size in zip(pages, ("phone", "desktop"), strict=True):
        wait_for_board(page)
        expect(page.get_by_test_id("rated-badge")).to_have_text("Rated · Toy tricks, 2 players")
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
        expect(page.get_by_test_id("hints-switch")).to_have_count(0)  # no help at a rated table
        screenshot(page, f"rated-badge-en-{size}")
    # every toast the laptop shows from here on, kept: the rating's change at the end belongs
    # to the result screen, not to a toast over the opponent's name plate (issue 44, finding 8)
    pages[1].evaluate("""() => { window.toasted = [];
      new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach((n) => {
        if (n.classList?.contains("toast")) window.toasted.push(n.textContent);
      }))).observe(document.body, {childList: true, subtree: true}); }""")

    play_both_to_the_end(pages)
    mine: list[str] = []
    for page, size in zip(pages, ("phone", "desktop"), strict=True):
        over = page.get_by_test_id("gameover")
        expect(over.get_by_role("columnheader", name="Rating")).to_be_visible()
        changes = over.get_by_test_id("rating-change")
        expect(changes).to_have_count(2)
        # the difference may wrap to a line of its own on a phone: read the words
        for text in changes.all_text_contents():
            assert CHANGE.match(text), text
        mine.append(over.locator("tr.mine [data-testid=rating-change]").text_content())
        # each handle on one line, even in the phone's narrow table (issue 44, finding 11: a
        # handle broke as "alice_u/x")
        lines = over.evaluate("""el => [...el.querySelectorAll('td.who')].map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })""")
        assert lines == [1, 1], (size, lines)
        assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
        # the results, their new column too, stay inside the panel
        assert over.evaluate("el => el.querySelector('table').getBoundingClientRect().right"
                             " <= el.getBoundingClientRect().right"), size
        screenshot(page, f"rated-result-en-{size}")
    # a duel: one went up and the other down, by the same rule for both
    deltas = sorted(int(m.rsplit(" ", 1)[-1]) for m in mine)
    assert deltas[0] < 0 < deltas[1], mine
    assert contrast_problems(pages[0]) == []
    assert not [t for t in pages[1].evaluate("window.toasted") if "→" in t]

    # the same in Russian on the phone
    phone = pages[0]
    phone.get_by_test_id("lang-toggle").click()
    over = phone.get_by_test_id("gameover")
    expect(over.get_by_role("columnheader", name="Рейтинг")).to_be_visible()
    screenshot(phone, "rated-result-ru-phone")
    phone.get_by_role("button", name="Показать стол").click()
    expect(phone.get_by_test_id("rated-badge")).to_have_text("На рейтинг · Игрушечные взятки, 2 игрока")
    screenshot(phone, "rated-badge-ru-phone")

    # each profile's chart has the new point: the start and this game
    for page, handle, change in zip(pages, handles, mine, strict=True):
        page.goto(f"/@/{handle}")
        card = page.get_by_test_id("profile-ratings").get_by_test_id("rating")
        expect(card).to_have_count(1)
        expect(card.locator("svg.rating-chart")).to_have_attribute("data-points", "2")
        after = change.split(" → ")[1].split(",")[0]
        expect(card.get_by_test_id("rating-value")).to_have_text(after)
    assert all(p.js_errors == [] for p in pages)


def test_the_badge_in_the_waiting_room_and_changes_without_words(new_page: Any) -> None:
    """Drawn in the page from a table's JSON alone: the waiting room of a rated table has the
    badge, an unrated one none; a change the server sent without its words (an older server)
    reads the same from the numbers, in Russian too; a table not yet settled has no column."""
    page = new_page(locale="ru-RU", viewport=PHONE)
    page.goto("/")
    drawn = page.evaluate("""async () => {
      const { waitingRoom } = await import("/static/js/ui/waiting.js");
      const { gameOverPanel } = await import("/static/js/ui/gameover.js");
      const seats = [{seat: 0, kind: "human", name: "Аня", account: "anya"},
                     {seat: 1, kind: "empty", name: null}];
      const table = {id: "x", game: "durak", title: {en: "Durak", ru: "Дурак"}, players: 2,
                     options: {rated: true, turn_seconds: 60}, seats};
      const room = (t) => waitingRoom({table: t, mySeat: 0, isHost: true, bots: [], botLabels: {},
                                       levels: [], join() {}, addBot() {}, removeSeat() {},
                                       start() {}, leave() {}});
      const badge = (el) => el.querySelector("[data-testid=rated-badge]")?.textContent ?? null;
      const ended = {...table, seats: [seats[0], {seat: 1, kind: "human", name: "Боря"}],
                     ratings: {pool: "durak-2", seats: {
                       "0": {before: 1600, after: 1612, delta: 12, provisional: false},
                       "1": {before: 1500, after: 1488, delta: -12, provisional: true}}}};
      const panel = (t) => gameOverPanel({seat: 0, table: t, view: {}, again() {}, hide() {}},
                                         {ranks: [1, 2], scores: [1, 0]});
      const cells = (el) => [...el.querySelectorAll("[data-testid=rating-change]")]
        .map((c) => c.textContent);
      return {rated: badge(room(table)), unrated: badge(room({...table, options: {}})),
              changes: cells(panel(ended)), heads: panel(ended).querySelectorAll("th").length,
              unsettled: panel({...ended, ratings: null}).querySelectorAll("th").length};
    }""")
    assert drawn["rated"] == "На рейтинг · Дурак, 2 игрока", drawn
    assert drawn["unrated"] is None, drawn
    assert drawn["changes"] == ["1600 → 1612, +12", "1500 → 1488?, -12"], drawn
    assert drawn["heads"] == 4 and drawn["unsettled"] == 3, drawn
    assert page.js_errors == []
