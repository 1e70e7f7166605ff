"""Playing with the cards themselves: drag a card onto the table or onto the card it beats,
double-click (mouse) or double-tap (finger) a card to play it, and swap in Palace by tapping a
hand card and then a face-up card. The listed buttons stay for keyboards and screen readers."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, dismiss_hint, wait_for_board, wait_until

pytestmark = pytest.mark.browser

MOVE = "[data-testid=actions] button.action:not([disabled]), [data-testid=more-moves]"


def my_moves(page: Any) -> list[tuple[str, list[str]]]:
    """Wait until I have a move; then every listed move as (type, its cards), folded ones too."""
    page.locator(MOVE).first.wait_for(timeout=20_000)
    more = page.get_by_test_id("more-moves")
    if more.count():
        more.click()
    buttons = page.locator("[data-testid=actions] button.action:not([disabled])")
    out = []
    for i in range(buttons.count()):
        button = buttons.nth(i)
        out.append((button.get_attribute("data-type") or "",
                    (button.get_attribute("data-cards") or "").split()))
    return out


def in_my_hand(page: Any, code: str) -> Any:
    return page.locator(f".seat-area.me .card[data-code='{code}']")


def drag(page: Any, source: Any, target: Any) -> None:
    """Press on `source`, move in steps (a real drag, not a jump) and let go over `target`."""
    settled(page)
    # both on screen (the board scrolls inside itself on a small screen)
    target.scroll_into_view_if_needed()
    source.scroll_into_view_if_needed()
    a, b = source.bounding_box(), target.bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
    page.mouse.up()


def version(page: Any) -> str:
    return str(page.get_by_test_id("board").get_attribute("data-version"))


def next_state(page: Any, move: Any) -> None:
    """Make a move and wait for the next state; a move refused as stale (a bot was quicker)
    just lets the caller look again."""
    before = version(page)
    move()
    try:
        wait_until(page, f"document.querySelector('[data-testid=board]')"
                               f".dataset.version !== '{before}'", timeout_ms=5_000)
    except PlaywrightTimeout:
        pass


def settled(page: Any) -> None:
    """Wait until no card is moving (ui/motion.js slides them to their new places)."""
    wait_until(page, "document.getAnimations().length === 0")


def durak_until(page: Any, wanted: tuple[str, ...], limit_s: float = 60.0) -> tuple[str, list[str]]:
    """Play Durak by taking or passing until one of the `wanted` moves is listed; that move."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        moves = my_moves(page)
        for move in moves:
            if move[0] in wanted:
                return move
        next_state(page, lambda: page.locator(
            "[data-testid=actions] button.action:not([disabled])").first.click())
    raise AssertionError(f"no {wanted} move within {limit_s} s")


def test_durak_a_card_is_dragged_onto_the_table_and_onto_the_card_it_beats(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    dismiss_hint(page)
    dragged = 0
    deadline = time.monotonic() + 90
    while dragged < 2 and time.monotonic() < deadline:
        kind, cards = durak_until(page, ("attack", "defend", "throw_in"))
        if kind == "defend":
            attack, card = cards
            drag(page, in_my_hand(page, card),
                 page.get_by_test_id("battle").locator(f".card[data-code='{attack}']"))
        else:
            card = cards[0]
            drag(page, in_my_hand(page, card), page.get_by_test_id("battle"))
        # the card left my hand for the table
        expect(in_my_hand(page, card)).to_have_count(0)
        dragged += 1
    assert dragged == 2
    screenshot(page, "touch-durak-drag-phone")
    assert page.js_errors == []


def test_durak_a_double_click_plays_a_card(new_page: Any) -> None:
    page = new_page()
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    kind, cards = durak_until(page, ("attack", "throw_in"))
    in_my_hand(page, cards[0]).dblclick()
    expect(in_my_hand(page, cards[0])).to_have_count(0)
    assert page.js_errors == []


def palace_play_phase(page: Any) -> None:
    """Say I am ready in the swap; wait until the swap is over for everyone."""
    page.locator("button.action[data-type=ready]").click()
    expect(page.locator(".phase-note")).to_have_count(0, timeout=20_000)


def palace_until_play(page: Any, limit_s: float = 60.0) -> list[str]:
    """Pick up the pile until a one-card play from my hand is listed; its card."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        moves = my_moves(page)
        for kind, cards in moves:
            if kind == "play" and len(cards) == 1 and in_my_hand(page, cards[0]).count():
                return cards
        next_state(page, lambda: page.locator(
            "[data-testid=actions] button.action:not([disabled])").first.click())
    raise AssertionError("no one-card play came")


def test_palace_swap_by_tapping_then_a_double_tap_and_a_drag_play_cards(new_page: Any) -> None:
    page = new_page(viewport=PHONE, touch=True)
    create_table(page, "palace", ["random"])
    wait_for_board(page)
    dismiss_hint(page)
    swaps = [cards for kind, cards in my_moves(page) if kind == "swap"]
    hand, face_up = swaps[0]
    mine = page.get_by_test_id("palace-0")
    expect(mine.locator(f".card[data-code='{hand}']")).to_have_count(0)
    # Tap the hand card, then the face-up card: they trade places, no button needed.
    page.locator(f".seat-area.me .hand .card[data-code='{hand}']").tap()
    mine.locator(f".card[data-code='{face_up}']").tap()
    expect(mine.locator(f".card[data-code='{hand}']")).to_have_count(1)
    expect(page.locator(f".seat-area.me .hand .card[data-code='{face_up}']")).to_have_count(1)
    screenshot(page, "touch-palace-swapped-phone")

    palace_play_phase(page)
    (card,) = palace_until_play(page)
    # Two quick taps play the card. On a loaded machine two taps sent one after the other can
    # land further apart than a double tap (450 ms): then the pair is tapped again.
    for _ in range(5):
        # measured again each time: a pair that landed as two single taps may have moved it
        settled(page)
        box = in_my_hand(page, card).bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        try:
            expect(in_my_hand(page, card)).to_have_count(0, timeout=2_000)
            break
        except AssertionError:
            continue
    expect(in_my_hand(page, card)).to_have_count(0)
    # A drag onto the pile plays one too.
    (card,) = palace_until_play(page)
    drag(page, in_my_hand(page, card), page.get_by_test_id("pile"))
    expect(in_my_hand(page, card)).to_have_count(0)
    assert page.js_errors == []
