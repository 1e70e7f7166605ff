"""Moderation's queries (docs/moderation.md): reports with their limits, the detectors' flags,
the queue, a person's dossier, the sanctions and cheat marks, and the append-only log. Blocking
calls over a `Store`: run them in the writer thread (`hub.writer.call`) or a worker thread."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, insert, select, update

from koloda.ratings import refund

from ..chat.rows import ChatRow
from ..people import players_db
from ..people.rows import SessionRow
from ..rated import db as rated_db
from ..store import AccountRow, SeatRow, Store, TableRow, shown_handle
from . import sanctions
from .rows import (
    CheatRow,
    FlaggedRow,
    FlagRow,
    ModeratorRow,
    ModLogRow,
    RefundRow,
    ReportRow,
    SanctionRow,
)

OPEN, HANDLED = "open", "handled"
#: a report's reasons, as the client offers them
REASONS = ("cheating", "collusion", "chat", "leaving", "other")


# -- moderators ------------------------------------------------------------------------------
is_moderator = sanctions.is_moderator


def set_moderator(store: Store, account_id: int, on: bool, now: float) -> bool:
    """Grant or revoke the role, logged ("grant", "revoke"; by the command line); whether it
    changed anything."""
    with store.engine.begin() as conn:
        had = conn.execute(select(ModeratorRow.account_id).where(
            ModeratorRow.account_id == account_id)).first() is not None
        if had == on:
            return False
        if on:
            conn.execute(insert(ModeratorRow).values(account_id=account_id, granted=now))
        else:
            conn.execute(delete(ModeratorRow).where(ModeratorRow.account_id == account_id))
        log(conn, now, None, account_id, "grant" if on else "revoke", "command line")
    return True


# -- the log ---------------------------------------------------------------------------------
def log(conn: Any, now: float, moderator: int | None, account_id: int, action: str,
        reason: str, *, until: float | None = None, pool: str | None = None,
        report_id: int | None = None, flag_id: int | None = None,
        details: dict[str, Any] | None = None) -> int:
    """Append one action to the log (the only write the log ever gets)."""
    return int(conn.execute(insert(ModLogRow).values(
        at=now, moderator_id=moderator, account_id=account_id, action=action, until=until,
        pool=pool, reason=reason, report_id=report_id, flag_id=flag_id,
        details=details or {})).inserted_primary_key[0])


def log_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """The actions on an account, newest first, with the moderator's handle."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(ModLogRow.__table__).where(
            ModLogRow.account_id == account_id).order_by(ModLogRow.id.desc())).all()
        handles = _handles(conn, {r.moderator_id for r in rows})
    return [{"id": r.id, "at": r.at, "action": r.action, "until": r.until, "pool": r.pool,
             "reason": r.reason, "report": r.report_id, "flag": r.flag_id,
             "details": r.details or {},
             "moderator": handles.get(r.moderator_id) if r.moderator_id else None}
            for r in rows]


def notify(conn: Any, account_id: int, notice: dict[str, Any]) -> None:
    """Keep a notice for the account's next page (migration 0010's slot: the newest wins;
    the account page lists everything, `standing`)."""
    conn.execute(update(AccountRow).where(AccountRow.id == account_id).values(
        notice=json.dumps(notice, ensure_ascii=False)[:400]))


def _handles(conn: Any, ids: set[int | None]) -> dict[int, str]:
    ids_ = sorted(i for i in ids if i is not None)
    if not ids_:
        return {}
    rows = conn.execute(select(AccountRow.__table__).where(AccountRow.id.in_(ids_)))
    return {r.id: shown_handle(r) for r in rows}


# -- reports ---------------------------------------------------------------------------------
def add_report(store: Store, row: dict[str, Any], per_day: int, open_most: int,
               now: float) -> int | str:
    """Keep a report (its id), or say why not: "day" (the reporter's `per_day` in 24 hours
    are spent), "open" (`open_most` of theirs wait already), "again" (theirs about this
    person waits already). Counted in the same transaction as the insert."""
    with store.engine.begin() as conn:
        mine = ReportRow.reporter_id == row["reporter_id"]
        today = conn.execute(select(func.count()).select_from(ReportRow).where(
            mine & (ReportRow.created > now - 86400.0))).scalar_one()
        if today >= per_day:
            return "day"
        waiting = conn.execute(select(ReportRow.suspect_id).where(
            mine & (ReportRow.state == OPEN))).scalars().all()
        if row["suspect_id"] in waiting:
            return "again"
        if len(waiting) >= open_most:
            return "open"
        return int(conn.execute(insert(ReportRow).values(
            **row, created=now, state=OPEN)).inserted_primary_key[0])


