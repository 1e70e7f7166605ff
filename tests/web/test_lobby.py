"""The lobby in a real browser: games from the server, the language from the browser, the
RU/EN switch remembered across reloads, and screenshots at phone and desktop sizes."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from koloda.bots.levels import ladder_for
from koloda.core import get_game

from .conftest import DESKTOP, PHONE, screenshot
from .helpers import finished_bot_game

pytestmark = pytest.mark.browser


def test_lobby_lists_the_servers_games_with_their_options(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    palace = page.get_by_test_id("game-palace")
    expect(palace).to_be_visible()
    expect(page.get_by_test_id("game-durak")).to_be_visible()
    page.get_by_test_id("game-durak").click()
    expect(page.get_by_test_id("game-durak")).to_have_attribute("aria-pressed", "true")
    # Durak's own options come from /api/games, with their English descriptions.
    expect(page.get_by_test_id("opt-transfer")).to_be_visible()
    expect(page.get_by_text("transfer variant", exact=False)).to_be_visible()
    # Bots offered for a seat: first the game's levels by name (Beginner ... Expert), weakest
    # first, then its other bots under "Other bots" by strength in words; the algorithm behind
    # each is its value. A new seat gets the middle level.
    select = page.get_by_test_id("seat-choice-1")
    choice = select.locator("option")
    texts = choice.all_inner_texts()
    assert texts[1:3] == ["Bot: Beginner", "Bot: Casual"], texts
    assert any("Expert" in text for text in texts)
    assert select.locator("optgroup[label='Other bots'] option[value=random]").count() == 1
    assert any("Easy" in text for text in texts)
    skilled = next(lv for lv in ladder_for(get_game("durak")) if lv.key == "skilled")
    assert select.input_value() == skilled.spec
    assert page.js_errors == []


@pytest.mark.parametrize("viewport, size", [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_card_ball_offers_its_four_strengths_as_levels(new_page: Any, viewport: dict[str, int],
                                                       size: str) -> None:
    # Card Ball's levels are its heuristic's strengths (docs/bots.md): four names, weakest
    # first, and a new seat gets Skilled.
    page = new_page(viewport=viewport)
    page.goto("/")
    page.get_by_test_id("game-card_ball").click()
    expect(page.get_by_test_id("game-card_ball")).to_have_attribute("aria-pressed", "true")
    select = page.get_by_test_id("seat-choice-1")
    texts = select.locator("option").all_inner_texts()
    assert texts[1:5] == ["Bot: Beginner", "Bot: Casual", "Bot: Skilled", "Bot: Expert"], texts
    assert select.input_value() == "heuristic:3"
    screenshot(page, f"lobby-card-ball-levels-{size}")
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert page.js_errors == []


@pytest.mark.parametrize("viewport, size", [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_language_follows_the_browser_and_the_switch_is_remembered(
        new_page: Any, viewport: dict[str, int], size: str) -> None:
    page = new_page(locale="ru-RU", viewport=viewport)
    page.goto("/")
    expect(page.get_by_role("heading", name="Новый стол")).to_be_visible()
    expect(page.get_by_test_id("create")).to_have_text("Создать стол")
    assert page.evaluate("document.documentElement.lang") == "ru"
    screenshot(page, f"lobby-ru-{size}")

    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_role("heading", name="New table")).to_be_visible()
    expect(page.get_by_test_id("create")).to_have_text("Create table")
    screenshot(page, f"lobby-en-{size}")

    # The choice outlives a reload although the browser still prefers Russian.
    page.reload()
    expect(page.get_by_role("heading", name="New table")).to_be_visible()
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_role("heading", name="Новый стол")).to_be_visible()
    # Nothing overflows sideways on a phone.
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert page.js_errors == []


def test_finished_games_show_the_winner_and_when(server: str, new_page: Any) -> None:
    import time

    tid = finished_bot_game(server)
    page = new_page()
    page.goto("/")
    result = page.locator(f"li[data-table='{tid}'] [data-testid=result]")
    expect(result).to_contain_text("won")
    expect(result).to_contain_text(str(time.gmtime().tm_year))


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_the_lobby_shows_a_card_for_every_game(server: str, new_page: Any, locale: str) -> None:
    lang = locale[:2]
    listed = [g for g in httpx.get(f"{server}/api/games").json()
              if g.get("blurb") and not g.get("unavailable")]
    assert len(listed) >= 9
    page = new_page(locale=locale, viewport=PHONE)
    page.goto("/")
    for game in listed:
        card = page.get_by_test_id(f"game-{game['id']}")
        expect(card.locator("svg.game-art")).to_be_visible()
        expect(card.locator("strong")).to_have_text(game["title"][lang])
        expect(card.locator(".about")).to_have_text(game["blurb"][lang]["about"])
        players = f"{game['min_players']}–{game['max_players']}"
        facts = card.locator(".facts")
        expect(facts).to_contain_text(game["blurb"][lang]["length"])
        if game["min_players"] != game["max_players"]:
            expect(facts).to_contain_text(players)
    screenshot(page, f"lobby-cards-{lang}-phone")
    assert page.js_errors == []


def test_options_read_as_short_labels_with_help_and_choices_in_words(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    page.get_by_test_id("game-scattergories").click()
    # the deck language by its own name, not a code
    assert page.get_by_test_id("opt-language").locator("option").all_inner_texts() == [
        "Русский", "English"]
    # "seconds for the vote (no vote counts as accepting)": a label, and its help under it
    field = page.locator(".field", has=page.get_by_test_id("opt-vote_seconds"))
    expect(field.locator(".opt-label")).to_have_text("seconds for the vote")
    expect(field.locator(".opt-help")).to_have_text("No vote counts as accepting")
    screenshot(page, "lobby-options-en-desktop")
    assert page.js_errors == []
