"""The game contract for Card Ball: random playouts through the core conformance checks (shots
beyond the listed ones included), the view form, positions in and out, determinization and the
registry entry."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core import SetupError, get_game
from koloda.core.conformance import check_playout, inventory, snapshot
from koloda.games.card_ball import GAME, Shot
from koloda.games.card_ball.geometry import CUE, HEAD_SPOT

from .table import needs_pooltool, table

pytestmark = needs_pooltool


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_random_playouts_keep_the_contract(players, seed):
    # A low shot limit keeps the deep checks short; it is also how a game that drags on ends.
    record = check_playout(GAME, players, seed, {"shot_limit": 12})
    assert 1 <= len(record.actions) <= 12


def test_a_game_always_ends_at_the_shot_limit_placed_by_cards_left():
    record = check_playout(GAME, 2, 7, {"shot_limit": 5}, deep=False)
    assert len(record.actions) <= 5 and record.outcome is not None


def test_shots_beyond_the_listed_ones_are_legal():
    state = GAME.new(2, seed=5)
    listed = state.legal_actions(0)
    custom = Shot(88.25, 7.1, side=0.1, follow=-0.2, elevation=5.0,
                  cue_x=HEAD_SPOT[0] - 0.05, cue_y=HEAD_SPOT[1] - 0.1)
    assert custom not in listed and GAME.continuous
    state.apply(0, custom)
    assert state.shots == 1


def test_the_view_has_the_documented_shape_and_hides_other_hands():
    state = GAME.new(3, seed=11)
    view = state.view(1)
    assert set(view) == {"players", "you", "turn", "breaking", "in_hand", "balls", "hand",
                         "cards_left", "stock", "set_aside", "gone", "shots", "shot_limit", "last",
                         "table", "options", "outcome", "next_order", "suggestions"}
    assert len(view["hand"]) == 7 and view["cards_left"] == [7, 7, 7] and view["stock"] == 31
    assert len(view["balls"]) == 15 and view["breaking"] and view["in_hand"]
    assert view["you"] == 1 and state.view(None)["you"] is None
    assert view["suggestions"] is None  # not seat 1's turn
    mine = state.view(0)["suggestions"]
    assert mine and all(set(s["label"]) == {"en", "ru"} for s in mine)
    assert state.view(None)["hand"] is None
    others = {c for s in (0, 2) for c in state.view(s)["hand"]}
    assert not others & set(json.dumps(view).split('"'))


def test_determinize_keeps_what_a_seat_sees_and_deals_only_live_cards_into_hands():
    state = table(["7♥ 3♣", "7♦ 3♦", "5♠"], {CUE: (0.5, 0.3), 7: (0.3, 1.5), 3: (0.6, 1.0),
                                             5: (0.8, 0.4)}, stock="KS QS 9D 5C")
    rng = random.Random(3)
    for seat in (0, 1, 2, None):
        other = state.determinize(seat, random.Random(rng.random()))
        assert json.dumps(other.view(seat)) == json.dumps(state.view(seat))
        assert inventory(other) == inventory(state)
        for hand in other.hands:
            assert all((c >> 2 if c >> 2 != 14 else 1) in (3, 5, 7) for c in hand)


def test_the_setup_form_round_trips():
    state = GAME.new(4, seed=8)
    state.apply(0, state.legal_actions(0)[0])
    again = GAME.setup(state.to_setup(), seed=8)
    assert snapshot(again) == snapshot(state)
    assert again.legal_actions(again.turn) == state.legal_actions(state.turn)


@pytest.mark.parametrize(("change", "why"), [
    ({"hands": [["7H"]]}, "2 to 6"),
    ({"balls": {"0": [0.5, 0.3], "3": [0.6, 1.0], "4": [0.61, 1.0]}}, "overlaps"),
    ({"balls": {"0": [0.5, 0.3], "16": [0.6, 1.0]}}, "not a ball"),
    ({"balls": {"0": [0.5, 3.0], "3": [0.6, 1.0]}}, "not on the bed"),
    ({"stock": ["3H"]}, "twice"),
    ({"hands": [["9H"], ["3D"]]}, "ball of 9"),
    ({"in_hand": True}, "in_hand"),
])
def test_bad_positions_are_refused_naming_the_field(change, why):
    position = {"hands": [["3H"], ["3D"]], "balls": {"0": [0.5, 0.3], "3": [0.6, 1.0]}}
    position.update(change)
    with pytest.raises(SetupError, match=why):
        GAME.setup(position)


def test_the_registry_lists_card_ball_as_a_continuous_game():
    game = get_game("card_ball")
    assert game is GAME and game.unavailable is None and game.continuous
    assert "Card Ball" in GAME.rules_text("en") and "Кард-бол" in GAME.rules_text("ru")


def test_a_person_may_type_a_shot_as_numbers():
    assert GAME.parse_action("shot 92.5 2.4") == Shot(92.5, 2.4)
    assert GAME.parse_action("удар 92,5 2.4 0.1 -0.2 в 0.45 0.3") != Shot(92.5, 2.4)
    assert GAME.parse_action("shot 10 3 0.1 -0.2 12 at 0.4 0.3") == Shot(
        10.0, 3.0, 0.1, -0.2, 12.0, 0.4, 0.3)
    assert GAME.describe_action(Shot(92.5, 2.4)) == "shot 92.5°, 2.40 m/s"
    with pytest.raises(Exception, match="AIM SPEED"):
        GAME.parse_action("shot hard")
