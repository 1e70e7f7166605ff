"""The server's event bus (server/bus.py): subscribers in order, an async one spawned, and the
hub's own subscriptions (a deleted account renamed in the rooms in memory)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from koloda.server.bus import AccountDeleted, Bus, GameOver


def test_subscribers_are_called_in_order_and_only_for_their_event() -> None:
    bus = Bus()
    heard: list[tuple[str, Any]] = []
    bus.subscribe(GameOver, lambda e: heard.append(("first", e.room)))
    bus.subscribe(GameOver, lambda e: heard.append(("second", e.room)))
    bus.subscribe(AccountDeleted, lambda e: heard.append(("deleted", e.account_id)))
    bus.publish(GameOver("table"))
    assert heard == [("first", "table"), ("second", "table")]
    bus.publish(AccountDeleted(7, "anonymous"))
    assert heard[-1] == ("deleted", 7)


def test_an_async_subscriber_runs_as_a_task_of_its_own() -> None:
    async def main() -> list[str]:
        done: list[str] = []
        tasks: list[asyncio.Task[Any]] = []

        async def record(event: GameOver) -> None:
            done.append(event.room)

        bus = Bus(lambda coro: tasks.append(asyncio.get_running_loop().create_task(coro)))
        bus.subscribe(GameOver, record)
        bus.publish(GameOver("t1"))
        assert done == []  # the publisher is not held up
        await asyncio.gather(*tasks)
        return done

    assert asyncio.run(main()) == ["t1"]


def test_a_bus_that_cannot_spawn_refuses_an_async_subscriber() -> None:
    async def record(event: GameOver) -> None: ...

    bus = Bus()
    bus.subscribe(GameOver, record)
    with pytest.raises(TypeError):
        bus.publish(GameOver("t1"))
