"""Training's Durak games played side by side in the C batch (`koloda.rl.batch.DurakBatch`).

Each row of the batch holds one game, and each of its seats is played by the network or by a
bot the batch holds: Durak's heuristic (`HeuristicBot`, any thrift, restated in C and held equal
to it move for move) or the random bot (`RandomBot`'s way: an optional offer declined half of
the time, else a uniformly random legal index). Every step the network scores the rows where it
is offered the decision in one forward pass, the heuristic's rows take `heuristic_actions()`, and
the random rows draw from their masks. The games follow the learning environments' offering
order (`koloda.rl.turns`), as `koloda.rl.train`'s one-at-a-time games do, so a game dealt alike
(`deal_like`) with the same choices of the network is the same game in both.

`koloda.rl.train` plays its self-play (`self_play_games`), its games against its rivals
(`rival_games`), its scores against a bot (`batched_score`) and a heuristic teacher's games for
imitation (`play_series`) here whenever `batch_bots` says the batch holds every bot.
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np
import torch

from .batch_core import random_bot_choices, uniform_legal
from .encodings import Encoding

#: a game still going after this many decisions is abandoned (see `koloda.rl.train`)
MAX_DECISIONS = 5_000
#: rows of the batch for a fixed series of games (fewer when the series is shorter)
SERIES_WIDTH = 256

Sample = tuple[np.ndarray, int, int]  # observation, action index, seat
#: the network: observations (n, obs_size) -> values (n, n_actions)
Net = Callable[[torch.Tensor], torch.Tensor]

# What plays a seat of a row (the row's entry in `BatchedGames.role`): the network, the random
# bot, or (0 and up) the heuristic with the thrift of that number in `BatchedGames.thrifts`; a
# row that idles (its series played out) is stepped by the plain heuristic, the cheapest choice.
NETWORK, RANDOM, IDLE = -1, -2, -3


@dataclass(frozen=True)
class BatchBot:
    """A bot the batch plays: Durak's heuristic with its `thrift`, or (None) the random bot."""

    thrift: float | None = None


def batch_bots(enc: Encoding, specs: Sequence[str]) -> list[BatchBot] | None:
    """How the batch plays the bots `specs` in `enc`'s game; None where it cannot play them all
    (another game than Durak, the C module not built, or a bot it does not hold)."""
    from .batch import batch_thrifts

    thrifts = batch_thrifts(enc.game, specs)
    return None if thrifts is None else [BatchBot(thrift) for thrift in thrifts]


@dataclass(frozen=True)
class Lineup:
    """One game for a row: who plays each seat (None: the network), the seats whose decisions
    that had a choice are kept, the `DurakGame.new` seed to deal it as (None: the row's own
    deal generator) and a number that names it in what comes out."""

    players: tuple[BatchBot | None, ...]
    keep: frozenset[int]
    deal: int | None = None
    number: int = 0


@dataclass
class Played:
    """A finished game: its line-up's number, the kept decisions (with each one's legal indices,
    a 0/1 row, when the batch keeps masks), and each seat's reward in [-1, 1] (1 first, -1
    last); an abandoned game (`MAX_DECISIONS`) has no decisions and `abandoned` set."""

    number: int
    samples: list[Sample]
    rewards: tuple[float, ...]
    masks: list[np.ndarray] = field(default_factory=list)
    abandoned: bool = False


