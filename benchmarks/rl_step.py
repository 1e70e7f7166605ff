"""Where a learning environment's step goes: the Durak rules alone, then with the turn order,
the observation, the mask, and the whole PettingZoo step (the `koloda bench` row), beside
RLCard's UNO `env.step` when installed. Each layer adds to the one before, on the same games.
Last, the batched environment (`koloda.rl.batch`: the same steps in C, 256 games a call), the
other `koloda bench` row.

    .venv/bin/python benchmarks/rl_step.py [seconds] [players]
"""

from __future__ import annotations

import random
import sys
import time

from koloda.core import get_game
from koloda.rl.encodings import encoding_for
from koloda.rl.turns import TurnOrder
from koloda.sim import peers
from koloda.sim.bench import BATCH_GAMES, batch_steps, env_steps


def layered(players: int, seconds: float, layer: int) -> float:
    """Decisions a second with layers 0 (rules) .. 3 (+ turn order, + observation, + mask)."""
    game = get_game("durak")
    enc = encoding_for(game, players)
    rng = random.Random(0)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, None, games)
        turns = TurnOrder()
        while True:
            if layer == 0:
                if state.is_over():
                    break
                seat = state.to_move()
                legal = state.legal_actions(seat)
                state.perform(seat, legal[rng.randrange(len(legal))])
            else:
                found = turns.next(state)
                if found is None:
                    break
                seat, _optional = found
                legal = turns.legal
                if layer >= 2:
                    enc.encode(state, seat)
                if layer >= 3:
                    enc.mask(state, seat, False, legal)
                state.perform(seat, legal[rng.randrange(len(legal))])
                turns.moved()
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    names = ("rules: to_move + legal_actions + perform", "+ turn order (optional actors asked)",
             "+ observation (encode)", "+ mask")
    for layer, name in enumerate(names):
        print(f"durak {players}p {name:<44} {layered(players, seconds, layer):>10,.0f} /s")
    print(f"durak 2p PettingZoo env.step + observation + mask {'':<8}"
          f"{env_steps(seconds=seconds)['steps_per_second']:>10,.0f} /s")
    print(f"durak 2p batched env.step + observation + mask ({BATCH_GAMES} games) "
          f"{batch_steps(seconds=seconds)['steps_per_second']:>10,.0f} /s")
    uno = peers.rlcard_uno(seconds)
    figure = uno["actions_per_second"]
    print(f"rlcard uno env.step {'':<38}" + (f"{figure:>10,.0f} /s" if figure else uno["note"]))


if __name__ == "__main__":
    main()
