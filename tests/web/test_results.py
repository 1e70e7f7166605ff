"""The result screen reads the outcome's ranks: a tie says "Draw" and names who shares the place
(issue 31, finding 5: a Spider-Man game of 22 to 22, both ranked first, said "You won!")."""

from __future__ import annotations

from typing import Any

import pytest

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
