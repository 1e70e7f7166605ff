"""Rated tables (docs/ratings.md): who may start one, fair play while it is played, and the
ratings' updates when it ends. The rules themselves are `koloda.ratings` (pure); the database
side is `rated/db.py`.

- A table is rated when its table option `rated` is on; it starts only when every seat is a
  different person with an account, a turn timer is on, and its game and size have a rating
  pool. There are no take-backs in koloda, and hints are off at a rated table (analysis/hints.py).
- While it is played each rated seat's ending is followed: "left" (the person left, or the
  server handed their seat to a bot after a long absence, before their place was settled), "stalled" (the turn timer ran out
  three times in a row), "timed_out" (it ran out at least once, never three times in a row),
  else "finished". Leaving and stalling place the seat last. A tournament's table, rated or
  not, keeps its leaves the same way (its result places a leaver last: server/tournaments/service.py).
- When it ends every seat's change is computed and stored in one transaction, shown in the
  table's JSON (`ratings`) and told to each person (a `notice`, in both languages).
- Farming (koloda.ratings.farming, docs/ratings.md "Farming"): a game that ends before every
  person at it made two moves of their own is aborted (no rating changes; its history rows
  say "aborted"; whoever left or stalled it earns a strike all the same); a leaver that was
  provisional, or shares a network with the others, gives them nothing; an account that
  keeps meeting such leavers is flagged to the moderators (`bus.Flagged`, kind "boosting").
- A person who left or stalled rated games lately is paused ("playban", `pause_of`): refused
  wherever a rated game or event begins (a seek, a rated table's create, join, start and play
  again, a rated tournament's entry), all through `pause_refusal`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import math
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from koloda.bots.levels import ladder_for
from koloda.core import Text, text
from koloda.ratings import (
    FINISHED,
    LEFT,
    STALLED,
    TIMED_OUT,
    Rating,
    farming,
    order_of_finish,
    pool_of,
)
from koloda.ratings.levels import nearest_level

from ..bus import Flagged
from ..moderation import sanctions
from ..options import RATED, TOURNAMENT
from ..tables.conn import dumps
from . import db as rated_db

if TYPE_CHECKING:
    from ..store import Store
    from ..tables.room import Room

log = logging.getLogger("koloda.server.rated")

#: turn timers run out in a row before a seat counts as stalled
STALL_STRIKES = 3

NEEDS_ACCOUNTS = text("rated-needs-accounts")
NEEDS_DISTINCT = text("rated-needs-distinct")
NEEDS_TIMER = text("rated-needs-timer")
#: a rated start refused for another seat's pause: it says neither whose nor for how long
PAUSED_SEATED = text("rated-paused-seated")
#: an aborted game's result (every seat's) and what each person hears of it
ABORTED = text("rated-aborted")
ABORTED_WHY = text("rated-aborted-why")


def is_rated(room: Room) -> bool:
    return bool(room.table_options.get(RATED))


def pool(room: Room) -> str | None:
    """The rating pool of a table's game, options and size (None: never rated)."""
    return pool_of(room.game.id, room.options, room.players, correspondence=bool(room.days))


def refusal(room: Room) -> Text | None:
    """Why a rated table may not start now (None: it may, or it is not rated)."""
    if not is_rated(room):
        return None
    if pool(room) is None:
        return text("rated-no-pool", game=room.game.title, players=str(room.players))
    if any(s.kind != "human" or s.account_id is None for s in room.seats):
        return NEEDS_ACCOUNTS
    accounts = [s.account_id for s in room.seats]
    if len(set(accounts)) != len(accounts):
        return NEEDS_DISTINCT
    if not room.table_options.get("turn_seconds") and not room.days:
        return NEEDS_TIMER
    return None


