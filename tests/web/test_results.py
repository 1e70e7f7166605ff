"""The result screen reads the outcome's ranks: a tie says "Draw" and names who shares the place
(issue 31, finding 5: a Spider-Man game of 22 to 22, both ranked first, said "You won!")."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import played_durak

pytestmark = pytest.mark.browser

SEATS = [{"seat": 0, "kind": "human", "name": "Alice"},
         {"seat": 1, "kind": "bot", "bot": "random", "display": {"en": "Anna", "ru": "Аня"}},
         {"seat": 2, "kind": "human", "name": "Boris"}]


def headline(page: Any, ranks: list[int], seat: int | None, locale_lang: str = "en") -> dict:
    """The result panel for `ranks` as `seat` sees it: its headline and the line under it."""
    page.goto("/")
    return dict(page.evaluate("""async ([ranks, seat, lang, seats]) => {
      const i18n = await import("/static/js/i18n.js");
      i18n.setLang(lang);
      const {gameOverPanel} = await import("/static/js/ui/gameover.js");
      const table = {id: "x", game: "spiderman_strength", seats: seats.slice(0, ranks.length)};
      const ctx = {seat, table, view: {}, again() {}, hide() {}};
      const panel = gameOverPanel(ctx, {ranks, scores: ranks.map(() => 22)});
      return {head: panel.querySelector("h2").textContent,
              sub: panel.querySelector("[data-testid=result-note]")?.textContent || ""};
    }""", [ranks, seat, locale_lang, SEATS]))


def test_a_tie_for_first_is_a_draw_not_a_win(new_page: Any) -> None:
    page = new_page()
    both = headline(page, [1, 1], 0)
    assert both["head"] == "Draw", both
    assert "Anna" in both["sub"], both
    ru = headline(page, [1, 1], 0, "ru")
    assert ru["head"] == "Ничья", ru
    assert "Аня" in ru["sub"], ru
    # a spectator sees the draw too
    assert headline(page, [1, 1], None)["head"] == "Draw"
    # one winner is still a win; a shared lower place names who shares it
    assert headline(page, [1, 2, 3], 0)["head"] == "You won!"
    shared = headline(page, [1, 2, 2], 2)
    assert shared["head"] == "Your place: 2 of 3", shared
    assert "Anna" in shared["sub"], shared
    # two sharing first of three: a draw for first, with the one who shares it named
    top = headline(page, [1, 3, 1], 0)
    assert top["head"] == "Draw", top
    assert "Boris" in top["sub"] and "Anna" not in top["sub"], top
    assert page.js_errors == []


def test_durak_says_who_is_the_durak_without_a_score_column(new_page: Any, server: str) -> None:
    """Issue 44, finding 8: the Durak loser read "Your place: 2 of 2" over a Score column that
    means nothing in Durak; the game's own words say who is the durak (Вы — дурак)."""

    tid, token = played_durak(server)
    for viewport, locale, words in ((PHONE, "en-US", ("You are the durak!", " is the durak")),
                                    (DESKTOP, "ru-RU", ("Вы — дурак!", " — дурак"))):
        page = new_page(viewport=viewport, locale=locale)
        page.goto("/api/health")  # the site's origin, to keep the seat where the lobby does
        page.evaluate("([key, seat]) => localStorage.setItem(key, JSON.stringify(seat))",
                      [f"koloda.seat.{tid}", {"seat": 0, "token": token, "host": True}])
        page.goto(f"/t/{tid}")
        panel = page.get_by_test_id("gameover")
        expect(panel).to_be_visible()
        head = panel.locator("h2").inner_text()
        assert head == words[0] or head.endswith(words[1]), head
        expect(panel.locator("th")).to_have_count(2)  # place, player: no score
        screenshot(page, f"result-durak-{'phone' if viewport is PHONE else 'desktop'}-{locale[:2]}")
        assert page.js_errors == []


def test_a_provisional_rating_is_explained_in_words(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    said = page.evaluate("""async () => {
      const {gameOverPanel} = await import("/static/js/ui/gameover.js");
      const seats = [{seat: 0, kind: "human", name: "Ann"}, {seat: 1, kind: "human", name: "Bob"}];
      const change = (before, after, provisional) => ({before, after, delta: after - before,
        provisional, text: {en: `${before} → ${after}${provisional ? "?" : ""}`, ru: "x"}});
      const table = {id: "x", game: "durak", seats, ratings: {pool: "durak-2",
        seats: {"0": change(1500, 1389, true), "1": change(1500, 1611, true)}}};
      const ctx = {seat: 0, table, view: {}, result: {words: null, scores: false}, again() {}, hide() {}};
      const panel = gameOverPanel(ctx, {ranks: [2, 1], scores: [0, 0]});
      return panel.querySelector("[data-testid=provisional-note]")?.textContent || "";
    }""")
    assert said.startswith("? A provisional rating:"), said
    assert page.js_errors == []