class BatchedGames:
    """Games stepped side by side, one a row, their line-ups taken from `lineups` as rows come
    free; a row idles once `lineups` runs out. Games come out as they end (`next_game`,
    `play_out`): each network decision is that of the weights current when it was made, as
    DouZero's actors lag the learner."""

    def __init__(self, enc: Encoding, rows: int, seed: int, lineups: Iterator[Lineup],
                 keep_masks: bool = False) -> None:
        from .batch import DurakBatch

        self.batch = DurakBatch(games=rows, players=enc.players, options=enc.options, seed=seed)
        self.players, self.keep_masks = enc.players, keep_masks
        self.lineups = lineups
        self.rng = np.random.default_rng(seed)
        self.thrifts: list[float] = []  # the heuristic's thrifts met so far (role k: thrifts[k])
        self.role = np.full((rows, enc.players), IDLE, dtype=np.int64)
        self.keep = np.zeros((rows, enc.players), dtype=bool)
        self.number = np.zeros(rows, dtype=np.int64)
        self.live = np.zeros(rows, dtype=bool)  # rows whose game is wanted
        self.decisions = np.zeros(rows, dtype=np.int64)
        self.pending: list[list[Sample]] = [[] for _ in range(rows)]
        self.pending_masks: list[list[np.ndarray]] = [[] for _ in range(rows)]
        self.done: deque[Played] = deque()
        self.batch.reset()
        for row in range(rows):
            self._load(row)
        self.obs, self.mask, self.seats = self.batch.observe()

    def next_game(self, net: Net | None, epsilon: float) -> Played | None:
        """The next finished game (None when every line-up has been played out); `net` plays
        the network's seats, a random legal index with probability `epsilon`."""
        while not self.done:
            if not self.live.any():
                return None
            self._step(net, epsilon)
        return self.done.popleft()

    def play_out(self, net: Net | None, epsilon: float = 0.0) -> list[Played]:
        """Every remaining game of a finite series, in the order of their numbers."""
        played = []
        while (game := self.next_game(net, epsilon)) is not None:
            played.append(game)
        return sorted(played, key=lambda p: p.number)

    def _load(self, row: int) -> bool:
        """Give `row` its next line-up (dealt as it says, else the game the batch dealt there;
        the row idles when none is left). True when the row was dealt again here: the
        observations must be refreshed (`observe`)."""
        self.pending[row], self.pending_masks[row], self.decisions[row] = [], [], 0
        lineup = next(self.lineups, None)
        if lineup is None:
            self.live[row], self.role[row], self.keep[row] = False, IDLE, False
            return False
        if lineup.deal is not None:
            self.batch.deal_like(row, lineup.deal)
        self.live[row], self.number[row] = True, lineup.number
        self.role[row] = [self._role(bot) for bot in lineup.players]
        self.keep[row] = [seat in lineup.keep for seat in range(self.players)]
        return lineup.deal is not None

    def _role(self, bot: BatchBot | None) -> int:
        if bot is None:
            return NETWORK
        if bot.thrift is None:
            return RANDOM
        if bot.thrift not in self.thrifts:
            self.thrifts.append(bot.thrift)
        return self.thrifts.index(bot.thrift)

    def _choose(self, net: Net | None, epsilon: float) -> np.ndarray:
        """Each row's index from the player of the seat offered the decision."""
        obs, mask = self.obs, self.mask
        role = self.role[np.arange(len(mask)), self.seats]
        chosen = np.full(len(mask), self.batch.decline, dtype=np.int64)
        rows = np.flatnonzero(role == NETWORK)
        if len(rows):
            if net is None:
                raise ValueError("a network's seat is offered and no network was given")
            with torch.no_grad():
                q = net(torch.from_numpy(obs[rows])).numpy()
            legal = mask[rows]
            chosen[rows] = np.where(legal != 0, q, -np.inf).argmax(axis=1)
            explore = self.rng.random(len(rows)) < epsilon
            if explore.any():
                chosen[rows[explore]] = uniform_legal(legal[explore], self.rng)
        heuristic: dict[float, np.ndarray] = {}  # each thrift's choices, made once a step
        for k, thrift in [*enumerate(self.thrifts), (IDLE, 1.0)]:
            here = role == k
            if here.any():
                if thrift not in heuristic:
                    heuristic[thrift] = self.batch.heuristic_actions(thrift)
                chosen[here] = heuristic[thrift][here]
        rows = np.flatnonzero(role == RANDOM)
        if len(rows):
            chosen[rows] = random_bot_choices(mask[rows], self.batch.decline, self.rng)
        return chosen

    def _step(self, net: Net | None, epsilon: float) -> None:
        chosen = self._choose(net, epsilon)
        seats = self.seats
        kept = self.keep[np.arange(len(seats)), seats] & (self.mask.sum(axis=1) > 1)
        for i in np.flatnonzero(kept):  # nothing to learn from a forced move
            self.pending[i].append((self.obs[i].copy(), int(chosen[i]), int(seats[i])))
            if self.keep_masks:
                self.pending_masks[i].append((self.mask[i] != 0).astype(np.uint8))
        self.obs, self.mask, self.seats, rewards, done = self.batch.step(chosen)
        self.decisions += 1
        dealt = False
        for i in np.flatnonzero(done):
            if self.live[i]:
                self.done.append(Played(int(self.number[i]), self.pending[i],
                                        tuple(float(r) for r in rewards[i]),
                                        self.pending_masks[i]))
                dealt |= self._load(int(i))
        self.decisions[done != 0] = 0  # idle rows' too (`_load` resets a live row's)
        stuck = np.flatnonzero(self.decisions >= MAX_DECISIONS)
        for i in stuck:
            if self.live[i]:
                self.done.append(Played(int(self.number[i]), [], (0.0,) * self.players,
                                        abandoned=True))
            self.batch.deal_again(int(i))
            self._load(int(i))
        if dealt or len(stuck):
            self.obs, self.mask, self.seats = self.batch.observe()


