"""The accounts' queries (server/people/accounts.py): accounts, their sessions and recovery
codes, each call one transaction on the store's engine. Run them in the store's writer
(`hub.writer.call(fn, hub.store, ...)`), as every other write is."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import delete, func, insert, select, update

from ..bus import AccountClosing, Bus
from ..store import ACCOUNT_FIELDS, SESSION_FIELDS, AccountRow, Store
from .friends_db import forget_challenges, forget_follows
from .rows import BlockRow, RecoveryCodeRow, SessionRow


def add_account(store: Store, account: dict[str, Any], codes: list[str],
                session: dict[str, Any]) -> int:
    """A new account with its recovery codes (hashes) and first session, in one
    transaction; its id. Raises `IntegrityError` when the handle is taken (any case)."""
    with store.engine.begin() as conn:
        row = {k: account[k] for k in ACCOUNT_FIELDS if k != "id"}
        account_id = int(conn.execute(insert(AccountRow).values(**row)).inserted_primary_key[0])
        _put_codes(conn, account_id, codes)
        conn.execute(insert(SessionRow).values(**{**session, "account_id": account_id}))
    return account_id


def account(store: Store, *, handle_key: str | None = None,
            account_id: int | None = None) -> dict[str, Any] | None:
    """An account by its lowercased handle or its id, or None."""
    where = (AccountRow.handle_key == handle_key if handle_key is not None
             else AccountRow.id == account_id)
    with store.engine.connect() as conn:
        row = conn.execute(select(AccountRow.__table__).where(where)).first()
    return None if row is None else dict(row._mapping)


def session(store: Store, token_hash: str, now: float, touch_after: float,
            network: str | None = None) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The session of a token's hash and its (active) account, or None; an expired one is
    deleted. `last_seen` is written only when older than `touch_after` seconds (a write at
    every request would cost more than it tells), or with a `network` other than the one
    kept (the session was last used from there)."""
    with store.engine.begin() as conn:
        row = conn.execute(select(SessionRow.__table__).where(
            SessionRow.token_hash == token_hash)).first()
        if row is None:
            return None
        session = dict(row._mapping)
        if session["expires"] <= now:
            conn.execute(delete(SessionRow).where(SessionRow.token_hash == token_hash))
            return None
        account = conn.execute(select(AccountRow.__table__).where(
            AccountRow.id == session["account_id"])).first()
        if account is None or account.status != "active":
            return None
        moved = network is not None and network != session.get("network")
        if now - session["last_seen"] > touch_after or moved:
            values: dict[str, Any] = {"last_seen": now}
            if network is not None:
                values["network"] = network
            conn.execute(update(SessionRow).where(SessionRow.token_hash == token_hash)
                         .values(**values))
            session.update(values)
        return session, dict(account._mapping)


def add_session(store: Store, session: dict[str, Any], prune_before: float) -> None:
    """Keep a new session, and drop every session expired by `prune_before`."""
    with store.engine.begin() as conn:
        conn.execute(delete(SessionRow).where(SessionRow.expires <= prune_before))
        conn.execute(insert(SessionRow).values(**{k: session[k] for k in SESSION_FIELDS}))


def sessions_of(store: Store, account_id: int, now: float) -> list[dict[str, Any]]:
    """An account's sessions not yet expired, newest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(SessionRow.__table__).where(
            (SessionRow.account_id == account_id) & (SessionRow.expires > now))
            .order_by(SessionRow.created.desc())).all()
    return [dict(r._mapping) for r in rows]


def end_session(store: Store, account_id: int, *, public_id: str | None = None,
                token_hash: str | None = None) -> bool:
    """End one of an account's sessions (by public id or token hash); whether it was."""
    where = (SessionRow.public_id == public_id if public_id is not None
             else SessionRow.token_hash == token_hash)
    with store.engine.begin() as conn:
        return bool(conn.execute(delete(SessionRow).where(
            where & (SessionRow.account_id == account_id))).rowcount)


def end_for_guessing(store: Store, account_id: int, token_hash: str, notice: str) -> None:
    """A session that guessed at its account's password ends, and the account keeps
    `notice` for its owner's next page, in one transaction."""
    with store.engine.begin() as conn:
        conn.execute(delete(SessionRow).where(
            (SessionRow.account_id == account_id) & (SessionRow.token_hash == token_hash)))
        conn.execute(update(AccountRow).where(AccountRow.id == account_id)
                     .values(notice=notice))


def take_notice(store: Store, account_id: int, notice: str) -> bool:
    """Clear the account's notice if it is still `notice`; whether this call cleared it (two
    pages asking at once: one of them shows it)."""
    with store.engine.begin() as conn:
        return bool(conn.execute(update(AccountRow).where(
            (AccountRow.id == account_id) & (AccountRow.notice == notice))
            .values(notice=None)).rowcount)


