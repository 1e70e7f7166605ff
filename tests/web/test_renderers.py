"""The Palace and Durak renderers draw fixed views (no server game needed): blind plays offered
as face-down buttons, cards others saw picked up, the card to beat, beaten pairs, hidden hands,
and a 32-card hand whose every card stays in sight and in reach (on a phone, in two rows)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import SHOWN_POINT, click_where_it_shows

pytestmark = pytest.mark.browser

TABLE = {"id": "x", "game": "palace", "seats": [
    {"seat": 0, "kind": "human", "name": "Ann", "connected": True},
    {"seat": 1, "kind": "bot", "name": "random", "bot": "random", "connected": True}]}

PALACE = {
    "players": 2, "phase": "play", "turn": 0, "actors": [0], "pile": ["5C", "3H"],
    "to_beat": "5C", "stock": 0, "burned": 4, "pick_ups": 1, "pickup_limit": 3,
    "seats": [
        {"hand": [], "hand_count": 0, "known": [], "face_up": [], "face_down": 2,
         "ready": True, "finished": None},
        {"hand": None, "hand_count": 4, "known": ["KS", "KD"], "face_up": ["9H"],
         "face_down": 3, "ready": True, "finished": None},
    ],
    "you": 0, "ranks": None,
}

DURAK = {
    "players": 2, "phase": "play", "trump": "6H", "trump_suit": "H", "stock": 10, "discard": 4,
    "attacker": 1, "defender": 0, "table": [{"attack": "7S", "defense": "9S"},
                                            {"attack": "9D", "defense": None}],
    "taking": False, "passed": [], "turn": 0, "actors": [0],
    "seats": [{"hand": ["10D", "QH"], "hand_count": 2, "out": False},
              {"hand": None, "hand_count": 5, "out": False}],
    "you": 0, "durak": None, "ranks": None,
}


def render(page: Any, game: str, view: dict[str, Any], legal: list[dict[str, Any]],
           seat: int | None = 0) -> None:
    """Draw `view` with the game's renderer into the page; clicks on actions are recorded."""
    page.goto("/")
    page.evaluate("""async ([game, view, legal, table, seat]) => {
      const {loadRenderer} = await import("/static/js/games/index.js");
      const {selectableCards} = await import("/static/js/actions.js");
      const renderer = await loadRenderer(game);
      window.sent = [];
      const selection = new Set();
      const ctx = {view, table: {...table, game}, seat, actors: view.actors, legal,
        selection, selectable: selectableCards(legal), pending: false, readonly: false,
        toggle: (code) => { selection.has(code) ? selection.delete(code) : selection.add(code);
                            draw(); },
        quickPlay() {}, clear() {}, act: (action) => window.sent.push(action)};
      const draw = () => {
        document.querySelector("#main").replaceChildren(renderer.render(ctx));
      };
      draw();
    }""", [game, json.loads(json.dumps(view)), legal, TABLE, seat])


def test_palace_offers_blind_plays_and_shows_what_is_known(new_page: Any) -> None:
    page = new_page()
    blind = {"type": "blind", "index": 1}
    render(page, "palace", PALACE, [
        {"action": {"type": "blind", "index": 0}, "label": {"en": "blind 1", "ru": "вслепую 1"}},
        {"action": blind, "label": {"en": "blind 2", "ru": "вслепую 2"}},
    ])
    downs = page.locator(".seat-area.me button.card.back.blind")
    assert downs.count() == 2
    downs.nth(1).click()
    assert page.evaluate("window.sent") == [blind]
    # The three of hearts on top is see-through: the five of clubs is the card to beat.
    assert page.get_by_test_id("to-beat").inner_text() == "to beat: 5♣"
    # near the limit that stops an endless game, how many pick-ups are left
    assert page.get_by_test_id("pick-ups").inner_text() == (
        "The game stops after 3 pick-ups of the pile: 2 left")
    # The kings the opponent picked up show face up beside its two unknown cards.
    opponent = page.locator(".seat-area.opponent")
    assert opponent.locator(".known-hand .cards .card").evaluate_all(
        "cards => cards.map((c) => c.dataset.code)") == ["KS", "KD"]
    assert opponent.locator(".fan.backs .count").inner_text() == "2"
    assert opponent.locator(".palace-cards .card.back").count() == 3
    assert page.js_errors == []


