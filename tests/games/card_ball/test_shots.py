"""Shots on pooltool's physics, played through the state: pots take cards out of every hand,
fouls draw penalty cards and hand the cue ball over, shots are checked before they are played,
and the events carry the frames of the animation."""

from __future__ import annotations

import json

import pytest

from koloda.core import IllegalAction, Record, replay
from koloda.core.conformance import snapshot
from koloda.games.card_ball import GAME, Shot
from koloda.games.card_ball.geometry import (
    CUE,
    FOOT_SPOT,
    HEAD_SPOT,
    LENGTH,
    POCKETS,
    angle_to,
    ghost_ball,
)

from .table import codes, needs_pooltool, table

pytestmark = needs_pooltool

SEVEN = (0.25, 1.70)  # in line with the top left corner from the cue ball below


def straight_pot(ball=SEVEN, pocket="lt", back=0.5) -> tuple[tuple[float, float], Shot]:
    """A cue ball placed straight behind `ball` on its line to `pocket`, and the shot."""
    mouth = POCKETS[pocket]
    dx, dy = ball[0] - mouth[0], ball[1] - mouth[1]
    d = (dx * dx + dy * dy) ** 0.5
    cue = (ball[0] + back * dx / d, ball[1] + back * dy / d)
    return cue, Shot(angle_to(cue, ghost_ball(ball, mouth)), 1.6)


def test_a_pot_takes_every_card_of_its_rank_out_of_every_hand_and_the_shooter_goes_on():
    cue, shot = straight_pot()
    state = table(["7♥ 7♠ 3♣", "7♦ 3♦", "5♠"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0), 5: (0.8, 0.4)})
    events = state.apply(0, shot)
    assert [e.kind for e in events] == ["shot", "discard", "discard"]
    assert events[0].data["kept"] == [7] and events[0].data["continues"]
    assert state.hands[0] == [int(c) for c in _cards("3♣")]
    assert state.hands[1] == [int(c) for c in _cards("3♦")]
    assert 7 not in state.balls and state.turn == 0 and sorted(state.gone)[:3]


def test_potting_the_last_card_wins_and_settles():
    cue, shot = straight_pot()
    state = table(["7♥", "3♦ 5♠", "5♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0), 5: (0.8, 0.4)},
                  options={"card_price": 2})
    events = state.apply(0, shot)
    assert events[-1].kind == "win" and state.outcome() is not None
    assert state.outcome().ranks == (1, 3, 2) and state.outcome().scores == (6.0, -4.0, -2.0)
    assert state.view(None)["next_order"] == [0, 2, 1] and state.actors() == ()


def test_the_shooter_wins_when_his_pot_also_empties_another_hand():
    cue, shot = straight_pot()
    state = table(["7♥", "7♠"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)})
    state.apply(0, shot)
    assert state.outcome().ranks[0] == 1 and state.outcome().ranks[1] == 2


