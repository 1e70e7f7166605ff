"""The browser renderer draws a Card Ball view on a canvas, aims by dragging on the table, places
a cue ball in hand in the kitchen, sends the shot, and plays a shot back from its frames (needs
headless Chromium; the view and events come from a real game)."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")

from tests.games.card_ball.table import needs_pooltool  # noqa: E402
from tests.web.conftest import _missing, screenshot  # noqa: E402

pytestmark = [pytest.mark.browser, needs_pooltool,
              pytest.mark.skipif(_missing() is not None, reason=str(_missing()))]

TABLE = {"id": "x", "game": "card_ball", "seats": [
    {"seat": 0, "kind": "human", "name": "Ann", "connected": True},
    {"seat": 1, "kind": "bot", "name": "heuristic", "bot": "heuristic", "connected": True}]}


def render(page: Any, view: dict[str, Any], events: list[dict[str, Any]], seat: int | None = 0,
           actors: list[int] | None = None) -> None:
    page.goto("/")
    page.evaluate("""async ([view, events, table, seat, actors]) => {
      const {loadRenderer} = await import("/static/js/games/index.js");
      const renderer = await loadRenderer("card_ball");
      window.sent = [];
      const ctx = {view, events, table, seat, actors, legal: [], selection: new Set(),
        selectable: new Set(), pending: false, readonly: false, toggle() {}, quickPlay() {},
        clear() {}, act: (action) => window.sent.push(action)};
      document.querySelector("#main").replaceChildren(renderer.render(ctx));
    }""", [json.loads(json.dumps(view)), events, TABLE, seat, actors or []])


def test_the_breaker_places_the_cue_ball_aims_by_dragging_and_shoots(new_page: Any) -> None:
    from koloda.games.card_ball import GAME

    state = GAME.new(2, seed=12)
    page = new_page()
    render(page, state.view(0), [], actors=[0])
    table = page.get_by_test_id("pool-table")
    box = table.bounding_box()
    # Drag in the kitchen (the bottom eighth) to move the cue ball, then up the table to aim.
    page.mouse.move(box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.9)
    page.mouse.down()
    page.mouse.up()
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.2)
    page.mouse.down()
    page.mouse.up()
    page.get_by_test_id("shoot").click()
    sent = page.evaluate("window.sent")
    assert len(sent) == 1 and sent[0]["type"] == "shot" and sent[0]["speed"] == 8
    shot = GAME.codec.decode(sent[0])
    assert 45 < shot.aim < 90 and shot.cue_x < 0.45
    state.check(0, shot)  # the shot the page sends passes the game's own check
    assert "Your hand" in page.get_by_test_id("card-ball").inner_text()
    assert page.js_errors == []
    screenshot(page, "card_ball_break")


def test_a_shot_plays_back_from_its_frames_and_the_foul_is_announced(new_page: Any) -> None:
    from koloda.games.card_ball import GAME, Shot

    state = GAME.new(2, seed=12)
    # A weak break that reaches no rail: a foul (not open), announced under the table.
    events = state.apply(0, Shot(90.0, 0.6, cue_x=0.3, cue_y=0.3))
    page = new_page("ru-RU")
    render(page, state.view(1), [e.view(1) for e in events], seat=1, actors=[1])
    page.wait_for_timeout(300)
    last = page.get_by_test_id("last-shot").inner_text()
    assert "Фол" in last and "(Ann)" in last and "игрок" not in last  # the shooter by name
    assert "7 карт" in page.get_by_test_id("plate-1").inner_text()
    assert page.get_by_test_id("cue-controls").is_visible()
    assert page.js_errors == []
    screenshot(page, "card_ball_after_foul")


def test_a_person_plays_a_short_game_against_the_bot_through_the_server(new_page: Any) -> None:
    import time

    from playwright.sync_api import expect

    from tests.web.helpers import create_table, wait_for_board

    page = new_page()
    create_table(page, "card_ball", ["heuristic"], {"shot_limit": 4})
    wait_for_board(page)
    expect(page.get_by_test_id("pool-table")).to_be_visible()
    shoot = page.locator("[data-testid=shoot]:not([disabled])")
    deadline = time.monotonic() + 90
    shots = 0
    while not page.get_by_test_id("gameover").is_visible():
        assert time.monotonic() < deadline, f"no end after {shots} shots"
        if shoot.count():
            try:
                shoot.first.click(timeout=1000)
                shots += 1
            except Exception:  # the board was redrawn under the click: look again
                continue
        page.wait_for_timeout(50)
    assert shots >= 1 and page.locator("[data-testid=actions]").count() == 0
    assert page.js_errors == []
    screenshot(page, "card_ball_game_over")
