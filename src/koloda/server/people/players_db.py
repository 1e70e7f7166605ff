"""The database side of players (server/people/players.py): claiming seats, blocks, and an account's
games read in pages. Blocking calls over a `Store`, as its own methods are: run them in the
writer thread (`hub.writer.call`) or in a worker thread."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, insert, select, tuple_, update

from ..chat.rows import ChatRow
from ..store import (
    AccountRow,
    ActionRow,
    SeatRow,
    Store,
    Stored,
    TableRow,
    from_row,
    seats_of,
    shown_handle,
)
from .friends_db import end_between
from .rows import BlockRow

#: the statuses of a game that is over: its record is public (as /api/tables/{id}/record)
OVER = ("finished", "abandoned")
#: when a game ended, for ordering: an abandoned game has no end time, its creation stands in
_ENDED = func.coalesce(TableRow.finished, TableRow.created)


# -- claiming -----------------------------------------------------------------------------
def claim(store: Store, account_id: int, token_hashes: list[str],
          handle: str = "") -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Give the seats held by these tokens (their hashes) that belong to no account to this
    one: (claimed, taken), each as (table, seat); taken seats already had an account (this one
    included). One UPDATE that takes only seats still without an account, so of two accounts
    claiming one seat at once exactly one gets it. A claimed seat at a table not over yet is
    named by `handle` from now on, as a seat taken signed in is; a game over keeps the names
    it was played with."""
    if not token_hashes:
        return [], []
    with store.engine.begin() as conn:
        # the write comes first: SQLite cannot turn a read transaction into a write one
        # once another connection has written
        done = conn.execute(update(SeatRow).where(
            SeatRow.token_hash.in_(token_hashes) & SeatRow.account_id.is_(None))
            .values(account_id=account_id).returning(SeatRow.table_id, SeatRow.seat)).all()
        claimed = sorted((r.table_id, r.seat) for r in done)
        if handle and claimed:
            live = select(TableRow.id).where(TableRow.status.not_in(OVER))
            conn.execute(update(SeatRow).where(
                SeatRow.token_hash.in_(token_hashes) & (SeatRow.account_id == account_id)
                & SeatRow.table_id.in_(live)).values(name=handle))
        found = conn.execute(select(SeatRow.table_id, SeatRow.seat).where(
            SeatRow.token_hash.in_(token_hashes))).all()
    mine = set(claimed)
    return claimed, sorted((r.table_id, r.seat) for r in found if (r.table_id, r.seat) not in mine)


# -- blocks -------------------------------------------------------------------------------
def blocked_by_any(store: Store, account_id: int, others: list[int]) -> bool:
    """Whether any of `others` has blocked `account_id`."""
    with store.engine.connect() as conn:
        return conn.execute(select(BlockRow.account_id).where(
            (BlockRow.blocked_id == account_id) & BlockRow.account_id.in_(others))
            .limit(1)).first() is not None


def blocked_between(store: Store, a: int, b: int) -> bool:
    """Whether either of two accounts has blocked the other (pairing never seats them
    together)."""
    with store.engine.connect() as conn:
        return conn.execute(select(BlockRow.account_id).where(
            ((BlockRow.account_id == a) & (BlockRow.blocked_id == b))
            | ((BlockRow.account_id == b) & (BlockRow.blocked_id == a))).limit(1)).first() \
            is not None


def blocked_ids(store: Store, account_id: int) -> frozenset[int]:
    """The accounts this one has blocked."""
    with store.engine.connect() as conn:
        return frozenset(conn.execute(select(BlockRow.blocked_id).where(
            BlockRow.account_id == account_id)).scalars())


