"""Helpers for Card Ball tests: positions in the setup form, and the skip marker for tests that
need pooltool's physics."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.core import CATALOG, parse_card
from koloda.games.card_ball import GAME
from koloda.games.card_ball.game import pooltool_missing
from koloda.games.card_ball.state import CardBallState

CATALOG.add_package(GAME.messages_package)  # the reason is Card Ball's own message
MISSING = pooltool_missing()
needs_pooltool = pytest.mark.skipif(MISSING is not None, reason=MISSING.en if MISSING else "")


def codes(text: str) -> list[str]:
    """Cards written like "7♥ Q♠" as setup codes ("7H", "QS")."""
    return [parse_card(t).code for t in text.split()]


def table(hands: list[str], balls: dict[int, tuple[float, float]], stock: str = "",
          turn: int = 0, options: dict[str, Any] | None = None, **extra: Any) -> CardBallState:
    """A position: hands and stock as card text, balls by number (0 the cue ball)."""
    position = {
        "hands": [codes(h) for h in hands],
        "stock": codes(stock),
        "balls": {str(b): list(p) for b, p in balls.items()},
        "turn": turn,
        **extra,
    }
    return GAME.setup(position, options)
