"""The analysis page of a finished game: from the result screen, the progress while the search
works, then the graph, the summary and every decision with its verdict, in both languages.
Only a browser holding the seat's token (or the host's, for a bot's seat) asks for one."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, SCREENSHOTS, screenshot
from .helpers import contrast_problems, finished_bot_game, played_durak, wait_until

pytestmark = pytest.mark.browser


def _hold_seat(page: Any, tid: str, seat: int | None, token: str, host: bool) -> None:
    """This browser holds the seat, as after playing in it (`saveSeat` in api.js)."""
    page.goto("/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [f"koloda.seat.{tid}", json.dumps({"seat": seat, "token": token, "host": host})])


def test_a_finished_game_is_analysed_from_the_result_screen(server: str, new_page: Any) -> None:
    tid, token = played_durak(server)
    page = new_page()
    _hold_seat(page, tid, 0, token, host=True)
    page.goto(f"/t/{tid}")
    page.get_by_test_id("analyse-link").click()
    page.wait_for_url(f"**/analysis/{tid}?seat=0")
    moves = page.get_by_test_id("analysis-moves")
    expect(moves).to_be_visible(timeout=90_000)
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("decisions")
    expect(page.locator("svg.analysis-graph polyline")).to_have_count(2)
    assert moves.locator("li").count() >= 1
    screenshot(page, "analysis-durak-en-desktop")
    assert contrast_problems(page) == []
    # the bot's seat, in Russian: the host asks for it too; the same page, that seat's moves
    page.get_by_test_id("lang-toggle").click()
    page.get_by_test_id("analysis-seat").select_option("1")
    # Wait for the new seat's summary itself: the first seat's table may still be on the page
    # for a moment after the choice, while the new analysis starts.
    expect(page.get_by_test_id("analysis-summary")).to_contain_text("как выбрал бы поиск",
                                                                    timeout=90_000)
    expect(page.get_by_test_id("analysis-moves")).to_be_visible()
    # the place in the queue, as the page words it (1: next)
    queued = """async () => {
      const { t } = await import('/static/js/i18n.js');
      return [1, 2, 12].map((position) => t('analysis.queued', { position }));
    }"""
    said = page.evaluate(queued)
    assert said[0].endswith("он следующий.") and said[2].endswith("он 12-й по счёту."), said
    page.get_by_test_id("lang-toggle").click()
    said = page.evaluate(queued)
    assert said[0].endswith("it is next.") and said[1].endswith("number 2 in line."), said
    assert page.js_errors == []


def test_a_page_without_the_seat_token_only_reads(server: str, new_page: Any) -> None:
    """A stranger's page asks for nothing: it says who can, and reads what was made."""
    tid = finished_bot_game(server, game="toy")
    page = new_page()
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    page.goto(f"/analysis/{tid}?seat=0")
    expect(page.get_by_test_id("analysis-not-yours")).to_contain_text(
        "Only the person who played this seat can ask")
    assert posts == []
    assert httpx.get(f"{server}/api/tables/{tid}/analysis/0").json() == {"status": "none"}
    assert page.js_errors == []


#: what runs off the screen sideways (the page itself, or any row of the moves)
OFF_SIDEWAYS = """() => {
  const out = [];
  if (document.documentElement.scrollWidth > innerWidth) out.push(`page ${document.documentElement.scrollWidth}`);
  for (const el of document.querySelectorAll('[data-testid=analysis-moves] *')) {
    const r = el.getBoundingClientRect();
    if (r.width && (r.right > innerWidth + 1 || r.left < -1)) out.push(`${el.className}: ${Math.round(r.right)}`);
  }
  return out;
}"""


def _board_move(page: Any) -> int:
    return int(page.get_by_test_id("analysis-board").get_attribute("data-move") or "0")


