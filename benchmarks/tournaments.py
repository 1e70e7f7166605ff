"""Tournaments (docs/tournaments.md): the arena simulated with bots, and Swiss pairing's speed.

1. An arena of 60 Durak bots, 20 of each of the three cheapest levels (Beginner, Casual,
   Skilled), for 20 simulated minutes, joining in the first two; tables of 2, 3 and 4, seeds 1-3.
   For each: the mean final points and rank of each level, the levels among the top ten, games
   a player, the rounds anyone was left waiting while someone else waited too (the issue asks
   for at most one) and the sizes of the tables formed.
2. At tables of four, how long the arena's patience (rounds before a smaller table forms) is
   against how many smaller tables form and how long people wait.
3. Swiss: a round for 200 and 1,000 entrants at two and four seats, after four rounds played
   (the best of three, in milliseconds), and the repeated meetings over a whole event.

    .venv/bin/python benchmarks/tournaments.py
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter

from koloda.tournaments import SWISS, Entrant, Result, Rules, pair_swiss
from koloda.tournaments.simulate import LEVELS, ROUND_SECONDS, simulate_arena
from koloda.tournaments.swiss import meetings


def arena_table() -> None:
    print("An arena of 60 bots (Durak), 20 minutes, a round every "
          f"{ROUND_SECONDS:g} s:")
    print(f"  {'seats':>5} {'seed':>4} | {'points by level':<20} | {'mean rank by level':<20} | "
          f"{'top 10':<9} | {'games':>5} | {'passed over':>11} | tables by size | CPU")
    for size in (2, 3, 4):
        for seed in (1, 2, 3):
            started = time.process_time()
            run = simulate_arena(size=size, seed=seed)
            cpu = time.process_time() - started
            points = run.points_by_level()
            ranks = run.mean_rank_by_level()
            level = {b.player: b.level for b in run.players}
            top = Counter(level[line.player] for line in run.table[:10])
            sizes = Counter(len(r.players) for r in run.results)
            print(f"  {size:>5} {seed:>4} | "
                  f"{' / '.join(f'{points[k]:.1f}' for k in LEVELS):<20} | "
                  f"{' / '.join(f'{ranks[k]:.1f}' for k in LEVELS):<20} | "
                  f"{'/'.join(str(top[k]) for k in LEVELS):<9} | "
                  f"{run.games_per_player():>5.1f} | {max(run.waits):>11} | "
                  f"{', '.join(f'{n}: {sizes[n]}' for n in sorted(sizes, reverse=True)):<14} | "
                  f"{cpu:.1f} s")


def patience_table() -> None:
    print("\nTables of four: the arena's patience (rounds before a smaller table forms):")
    print(f"  {'patience':>8} | {'tables of 4/3/2':<16} | {'wait p50':>8} | {'wait p90':>8} | "
          f"{'wait max':>8}")
    for patience in (1, 3, 5, 15, 1000):
        sizes: Counter[int] = Counter()
        idle: list[int] = []
        for seed in (1, 2, 3):
            run = simulate_arena(size=4, seed=seed, patience=patience)
            sizes.update(len(r.players) for r in run.results)
            idle += run.idle
        seconds = [w * ROUND_SECONDS for w in idle]
        p90 = statistics.quantiles(seconds, n=10)[-1]
        print(f"  {patience:>8} | {sizes[4]:>4}/{sizes[3]:>4}/{sizes[2]:>4}   | "
              f"{statistics.median(seconds):>7.0f}s | {p90:>7.0f}s | {max(seconds):>7.0f}s")


def swiss_history(n: int, size: int, rounds: int, seed: int = 1) -> tuple[Rules, list[Entrant],
                                                                            list[Result]]:
    rules = Rules("durak", SWISS, size=size, rounds=rounds + 1, seed=seed)
    rng = random.Random(seed)
    people = [Entrant(f"p{i:04d}", rng.gauss(1500, 300)) for i in range(n)]
    results: list[Result] = []
    for number in range(1, rounds + 1):
        got = pair_swiss(rules, people, results, [], number)
        for table in got.tables:
            ranks = list(range(1, len(table) + 1))
            rng.shuffle(ranks)
            results.append(Result(table, tuple(ranks), 60, round=number))
    return rules, people, results


def swiss_table() -> None:
    print("\nSwiss: one round after four played (best of 3), and repeats over a whole event:")
    for n in (200, 1000):
        for size in (2, 4):
            rules, people, results = swiss_history(n, size, 4)
            best = float("inf")
            for _ in range(3):
                started = time.perf_counter()
                pair_swiss(rules, people, results, [], 5)
                best = min(best, time.perf_counter() - started)
            print(f"  {n:>5} entrants, tables of {size}: {best * 1000:7.0f} ms")
    for n, size, rounds in ((16, 2, 9), (40, 2, 9), (16, 4, 5), (40, 4, 7), (36, 6, 5)):
        _, _, results = swiss_history(n, size, rounds)
        met = meetings(results)
        repeats = sum(v - 1 for v in met.values())
        print(f"  {n} entrants at tables of {size}, {rounds} rounds: {repeats} repeated meetings "
              f"(most between two people: {max(met.values())})")


def main() -> None:
    arena_table()
    patience_table()
    swiss_table()


if __name__ == "__main__":
    main()
