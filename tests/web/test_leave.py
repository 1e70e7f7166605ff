"""A person may leave a running game: asked first, then a bot plays the seat on under their
name, and the page goes back to the lobby."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_a_person_can_leave_a_running_game_and_a_bot_plays_on(server: str,
                                                               new_page: Any) -> None:
    page = new_page()
    table_id = create_table(page, "durak", ["random"])
    wait_for_board(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_test_id("leave-game").click()
    page.wait_for_url(lambda url: "/t/" not in url)
    table = httpx.get(f"{server}/api/tables/{table_id}").json()
    assert table["seats"][0]["kind"] == "bot" and table["seats"][0]["display"]["en"] == "Alice"
    assert page.js_errors == []
