"""OpenSpiel's ISMCTS against koloda's Expert in two-player Durak (docs/bots.md, docs/learning.md).

OpenSpiel's ISMCTS (`open_spiel.python.algorithms.ismcts`, through `koloda.openspiel`) takes one
seat of `koloda_durak`; the other is koloda's side (`--level`: a level or a bot spec), playing
koloda's own state through its seat's `Perspective`. Deals are paired: games 2k and 2k+1 are
both played on deal k, OpenSpiel in seat 0 then in seat 1, so each side plays every hand from
both seats. A game scores 1 for a win, 0.5 for a draw, 0 for a loss; the report gives koloda's
side's score with its 95% Wilson interval.

Equal time a move (``--seconds S``): OpenSpiel's ISMCTS simulates until S seconds have passed
since it was asked (`TimedISMCTSBot`) and koloda's side is ``search:Ss`` (the Expert's C search
on the same clock) unless ``--level`` names another. Without ``--seconds`` OpenSpiel's bot gets
``--simulations`` a move and koloda's side its level (``expert``: ``search:3000``).
``--option restricted=true`` (any Durak option, repeatable) plays that variant through the
bridge. Needs the openspiel extra (``pip install 'koloda[openspiel]'``).

    nice -n 10 .venv/bin/python benchmarks/openspiel_ismcts.py --games 400 --seconds 0.05
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pyspiel

import koloda.openspiel
from koloda.bots.registry import make_bot
from koloda.core import Perspective
from koloda.sim.stats import wilson


def load(options: dict[str, Any]) -> Any:
    """`koloda_durak` with these options as OpenSpiel parameters."""
    params = ",".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                      for k, v in sorted(options.items()))
    return pyspiel.load_game(f"koloda_durak({params})" if params else "koloda_durak")


def play(game_index: int, simulations: int, seconds: float | None, evaluator: str, level: str,
         options: dict[str, Any]) -> dict[str, Any]:
    """One game: koloda's score (1, 0.5, 0) and what each side searched a move."""
    game = load(options)
    deal, ours = divmod(game_index, 2)  # ours: OpenSpiel's seat
    search = koloda.openspiel.ismcts_bot(
        game, simulations, seed=game_index, seconds=seconds,
        evaluator=koloda.openspiel.EstimateEvaluator(game_index) if evaluator == "estimate"
        else None)
    expert = make_bot(level, game.table.game, seed=game_index)
    state = game.new_initial_state()
    state.apply_action(deal)
    theirs: list[int] = []  # OpenSpiel's simulations a searched move
    mine: list[int] = []  # koloda's iterations a searched move (where its bot counts them)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == ours:
            state.apply_action(search.step(state))
            done = getattr(search, "last_simulations", None)
            if done:
                theirs.append(done)
            continue
        core = state._core
        action = expert.act(Perspective(core.state, seat))
        if getattr(expert, "last_iterations", 0):
            mine.append(expert.last_iterations)
        index = (core.table.decline if action is None
                 else core.table.encoding.index(core.state, seat, action))
        state.apply_action(index)
    reward = state.returns()[1 - ours]
    return {"game": game_index, "deal": deal, "openspiel_seat": ours,
            "score": (reward + 1.0) / 2.0, "openspiel": theirs, "koloda": mine}


def option_value(text: str) -> Any:
    """`true`/`false`, a number, or the text as it is."""
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games, an even number: each "
                        "deal is played from both seats")
    parser.add_argument("--seconds", type=float, default=None,
                        help="equal time: seconds a move for both sides")
    parser.add_argument("--simulations", type=int, default=200,
                        help="OpenSpiel ISMCTS simulations a move (without --seconds)")
    parser.add_argument("--evaluator", choices=("rollout", "estimate"), default="rollout",
                        help="random playouts (OpenSpiel's default) or Durak's own estimate")
    parser.add_argument("--level", default=None, help="koloda's side: a level or bot spec "
                        "(default: search:<seconds>s with --seconds, else expert)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="a Durak option, e.g. restricted=true (repeatable)")
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--log", default=None, help="write each game's result (JSON lines)")
    args = parser.parse_args()
    options = {}
    for item in args.option:
        key, _, value = item.partition("=")
        options[key] = option_value(value)
    level = args.level or (f"search:{args.seconds:g}s" if args.seconds else "expert")
    started = time.perf_counter()
    jobs = [(i, args.simulations, args.seconds, args.evaluator, level, options)
            for i in range(args.first, args.first + args.games)]
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    results: list[dict[str, Any]] = []

    def record(result: dict[str, Any]) -> None:
        results.append(result)
        if log:
            log.write(json.dumps(result) + "\n")
            log.flush()
        if len(results) % 20 == 0:
            won = sum(r["score"] for r in results)
            print(f"  {len(results)} games: koloda {won:g} of {len(results)} "
                  f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            for result in pool.map(play, *zip(*jobs, strict=True)):
                record(result)
    else:
        for job in jobs:
            record(play(*job))
    if log:
        log.close()
    report(results, args, level, options, time.perf_counter() - started)


def report(results: list[dict[str, Any]], args: argparse.Namespace, level: str,
           options: dict[str, Any], elapsed: float) -> None:
    # CPU seconds of every process (a loaded machine stretches the wall clock, not these)
    cpu = sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
              for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    n = len(results)
    scores = [r["score"] for r in results]
    points = sum(scores)
    low, high = wilson(points, n)
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    theirs = [x for r in results for x in r["openspiel"]]
    mine = [x for r in results for x in r["koloda"]]
    budget = (f"{args.seconds:g} s a move" if args.seconds
              else f"{args.simulations} simulations a move")
    variant = ", ".join(f"{k}={v}" for k, v in options.items()) or "classic"
    print(f"koloda {level} against OpenSpiel ISMCTS ({budget}, {args.evaluator}), Durak 2 "
          f"players, {variant}: {points / n:.1%} (95% interval {low:.1%}-{high:.1%}) over {n} "
          f"games ({wins} won, {draws} drawn, {n - wins - draws} lost) in {elapsed:.0f} s "
          f"({cpu:.0f} CPU seconds)")
    if theirs:
        print(f"  OpenSpiel: median {statistics.median(theirs):g} simulations a searched move "
              f"({len(theirs)} moves)")
    if mine:
        print(f"  koloda: median {statistics.median(mine):g} iterations a searched move "
              f"({len(mine)} moves)")


if __name__ == "__main__":
    main()
