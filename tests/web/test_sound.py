"""Sound and attention at the table: the sounds of a change, the mute switch remembered, and a
hidden tab's title saying that it is your turn."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_sounds_are_chosen_by_the_change_and_the_mute_switch_is_remembered(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    chosen = page.evaluate("""async () => {
      const m = await import("/static/js/ui/sound.js");
      return [m.soundOf([{kind: "lead"}]), m.soundOf([{kind: "lead"}, {kind: "pick_up"}]),
              m.soundOf([{kind: "burn"}, {kind: "play"}]), m.soundOf([{kind: "draw"}])];
    }""")
    assert chosen == ["card", "take", "burn", None]
    # the switch is in the table's header; muting is remembered by the browser
    page.evaluate("""async () => {
      const m = await import("/static/js/ui/sound.js");
      document.body.append(m.muteToggle());
    }""")
    toggle = page.get_by_test_id("mute-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('koloda.muted')") == "1"
    assert page.js_errors == []


def test_a_hidden_tab_says_it_is_your_turn(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    titles = page.evaluate("""async () => {
      const m = await import("/static/js/ui/sound.js");
      Object.defineProperty(document, "hidden", {configurable: true, get: () => true});
      m.attention(true, "Durak · koloda");
      const hidden = document.title;
      const icon = document.querySelector('link[rel="icon"]').getAttribute("href");
      Object.defineProperty(document, "hidden", {configurable: true, get: () => false});
      document.dispatchEvent(new Event("visibilitychange"));
      return [hidden, icon.startsWith("data:image/svg"), document.title];
    }""")
    assert titles[0].startswith("● ") and titles[0].endswith("Durak · koloda")
    assert titles[1] is True and titles[2] == "Durak · koloda"