def test_durak_draws_pairs_and_picks_a_defence_by_two_cards(new_page: Any) -> None:
    page = new_page()
    defend = {"type": "defend", "attack": "9D", "card": "10D"}
    render(page, "durak", DURAK, [
        {"action": defend, "label": {"en": "beat 9♦ with 10♦", "ru": "побить 9♦ 10♦"}},
        {"action": {"type": "take"}, "label": {"en": "take", "ru": "взять"}},
    ])
    pairs = page.locator(".battle .pair")
    assert pairs.count() == 2
    assert pairs.nth(0).locator(".defense .card").get_attribute("data-code") == "9S"
    assert pairs.nth(1).locator(".defense").count() == 0
    # Only cards some listed action uses respond: 10♦ and the 9♦ it beats, not the Q♥.
    selectable = page.locator("button.card.selectable").evaluate_all(
        "cards => cards.map((c) => c.dataset.code).sort()")
    assert selectable == ["10D", "9D"]
    page.locator("button.card[data-code='10D']").click()
    page.locator("button.card[data-code='9D']").click()
    assert page.locator("button.card.selected").count() == 2
    assert page.get_by_test_id("trump").inner_text() == "Trump: ♥"
    assert page.locator(".seat-area.opponent .fan.backs .count").inner_text() == "5"
    badges = page.locator(".seat-area.opponent .plate .badge").all_inner_texts()
    assert "attacks" in badges and "bot" in badges
    assert page.js_errors == []


def test_a_spectator_sees_every_seat_from_outside(new_page: Any) -> None:
    page = new_page()
    hidden = {**DURAK, "you": None,
              "seats": [{**seat, "hand": None} for seat in DURAK["seats"]]}
    render(page, "durak", hidden, [], seat=None)
    assert page.locator(".seat-area.opponent").count() == 2
    assert page.locator(".seat-area.me").count() == 0
    assert page.locator("button.card").count() == 0
    assert page.js_errors == []


#: the cards of a hand whose corner (rank and suit, top left) is under another card, and the
#: narrowest strip a card shows beside the next one in its row
COVERED_CORNERS = """(hand) => {
  const cards = [...hand.querySelectorAll("button.card")];
  const covered = cards.filter((card) => {
    const box = card.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width * 0.1, box.top + box.height * 0.1);
    return hit?.closest("button.card") !== card;
  }).map((card) => card.dataset.code);
  const strips = cards.filter((card) => card.nextElementSibling).map((card) =>
    card.nextElementSibling.getBoundingClientRect().left - card.getBoundingClientRect().left);
  return { covered, narrowest: Math.min(...strips) };
}"""


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_every_card_of_a_thirty_card_hand_shows_its_corner_and_can_be_picked(
        new_page: Any, viewport: dict[str, int]) -> None:
    """A big pick-up squeezes the fan; on a phone it lies in two rows, the second over the
    lower half of the first. Every card still shows its corner and a strip a finger can find,
    with nothing picked and beside a picked card (a picked card lifts but stays behind the next
    one), and can be picked there even while the pointer rests on the card before it."""
    page = new_page(viewport=viewport)
    hand = [rank + suit for rank in "23456789TJQKA" for suit in "SHDC"][:32]
    hand = [code.replace("T", "10") for code in hand]
    me = {**PALACE["seats"][0], "hand": hand, "hand_count": len(hand)}
    render(page, "palace", {**PALACE, "seats": [me, PALACE["seats"][1]]},
           [{"action": {"type": "play", "cards": [code]}, "label": {"en": code, "ru": code}}
            for code in hand])
    fan = page.locator(".seat-area.me .hand")
    fan.scroll_into_view_if_needed()
    cards = fan.locator("button.card")
    expect(cards).to_have_count(32)
    expect(fan.locator(".cards.fan")).to_have_count(2 if viewport is PHONE else 0)
    first, second = cards.nth(0).bounding_box(), cards.nth(1).bounding_box()
    assert first and second and second["x"] - first["x"] < first["width"] / 2  # squeezed
    shown = fan.evaluate(COVERED_CORNERS)
    assert shown["covered"] == []
    assert shown["narrowest"] >= 18, shown  # one row beside the palace on a phone: 6 px
    # pick a card with the pointer resting on it, then its neighbour where it shows
    picked, neighbour = cards.nth(12), cards.nth(13)
    picked.hover(position=picked.evaluate(SHOWN_POINT))
    click_where_it_shows(picked)
    expect(picked).to_have_attribute("aria-pressed", "true")
    assert fan.evaluate(COVERED_CORNERS)["covered"] == []
    click_where_it_shows(neighbour)
    expect(neighbour).to_have_attribute("aria-pressed", "true")
    screenshot(page, f"hand-32-{'phone' if viewport is PHONE else 'desktop'}")
    assert page.js_errors == []
