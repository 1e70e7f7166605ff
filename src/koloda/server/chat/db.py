"""The chat's queries: blocking store calls, run in the writer thread."""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select, update

from ..store import Store
from .rows import CHAT_FIELDS, ChatRow


def add_line(store: Store, table_id: str, line: dict[str, Any]) -> None:
    """Keep one chat line (before it is shown to anyone); its `account` (the sender's account
    id, or None) is kept too, never shown."""
    with store.engine.begin() as conn:
        conn.execute(insert(ChatRow).values(table_id=table_id, account_id=line.get("account"),
                                            **{k: line[k] for k in CHAT_FIELDS}))


def lines(store: Store, table_id: str, last: int = 200) -> list[dict[str, Any]]:
    """The last `last` chat lines of a table, oldest first, each with its `account`: the
    account that said it, kept when it was said (None: a guest, whoever holds the seat now;
    and every line from before migration 0005, when no seat named an account). `account` is
    for hiding blocked senders, for the export and a deletion, never shown."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(ChatRow.__table__).where(ChatRow.table_id == table_id)
            .order_by(ChatRow.n.desc()).limit(last)).all()
    return [{**{k: r._mapping[k] for k in CHAT_FIELDS}, "account": r.account_id}
            for r in reversed(rows)]


def rename_account(conn: Any, account_id: int, name: str) -> None:
    """The lines a deleted account said bear its anonymous name from now on, on `conn` (its
    closing transaction); a guest's lines from a seat the account took later keep the guest's
    name."""
    conn.execute(update(ChatRow).where(ChatRow.account_id == account_id).values(name=name))
