"""Palace out of turn (issue 31, finding 7). A seat that may complete four of a kind is asked
before the player on turn, who moves on as soon as it is their go: the turn line says what may
be laid and before whom (not a bare "You may act now"), and a card dropped that the rules refuse
is sent to the server, whose reason is shown (not "That card cannot go there now"). The table's
socket is played by the test here, so the position is fixed; the pick-up count shows only near
the limit that stops an endless game, and says what it counts."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import PHONE
from .helpers import create_table, dismiss_hint, wait_for_board, wait_until
from .test_touch import drag

pytestmark = pytest.mark.browser

#: what the server answers a play out of turn (palace-refuse-not-your-turn, as seat 0 reads it)
REASON = {"en": "it is not your turn: Anna is to play",
          "ru": "сейчас не ваш ход: ходит Аня"}


def view(turn: int, pile: list[str], hand: list[str], pick_ups: int = 0) -> dict[str, Any]:
    return {
        "players": 3, "phase": "play", "turn": turn, "actors": [0, 1] if turn == 1 else [turn],
        "pile": pile, "to_beat": pile[-1], "stock": 20, "burned": 0,
        "pick_ups": pick_ups, "pickup_limit": 100, "may_add": None, "drawn": None,
        "seats": [
            {"hand": hand, "hand_count": len(hand), "known": [],
             "face_up": ["5H", "9C", "JD"], "face_down": 3, "ready": True, "finished": None},
            {"hand": None, "hand_count": 3, "known": [], "face_up": ["3S", "8H", "QC"],
             "face_down": 3, "ready": True, "finished": None},
            {"hand": None, "hand_count": 3, "known": [], "face_up": ["6S", "10H", "AC"],
             "face_down": 3, "ready": True, "finished": None},
        ],
        "you": 0, "ranks": None,
    }


def out_of_turn(version: int, pick_ups: int = 0) -> str:
    """Seat 1 is on turn; seat 0 (me) may lay its two sevens first, making four."""
    return json.dumps({
        "type": "state", "version": version, "seat": 0,
        "view": view(1, ["7D", "7S"], ["4D", "7C", "7H", "KS"], pick_ups),
        "legal": [{"action": {"type": "play", "cards": ["7C", "7H"]},
                   "label": {"en": "play 7♣ 7♥", "ru": "положить 7♣ 7♥"}}],
        "actors": [0, 1], "to_move": 1, "timer": None, "events": [], "outcome": None,
        "out": [], "only_bots": False})


def moved_on(version: int) -> str:
    """Seat 1 played a king: the chance is gone, seat 2 is on turn."""
    return json.dumps({
        "type": "state", "version": version, "seat": 0,
        "view": view(2, ["7D", "7S", "KD"], ["4D", "7C", "7H", "KS"]),
        "legal": [], "actors": [2], "to_move": 2, "timer": None, "events": [], "outcome": None,
        "out": [], "only_bots": False})


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_out_of_turn_the_prompt_and_a_refusal_say_why(new_page: Any, locale: str) -> None:
    page = new_page(viewport=PHONE, touch=True, locale=locale)
    create_table(page, "palace", ["random", "random"], {"bot_delay": 10})
    wait_for_board(page)
    dismiss_hint(page)
    sent: list[dict[str, Any]] = []
    sockets: list[Any] = []

    def table_socket(ws: Any) -> None:
        def heard(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "action":
                sent.append(data["action"])
                ws.send(json.dumps({"type": "error", "reason": REASON, "version": 8}))
        ws.on_message(heard)
        sockets.append(ws)
        ws.send(out_of_turn(7))

    page.route_web_socket(re.compile(r"/ws/tables/"), table_socket)
    page.reload()
    board = page.get_by_test_id("board")
    expect(board).to_have_attribute("data-version", "7")
    turn = page.get_by_test_id("turn")
    anna = page.locator(".seat-area.opponent .plate .name").first.inner_text()
    if locale == "en-US":
        expect(turn).to_have_text(f"Out of turn: lay 7♣ 7♥ to make four of a kind, before {anna} plays")
    else:
        expect(turn).to_have_text(re.compile(r"^Вне очереди: положите 7♣ 7♥ .*" + anna))
    # the unexplained "pick-ups: 0 of 100" is gone far from the limit
    expect(page.locator(".pile-info")).not_to_contain_text("100")

    # one of the two sevens dropped alone: it is picked, and the page says what goes with it
    seven = page.locator(".seat-area.me .hand .card[data-code='7C']")
    drag(page, seven, page.get_by_test_id("pile"))
    expect(page.get_by_test_id("toast-info")).to_contain_text("7♥")
    expect(page.locator("button.action.partial")).to_have_count(1)
    assert sent == []

    # the player on turn plays while a seven is being dragged: the drop is put to the server,
    # and its reason is shown, not "That card cannot go there now"
    settled = "document.getAnimations().length === 0"
    wait_until(page, settled)
    a = seven.bounding_box()
    b = page.get_by_test_id("pile").bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
    sockets[-1].send(moved_on(8))
    expect(board).to_have_attribute("data-version", "8")
    page.mouse.up()
    expect(page.get_by_test_id("toast-error")).to_have_text(
        re.compile(re.escape(REASON[locale[:2]][1:]), re.IGNORECASE))
    assert sent == [{"type": "play", "cards": ["7C"]}]
    assert page.js_errors == []


def test_the_pick_up_count_shows_near_the_limit_and_says_what_it_counts(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "palace", ["random", "random"], {"bot_delay": 10})
    wait_for_board(page)
    dismiss_hint(page)
    page.route_web_socket(re.compile(r"/ws/tables/"),
                          lambda ws: ws.send(out_of_turn(3, pick_ups=95)))
    page.reload()
    expect(page.get_by_test_id("board")).to_have_attribute("data-version", "3")
    expect(page.get_by_test_id("pick-ups")).to_have_text(
        "The game stops after 100 pick-ups of the pile: 5 left")
    assert page.js_errors == []
