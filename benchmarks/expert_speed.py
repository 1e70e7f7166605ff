"""The Experts' speed (issue 48): Durak's and Palace's searches in C against the guided search
in Python, in iterations a CPU second, and every game's Expert's time a move.

    .venv/bin/python benchmarks/expert_speed.py speed          # Durak, 2 and 4 players
    .venv/bin/python benchmarks/expert_speed.py speed palace   # Palace, 2 and 4 players
    .venv/bin/python benchmarks/expert_speed.py experts        # every game's top level
    .venv/bin/python benchmarks/expert_speed.py experts thirteenth_hour card_ball   # those
    .venv/bin/python benchmarks/expert_speed.py settings palace '{"bias": 0}' '{}' 60 600

`settings` plays two settings of a game's search in C head to head (two players, each deal
from both seats; a JSON object sets `SearchBot`'s exploration, bias, epsilon or depth, and
`param` its budget, 0.02 s by default), over GAMES games from deal SEED on: how Palace's
settings were chosen (docs/bots.md, "Palace's search in C").

Both act once on each of 20 seeded positions a game (`koloda.sim.bench.search_position(game,
players, seed=i, moves=8 + i)`, i = 0..19, those where the seat has a choice; Palace's from 40
+ i moves, past the swaps, which both searches leave to the heuristic's book). Times are CPU
seconds of this process (`time.process_time`) beside the wall clock: on a shared machine the
wall clock counts the other people's processes too, the CPU time does not.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from koloda.bots.levels import ladder_for
from koloda.bots.registry import make_bot
from koloda.core import Game, Perspective, games, get_game
from koloda.core.match import play_match
from koloda.sim.bench import search_position
from koloda.sim.stats import wilson

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


def experts(*only: str) -> None:
    """Every game's top level (or only the games named), one act on each position."""
    for game_id in sorted(only or games()):
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


def settings(game_id: str, first: str, second: str, games: str = "60", seed: str = "0") -> None:
    game = get_game(game_id)
    configs = [json.loads(first), json.loads(second)]

    def bot(config: dict[str, Any], seed: int) -> Any:
        made = make_bot(f"search:{config.get('param', '0.02s')}", game, seed)
        for key in ("exploration", "bias", "epsilon", "depth"):
            if key in config:
                setattr(made, key, config[key])
        return made

    score, began, pairs = 0.0, time.perf_counter(), int(games) // 2
    for i in range(pairs):
        for first_seat in (0, 1):
            bots = [bot(configs[0], 1000 * i + 7), bot(configs[1], 1000 * i + 8)]
            if first_seat:
                bots.reverse()
            outcome = play_match(game, bots, seed=int(seed) + i).state.outcome()
            assert outcome is not None
            score += outcome.rewards()[first_seat]
    low, high = wilson(score, 2 * pairs)
    print(f"{first} against {second}: {100 * score / (2 * pairs):.1f}% ({100 * low:.1f}-"
          f"{100 * high:.1f}%) over {2 * pairs} games, {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    {"speed": speed, "experts": experts, "settings": settings}[
        sys.argv[1] if len(sys.argv) > 1 else "speed"](*sys.argv[2:])
