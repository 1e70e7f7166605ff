"""What a moderator's sanction refuses, read where it is enforced: a muted person's chat line
(the chat), a barred person's rated game (rated play's one check, `rated.pause_refusal`); and
who holds the moderator's role, for a feature that offers moderators more (a tournament's
page offers them its cancelling). Low in the server's layers, beside rated play's queries, so
that every feature may ask it; the sanctions and the role are written by moderation's service
and the command line (docs/moderation.md)."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import TYPE_CHECKING

from sqlalchemy import select

from koloda.core import Text, text

from .rows import ModeratorRow, SanctionRow

if TYPE_CHECKING:
    from ..store import Store


def in_force(store: Store, account_ids: Iterable[int], now: float) -> dict[int, tuple[
        float | None, float | None]]:
    """{account: (muted until, barred until)} of those among `account_ids` with a sanction in
    force at `now` (an expired one reads as None)."""
    ids = sorted(set(account_ids))
    if not ids:
        return {}
    with store.engine.connect() as conn:
        rows = conn.execute(select(SanctionRow.__table__).where(
            SanctionRow.account_id.in_(ids))).all()
        out = {}
        for r in rows:
            muted = r.muted_until if r.muted_until is not None and r.muted_until > now else None
            barred = (r.barred_until if r.barred_until is not None and r.barred_until > now
                      else None)
            if muted is not None or barred is not None:
                out[r.account_id] = (muted, barred)
    return out


def is_moderator(store: Store, account_id: int) -> bool:
    """Whether the account holds the moderator's role now."""
    with store.engine.connect() as conn:
        return conn.execute(select(ModeratorRow.account_id).where(
            ModeratorRow.account_id == account_id)).first() is not None


def muted_until(store: Store, account_id: int, now: float) -> float | None:
    return in_force(store, [account_id], now).get(account_id, (None, None))[0]


def barred(store: Store, account_ids: Iterable[int], now: float) -> dict[int, float]:
    """{account: barred until} of those barred from rated play at `now`."""
    return {a: b for a, (_m, b) in in_force(store, account_ids, now).items() if b is not None}


def when(at: float) -> str:
    """A moment as both languages write it in a refusal: the date and UTC time."""
    return datetime.datetime.fromtimestamp(at, datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def muted_text(until: float) -> Text:
    return text("mod-muted", until=when(until))


def barred_text(until: float) -> Text:
    return text("mod-barred", until=when(until))


#: a rated start refused for another seat's bar: it says neither whose nor for how long
BARRED_SEATED = text("mod-barred-seated")
