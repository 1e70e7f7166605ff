"""Collusion at a Durak table: two players who spare each other, found in the records.

A player who spares a partner leaves one trace that the rules make measurable: he could have
added a card to the partner's bout (thrown in, or added to his own lead), or passed the attack
on to the partner (a transfer), and did not, while toward everybody else, in the same kind of
position, he does. So the detector

1. replays each record (`scan`) and lists every *chance*: a seat that could add a card to a
   defender's bout (an attack card of a rank on the table, the compulsory lead aside) or, as the
   defender, transfer the attack to the next player; one chance per seat, defender and bout
   (a transfer starts a new one), taken when the seat added a card after the chance arose;
2. sorts the chances by the kind of position (`stratum`: main attacker, other thrower or
   transfer; holding a cheap card, a plain one of rank 10 or lower; the stock empty; the
   defender taking), since how often anyone adds depends on these and not on who defends;
3. for each ordered pair (a toward b) compares a's chances toward b with a's chances toward
   everybody else in the same strata: a Cochran-Mantel-Haenszel test, whose score is the number
   of standard deviations a added fewer cards toward b than his own habit predicts
   (`direction`); the pair's score adds both directions (`PairScore.z`);
4. flags a pair (`detect`) whose combined score is at most -`FLAG_Z` and each of whose
   directions is at most -`EACH_Z` (both spare: one player who is merely shy toward another is
   not a pair), with the moves a moderator opens in the table's replay (`Evidence`).

The detector reads the records with every hand open (a moderator's replay shows them); the
players it judges never saw more than their seats. It is pure: records in, data out
(`CollusionFlag.to_json` is what the moderators' queue takes, docs/fair-play.md).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from koloda.core import Game, Record, games
from koloda.core.record import start
from koloda.games.durak.actions import Attack, Transfer
from koloda.games.durak.events import CODE

#: a flag needs the pair's combined score at or below minus this (about 3 in 100,000 by
#: chance alone for one pair looked at once)
FLAG_Z = 4.0
#: and each direction's at or below minus this: both players spare the other
EACH_Z = 2.0
#: moves of evidence given per direction, the most telling first
EVIDENCE_PER_DIRECTION = 12
#: a card "cheap" to throw in: a plain card of this rank or lower (ranks 6..14, ace high)
CHEAP_RANK = 10

MAIN = "main"  # the main attacker adding to his own lead
SIDE = "side"  # another thrower
TRANSFER = "transfer"  # the defender passing the attack on


@dataclass(frozen=True)
class TableGame:
    """One finished game as the detector takes it: the record, who sat in each seat (accounts,
    in seat order) and how a moderator finds it (a table's id, or a record's index)."""

    table: str
    record: Record
    players: tuple[str, ...]

    @classmethod
    def of(cls, record: Record, table: str) -> TableGame:
        """A record whose players are its meta's ``players`` (account ids) or else its seats."""
        players = record.meta.get("players") or record.seats
        return cls(table, record, tuple(str(p) for p in players))


@dataclass
class Chance:
    """A seat could add a card toward `toward` (or transfer to it) in one bout: where
    (`table`, the record's action index `move` that was played next, and `until`, the action
    that ended the bout or the defence), how (`stratum`, the cards it could use) and whether
    it did (`taken`)."""

    table: str
    move: int
    seat: int
    toward: int
    stratum: str
    cards: tuple[str, ...]
    taken: bool = False
    until: int = -1


def _cheap(cards: Iterable[int], trump: int) -> bool:
    return any(c & 3 != trump and c >> 2 <= CHEAP_RANK for c in cards)


def scan(game_record: TableGame, game: Game | None = None) -> list[Chance]:
    """Every chance in one Durak record, replayed with its checks (`koloda.core.record`)."""
    record = game_record.record
    game = game or games()["durak"]
    state: Any = start(record, game)
    decode = game.codec.decode
    found: list[Chance] = []
    open_: dict[tuple[int, bool], Chance] = {}
    bout = (state.bout, state.defender)
    for i, (seat, data) in enumerate(record.actions):
        action = decode(data)
        if state.attacks and not state.over:
            _open_chances(state, game_record.table, i, open_, found)
        if seat is not None and state.attacks and isinstance(action, Attack | Transfer):
            chance = open_.get((seat, isinstance(action, Transfer)))
            if chance is not None:
                chance.taken = True
        state.apply(seat, action)
        now = (state.bout, state.defender)
        if now != bout or state.over:
            for chance in open_.values():
                chance.until = i
            open_.clear()
            bout = now
    for chance in open_.values():  # a record cut short
        chance.until = len(record.actions) - 1
    return found


