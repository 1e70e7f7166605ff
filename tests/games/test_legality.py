"""`check` and `legal_actions` say the same thing in every registered game (docs/architecture.md,
"A rule's check"): at positions of random playouts, every listed action passes the check, and
every other action a client could send (one listed at another position, or one of those with a
field changed) is refused with a reason in both languages. A listed play of several cards in
another order is the same play (Palace's pile keeps the order given, the list offers one).

A game with continuous parameters (`Game.continuous`: a Card Ball shot, a Scattergories answer's
text) lists one representative a kind, so there an accepted action need only be of a kind listed.
Kept quick: about 200 positions a game, a few dozen candidates each.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.core import LANGS, Action, Game, IllegalAction, MalformedAction, Outcome, State, games

POSITIONS = 200  # checked positions a game
SAMPLED = 0.2  # the share of a playout's positions checked: some from every part of a game
POOL = 500  # actions listed at earlier positions, kept to try elsewhere
CANDIDATES = 24  # actions from elsewhere tried at each position, besides their mutations
#: the options of successive playouts (cycled): every rule variant that changes what is legal
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "durak": [{}, {"transfer": True}, {"transfer": True, "throw_in": "neighbours",
                                       "first_bout_five": True}, {"restricted": True}],
    "palace": [{}, {"pickup_limit": 6}],
    "spiderman_strength": [{}, {"classic": True}],
    "scattergories": [{"short": 6}, {"short": 6, "auto_judge": True, "language": "en"}],
    "clash_of_decks": [{"format": f} for f in ("preconstructed", "draft", "constructed")],
    "clash_of_decks_solo": [{}, {"level": 2, "ai_first": True, "ai_ability": "rage"}],
}


def _positions(game: Game, rng: random.Random) -> Iterator[State]:
    """Positions of random playouts, every player count and variant in turn, and each game's
    end (the state is handed out before its move is made; the caller must not change it)."""
    variants = VARIANTS.get(game.id, [{}])
    seed = 0
    while True:
        for players in range(game.min_players, game.max_players + 1):
            seed += 1
            options = game.options(variants[seed % len(variants)])
            state = game.new(players, options, seed)
            while state.outcome() is None:
                if rng.random() < SAMPLED:
                    yield state
                movers = [s for s in state.actors() if state.legal_actions(s)]
                if movers:
                    seat = rng.choice(movers)
                    state.apply(seat, rng.choice(state.legal_actions(seat)))
                else:  # only the rules' timer can move the game on
                    timer = state.timer()
                    assert timer is not None, f"{game.id}: nobody may act and no timer runs"
                    state.apply(timer.seat, timer.action)
            yield state  # the game over refuses everything


def _card_ball_positions(game: Game, rng: random.Random) -> Iterator[State]:
    """Card Ball's shots run the physics (about a second each): its positions are deals with
    some balls potted, the cue ball in hand or anywhere free on the bed, the break or not,
    anyone to shoot, and now and then the game over."""
    from koloda.games.card_ball.geometry import LENGTH, WIDTH, on_bed, overlaps

    seed = 0
    while True:
        seed += 1
        players = rng.randint(game.min_players, game.max_players)
        state: Any = game.new(players, game.options(None), seed)
        for ball in list(state.balls):
            if ball and rng.random() < 0.4:
                del state.balls[ball]
        state.breaking = rng.random() < 0.2
        state.in_hand = state.breaking or rng.random() < 0.5
        while not state.in_hand:
            place = (rng.uniform(0, WIDTH), rng.uniform(0, LENGTH))
            if on_bed(place) and overlaps(place, state.balls) is None:
                state.balls[0] = place
                break
        state.turn = rng.randrange(players)
        if rng.random() < 0.05:
            state.result = Outcome((1,) + (2,) * (players - 1), (0.0,) * players)
        yield state


def _mutations(game: Game, action: Action, pool: list[Action], rng: random.Random,
               count: int = 6) -> list[Action]:
    """Up to `count` copies of `action` with one field changed, in its JSON form as a client
    would send it: to that field's value in another action of its kind, or to a value nearby;
    what the codec refuses is no candidate."""
    wire = game.codec.encode(action)
    kin = [game.codec.encode(a) for a in rng.sample(pool, min(8, len(pool)))
           if type(a) is type(action)]
    changes: list[tuple[str, Any]] = []
    for key, value in wire.items():
        if key == "type":
            continue
        changes += [(key, w[key]) for w in kin]
        if isinstance(value, bool):
            changes.append((key, not value))
        elif isinstance(value, int | float):
            changes += [(key, v) for v in (value + 1, value - 1, -1, 99, value * 7.5)]
        elif isinstance(value, str):
            changes += [(key, v) for v in ("", "zz", value + value)]
        elif isinstance(value, list):
            changes += [(key, v) for v in (value[:-1], value + value[:1], value[::-1])]
        elif value is None:
            changes += [(key, 0), (key, 0.5)]
    out: list[Action] = []
    for key, new in rng.sample(changes, min(count, len(changes))):
        try:
            out.append(game.codec.decode(json.loads(json.dumps({**wire, key: new}))))
        except MalformedAction:
            continue
    return out


def _unordered(game: Game, action: Action) -> str:
    """The action's JSON form with its lists sorted: a play of several cards is listed in one
    order and taken in any (Palace's pile keeps the order given)."""
    wire = game.codec.encode(action)
    return json.dumps({k: sorted(v, key=str) if isinstance(v, list) else v
                       for k, v in wire.items()}, sort_keys=True)


def _refused(game: Game, state: State, seat: int, action: Action, said: set[str]) -> bool:
    """Whether `check` refuses. A refusal must say why in every language: each kind of reason
    (its catalog id, gathered in `said`) is formatted the first time it comes."""
    try:
        state.check(seat, action)
    except IllegalAction as exc:
        kind = getattr(exc.reason, "id", "")
        if kind not in said:
            said.add(kind)
            for lang in LANGS:
                assert exc.get(lang, None, game.message_args).strip(), \
                    f"{game.id}: {action!r} was refused without a reason in {lang}"
        return True
    return False


GAMES = sorted(games())


@pytest.mark.parametrize("game_id", GAMES)
def test_check_and_legal_actions_agree_at_every_position(game_id: str) -> None:
    game = games()[game_id]
    if game.unavailable:
        pytest.skip(game.unavailable.en)
    rng = random.Random(46)
    continuous = getattr(game, "continuous", False)
    positions = (_card_ball_positions if getattr(game, "costly_steps", False)
                 else _positions)(game, rng)
    pool: list[Action] = []  # every action listed so far, anywhere
    offering = 0  # seats that were offered something
    said: set[str] = set()  # the reasons formatted so far
    for _ in range(POSITIONS):
        state = next(positions)
        timer = state.timer()
        for seat in range(state.players):
            legal = state.legal_actions(seat)
            for a in legal:
                state.check(seat, a)  # raises with the reason if the two disagree
            pool.extend(a for a in legal if a not in pool)
            del pool[:-POOL]  # the newest: a pool of thousands of shots would be slow
            offering += bool(legal)
            tried = rng.sample(pool, min(CANDIDATES, len(pool)))
            tried += [m for a in tried[:3] for m in _mutations(game, a, pool, rng)]
            if timer is not None:
                tried.append(timer.action)  # the rules' own action: no seat may take it
            kinds = {type(a) for a in legal}
            listed = {_unordered(game, a) for a in legal}
            for a in tried:
                if a in legal:
                    continue
                if _unordered(game, a) in listed:
                    state.check(seat, a)  # a listed action, its cards in another order
                    continue
                if continuous:
                    assert _refused(game, state, seat, a, said) or type(a) in kinds, \
                        f"{game_id}: seat {seat} may take {a!r}, of no kind listed"
                else:
                    assert _refused(game, state, seat, a, said), \
                        f"{game_id}: seat {seat} may take {a!r}, which is not listed"
    assert offering > POSITIONS // 2, f"{game_id}: the positions offered too few actions"