def report(store: Store, report_id: int) -> dict[str, Any] | None:
    with store.engine.connect() as conn:
        r = conn.execute(select(ReportRow.__table__).where(ReportRow.id == report_id)).first()
    return dict(r._mapping) if r is not None else None


def chat_line(store: Store, table_id: str, n: int) -> dict[str, Any] | None:
    """A kept chat line: {account, text, phrase, at} (a report made from it names its sayer)."""
    with store.engine.connect() as conn:
        r = conn.execute(select(ChatRow.__table__).where((ChatRow.table_id == table_id)
                                               & (ChatRow.n == n))).first()
    return None if r is None else {"account": r.account_id, "text": r.text,
                                   "phrase": r.phrase, "at": r.at}


def seat_accounts(store: Store, table_id: str) -> list[int]:
    """The accounts seated at a table (a report about it must name one of them)."""
    with store.engine.connect() as conn:
        return [a for a in conn.execute(select(SeatRow.account_id).where(
            (SeatRow.table_id == table_id) & SeatRow.account_id.is_not(None))).scalars()]


# -- flags -----------------------------------------------------------------------------------
def add_flag(store: Store, kind: str, account_ids: Sequence[int], pool: str | None,
             evidence: dict[str, Any], now: float) -> int | None:
    """Keep a detector's flag (its id); None when an open flag of the same kind, pool and
    accounts waits already (a detector run again adds nothing to the queue)."""
    accounts = sorted(set(account_ids))
    with store.engine.begin() as conn:
        known = set(conn.execute(select(AccountRow.id).where(
            AccountRow.id.in_(accounts))).scalars())
        accounts = [a for a in accounts if a in known]
        if not accounts:
            return None
        same = conn.execute(select(FlagRow.id).where(
            (FlagRow.state == OPEN) & (FlagRow.kind == kind)
            & (FlagRow.pool.is_(None) if pool is None else FlagRow.pool == pool))).scalars()
        for flag_id in same:
            named = sorted(conn.execute(select(FlaggedRow.account_id).where(
                FlaggedRow.flag_id == flag_id)).scalars())
            if named == accounts:
                return None
        flag_id = int(conn.execute(insert(FlagRow).values(
            kind=kind, pool=pool, evidence=evidence, created=now,
            state=OPEN)).inserted_primary_key[0])
        for a in accounts:
            conn.execute(insert(FlaggedRow).values(flag_id=flag_id, account_id=a))
    return flag_id


# -- the queue -------------------------------------------------------------------------------
def queue(store: Store, state: str, limit: int) -> list[dict[str, Any]]:
    """Reports and flags in `state`, most urgent first: open ones by how many open items name
    the same person (several reports about one person come first), then newest; handled ones
    newest handled first."""
    with store.engine.connect() as conn:
        order = (ReportRow.created.desc() if state == OPEN else ReportRow.handled_at.desc())
        reports = conn.execute(select(ReportRow.__table__).where(ReportRow.state == state)
                               .order_by(order).limit(limit)).all()
        forder = FlagRow.created.desc() if state == OPEN else FlagRow.handled_at.desc()
        flags = conn.execute(select(FlagRow.__table__).where(FlagRow.state == state)
                             .order_by(forder).limit(limit)).all()
        named: dict[int, list[int]] = {}
        if flags:
            for f in conn.execute(select(FlaggedRow.__table__).where(
                    FlaggedRow.flag_id.in_([f.id for f in flags]))):
                named.setdefault(f.flag_id, []).append(f.account_id)
        ids = ({r.reporter_id for r in reports} | {r.suspect_id for r in reports}
               | {r.handled_by for r in reports} | {f.handled_by for f in flags}
               | {a for accounts in named.values() for a in accounts})
        handles = _handles(conn, ids)
    items = []
    for r in reports:
        items.append({"type": "report", "id": r.id, "created": r.created, "state": r.state,
                      "reason": r.reason, "table": r.table_id, "chat_n": r.chat_n,
                      "text": r.text, "reporter": handles.get(r.reporter_id),
                      "accounts": [handles.get(r.suspect_id)], "ids": [r.suspect_id],
                      "handled_at": r.handled_at, "handled_by": handles.get(r.handled_by)})
    for f in flags:
        accounts = sorted(named.get(f.id, []))
        items.append({"type": "flag", "id": f.id, "created": f.created, "state": f.state,
                      "kind": f.kind, "pool": f.pool, "evidence": f.evidence,
                      "accounts": [handles.get(a) for a in accounts], "ids": accounts,
                      "handled_at": f.handled_at, "handled_by": handles.get(f.handled_by)})
    if state == OPEN:
        about = Counter(a for item in items for a in item["ids"])
        for item in items:
            item["urgency"] = max((about[a] for a in item["ids"]), default=0)
        items.sort(key=lambda i: (-i["urgency"], -i["created"]))
    else:
        items.sort(key=lambda i: -(i["handled_at"] or 0.0))
    for item in items:
        del item["ids"]
    return items[:limit]


