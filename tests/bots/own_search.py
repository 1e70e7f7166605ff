"""A shared check for the games that offer their own search to analysis and hints
(`bots/analysis.py: own_search`): Palace's and 13th Hour's, each in C."""

from __future__ import annotations

from typing import Any

from koloda.bots import make_bot
from koloda.bots.analysis import analyse, own_search, suggest
from koloda.core import Game, State
from koloda.core.match import play_match


def check_analysis_and_hints_use(game: Game, search: type, position: State) -> tuple[Any, Any]:
    """Analysis asks `game`'s own search (`search`): every decision of a heuristic-against-
    random game is judged by it with ten times the budget's iterations; a hint on `position`
    suggests only legal moves. The game's record and its analysis, for more checks."""
    assert isinstance(own_search(game, 0, 20), search)
    agents = [make_bot("heuristic", game, seed=1), make_bot("random", game, seed=2)]
    record = play_match(game, agents, seed=3).record
    result = analyse(record, game, 0, budget=20, seed=1)
    assert result.finished and len(result.decisions) > 5
    assert all(d.iterations >= 200 and d.played_value is not None for d in result.decisions)
    seat = position.to_move()
    hint = suggest(position, game, seat, budget=20)
    legal = [game.codec.encode(a) for a in position.legal_actions(seat)]
    assert hint["best"] in legal and all(m["action"] in legal for m in hint["moves"])
    return record, result
