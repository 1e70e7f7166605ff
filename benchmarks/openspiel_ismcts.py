"""OpenSpiel's ISMCTS against koloda's Expert in two-player Durak (docs/learning.md).

OpenSpiel's ISMCTS (`open_spiel.python.algorithms.ismcts`, through `koloda.openspiel`) takes one
seat of `koloda_durak`; the other is koloda's Expert level (`make_bot("expert")`: the guided
ISMCTS at 400 iterations), playing koloda's own state through its seat's `Perspective`. Seats
alternate between games, deal `i` is game `i`'s; the score is OpenSpiel's: 1 a win, 0.5 a draw,
0 a loss, with its 95% interval. Needs the openspiel extra (``pip install 'koloda[openspiel]'``).

    .venv/bin/python benchmarks/openspiel_ismcts.py --games 40 --simulations 200
"""

from __future__ import annotations

import argparse
import math
import resource
import time
from concurrent.futures import ProcessPoolExecutor

import pyspiel

import koloda.openspiel
from koloda.bots.registry import make_bot
from koloda.core import Perspective


def play(game_index: int, simulations: int, evaluator: str, level: str) -> float:
    """One game; OpenSpiel's score (1, 0.5, 0)."""
    game = pyspiel.load_game("koloda_durak")
    ours = game_index % 2  # OpenSpiel's seat
    search = koloda.openspiel.ismcts_bot(
        game, simulations, seed=game_index,
        evaluator=koloda.openspiel.EstimateEvaluator(game_index) if evaluator == "estimate"
        else None)
    expert = make_bot(level, game.table.game, seed=game_index)
    state = game.new_initial_state()
    state.apply_action(game_index)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == ours:
            state.apply_action(search.step(state))
            continue
        core = state._core
        action = expert.act(Perspective(core.state, seat))
        index = (core.table.decline if action is None
                 else core.table.encoding.index(core.state, seat, action))
        state.apply_action(index)
    reward = state.returns()[ours]
    return (reward + 1.0) / 2.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--simulations", type=int, default=200,
                        help="OpenSpiel ISMCTS simulations a move")
    parser.add_argument("--evaluator", choices=("rollout", "estimate"), default="rollout",
                        help="random playouts (OpenSpiel's default) or Durak's own estimate")
    parser.add_argument("--level", default="expert", help="koloda's side: a level or bot spec")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(i, args.simulations, args.evaluator, args.level) for i in range(args.games)]
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            scores = list(pool.map(play, *zip(*jobs, strict=True)))
    else:
        scores = [play(*job) for job in jobs]
    elapsed = time.perf_counter() - started
    # CPU seconds of every process (a loaded machine stretches the wall clock, not these)
    cpu = sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
              for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    n = len(scores)
    mean = sum(scores) / n
    half = 1.96 * math.sqrt(max(mean * (1 - mean), 1e-12) / n)
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    print(f"OpenSpiel ISMCTS ({args.simulations} simulations, {args.evaluator}) against "
          f"koloda {args.level}, Durak 2 players: {mean:.1%} ± {half:.1%} over {n} games "
          f"({wins} won, {draws} drawn, {n - wins - draws} lost) in {elapsed:.0f} s "
          f"({cpu:.0f} CPU seconds)")


if __name__ == "__main__":
    main()
