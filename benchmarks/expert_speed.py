"""The Experts' speed (issue 48): Durak's and Palace's searches in C against the guided search
in Python, in iterations a CPU second, and every game's Expert's time a move.

    .venv/bin/python benchmarks/expert_speed.py speed          # Durak, 2 and 4 players
    .venv/bin/python benchmarks/expert_speed.py speed palace   # Palace, 2 and 4 players
    .venv/bin/python benchmarks/expert_speed.py experts        # every game's top level

Both act once on each of 20 seeded positions a game (`koloda.sim.bench.search_position(game,
players, seed=i, moves=8 + i)`, i = 0..19, those where the seat has a choice; Palace's from 40
+ i moves, past the swaps, which both searches leave to the heuristic's book). Times are CPU
seconds of this process (`time.process_time`) beside the wall clock: on a shared machine the
wall clock counts the other people's processes too, the CPU time does not.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from koloda.bots.levels import ladder_for
from koloda.bots.registry import make_bot
from koloda.core import Game, Perspective, games, get_game
from koloda.sim.bench import search_position

#: the searches compared at the same cut (playouts cut at 8 actions, then the estimate), and the
#: C search's shipped playouts (to the end)
SPEED_SPECS = ("ismcts-guided:0.05s", "search:0.05s@8", "search:0.05s", "search:3000")


#: random moves into each seeded deal before a speed position (Palace's swaps are the book's)
FIRST_MOVES = {"palace": 40}


def decisions(game: Game, players: int, count: int = 20,
              first: int = 8) -> list[tuple[Any, int, int]]:
    """(position, seat, i) for the seeded positions where the seat has a choice."""
    found = []
    for i in range(count):
        try:
            state = search_position(game, players, seed=i, moves=first + i)
        except Exception:  # noqa: BLE001 - a game shorter than 8 + i moves
            continue
        seat = state.to_move()
        if seat is None:
            seat = next((s for s in state.actors() if state.legal_actions(s)), None)
        if seat is None:
            continue
        if len(state.legal_actions(seat)) < 2 and state.to_move() == seat:
            continue  # nothing to decide
        found.append((state, seat, i))
    return found


def timed(game: Game, spec: str, players: int,
          first: int = 8) -> tuple[list[float], list[float], int]:
    """CPU and wall seconds of one act on each position, and the iterations run in all."""
    cpu, wall, iterations = [], [], 0
    for state, seat, i in decisions(game, players, first=first):
        bot = make_bot(spec, game, i)
        began, began_cpu = time.perf_counter(), time.process_time()
        bot.act(Perspective(state, seat))
        wall.append(time.perf_counter() - began)
        cpu.append(time.process_time() - began_cpu)
        iterations += getattr(bot, "last_iterations", 0)
    return cpu, wall, iterations


def speed(game_id: str = "durak") -> None:
    game = get_game(game_id)
    for players in (2, 4):
        for spec in SPEED_SPECS:
            cpu, wall, iterations = timed(game, spec, players, FIRST_MOVES.get(game_id, 8))
            print(f"{players} players  {spec:22s} {iterations / sum(cpu):9.0f} iterations a CPU "
                  f"second  (CPU median {1000 * statistics.median(cpu):6.1f} ms, wall median "
                  f"{1000 * statistics.median(wall):6.1f} ms)", flush=True)


def experts() -> None:
    for game_id in sorted(games()):
        game = get_game(game_id)
        top = ladder_for(game)[-1]
        players = max(game.min_players, min(2, game.max_players))
        cpu, wall, _ = timed(game, top.spec, players)
        if not cpu:
            print(f"{game_id:22s} no position with a choice")
            continue
        print(f"{game_id:22s} {top.spec:22s} CPU median {1000 * statistics.median(cpu):7.1f} ms, "
              f"most {1000 * max(cpu):7.1f} ms; wall median {1000 * statistics.median(wall):7.1f}"
              f" ms ({len(cpu)} positions)", flush=True)


if __name__ == "__main__":
    {"speed": speed, "experts": experts}[sys.argv[1] if len(sys.argv) > 1 else "speed"](
        *sys.argv[2:])
