"""One small in-process event bus: a feature says what happened, the features that care react,
and neither imports the other (lila's `Bus`, in miniature). Each process has one, the hub's
(`Hub.bus`); a feature subscribes when its service is made.

The events, and who reacts (docs/server.md, "The bus"):

* `AccountClosing`, inside the transaction that disables or deletes an account (the database
  thread): tournaments withdraw its entries; the tables rename a deleted account's seats, the
  chat its lines.
* `AccountDeleted`, once that transaction committed (the event loop): the rooms in memory rename
  its seats (the hub) and lines (the chat).
* `GameOver`, when a table's game ends (the event loop): tournaments record the result.
* `Flagged`, when a fair-play detector finds something for the moderators (the event loop, or
  a command outside the server): moderation stores it in its queue.
* `TurnWaiting`, when a correspondence table (or a live table whose person is away) waits on a
  person (the event loop): notifications tell them (the bell, Web Push).
* `CorrespondenceEnded`, when a correspondence table's game ends (the event loop):
  notifications tell its people.
* `ChallengeSent`, `RematchOffered`, `TournamentStarting`, `TournamentCancelled`,
  `ModeratorNotice` (the event loop): friends, the lobby, tournaments and moderation say what
  a person should hear of; notifications keep it in their bell and push it to their devices.
* `Notified`, when notifications kept a notice or a bell was read (the event loop): friends'
  event streams tell the person's open pages.
"""

from __future__ import annotations

import inspect
from collections import defaultdict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class Flagged:
    """A fair-play detector found something a moderator should look at (not a verdict).

    `kind` names the detector ("collusion", "boosting", ...); `account_ids` are the accounts it
    is about (a pair for collusion, the gainer first for boosting); `pool` the rating pool
    ("durak-3", ...) or None; `evidence` a JSON-able dict the moderator reads in the queue (the
    tables, the moves, the figures), kept as given."""

    kind: str
    account_ids: tuple[int, ...]
    pool: str | None = None
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TurnWaiting:
    """A table waits on these accounts to act: a correspondence table after every move that
    leaves them to act (`deadline` the Unix time their days run out), or a live table whose
    person to act has no socket open (`deadline` their turn timer's end, or None without one).

    `game` is the game's id ("durak", ...); `correspondence` says which of the two it is.
    Published once a move (not again while the same accounts keep waiting on the same move)."""

    account_ids: tuple[int, ...]
    table_id: str
    game: str
    deadline: float | None
    correspondence: bool = True


@dataclass(frozen=True)
class CorrespondenceEnded:
    """A correspondence table's game ended: `account_ids` are its people's accounts (bots and
    guests have none), `outcome` the table's outcome as the protocol's `finished` message gives
    it (places, a draw, "aborted"), `timed_out` the accounts whose days ran out, if any."""

    account_ids: tuple[int, ...]
    table_id: str
    game: str
    outcome: dict[str, Any] = field(default_factory=dict)
    timed_out: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChallengeSent:
    """A person challenged another (`to_id`) to a game; the challenge is pending."""

    challenge_id: str
    from_id: int
    to_id: int
    from_handle: str
    game: str


@dataclass(frozen=True)
class RematchOffered:
    """A rematch was offered at a finished table: `by` names who offered it (the seat's name),
    `account_ids` are the people whose answer it awaits and who have no socket open there."""

    table_id: str
    game: str
    by: str
    account_ids: tuple[int, ...]


@dataclass(frozen=True)
class TournamentStarting:
    """A tournament starts soon (`starts`, Unix time): `account_ids` are its entrants.
    Published once a process, shortly before the start; a listener keeps one notice each."""

    tournament_id: str
    game: str
    starts: float
    account_ids: tuple[int, ...]


@dataclass(frozen=True)
class TournamentCancelled:
    """A tournament was called off before its start (committed), by its creator or a
    moderator (`by_moderator`): `account_ids` are the entrants it had, whom nobody else
    tells."""

    tournament_id: str
    game: str
    by_moderator: bool
    account_ids: tuple[int, ...]


@dataclass(frozen=True)
class ModeratorNotice:
    """Moderation told a person something (committed): `notice` is the account notice it kept
    (`kind` "moderation" with its `action`, "refund" or "report-handled")."""

    account_id: int
    notice: dict[str, Any]


@dataclass(frozen=True)
class Notified:
    """A person's bell changed: `data` is {"unread": count, "notification": the new notice as
    the bell's API gives it, or None when notices were only read}."""

    account_id: int
    data: dict[str, Any]


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
