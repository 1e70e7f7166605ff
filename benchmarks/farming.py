"""Issue 43's farming attack against a real server, with farming's rules and without them
(docs/ratings.md, "Farming"): the figures that page publishes.

One attacker's account and, for each game, a fresh account from the same address: the fresh
account makes a rated duel of the toy trick game, the attacker joins, the fresh account starts
it and leaves at once (or after three moves of its own), and the attacker plays the game out
against the bot in the leaver's seat. All through the HTTP API and the table's socket of a
server in this process (SQLite), as tests/server/test_farming.py plays it. `--off` replaces
farming's rules by plain OpenSkill (the server as it was before them).

    PYTHONPATH=. .venv/bin/python benchmarks/farming.py [--off] [games]
"""

from __future__ import annotations

import sys
import tempfile

import tests.server.conftest  # noqa: F401  (registers the toy game)
from tests.server import test_farming as played
from tests.server.helpers import running_hub
from tests.server.people import rated_toy

from koloda.ratings import farming, rate


def main() -> None:
    off = "--off" in sys.argv
    games = int(next((a for a in sys.argv[1:] if a.isdigit()), played.GAMES))
    if off:
        farming.rate_game = lambda before, places, seats: rate(before, places)  # type: ignore[assignment]
    with rated_toy(), tempfile.TemporaryDirectory() as d, \
            running_hub(f"sqlite:///{d}/farming.db", limits=played.LOOSE) as site:
        for moves in (0, 3):
            _me, after = played.attack(site, moves, games)
            marks = {n: after[n - 1] for n in (10, 20, 50, games) if n <= games}
            print(f"{'without' if off else 'with'} the rules, leaving after {moves} moves: "
                  + ", ".join(f"after {n} games {r}" for n, r in marks.items()))


if __name__ == "__main__":
    main()