def test_a_move_shows_its_position_on_a_phone_with_axes_and_plurals(server: str,
                                                                    new_page: Any) -> None:
    tid, token = played_durak(server)
    page = new_page(viewport=PHONE, touch=True)
    _hold_seat(page, tid, 0, token, host=True)
    page.goto(f"/analysis/{tid}?seat=0")
    moves = page.get_by_test_id("analysis-moves")
    expect(moves).to_be_visible(timeout=90_000)
    analysis = httpx.get(f"{server}/api/tables/{tid}/analysis/0").json()["analysis"]
    decisions = analysis["decisions"]
    assert len(decisions) >= 3
    # the graph has its axes: the chance from 0% to 100%, the moves along the bottom
    expect(page.get_by_test_id("graph-y")).to_contain_text("100%")
    expect(page.get_by_test_id("graph-y")).to_contain_text("0%")
    expect(page.get_by_test_id("graph-x")).to_contain_text(str(decisions[0]["move"]))
    # nothing runs off a phone's screen
    assert page.evaluate(OFF_SIDEWAYS) == []
    # the first decision's position is on the board, the move played and the best one named
    board = page.get_by_test_id("analysis-board")
    expect(board).to_have_attribute("data-move", str(decisions[0]["move"]))
    expect(board.locator(".board")).to_be_visible()
    # a move that lays a card: tapped in the list, its position shows, the card marked
    laid = next((i for i, d in enumerate(decisions) if d["played"].get("card")), None)
    assert laid is not None, decisions
    row = moves.locator(f"[data-index='{laid}']")
    row.click()
    expect(board).to_have_attribute("data-move", str(decisions[laid]["move"]))
    played = decisions[laid]["played"]["card"]
    expect(board.locator(f".mark-played[data-code='{played}']")).to_have_count(1)
    caption = page.get_by_test_id("analysis-caption")
    expect(caption).to_contain_text(decisions[laid]["played_label"]["en"])
    if decisions[laid]["best"] != decisions[laid]["played"]:
        expect(caption).to_contain_text(decisions[laid]["best_label"]["en"])
    wait_until(page, "document.getAnimations().length === 0")
    # what the phone shows: the board held at the top over the list just tapped
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "analysis-board-list-en-phone.png"))
    box = board.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / "analysis-board-top-en-phone.png"))
    assert page.evaluate(OFF_SIDEWAYS) == []
    # the keys step through the decisions: Home to the first, the arrows one by one
    page.keyboard.press("Home")
    expect(board).to_have_attribute("data-move", str(decisions[0]["move"]))
    expect(page.get_by_test_id("analysis-first")).to_be_disabled()
    page.keyboard.press("ArrowRight")
    expect(board).to_have_attribute("data-move", str(decisions[1]["move"]))
    page.keyboard.press("ArrowLeft")
    expect(board).to_have_attribute("data-move", str(decisions[0]["move"]))
    # and a swipe to the left goes on, one to the right back
    box = board.bounding_box()
    assert box
    y = box["y"] + box["height"] / 2
    for x0, x1, want in ((box["x"] + box["width"] * 0.8, box["x"] + box["width"] * 0.2, 1),
                         (box["x"] + box["width"] * 0.2, box["x"] + box["width"] * 0.8, 0)):
        for kind, x in (("pointerdown", x0), ("pointermove", (x0 + x1) / 2), ("pointerup", x1)):
            board.dispatch_event(kind, {"pointerType": "touch", "isPrimary": True, "pointerId": 7,
                                        "clientX": x, "clientY": y, "bubbles": True})
        expect(board).to_have_attribute("data-move", str(decisions[want]["move"]))
    # on a laptop: the board beside the graph and the moves
    page.set_viewport_size(DESKTOP)
    wait_until(page, "innerWidth === 1280")
    wait_until(page, "document.getAnimations().length === 0")
    screenshot(page, "analysis-board-en-desktop")
    assert page.evaluate(OFF_SIDEWAYS) == []
    assert contrast_problems(page) == []
    assert page.js_errors == []


def test_the_summary_counts_in_the_right_plural_in_both_languages(server: str,
                                                                  new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    said = page.evaluate("""async () => {
      const { t, setLang } = await import('/static/js/i18n.js');
      const say = (n) => t('analysis.summary', { decisions: n, best: n, inaccuracy: n, mistake: n, blunder: n });
      const out = {};
      for (const code of ['en', 'ru']) { setLang(code); out[code] = [1, 2, 5, 21].map(say); }
      setLang('en');
      return out;
    }""")
    en, ru = said["en"], said["ru"]
    assert "1 decision" in en[0] and "1 decisions" not in en[0], en[0]
    for word in ("1 inaccuracy,", "1 mistake,", "1 blunder."):
        assert word in en[0], en[0]
    for word in ("2 decisions", "2 inaccuracies", "2 mistakes", "2 blunders"):
        assert word in en[1], en[1]
    for word in ("1 решение", "1 неточность", "1 ошибка", "1 грубая ошибка"):
        assert word in ru[0], ru[0]
    for word in ("2 решения", "2 неточности", "2 ошибки", "2 грубые ошибки"):
        assert word in ru[1], ru[1]
    for word in ("5 решений", "5 неточностей", "5 ошибок", "5 грубых ошибок"):
        assert word in ru[2], ru[2]
    assert "21 решение" in ru[3] and "21 грубая ошибка" in ru[3], ru[3]