def _open_chances(state: Any, table: str, i: int, open_: dict[tuple[int, bool], Chance],
                  found: list[Chance]) -> None:
    """Open a chance for each actor who could first add a card (or transfer) at position `i`."""
    defender, trump = state.defender, state.trump
    for s in state.actors():
        if s == defender:
            if not state.transfer_allowed or (s, True) in open_:
                continue
            cards = [a.card for a in state.legal_actions(s) if isinstance(a, Transfer)]
            role, toward, endgame, taking = TRANSFER, state.next_in_play(s), not state.stock, False
        else:
            if (s, False) in open_:
                continue
            cards = [a.card for a in state.legal_actions(s) if isinstance(a, Attack)]
            role = MAIN if s == state.attacker else SIDE
            toward, endgame, taking = defender, not state.stock, state.taking
        if not cards:
            continue
        stratum = f"{role}/{'cheap' if _cheap(cards, trump) else 'dear'}" \
                  f"/{'end' if endgame else 'stock'}/{'taking' if taking else 'open'}"
        chance = Chance(table, i, s, toward, stratum, tuple(CODE[c] for c in cards))
        open_[(s, role == TRANSFER)] = chance  # keyed by seat and whether a transfer
        found.append(chance)


# -- the counts and the test ---------------------------------------------------------------

@dataclass
class Direction:
    """One player's chances toward another, against his own habit: `chances` and `added`
    toward the other, `expected` the cards his habit toward everybody else predicts, `z` the
    score (negative: he spared the other)."""

    source: str
    target: str
    chances: int
    added: int
    expected: float
    variance: float

    @property
    def z(self) -> float:
        return (self.added - self.expected) / math.sqrt(self.variance) if self.variance else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"from": self.source, "to": self.target, "chances": self.chances,
                "added": self.added, "expected": round(self.expected, 2), "z": round(self.z, 2)}


@dataclass
class PairScore:
    """Both directions of a pair and the games they shared; `z` adds both directions."""

    players: tuple[str, str]
    shared_games: int
    directions: tuple[Direction, Direction]

    @property
    def z(self) -> float:
        a, b = self.directions
        var = a.variance + b.variance
        return (a.added + b.added - a.expected - b.expected) / math.sqrt(var) if var else 0.0

    @property
    def flagged(self) -> bool:
        return self.z <= -FLAG_Z and all(d.z <= -EACH_Z for d in self.directions)


class Tally:
    """Counts of chances and cards added, per player, stratum and target, kept as games come
    (`add`), so that a pair can be scored after any game (`score`) without replaying."""

    def __init__(self) -> None:
        # (source, stratum) -> target -> [chances, added]; totals per (source, stratum)
        self.toward: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(dict)
        self.total: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        self.strata: dict[str, set[str]] = defaultdict(set)  # source -> strata seen
        self.shared: dict[frozenset[str], int] = defaultdict(int)

    def add(self, chances: Iterable[Chance], players: Sequence[str]) -> None:
        """One game's chances, its seats being `players`."""
        for c in chances:
            source, target = players[c.seat], players[c.toward]
            key = (source, c.stratum)
            cell = self.toward[key].setdefault(target, [0, 0])
            cell[0] += 1
            cell[1] += c.taken
            total = self.total[key]
            total[0] += 1
            total[1] += c.taken
            self.strata[source].add(c.stratum)
        seated = sorted(set(players))
        for i, a in enumerate(seated):
            for b in seated[i + 1:]:
                self.shared[frozenset((a, b))] += 1

    def direction(self, source: str, target: str) -> Direction:
        """`source` toward `target` against `source` toward everybody else, stratum by
        stratum (Cochran-Mantel-Haenszel: a stratum with no chance on either side says
        nothing)."""
        chances = added = 0
        expected = variance = 0.0
        for stratum in self.strata.get(source, ()):
            key = (source, stratum)
            n1, k1 = self.toward[key].get(target, (0, 0))
            if not n1:
                continue
            chances += n1
            added += k1
            n, k = self.total[key]
            n0 = n - n1
            if not n0 or n < 2:
                expected += k1  # nothing to compare with: it neither counts for nor against
                continue
            expected += n1 * k / n
            variance += n1 * n0 * k * (n - k) / (n * n * (n - 1))
        return Direction(source, target, chances, added, expected, variance)

    def score(self, a: str, b: str) -> PairScore:
        return PairScore((a, b), self.shared.get(frozenset((a, b)), 0),
                         (self.direction(a, b), self.direction(b, a)))

    def pairs(self) -> list[tuple[str, str]]:
        return sorted(tuple(sorted(p)) for p in self.shared)  # type: ignore[misc]


