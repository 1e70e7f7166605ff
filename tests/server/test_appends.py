"""A move's commit (store.append_many, the writer's batches) on each database: every action of
a batch is kept or none is, a bad one fails alone through the writer, and the connection the
appends use never hands its autocommit (PostgreSQL) to the rest of the server."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import insert

from koloda.server.store import ActionRow, Append


def _table(client: Any) -> str:
    made = client.post("/api/tables", json={"game": "durak", "players": 2, "name": "Anna",
                                            "options": {}})
    assert made.status_code == 200, made.text
    return str(made.json()["table"]["id"])


def _kept(store: Any, table_id: str) -> list[dict[str, Any]]:
    stored = store.load(table_id)
    assert stored is not None
    return [action for _seat, action in stored.actions]


def test_a_batch_is_kept_whole_or_not_at_all(server_app: tuple[Any, Any]) -> None:
    hub, client = server_app
    tid = _table(client)
    store = hub.store
    store.append_many([Append(tid, i, i % 2, {"type": "step", "n": i}, 1.0 + i)
                       for i in range(3)])
    assert _kept(store, tid) == [{"type": "step", "n": i} for i in range(3)]
    # index 2 again: the whole batch is refused, so index 3 beside it is not kept either
    with pytest.raises(Exception):  # noqa: B017 (each driver names its integrity error)
        store.append_many([Append(tid, 3, 1, {"type": "step", "n": 3}, 4.0),
                           Append(tid, 2, 0, {"type": "again"}, 5.0)])
    assert _kept(store, tid) == [{"type": "step", "n": i} for i in range(3)]
    store.append_many([Append(tid, 3, 1, {"type": "step", "n": 3}, 4.0)])  # a fresh connection
    assert len(_kept(store, tid)) == 4


def test_through_the_writer_a_bad_action_fails_alone(server_app: tuple[Any, Any]) -> None:
    hub, client = server_app
    tid = _table(client)
    writer = hub.writer

    async def submit() -> list[Any]:
        return await asyncio.gather(
            *(writer.append(Append(tid, i, 0, {"type": "step", "n": i}, 1.0))
              for i in (0, 1, 1, 2, 3)), return_exceptions=True)

    results = asyncio.run(submit())
    assert [r is None for r in results] == [True, True, False, True, True]
    assert _kept(hub.store, tid) == [{"type": "step", "n": i} for i in range(4)]


def test_other_writes_still_roll_back_after_the_appends_connection_closed(
        server_app: tuple[Any, Any]) -> None:
    hub, client = server_app
    tid = _table(client)
    store = hub.store
    store.append_many([Append(tid, 0, 0, {"type": "step"}, 1.0)])
    store._close_appender()  # as at shutdown: its connection leaves, autocommit and all
    for _ in range(3):  # whichever of the pool's connections serves the next writes
        with pytest.raises(RuntimeError), store.engine.begin() as conn:
            conn.execute(insert(ActionRow).values(table_id=tid, idx=9, seat=0,
                                                  action={"type": "late"}, at=2.0))
            raise RuntimeError("rolled back")
    assert _kept(store, tid) == [{"type": "step"}]
