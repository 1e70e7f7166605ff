"""The database side of ratings (server/rated/service.py): a rated game's updates in one transaction,
an account's ratings with their history, reliability, and the leaderboards. Blocking calls over
a `Store`: run them in the writer thread (`hub.writer.call`) or in a worker thread."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, exists, func, insert, or_, select, update

from koloda.ratings import (
    LOSSES,
    PLAYED,
    PROVISIONAL,
    K,
    Rating,
    order_of_finish,
    provisional,
    refund,
    shown,
)
from koloda.ratings.farming import ABORTED
from koloda.ratings.farming import Seat as FarmSeat

from ..moderation.rows import CheatRow
from ..people.rows import SessionRow
from ..store import AccountRow, Store, TableRow
from .rows import FairPlayRow, RatingHistoryRow, RatingRow

#: the largest sigma that is not provisional (`koloda.ratings.provisional`, in SQL)
SETTLED_SIGMA = PROVISIONAL / K


@dataclass(frozen=True)
class Change:
    """One seat's change in a rated game, as shown (the history keeps these)."""

    seat: int
    account_id: int
    before: int
    after: int
    provisional: bool
    ended: str

    def to_json(self) -> dict[str, Any]:
        return {"before": self.before, "after": self.after, "delta": self.after - self.before,
                "provisional": self.provisional, "ended": self.ended}


#: computes the new ratings from the ratings before, in seat order (None: that seat's rating
#: stays as it was, the game does not count for it: koloda.ratings.farming)
Rater = Callable[[list[Rating]], Sequence[Rating | None]]


def settle_game(store: Store, table_id: str, pool: str, seats: Sequence[tuple[int, int, str]],
                rater: Rater, now: float) -> list[Change]:
    """Apply a rated game's result once: read every seat's rating (seat, account, how it
    ended), compute the new ones with `rater`, write them and their history in one
    transaction. A seat the game does not count for (the rater's None: an aborted game, a win
    over a leaver that proves nothing) keeps its rating row as it was and gets a history row
    with the same rating before and after. A table already settled (a restart, another
    process) is answered from its history, unchanged."""
    with store.engine.begin() as conn:
        done = conn.execute(select(RatingHistoryRow.__table__).where(
            RatingHistoryRow.table_id == table_id).order_by(RatingHistoryRow.seat)).all()
        if done:
            return [Change(r.seat, r.account_id, r.before, r.after, r.provisional, r.ended)
                    for r in done]
        ids = [a for _s, a, _e in seats]
        rows = {r.account_id: r for r in conn.execute(select(RatingRow.__table__).where(
            (RatingRow.pool == pool) & RatingRow.account_id.in_(ids)))}
        before = [Rating(rows[a].mu, rows[a].sigma, rows[a].games) if a in rows else Rating()
                  for a in ids]
        after = rater(before)
        changes = []
        for (seat, account, ended), old, new in zip(seats, before, after, strict=True):
            if new is None:  # it does not count for this seat: its rating stays as it was
                new = old
            else:
                values = {"mu": new.mu, "sigma": new.sigma, "games": new.games, "updated": now}
                if account in rows:
                    conn.execute(update(RatingRow).where(
                        (RatingRow.account_id == account) & (RatingRow.pool == pool))
                        .values(values))
                else:
                    conn.execute(insert(RatingRow).values(account_id=account, pool=pool,
                                                          **values))
            change = Change(seat, account, shown(old.mu), shown(new.mu),
                            provisional(new.sigma), ended)
            conn.execute(insert(RatingHistoryRow).values(
                account_id=account, pool=pool, table_id=table_id, seat=seat,
                before=change.before, after=change.after, provisional=change.provisional,
                ended=ended, at=now))
            changes.append(change)
    return changes


