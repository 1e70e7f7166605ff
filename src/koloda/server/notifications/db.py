"""Notifications' queries (migration 0015's tables): blocking calls over a `Store`, run in the
writer thread (`hub.writer.call`) or a worker thread.

A notice is one row an account and key: the same thing happening again either renews it
(unread again, newest again: a table waiting on its person once more) or leaves it be (a
tournament told once, whichever process tells it first: the unique key decides)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, false, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from ..store import AccountRow, Store
from .rows import (
    NotificationRow,
    NotifyPrefsRow,
    PushKeyRow,
    PushOutboxRow,
    PushSubscriptionRow,
)

#: the kinds of notice a person may switch on or off for push, and the kind each notice
#: counts as (a game's end is news of one's games, as a turn is)
PREF_KINDS = ("turn", "challenge", "rematch", "tournament", "moderation")
PREF_OF = {"turn": "turn", "ended": "turn", "challenge": "challenge", "rematch": "rematch",
           "tournament": "tournament", "moderation": "moderation"}
FIELDS = ("id", "kind", "message", "args", "url", "created", "read")


def _json(r: Any) -> dict[str, Any]:
    return {k: getattr(r, k) for k in FIELDS}


def _unread(conn: Any, account_id: int) -> int:
    return int(conn.execute(select(func.count()).where(
        (NotificationRow.account_id == account_id) & NotificationRow.read.is_(None)))
        .scalar_one())


def add(store: Store, account_ids: list[int], note: dict[str, Any], now: float, keep: int,
        renew: bool) -> list[dict[str, Any]]:
    """Give each active account of `account_ids` the notice `note` (kind, message, args, url,
    key), keeping its newest `keep`. Each one told: {"account_id", "notification", "unread",
    "push": its subscriptions that take this kind}. An account whose notice of the same key
    stands is told again only when `renew` (the notice then unread and newest again)."""
    told: list[dict[str, Any]] = []
    with store.engine.begin() as conn:
        active = [r.id for r in conn.execute(select(AccountRow.id).where(
            AccountRow.id.in_(sorted(set(account_ids))) & (AccountRow.status == "active")))]
        for account_id in active:
            row_id = _put(conn, account_id, note, now, renew)
            if row_id is None:
                continue
            _trim(conn, account_id, keep)
            row = conn.execute(select(NotificationRow.__table__).where(
                NotificationRow.id == row_id)).first()
            told.append({"account_id": account_id, "notification": _json(row),
                         "unread": _unread(conn, account_id),
                         "push": _targets(conn, account_id, note["kind"])})
    return told


def _put(conn: Any, account_id: int, note: dict[str, Any], now: float,
         renew: bool) -> int | None:
    key = note.get("key")
    values = {"kind": note["kind"], "message": note["message"], "args": note["args"],
              "url": note.get("url"), "created": now, "read": None}
    if key is not None:
        found = conn.execute(select(NotificationRow.id).where(
            (NotificationRow.account_id == account_id) & (NotificationRow.key == key))).first()
        if found is not None:
            if not renew:
                return None
            # a new row rather than the old one changed: the newest first in the bell, and
            # the id a cluster's processes follow (`since`) moves on
            conn.execute(delete(NotificationRow).where(NotificationRow.id == found.id))
    try:
        with conn.begin_nested():  # another process may add the same key meanwhile
            return int(conn.execute(insert(NotificationRow).values(
                account_id=account_id, key=key, **values)).inserted_primary_key[0])
    except IntegrityError:
        return None


def _trim(conn: Any, account_id: int, keep: int) -> None:
    edge = conn.execute(select(NotificationRow.id).where(
        NotificationRow.account_id == account_id).order_by(NotificationRow.id.desc())
        .offset(keep).limit(1)).first()
    if edge is not None:
        conn.execute(delete(NotificationRow).where(
            (NotificationRow.account_id == account_id) & (NotificationRow.id <= edge.id)))


def _targets(conn: Any, account_id: int, kind: str) -> list[dict[str, Any]]:
    prefs = conn.execute(select(NotifyPrefsRow.push).where(
        NotifyPrefsRow.account_id == account_id)).first()
    if prefs is not None and not (prefs.push or {}).get(PREF_OF.get(kind, kind), True):
        return []
    return [dict(r._mapping) for r in conn.execute(select(
        PushSubscriptionRow.id, PushSubscriptionRow.endpoint, PushSubscriptionRow.p256dh,
        PushSubscriptionRow.auth, PushSubscriptionRow.lang).where(
        PushSubscriptionRow.account_id == account_id))]


def listing(store: Store, account_id: int, before: int | None,
            limit: int) -> dict[str, Any]:
    """An account's notices, newest first (below `before`, an id, when given), and how many
    are unread."""
    with store.engine.connect() as conn:
        query = select(NotificationRow.__table__).where(
            NotificationRow.account_id == account_id)
        if before is not None:
            query = query.where(NotificationRow.id < before)
        rows = conn.execute(query.order_by(NotificationRow.id.desc()).limit(limit)).all()
        return {"items": [_json(r) for r in rows], "unread": _unread(conn, account_id)}


def unread(store: Store, account_id: int) -> int:
    with store.engine.connect() as conn:
        return _unread(conn, account_id)


def mark_read(store: Store, account_id: int, ids: list[int] | None, now: float) -> int:
    """Mark the account's notices `ids` read (None: all of them); how many stay unread."""
    with store.engine.begin() as conn:
        where = (NotificationRow.account_id == account_id) & NotificationRow.read.is_(None)
        if ids is not None:
            where = where & NotificationRow.id.in_(ids)
        conn.execute(update(NotificationRow).where(where).values(read=now))
        return _unread(conn, account_id)


