"""The collusion detector measured by simulation (`koloda study collusion`, docs/fair-play.md).

A *club* is six players who play Durak together again and again: each game seats three to six
of them, drawn at random, in a random order (online tables are joined, not booked), under the
club's options (the transfer game in half the clubs). Each player is a bot of a ladder level
(`koloda.bots.levels`: Beginner ... Expert), drawn per player. In a colluding club two of the
six are partners: whenever both are seated each plays as a `Colluder` sparing the other; in an
honest club nobody colludes. A club plays until each of its fifteen pairs has shared `games`
games; after every game the detector (`collusion.Tally`) scores each pair seated in it, as a
server that checks after every game would, and a pair counts as flagged by its k-th shared
game if any check up to then flagged it. So the false positives are those of checking after
every game, not of one look.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from koloda.bots.levels import ladder_for
from koloda.bots.registry import make_bot
from koloda.core import Agent, games, play_match
from koloda.sim.stats import wilson

from .colluder import Colluder
from .collusion import EACH_Z, FLAG_Z, TableGame, Tally, scan

#: the shared games after which the share flagged is reported
CHECKPOINTS = (20, 50, 100)
CLUB = 6  # players in a club
TABLE_SIZES = (3, 4, 5, 6)
#: the levels played unless asked otherwise: the Expert (a search, about 3 s of a core a game)
#: would make the run take a day
DEFAULT_LEVELS = ("beginner", "casual", "skilled", "strong")
COLLUDERS = "colluders"  # the pair colludes
MIXED = "mixed"  # one of the two colludes, with somebody else
HONEST = "honest"  # neither colludes


@dataclass
class PairResult:
    """One pair of a club: what it is, its players' levels, after which shared game it was
    first flagged (None: never, within the study's games) and its score at each checkpoint."""

    kind: str
    levels: tuple[str, str]
    flagged_at: int | None
    z: dict[int, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "levels": list(self.levels), "flagged_at": self.flagged_at,
                "z": {str(k): round(v, 2) for k, v in self.z.items()}}


@dataclass
class ClubResult:
    pairs: list[PairResult]
    games: int


@dataclass
class CollusionStudy:
    """The pairs of every club, and how the study was run (`spare`: the colluders' chance to
    spare at each decision)."""

    games: int
    clubs: int
    honest_clubs: int
    seed: int
    levels: tuple[str, ...]
    spare: float
    pairs: list[PairResult]
    games_played: int
    seconds: float

    def checkpoints(self) -> list[int]:
        return sorted({k for k in CHECKPOINTS if k <= self.games} | {self.games})

    def flagged(self, kinds: Sequence[str], by: int, level: str | None = None) -> tuple[int, int]:
        """(flagged by the `by`-th shared game, pairs) among pairs of these kinds; with
        `level`, only colluding pairs whose weaker player is at that level."""
        chosen = [p for p in self.pairs if p.kind in kinds
                  and (level is None or self.weaker(p) == level)]
        hits = sum(1 for p in chosen if p.flagged_at is not None and p.flagged_at <= by)
        return hits, len(chosen)

    def first_flags(self) -> tuple[list[int], int]:
        """The shared game at which each colluding pair was first flagged, in order, and how
        many colluding pairs never were."""
        colluders = [p.flagged_at for p in self.pairs if p.kind == COLLUDERS]
        return sorted(k for k in colluders if k is not None), colluders.count(None)

    def weaker(self, pair: PairResult) -> str:
        return min(pair.levels, key=self.levels.index)

    def rows(self) -> list[tuple[str, tuple[str, ...], str | None]]:
        """The table's rows: (label key, the kinds counted, a level or None)."""
        rows: list[tuple[str, tuple[str, ...], str | None]] = [("colluders", (COLLUDERS,), None)]
        present = {self.weaker(p) for p in self.pairs if p.kind == COLLUDERS}
        rows += [(f"colluders-{lv}", (COLLUDERS,), lv) for lv in self.levels if lv in present]
        rows += [("honest", (HONEST,), None), ("mixed", (MIXED,), None),
                 ("not-colluding", (HONEST, MIXED), None)]
        return rows

    def to_json(self) -> dict[str, Any]:
        table = []
        for label, kinds, level in self.rows():
            cells = {}
            for k in self.checkpoints():
                hits, n = self.flagged(kinds, k, level)
                lo, hi = wilson(hits, n) if n else (0.0, 0.0)
                cells[str(k)] = {"flagged": hits, "pairs": n, "share": hits / n if n else None,
                                 "interval": [lo, hi]}
            table.append({"pairs": label, "level": level, "by_shared_games": cells})
        return {"study": "collusion", "game": "durak", "games": self.games, "clubs": self.clubs,
                "honest_clubs": self.honest_clubs, "seed": self.seed,
                "levels": list(self.levels), "spare": self.spare, "thresholds": {"pair": -FLAG_Z, "each": -EACH_Z},
                "games_played": self.games_played, "seconds": round(self.seconds, 1),
                "table": table, "pairs": [p.to_json() for p in self.pairs]}


def level_specs(keys: Sequence[str]) -> dict[str, str]:
    """The bot spec of each level key of Durak's ladder, in the ladder's order; an unknown
    key raises KeyError with the key."""
    ladder = {lv.key: lv.spec for lv in ladder_for(games()["durak"])}
    for key in keys:
        if key not in ladder:
            raise KeyError(key)
    return {key: ladder[key] for key in ladder if key in keys}


def play_club(index: int, colluding: bool, games_per_pair: int, seed: int,
              levels: dict[str, str], spare: float = 1.0) -> ClubResult:
    """One club's games, scored after each (the module's docstring)."""
    game = games()["durak"]
    rng = random.Random(f"collusion:{seed}:{index}")
    options = {"transfer": rng.random() < 0.5}
    keys = list(levels)
    level = [rng.choice(keys) for _ in range(CLUB)]
    members = [f"{index}:{m}" for m in range(CLUB)]
    pairs = [(a, b) for a in range(CLUB) for b in range(a + 1, CLUB)]
    results = {
        (a, b): PairResult(COLLUDERS if colluding and (a, b) == (0, 1)
                           else MIXED if colluding and a < 2 else HONEST,
                           (level[a], level[b]), None)
        for a, b in pairs}
    tally = Tally()
    played = 0
    while any(tally.shared.get(frozenset((members[a], members[b])), 0) < games_per_pair
              for a, b in pairs):
        seated = rng.sample(range(CLUB), rng.choice(TABLE_SIZES))
        agents: list[Agent] = [make_bot(levels[level[m]], game, rng.getrandbits(32))
                               for m in seated]
        if colluding and 0 in seated and 1 in seated:
            a, b = seated.index(0), seated.index(1)
            agents[a] = Colluder(agents[a], b, spare, rng.getrandbits(32))
            agents[b] = Colluder(agents[b], a, spare, rng.getrandbits(32))
        match = play_match(game, agents, options=options, seed=rng.getrandbits(64))
        played += 1
        players = tuple(members[m] for m in seated)
        tally.add(scan(TableGame(str(played), match.record, players), game), players)
        for i, a in enumerate(sorted(seated)):
            for b in sorted(seated)[i + 1:]:
                score = tally.score(members[a], members[b])
                shared, result = score.shared_games, results[(a, b)]
                if shared > games_per_pair:
                    continue
                if score.flagged and result.flagged_at is None:
                    result.flagged_at = shared
                if shared in CHECKPOINTS or shared == games_per_pair:
                    result.z[shared] = score.z
    return ClubResult(list(results.values()), played)


def run_collusion_study(games_per_pair: int = 100, clubs: int = 100, honest_clubs: int = 40,
                        seed: int = 0, workers: int = 1, levels: Sequence[str] = DEFAULT_LEVELS,
                        spare: float = 1.0,
                        progress: Callable[[int], Any] | None = None) -> CollusionStudy:
    """Every club's pairs (`clubs` colluding clubs, then `honest_clubs` honest ones), played on
    `workers` processes, the colluders sparing at the chance `spare`; `progress` is told the
    clubs done."""
    specs = level_specs(levels)
    started = time.perf_counter()
    tasks = [(i, i < clubs, games_per_pair, seed, specs, spare)
             for i in range(clubs + honest_clubs)]
    results: list[ClubResult | None] = [None] * len(tasks)
    if workers <= 1:
        for i, task in enumerate(tasks):
            results[i] = play_club(*task)
            if progress:
                progress(i + 1)
    else:
        with ProcessPoolExecutor(max_workers=workers,
                                 mp_context=multiprocessing.get_context()) as pool:
            pending: dict[Future[ClubResult], int] = {
                pool.submit(play_club, *task): i for i, task in enumerate(tasks)}
            done_count = 0
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    results[pending.pop(fut)] = fut.result()
                    done_count += 1
                    if progress:
                        progress(done_count)
    finished = [r for r in results if r is not None]
    return CollusionStudy(
        games_per_pair, clubs, honest_clubs, seed, tuple(specs), spare,
        [p for r in finished for p in r.pairs], sum(r.games for r in finished),
        time.perf_counter() - started)
