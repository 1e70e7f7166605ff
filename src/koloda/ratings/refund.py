"""Refunds after a cheat is marked (docs/moderation.md, "Refunds"): what the cheat's victims
get back and what the cheat keeps, as pure arithmetic on the shown scale. The server reads the
games and writes the results (server/moderation/).

The idea is lichess's (lila's mod module refunds the opponents of a player marked for engine
use); the arithmetic here is restated for tables of more than two:

1. The games: the cheat's rated games in the pool within `WINDOW_DAYS`, the latest
   `MAX_GAMES` of them.
2. A victim in a game is another seat that finished behind the cheat, lost rating there, and
   was not provisional after it (a provisional rating moves a lot and settles by itself). Of
   what they lost, the cheat's share is the loss divided by the seats that finished ahead of
   them: in a duel all of it, at a Durak table of four where two finished ahead, half.
3. Per victim, over the games: `lost`, the shares added up, and `top`, the highest rating they
   had before any of those games.
4. What they get back: `lost`, less half of whatever they have climbed since past where the
   refund would leave them (`lost + current - top`, when above 0): points already won back
   are not given twice. Never more than `SLACK` above their highest rating ever (`CAP_UNKNOWN`
   when no highest is known), never more than `CAP`, never below 0.
5. The cheat's own rating in the pool goes back to where it stood before the first of those
   games, if it is higher now (`undone`); a cheat who lost meanwhile keeps the lower rating.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: how far back a mark reaches: lila looks 5 days back; a card game's reports come slower (a
#: table's report waits for a moderator), and farming runs over weeks
WINDOW_DAYS = 30
#: the most recent rated games of the cheat looked at (the farming of issue 43 took 70)
MAX_GAMES = 100
#: the most one victim gets back from one mark (lila's figure)
CAP = 150
#: a refund never takes a victim more than this above their highest rating ever (lila's)
SLACK = 20
#: the cap when no highest rating is known (lila's)
CAP_UNKNOWN = 100


@dataclass(frozen=True)
class Seat:
    """One seat of a rated game as the rating history keeps it, with its place (1 is best,
    ties equal: `koloda.ratings.order_of_finish`)."""

    account_id: int
    before: int
    after: int
    provisional: bool
    place: int


@dataclass(frozen=True)
class Loss:
    """What one victim lost to the cheat over the games: the shares added up, and the highest
    rating they had before any of those games."""

    victim: int
    lost: float
    top: int


def places_from_changes(changes: Sequence[tuple[int, int]]) -> list[int]:
    """Places for a game whose order of finish is not known, from each seat's (before, after):
    the larger gain ahead, equal gains tied. A stand-in only (a rated table keeps its ranks)."""
    deltas = [after - before for before, after in changes]
    return [1 + sum(1 for other in deltas if other > mine) for mine in deltas]


def losses(cheat: int, games: Iterable[Sequence[Seat]]) -> dict[int, Loss]:
    """Each victim's loss to the cheat (the account `cheat`) over its games (each a game's
    seats, the cheat among them): rules 2 and 3 of the module's docstring."""
    found: dict[int, Loss] = {}
    for seats in games:
        mine = next((s for s in seats if s.account_id == cheat), None)
        if mine is None:
            continue
        for seat in seats:
            if (seat.account_id == cheat or seat.place <= mine.place or seat.provisional
                    or seat.after >= seat.before):
                continue
            ahead = sum(1 for s in seats if s.place < seat.place)
            share = (seat.before - seat.after) / ahead
            was = found.get(seat.account_id)
            found[seat.account_id] = Loss(
                seat.account_id, (was.lost if was else 0.0) + share,
                max(was.top, seat.before) if was else seat.before)
    return found


def points(loss: Loss, current: int, highest: int | None) -> int:
    """The points one victim gets back (rule 4): `current` is their rating now, `highest` the
    highest they ever had in the pool (None: not known)."""
    lost = round(loss.lost)
    climbed = max(0, lost + current - loss.top)
    give = lost - climbed // 2
    give = min(give, CAP_UNKNOWN if highest is None else highest - current + SLACK)
    return max(0, min(CAP, give))


def undone(current: int, before_first: int) -> int:
    """The cheat's rating once the mark takes back what they gained (rule 5)."""
    return min(current, before_first)