class FairPlay:
    """One rated room's record of how each seat is playing. Each change is also kept in the
    database (`koloda_fair_play`, by the hooks below): a table rebuilt after a restart, or
    taken over by another process, reads it back (`restore`)."""

    def __init__(self) -> None:
        #: seat -> turn timers run out in a row
        self.strikes: dict[int, int] = {}
        #: seats whose timer ran out at least once
        self.lapsed: set[int] = set()
        #: seat -> "left" or "stalled", once it is so (it stays so)
        self.lost: dict[int, str] = {}
        #: seat -> moves its person made themselves (what an abort counts); exact when this
        #: process saw the game's first move, else estimated from the record (`restore`)
        self.moves: dict[int, int] = {}
        self.from_start = False

    def left(self, seat: int) -> None:
        self.lost.setdefault(seat, LEFT)

    def timer_ran_out(self, seat: int) -> None:
        self.lapsed.add(seat)
        self.strikes[seat] = self.strikes.get(seat, 0) + 1
        if self.strikes[seat] >= STALL_STRIKES:
            self.lost.setdefault(seat, STALLED)

    def moved(self, seat: int) -> None:
        """The person moved themselves: the strikes start again."""
        self.strikes[seat] = 0
        self.moves[seat] = self.moves.get(seat, 0) + 1

    def estimate_moves(self, record: list[tuple[int | None, Any]]) -> None:
        """A game this process did not see from its first move (a restart, a table taken
        over): each seat's moves counted from the record, its timer's and its bot's among
        them, since the record does not say who chose a move. An estimate that errs only
        towards a game counted as begun, never towards an abort."""
        if self.from_start:
            return
        for seat, _action in record:
            if seat is not None:
                self.moves[seat] = max(self.moves.get(seat, 0),
                                       sum(1 for s, _a in record if s == seat))

    def seat(self, seat: int) -> tuple[str | None, bool, int]:
        """A seat's record as kept: (lost, lapsed, strikes)."""
        return self.lost.get(seat), seat in self.lapsed, self.strikes.get(seat, 0)

    def restore(self, kept: list[tuple[int, str | None, bool, int]]) -> None:
        """Add what the database kept (a restart's or another process's notes): a loss or a
        lapse noted there stays so; the strikes in a row are the larger count."""
        for seat, lost, lapsed, strikes in kept:
            if lost is not None:
                self.lost.setdefault(seat, lost)
            if lapsed:
                self.lapsed.add(seat)
            self.strikes[seat] = max(self.strikes.get(seat, 0), strikes)

    def endings(self, seats: int) -> dict[int, str]:
        """How the game ended for each of `seats` seats. A seat handed to a bot is not "left"
        by itself: a person whose place was settled (out of the game) may go without a loss,
        and only `note_leaving` knew which it was."""
        return {i: self.lost.get(i) or (TIMED_OUT if i in self.lapsed else FINISHED)
                for i in range(seats)}

    def abort_sealed(self) -> bool:
        """Whether someone already left before their second move (farming.abort_sealed)."""
        return farming.abort_sealed([farming.Seat(how, moves=self.moves.get(s, 0))
                                     for s, how in self.lost.items()])

    def facts(self, seats: int) -> list[farming.Seat]:
        """What farming's rules know of each seat so far: its ending and its own moves."""
        endings = self.endings(seats)
        return [farming.Seat(endings[i], moves=self.moves.get(i, 0)) for i in range(seats)]


# -- pauses before seeking or playing rated again ("playban") -------------------------------
#: the strikes (rated games left or stalled) that count towards a pause: this last week's
STRIKE_WINDOW = 7 * 24 * 3600.0
#: strikes of the week forgiven (a dropped connection happens to anyone)
FORGIVEN = 1
#: the pause after each strike beyond those: 10 minutes, then longer (the last one repeats)
PAUSES = (10 * 60.0, 30 * 60.0, 2 * 3600.0, 8 * 3600.0, 24 * 3600.0)


