"""The game contract for Palace: random playouts through the core conformance checks, the view
form, positions in and out, copies and determinization."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core import SetupError, get_game, play_match
from koloda.core.conformance import check_playout, inventory, snapshot
from koloda.games.palace import GAME, PalaceState
from koloda.games.palace.bots import PalaceBot

ROOT = Path(__file__).resolve().parents[3]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_random_playouts_keep_the_contract(seed, players):
    # A low pick-up limit keeps these deep checks short; the shallow test below plays full games.
    check_playout(GAME, players, seed, {"pickup_limit": 6})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_always_end_under_the_default_rules(players):
    for seed in range(25):
        record = check_playout(GAME, players, seed, deep=False)
        assert len(record.actions) < 5_000


def _contract_at(state: PalaceState, rng: random.Random) -> None:
    """The per-step checks of the conformance module, for positions random play rarely
    reaches (the table cards, leaving), plus the setup form round trip."""
    for seat in state.actors():
        for a in state.legal_actions(seat):
            state.check(seat, a)
            assert GAME.codec.decode(json.loads(json.dumps(GAME.codec.encode(a)))) == a
    for seat in range(state.players):
        other = state.determinize(seat, random.Random(rng.random()))
        assert json.dumps(other.view(seat)) == json.dumps(state.view(seat))
        assert inventory(other) == inventory(state) and other.actors() == state.actors()
        assert other.hands[seat] == state.hands[seat]
        for s in range(state.players):
            assert state.known[s] <= set(other.hands[s])  # cards everyone saw stay put
    if state.outcome() is None:
        again = GAME.setup(state.to_setup(), {"pickup_limit": state.pickup_limit})
        assert snapshot(again) == snapshot(state)
        assert all(again.legal_actions(s) == state.legal_actions(s) for s in state.actors())


@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_games_keep_the_contract_down_to_the_face_down_cards(players):
    rng = random.Random(players)
    stages = set()

    def check(state, seat, action, events):
        _contract_at(state, rng)
        if state.phase == "play" and not state.stock:
            for s in range(players):
                if not state.hands[s] and not state.face_up[s] and state.face_down[s]:
                    stages.add("face_down")
        json.dumps([e.view(s) for e in events for s in (None, *range(players))])

    for seed in range(3):
        bots = [PalaceBot(seed * 10 + s) for s in range(players)]
        result = play_match(GAME, bots, seed=seed, on_step=check)
        assert result.outcome is not None
    assert "face_down" in stages


def test_the_view_has_the_documented_shape_and_hides_other_hands():
    state = GAME.new(3, seed=11)
    view = state.view(1)
    assert set(view) == {"players", "phase", "turn", "actors", "pile", "to_beat", "stock",
                         "burned", "pick_ups", "pickup_limit", "may_add", "drawn", "seats",
                         "you", "ranks"}
    assert view["you"] == 1 and view["turn"] == 0 and view["phase"] == "swap"
    assert [s["hand"] is None for s in view["seats"]] == [True, False, True]
    assert set(view["seats"][0]) == {"hand", "hand_count", "known", "face_up", "face_down",
                                     "ready", "finished"}
    assert state.view(None)["you"] is None
    assert all(s["hand"] is None for s in state.view(None)["seats"])


def test_a_position_survives_export_and_import():
    state = GAME.new(4, seed=5)
    bots = [PalaceBot(s) for s in range(4)]
    for _ in range(60):
        seat = state.to_move()
        state.apply(seat, bots[seat].act(_perspective(state, seat)))
    again = GAME.setup(state.to_setup())
    assert snapshot(again) == snapshot(state) and sorted(again.cards()) == sorted(state.cards())


def _perspective(state, seat):
    from koloda.core import Perspective

    return Perspective(state, seat)


@pytest.mark.parametrize("position, message", [
    ({"hands": ["3C 3C", "4D"]}, "duplicate card 3♣ (in hands[0] and hands[0])"),
    ({"hands": ["3C", "4D"], "pile": "4D"}, "duplicate card 4♦ (in hands[1] and pile)"),
    ({"hands": ["3C"]}, "2 to 5 players, not 1"),
    ({"hands": ["3C", "4D"], "players": 3}, "\"players\" is 3 but \"hands\" lists 2 seats"),
    ({"hands": ["3C", "4D"], "face_up": ["5C"]}, "\"face_up\" must list 2 seats"),
    ({"hands": ["3C", "XX"]}, "hands[1]: not a card"),
    ({"hands": ["3C", "4D"], "burned": "5C"}, "all 52 cards must be placed; missing: 2♣"),
    ({"hands": ["3C", "4D"], "pile": "5C 10H"}, "a 10 cannot lie on top of the pile"),
    ({"hands": ["3C", "4D"], "pile": "5C 5D 5H 5S"}, "four of a kind cannot lie on top"),
    ({"hands": ["3C", ""]}, "give finished[1] its place"),
    ({"hands": ["3C", "4D"], "finished": [1, None]}, "finished[0] is set, but that player still holds"),
    ({"hands": ["3C", "", "4D"], "finished": [None, 2, None]}, "places must be 1, 2, ..."),
    ({"hands": ["3C", "4D"], "turn": 2}, "turn: expected a seat from 0 to 1, got 2"),
    ({"hands": ["3C", ""], "face_up": ["", "5D"], "stock": "6H"}, "hands[1] is empty while the stock lasts"),
    ({"hands": ["3C", "4D"], "may_add": 0, "drawn": "3C"}, "may_add: the seat must hold"),
    ({"hands": ["3C", "4D"], "known": ["5C", ""]}, "known[0]: 5♣ is not in that hand"),
    ({"hands": ["3C", "4D"], "phase": "over"}, "\"phase\" must be \"swap\" or \"play\""),
    ({"hands": ["3C", "4D"], "colour": "red"}, "unknown fields: colour"),
    ({"hands": ["3C", "4D"], "pick_ups": 100}, "pick_ups: 100 reaches the limit of 100"),
])
def test_a_bad_position_is_refused_naming_the_problem(position, message):
    with pytest.raises(SetupError) as info:
        GAME.setup(position)
    assert message in str(info.value)
    assert info.value.get("ru") != str(info.value)  # and it is said in Russian too


def test_clone_is_independent_and_determinize_redeals_the_hidden_cards():
    state = GAME.new(3, seed=2)
    copy = state.clone()
    copy.hands[0].pop()
    copy.stock.pop()
    assert len(state.hands[0]) == 3 and len(state.stock) == 25
    dealt = {tuple(state.determinize(0, random.Random(i)).face_down[0]) for i in range(20)}
    assert len(dealt) > 1  # even a seat's own face-down cards are unknown to it
    other = state.determinize(0, random.Random(1))
    assert other.hands[0] == state.hands[0] and other.face_up == state.face_up


def test_the_game_is_registered_with_its_heuristic_bot():
    from koloda.games.palace.search import available

    assert get_game("palace") is GAME
    # and its Expert's search in C, where the module was built
    assert set(GAME.agents()) == ({"heuristic", "search"} if available() else {"heuristic"})
    assert GAME.options({}).pickup_limit == 100


def test_the_rules_page_ships_in_both_languages_and_docs_link_to_it():
    en, ru = GAME.rules_text("en"), GAME.rules_text("ru")
    assert en.startswith("# Palace") and ru.startswith("# Дворец")
    for lang, text in (("", en), (".ru", ru)):
        page = ROOT / "docs" / "rules" / f"palace{lang}.md"
        assert page.is_symlink() and page.read_text(encoding="utf-8") == text


def test_every_test_the_rules_page_cites_exists():
    here = Path(__file__).parent
    defined = {line.split("(")[0][4:] for f in here.glob("test_*.py")
               for line in f.read_text(encoding="utf-8").splitlines() if line.startswith("def ")}
    for lang in ("en", "ru"):
        cited = set(re.findall(r"test_\w+", GAME.rules_text(lang))) - {"test_rules", "test_contract"}
        assert cited and cited <= defined, cited - defined


def test_the_search_estimate_favours_the_lighter_burden_and_keeps_places_of_those_out():
    state = GAME.setup({"hands": ["", "3♣ 4♣ 5♣", "A♦", "2♥"], "turn": 1,
                        "finished": [1, None, None, None]})
    assert state.estimate() == (1.0, 0.0, 1 / 3, 2 / 3)
    table_over = GAME.setup({"hands": ["9♣", "3♣"], "pile": "8♣"})
    table_over.apply(0, table_over.legal_actions(0)[0])
    assert table_over.estimate() == table_over.outcome().rewards() == (1.0, 0.0)
