"""Card Ball's Expert with its early stop (a simulated pot worth `--enough` or more is played
without trying the rest of its 28 candidates) against an opponent: by default the same Expert
trying every candidate, or any strength (`--against 3` for Skilled). Two players, each deal
played twice with the seats swapped; the Expert's score with its 95% interval, and the CPU a
game. Issue 48 (docs/bots.md, "Card Ball: the Expert's early stop").

    .venv/bin/python benchmarks/card_ball_stop.py --deals 200                 # 400 games
    .venv/bin/python benchmarks/card_ball_stop.py --deals 100 --against 3     # against Skilled
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals, each played twice")
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--enough", type=float, default=2.5, help="the Expert's stop")
    parser.add_argument("--against", default="all",
                        help='"all": the Expert trying every candidate; else a strength 1-4')
    args = parser.parse_args()

    from koloda.core import get_game, play_match
    from koloda.games.card_ball import physics
    from koloda.games.card_ball.bots import CardBallBot
    from koloda.sim.stats import wilson

    physics.warm()
    game = get_game("card_ball")

    def expert(seed: int) -> CardBallBot:
        bot = CardBallBot(seed, "4")
        bot.level = replace(bot.level, enough=args.enough)
        return bot

    def opponent(seed: int) -> CardBallBot:
        if args.against != "all":
            return CardBallBot(seed, args.against)
        bot = CardBallBot(seed, "4")
        bot.level = replace(bot.level, enough=None)
        return bot

    score, games, cpu = 0.0, 0, 0.0
    for deal in range(args.first, args.first + args.deals):
        for seat in (0, 1):  # the Expert's seat
            agents = [opponent(2 * deal + 2), opponent(2 * deal + 2)]
            agents[seat] = expert(2 * deal + 1)
            began = time.process_time()
            outcome = play_match(game, agents, seed=deal).state.outcome()
            cpu += time.process_time() - began
            assert outcome is not None
            score += outcome.rewards()[seat]
            games += 1
        low, high = wilson(score, games)
        print(f"\r{games} games: the Expert stopping at {args.enough} scores "
              f"{100 * score / games:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)", end="",
              flush=True)
    print(f"\n{cpu / games:.2f} s of CPU a game")


if __name__ == "__main__":
    main()