def handle_items(conn: Any, moderator: int | None, now: float, report_id: int | None,
                 flag_id: int | None) -> list[int]:
    """Mark a report or a flag handled; the reporters to tell (a report's, when it was open)."""
    told = []
    if report_id is not None:
        r = conn.execute(select(ReportRow.__table__).where(ReportRow.id == report_id)).first()
        if r is not None and r.state == OPEN:
            conn.execute(update(ReportRow).where(ReportRow.id == report_id).values(
                state=HANDLED, handled_at=now, handled_by=moderator))
            told.append(r.reporter_id)
    if flag_id is not None:
        conn.execute(update(FlagRow).where((FlagRow.id == flag_id) & (FlagRow.state == OPEN))
                     .values(state=HANDLED, handled_at=now, handled_by=moderator))
    return told


def item_exists(store: Store, report_id: int | None, flag_id: int | None,
                account_id: int) -> bool:
    """Whether the report or flag named exists and is about `account_id`."""
    with store.engine.connect() as conn:
        if report_id is not None and conn.execute(select(ReportRow.id).where(
                (ReportRow.id == report_id) & (ReportRow.suspect_id == account_id))).first() \
                is None:
            return False
        if flag_id is not None and conn.execute(select(FlaggedRow.flag_id).where(
                (FlaggedRow.flag_id == flag_id)
                & (FlaggedRow.account_id == account_id))).first() is None:
            return False
    return True


# -- sanctions and marks ---------------------------------------------------------------------
def sanction(conn: Any, account_id: int, **values: float | None) -> None:
    """Set `muted_until` and/or `barred_until` for an account (None lifts it)."""
    found = conn.execute(select(SanctionRow.account_id).where(
        SanctionRow.account_id == account_id)).first()
    if found is None:
        conn.execute(insert(SanctionRow).values(account_id=account_id, **values))
    else:
        conn.execute(update(SanctionRow).where(SanctionRow.account_id == account_id)
                     .values(**values))


def cheat_marks(store: Store, account_id: int) -> list[dict[str, Any]]:
    with store.engine.connect() as conn:
        return [{"pool": r.pool, "at": r.at, "taken": r.taken} for r in conn.execute(
            select(CheatRow.__table__).where(CheatRow.account_id == account_id)
            .order_by(CheatRow.at))]


def mark_cheat(conn: Any, account_id: int, pool: str, now: float) -> dict[str, Any] | None:
    """Mark an account a cheat in a pool and give its victims back what they lost to it
    (koloda.ratings.refund, applied through rated play's queries), in the caller's
    transaction: {taken, before, after, refunds: [{victim, points}]}; None when it is marked
    in that pool already (the refunds are given once)."""
    if conn.execute(select(CheatRow.account_id).where(
            (CheatRow.account_id == account_id) & (CheatRow.pool == pool))).first() is not None:
        return None
    since = now - refund.WINDOW_DAYS * 86400.0
    games, before_first = rated_db.games_with(conn, account_id, pool, since, refund.MAX_GAMES)
    found = refund.losses(account_id, games)
    refunds = []
    for victim, loss in sorted(found.items()):
        current, highest = rated_db.standing_in(conn, victim, pool)
        if current is None:
            continue
        points = refund.points(loss, current, highest)
        if points > 0:
            rated_db.shift_rating(conn, victim, pool, points)
            conn.execute(insert(RefundRow).values(cheat_id=account_id, pool=pool,
                                                  victim_id=victim, points=points, at=now))
            refunds.append({"victim": victim, "points": points, "lost": round(loss.lost)})
    current, _highest = rated_db.standing_in(conn, account_id, pool)
    after = current
    if current is not None and before_first is not None:
        after = refund.undone(current, before_first)
        if after != current:
            rated_db.shift_rating(conn, account_id, pool, after - current)
    taken = (current or 0) - (after or 0)
    conn.execute(insert(CheatRow).values(account_id=account_id, pool=pool, at=now, taken=taken))
    return {"taken": taken, "before": current, "after": after, "games": len(games),
            "refunds": refunds}


