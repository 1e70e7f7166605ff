"""Two people at one table: the second joins by the invite link in another browser context,
the host starts, both see the game and each other online; a reload keeps the seat."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_a_friend_joins_by_the_invite_link_and_reconnects_after_a_reload(new_page: Any) -> None:
    host = new_page()
    table_id = create_table(host, "durak", ["", ""], name="Host")
    expect(host.get_by_test_id("waiting")).to_be_visible()
    expect(host.get_by_test_id("start")).to_be_disabled()
    # The host seats a bot from the waiting room; one seat stays for the friend.
    host.get_by_test_id("bot-select-2").select_option("random")
    host.get_by_test_id("add-bot-2").click()
    expect(host.get_by_test_id("seat-2").locator(".badge.bot")).to_be_visible()
    expect(host.get_by_test_id("start")).to_be_disabled()
    link = host.get_by_test_id("invite-link").input_value()
    assert link.endswith(f"/t/{table_id}")

    friend = new_page(locale="ru-RU")
    friend.goto(link)
    expect(friend.get_by_test_id("join")).to_have_text("Сесть за стол")
    expect(friend.get_by_test_id("start")).to_have_count(0)
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

    # Both see whose turn it is, each in their own language.
    expect(host.get_by_test_id("turn")).to_have_text(
        re.compile(r"^(Your turn|You may act now|Waiting for .+)$"))
    expect(friend.get_by_test_id("turn")).to_have_text(
        re.compile(r"^(Ваш ход|Можно действовать|Ждём: .+)$"))
    expect(host.locator(".plate.acting")).not_to_have_count(0)

    # The seat token lives in localStorage: a reload comes back to the same seat.
    friend.reload()
    wait_for_board(friend)
    expect(friend.get_by_test_id("plate-1").locator(".badge.you")).to_be_visible()
    expect(host.get_by_test_id("plate-1").locator(".dot")).to_have_class("dot on")
    assert host.js_errors == [] and friend.js_errors == []


def test_a_name_being_typed_survives_the_room_changing_meanwhile(new_page: Any) -> None:
    """The waiting room is drawn again whenever the table changes; a newcomer typing their name
    at that moment keeps what they typed, and the field keeps the focus."""
    host = new_page()
    create_table(host, "durak", ["", ""], name="Host")
    friend = new_page(locale="ru-RU")
    friend.goto(host.get_by_test_id("invite-link").input_value())
    field = friend.get_by_test_id("join-name")
    field.fill("Др")
    # the host seats a bot while the friend types: the friend's room is drawn again
    host.get_by_test_id("bot-select-2").select_option("random")
    host.get_by_test_id("add-bot-2").click()
    expect(friend.get_by_test_id("seat-2").locator(".badge.bot")).to_be_visible()
    expect(field).to_have_value("Др")
    expect(field).to_be_focused()
    friend.keyboard.type("уг")
    friend.get_by_test_id("join").click()
    expect(host.get_by_test_id("seat-1")).to_contain_text("Друг")
    assert host.js_errors == [] and friend.js_errors == []
