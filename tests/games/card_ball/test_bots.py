"""The heuristic bot: it pots an easy ball it holds a card for, plays safe on 14 or 15 when
nothing pots, takes only legal shots, decides in time, and its strength is a parameter."""

from __future__ import annotations

import inspect
import time

import pytest

from koloda.core import Perspective, SetupError, given, play_match
from koloda.games.card_ball import GAME
from koloda.games.card_ball.bots import CardBallBot
from koloda.games.card_ball.geometry import CUE

from .table import needs_pooltool, table

pytestmark = needs_pooltool


def test_it_pots_the_easy_ball_it_holds_a_card_for():
    state = table(["7♥ 3♣", "3♦"], {CUE: (0.55, 1.3), 7: (0.25, 1.70), 3: (0.6, 0.5)})
    shot = CardBallBot(1, "4").act(Perspective(state, 0))
    events = state.apply(0, shot)
    assert events[0].data["kept"] == [7] and state.turn == 0


def test_with_nothing_to_pot_it_plays_a_legal_safety():
    # Only 9 and 14 lie far up the table, both frozen to the foot rail: no pot from here.
    state = table(["9♥", "9♦"], {CUE: (0.5, 0.3), 9: (0.3, 1.95), 14: (0.7, 1.95)},
                  stock="2C")
    bot = CardBallBot(2, "4")  # no wobble: the safety as chosen
    events = state.apply(0, bot.act(Perspective(state, 0)))
    assert events[0].data["fouls"] == [] and events[0].data["first_hit"] == 14


def test_a_bot_game_ends_with_legal_shots_and_quick_decisions():
    slowest = 0.0

    class Timed(CardBallBot):
        def act(self, perspective):
            nonlocal slowest
            start = time.perf_counter()
            action = super().act(perspective)
            slowest = max(slowest, time.perf_counter() - start)
            return action

    result = play_match(GAME, [Timed(3, "2"), Timed(4, "3")], seed=6,
                        options={"shot_limit": 25})
    assert result.outcome is not None
    assert slowest < 15.0  # the target is 3 s (see the benchmark); test machines are shared


def test_the_strength_is_one_to_four():
    assert CardBallBot(0, "4").level.candidates > CardBallBot(0, "1").level.candidates
    with pytest.raises(SetupError, match="1 to 4"):
        CardBallBot(0, "9")
    assert set(GAME.agents()) == {"heuristic"}


def test_every_level_of_the_ladder_plays_a_legal_shot():
    from koloda.bots.levels import ladder_for
    from koloda.bots.registry import make_bot

    levels = ladder_for(GAME)
    assert [lv.key for lv in levels] == ["beginner", "casual", "skilled", "expert"]
    state = table(["7♥ 3♣", "3♦"], {CUE: (0.55, 1.3), 7: (0.25, 1.70), 3: (0.6, 0.5)})
    for level in levels:
        shot = make_bot(level.spec, GAME, seed=3).act(Perspective(state.clone(), 0))
        assert state.is_legal(0, shot), level


def test_a_stroke_the_physics_cannot_play_is_no_candidate(monkeypatch):
    from koloda.core import KolodaError
    from koloda.games.card_ball import physics

    real = physics.simulate
    failed: list[tuple[float, float]] = []

    def fails_on_pots(balls, aim, speed, *spin):
        if spin:  # the bot tries its pots with side and follow, its safeties without
            failed.append((aim, speed))
            raise KolodaError(given("no physics here", "no physics here"))
        return real(balls, aim, speed)

    monkeypatch.setattr(physics, "simulate", fails_on_pots)
    state = table(["7♥ 3♣", "3♦"], {CUE: (0.55, 1.3), 7: (0.25, 1.70), 3: (0.6, 0.5)})
    shot = CardBallBot(1, "4").act(Perspective(state, 0))  # strength 4: no wobble
    assert failed and (shot.aim, shot.speed) not in failed
    monkeypatch.setattr(physics, "simulate", real)
    assert state.is_legal(0, shot)


def test_the_faster_cache_invalidation_forgets_what_pooltool_s_own_does(monkeypatch):
    # The bots simulate every candidate stroke; physics.py swaps in a quicker
    # `CollisionCache.invalidate`. On every event of a break it must leave the cache exactly
    # as pooltool's own does (same keys, same order), or shots would play differently.
    import random

    from pooltool.evolution.event_based.cache import CollisionCache

    from koloda.games.card_ball import physics
    from koloda.games.card_ball.geometry import HEAD_SPOT, rack

    assert CollisionCache.invalidate is physics._invalidate
    compared = []

    def both(cache, event):
        twin = cache.copy()
        physics.POOLTOOL_INVALIDATE(twin, event)
        physics._invalidate(cache, event)
        assert [list(t.items()) for t in cache.times.values()] == [
            list(t.items()) for t in twin.times.values()]
        compared.append(sum(len(t) for t in twin.times.values()))

    monkeypatch.setattr(CollisionCache, "invalidate", both)
    physics.simulate({CUE: HEAD_SPOT, **rack(random.Random(3))}, 90.2, 7.0)
    assert len(compared) > 50 and max(compared) > 20


def test_the_cushion_model_without_its_debug_lines_plays_every_contact_as_pooltool_does(
        monkeypatch):
    # physics.py compiles pooltool's cushion model again without its debug lines (each
    # formatted arrays whether or not anyone logged them). On every cushion contact of a break
    # and of a long bank shot it must leave the ball exactly as pooltool's own does.
    import random

    import numpy as np
    from pooltool.physics.resolve.ball_cushion.stronge_compliant import model

    from koloda.games.card_ball import physics
    from koloda.games.card_ball.geometry import HEAD_SPOT, rack

    ours = model._solve
    assert ours is not physics.POOLTOOL_CUSHION_SOLVE
    assert "logger.debug" in inspect.getsource(physics.POOLTOOL_CUSHION_SOLVE)
    contacts = []

    def both(ball, cushion, omega_ratio):
        theirs, _ = physics.POOLTOOL_CUSHION_SOLVE(ball.copy(), cushion, omega_ratio)
        mine, cushion = ours(ball, cushion, omega_ratio)
        assert np.array_equal(mine.state.rvw, theirs.state.rvw)
        assert mine.state.s == theirs.state.s
        contacts.append(mine.id)
        return mine, cushion

    monkeypatch.setattr(model, "_solve", both)
    physics.simulate({CUE: HEAD_SPOT, **rack(random.Random(3))}, 90.2, 7.0)
    physics.simulate({CUE: HEAD_SPOT}, 37.0, 6.0)  # the cue ball alone, round the table
    assert len(contacts) > 20


def test_the_expert_plays_a_pot_worth_two_cards_without_trying_the_rest():
    # Two cards for the 7 and an easy pot of it: worth at least 2.5 (two cards out of the hand
    # and going on), so the Expert strikes it without simulating the other candidates; one
    # that tries every candidate simulates more strokes for the same pot.
    from dataclasses import replace

    state = table(["7♥ 7♣ 3♣", "3♦"], {CUE: (0.55, 1.3), 7: (0.25, 1.70), 3: (0.6, 0.5)})
    expert = CardBallBot(1, "4")
    assert expert.level.enough == 2.5
    shot = expert.act(Perspective(state.clone(), 0))
    thorough = CardBallBot(1, "4")
    thorough.level = replace(thorough.level, enough=None)
    assert thorough.act(Perspective(state.clone(), 0)) == shot
    assert expert.simulated < thorough.simulated
    events = state.apply(0, shot)
    assert events[0].data["kept"] == [7] and state.turn == 0
