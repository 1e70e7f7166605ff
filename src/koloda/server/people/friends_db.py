"""The database side of friends (server/people/friends.py): follows, challenges and who is
online (`koloda_follows`, `koloda_challenges`, `koloda_presence`, migration 0012), read and
changed by any process of a cluster. Blocking calls over a `Store`: run them in the writer
thread (`hub.writer.call`) or in a worker thread.

A challenge goes "pending" → "accepted" (its table's id written in the same conditional
update: the table is formed next), "declined", "cancelled" or "expired". Every change is a
conditional update (`WHERE state = 'pending'`), so an accept and a cancel never both win.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, insert, select, update

from ..store import AccountRow, SeatRow, Store, TableRow, shown_handle
from .rows import BlockRow, ChallengeRow, FollowRow, PresenceRow

PENDING, ACCEPTED, DECLINED, CANCELLED, EXPIRED = (
    "pending", "accepted", "declined", "cancelled", "expired")
#: the statuses of a table the lobby lists to everyone (`Lobby.tables`): the only tables a
#: follower is shown (koloda has no private tables; one that is not listed is never shown)
LISTED = ("open", "playing")


# -- follows ------------------------------------------------------------------------------
def follow(store: Store, account_id: int, followed_id: int, now: float, cap: int) -> str:
    """Follow an account: "added", "already" (unchanged), "full" (`cap` follows already) or
    "blocked" (either has blocked the other: checked in the same transaction)."""
    with store.engine.begin() as conn:
        if conn.execute(select(BlockRow.account_id).where(
                ((BlockRow.account_id == account_id) & (BlockRow.blocked_id == followed_id))
                | ((BlockRow.account_id == followed_id) & (BlockRow.blocked_id == account_id))
                ).limit(1)).first() is not None:
            return "blocked"
        if conn.execute(select(FollowRow.created).where(
                (FollowRow.account_id == account_id) & (FollowRow.followed_id == followed_id))
                ).first() is not None:
            return "already"
        count = conn.execute(select(func.count()).where(
            FollowRow.account_id == account_id)).scalar_one()
        if count >= cap:
            return "full"
        conn.execute(insert(FollowRow).values(account_id=account_id, followed_id=followed_id,
                                              created=now))
    return "added"


def unfollow(store: Store, account_id: int, followed_id: int) -> bool:
    with store.engine.begin() as conn:
        return bool(conn.execute(delete(FollowRow).where(
            (FollowRow.account_id == account_id)
            & (FollowRow.followed_id == followed_id))).rowcount)


def end_between(conn: Any, a: int, b: int, now: float) -> None:
    """What a block ends between two accounts, on `conn` (the block's transaction): their
    follows both ways, and their pending challenges either way (cancelled)."""
    conn.execute(delete(FollowRow).where(
        ((FollowRow.account_id == a) & (FollowRow.followed_id == b))
        | ((FollowRow.account_id == b) & (FollowRow.followed_id == a))))
    conn.execute(update(ChallengeRow).where(
        (ChallengeRow.state == PENDING)
        & (((ChallengeRow.from_id == a) & (ChallengeRow.to_id == b))
           | ((ChallengeRow.from_id == b) & (ChallengeRow.to_id == a))))
        .values(state=CANCELLED, ended=now))


def is_following(store: Store, account_id: int, followed_id: int) -> bool:
    with store.engine.connect() as conn:
        return conn.execute(select(FollowRow.created).where(
            (FollowRow.account_id == account_id)
            & (FollowRow.followed_id == followed_id))).first() is not None


def following(store: Store, account_id: int, online_after: float) -> list[dict[str, Any]]:
    """Who this account follows (active accounts only), online ones first, then by handle:
    {handle, since, online, table}; `table` is an online person's newest seat at a table the
    lobby lists to everyone ({id, game, status}), else None."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(AccountRow.id, AccountRow.handle, FollowRow.created, PresenceRow.seen)
            .join(AccountRow, AccountRow.id == FollowRow.followed_id)
            .outerjoin(PresenceRow, PresenceRow.account_id == FollowRow.followed_id)
            .where((FollowRow.account_id == account_id) & (AccountRow.status == "active"))
        ).all()
        online = [r.id for r in rows if r.seen is not None and r.seen > online_after]
        tables: dict[int, dict[str, Any]] = {}
        if online:
            seats = conn.execute(
                select(SeatRow.account_id, TableRow.id, TableRow.game, TableRow.status,
                       TableRow.created)
                .join(TableRow, TableRow.id == SeatRow.table_id)
                .where(SeatRow.account_id.in_(online) & (SeatRow.kind == "human")
                       & TableRow.status.in_(LISTED))
                .order_by(TableRow.created)).all()
            for s in seats:  # the newest wins
                tables[s.account_id] = {"id": s.id, "game": s.game, "status": s.status}
    out = [{"handle": r.handle, "since": r.created, "online": r.id in online,
            "table": tables.get(r.id)} for r in rows]
    out.sort(key=lambda f: (not f["online"], f["handle"].lower()))
    return out


