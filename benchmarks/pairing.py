"""Pairing (docs/pairing.md): how long a round takes, and what a pool's seekers wait for what
distance in rating, by how busy the pool is.

1. A round over 10,000 waiting seekers (ratings spread as 1500 +- 300, waits of 0-4 rounds) for
   tables of 2, 4 and 6: the best of five, in milliseconds (the budget is 100 ms).
2. A pool simulated for an hour: seekers arrive at random (a Poisson stream) at a given rate,
   their ratings drawn as above, a round every ROUND_SECONDS. For each rate, the median and
   90th-percentile wait (seconds) and the median and 90th-percentile distance in rating of the
   tables formed.

    .venv/bin/python benchmarks/pairing.py
"""

from __future__ import annotations

import random
import statistics
import time

from koloda.ratings.pairing import ROUND_SECONDS, Seeker, pair

RATES = (0.05, 0.2, 1.0, 5.0)  # seekers arriving a second
HOUR = 3600.0


def round_ms(size: int, n: int = 10_000) -> float:
    rng = random.Random(size)
    people = [Seeker(i, rng.gauss(1500, 300), rng.randrange(5), account=i) for i in range(n)]
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        pair(people, size)
        best = min(best, time.perf_counter() - started)
    return best * 1000


def simulate(rate: float, size: int = 2, seed: int = 1) -> tuple[list[float], list[float]]:
    """(waits in seconds, rating spreads) of every table formed in an hour."""
    rng = random.Random(seed)
    waiting: dict[int, tuple[float, float]] = {}  # key -> (rating, arrived)
    waits: list[float] = []
    spreads: list[float] = []
    arrival, now, key = rng.expovariate(rate), 0.0, 0
    while now < HOUR:
        now += ROUND_SECONDS
        while arrival <= now:
            waiting[key] = (rng.gauss(1500, 300), arrival)
            key, arrival = key + 1, arrival + rng.expovariate(rate)
        people = [Seeker(k, r, int((now - at) // ROUND_SECONDS)) for k, (r, at) in waiting.items()]
        tables, _ = pair(people, size)
        for table in tables:
            spreads.append(max(s.rating for s in table) - min(s.rating for s in table))
            for s in table:
                waits.append(now - waiting.pop(s.key)[1])
    return waits, spreads


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else float("nan")


def main() -> None:
    print("A round over 10,000 seekers (best of 5):")
    for size in (2, 4, 6):
        print(f"  tables of {size}: {round_ms(size):6.1f} ms")
    print(f"\nA pool for an hour, a round every {ROUND_SECONDS:g} s (tables of 2):")
    print(f"  {'arrivals/s':>10} {'tables':>7} {'wait p50':>9} {'wait p90':>9} "
          f"{'gap p50':>8} {'gap p90':>8}")
    for rate in RATES:
        waits, spreads = simulate(rate)
        print(f"  {rate:>10g} {len(spreads):>7} {statistics.median(waits):>8.1f}s "
              f"{pct(waits, 90):>8.1f}s {statistics.median(spreads):>8.0f} {pct(spreads, 90):>8.0f}")


if __name__ == "__main__":
    main()
