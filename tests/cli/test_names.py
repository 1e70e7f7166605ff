"""Whole games at the terminal name everyone and never number seats (issue 11): a person called
Вася and bots, in both languages, for every game with a message catalog."""

from __future__ import annotations

import pytest

from koloda.core import CATALOG, games
from koloda.core.catalog import seat_names

from ..core.test_messages import NUMBERED_SEAT, disagreeing_numerals
from .conftest import Run


def _games() -> list[str]:
    return [gid for gid, g in sorted(games().items())
            if CATALOG.source(g.messages_package, "en") is not None and not g.unavailable
            and not getattr(g, "costly_steps", False)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", _games())
def test_a_whole_game_at_the_terminal_reads_with_names(run: Run, game_id: str,
                                                       lang: str) -> None:
    game = games()[game_id]
    players = max(game.min_players, min(game.max_players, 3))
    seats = ["--seat", "random"] * players
    result = run(["play", game_id, *seats, "--seed", "5", "--lang", lang])
    assert result.exit_code == 0, result.stderr[-500:]
    out = result.stdout
    bad = [line for line in out.splitlines() if NUMBERED_SEAT.search(line)]
    assert not bad, bad[:5]
    if lang == "ru":
        wrong = [line for line in out.splitlines() if disagreeing_numerals(line)]
        assert not wrong, wrong[:5]
    for name in seat_names([("bot", None)] * players)[lang]:
        assert name in out
