"""Farming (docs/ratings.md, "Farming"): the rules that make a rating cost what it is worth.
Pure: each takes the facts of one rated game (how each seat ended, whether its rating was
provisional before it, the person's own moves, the networks their sessions came from) and
says what counts.

The attack they answer: a second account, made a minute before, sits at a rated duel and
leaves at once (or after a few moves), over and over; every game is a win for the first
account. lichess's answer, restated for koloda's tables:

- An abort: a game in which some person made fewer than two moves of their own is no rated
  game at all, for anyone (lichess aborts a game nobody really began). Whoever left it still
  earns a strike towards the leavers' pause (server/rated/service.py, `paused_until`).
- Nothing gained from a leaver who proves nothing: a seat that left or stalled, and was
  provisional before the game or shares a network with the people it lost to, is taken out
  of their update (it loses as it would; they gain nothing from it). A settled stranger who
  rage-quits still gives their winner the full win.
- A flag, never a verdict: the account that keeps meeting such leavers (lichess's
  "boosting" watch, which reports a player whose opponents keep losing in a few moves) is
  put before the moderators, with its tables.
- A gate counts only what was earned slowly: a settled rating over enough rated games.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .order import LEFT, LOSSES
from .scale import provisional, shown
from .update import Rating, rate

#: a rated game is aborted unless every person at it made this many moves of their own
MIN_MOVES = 2
#: how a seat's history row reads after an aborted game (no rating changed)
ABORTED = "aborted"
#: a rating gate (a tournament's minimum rating) counts a rating only over this many rated
#: games in the pool, and only once it is no longer provisional: the leaderboard's own bar
#: (server/rated/api.py), past the 16 duels after which half of all ratings have settled
GATE_GAMES = 20
#: the moderators hear of an account at its FLAG_AT-th suspect game in FLAG_WINDOW, then at
#: every FLAG_EVERY more (lichess reports a booster at the fourth such game of its last seven)
FLAG_AT = 4
FLAG_EVERY = 10
FLAG_WINDOW = 7 * 24 * 3600.0
#: the kind of the moderators' flag (`bus.Flagged.kind`)
FLAG_KIND = "boosting"


@dataclass(frozen=True)
class Seat:
    """What the rules need to know of one seat of a rated game."""

    #: how the game ended for it (koloda.ratings.order's endings)
    ended: str
    #: its rating in the pool was provisional before this game
    provisional: bool = False
    #: moves its person made themselves (not their timer's, nor a bot's after they left)
    moves: int = MIN_MOVES
    #: the coarse networks its person's sessions came from
    networks: frozenset[str] = field(default_factory=frozenset)
    #: its change of shown rating (a game read back from the history; 0 when unknown)
    delta: int = 0


def aborted(seats: Sequence[Seat]) -> bool:
    """Whether a game that ended so is aborted: some person made fewer than two moves."""
    return any(s.moves < MIN_MOVES for s in seats)


def abort_sealed(seats: Sequence[Seat]) -> bool:
    """Whether the game is sure to be aborted before it ends: a person left it (their seat is
    a bot's now, they move no more) before their second move. Leaving it then costs the
    others nothing."""
    return any(s.ended == LEFT and s.moves < MIN_MOVES for s in seats)


def shares_network(a: Seat, b: Seat) -> bool:
    return bool(a.networks & b.networks)


def proves_nothing(seats: Sequence[Seat], loser: int) -> bool:
    """Whether seat `loser` left or stalled and its loss proves nothing to the others: it was
    provisional, or it shares a network with someone who played on."""
    s = seats[loser]
    if s.ended not in LOSSES:
        return False
    return s.provisional or any(shares_network(s, o) for i, o in enumerate(seats)
                                if i != loser and o.ended not in LOSSES)


def rate_game(before: Sequence[Rating], places: Sequence[int],
              seats: Sequence[Seat]) -> list[Rating | None]:
    """Everyone's new rating after a rated game (None: unchanged, the game does not count for
    that seat). An aborted game counts for nobody. A leaver whose loss proves nothing loses as
    usual, and the others are rated among themselves as if it had never sat down (none of
    them gains by it; with fewer than two of them left, they are unchanged)."""
    if aborted(seats):
        return [None] * len(seats)
    full = rate(before, places)
    out = [i for i in range(len(seats)) if proves_nothing(seats, i)]
    if not out:
        return list(full)
    rest = [i for i in range(len(seats)) if i not in out]
    after: list[Rating | None] = [None] * len(seats)
    for i in out:
        after[i] = full[i]
    if len(rest) >= 2:
        for i, new in zip(rest, rate([before[i] for i in rest], [places[i] for i in rest]),
                          strict=True):
            after[i] = new
    return after


def suspects(seats: Sequence[Seat], gainer: int) -> list[int]:
    """The seats of a game that make it suspect for `gainer`, who played it to the end: a
    leaver whose loss proves nothing (aborted game or not), or a provisional player of the
    gainer's network who lost rating to it (a game thrown by playing badly)."""
    g = seats[gainer]
    if g.ended in LOSSES:
        return []
    found = []
    for i, s in enumerate(seats):
        if i == gainer:
            continue
        left = s.ended in LOSSES and (s.provisional or shares_network(g, s))
        thrown = s.provisional and shares_network(g, s) and s.delta < 0 < g.delta
        if left or thrown:
            found.append(i)
    return found


def suspect_games(account: int, games: Iterable[Sequence[tuple[int, Seat]]]) -> list[int]:
    """Which of an account's games (each a list of (account, seat)) are suspect for it, by
    their index; the count of these is what raises a flag."""
    found = []
    for n, game in enumerate(games):
        seats = [s for _a, s in game]
        mine = [i for i, (a, _s) in enumerate(game) if a == account]
        if mine and suspects(seats, mine[0]):
            found.append(n)
    return found


def flag_due(count: int) -> bool:
    """Whether an account's `count`-th suspect game of the window is the one to flag: the
    FLAG_AT-th, then every FLAG_EVERY more (a moderator hears it goes on, not of every game)."""
    return count == FLAG_AT or (count > FLAG_AT and (count - FLAG_AT) % FLAG_EVERY == 0)


def gate_rating(rating: Rating | None) -> int | None:
    """The rating a gate (a tournament's minimum) counts: the shown rating once it is settled
    over at least GATE_GAMES rated games in the pool; None before."""
    if rating is None or rating.games < GATE_GAMES or provisional(rating.sigma):
        return None
    return shown(rating.mu)
