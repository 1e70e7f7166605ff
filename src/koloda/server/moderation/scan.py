"""The collusion detector (koloda.fairplay.collusion) over the server's stored games: every
finished rated Durak table of 3 to 6 people since a time, read back as records whose players
are account ids, and each flagged pair as a `bus.Flagged` for the moderators' queue. Run by
`koloda admin scan-collusion` (docs/moderation.md, "Automatic flags"): replaying thousands of
records is a batch's work, not a finished table's."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from sqlalchemy import select

from koloda.core import Record
from koloda.fairplay.collusion import TableGame, detect
from koloda.ratings import pool_of

from ..bus import Flagged
from ..store import TableRow

if TYPE_CHECKING:
    from ..store import Store

GAME = "durak"


def rated_tables(store: Store, since: float, limit: int) -> tuple[list[TableGame], dict[str, str]]:
    """The newest `limit` finished rated Durak games of 3-6 people with accounts since
    `since`, as the detector takes them, and each table's pool."""
    with store.engine.connect() as conn:
        ids = list(conn.execute(select(TableRow.id).where(
            (TableRow.game == GAME) & (TableRow.status == "finished")
            & (TableRow.players >= 3) & (TableRow.players <= 6)
            & (TableRow.finished >= since)).order_by(TableRow.finished.desc())
            .limit(limit)).scalars())
    games, pools = [], {}
    for table_id in reversed(ids):
        stored = store.load(table_id)
        if stored is None or not (stored.table.get("table_options") or {}).get("rated"):
            continue
        accounts = [s.get("account_id") for s in stored.seats]
        if any(a is None for a in accounts):
            continue
        t = stored.table
        record = Record(game=t["game"], rules_version=t["rules_version"], options=t["options"],
                        seats=[s.get("name") or "" for s in stored.seats], seed=t["seed"],
                        setup=t.get("setup"), actions=list(stored.actions),
                        outcome=t.get("outcome"))
        games.append(TableGame(table_id, record, tuple(str(a) for a in accounts)))
        # a correspondence table's pool is its own, apart from the live one (issue 45)
        pool = pool_of(t["game"], t["options"], t["players"],
                       correspondence=bool(t.get("days")))
        if pool is not None:
            pools[table_id] = pool
    return games, pools


def collusion_flags(store: Store, since: float, limit: int) -> tuple[int, list[Flagged]]:
    """(games read, the flags the detector raises over them), each with the pool most of its
    evidence was played in."""
    games, pools = rated_tables(store, since, limit)
    flags = []
    for found in detect(games):
        evidence = found.to_json()
        seen = Counter(pools.get(e["table"]) for e in evidence["evidence"])
        pool = next((p for p, _n in seen.most_common() if p is not None), None)
        flags.append(Flagged("collusion", tuple(int(p) for p in found.players), pool, evidence))
    return len(games), flags