def since(store: Store, after: int, limit: int) -> list[dict[str, Any]]:
    """Notices with an id above `after`, oldest first, each with its account's unread count
    (a cluster's process tells its own pages of what another process wrote)."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(NotificationRow.__table__).where(NotificationRow.id > after)
                            .order_by(NotificationRow.id).limit(limit)).all()
        counts: dict[int, int] = {}
        for r in rows:
            if r.account_id not in counts:
                counts[r.account_id] = _unread(conn, r.account_id)
        return [{"account_id": r.account_id, "notification": _json(r),
                 "unread": counts[r.account_id]} for r in rows]


def newest_id(store: Store) -> int:
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.max(NotificationRow.id))).scalar_one() or 0)


# -- push ---------------------------------------------------------------------------------------
def vapid_keys(store: Store, made: tuple[str, str], now: float) -> tuple[str, str]:
    """The server's VAPID pair (private PEM, public base64url): the one kept, or `made` kept
    now when there is none (two processes starting at once keep the first)."""
    with store.engine.begin() as conn:
        found = conn.execute(select(PushKeyRow.__table__).where(PushKeyRow.id == 1)).first()
        if found is None:
            try:
                with conn.begin_nested():
                    conn.execute(insert(PushKeyRow).values(
                        id=1, private_key=made[0], public_key=made[1], created=now))
                    return made
            except IntegrityError:
                found = conn.execute(select(PushKeyRow.__table__).where(
                    PushKeyRow.id == 1)).first()
        return str(found.private_key), str(found.public_key)


def subscribe(store: Store, account_id: int, sub: dict[str, str], now: float,
              cap: int) -> None:
    """Keep a browser's subscription for the account (an endpoint another account held moves
    to this one: the browser now belongs to whoever signed in last), keeping its newest
    `cap`."""
    with store.engine.begin() as conn:
        _forget_devices(conn, PushSubscriptionRow.endpoint == sub["endpoint"])
        conn.execute(insert(PushSubscriptionRow).values(
            account_id=account_id, endpoint=sub["endpoint"], p256dh=sub["p256dh"],
            auth=sub["auth"], lang=sub["lang"], created=now))
        edge = conn.execute(select(PushSubscriptionRow.id).where(
            PushSubscriptionRow.account_id == account_id)
            .order_by(PushSubscriptionRow.id.desc()).offset(cap).limit(1)).first()
        if edge is not None:
            _forget_devices(conn, (PushSubscriptionRow.account_id == account_id)
                            & (PushSubscriptionRow.id <= edge.id))


def _forget_devices(conn: Any, which: Any) -> int:
    """Delete the subscriptions `which` selects, and the pushes kept for them first."""
    conn.execute(delete(PushOutboxRow).where(PushOutboxRow.subscription_id.in_(
        select(PushSubscriptionRow.id).where(which))))
    return int(conn.execute(delete(PushSubscriptionRow).where(which)).rowcount)


def unsubscribe(store: Store, account_id: int, endpoint: str) -> bool:
    with store.engine.begin() as conn:
        return bool(_forget_devices(conn, (PushSubscriptionRow.account_id == account_id)
                                    & (PushSubscriptionRow.endpoint == endpoint)))


def devices(store: Store, account_id: int) -> int:
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).where(
            PushSubscriptionRow.account_id == account_id)).scalar_one())


def drop(store: Store, subscription_id: int) -> None:
    """A subscription its push service says is gone (404, 410), with its pushes kept."""
    with store.engine.begin() as conn:
        _forget_devices(conn, PushSubscriptionRow.id == subscription_id)


def delivered(store: Store, subscription_id: int, now: float) -> None:
    with store.engine.begin() as conn:
        conn.execute(update(PushSubscriptionRow).where(
            PushSubscriptionRow.id == subscription_id).values(delivered=now))


def prefs(store: Store, account_id: int) -> dict[str, bool]:
    """Which kinds reach the account's devices (every kind on unless switched off)."""
    with store.engine.connect() as conn:
        found = conn.execute(select(NotifyPrefsRow.push).where(
            NotifyPrefsRow.account_id == account_id)).first()
    kept = (found.push if found is not None else None) or {}
    return {kind: bool(kept.get(kind, True)) for kind in PREF_KINDS}


