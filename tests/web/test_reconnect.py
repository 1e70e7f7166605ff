"""A dropped connection: the page says so, comes back by itself with the same seat, and the
game goes on from where the server is."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import create_table, wait_for_board

pytestmark = pytest.mark.browser


def test_a_dropped_socket_reconnects_to_the_same_seat(new_page: Any) -> None:
    page = new_page()
    sockets: list[Any] = []

    def through(ws: Any) -> None:
        # Pass every table socket on to the real server, keeping a handle to cut it.
        ws.connect_to_server()
        sockets.append(ws)

    page.route_web_socket("**/ws/tables/**", through)
    create_table(page, "durak", ["random"])
    wait_for_board(page)
    link = page.get_by_test_id("link-state")
    seen: list[str] = []
    page.expose_function("noteLinkState", lambda state: seen.append(state))
    page.evaluate("""() => new MutationObserver(() => window.noteLinkState(
        document.querySelector('[data-testid=link-state]').dataset.state))
        .observe(document.querySelector('header'), {subtree: true, childList: true,
                                                   attributes: true})""")

    for drop in (1, 2):
        sockets[-1].close(code=1011, reason="network gone")
        for _ in range(200):  # the page opens a new socket after its backoff delay
            if len(sockets) > drop:
                break
            page.wait_for_timeout(50)
        assert len(sockets) == drop + 1
        expect(link).to_have_attribute("data-state", "online")
    # once lost, the connection is said to be lost until it is back (no "Connecting…" between)
    assert "offline" in seen and "connecting" not in seen
    # Back at the same seat, with the moves the server lists for it.
    expect(page.locator(".seat-area.me .plate .badge.you")).to_be_visible()
    expect(page.locator(".seat-area.me .hand .card")).not_to_have_count(0)
    expect(page.get_by_test_id("turn")).not_to_be_empty()
    assert page.js_errors == []
