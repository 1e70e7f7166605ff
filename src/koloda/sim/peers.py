"""Peer libraries measured the same way as koloda: random play through their own APIs.

Both are optional (the extra ``peers``: ``pip install 'koloda[peers]'``); a missing one gives a
row with no figure and a note. The loops stay as close as each library allows to the loop
koloda's benchmark times (list the legal actions, pick one uniformly, apply it), so the ratio
compares engines rather than harnesses.
"""

from __future__ import annotations

import random
import time
from typing import Any

from koloda.core import Text, text

OPENSPIEL = "openspiel crazy_eights"
RLCARD = "rlcard uno"
INSTALL_HINT = text("sim-bench-peer-missing")


def openspiel_crazy_eights(seconds: float = 2.0, seed: int = 0) -> dict[str, Any]:
    """OpenSpiel's `crazy_eights` (C++ engine, Python bindings), default 5 players.

    Chance nodes (the deal and draws) are sampled but not counted as actions: koloda deals in
    `new` and draws inside `perform`, so only the players' actions are counted on both sides.
    """
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return _missing(OPENSPIEL)
    game = pyspiel.load_game("crazy_eights")
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                # Outcomes are equally likely in this game, so a uniform pick is exact.
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
        games += 1
    wall = time.perf_counter() - start
    return _row(OPENSPIEL, actions, games, wall,
                text("sim-bench-peer-players", players=game.num_players()))


def rlcard_uno(seconds: float = 2.0, seed: int = 0) -> dict[str, Any]:
    """RLCard's `uno` environment (pure Python), 2 players, stepping with `env.step`.

    `env.step` also encodes the next observation for learning agents; that is part of RLCard's
    API for every step, so it is part of the figure.
    """
    try:
        import rlcard  # type: ignore[import-not-found]
    except ImportError:
        return _missing(RLCARD)
    env = rlcard.make("uno", config={"seed": seed})
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _player = env.reset()
        while not env.is_over():
            state, _player = env.step(rng.choice(list(state["legal_actions"])))
            actions += 1
        games += 1
    wall = time.perf_counter() - start
    return _row(RLCARD, actions, games, wall, text("sim-bench-peer-players", players=env.num_players))


def _row(name: str, actions: int, games: int, wall: float, note: Text) -> dict[str, Any]:
    return {"name": name, "actions_per_second": actions / wall, "games_per_second": games / wall,
            "actions_per_game": actions / max(1, games), "note": note}


def _missing(name: str) -> dict[str, Any]:
    return {"name": name, "actions_per_second": None, "games_per_second": None,
            "actions_per_game": None, "note": INSTALL_HINT}


def measure_all(seconds: float = 2.0) -> list[dict[str, Any]]:
    """Both peers (missing ones with a note)."""
    return [openspiel_crazy_eights(seconds), rlcard_uno(seconds)]