def refunds_to(store: Store, victim_id: int) -> list[dict[str, Any]]:
    with store.engine.connect() as conn:
        return [{"pool": r.pool, "points": r.points, "at": r.at} for r in conn.execute(
            select(RefundRow.__table__).where(RefundRow.victim_id == victim_id)
            .order_by(RefundRow.at))]


# -- a person's dossier ----------------------------------------------------------------------
def account_by_handle(store: Store, handle: str) -> dict[str, Any] | None:
    with store.engine.connect() as conn:
        r = conn.execute(select(AccountRow.__table__).where(
            AccountRow.handle_key == handle.strip().lower())).first()
    return None if r is None else {"id": r.id, "handle": r.handle, "name": r.name,
                                   "created": r.created, "status": r.status}


def dossier(store: Store, account_id: int, now: float, games: int = 50) -> dict[str, Any]:
    """Everything a moderator weighs about one account, in one read (docs/moderation.md,
    "The dossier")."""
    recent = players_db.recent(store, account_id, games)
    with store.engine.connect() as conn:
        sanctions = conn.execute(select(SanctionRow.__table__).where(
            SanctionRow.account_id == account_id)).first()
        reports_about = conn.execute(select(ReportRow.__table__).where(
            ReportRow.suspect_id == account_id).order_by(ReportRow.created.desc())).all()
        reports_by = conn.execute(select(ReportRow.__table__).where(
            ReportRow.reporter_id == account_id).order_by(ReportRow.created.desc())).all()
        flags = conn.execute(select(FlagRow.__table__).join(
            FlaggedRow, FlaggedRow.flag_id == FlagRow.id).where(
            FlaggedRow.account_id == account_id).order_by(FlagRow.created.desc())).all()
        reported_tables = sorted({r.table_id for r in reports_about if r.table_id})
        lines = conn.execute(select(ChatRow.table_id, ChatRow.n, ChatRow.text, ChatRow.phrase,
                                    ChatRow.at).where(
            (ChatRow.account_id == account_id) & ChatRow.table_id.in_(reported_tables))
            .order_by(ChatRow.table_id, ChatRow.n)).all() if reported_tables else []
        shared = _shared_networks(conn, account_id)
        opponents = _opponents(conn, account_id)
        handles = _handles(conn, {r.reporter_id for r in reports_about}
                           | {r.suspect_id for r in reports_by}
                           | {a for o in opponents for a in [o["id"]]}
                           | {s["id"] for s in shared})
    return {
        "sanctions": {
            "muted_until": _live(sanctions.muted_until if sanctions else None, now),
            "barred_until": _live(sanctions.barred_until if sanctions else None, now)},
        "cheats": cheat_marks(store, account_id),
        "ratings": rated_db.ratings_of(store, account_id),
        "reliability": rated_db.reliability(store, account_id),
        "games": [{"table": s.table["id"], "game": s.table["game"],
                   "players": s.table["players"], "finished": s.table.get("finished"),
                   "rated": bool((s.table.get("table_options") or {}).get("rated")),
                   "result": players_db.result_of(s.table.get("outcome"), seat)[0],
                   "with": [p.get("name") for p in s.seats
                            if p.get("seat") != seat and p.get("kind") != "empty"]}
                  for s, seat in recent],
        "opponents": [{**o, "handle": handles.get(o["id"])} for o in opponents],
        "shares": [{**s, "handle": handles.get(s["id"])} for s in shared],
        "reports_about": [_report_json(r, handles.get(r.reporter_id), "reporter")
                          for r in reports_about],
        "reports_by": [_report_json(r, handles.get(r.suspect_id), "suspect")
                       for r in reports_by],
        "flags": [{"id": f.id, "kind": f.kind, "pool": f.pool, "created": f.created,
                   "state": f.state, "evidence": f.evidence} for f in flags],
        "chat": [{"table": c.table_id, "n": c.n, "text": c.text, "phrase": c.phrase,
                  "at": c.at} for c in lines],
        "log": log_of(store, account_id),
        "refunds": refunds_to(store, account_id),
    }


