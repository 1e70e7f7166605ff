"""An arena of bots, simulated (docs/tournaments.md, "Simulation"): does the arena rank
players of different strength in order, and does it seat everyone who waits at once?

Players are bots of a game's levels (koloda.bots.levels), each standing for a person of that
level with the level's rating. Time is simulated: a round of arena pairing every
`ROUND_SECONDS`, and a game lasts its moves times `SECONDS_PER_MOVE`; each game is really
played (koloda.core.play_match), at once, and its result enters the records when its time is
up. A game still going when the arena ends does not count (as on lichess).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from koloda.bots.levels import ladder_for
from koloda.bots.registry import make_bot
from koloda.core import derive_seed, get_game, play_match
from koloda.ratings.order import FINISHED

from .arena import Waiting, pair_arena
from .points import ARENA, PATIENCE, Result, Rules
from .standings import Standing, standings

#: how often the arena pairs whoever waits (seconds)
ROUND_SECONDS = 2.0
#: a move's time in the simulation: people's moves in a card game take a second or three
SECONDS_PER_MOVE = 2.0
#: after a game a person looks at the standings for a while: up to this long (seconds)
PAUSE = 10.0
#: the cheapest levels of Durak (the heuristic with slips, and the heuristic)
LEVELS = ("beginner", "casual", "skilled")
#: each level's rating, as rated play's bot tables assume them (docs/pairing.md, "Bots")
RATINGS = {"beginner": 1100.0, "casual": 1300.0, "skilled": 1500.0, "strong": 1700.0,
           "expert": 1900.0}


@dataclass(frozen=True)
class Bot:
    """A simulated player: their key, their level's key and bot spec, their rating."""

    player: str
    level: str
    spec: str
    rating: float


@dataclass
class ArenaRun:
    """What a simulated arena did: the players, the records, the final standings, and for
    every seating the rounds its player had waited before it (`idle`: 0 when seated in the
    first round) and of those the rounds that left them waiting while someone else waited too
    (`waits`: a lone person cannot play, whatever the pairing)."""

    rules: Rules
    players: list[Bot]
    results: list[Result]
    table: list[Standing]
    waits: list[int] = field(default_factory=list)
    idle: list[int] = field(default_factory=list)
    rounds: int = 0

    def points_by_level(self) -> dict[str, float]:
        """The mean final points of each level's players, weakest level first."""
        level = {b.player: b.level for b in self.players}
        out: dict[str, list[float]] = {b.level: [] for b in self.players}
        for line in self.table:
            out[level[line.player]].append(float(line.points))
        return {k: statistics.mean(v) for k, v in out.items()}

    def mean_rank_by_level(self) -> dict[str, float]:
        level = {b.player: b.level for b in self.players}
        out: dict[str, list[int]] = {b.level: [] for b in self.players}
        for line in self.table:
            out[level[line.player]].append(line.rank)
        return {k: statistics.mean(v) for k, v in out.items()}

    def games_per_player(self) -> float:
        return statistics.mean(line.games for line in self.table)


def simulate_arena(game_id: str = "durak", players: int = 60, minutes: float = 20.0,
                   levels: Sequence[str] = LEVELS, size: int = 2, seed: int = 1,
                   joining: float = 2.0, pause: float = PAUSE,
                   patience: int = PATIENCE) -> ArenaRun:
    """An arena of `players` bots, the `levels` in turn, for `minutes` of simulated time; the
    players join at random in its first `joining` minutes (people come in one by one) and
    after each game come back to wait after a pause of up to `pause` seconds."""
    game = get_game(game_id)
    specs = {level.key: level.spec for level in ladder_for(game)}
    bots = [Bot(f"p{i:02d}", levels[i % len(levels)], specs[levels[i % len(levels)]],
                RATINGS[levels[i % len(levels)]]) for i in range(players)]
    by_key = {b.player: b for b in bots}
    rules = Rules(game_id, ARENA, size=size, seed=seed, patience=patience)
    end = minutes * 60.0
    results: list[Result] = []
    playing: list[tuple[float, int, Result]] = []  # (ends at, order started, result)
    rng = random.Random(derive_seed(seed, "joining"))
    arrivals = sorted((rng.uniform(0, joining * 60.0), b.player) for b in bots)  # and each return after a game
    waiting_since: dict[str, int] = {}  # round they began to wait
    waits: list[int] = []
    idle: list[int] = []
    passed_over: dict[str, int] = {}  # rounds left waiting while another waited too
    started = 0
    rounds = 0
    now = 0.0
    while now < end:
        while arrivals and arrivals[0][0] <= now:
            waiting_since[arrivals.pop(0)[1]] = rounds
        # games whose time is up enter the records, in the order they end
        playing.sort(key=lambda g: (g[0], g[1]))
        while playing and playing[0][0] <= now:
            _, _, result = playing.pop(0)
            results.append(result)
            for p in result.people():
                arrivals.append((now + rng.uniform(0, pause), p))
            arrivals.sort()
        waiting = [Waiting(p, by_key[p].rating, rounds - since)
                   for p, since in sorted(waiting_since.items())]
        tables, left = pair_arena(rules, waiting, results)
        for table in tables:
            agents = [make_bot(by_key[p].spec, game, derive_seed(seed, "bot", started, seat))
                      for seat, p in enumerate(table)]
            match = play_match(game, agents, seed=derive_seed(seed, "game", started))
            moves = sum(1 for seat, _ in match.record.actions if seat is not None)
            result = Result(tuple(table), tuple(match.outcome.ranks), moves,
                            (FINISHED,) * len(table))
            playing.append((now + moves * SECONDS_PER_MOVE, started, result))
            started += 1
            for p in table:
                idle.append(rounds - waiting_since.pop(p))
                waits.append(passed_over.pop(p, 0))
        if len(waiting) >= 2:
            for p in left:
                passed_over[p] = passed_over.get(p, 0) + 1
        rounds += 1
        now += ROUND_SECONDS
    table = standings(rules, [b.player for b in bots], results)
    return ArenaRun(rules, bots, results, table, waits, idle, rounds)
