"""Replay steps, computed once and kept: the position after each action of a table, as one
seat (or a spectator) sees it.

Replaying from the deal for every request made a replay cost the whole game's physics (a Card
Ball break takes up to two seconds) per click, and eight clicks at once slowed everyone. Here a
(table, seat) pair keeps its own state and the steps rendered so far; a request past them
applies only the actions not yet seen, in a thread, while other requests for the same pair wait
for that one computation. The least recently used pairs leave when the steps kept exceed a bound.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from koloda.core import Names, Record, State, start
from koloda.core.catalog import event_text

if TYPE_CHECKING:
    from .room import Room

#: steps kept in all (a step is one rendered view: a few KiB)
MAX_STEPS = 20_000


@dataclass
class Entry:
    """One (table, seat)'s replay so far: its state after `len(steps) - 1` actions."""

    state: State
    steps: list[dict[str, Any]]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


def _render(game: Any, state: State, names: Names, n: int, acted: Any,
            events: list[Any]) -> dict[str, Any]:
    seat = names.viewer
    outcome = state.outcome()
    views = []
    for e in events:
        view = e.view(seat)
        text = event_text(game, view, names)
        if text is not None:
            view["text"] = text
        views.append(view)
    return {"version": n, "view": state.view(seat), "events": views,
            "actors": list(state.actors()), "outcome": outcome.to_json() if outcome else None,
            "acted": acted}


def _extend(entry: Entry, game: Any, actions: list[tuple[int | None, dict[str, Any]]],
            names: Names) -> None:
    """Apply the actions after the entry's last step, rendering each (runs in a thread)."""
    for seat_acted, data in actions[len(entry.steps) - 1:]:
        events = entry.state.apply(seat_acted, game.codec.decode(data))
        entry.steps.append(_render(game, entry.state, names, len(entry.steps),
                                   (seat_acted, data), events))


class Replays:
    """The replay steps of recently viewed tables, per seat."""

    def __init__(self, max_steps: int = MAX_STEPS) -> None:
        self.max_steps = max_steps
        self.entries: OrderedDict[tuple[str, int | None], Entry] = OrderedDict()

    async def step(self, room: Room, n: int, seat: int | None) -> dict[str, Any]:
        """Step `n` (0 <= n <= room.version) of `room` as `seat` sees it."""
        key = (room.id, seat)
        entry = self.entries.get(key)
        if entry is None:
            record: Record = room.record()
            record.actions = []
            state = await asyncio.to_thread(start, record, room.game)
            first = _render(room.game, state, room.names(seat), 0, None, [])
            entry = self.entries.setdefault(key, Entry(state, [first]))
        self.entries.move_to_end(key)
        if n >= len(entry.steps):
            async with entry.lock:
                if n >= len(entry.steps):
                    actions = list(room.actions[:n])
                    await asyncio.to_thread(_extend, entry, room.game, actions,
                                            room.names(seat))
            self._trim()
        return entry.steps[n]

    def _trim(self) -> None:
        total = sum(len(e.steps) for e in self.entries.values())
        while total > self.max_steps and len(self.entries) > 1:
            _, oldest = self.entries.popitem(last=False)
            total -= len(oldest.steps)

    def forget(self, table: str) -> None:
        for key in [k for k in self.entries if k[0] == table]:
            del self.entries[key]