def _live(until: float | None, now: float) -> float | None:
    return until if until is not None and until > now else None


def _report_json(r: Any, handle: str | None, who: str) -> dict[str, Any]:
    return {"id": r.id, "created": r.created, "reason": r.reason, "table": r.table_id,
            "chat_n": r.chat_n, "text": r.text, "state": r.state, who: handle}


def _opponents(conn: Any, account_id: int, most: int = 10) -> list[dict[str, Any]]:
    """The accounts it sat with most often at games that are over: {id, games, rated,
    net} (net: its own rating's change summed over their shared rated games, which farming
    makes large)."""
    mine = select(SeatRow.table_id).where(SeatRow.account_id == account_id)
    rows = conn.execute(select(SeatRow.account_id, func.count(func.distinct(SeatRow.table_id)))
                        .join(TableRow, TableRow.id == SeatRow.table_id)
                        .where(SeatRow.table_id.in_(mine) & SeatRow.account_id.is_not(None)
                               & (SeatRow.account_id != account_id)
                               & TableRow.status.in_(players_db.OVER))
                        .group_by(SeatRow.account_id)
                        .order_by(func.count(func.distinct(SeatRow.table_id)).desc())
                        .limit(most)).all()
    out = []
    for other, n in rows:
        rated, net = rated_db.shared_rated(conn, account_id, other)
        out.append({"id": other, "games": int(n), "rated": rated, "net": net})
    return out


def _shared_networks(conn: Any, account_id: int) -> list[dict[str, Any]]:
    """Other accounts with a session from a network one of its sessions used (an IPv4
    /24, an IPv6 /48: what sessions keep, migration 0012), and whether the browser is the same
    too (`same_client`: the user agent as well)."""
    mine = conn.execute(select(SessionRow.network, SessionRow.user_agent).where(
        (SessionRow.account_id == account_id) & SessionRow.network.is_not(None))).all()
    if not mine:
        return []
    networks = sorted({m.network for m in mine})
    agents = {(m.network, m.user_agent) for m in mine}
    rows = conn.execute(select(SessionRow.account_id, SessionRow.network, SessionRow.user_agent)
                        .where(SessionRow.network.in_(networks)
                               & (SessionRow.account_id != account_id))).all()
    found: dict[int, dict[str, Any]] = {}
    for r in rows:
        entry = found.setdefault(r.account_id, {"id": r.account_id, "networks": [],
                                                "same_client": False})
        if r.network not in entry["networks"]:
            entry["networks"].append(r.network)
        entry["same_client"] = entry["same_client"] or (r.network, r.user_agent) in agents
    return sorted(found.values(), key=lambda e: (not e["same_client"], e["id"]))


# -- what a person sees of their own standing -----------------------------------------------
def standing(store: Store, account_id: int, now: float) -> dict[str, Any]:
    """An account's own view: the sanctions in force, what was done to it (the log's actions
    on it, without the moderator's name), its refunds, and its reports with their state."""
    with store.engine.connect() as conn:
        s = conn.execute(select(SanctionRow.__table__).where(
            SanctionRow.account_id == account_id)).first()
        mine = conn.execute(select(ReportRow.__table__).where(
            ReportRow.reporter_id == account_id).order_by(ReportRow.created.desc())
            .limit(50)).all()
        handles = _handles(conn, {r.suspect_id for r in mine})
    shown = {"warn", "mute", "bar", "close", "cheat", "unmute", "unbar", "reopen", "cancel"}
    return {
        "muted_until": _live(s.muted_until if s else None, now),
        "barred_until": _live(s.barred_until if s else None, now),
        "actions": [{k: e[k] for k in ("at", "action", "until", "pool", "reason")}
                    for e in log_of(store, account_id) if e["action"] in shown],
        "refunds": refunds_to(store, account_id),
        "reports": [{"id": r.id, "created": r.created, "reason": r.reason,
                     "about": handles.get(r.suspect_id), "state": r.state,
                     "handled_at": r.handled_at} for r in mine],
    }

