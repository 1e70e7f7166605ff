"""Game-agnostic checks of the contract over one random playout. Every game's property tests
(and a third-party game's) call `check_playout`; it raises AssertionError naming what broke."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from .errors import IllegalAction, MalformedAction
from .game import Game
from .record import Record, replay
from .state import State


def snapshot(state: State) -> str:
    """Everything every seat (and a spectator) sees, as one string: equal snapshots, equal views."""
    views = [state.view(s) for s in range(state.players)] + [state.view(None)]
    return json.dumps(views, sort_keys=True, ensure_ascii=False, default=str)


def inventory(state: State) -> Counter[int] | None:
    """The multiset of physical cards, if the state reports it (`State.cards`)."""
    cards = state.cards()
    return None if cards is None else Counter(cards)


MALFORMED: list[Any] = [
    None, 7, "play", [], {}, {"type": "no-such-action"}, {"type": 5},
    {"type": "play", "cards": "nonsense", "extra": 1},
]


def check_playout(game: Game, players: int, seed: int, options: Any = None,
                  max_actions: int = 20_000, deep: bool = True) -> Record:
    """Play one random game, checking the contract at every step; returns its record."""
    rng = random.Random(seed ^ 0x5EED)
    opts = game.options(options)
    state = game.new(players, opts, seed)
    twin = game.new(players, opts, seed)
    assert snapshot(state) == snapshot(twin), "the same seed must deal the same game"
    record = Record(game.id, game.rules_version, game.options_to_json(opts),
                    [f"random{i}" for i in range(players)], seed)
    cards0 = inventory(state)
    seen_actions: list[Any] = []
    out: tuple[int, ...] = ()
    while state.outcome() is None:
        out = _check_out_seats(game, state, out)
        assert len(record.actions) < max_actions, f"{game.id} did not end in {max_actions} actions"
        actors = state.actors()
        assert actors, "a running game must have someone who may act"
        # `actors()` are the seats that may act now: each has at least one legal action (a seat
        # listed with nothing to do would be told "you may act" and then offered nothing). A
        # game whose list is public facts only (`public_actors`) may list an optional seat
        # that holds nothing fitting; the seat the game waits for always has an action, and
        # `actors_for` tells no seat it may act when it has none.
        where = f"(step {len(record.actions)}, seed {seed}, {players} players)"
        obliged = state.to_move()
        for s in actors:
            if state.legal_actions(s):
                continue
            assert getattr(game, "public_actors", False) and s != obliged, (
                f"{game.id}: seat {s} is among the actors {actors} but has no legal action "
                + where)
        assert obliged is None or obliged in actors, \
            f"{game.id}: seat {obliged} must move but is not among the actors {actors} {where}"
        assert any(s in state.actors_for(s) for s in actors), \
            f"{game.id}: none of the actors {actors} has a legal action {where}"
        for s in range(players):
            told = state.actors_for(s)
            assert s not in told or state.legal_actions(s), \
                f"{game.id}: seat {s} is told it may act but has no legal action {where}"
        seat = rng.choice(actors)
        legal = state.legal_actions(seat)
        timer = state.timer()
        if not legal:  # an optional seat with nothing fitting (`public_actors`)
            if timer is None:
                continue
            chosen_seat, chosen = timer.seat, timer.action
        else:
            chosen_seat, chosen = seat, rng.choice(legal)
        if deep:
            before = snapshot(state)
            for a in legal:
                state.check(seat, a)  # every listed action passes its own check
                assert game.codec.decode(json.loads(json.dumps(game.codec.encode(a)))) == a
            for s in range(players):
                if s not in actors:
                    for a in legal[:5]:
                        _refused(state, s, a, before, "an action of a seat that may not act")
            if not getattr(game, "continuous", False):
                for a in seen_actions[-30:]:
                    if a not in legal:
                        _refused(state, seat, a, before, "an action not in the legal list")
            for junk in MALFORMED:
                try:
                    game.codec.decode(junk)
                except MalformedAction:
                    pass
                else:
                    raise AssertionError(f"malformed action {junk!r} was decoded")
            for s in range(players):
                _check_determinize(state, s, rng)
            json.dumps(state.view(None))
            seen_actions.extend(legal[:10])
        state.apply(chosen_seat, chosen)
        record.actions.append((chosen_seat, game.codec.encode(chosen)))
        if cards0 is not None:
            assert inventory(state) == cards0, "cards must be conserved"
    _check_out_seats(game, state, out)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.ranks) == players
    # Someone ranks first, except in a solo game lost to the rules (rank 2).
    assert min(outcome.ranks) == 1 or (players == 1 and outcome.ranks == (2,))
    record.outcome = outcome.to_json()
    again = replay(Record.loads(record.dumps()), game)
    assert snapshot(again) == snapshot(state), "the record must replay to the identical state"
    return record


def _check_out_seats(game: Game, state: State, before: tuple[int, ...]) -> tuple[int, ...]:
    """A seat that is out stays out and never acts again; returns the seats out now."""
    out = state.out_seats()
    assert isinstance(out, tuple) and all(isinstance(s, int) and 0 <= s < state.players
                                          for s in out), f"{game.id}: out_seats() {out!r}"
    assert set(before) <= set(out), \
        f"{game.id}: seats {sorted(set(before) - set(out))} were out and came back"
    acting = set(out) & set(state.actors())
    assert not acting, f"{game.id}: seats {sorted(acting)} are out but among the actors"
    return out


def _refused(state: State, seat: int, action: Any, before: str, what: str) -> None:
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert str(exc), "an illegal action needs a reason"
        assert snapshot(state) == before, f"{what} was refused but changed the state"
    else:
        raise AssertionError(f"{what} was accepted: seat {seat}, {action!r}")


def _check_determinize(state: State, seat: int, rng: random.Random) -> None:
    mine = json.dumps(state.view(seat), sort_keys=True, default=str)
    other = state.determinize(seat, random.Random(rng.random()))
    theirs = json.dumps(other.view(seat), sort_keys=True, default=str)
    assert mine == theirs, f"determinize changed what seat {seat} sees"
    if inventory(state) is not None:
        assert inventory(other) == inventory(state), "determinize must keep the same cards"
    assert other.actors() == state.actors() and other.to_move() == state.to_move()
    assert other.out_seats() == state.out_seats(), "who is out is public: a re-deal keeps it"
    # What the seat may do, and any rule timer, follow from what it knows: a re-deal keeps them.
    assert other.legal_actions(seat) == state.legal_actions(seat), \
        f"determinize changed the legal actions of seat {seat}"
    assert other.timer() == state.timer()