def blocks_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """This account's blocks, newest first: {handle, since} (a deleted account's handle is
    its anonymous name)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(AccountRow.handle, AccountRow.name, AccountRow.status,
                                   BlockRow.created)
                            .join(AccountRow, AccountRow.id == BlockRow.blocked_id)
                            .where(BlockRow.account_id == account_id)
                            .order_by(BlockRow.created.desc(), AccountRow.handle_key)).all()
    return [{"handle": shown_handle(r), "since": r.created}
            for r in rows]


def add_block(store: Store, account_id: int, blocked_id: int, now: float, cap: int) -> str:
    """Block an account: "added", "already" (blocked before: unchanged) or "full" (this
    account has `cap` blocks already)."""
    with store.engine.begin() as conn:
        if conn.execute(select(BlockRow.created).where(
                (BlockRow.account_id == account_id) & (BlockRow.blocked_id == blocked_id))
                ).first() is not None:
            return "already"
        count = conn.execute(select(func.count()).where(
            BlockRow.account_id == account_id)).scalar_one()
        if count >= cap:
            return "full"
        conn.execute(insert(BlockRow).values(account_id=account_id, blocked_id=blocked_id,
                                             created=now))
        end_between(conn, account_id, blocked_id, now)  # no follow, no challenge survives it
    return "added"


def remove_block(store: Store, account_id: int, blocked_id: int) -> bool:
    with store.engine.begin() as conn:
        return bool(conn.execute(delete(BlockRow).where(
            (BlockRow.account_id == account_id) & (BlockRow.blocked_id == blocked_id))).rowcount)


# -- an account's games -------------------------------------------------------------------
def result_of(outcome: dict[str, Any] | None, seat: int) -> tuple[str, int | None]:
    """A seat's result and place from a game's outcome (`ranks`: 1 is best, equal ranks tie):
    "unfinished" without an outcome (abandoned); alone against the rules, rank 1 "won" and
    anything else "lost" (no place); every seat ranked alike, "draw"; the best rank, even
    shared with some, "won"; any other, "lost". The place is the seat's rank."""
    ranks = (outcome or {}).get("ranks")
    if not ranks or not 0 <= seat < len(ranks):
        return "unfinished", None
    rank = ranks[seat]
    if len(ranks) == 1:
        return ("won" if rank == 1 else "lost"), None
    if len(set(ranks)) == 1:
        return "draw", rank
    return ("won" if rank == min(ranks) else "lost"), rank


def tallies(store: Store, account_id: int, batch: int = 1000) -> dict[str, dict[str, int]]:
    """Per game, how many games that are over the account played and won (one a seat),
    read in batches of `batch` rows (a long history is never held whole)."""
    q = (select(TableRow.game, TableRow.outcome, SeatRow.seat)
         .join(TableRow, TableRow.id == SeatRow.table_id)
         .where((SeatRow.account_id == account_id) & TableRow.status.in_(OVER)))
    out: dict[str, dict[str, int]] = {}
    with store.engine.connect() as conn:
        result = conn.execution_options(yield_per=batch).execute(q)
        for part in result.partitions():
            for r in part:
                tally = out.setdefault(r.game, {"played": 0, "won": 0})
                tally["played"] += 1
                tally["won"] += result_of(r.outcome, r.seat)[0] == "won"
    return dict(sorted(out.items()))


def recent(store: Store, account_id: int, limit: int) -> list[tuple[Stored, int]]:
    """The account's last `limit` seats at games that are over, newest first: (the table
    with its seats, not its actions; the seat)."""
    key = _ENDED.label("ended")
    with store.engine.connect() as conn:
        rows = conn.execute(select(TableRow.__table__, SeatRow.seat.label("my_seat"), key)
                            .join(SeatRow, SeatRow.table_id == TableRow.id)
                            .where((SeatRow.account_id == account_id)
                                   & TableRow.status.in_(OVER))
                            .order_by(key.desc(), TableRow.id.desc(), SeatRow.seat)
                            .limit(limit)).all()
        seats = seats_of(conn, sorted({r.id for r in rows}))
    out = []
    for r in rows:
        row = dict(r._mapping)
        seat = row.pop("my_seat")
        row.pop("ended")
        out.append((Stored(from_row(row), seats.get(row["id"], [])), seat))
    return out


