"""What a player reads (issue 31, finding 9): a hint's message never covers the turn line and its
buttons; the header does not say "Connected" while the page still says "Connecting…"; the rules
panel and the client's words carry no developer terms (seat numbers from 0, JSON, card-set
internals); the folded moves' switch says what it opens."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import create_table, dismiss_hint, wait_for_board
from .test_layout import TABLES

pytestmark = pytest.mark.browser

#: words meant for developers that once reached players
DEVELOPER_WORDS = ("numbered from 0", "нумеруются с 0", "seat 0", "место 0", "0-based", "с 0 ",
                   "JSON", "For developers", "Для разработчиков", "in records", "в записях",
                   "setup", "view(", "`")

OVERLAP = """(a, b) => {
  const x = a.getBoundingClientRect(), y = document.querySelector(b).getBoundingClientRect();
  return Math.max(0, Math.min(x.right, y.right) - Math.max(x.left, y.left)) *
         Math.max(0, Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top));
}"""


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_hint_message_never_covers_the_turn_line(new_page: Any, size: str) -> None:
    page = new_page(viewport=PHONE if size == "phone" else DESKTOP)
    create_table(page, "durak", ["random"], {"bot_delay": 0.3})
    wait_for_board(page)
    dismiss_hint(page)
    hint = page.get_by_test_id("hint")
    toast = page.get_by_test_id("toast-info").filter(has_text="The search suggests")
    moved_on = page.get_by_test_id("toast-error").filter(has_text="moved on")
    for _ask in range(5):
        # the bot may lead first: the hint is there once it is my move
        expect(hint).to_be_enabled(timeout=20_000)
        hint.click()
        # the suggestion; or, when the bot threw in meanwhile, "ask again", as a person would
        expect(toast.or_(moved_on).first).to_be_visible()
        if toast.count():
            break
        expect(moved_on).to_have_count(0)  # gone before asking again
    expect(toast).to_be_visible()
    screenshot(page, f"hint-toast-{size}")
    assert toast.evaluate(OVERLAP, ".status-line") == 0
    assert page.js_errors == []


def test_the_header_says_connected_only_once_the_table_has_come(new_page: Any) -> None:
    page = new_page()
    # every change of the page is noted: the header's words beside the page's
    page.add_init_script("""
      window.seen = [];
      new MutationObserver(() => {
        const head = document.querySelector('[data-testid=link-state]');
        const main = document.querySelector('#main');
        if (head && main) window.seen.push([head.dataset.state, main.innerText.slice(0, 40)]);
      }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    """)
    create_table(page, "durak", ["random"], {"bot_delay": 5})
    wait_for_board(page)
    seen = page.evaluate("window.seen")
    assert seen, "the page was not watched"
    wrong = [s for s in seen if s[0] == "online" and s[1].startswith("Connecting")]
    assert wrong == [], wrong[:3]
    assert page.js_errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_panels_and_the_clients_words_carry_no_developer_terms(new_page: Any,
                                                                     lang: str) -> None:
    page = new_page(locale=f"{lang}-{'US' if lang == 'en' else 'RU'}", viewport=PHONE)
    page.goto("/")
    expect(page.get_by_test_id("lang-toggle")).to_be_visible()
    found = page.evaluate("""async ([games, words]) => {
      const rules = await import("/static/js/ui/rules.js");
      const out = {};
      for (const game of games) {
        await rules.openRules(game);
        const text = document.querySelector('[data-testid=rules-text]');
        // the panel is filled once the page has come
        for (let i = 0; i < 200 && !text.querySelector('h1'); i++) await new Promise((r) => setTimeout(r, 25));
        const body = text.innerText;
        const bad = words.filter((w) => body.includes(w));
        if (!text.querySelector('h1') || bad.length) out[game] = bad.length ? bad : ['(not loaded)'];
        document.querySelector('[data-testid=rules-panel]').close();
      }
      return out;
    }""", [list(TABLES), list(DEVELOPER_WORDS)])
    assert found == {}, found
    words = page.evaluate("""async () => {
      const {t} = await import("/static/js/i18n.js");
      return {brk: t("card_ball.breakNote"), foul: t("card_ball.foul.closed_break"),
              more: t("table.moreMoves", {n: 9})};
    }""")
    assert "open" not in words["brk"] and "открыт" not in words["brk"], words
    assert "open" not in words["foul"] and "открыт" not in words["foul"], words
    assert words["more"].startswith("Show" if lang == "en" else "Показать"), words
    assert page.js_errors == []


def test_spiderman_shows_no_card_set_internals(new_page: Any) -> None:
    page = new_page(viewport=PHONE)
    create_table(page, "spiderman_strength", ["random"], {"bot_delay": 5})
    wait_for_board(page)
    text = page.get_by_test_id("board").inner_text()
    assert "Card set" not in text and "invented" not in text and "Set aside" not in text, text
    assert page.js_errors == []