def paused_until(strike_times: list[float]) -> float | None:
    """Until when a person whose rated games ended so (left or stalled, oldest first, this
    week's) may not seek: from the end of the last one, a pause that grows with each strike
    beyond the first; None when there is none."""
    beyond = len(strike_times) - FORGIVEN
    if beyond <= 0:
        return None
    return strike_times[-1] + PAUSES[min(beyond, len(PAUSES)) - 1]


def pause_of(store: Any, account_id: int, now: float) -> tuple[float, int] | None:
    """(until, strikes) while the account may not seek nor begin a rated game, from the rated
    results the database keeps (a restart, or another process, knows them as well); None when
    it may."""
    found = rated_db.strikes(store, account_id, now - STRIKE_WINDOW)
    until = paused_until(found)
    return (until, len(found)) if until is not None and until > now else None


def paused_text(until: float, strikes: int, now: float) -> Text:
    """A paused person's own refusal: their strikes this week and the minutes left."""
    return text("rated-paused", strikes=strikes, minutes=max(1, math.ceil((until - now) / 60)))


async def pause_refusal(store: Store, me: int | None,
                        seated: Iterable[int | None] = (), rated: bool = True) -> Text | None:
    """Why a rated game or event may not begin now for the account `me`, or with the accounts
    `seated` beside it: `me`'s own pause (its strikes and the minutes left), else that someone
    seated is paused (not who, nor for how long: that is theirs to hear). None: nobody is.
    The one check every place where a rated game or event begins calls ("Play now" checks
    every seek, rated or not); the caller answers 403 with it. Where the game is `rated`, a
    moderator's bar from rated play refuses it too (moderation.sanctions), in the same way: the
    barred person hears until when, the others only that someone seated is barred."""
    others = sorted({a for a in seated if a is not None and a != me})
    ids = ([] if me is None else [me]) + others
    if not ids:
        return None
    now = time.time()
    found, barred = await asyncio.to_thread(
        lambda: ([(a, pause_of(store, a, now)) for a in ids],
                 sanctions.barred(store, ids, now) if rated else {}))
    for account_id, paused in found:
        if paused is not None:
            return paused_text(*paused, now) if account_id == me else PAUSED_SEATED
    for account_id in ids:
        if account_id in barred:
            return (sanctions.barred_text(barred[account_id]) if account_id == me
                    else sanctions.BARRED_SEATED)
    return None


# -- hooks the room and the lobby call ------------------------------------------------------
def _keep(room: Room, seat: int, before: tuple[str | None, bool, int]) -> None:
    """Write a seat's fair play to the database when it changed (in the writer's order, after
    whatever the room wrote before)."""
    after = room.fair.seat(seat)
    hub = getattr(room, "hub", None)  # none: a room driven outside the server
    if after == before or hub is None:
        return
    hub.spawn(_write_fair(room, seat, after))


async def _write_fair(room: Room, seat: int, kept: tuple[str | None, bool, int]) -> None:
    try:
        await room.hub.writer.call(rated_db.keep_fair, room.hub.store, room.id, seat, *kept)
    except Exception:  # the game goes on; only a restart before its end would forget it
        log.exception("table %s: fair play of seat %d could not be kept", room.id, seat)


def notes_leaving(room: Room) -> bool:
    """Whether a leave is kept for the table: rated, or formed by a tournament (whose result,
    rated or not, places a person who left before their place was settled last)."""
    return is_rated(room) or bool(room.table_options.get(TOURNAMENT))


def note_leaving(room: Room, seat: int) -> None:
    """A person leaves a running rated or tournament game (or the server hands their seat to
    a bot): a loss, unless their place was settled already."""
    if notes_leaving(room) and room.status == "playing" and seat not in room.out_seats():
        if not room.table_options.get(TOURNAMENT) and room.fair.abort_sealed():
            return  # someone left before their second move: aborted, leaving costs nothing
        before = room.fair.seat(seat)
        room.fair.left(seat)
        _keep(room, seat, before)


def note_timer(room: Room, seat: int) -> None:
    if is_rated(room) and seat not in room.out_seats():
        before = room.fair.seat(seat)
        room.fair.timer_ran_out(seat)
        _keep(room, seat, before)


