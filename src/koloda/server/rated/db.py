"""The database side of ratings (server/rated/service.py): a rated game's updates in one transaction,
an account's ratings with their history, reliability, and the leaderboards. Blocking calls over
a `Store`: run them in the writer thread (`hub.writer.call`) or in a worker thread."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, func, insert, select, update

from koloda.ratings import LOSSES, PLAYED, PROVISIONAL, K, Rating, provisional, shown

from ..store import AccountRow, Store
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


#: computes the new ratings from the ratings before, in seat order
Rater = Callable[[list[Rating]], list[Rating]]


def settle_game(store: Store, table_id: str, pool: str, seats: Sequence[tuple[int, int, str]],
                rater: Rater, now: float) -> list[Change]:
    """Apply a rated game's result once: read every seat's rating (seat, account, how it
    ended), compute the new ones with `rater`, write them and their history in one
    transaction. A table already settled (a restart, another process) is answered from its
    history, unchanged."""
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
            values = {"mu": new.mu, "sigma": new.sigma, "games": new.games, "updated": now}
            if account in rows:
                conn.execute(update(RatingRow).where((RatingRow.account_id == account)
                                                     & (RatingRow.pool == pool)).values(values))
            else:
                conn.execute(insert(RatingRow).values(account_id=account, pool=pool, **values))
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
                               .where(RatingHistoryRow.account_id == account_id)
                               .order_by(RatingHistoryRow.at, RatingHistoryRow.table_id)).all()
    points: dict[str, list[list[float]]] = {}
    for h in history:
        # the rating before the pool's first game starts its line
        points.setdefault(h.pool, [[h.at, h.before]]).append([h.at, h.after])
    return {r.pool: {"rating": shown(r.mu), "provisional": provisional(r.sigma),
                     "games": r.games, "history": points.get(r.pool, [])} for r in rows}


def reliability(store: Store, account_id: int) -> dict[str, Any]:
    """How the account's rated games ended: {games, finished, share} (share None before the
    first rated game). A game played to its end counts, timer lapses or not; leaving and
    stalling do not."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingHistoryRow.ended, func.count())
                            .where(RatingHistoryRow.account_id == account_id)
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
                                .where(RatingHistoryRow.account_id.in_(list(counts)))
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
    so that a restart forgets none."""
    with store.engine.connect() as conn:
        return [float(at) for at in conn.execute(
            select(RatingHistoryRow.at).where((RatingHistoryRow.account_id == account_id)
                                              & RatingHistoryRow.ended.in_(sorted(LOSSES))
                                              & (RatingHistoryRow.at >= since))
            .order_by(RatingHistoryRow.at)).scalars()]


def leaderboard(store: Store, pool: str, since: float, min_games: int,
                limit: int) -> list[dict[str, Any]]:
    """A pool's best: active accounts with at least `min_games` rated games there, the last
    one after `since`, not provisional; best first (by the shown rating, then fewer games)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(RatingRow.mu, RatingRow.sigma, RatingRow.games,
                                   RatingRow.updated, AccountRow.handle)
                            .join(AccountRow, AccountRow.id == RatingRow.account_id)
                            .where((RatingRow.pool == pool) & (RatingRow.games >= min_games)
                                   & (RatingRow.updated >= since)
                                   & (RatingRow.sigma <= SETTLED_SIGMA)
                                   & (AccountRow.status == "active"))
                            .order_by(RatingRow.mu.desc(), AccountRow.handle_key)
                            .limit(limit)).all()
    return [{"rank": i, "handle": r.handle, "rating": shown(r.mu), "games": r.games,
             "updated": r.updated} for i, r in enumerate(rows, 1)]


def place(store: Store, pool: str, account_id: int, since: float,
          min_games: int) -> dict[str, Any]:
    """An account's own place on a pool's leaderboard (the leaderboard's rules and order):
    `rank` when it is listed (however far down), else None and `needs`, the first rule it
    misses ("games": fewer than `min_games`, "settled": provisional, "active": no rated game
    there since `since`); `rating` None without a rated game in the pool."""
    listed = ((RatingRow.pool == pool) & (RatingRow.games >= min_games)
              & (RatingRow.updated >= since) & (RatingRow.sigma <= SETTLED_SIGMA)
              & (AccountRow.status == "active"))
    with store.engine.connect() as conn:
        mine = conn.execute(select(RatingRow.mu, RatingRow.sigma, RatingRow.games,
                                   RatingRow.updated, AccountRow.handle_key)
                            .join(AccountRow, AccountRow.id == RatingRow.account_id)
                            .where((RatingRow.pool == pool)
                                   & (RatingRow.account_id == account_id))).first()
        if mine is None:
            return {"rating": None, "games": 0, "rank": None, "needs": "games"}
        needs = ("games" if mine.games < min_games else "settled" if mine.sigma > SETTLED_SIGMA
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