def keep_fair(store: Store, table_id: str, seat: int, lost: str | None, lapsed: bool,
              strikes: int) -> None:
    """How a rated table's seat is playing, as it changes (rated.FairPlay): kept so that a
    restart, or another process taking the table over, forgets none of it."""
    with store.engine.begin() as conn:
        conn.execute(delete(FairPlayRow).where((FairPlayRow.table_id == table_id)
                                               & (FairPlayRow.seat == seat)))
        conn.execute(insert(FairPlayRow).values(table_id=table_id, seat=seat, lost=lost,
                                                lapsed=lapsed, strikes=strikes))


def fair_of(store: Store, table_id: str) -> list[tuple[int, str | None, bool, int]]:
    """A rated table's kept fair play: (seat, lost, lapsed, strikes) of each seat noted."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(FairPlayRow.seat, FairPlayRow.lost, FairPlayRow.lapsed,
                                   FairPlayRow.strikes)
                            .where(FairPlayRow.table_id == table_id)).all()
    return [(r.seat, r.lost, bool(r.lapsed), r.strikes) for r in rows]


def changes_of(store: Store, table_id: str) -> list[Change]:
    """A settled table's changes (none for a table not rated, or not settled yet)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingHistoryRow.__table__).where(
            RatingHistoryRow.table_id == table_id).order_by(RatingHistoryRow.seat))
        return [Change(r.seat, r.account_id, r.before, r.after, r.provisional, r.ended)
                for r in rows]


def ratings_of(store: Store, account_id: int) -> dict[str, dict[str, Any]]:
    """An account's ratings by pool: {rating, provisional, games, history: [[at, rating],
    ...] oldest first (the start, 1500, before the first game)}."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingRow.__table__).where(RatingRow.account_id == account_id)
                            .order_by(RatingRow.pool)).all()
        history = conn.execute(select(RatingHistoryRow.pool, RatingHistoryRow.at,
                                      RatingHistoryRow.before, RatingHistoryRow.after)
                               .where((RatingHistoryRow.account_id == account_id)
                                      & (RatingHistoryRow.ended != ABORTED))
                               .order_by(RatingHistoryRow.at, RatingHistoryRow.table_id)).all()
    points: dict[str, list[list[float]]] = {}
    for h in history:
        # the rating before the pool's first game starts its line
        points.setdefault(h.pool, [[h.at, h.before]]).append([h.at, h.after])
    return {r.pool: {"rating": shown(r.mu), "provisional": provisional(r.sigma),
                     "games": r.games, "history": points.get(r.pool, [])} for r in rows}


def aborted_among(store: Store, account_id: int, table_ids: Sequence[str]) -> set[str]:
    """Which of `table_ids` were rated games of the account that were aborted (a profile's
    list says "Aborted" for them, not won or lost)."""
    if not table_ids:
        return set()
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingHistoryRow.table_id)
                            .where((RatingHistoryRow.account_id == account_id)
                                   & (RatingHistoryRow.ended == ABORTED)
                                   & RatingHistoryRow.table_id.in_(list(table_ids)))).all()
    return {r[0] for r in rows}


def reliability(store: Store, account_id: int) -> dict[str, Any]:
    """How the account's rated games ended: {games, finished, share} (share None before the
    first rated game). A game played to its end counts, timer lapses or not; leaving and
    stalling do not; an aborted game is no rated game (its leaver's strike is its cost)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingHistoryRow.ended, func.count())
                            .where((RatingHistoryRow.account_id == account_id)
                                   & (RatingHistoryRow.ended != ABORTED))
                            .group_by(RatingHistoryRow.ended)).all()
    counts = {r[0]: int(r[1]) for r in rows}
    games = sum(counts.values())
    finished = sum(n for how, n in counts.items() if how in PLAYED)
    return {"games": games, "finished": finished,
            "share": round(finished / games, 3) if games else None,
            "endings": dict(sorted(counts.items()))}


