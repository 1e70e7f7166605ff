"""A guest who gives no name (issue 44, finding 11): each reader reads them in their own
language, "Player 1" on an English page and "Игрок 1" on a Russian one. The server once stored
the English (or the creator's language's) word as the name itself, so a Russian opponent read
"Player"."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import create_table_with_the_form

pytestmark = pytest.mark.browser


def test_a_guest_without_a_name_is_player_n_in_each_reader_s_language(new_page: Any) -> None:
    host = new_page(locale="en-US")
    table = create_table_with_the_form(host, "durak", [""], name="")
    guest = new_page(locale="ru-RU")
    guest.goto(f"/t/{table}")
    guest.get_by_test_id("join-name").fill("")
    guest.get_by_test_id("join").click()
    # each page names both seats in its own words: the seat's number, no name stored
    expect(guest.get_by_test_id("seat-0")).to_contain_text("Игрок 1")
    expect(guest.get_by_test_id("seat-1")).to_contain_text("Игрок 2")
    expect(host.get_by_test_id("seat-1")).to_contain_text("Player 2")
    expect(host.get_by_test_id("seat-0")).to_contain_text("Player 1")
    seats = host.request.get(f"/api/tables/{table}").json()["seats"]
    assert [s["name"] for s in seats] == ["", ""]
    assert "Player" not in guest.get_by_test_id("seat-list").inner_text()