# -- the flag and its evidence -------------------------------------------------------------

@dataclass(frozen=True)
class Evidence:
    """One move a moderator opens: in `table`'s replay, before the record's action `move`,
    `seat` could add one of `cards` to the bout of `toward` (its partner), and by action
    `until` had not; `kind` is main (adding to his own lead), side (throwing in) or transfer."""

    table: str
    move: int
    until: int
    seat: int
    toward: int
    kind: str
    cards: tuple[str, ...]
    #: how often this player added a card toward everybody else in such a position
    habit: float

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "move": self.move, "until": self.until, "seat": self.seat,
                "toward": self.toward, "kind": self.kind, "cards": list(self.cards),
                "habit": round(self.habit, 3)}


@dataclass(frozen=True)
class CollusionFlag:
    """A pair flagged for a moderator: who, how strongly, and the moves that show it."""

    players: tuple[str, str]
    shared_games: int
    z: float
    directions: tuple[Direction, Direction]
    evidence: tuple[Evidence, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        """The form the moderators' queue takes (docs/fair-play.md, "The flag")."""
        return {"kind": "collusion", "game": "durak", "players": list(self.players),
                "shared_games": self.shared_games, "z": round(self.z, 2),
                "thresholds": {"pair": -FLAG_Z, "each": -EACH_Z},
                "directions": [d.to_json() for d in self.directions],
                "evidence": [e.to_json() for e in self.evidence]}


def detect(table_games: Iterable[TableGame], game: Game | None = None) -> list[CollusionFlag]:
    """The pairs of these games' players who spare each other, most certain first, each with
    its evidence. Every pair that shared a game is scored. The games are Durak's; a duel is
    left out (nobody else sits there to compare with)."""
    game = game or games()["durak"]
    tally = Tally()
    spared: dict[tuple[str, str], list[Chance]] = defaultdict(list)
    for tg in table_games:
        if len(tg.players) < 3:
            continue
        chances = scan(tg, game)
        tally.add(chances, tg.players)
        for c in chances:
            if not c.taken:
                spared[(tg.players[c.seat], tg.players[c.toward])].append(c)
    flags = []
    for a, b in tally.pairs():
        score = tally.score(a, b)
        if score.flagged:
            evidence = [*_evidence(tally, a, b, spared[(a, b)]),
                        *_evidence(tally, b, a, spared[(b, a)])]
            flags.append(CollusionFlag(score.players, score.shared_games, score.z,
                                       score.directions, tuple(evidence)))
    return sorted(flags, key=lambda f: f.z)


def _evidence(tally: Tally, source: str, target: str, spared: list[Chance]) -> list[Evidence]:
    """The chances `source` let pass toward `target` where his habit toward the others was to
    add a card most often: the moves that say most."""

    def habit(chance: Chance) -> float:
        key = (source, chance.stratum)
        n, k = tally.total[key]
        n1, k1 = tally.toward[key].get(target, (0, 0))
        return (k - k1) / (n - n1) if n > n1 else 0.0

    ranked = sorted(spared, key=lambda c: (-habit(c), c.table, c.move))
    return [Evidence(c.table, c.move, c.until, c.seat, c.toward, c.stratum.split("/")[0],
                     c.cards, habit(c)) for c in ranked[:EVIDENCE_PER_DIRECTION]]
