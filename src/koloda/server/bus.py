"""One small in-process event bus: a feature says what happened, the features that care react,
and neither imports the other (lila's `Bus`, in miniature). Each process has one, the hub's
(`Hub.bus`); a feature subscribes when its service is made.

The events, and who reacts (docs/server.md, "The bus"):

* `AccountClosing`, inside the transaction that disables or deletes an account (the database
  thread): tournaments withdraw its entries; the tables rename a deleted account's seats and
  chat lines.
* `AccountDeleted`, once that transaction committed (the event loop): the rooms in memory rename
  its seats and lines.
* `GameOver`, when a table's game ends (the event loop): tournaments record the result.
"""

from __future__ import annotations

import inspect
from collections import defaultdict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar

E = TypeVar("E")


@dataclass(frozen=True)
class AccountClosing:
    """An account is being disabled (`status` "disabled") or deleted ("deleted", then `name` is
    the anonymous name it bears from now on). Published inside the closing transaction, on
    `conn`: what its subscribers write commits or fails with the closing, so they must be
    synchronous and touch only `conn`."""

    conn: Any
    account_id: int
    status: str
    name: str | None = None


@dataclass(frozen=True)
class AccountDeleted:
    """An account was deleted (committed): `name` is the anonymous name its seats now bear."""

    account_id: int
    name: str


@dataclass(frozen=True)
class GameOver:
    """A table's game has just ended and been stored (a `Room`: its outcome, seats, options)."""

    room: Any


class Bus:
    """Subscribers by event type, called in the order they subscribed. A subscriber that returns
    a coroutine has it run as a task of its own (`spawn`), so a slow one never holds up the
    publisher."""

    def __init__(self, spawn: Callable[[Coroutine[Any, Any, Any]], Any] | None = None) -> None:
        self._spawn = spawn
        self._subscribers: dict[type, list[Callable[[Any], Any]]] = defaultdict(list)

    def subscribe(self, kind: type[E], handler: Callable[[E], Any]) -> None:
        self._subscribers[kind].append(handler)

    def publish(self, event: object) -> None:
        for handler in self._subscribers.get(type(event), ()):
            result = handler(event)
            if inspect.iscoroutine(result):
                if self._spawn is None:  # a bus without a loop: nothing may be async on it
                    result.close()
                    raise TypeError(f"{handler!r} is async, and this bus cannot spawn")
                self._spawn(result)