def test_a_ball_without_its_card_is_a_foul_comes_back_and_draws_a_penalty_card():
    cue, shot = straight_pot()
    state = table(["3♥", "7♦ 3♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)}, stock="9♣ 3♠")
    events = state.apply(0, shot)
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["shot", "respot", "penalty"]
    assert events[0].data["fouls"] == ["wrong_ball"]
    assert state.balls[7] == FOOT_SPOT and state.turn == 1
    assert sorted(state.hands[0]) == sorted(int(c) for c in _cards("3♥ 3♠"))
    # The penalty card is the shooter's secret: others see only that one was drawn.
    assert events[2].view(0)["cards"] == ["3S"] and "cards" not in events[2].view(1)


def test_the_original_rule_draws_two_for_a_double_foul():
    cue, shot = straight_pot()
    state = table(["3♥", "7♦ 3♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)}, stock="7♣ 3♠",
                  options={"double_penalty": True})
    state.apply(0, shot)
    # The 7 is back on the foot spot, so its card is a live penalty card too.
    assert len(state.hands[0]) == 3 and state.stock == []


def test_a_scratch_gives_the_next_player_the_cue_ball_in_the_kitchen():
    # The cue ball rolls straight into the bottom left corner, touching nothing.
    state = table(["3♥", "3♦"], {CUE: (0.3, 0.3), 3: (0.6, 1.0)}, stock="9♣")
    events = state.apply(0, Shot(225.0, 1.5))
    assert "scratch" in events[0].data["fouls"] and "miss" in events[0].data["fouls"]
    assert CUE not in state.balls and state.in_hand and state.turn == 1
    assert events[-1].kind == "ball_in_hand"
    with pytest.raises(IllegalAction, match="in hand"):
        state.check(1, Shot(90.0, 2.0))
    state.check(1, Shot(90.0, 2.0, cue_x=HEAD_SPOT[0], cue_y=HEAD_SPOT[1]))


def test_an_empty_stock_means_no_penalty_card():
    state = table(["3♥", "3♦"], {CUE: (0.3, 0.3), 3: (0.6, 1.0)})
    events = state.apply(0, Shot(225.0, 1.5))
    penalty = next(e for e in events if e.kind == "penalty")
    assert penalty.data["count"] == 0 and len(state.hands[0]) == 1


@pytest.mark.parametrize(("shot", "why"), [
    (Shot(90.0, 20.0), "speed"),
    (Shot(400.0, 2.0), "aim"),
    (Shot(90.0, 2.0, side=0.5, follow=0.5), "miscue"),
    (Shot(90.0, 2.0, elevation=80.0), "elevation"),
    (Shot(90.0, 2.0, cue_x=0.5, cue_y=0.3), "not in hand"),
    (Shot(float("nan"), 2.0), "finite"),
])
def test_impossible_shots_are_refused_with_a_reason_and_change_nothing(shot, why):
    state = table(["3♥", "3♦"], {CUE: (0.3, 0.3), 3: (0.6, 1.0)})
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=why):
        state.apply(0, shot)
    assert snapshot(state) == before


def test_a_cue_ball_in_hand_must_go_free_in_the_kitchen():
    state = GAME.new(2, seed=3)
    x, y = HEAD_SPOT
    for bad, why in [((x, LENGTH / 2), "kitchen"), ((-1.0, y), "not on the table"),
                     ((x, 0.0), "not on the table")]:
        with pytest.raises(IllegalAction, match=why):
            state.check(0, Shot(90.0, 8.0, cue_x=bad[0], cue_y=bad[1]))
    with pytest.raises(IllegalAction, match="turn"):
        state.check(1, Shot(90.0, 8.0, cue_x=x, cue_y=y))
    crowded = table(["3♥", "3♦"], {3: (0.6, 1.0), 5: HEAD_SPOT})
    with pytest.raises(IllegalAction, match="touch ball 5"):
        crowded.check(0, Shot(90.0, 2.0, cue_x=x + 0.01, cue_y=y))


def test_the_shot_event_carries_compact_frames_of_every_moving_ball():
    state = GAME.new(2, seed=4)
    event = state.apply(0, state.legal_actions(0)[0])[0]
    frames = event.data["frames"]
    assert frames["fps"] == 30 and "0" in frames["tracks"]
    track = frames["tracks"]["0"]
    assert all(isinstance(v, int) for v in track) and len(track) % 2 == 0
    assert abs(track[0] - round(HEAD_SPOT[0] * 1000)) <= 1
    assert len(json.dumps(event.view(None))) < 60_000


def test_execution_error_comes_from_the_game_rng_so_records_replay_exactly():
    opts = {"execution_error": 1.0, "shot_limit": 4}
    state = GAME.new(2, opts, seed=9)
    record = Record(GAME.id, GAME.rules_version, GAME.options_to_json(GAME.options(opts)),
                    ["a", "b"], 9)
    aimed = []
    for _ in range(3):
        seat = state.turn
        shot = state.legal_actions(seat)[0]
        executed = state.apply(seat, shot)[0].data["shot"]
        aimed.append((shot.aim, executed["aim"]))
        record.actions.append((seat, GAME.codec.encode(shot)))
    assert any(abs(a - b) > 1e-3 for a, b in aimed)
    assert snapshot(replay(record, GAME)) == snapshot(state)


def _cards(text: str):
    from koloda.core import parse_card

    return [parse_card(c) for c in codes(text)]


def test_a_shot_pooltool_fails_on_is_played_a_hair_off_the_same_way_every_time(monkeypatch):
    # pooltool's collision solver can fail an assertion on a degenerate contact (a ball
    # "hitting" a cushion it does not move into); the stroke is then nudged by NUDGES in order.
    from koloda.core import KolodaError
    from koloda.games.card_ball import physics

    real = physics.pt.simulate
    tried: list[float] = []

    def fails_twice(system, **kwargs):
        tried.append(system.cue.phi)
        if len(tried) <= 2:
            raise AssertionError("v_n_0 < 0")
        return real(system, **kwargs)

    monkeypatch.setattr(physics.pt, "simulate", fails_twice)
    cue, shot = straight_pot()
    state = table(["7♥", "3♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)})
    events = state.apply(0, shot)
    assert tried == pytest.approx([shot.aim, shot.aim + 1e-4, shot.aim - 1e-4])
    assert events[0].data["kept"] == [7]  # a ten-thousandth of a degree still pots it

    def always_fails(system, **kwargs):
        raise AssertionError("v_n_0 < 0")

    monkeypatch.setattr(physics.pt, "simulate", always_fails)
    fresh = table(["7♥", "3♦"], {CUE: cue, 7: SEVEN, 3: (0.6, 1.0)})
    before = snapshot(fresh)
    with pytest.raises(KolodaError) as failed:
        fresh.apply(0, shot)
    assert "aim a little differently" in failed.value.get("en")
    assert "прицельтесь чуть иначе" in failed.value.get("ru")
    assert snapshot(fresh) == before  # nothing moved