def set_prefs(store: Store, account_id: int, push: dict[str, bool]) -> dict[str, bool]:
    with store.engine.begin() as conn:
        kept = {kind: bool(push.get(kind, True)) for kind in PREF_KINDS}
        if conn.execute(update(NotifyPrefsRow).where(NotifyPrefsRow.account_id == account_id)
                        .values(push=kept)).rowcount == 0:
            conn.execute(insert(NotifyPrefsRow).values(account_id=account_id, push=kept))
        return kept


def forget_account(conn: Any, account_id: int) -> None:
    """An account closing (its transaction, `conn`): its notices, devices, the pushes kept for
    them and its choices go."""
    _forget_devices(conn, PushSubscriptionRow.account_id == account_id)
    for row in (NotificationRow, NotifyPrefsRow):
        conn.execute(delete(row).where(row.account_id == account_id))


# -- the pushes kept until taken (notifications/push.py) -------------------------------------
SUBSCRIPTION_FIELDS = ("id", "endpoint", "p256dh", "auth")


def keep_pushes(store: Store, subscription_ids: list[int], push: dict[str, Any], now: float,
                owner: str, lease: float) -> list[int]:
    """Keep one push (`data`, `ttl`, `urgency`, `topic`) for each subscription, in hand of
    `owner` until `lease`; their ids, in the subscriptions' order."""
    with store.engine.begin() as conn:
        return [int(conn.execute(insert(PushOutboxRow).values(
            subscription_id=sub_id, data=push["data"], ttl=push["ttl"],
            urgency=push["urgency"], topic=push["topic"], tries=0, due=now,
            expires=now + push["ttl"], owner=owner, lease=lease)).inserted_primary_key[0])
            for sub_id in subscription_ids]


def push_done(store: Store, push_id: int) -> None:
    """A kept push taken by its push service, or refused for good: no longer kept."""
    with store.engine.begin() as conn:
        conn.execute(delete(PushOutboxRow).where(PushOutboxRow.id == push_id))


def push_later(store: Store, push_id: int, tries: int, due: float, lease: float) -> None:
    """A kept push to be tried again at `due` (its owner holds it until `lease`)."""
    with store.engine.begin() as conn:
        conn.execute(update(PushOutboxRow).where(PushOutboxRow.id == push_id)
                     .values(tries=tries, due=due, lease=lease))


def take_pushes(store: Store, owner: str, now: float, lease: float, limit: int,
                own: bool = False) -> list[dict[str, Any]]:
    """The kept pushes `owner` takes in hand now: any whose lease ran out and, with `own` (as
    it starts again), those it kept itself before, at most `limit`, each claimed by an update
    that only one process can win; with their subscriptions. Those past their time to live,
    or whose subscription is gone, are dropped first."""
    with store.engine.begin() as conn:
        conn.execute(delete(PushOutboxRow).where(
            (PushOutboxRow.expires <= now)
            | ~PushOutboxRow.subscription_id.in_(select(PushSubscriptionRow.id))))
        found = conn.execute(select(PushOutboxRow.id, PushOutboxRow.lease, PushOutboxRow.owner)
                             .where(((PushOutboxRow.owner == owner) if own else false())
                                    | (PushOutboxRow.lease <= now))
                             .order_by(PushOutboxRow.due).limit(limit)).all()
        taken = [r.id for r in found if conn.execute(
            update(PushOutboxRow).where((PushOutboxRow.id == r.id)
                                        & (PushOutboxRow.lease == r.lease)
                                        & (PushOutboxRow.owner == r.owner))
            .values(owner=owner, lease=lease)).rowcount == 1]
        if not taken:
            return []
        rows = conn.execute(
            select(PushOutboxRow.id, PushOutboxRow.data, PushOutboxRow.ttl,
                   PushOutboxRow.urgency, PushOutboxRow.topic, PushOutboxRow.tries,
                   PushOutboxRow.due, PushOutboxRow.expires,
                   *(getattr(PushSubscriptionRow, f).label(f"sub_{f}")
                     for f in SUBSCRIPTION_FIELDS))
            .join(PushSubscriptionRow,
                  PushSubscriptionRow.id == PushOutboxRow.subscription_id)
            .where(PushOutboxRow.id.in_(taken))).all()
    return [{"id": r.id, "data": bytes(r.data), "ttl": r.ttl, "urgency": r.urgency,
             "topic": r.topic, "tries": r.tries, "due": r.due, "expires": r.expires,
             "subscription": {f: getattr(r, f"sub_{f}") for f in SUBSCRIPTION_FIELDS}}
            for r in rows]


def kept_pushes(store: Store) -> int:
    """How many pushes are kept, not yet taken (tests, the operator)."""
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(PushOutboxRow)).scalar_one())
