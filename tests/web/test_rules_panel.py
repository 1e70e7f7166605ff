"""The rules inside the app: every table has a Rules panel showing that game's own rules page in
the chosen language; a person's first game of a kind opens with a hint card (goal and first
move) until "Got it"; the lobby opens the rules of the game being chosen."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from .conftest import PHONE, screenshot
from .helpers import create_table, wait_for_board
from .test_layout import TABLES

pytestmark = pytest.mark.browser


def first_heading(server: str, game: str, lang: str) -> str:
    html = httpx.get(f"{server}/api/games/{game}/rules", params={"lang": lang}).json()["html"]
    match = re.search(r"<h1>(.*?)</h1>", html)
    assert match, f"{game} {lang}: no heading"
    return match.group(1).replace("&quot;", '"').replace("&amp;", "&")


# the languages alternate over the games so that both are seen without doubling the time
CASES = [(game, "ru-RU" if i % 2 else "en-US") for i, game in enumerate(TABLES)]


@pytest.mark.parametrize(("game", "locale"), CASES)
def test_every_table_opens_its_rules_and_a_first_game_hint(server: str, new_page: Any,
                                                           game: str, locale: str) -> None:
    lang = locale[:2]
    page = new_page(locale=locale, viewport=PHONE)
    create_table(page, game, TABLES[game])
    wait_for_board(page)
    hint = page.get_by_test_id("hint-card")
    expected = httpx.get(f"{server}/api/games/{game}/rules", params={"lang": lang}).json()["hint"]
    expect(hint.get_by_test_id("hint-goal")).to_contain_text(expected["goal"])
    expect(hint.get_by_test_id("hint-start")).to_contain_text(expected["start"])

    page.locator(".status-line").get_by_test_id("rules-open").click()
    panel = page.get_by_test_id("rules-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("h1")).to_have_text(first_heading(server, game, lang))
    if game == "durak":
        screenshot(page, f"rules-{game}-{lang}-phone")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()

    hint.get_by_test_id("hint-done").click()
    expect(hint).to_have_count(0)
    page.reload()
    wait_for_board(page)
    expect(page.get_by_test_id("hint-card")).to_have_count(0)
    assert page.js_errors == []


def test_the_lobby_opens_the_rules_of_the_chosen_game(server: str, new_page: Any) -> None:
    page = new_page(locale="ru-RU")
    page.goto("/")
    page.get_by_test_id("game-palace").click()
    page.get_by_test_id("rules-open").click()
    expect(page.get_by_test_id("rules-panel").locator("h1")).to_have_text(
        first_heading(server, "palace", "ru"))
    page.get_by_test_id("rules-close").click()
    expect(page.get_by_test_id("rules-panel")).to_be_hidden()
    assert page.js_errors == []