def reliabilities(store: Store, account_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    """Several accounts' reliability in one query: {account: {games, finished, share}} (share
    None before the first rated game); what a seeker is shown of the people they sit with."""
    counts: dict[int, list[int]] = {a: [0, 0] for a in account_ids}
    if counts:
        with store.engine.connect() as conn:
            rows = conn.execute(select(RatingHistoryRow.account_id, RatingHistoryRow.ended,
                                       func.count())
                                .where(RatingHistoryRow.account_id.in_(list(counts))
                                       & (RatingHistoryRow.ended != ABORTED))
                                .group_by(RatingHistoryRow.account_id,
                                          RatingHistoryRow.ended)).all()
        for account, ended, n in rows:
            counts[account][0] += int(n)
            if ended in PLAYED:
                counts[account][1] += int(n)
    return {a: {"games": g, "finished": f, "share": round(f / g, 3) if g else None}
            for a, (g, f) in counts.items()}


def strikes(store: Store, account_id: int, since: float) -> list[float]:
    """When each rated game the account left or stalled since `since` ended, oldest first:
    what its pauses before seeking again are counted from (server/rated/service.py, `paused_until`),
    so that a restart forgets none. An aborted game counts for whoever left or stalled it (its
    kept fair play says who)."""
    fair = FairPlayRow.__table__
    with store.engine.connect() as conn:
        return [float(at) for at in conn.execute(
            select(RatingHistoryRow.at)
            .outerjoin(fair, and_(fair.c.table_id == RatingHistoryRow.table_id,
                                  fair.c.seat == RatingHistoryRow.seat))
            .where((RatingHistoryRow.account_id == account_id)
                   & or_(RatingHistoryRow.ended.in_(sorted(LOSSES)),
                         (RatingHistoryRow.ended == ABORTED) & fair.c.lost.is_not(None))
                   & (RatingHistoryRow.at >= since))
            .order_by(RatingHistoryRow.at)).scalars()]


# -- farming (koloda.ratings.farming) ---------------------------------------------------------
def networks(store: Store, account_ids: Sequence[int]) -> dict[int, frozenset[str]]:
    """The coarse networks each account's sessions were last used from (people's sessions
    keep them: `accounts.network_of`); what farming's rules compare."""
    found: dict[int, set[str]] = {a: set() for a in account_ids}
    if found:
        with store.engine.connect() as conn:
            for account, network in conn.execute(
                    select(SessionRow.account_id, SessionRow.network)
                    .where(SessionRow.account_id.in_(list(found))
                           & SessionRow.network.is_not(None))):
                found[account].add(network)
    return {a: frozenset(n) for a, n in found.items()}


#: the most recent games of an account a flag's count reads
RECENT_GAMES = 200
#: how an aborted game's person who did not leave it is read back (they played on)
PLAYED_ON = "finished"


def recent_games(store: Store, account_id: int, pool: str, since: float
                 ) -> list[tuple[str, list[tuple[int, FarmSeat]]]]:
    """An account's rated games in a pool since `since` (the newest RECENT_GAMES, oldest
    first), each as (table, [(account, seat), ...]) with what farming's rules read of every
    seat: how it ended (an aborted game's leaver as its kept fair play says), whether it was
    provisional, its change, and its networks today."""
    with store.engine.connect() as conn:
        tables = list(conn.execute(
            select(RatingHistoryRow.table_id)
            .where((RatingHistoryRow.account_id == account_id) & (RatingHistoryRow.pool == pool)
                   & (RatingHistoryRow.at >= since))
            .order_by(RatingHistoryRow.at.desc()).limit(RECENT_GAMES)).scalars())
        if not tables:
            return []
        rows = conn.execute(select(RatingHistoryRow.__table__)
                            .where(RatingHistoryRow.table_id.in_(tables))
                            .order_by(RatingHistoryRow.table_id, RatingHistoryRow.seat)).all()
        lost = {(r.table_id, r.seat): r.lost for r in conn.execute(
            select(FairPlayRow.table_id, FairPlayRow.seat, FairPlayRow.lost)
            .where(FairPlayRow.table_id.in_(tables) & FairPlayRow.lost.is_not(None)))}
    nets = networks(store, sorted({r.account_id for r in rows}))
    games: dict[str, list[tuple[int, FarmSeat]]] = {t: [] for t in tables}
    for r in rows:
        ended = r.ended
        if ended == ABORTED:
            ended = lost.get((r.table_id, r.seat)) or PLAYED_ON
        games[r.table_id].append((r.account_id, FarmSeat(
            ended, bool(r.provisional), networks=nets[r.account_id],
            delta=r.after - r.before)))
    return [(t, games[t]) for t in reversed(tables)]


def _unmarked(pool: str) -> Any:
    """The rating's account is not marked as a cheat in `pool` (a moderator's mark takes it
    off the pool's leaderboard, as lichess hides a marked account: docs/moderation.md)."""
    return ~exists().where((CheatRow.account_id == RatingRow.account_id)
                           & (CheatRow.pool == pool))


def leaderboard(store: Store, pool: str, since: float, min_games: int,
                limit: int) -> list[dict[str, Any]]:
    """A pool's best: active accounts with at least `min_games` rated games there, the last
    one after `since`, not provisional, not marked as a cheat there; best first (by the shown
    rating, then fewer games)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingRow.mu, RatingRow.sigma, RatingRow.games,
                                   RatingRow.updated, AccountRow.handle)
                            .join(AccountRow, AccountRow.id == RatingRow.account_id)
                            .where((RatingRow.pool == pool) & (RatingRow.games >= min_games)
                                   & (RatingRow.updated >= since)
                                   & (RatingRow.sigma <= SETTLED_SIGMA)
                                   & (AccountRow.status == "active") & _unmarked(pool))
                            .order_by(RatingRow.mu.desc(), AccountRow.handle_key)
                            .limit(limit)).all()
    return [{"rank": i, "handle": r.handle, "rating": shown(r.mu), "games": r.games,
             "updated": r.updated} for i, r in enumerate(rows, 1)]


def place(store: Store, pool: str, account_id: int, since: float,
          min_games: int) -> dict[str, Any]:
    """An account's own place on a pool's leaderboard (the leaderboard's rules and order):
    `rank` when it is listed (however far down), else None and `needs`, the first rule it
    misses ("games": fewer than `min_games`, "settled": provisional, "active": no rated game
    there since `since`, "marked": marked as a cheat there); `rating` None without a rated
    game in the pool."""
    listed = ((RatingRow.pool == pool) & (RatingRow.games >= min_games)
              & (RatingRow.updated >= since) & (RatingRow.sigma <= SETTLED_SIGMA)
              & (AccountRow.status == "active") & _unmarked(pool))
    with store.engine.connect() as conn:
        mine = conn.execute(select(RatingRow.mu, RatingRow.sigma, RatingRow.games,
                                   RatingRow.updated, AccountRow.handle_key)
                            .join(AccountRow, AccountRow.id == RatingRow.account_id)
                            .where((RatingRow.pool == pool)
                                   & (RatingRow.account_id == account_id))).first()
        if mine is None:
            return {"rating": None, "games": 0, "rank": None, "needs": "games"}
        marked = conn.execute(select(CheatRow.at).where((CheatRow.account_id == account_id)
                                                        & (CheatRow.pool == pool))).first()
        needs = ("marked" if marked is not None else "games" if mine.games < min_games
                 else "settled" if mine.sigma > SETTLED_SIGMA
                 else "active" if mine.updated < since else None)
        rank = None
        if needs is None:
            ahead = conn.execute(select(func.count()).select_from(RatingRow)
                                 .join(AccountRow, AccountRow.id == RatingRow.account_id)
                                 .where(listed & ((RatingRow.mu > mine.mu)
                                                  | ((RatingRow.mu == mine.mu)
                                                     & (AccountRow.handle_key
                                                        < mine.handle_key))))).scalar()
            rank = int(ahead or 0) + 1
    return {"rating": shown(mine.mu), "games": mine.games, "rank": rank, "needs": needs}


# -- a cheat's refunds (server/moderation/db.py, koloda.ratings.refund) ----------------------
def games_with(conn: Any, account_id: int, pool: str, since: float,
               limit: int) -> tuple[list[list[refund.Seat]], int | None]:
    """The account's latest `limit` rated games in the pool since `since`, each as its seats
    with their places (the table's ranks and fair play's endings: `order_of_finish`; from
    the changes where the table keeps no ranks), and the account's rating before the first of
    them (None without one)."""
    mine = conn.execute(select(RatingHistoryRow.table_id, RatingHistoryRow.before)
                        .where((RatingHistoryRow.account_id == account_id)
                               & (RatingHistoryRow.pool == pool)
                               & (RatingHistoryRow.at >= since))
                        .order_by(RatingHistoryRow.at.desc()).limit(limit)).all()
    if not mine:
        return [], None
    ids = [r.table_id for r in mine]
    seats: dict[str, list[Any]] = {}
    for r in conn.execute(select(RatingHistoryRow.__table__).where(
            RatingHistoryRow.table_id.in_(ids) & (RatingHistoryRow.pool == pool))
            .order_by(RatingHistoryRow.table_id, RatingHistoryRow.seat)):
        seats.setdefault(r.table_id, []).append(r)
    outcomes = dict(conn.execute(select(TableRow.id, TableRow.outcome)
                                 .where(TableRow.id.in_(ids))).all())
    games = []
    for table_id in ids:
        rows = seats.get(table_id, [])
        ranks = list((outcomes.get(table_id) or {}).get("ranks") or [])
        if rows and len(ranks) > max(r.seat for r in rows):
            places = order_of_finish(ranks, {r.seat: r.ended for r in rows})
            placed = [places[r.seat] for r in rows]
        else:
            placed = refund.places_from_changes([(r.before, r.after) for r in rows])
        games.append([refund.Seat(r.account_id, r.before, r.after, r.provisional, p)
                      for r, p in zip(rows, placed, strict=True)])
    return games, int(mine[-1].before)


def standing_in(conn: Any, account_id: int, pool: str) -> tuple[int | None, int | None]:
    """(the shown rating now, the highest it ever showed) in a pool; (None, None) unrated."""
    row = conn.execute(select(RatingRow.mu).where((RatingRow.account_id == account_id)
                                                  & (RatingRow.pool == pool))).first()
    if row is None:
        return None, None
    top = conn.execute(select(func.max(RatingHistoryRow.after), func.max(RatingHistoryRow.before))
                       .where((RatingHistoryRow.account_id == account_id)
                              & (RatingHistoryRow.pool == pool))).first()
    highest = max((v for v in (top or ()) if v is not None), default=None)
    return shown(row.mu), highest


def shift_rating(conn: Any, account_id: int, pool: str, points: int) -> None:
    """Move an account's rating in a pool by `points` on the shown scale (its mu by
    points / K; its uncertainty and games stay)."""
    conn.execute(update(RatingRow).where((RatingRow.account_id == account_id)
                                         & (RatingRow.pool == pool))
                 .values(mu=RatingRow.mu + points / K))


def shared_rated(conn: Any, account_id: int, other: int) -> tuple[int, int]:
    """(rated games the two accounts played together, the account's own rating change summed
    over them): a large sum against one opponent is what farming looks like."""
    theirs = select(RatingHistoryRow.table_id).where(RatingHistoryRow.account_id == other)
    row = conn.execute(select(func.count(), func.coalesce(func.sum(
        RatingHistoryRow.after - RatingHistoryRow.before), 0))
        .where((RatingHistoryRow.account_id == account_id)
               & RatingHistoryRow.table_id.in_(theirs))).first()
    return (int(row[0]), int(row[1])) if row is not None else (0, 0)