def self_play_games(enc: Encoding, rows: int, seed: int) -> BatchedGames:
    """Self-play without end: every seat the network's, and every seat's decisions kept."""
    everyone = frozenset(range(enc.players))
    return BatchedGames(enc, rows, seed,
                        itertools.repeat(Lineup((None,) * enc.players, everyone)))


def rival_games(enc: Encoding, rows: int, seed: int, rivals: Sequence[BatchBot],
                first_seat: int = 0) -> BatchedGames:
    """Games without end where the network holds one seat (each in turn, from `first_seat`)
    and every other seat is one of `rivals`, drawn for each seat and game; only the network's
    decisions are kept."""
    pick = random.Random(seed)

    def lineups() -> Iterator[Lineup]:
        for n in itertools.count():
            mine = (first_seat + n) % enc.players
            yield Lineup(tuple(None if s == mine else pick.choice(rivals)
                               for s in range(enc.players)), frozenset((mine,)))

    return BatchedGames(enc, rows, seed, lineups())


def play_series(enc: Encoding, lineups: Sequence[Lineup], net: Net | None = None,
                keep_masks: bool = False, seed: int = 0) -> list[Played]:
    """Every game of `lineups` played out (the network greedy; random seats drawing from
    `seed`), in the order of their numbers."""
    rows = max(1, min(SERIES_WIDTH, len(lineups)))
    return BatchedGames(enc, rows, seed % (1 << 31), iter(lineups), keep_masks).play_out(net)


def batched_score(net: Net, enc: Encoding, opponent: BatchBot, games: int, seed: int) -> float:
    """`koloda.rl.train.score_against` in the batch: game `g` dealt as `DurakGame.new(seed + g)`,
    the network greedy in seat `g % players`; the mean of its `Outcome.rewards` (0 last .. 1
    first) over the games not abandoned."""
    lineups = [Lineup(tuple(None if s == g % enc.players else opponent
                            for s in range(enc.players)), frozenset(), deal=seed + g, number=g)
               for g in range(games)]
    paid = [(p.rewards[p.number % enc.players] + 1.0) / 2.0
            for p in play_series(enc, lineups, net, seed=seed) if not p.abandoned]
    return sum(paid) / max(1, len(paid))


__all__ = ["MAX_DECISIONS", "BatchBot", "BatchedGames", "Lineup", "Played", "Sample",
           "batch_bots", "batched_score", "play_series", "rival_games", "self_play_games",
           "uniform_legal"]