def games_page(store: Store, account_id: int, after: tuple[float, str] | None,
               limit: int) -> list[tuple[Stored, float]]:
    """One page of the account's games that are over (one per table, whatever the seats it
    held there), newest first, with seats and actions: those that ended before `after` (the
    (end, id) of the previous page's last). Each with its end, for the next page."""
    mine = select(SeatRow.table_id).where(SeatRow.account_id == account_id)
    key = _ENDED.label("ended")
    q = select(TableRow.__table__, key).where(TableRow.status.in_(OVER) & TableRow.id.in_(mine))
    if after is not None:
        # row values: PostgreSQL and SQLite (3.15 on) compare them in order
        q = q.where(tuple_(_ENDED, TableRow.id) < tuple_(*after))
    with store.engine.connect() as conn:
        rows = conn.execute(q.order_by(_ENDED.desc(), TableRow.id.desc()).limit(limit)).all()
        ids = [r.id for r in rows]
        seats = seats_of(conn, ids)
        moves: dict[str, list[tuple[int | None, dict[str, Any]]]] = {i: [] for i in ids}
        if ids:
            for a in conn.execute(select(ActionRow.table_id, ActionRow.seat, ActionRow.action)
                                  .where(ActionRow.table_id.in_(ids))
                                  .order_by(ActionRow.table_id, ActionRow.idx)):
                moves[a.table_id].append((a.seat, a.action))
    out = []
    for r in rows:
        row = dict(r._mapping)
        ended = row.pop("ended")
        out.append((Stored(from_row(row), seats.get(row["id"], []), moves[row["id"]]),
                    float(ended)))
    return out


def live_seats(store: Store, account_id: int) -> list[dict[str, Any]]:
    """The account's seats at tables not over yet: {table, game, seat, status, created} (no
    record: a running game's deal is still secret)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(TableRow.id, TableRow.game, TableRow.status,
                                   TableRow.created, SeatRow.seat)
                            .join(SeatRow, SeatRow.table_id == TableRow.id)
                            .where((SeatRow.account_id == account_id)
                                   & TableRow.status.not_in(OVER))
                            .order_by(TableRow.created.desc(), SeatRow.seat)).all()
    return [{"table": r.id, "game": r.game, "seat": r.seat, "status": r.status,
             "created": r.created} for r in rows]


def live_tables(store: Store, account_id: int, limit: int) -> list[dict[str, Any]]:
    """The account's tables the lobby lists to everyone (open or playing), newest first:
    {table, game, status, created, seat, players: [{seat, name, account, bot}]}: what the
    public list of tables shows, nothing more (no deal, no hand)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(TableRow.id, TableRow.game, TableRow.status,
                                   TableRow.created, SeatRow.seat)
                            .join(SeatRow, SeatRow.table_id == TableRow.id)
                            .where((SeatRow.account_id == account_id)
                                   & (SeatRow.kind == "human")
                                   & TableRow.status.in_(("open", "playing")))
                            .order_by(TableRow.created.desc(), SeatRow.seat)
                            .limit(limit)).all()
        seats = seats_of(conn, sorted({r.id for r in rows}))
    out, seen = [], set()
    for r in rows:
        if r.id in seen:
            continue
        seen.add(r.id)
        out.append({"table": r.id, "game": r.game, "status": r.status, "created": r.created,
                    "seat": r.seat,
                    "players": [{"seat": s["seat"], "name": s["name"], "account": s["account"],
                                 "bot": s["bot"] if s["kind"] == "bot" else None}
                                for s in seats.get(r.id, []) if s["kind"] != "empty"]})
    return out


def chat_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """Every chat line the account said, oldest first: those it was the speaker of when they
    were said (`ChatRow.account_id`), never a guest's from a seat the account took later."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(ChatRow.table_id, ChatRow.n, ChatRow.seat, ChatRow.text,
                                   ChatRow.phrase, ChatRow.at)
                            .where(ChatRow.account_id == account_id)
                            .order_by(ChatRow.at, ChatRow.table_id, ChatRow.n)).all()
    return [{"table": r.table_id, "n": r.n, "seat": r.seat, "text": r.text,
             "phrase": r.phrase, "at": r.at} for r in rows]
