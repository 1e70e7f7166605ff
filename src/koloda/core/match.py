"""The match runner: drives the seats of one game (bots or people), applies rule timers and
timeouts, and writes the record. Clock-free: an agent whose time ran out returns `TIMEOUT`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .errors import SetupError
from .game import Game
from .perspective import TIMEOUT, Agent, Perspective
from .record import Record
from .state import Event, State
from .text import text

StepHook = Callable[[State, int | None, Action, list[Event]], None]


class StalledGame(RuntimeError):
    """Nobody acted, no seat was obliged to, and no rule timer was running."""


@dataclass
class MatchResult:
    record: Record
    state: State

    @property
    def outcome(self) -> Any:
        return self.state.outcome()


def play_match(
    game: Game,
    agents: Sequence[Agent],
    *,
    options: Any = None,
    seed: int | str = 0,
    setup: dict[str, Any] | None = None,
    fallback: Agent | None = None,
    on_step: StepHook | None = None,
    max_actions: int = 1_000_000,
) -> MatchResult:
    """Play one game to its end and return its record and final state.

    Each step asks the acting seats in the game's priority order; the first action wins. An agent
    may return None to decline an optional action. When an obliged agent returns `TIMEOUT`, the
    rule timer's action applies if one runs, else `fallback`'s choice.
    """
    opts = game.options(options)
    players = len(agents)
    state = game.setup(setup, opts, seed) if setup is not None else game.new(players, opts, seed)
    record = Record(
        game=game.id, rules_version=game.rules_version, options=game.options_to_json(opts),
        seats=[getattr(a, "name", type(a).__name__) for a in agents], seed=seed, setup=setup,
    )

    def commit(seat: int | None, action: Action) -> None:
        events = state.apply(seat, action)
        record.actions.append((seat, game.codec.encode(action)))
        if on_step is not None:
            on_step(state, seat, action, events)

    while state.outcome() is None:
        if len(record.actions) >= max_actions:
            raise StalledGame(f"{game.id}: no end after {max_actions} actions")
        obliged = state.to_move()
        chosen: tuple[int | None, Action] | None = None
        for seat in state.actors():
            choice = agents[seat].act(Perspective(state, seat))
            if choice is TIMEOUT:
                if seat != obliged:
                    continue
                timer = state.timer()
                if timer is not None:
                    chosen = (timer.seat, timer.action)
                elif fallback is not None:
                    choice = fallback.act(Perspective(state, seat))
                    chosen = (seat, choice) if choice is not None else None
                if chosen is None:
                    raise SetupError(text("core-match-no-fallback", seat=str(seat)))
                break
            if choice is not None:
                chosen = (seat, choice)
                break
            if seat == obliged:
                raise StalledGame(f"seat {seat} ({record.seats[seat]}) must act but declined")
        if chosen is None:
            timer = state.timer()
            if timer is None:
                raise StalledGame(f"{game.id}: nobody acted and no timer runs")
            chosen = (timer.seat, timer.action)
        commit(*chosen)

    record.outcome = state.outcome().to_json()  # type: ignore[union-attr]
    return MatchResult(record, state)
