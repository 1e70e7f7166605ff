"""The database side of passkeys (server/people/passkeys.py): credentials, user handles and
challenges. Blocking calls over a `Store`, as its own methods are: run them in the writer
thread (`hub.writer.call`)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from ..store import AccountRow, Store
from .rows import PasskeyChallengeRow, PasskeyRow, PasskeyUserRow

#: a passkey's fields as the rest of the server sees them
PASSKEY_FIELDS = ("id", "credential_id", "account_id", "public_key", "sign_count",
                  "transports", "name", "created", "last_used")


def user_handle(store: Store, account_id: int, fresh: str) -> str:
    """The account's WebAuthn user handle; `fresh` becomes it if it has none yet."""
    try:
        with store.engine.begin() as conn:
            found = conn.execute(select(PasskeyUserRow.user_handle).where(
                PasskeyUserRow.account_id == account_id)).scalar()
            if found is not None:
                return str(found)
            conn.execute(insert(PasskeyUserRow).values(account_id=account_id,
                                                       user_handle=fresh))
    except IntegrityError:  # another process gave it one meanwhile
        found = account_user_handle(store, account_id)
        if found is None:
            raise
        return found
    return fresh


def passkeys_of(store: Store, account_id: int) -> list[dict[str, Any]]:
    """An account's passkeys, oldest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(select(PasskeyRow.__table__).where(
            PasskeyRow.account_id == account_id).order_by(PasskeyRow.id)).all()
    return [dict(r._mapping) for r in rows]


def put_challenge(store: Store, challenge: str, purpose: str, account_id: int | None,
                  expires: float, now: float) -> None:
    """Keep a challenge handed out, and drop every challenge that expired unanswered."""
    with store.engine.begin() as conn:
        conn.execute(delete(PasskeyChallengeRow).where(PasskeyChallengeRow.expires <= now))
        conn.execute(insert(PasskeyChallengeRow).values(
            challenge=challenge, purpose=purpose, account_id=account_id, expires=expires))


def take_challenge(store: Store, challenge: str, purpose: str,
                   now: float) -> dict[str, Any] | None:
    """The challenge's row, deleted in the same statement (so of two answers to one
    challenge only one finds it), or None: unknown, used, of another purpose or expired."""
    with store.engine.begin() as conn:
        row = conn.execute(delete(PasskeyChallengeRow).where(
            PasskeyChallengeRow.challenge == challenge).returning(
            PasskeyChallengeRow.purpose, PasskeyChallengeRow.account_id,
            PasskeyChallengeRow.expires)).first()
    if row is None or row.purpose != purpose or row.expires <= now:
        return None
    return dict(row._mapping)


def add_passkey(store: Store, passkey: dict[str, Any]) -> int:
    """Keep a new passkey; its id. Raises `IntegrityError` when the credential is known."""
    with store.engine.begin() as conn:
        row = {k: passkey[k] for k in PASSKEY_FIELDS if k != "id"}
        return int(conn.execute(insert(PasskeyRow).values(**row)).inserted_primary_key[0])


def passkey_of_credential(store: Store, credential_id: str) -> tuple[dict[str, Any],
                                                                     dict[str, Any]] | None:
    """(passkey, its account) of a credential id, or None."""
    with store.engine.connect() as conn:
        row = conn.execute(select(PasskeyRow.__table__).where(
            PasskeyRow.credential_id == credential_id)).first()
        if row is None:
            return None
        account = conn.execute(select(AccountRow.__table__).where(
            AccountRow.id == row.account_id)).first()
    return None if account is None else (dict(row._mapping), dict(account._mapping))


def account_user_handle(store: Store, account_id: int) -> str | None:
    with store.engine.connect() as conn:
        found = conn.execute(select(PasskeyUserRow.user_handle).where(
            PasskeyUserRow.account_id == account_id)).scalar()
    return None if found is None else str(found)


def used(store: Store, passkey_id: int, old_count: int, new_count: int, now: float) -> bool:
    """Record a sign-in with a passkey: its new signature count, when. False when another
    sign-in changed the count meanwhile (one of two uses of one count wins)."""
    with store.engine.begin() as conn:
        return bool(conn.execute(update(PasskeyRow).where(
            (PasskeyRow.id == passkey_id) & (PasskeyRow.sign_count == old_count))
            .values(sign_count=new_count, last_used=now)).rowcount)


def remove_passkey(store: Store, account_id: int, passkey_id: int) -> bool:
    """Remove one of an account's passkeys; whether it was there."""
    with store.engine.begin() as conn:
        return bool(conn.execute(delete(PasskeyRow).where(
            (PasskeyRow.id == passkey_id) & (PasskeyRow.account_id == account_id))).rowcount)


def forget_passkeys(store: Store, account_id: int) -> None:
    """An account's passkeys and user handle go: with its password when it is deleted, and
    at a recovery (whoever had the account may have added one)."""
    with store.engine.begin() as conn:
        conn.execute(delete(PasskeyRow).where(PasskeyRow.account_id == account_id))
        conn.execute(delete(PasskeyUserRow).where(PasskeyUserRow.account_id == account_id))
