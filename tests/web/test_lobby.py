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
from .helpers import (
    TABLE_URL,
    create_table_with_the_form,
    finished_bot_game,
    unreachable_controls,
    wait_for_board,
)

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
    page.get_by_test_id("game-durak").click()
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


def test_on_a_phone_the_first_screen_shows_where_to_start(new_page: Any) -> None:
    """Issue 31, finding 6: "Create table" was two screens below the games, tapping a game did
    not bring its options into view, Card Ball was chosen for the player, there was no one-tap
    game against a bot and "Learn to play" showed only after picking a game with lessons."""
    page = new_page(viewport=PHONE, touch=True)
    page.goto("/")
    play = page.get_by_test_id("play-now")
    expect(play).to_be_enabled()
    first_screen = ["[data-testid=play-now]", "[data-testid=learn-durak]",
                    ".game-choices > .game-choice:first-child"]
    for selector in first_screen:
        box = page.locator(selector).bounding_box()
        assert box and box["y"] + box["height"] <= PHONE["height"], (selector, box)
    # tournaments and leaderboards have a place of their own, not among the lessons (issue 44,
    # finding 11), side by side with their titles level however long either description is
    expect(page.locator(".learn-links [data-testid=tournaments-link]")).to_have_count(0)
    places = page.get_by_test_id("lobby-places")
    tops = [places.get_by_test_id(f"{p}-link").locator("strong").bounding_box()["y"]
            for p in ("tournaments", "leaderboards")]
    assert abs(tops[0] - tops[1]) < 1, tops
    # nothing is chosen for the player
    expect(page.locator(".game-choice[aria-pressed=true]")).to_have_count(0)
    expect(page.get_by_test_id("create")).to_have_count(0)
    # every description is there whole (none cut to two lines)
    cut = page.locator(".game-choice .about").evaluate_all(
        "els => els.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent)")
    assert cut == []
    screenshot(page, "lobby-first-screen-en-phone")
    # a game far down the list: its options open right under it, and come into view
    page.get_by_test_id("game-thirteenth_hour").click()
    options = page.get_by_test_id("game-options")
    expect(options).to_be_visible()
    card = page.get_by_test_id("game-thirteenth_hour").bounding_box()
    box = options.bounding_box()
    assert card and box and 0 <= box["y"] - (card["y"] + card["height"]) <= 16, (card, box)
    assert 0 <= box["y"] < PHONE["height"] * 0.7, box
    screenshot(page, "lobby-options-open-en-phone")
    assert unreachable_controls(page, "[data-testid=game-options]") == []
    assert page.js_errors == []