def note_action(room: Room, seat: int | None, source: str) -> None:
    """An action is about to apply: a person's own move resets their strikes; one the turn
    timer's bot made for them is a strike (`tables/clock.py` names it "turn timer ...")."""
    if seat is None or not is_rated(room):
        return
    if len(room.actions) == 1:  # the game's first move: this process counts every one
        room.fair.from_start = True
    if source == "person":
        before = room.fair.seat(seat)
        room.fair.moved(seat)
        _keep(room, seat, before)
    elif source.startswith("turn timer"):
        note_timer(room, seat)


async def restore(room: Room) -> None:
    """A rated table read back from the database: what its fair play kept (a restart, or the
    process that served it before)."""
    if is_rated(room):
        room.fair.restore(await room.hub.writer.call(rated_db.fair_of, room.hub.store,
                                                     room.id))
        room.fair.estimate_moves(list(room.actions))


async def settle(room: Room) -> None:
    """A rated game just ended: every seat's new rating, stored once (in one transaction),
    shown in the table's JSON and told to each person. A failure is logged, never breaks the
    end of the game (the next load of the table tries again: `load_changes`)."""
    if not is_rated(room) or room.outcome is None or room.ratings:
        return
    pool_id = pool(room)
    ranks = room.outcome.get("ranks") or []
    accounts = [s.account_id for s in room.seats]
    if pool_id is None or len(ranks) != len(room.seats) or None in accounts:
        return
    try:  # a table rebuilt at start-up has not read its kept fair play yet
        await restore(room)
    except Exception:
        log.exception("table %s: its kept fair play could not be read", room.id)
    endings = room.fair.endings(len(room.seats))
    places = order_of_finish(ranks, {s: how for s, how in endings.items()})
    facts = room.fair.facts(len(room.seats))
    aborted = farming.aborted(facts)
    seats = [(i, a, farming.ABORTED if aborted else endings[i])
             for i, a in enumerate(accounts) if a is not None]
    ids = [a for a in accounts if a is not None]
    try:
        nets = await room.hub.writer.call(rated_db.networks, room.hub.store, ids)
    except Exception:  # without them, only the leaver's provisional rating counts
        log.exception("table %s: its players' networks could not be read", room.id)
        nets = {}

    known: list[farming.Seat] = []

    def rater(before: list[Rating]) -> list[Rating | None]:
        known.extend(farming.Seat(f.ended, r.provisional, f.moves, nets.get(a, frozenset()))
                     for f, r, a in zip(facts, before, ids, strict=True))
        return farming.rate_game(before, places, known)

    try:
        changes = await room.hub.writer.call(functools.partial(
            rated_db.settle_game, room.hub.store, room.id, pool_id, seats, rater, time.time()))
    except Exception:
        log.exception("table %s: its ratings could not be settled", room.id)
        return
    show(room, pool_id, changes)
    tell(room, pool_id, changes)
    if len(known) == len(changes):  # settled here (not answered from the history)
        seats_now = [farming.Seat(k.ended, k.provisional, k.moves, k.networks,
                                  c.after - c.before) for k, c in zip(known, changes, strict=True)]
        suspect = [c.account_id for i, c in enumerate(changes)
                   if farming.suspects(seats_now, i)]
        if suspect:
            room.hub.spawn(watch(room, pool_id, suspect))