def set_password(store: Store, account_id: int, password_hash: str, keep: str | None,
                 session: dict[str, Any] | None = None, code: str | None = None,
                 now: float = 0.0) -> bool:
    """A new password: every session of the account but `keep` (a token hash) ends, and
    `session` starts if given. With `code`, the recovery code is spent in the same
    transaction, and nothing changes unless it was still unspent (False)."""
    with store.engine.begin() as conn:
        if code is not None:
            spent = conn.execute(update(RecoveryCodeRow).where(
                (RecoveryCodeRow.account_id == account_id)
                & (RecoveryCodeRow.code_hash == code) & RecoveryCodeRow.used_at.is_(None))
                .values(used_at=now))
            if spent.rowcount != 1:
                return False
        values: dict[str, Any] = {"password_hash": password_hash}
        if code is not None:  # a recovered account is active again
            values["status"] = "active"
        conn.execute(update(AccountRow).where(AccountRow.id == account_id).values(**values))
        ending = SessionRow.account_id == account_id
        if keep is not None:
            ending = ending & (SessionRow.token_hash != keep)
        conn.execute(delete(SessionRow).where(ending))
        if session is not None:
            conn.execute(insert(SessionRow).values(**{k: session[k] for k in SESSION_FIELDS}))
    return True


def rehash(store: Store, account_id: int, old: str, new: str) -> None:
    """The same password hashed anew (stronger parameters), unless it changed meanwhile."""
    with store.engine.begin() as conn:
        conn.execute(update(AccountRow).where(
            (AccountRow.id == account_id) & (AccountRow.password_hash == old))
            .values(password_hash=new))


def code_unspent(store: Store, account_id: int, code: str) -> bool:
    """Whether the account has this recovery code (hash), not yet spent."""
    with store.engine.connect() as conn:
        return conn.execute(select(RecoveryCodeRow.account_id).where(
            (RecoveryCodeRow.account_id == account_id) & (RecoveryCodeRow.code_hash == code)
            & RecoveryCodeRow.used_at.is_(None))).first() is not None


def replace_codes(store: Store, account_id: int, codes: list[str]) -> None:
    """The account's recovery codes are these (hashes) now; the old ones are gone."""
    with store.engine.begin() as conn:
        conn.execute(delete(RecoveryCodeRow).where(RecoveryCodeRow.account_id == account_id))
        _put_codes(conn, account_id, codes)


def unspent_codes(store: Store, account_id: int) -> int:
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).where(
            (RecoveryCodeRow.account_id == account_id)
            & RecoveryCodeRow.used_at.is_(None))).scalar_one())


def close_account(store: Store, bus: Bus, account_id: int, status: str,
                  name: str | None = None) -> None:
    """Disable ("disabled": sessions end) or delete ("deleted": sessions, codes and
    password go, the shown name becomes `name`; the row and its handle stay). The other
    features react in the same transaction (`AccountClosing`: tournaments withdraw its
    entries, so it is paired no more; a deleted account's seats and lines are renamed)."""
    with store.engine.begin() as conn:
        conn.execute(delete(SessionRow).where(SessionRow.account_id == account_id))
        bus.publish(AccountClosing(conn, account_id, status, name))
        forget_challenges(conn, account_id, time.time())  # nor challenged
        values: dict[str, Any] = {"status": status}
        if status == "deleted":
            conn.execute(delete(RecoveryCodeRow).where(
                RecoveryCodeRow.account_id == account_id))
            conn.execute(delete(BlockRow).where(BlockRow.account_id == account_id))
            forget_follows(conn, account_id)
            values.update(password_hash=None, name=name)
        conn.execute(update(AccountRow).where(AccountRow.id == account_id).values(**values))


def reopen(store: Store, account_id: int, session: dict[str, Any]) -> bool:
    """A disabled account is active again, with a new session; False if it was not
    disabled (already reopened, or deleted meanwhile)."""
    with store.engine.begin() as conn:
        done = conn.execute(update(AccountRow).where(
            (AccountRow.id == account_id) & (AccountRow.status == "disabled"))
            .values(status="active"))
        if done.rowcount != 1:
            return False
        conn.execute(insert(SessionRow).values(**{k: session[k] for k in SESSION_FIELDS}))
    return True


def reopen_closed(conn: Any, account_id: int) -> bool:
    """A closed account (closed by a moderator or the operator: docs/moderation.md) active
    again, in the caller's transaction, with no session (its owner signs in); False if it was
    not closed (a disabled one is its owner's to reopen, a deleted one is gone)."""
    return bool(conn.execute(update(AccountRow).where(
        (AccountRow.id == account_id) & (AccountRow.status == "closed"))
        .values(status="active")).rowcount == 1)


def _put_codes(conn: Any, account_id: int, codes: list[str]) -> None:
    if not codes:
        return
    conn.execute(insert(RecoveryCodeRow), [{"account_id": account_id, "code_hash": c,
                                            "used_at": None} for c in codes])