@pytest.mark.parametrize("viewport, size", [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_play_now_starts_a_game_against_a_bot_at_once(new_page: Any, viewport: dict[str, int],
                                                     size: str) -> None:
    page = new_page(viewport=viewport)
    page.goto("/")
    # a first visit: Durak against a bot a newcomer can beat
    expect(page.get_by_test_id("play-now")).to_contain_text("Durak against a bot (Casual)")
    page.get_by_test_id("play-now").click()
    page.wait_for_url(TABLE_URL)
    wait_for_board(page)
    expect(page.get_by_test_id("waiting")).to_have_count(0)
    expect(page.locator(".seat-area.opponent .badge.bot")).to_have_text("Casual")
    # what a player chose last is what "Play now" plays next
    page.goto("/")
    page.get_by_test_id("game-palace").click()
    beginner = next(lv for lv in ladder_for(get_game("palace")) if lv.key == "beginner")
    page.get_by_test_id("seat-choice-1").select_option(beginner.spec)
    page.get_by_test_id("create").click()
    page.wait_for_url(TABLE_URL)
    page.goto("/")
    expect(page.get_by_test_id("play-now")).to_contain_text("Palace against a bot (Beginner)")
    screenshot(page, f"lobby-play-now-en-{size}")
    assert page.js_errors == []


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_a_seats_bots_read_once_each_weakest_first(new_page: Any, locale: str) -> None:
    """Durak's list read "Beginner, Casual, Skilled, Strong, Expert, Expert, Hard, Easy"."""
    page = new_page(locale=locale)
    page.goto("/")
    page.get_by_test_id("game-durak").click()
    select = page.get_by_test_id("seat-choice-1")
    levels = select.locator(":scope > option").all_inner_texts()[1:]  # after "A person"
    others = select.locator("optgroup option").all_inner_texts()
    names = [text.split(":", 1)[1].strip().split(" (")[0] for text in levels + others]
    assert len(names) == len(set(names)), names
    lang = locale[:2]
    assert levels == [("Bot: " if lang == "en" else "Бот: ") + level.name.en
                      if lang == "en" else "Бот: " + level.name.ru
                      for level in ladder_for(get_game("durak"))], levels
    # the other bots weakest first: plays at random before looking ahead
    values = select.locator("optgroup option").evaluate_all("els => els.map((e) => e.value)")
    assert values == sorted(values, key=["random", "heuristic", "ismcts-fast", "ismcts",
                                         "search"].index)
    assert values[0] == "random", values
    assert page.js_errors == []


#: tables the browser suite opens, as the lobby's form makes them: every game, and every kind
#: of option field (a number, a choice, a box to tick); the other browser tests make theirs
#: through the same API calls without filling the form (helpers.create_table)
FORMS = [
    ("durak", ["random", "random"], {}, "Маша"),
    ("palace", ["random"], {"pickup_limit": 3}, "Alice"),
    ("spiderman_strength", ["random"], {"classic": True}, "Alice"),
    ("thirteenth_hour", ["heuristic"], {}, "Alice"),
    ("clash_of_decks_solo", [], {"level": 1, "ai_first": True}, "Alice"),
    ("scattergories", ["", "heuristic"], {"short": 2}, "Host"),
    ("card_ball", ["heuristic"], {"shot_limit": 4}, "Alice"),
    ("knockout", ["random", "random"], {"hand": 1, "bot_delay": 3}, "Alice"),
]


def test_the_form_makes_the_table_it_was_filled_in_for(server: str, new_page: Any) -> None:
    page = new_page()
    for game, seats, options, name in FORMS:
        table_id = create_table_with_the_form(page, game, seats, options, name=name)
        if "" not in seats:  # else the page waits for the players the host invites
            wait_for_board(page)
        table = httpx.get(f"{server}/api/tables/{table_id}").json()
        assert table["game"] == game and table["players"] == len(seats) + 1
        assert [(s["kind"], s["bot"]) for s in table["seats"]] == [("human", None)] + [
            ("bot", bot) if bot else ("empty", None) for bot in seats], table["seats"]
        assert table["seats"][0]["name"] == name
        # every option as chosen, the bots' pause of none the tests ask for by default
        assert table["options"] | {"bot_delay": 0, **options} == table["options"], table
        # started at once when no seat is left for a person to join
        assert table["status"] == ("open" if "" in seats else "playing"), table["status"]
        held = page.evaluate(f"JSON.parse(localStorage.getItem('koloda.seat.{table_id}'))")
        assert held["seat"] == 0 and held["host"] is True and held["token"]
    assert page.js_errors == []


@pytest.mark.parametrize(("viewport", "size", "locale"), [(PHONE, "phone", "en-US"), (DESKTOP, "desktop", "ru-RU")])
def test_a_returning_guest_is_offered_their_unfinished_game_first(
        server: str, new_page: Any, viewport: dict[str, int], size: str, locale: str) -> None:
    """Issue 44, item 6: a guest back at the lobby with a game still on finds "Continue your
    game" at the top of the first screen, above "Play people now", from the seat this browser
    keeps for the table; a finished table or a seat a bot holds is not offered."""
    from tests.server.helpers import new_table

    from .helpers import create_table

    ru = locale.startswith("ru")
    page = new_page(locale=locale, viewport=viewport, touch=viewport is PHONE)
    table = create_table(page, "durak", ["random"])
    wait_for_board(page)
    # seats this browser holds that are not to be offered: a finished game, a bot's seat
    done = finished_bot_game(server)
    other = new_table(server, "durak", 2, {1: "random"})["table"]["id"]
    page.evaluate("([a, b]) => { localStorage.setItem(`koloda.seat.${a}`, JSON.stringify({seat: 0, token: 'x', host: true}));"
                  " localStorage.setItem(`koloda.seat.${b}`, JSON.stringify({seat: 1, token: 'y', host: false})); }",
                  [done, other])
    page.goto("/")
    panel = page.get_by_test_id("continue")
    expect(panel.get_by_role("heading")).to_have_text("Продолжить партию" if ru else "Continue your game")
    items = panel.get_by_test_id("continue-item")
    expect(items).to_have_count(1)
    expect(items).to_have_attribute("data-table", table)
    expect(items).to_contain_text("Дурак" if ru else "Durak")
    link = panel.get_by_test_id("continue-link")
    box, seek = link.bounding_box(), page.get_by_test_id("seek").bounding_box()
    assert box and seek and box["y"] + box["height"] <= viewport["height"] and box["y"] < seek["y"], (box, seek)
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    screenshot(page, f"lobby-continue-{locale[:2]}-{size}")
    page.get_by_test_id("lang-toggle").click()
    expect(panel.get_by_role("heading")).to_have_text("Continue your game" if ru else "Продолжить партию")
    screenshot(page, f"lobby-continue-{'en' if ru else 'ru'}-{size}")
    link.click()
    page.wait_for_url(f"**/t/{table}")
    wait_for_board(page)
    assert page.js_errors == []