def follows_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """Whom this account follows, for its export: {handle, since} (a deleted account's handle
    is its anonymous name)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(AccountRow.handle, AccountRow.name, AccountRow.status,
                                   FollowRow.created)
                            .join(AccountRow, AccountRow.id == FollowRow.followed_id)
                            .where(FollowRow.account_id == account_id)
                            .order_by(FollowRow.created)).all()
    return [{"handle": shown_handle(r), "since": r.created}
            for r in rows]


def forget_follows(conn: Any, account_id: int) -> None:
    """A deleted account follows nobody and is followed by nobody (its deletion's
    transaction)."""
    conn.execute(delete(FollowRow).where((FollowRow.account_id == account_id)
                                         | (FollowRow.followed_id == account_id)))


# -- presence -----------------------------------------------------------------------------
def seen(store: Store, account_ids: list[int], now: float) -> None:
    """These accounts are connected now (one process's share of who is online)."""
    if not account_ids:
        return
    with store.engine.begin() as conn:
        done = set(conn.execute(update(PresenceRow).where(PresenceRow.account_id.in_(
            account_ids)).values(seen=now).returning(PresenceRow.account_id)).scalars())
        new = [a for a in account_ids if a not in done]
        if new:
            conn.execute(insert(PresenceRow), [{"account_id": a, "seen": now} for a in new])


# -- challenges ---------------------------------------------------------------------------
_FROM = AccountRow.__table__.alias("challenger")
_TO = AccountRow.__table__.alias("challenged")
_COLUMNS = (ChallengeRow.__table__, _FROM.c.handle.label("from_handle"),
            _TO.c.handle.label("to_handle"))


def _challenges(conn: Any, where: Any) -> list[dict[str, Any]]:
    rows = conn.execute(select(*_COLUMNS)
                        .join(_FROM, _FROM.c.id == ChallengeRow.from_id)
                        .join(_TO, _TO.c.id == ChallengeRow.to_id)
                        .where(where).order_by(ChallengeRow.created)).all()
    return [dict(r._mapping) for r in rows]


def add_challenge(store: Store, row: dict[str, Any], per_minute: int,
                  pending_most: int) -> str:
    """Keep a new challenge: "added", "blocked" (either has blocked the other), "again" (one
    from this account to that one is pending already), "fast" (`per_minute` made in the last
    minute) or "full" (`pending_most` of its own pending). Counted in the database, so every
    process of a cluster counts the same."""
    me, them, now = row["from_id"], row["to_id"], row["created"]
    with store.engine.begin() as conn:
        if conn.execute(select(BlockRow.account_id).where(
                ((BlockRow.account_id == me) & (BlockRow.blocked_id == them))
                | ((BlockRow.account_id == them) & (BlockRow.blocked_id == me))
                ).limit(1)).first() is not None:
            return "blocked"
        mine = ChallengeRow.from_id == me
        if conn.execute(select(ChallengeRow.id).where(
                mine & (ChallengeRow.to_id == them) & (ChallengeRow.state == PENDING)
                & (ChallengeRow.expires > now))).first() is not None:
            return "again"
        if conn.execute(select(func.count()).where(
                mine & (ChallengeRow.created > now - 60.0))).scalar_one() >= per_minute:
            return "fast"
        if conn.execute(select(func.count()).where(
                mine & (ChallengeRow.state == PENDING)
                & (ChallengeRow.expires > now))).scalar_one() >= pending_most:
            return "full"
        conn.execute(insert(ChallengeRow).values(**row))
    return "added"


def challenge(store: Store, challenge_id: str) -> dict[str, Any] | None:
    with store.engine.connect() as conn:
        found = _challenges(conn, ChallengeRow.id == challenge_id)
    return found[0] if found else None


def challenges_of(store: Store, account_ids: list[int], ended_after: float) -> list[dict[str, Any]]:
    """The challenges to or from these accounts that are pending, or ended after
    `ended_after` (what the pages of a process's listeners are to be told)."""
    if not account_ids:
        return []
    with store.engine.connect() as conn:
        return _challenges(conn, (ChallengeRow.from_id.in_(account_ids)
                                  | ChallengeRow.to_id.in_(account_ids))
                           & ((ChallengeRow.state == PENDING)
                              | (ChallengeRow.ended > ended_after)))


def settle(store: Store, challenge_id: str, state: str, now: float,
           table_id: str | None = None) -> bool:
    """A pending challenge, not expired, becomes `state` (with its table, when accepted);
    whether this call changed it."""
    with store.engine.begin() as conn:
        return bool(conn.execute(update(ChallengeRow).where(
            (ChallengeRow.id == challenge_id) & (ChallengeRow.state == PENDING)
            & (ChallengeRow.expires > now))
            .values(state=state, ended=now, table_id=table_id)).rowcount)


def undo_accept(store: Store, challenge_id: str, now: float) -> None:
    """An accepted challenge whose table could not form is cancelled (nobody holds a seat)."""
    with store.engine.begin() as conn:
        conn.execute(update(ChallengeRow).where(
            (ChallengeRow.id == challenge_id) & (ChallengeRow.state == ACCEPTED))
            .values(state=CANCELLED, ended=now, table_id=None))


def expire(store: Store, now: float, forget_before: float) -> list[str]:
    """Pending challenges past their time become "expired" (their ids); those ended before
    `forget_before` are deleted (a pending one is never)."""
    with store.engine.begin() as conn:
        ids = list(conn.execute(update(ChallengeRow).where(
            (ChallengeRow.state == PENDING) & (ChallengeRow.expires <= now))
            .values(state=EXPIRED, ended=now).returning(ChallengeRow.id)).scalars())
        conn.execute(delete(ChallengeRow).where(ChallengeRow.ended < forget_before))
    return ids


def forget_challenges(conn: Any, account_id: int, now: float) -> None:
    """A closed account's pending challenges, either way, are cancelled (its closing's
    transaction)."""
    conn.execute(update(ChallengeRow).where(
        (ChallengeRow.state == PENDING)
        & ((ChallengeRow.from_id == account_id) | (ChallengeRow.to_id == account_id)))
        .values(state=CANCELLED, ended=now))