async def watch(room: Room, pool_id: str, accounts: list[int]) -> None:
    """After a rated game that was suspect for `accounts` (koloda.ratings.farming,
    `suspects`): an account whose suspect games reach a flag's count in the window is put
    before the moderators (`bus.Flagged`). Counted from the history, so a restart or another
    process counts the same games."""
    bus = getattr(room.hub, "bus", None)
    if bus is None:
        return
    since = time.time() - farming.FLAG_WINDOW
    for account in accounts:
        try:
            games = await room.hub.writer.call(rated_db.recent_games, room.hub.store,
                                               account, pool_id, since)
        except Exception:
            log.exception("table %s: account %d's recent games could not be read", room.id,
                          account)
            continue
        if not games or games[-1][0] != room.id:
            continue
        found = farming.suspect_games(account, [g for _t, g in games])
        if not found or found[-1] != len(games) - 1 or not farming.flag_due(len(found)):
            continue  # this game was not suspect for it, or no flag is due at this count
        opponents: list[int] = []
        for n in found:
            seats = games[n][1]
            mine = next(i for i, (a, _s) in enumerate(seats) if a == account)
            for i in farming.suspects([s for _a, s in seats], mine):
                if seats[i][0] not in opponents:
                    opponents.append(seats[i][0])
        tables = [games[n][0] for n in found]
        # aborted, or rated for the leaver alone: the attack's games change nobody's rating
        unchanged = sum(1 for n in found if all(s.delta == 0 for _a, s in games[n][1]))
        log.warning("account %d: %d suspect rated games in %s this week: flagged",
                    account, len(found), pool_id)
        bus.publish(Flagged(farming.FLAG_KIND, (account, *opponents), pool_id, {
            "suspect_games": len(found), "games": len(games),
            "window_days": round(farming.FLAG_WINDOW / 86400),
            "tables": tables[-20:], "opponents": len(opponents), "unchanged": unchanged,
            "rule": "opponents who left while provisional or from the same network",
        }))


def aborted_of(changes: list[rated_db.Change]) -> bool:
    """Whether a settled game was aborted (its history says so for every seat)."""
    return bool(changes) and all(c.ended == farming.ABORTED for c in changes)


def show(room: Room, pool_id: str, changes: list[rated_db.Change]) -> None:
    room.ratings = {"pool": pool_id, "aborted": aborted_of(changes), "seats": {str(c.seat): {
        **c.to_json(), "text": change_text(c).to_json()} for c in changes}}


def change_text(change: rated_db.Change) -> Text:
    """ "1523 → 1541, +18" (a "?" after a provisional rating); "Aborted — not rated"."""
    if change.ended == farming.ABORTED:
        return ABORTED
    mark = "?" if change.provisional else ""
    delta = change.after - change.before
    return text("rated-change", before=str(change.before), after=f"{change.after}{mark}",
                delta=f"{delta:+d}")


def tell(room: Room, pool_id: str, changes: list[rated_db.Change]) -> None:
    """Each connected person hears their own change (a `notice`)."""
    by_seat = {c.seat: c for c in changes}
    for conn in list(room.conns):
        change = by_seat.get(conn.seat) if conn.seat is not None else None
        if change is not None:
            said = (ABORTED_WHY if change.ended == farming.ABORTED
                    else text("rated-your-change", change=change_text(change)))
            conn.send(dumps({"type": "notice", "text": said.to_json(), "rating": {
                "pool": pool_id, **change.to_json()}}))


async def load_changes(room: Room) -> None:
    """A rated table read back from the database: its kept fair play (a game going on), or
    its changes (settled now if they were not: the process ended between the last move and
    the update)."""
    if is_rated(room) and room.status == "playing":
        await restore(room)
    if not is_rated(room) or room.status != "finished" or room.ratings:
        return
    pool_id = pool(room)
    if pool_id is None:
        return
    changes = await room.hub.writer.call(rated_db.changes_of, room.hub.store, room.id)
    if changes:
        show(room, pool_id, changes)
    else:
        await settle(room)


def ratings_json(room: Room) -> dict[str, Any] | None:
    """The table JSON's "ratings": None at an unrated table or before the end."""
    return room.ratings or None


# -- bots at a table of people: "Play now" and tournaments fill seats at their level ---------
def level_for(game: Any, rating: float) -> str:
    """The bot spec of the game's level nearest this rating (the levels' ratings come from
    their measured ladders: koloda.ratings.levels)."""
    return nearest_level(game.id, ladder_for(game), rating).spec
