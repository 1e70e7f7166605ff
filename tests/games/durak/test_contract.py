"""The game contract: positions (setup), views, determinization, labels, the rules page, and the
conformance checks over random playouts (Hypothesis)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.core import SetupError, card, get_game
from koloda.core.conformance import check_playout
from koloda.games.durak import GAME, Attack, Defend, Pass, Take, Transfer

from .table import durak_table

ROOT = Path(__file__).resolve().parents[3]
OPTIONS = st.fixed_dictionaries({
    "transfer": st.booleans(),
    "throw_in": st.sampled_from(["all", "neighbours"]),
    "first_bout_five": st.booleans(),
})


# -- conformance over random playouts --------------------------------------------------------

@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), options=OPTIONS)
def test_random_playouts_keep_the_contract(seed, players, options):
    # Deep checks at every step: every listed action passes its check, others are refused
    # unchanged, views survive re-dealing, records replay exactly.
    check_playout(GAME, players, seed, options)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), options=OPTIONS)
def test_every_game_ends_with_at_most_one_durak_and_conserves_the_deck(seed, players, options):
    rng = random.Random(seed)
    state = GAME.new(players, options, seed)
    steps = 0
    while not state.is_over():
        # The seat the game waits for is always among the actors and always has a move.
        assert state.to_move() in state.actors() and state.legal_actions(state.to_move())
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        if legal:
            state.apply(seat, rng.choice(legal))
            steps += 1
        assert steps < 5000
        assert sorted(state.cards()) == list(range(24, 60))
    outcome = state.outcome()
    durak = state.view(None)["durak"]
    assert outcome is not None and len(outcome.ranks) == players
    if durak is None:
        assert all(r < players for r in outcome.ranks) or players == 1
    else:
        assert outcome.ranks[durak] == players
        assert sorted(outcome.ranks)[-2] < players


def test_the_registry_finds_durak():
    assert get_game("durak") is GAME


# -- positions -------------------------------------------------------------------------------

def test_a_position_exports_and_builds_back_identically():
    state = GAME.new(4, {"transfer": True}, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        seat = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        again = GAME.setup(state.to_setup(), {"transfer": True})
        assert again.to_setup() == state.to_setup()
        assert all(again.view(s) == state.view(s) for s in [None, 0, 1, 2, 3])
        assert json.loads(json.dumps(state.to_setup())) == state.to_setup()


def test_cards_a_position_does_not_name_are_in_the_discard():
    t = durak_table(["7S", "9S"], trump="6H", stock="AD")
    assert t.discard == 36 - 4 and t.stock == 2


@pytest.mark.parametrize(("position", "reason"), [
    ({"hands": ["7S 7S", "9S"], "trump": "6H"}, "named twice"),
    ({"hands": ["7S", "9S"], "trump": "7S"}, "named twice"),
    ({"hands": ["5S", "9S"], "trump": "6H"}, "not in the 36-card deck"),
    ({"hands": ["7S", "9S"], "trump": "6H", "colour": 1}, "unknown keys colour"),
    ({"hands": ["7S", "9S"]}, "give the turned-up 'trump'"),
    ({"hands": ["7S", "9S"], "trump": None, "trump_suit": "H", "stock": "AD"}, "stock must be"),
    ({"hands": ["7S", "9S"], "trump": "6H", "attacker": 3}, "'attacker' must be a seat"),
    ({"hands": ["7S", "9S"], "trump": "6H", "defender": 0}, "defender must be another seat"),
    ({"hands": ["7S", ""], "trump": "6H"}, "at least two players"),
    ({"hands": ["7S"] * 7, "trump": "6H"}, "2 to 6 players"),
    ({"hands": ["7C", "9S"], "trump": "6H", "table": [["8S", "7S"]]}, "does not beat"),
    ({"hands": ["7S", "9S"], "trump": "6H", "table": [["8S"]]}, r"table\[0\] must be a pair"),
    ({"hands": ["7S", "9S"], "trump": "6H", "known": ["", "AS"]}, "does not hold"),
    ({"hands": "7S 9S"}, "'hands' must be a list"),
    ({"hands": ["7S", "9S"], "trump": "6H", "table": [["8S", None], ["8D", None]]},
     "more attack cards than the bout allows"),
])
def test_a_bad_position_is_refused_naming_the_problem(position, reason):
    with pytest.raises(SetupError, match=reason):
        GAME.setup(position)


def test_a_finished_bout_in_a_position_is_settled_at_once():
    t = durak_table(["JC", "QD KS"], table="8S/9S", passed=[0])
    assert t.table == "" and (t.attacker, t.defender) == (1, 0)


# -- views -----------------------------------------------------------------------------------

def test_the_view_has_the_documented_shape_and_hides_other_hands():
    state = GAME.new(3, seed=2)
    view = state.view(1)
    assert set(view) >= {"players", "phase", "trump", "trump_suit", "stock", "discard",
                         "attacker", "defender", "table", "taking", "passed", "turn", "actors",
                         "seats", "you", "durak", "ranks"}
    assert view["you"] == 1 and view["phase"] == "play" and view["stock"] == 18
    assert view["seats"][1]["hand"] == [c.code for c in state.hands[1]]
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_count"] == 6
    assert all(s["hand"] is None for s in state.view(None)["seats"])
    json.dumps(state.view(None))


def test_determinize_redeals_hidden_cards_but_keeps_seen_ones_and_the_trump_at_the_bottom():
    t = durak_table(["JC 6C", "QD KS AS", "7D 7C 10S"], stock="8H 9H 10H", trump="6H",
                    table="8S", known=["", "KS", ""])
    state = t.state
    seen = set()
    for i in range(30):
        other = state.determinize(0, random.Random(i))
        assert other.view(0) == state.view(0)
        assert other.hands[0] == state.hands[0]
        assert card(13, 3) in other.hands[1]
        assert other.stock[0] == card(6, 2)
        seen.add(tuple(other.stock))
    assert len(seen) > 1


def test_a_clone_is_independent():
    state = GAME.new(2, seed=9)
    twin = state.clone()
    seat = twin.to_move()
    twin.apply(seat, twin.legal_actions(seat)[0])
    assert state.view(None) != twin.view(None)
    assert state.view(None) == GAME.new(2, seed=9).view(None)
    triplet = twin.clone()
    assert twin.rng.random() == triplet.rng.random()


# -- labels, codec, the rules page -----------------------------------------------------------

def test_actions_have_a_stable_json_form():
    seven, nine = card(7, 3), card(9, 3)
    assert GAME.codec.encode(Defend(seven, nine)) == {"type": "defend", "attack": "7S",
                                                      "card": "9S"}
    assert GAME.codec.decode({"type": "attack", "card": "7S"}) == Attack(seven)
    assert GAME.codec.decode({"type": "take"}) == Take()


def test_actions_are_labelled_in_both_languages():
    seven, nine = card(7, 3), card(9, 3)
    assert GAME.describe_action(Defend(seven, nine)) == "beat 7♠ with 9♠"
    assert GAME.describe_action(Defend(seven, nine), "ru") == "побить 7♠ картой 9♠"
    assert GAME.describe_action(Attack(card(12, 2)), "ru") == "ход Д♥"
    assert GAME.describe_action(Transfer(seven)) == "transfer with 7♠"
    assert GAME.describe_action(Take(), "ru") == "взять карты"
    assert GAME.describe_action(Pass()) == "pass (done)"


def test_the_rules_page_ships_in_both_languages_and_docs_link_to_it():
    en, ru = GAME.rules_text("en"), GAME.rules_text("ru")
    assert en and ru and "# Durak" in en and "Дурак" in ru
    for name, text in (("durak.md", en), ("durak.ru.md", ru)):
        link = ROOT / "docs" / "rules" / name
        assert link.is_symlink() and link.read_text(encoding="utf-8") == text


def test_every_test_the_rules_page_cites_exists():
    import re

    cited = set(re.findall(r"`(test_\w+)`", GAME.rules_text("en") or ""))
    here = Path(__file__).parent
    defined = set(re.findall(r"def (test_\w+)", "".join(
        p.read_text(encoding="utf-8") for p in here.glob("test_*.py"))))
    assert cited and cited <= defined, cited - defined


def test_the_estimate_ranks_a_light_strong_hand_above_a_heavy_weak_one():
    t = durak_table(["AH KH", "6S 7C 8D 9S 6D 7S", "6C"], trump="QH", stock="9C")
    low = t.state.estimate()
    assert len(low) == 3 and all(0.0 <= r <= 1.0 for r in low)
    assert low[0] > low[2] > low[1]


def test_the_estimate_keeps_the_reward_of_a_player_who_left():
    t = durak_table(["", "6S 7C", "AH KH"], trump=None, trump_suit="H", attacker=1,
                    out=[1, None, None])
    assert t.state.estimate() == (1.0, 0.0, 0.5)
