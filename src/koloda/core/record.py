"""Records: everything needed to replay a game exactly (game, rules version, options, seats,
seed or explicit setup, and the list of (seat, action))."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .errors import SetupError
from .game import Game
from .rng import is_secret_seed
from .state import Event, State
from .text import text as _text

FORMAT = 1


@dataclass
class Record:
    """A game as data; `replay(record, game)` rebuilds the identical state."""

    game: str
    rules_version: str
    options: dict[str, Any]
    seats: list[str]
    #: an int, or a secret hex key (see `koloda.core.rng`); written to JSON as it is
    seed: int | str
    setup: dict[str, Any] | None = None
    actions: list[tuple[int | None, dict[str, Any]]] = field(default_factory=list)
    outcome: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": self.options,
            "seats": self.seats,
            "seed": self.seed,
            "setup": self.setup,
            "actions": [[s, a] for s, a in self.actions],
            "outcome": self.outcome,
            "meta": self.meta,
        }

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Record:
        try:
            return cls(
                game=str(data["game"]),
                rules_version=str(data["rules_version"]),
                options=dict(data.get("options") or {}),
                seats=[str(s) for s in data["seats"]],
                seed=_seed(data.get("seed", 0)),
                setup=data.get("setup"),
                actions=[(None if s is None else int(s), dict(a)) for s, a in data.get("actions", [])],
                outcome=data.get("outcome"),
                meta=dict(data.get("meta") or {}),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(_text("core-record-bad", error=str(exc))) from exc

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            return cls.from_json(json.loads(text))
        except json.JSONDecodeError as exc:
            raise SetupError(_text("core-record-not-json", error=str(exc))) from exc


def _seed(value: Any) -> int | str:
    """A record's seed from JSON: a secret hex key stays a str, anything else is an int."""
    return value if is_secret_seed(value) else int(value)


def start(record: Record, game: Game) -> State:
    """The state a record starts from (its explicit setup, or a deal from its seed)."""
    if record.game != game.id:
        raise SetupError(_text("core-record-other-game", recorded=repr(record.game),
                              game=repr(game.id)))
    if record.rules_version != game.rules_version:
        raise SetupError(_text("core-record-rules-version", recorded=record.rules_version,
                              version=game.rules_version))
    options = game.options(record.options)
    if record.setup is not None:
        return game.setup(record.setup, options, record.seed)
    return game.new(len(record.seats), options, record.seed)


def replay_steps(record: Record, game: Game) -> Iterator[tuple[State, int | None, Any, list[Event]]]:
    """Yield (state after, seat, action, events) for each recorded action, applying with checks."""
    state = start(record, game)
    for seat, data in record.actions:
        action = game.codec.decode(data)
        events = state.apply(seat, action)
        yield state, seat, action, events


def replay(record: Record, game: Game) -> State:
    """The state at the end of the record."""
    state = start(record, game)
    for seat, data in record.actions:
        state.apply(seat, game.codec.decode(data))
    return state
