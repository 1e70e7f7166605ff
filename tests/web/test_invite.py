"""Two people at one table: the second joins by the invite link in another browser context,
the host starts, both see the game and each other online; a reload keeps the seat."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_a_friend_joins_by_the_invite_link_and_reconnects_after_a_reload(new_page: Any) -> None:
    host = new_page()
    table_id = create_table(host, "durak", [""], name="Host")
    expect(host.get_by_test_id("waiting")).to_be_visible()
    expect(host.get_by_test_id("start")).to_be_disabled()
    link = host.get_by_test_id("invite-link").input_value()
    assert link.endswith(f"/t/{table_id}")

    friend = new_page(locale="ru-RU")
    friend.goto(link)
    expect(friend.get_by_test_id("join")).to_have_text("Сесть за стол")
    friend.get_by_test_id("join-name").fill("Друг")
    friend.get_by_test_id("join").click()
    expect(friend.get_by_test_id("seat-1")).to_contain_text("Друг")
    expect(friend.get_by_test_id("seat-1").locator(".badge.you")).to_be_visible()

    # The host's room sees the newcomer and may start.
    expect(host.get_by_test_id("seat-1")).to_contain_text("Друг")
    host.get_by_test_id("start").click()
    wait_for_board(host)
    wait_for_board(friend)
    expect(host.get_by_test_id("plate-1")).to_contain_text("Друг")
    expect(host.get_by_test_id("plate-1").locator(".dot")).to_have_class("dot on")
    expect(friend.get_by_test_id("plate-0")).to_contain_text("Host")

    # Exactly one of them leads; the other waits for that one by name.
    leader, other = (host, friend) if host.locator("button.action").count() else (friend, host)
    expect(leader.locator("button.action").first).to_be_visible()
    expect(other.get_by_test_id("actions")).not_to_contain_text("play")

    # The seat token lives in localStorage: a reload comes back to the same seat.
    friend.reload()
    wait_for_board(friend)
    expect(friend.get_by_test_id("plate-1").locator(".badge.you")).to_be_visible()
    expect(host.get_by_test_id("plate-1").locator(".dot")).to_have_class("dot on")
    assert host.js_errors == [] and friend.js_errors == []
