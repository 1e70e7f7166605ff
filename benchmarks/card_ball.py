"""Card Ball's physics figures: the median time to simulate a break and an ordinary shot, to
sample a shot's animation frames, a whole `apply` (simulation, rules, frames), and the heuristic
bot's decision at each strength.

    NUMBA_CACHE_DIR=.numba_cache .venv/bin/python benchmarks/card_ball.py [--repeat N] [--json]

Run scripts/warm-pool first: the first shot in a fresh environment compiles numba code.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any


def median_time(fn: Callable[[], Any], repeat: int) -> float:
    """The median wall time of `fn` over `repeat` calls, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def positions(count: int) -> list[Any]:
    """Seeded mid-game positions: a break played, then a few representative shots."""
    from koloda.games.card_ball import GAME

    out = []
    for seed in range(count):
        state = GAME.new(3, {"shot_limit": 1000}, seed)
        rng = random.Random(seed)
        for _ in range(1 + seed % 4):
            if state.outcome() is not None:
                break
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
        if state.outcome() is None:
            out.append(state)
    return out


def run(repeat: int) -> list[dict[str, Any]]:
    from koloda.core import Perspective
    from koloda.games.card_ball import GAME, physics
    from koloda.games.card_ball.bots import LEVELS, CardBallBot
    from koloda.games.card_ball.geometry import CUE, HEAD_SPOT, rack

    rows: list[dict[str, Any]] = []

    def row(name: str, ms: float, note: str = "") -> None:
        rows.append({"name": name, "figure": ms, "unit": "ms (median)", "note": note})
        print(f"… {name}: {ms:.1f} ms", file=sys.stderr)

    physics.warm()
    racks = [{CUE: HEAD_SPOT, **rack(random.Random(s))} for s in range(repeat)]
    it = iter(racks * 2)
    row("simulate a break (8 m/s)", median_time(lambda: physics.simulate(next(it), 90.0, 8.0),
                                                repeat))
    system = physics.simulate(racks[0], 90.0, 8.0)
    row("sample a break's frames (30 fps)", median_time(lambda: physics.frames(system), repeat),
        f"{len(json.dumps(physics.frames(system))) // 1024} KiB of JSON")
    states = positions(repeat)
    shots = [(s, s.legal_actions(s.turn)[0]) for s in states]
    k = iter(shots * 2)

    def ordinary() -> None:
        state, shot = next(k)
        start = dict(state.balls)
        if shot.cue_x is not None:
            start[CUE] = (shot.cue_x, shot.cue_y)
        physics.frames(physics.simulate(start, shot.aim, shot.speed))

    def simulate_only() -> None:
        state, shot = next(k)
        start = dict(state.balls)
        if shot.cue_x is not None:
            start[CUE] = (shot.cue_x, shot.cue_y)
        physics.simulate(start, shot.aim, shot.speed)

    row("simulate an ordinary shot", median_time(simulate_only, repeat))
    row("an ordinary shot and its frames", median_time(ordinary, repeat))
    a = iter(shots * 2)

    def apply() -> None:
        state, shot = next(a)
        state.clone().apply(state.turn, shot)

    row("apply an ordinary shot (check, physics, rules, frames)", median_time(apply, repeat))
    fresh = GAME.new(2, seed=1)
    row("new game (deal and rack)", median_time(lambda: GAME.new(4, seed=3), repeat))
    row("legal_actions (representative shots)",
        median_time(lambda: fresh.legal_actions(0), repeat))
    for level in sorted(LEVELS):
        bot = CardBallBot(seed=level, param=str(level))
        b = iter(states * 2)
        simulated = []

        def decide(bot: CardBallBot = bot, b: Any = b, simulated: list = simulated) -> None:
            state = next(b)
            bot.act(Perspective(state, state.turn))
            simulated.append(bot.simulated)

        row(f"heuristic:{level} decision", median_time(decide, repeat),
            f"{statistics.median(simulated):.0f} shots simulated")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="samples a figure (default 9)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args()
    from koloda.core import get_game

    why = get_game("card_ball").unavailable  # the registry loads the game's catalog
    if why:
        sys.exit(f"card_ball benchmark: {why}")
    rows = run(args.repeat)
    if args.json:
        print(json.dumps(rows, indent=1, ensure_ascii=False))
    else:
        for r in rows:
            note = f"  ({r['note']})" if r["note"] else ""
            print(f"{r['name']:<58} {r['figure']:>9.1f} {r['unit']}{note}")


if __name__ == "__main__":
    main()
