"""Measure the peer libraries alone: OpenSpiel's crazy_eights and RLCard's uno, random play
through their own APIs (``pip install 'koloda[peers]'``; a missing one is reported, not fatal).

    .venv/bin/python benchmarks/peers.py [seconds]
"""

from __future__ import annotations

import sys

from koloda.sim.peers import measure_all


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    for row in measure_all(seconds):
        if row["actions_per_second"] is None:
            print(f"{row['name']:<26} {row['note']}")
        else:
            print(f"{row['name']:<26} {row['actions_per_second']:>12,.0f} actions/s "
                  f"{row['games_per_second']:>9,.1f} games/s "
                  f"{row['actions_per_game']:>7.1f} actions/game  ({row['note']})")


if __name__ == "__main__":
    main()
