"""The client's small modules run in the browser itself: card codes and names, and how a card
selection picks among the listed actions (the client never judges legality)."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def run_module(page: Any, script: str) -> Any:
    page.goto("/")
    return page.evaluate(f"async () => {{ {script} }}")


def test_selection_matches_listed_actions_exactly_partially_or_not(new_page: Any) -> None:
    result = run_module(new_page(), """
      const m = await import("/static/js/actions.js");
      const pair = {type: "play", cards: ["7S", "7D"]};
      const defend = {type: "defend", attack: "7S", card: "9S"};
      const sel = (...codes) => new Set(codes);
      return {
        cards: m.cardsOf(defend),
        exact: m.matchKind(pair, sel("7D", "7S")),
        partial: m.matchKind(pair, sel("7S")),
        other: m.matchKind(pair, sel("9S")),
        none: m.matchKind({type: "pick_up"}, sel()),
        selectable: [...m.selectableCards([{action: pair}, {action: defend}])].sort(),
        exactOnly: m.exactMatches([{action: pair}, {action: {type: "play", cards: ["7S"]}}],
                                  sel("7S")).length,
      };
    """)
    assert result == {
        "cards": ["7S", "9S"], "exact": "exact", "partial": "partial", "other": "other",
        "none": "none", "selectable": ["7D", "7S", "9S"], "exactOnly": 1,
    }


def test_cards_show_red_suits_and_names_in_both_languages(new_page: Any) -> None:
    result = run_module(new_page(), """
      const c = await import("/static/js/cards.js");
      const i18n = await import("/static/js/i18n.js");
      i18n.setLang("en");
      const heart = c.cardEl("10H"), spade = c.cardEl("QS");
      const en = [c.fullName("QS"), c.shortName("AH"), heart.className, spade.className];
      i18n.setLang("ru");
      const ru = [c.fullName("QS"), c.shortName("AH"), c.cardEl("KD").querySelector("b").textContent];
      return {en, ru, bad: c.isCardCode("1H") || c.isCardCode("10X"), parsed: c.parseCode("10D")};
    """)
    assert result["en"] == ["queen of spades", "A♥", "card red", "card black"]
    assert result["ru"] == ["дама пик", "Т♥", "К"]
    assert result["bad"] is False
    assert result["parsed"] == {"rank": "10", "suit": "D", "symbol": "♦", "red": True}


def test_hands_are_sorted_by_suit_with_trumps_last_or_by_rank_and_the_switch_is_kept(
        new_page: Any) -> None:
    result = run_module(new_page(), """
      const m = await import("/static/js/cards.js");
      localStorage.removeItem("koloda.sortHands");
      const hand = ["QH", "6S", "10D", "AS", "7H", "KC", "9D"];
      const durak = m.sortHand(hand, {bySuit: true, trump: "H"});
      const palace = m.sortHand(["QH", "6S", "10D", "2C", "7H"]);
      m.setSortingHands(false);
      const kept = m.sortHand(hand, {bySuit: true, trump: "H"});
      m.setSortingHands(true);
      return {durak, palace, kept, on: m.sortingHands()};
    """)
    # Durak: spades, clubs, diamonds, then the trump suit (hearts) last; by rank in each
    assert result["durak"] == ["6S", "AS", "KC", "9D", "10D", "7H", "QH"]
    assert result["palace"] == ["2C", "6S", "7H", "10D", "QH"]
    assert result["kept"] == ["QH", "6S", "10D", "AS", "7H", "KC", "9D"]
    assert result["on"] is True


@pytest.mark.parametrize("cards", [3, 20, 36])
def test_a_big_hand_overlaps_to_fit_a_phone_instead_of_scrolling(new_page: Any, cards: int) -> None:
    from .conftest import PHONE

    page = new_page(viewport=PHONE)
    result = run_module(page, f"""
      const {{ cardRow }} = await import("/static/js/ui/cardrow.js");
      const {{ RANKS }} = {{ RANKS: ["2","3","4","5","6","7","8","9","10","J","Q","K","A"] }};
      const codes = [];
      for (const s of "SHCD") for (const r of RANKS) codes.push(r + s);
      const ctx = {{ selectable: new Set(), selection: new Set() }};
      const seat = document.createElement("section");
      seat.className = "seat-area me";
      seat.style.width = "370px";
      seat.style.display = "grid";
      seat.append(cardRow(ctx, codes.slice(0, {cards}), {{ className: "hand", fan: true }}));
      document.body.replaceChildren(seat);
      await import("/static/js/dom.js");
      const link = document.createElement("link");
      link.rel = "stylesheet"; link.href = "/static/css/cards.css";
      document.head.append(link);
      await new Promise((done) => link.addEventListener("load", done));
      const row = seat.querySelector(".cards.fan");
      const all = [...row.children].map((c) => c.getBoundingClientRect());
      return {{ scroll: row.scrollWidth, width: row.clientWidth,
               left: Math.min(...all.map((r) => r.left)), right: Math.max(...all.map((r) => r.right)),
               step: all.length > 1 ? all[1].left - all[0].left : null }};
    """)
    # every card inside the seat's width, none pushed out to a sideways scroll
    assert result["scroll"] <= result["width"] + 1, result
    assert result["left"] >= 0 and result["right"] <= 370 + 1, result
    # and every card still shows a corner to pick it by
    assert result["step"] is None or result["step"] >= 8, result
