"""Battle of Strength rulings, each from an explicit position (card keys listed top first)."""

from __future__ import annotations

import random

import pytest

from koloda.core import IllegalAction, SetupError
from koloda.core.conformance import snapshot
from koloda.games.spiderman import STRENGTH
from koloda.games.spiderman.actions import Name, Reveal
from koloda.games.spiderman.table import MAX_ROUNDS

from .helpers import card_file, keys, kinds, strength

# key: (power, speed) plus symbols; "bon" is a bonus card. Best scores: big 900, fast 800,
# mid 500, low 150, tie1/tie2/tie3 700, x1 450, x2 420, x3 600, bon 950.
CARDS = {
    "big": (900, 100, 1, 1, 1), "fast": (200, 800, 1, 1, 1), "mid": (500, 500, 1, 1, 1),
    "low": (100, 150, 1, 1, 1), "tie1": (700, 300, 1, 1, 1), "tie2": (300, 700, 1, 1, 1),
    "tie3": (700, 200, 1, 1, 1), "x1": (400, 450, 1, 1, 1), "x2": (350, 420, 1, 1, 1),
    "x3": (600, 100, 1, 1, 1), "bon": (950, 10),
}


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return {"card_file": card_file(tmp_path_factory.mktemp("strength"), CARDS)}


@pytest.fixture(scope="module")
def classic(own: dict[str, object]) -> dict[str, object]:
    return {**own, "classic": True}


def test_all_cards_are_dealt_evenly_and_the_rest_set_aside():
    state = STRENGTH.new(3, seed=5)
    assert [len(d) for d in state.decks] == [14, 14, 14]  # 44 cards: 2 are set aside
    assert len(state.aside_hidden) == 2 and state.view(0)["set_aside"] == 2
    assert sorted(state.cards()) == list(range(44))  # bonus cards are dealt like any other


def test_fewer_cards_option_plays_with_part_of_the_set():
    state = STRENGTH.new(2, {"cards": 10}, seed=5)
    assert [len(d) for d in state.decks] == [5, 5] and len(state.aside_hidden) == 34
    with pytest.raises(SetupError, match="only 44 cards"):
        STRENGTH.new(2, {"cards": 45})


def test_the_starting_player_announces_his_highest_score(own):
    state = strength(["fast low", "mid x1"], own)
    events = state.apply(0, Reveal())
    assert events[0].kind == "announce" and events[0].seat == 0
    assert events[0].data == {"score": 800}
    assert events[0].text.ru == "Игрок 1: у меня 800 баллов"


def test_highest_score_on_any_category_wins_the_round(own):
    state = strength(["mid low", "fast x1"], own)  # mid: 500 in both; fast: 800 speed
    state.apply(0, Reveal())
    assert state.last["winner"] == 1


def test_the_winner_puts_the_round_under_his_deck_and_starts_next(own):
    state = strength(["low x2", "big mid", "x1 x3"], own, starter=2)
    state.apply(2, Reveal())
    # Cards go under the winner's deck in the order they were revealed, starter first.
    assert keys(state, 1) == "mid x1 low big"
    assert state.starter == 1 and state.actors() == (1,)
    assert state.view(0)["decks"][1]["known"] == [state.cardset.by_key[k] for k in ["x1", "low", "big"]]


def test_bonus_cards_play_with_their_printed_scores(own):
    state = strength(["bon low", "big mid"], own)
    state.apply(0, Reveal())
    assert state.last["winner"] == 0


def test_a_tie_starts_a_playoff_and_its_winner_takes_the_whole_table(own):
    state = strength(["tie1 low", "tie2 big", "mid x1"], own)
    events = state.apply(0, Reveal())
    assert kinds(events) == ["announce", "reveal", "playoff", "reveal", "take", "leave", "leave"]
    assert keys(state, 1) == "tie1 tie2 mid low big x1"
    assert state.round == 1 and state.starter == 1  # the whole play-off is one round


def test_every_player_of_the_round_joins_the_playoff(own):
    state = strength(["tie1 low", "tie2 x2", "mid big"], own)  # mid lost the first reveal...
    state.apply(0, Reveal())
    assert state.last["winner"] == 2  # ...but its big card wins the play-off for seat 2
    assert len(state.decks[2]) == 6


def test_a_player_out_of_cards_is_out_of_the_playoff(own):
    state = strength(["tie1", "tie2 low", "mid x1"], own)
    state.apply(0, Reveal())
    assert [len(s) for s in state.last["stages"]] == [3, 2]
    assert state.last["winner"] == 2 and state.left_in[0] == 1
    alone = strength(["tie1", "tie2 low"], own)
    alone.apply(0, Reveal())  # the only player left in the play-off takes the table
    assert keys(alone, 1) == "low tie1 tie2" and alone.outcome().ranks == (2, 1)


def test_a_playoff_nobody_can_continue_gives_everyone_his_cards_back(own):
    state = strength(["tie1", "tie2"], own, starter=1)
    events = state.apply(1, Reveal())
    assert "draw" in kinds(events) and keys(state, 0) == "tie1" and keys(state, 1) == "tie2"
    assert state.starter == 1 and state.outcome() is None


def test_a_player_without_cards_leaves_and_the_last_holder_wins(own):
    state = strength(["big mid", "low", "x2 x1"], own)
    state.apply(0, Reveal())
    assert state.left_in == [None, 1, None] and state.actors() == (0,)
    assert state.legal_actions(1) == []
    state.apply(0, Reveal())
    outcome = state.outcome()
    assert outcome.ranks == (1, 3, 2) and outcome.scores == (5.0, 0.0, 0.0)
    assert state.actors() == ()


def test_agreed_rounds_end_the_game_and_most_cards_wins(own):
    state = strength(["big mid low", "fast x1 x2"], {**own, "rounds": 1})
    state.apply(0, Reveal())
    assert state.outcome().ranks == (1, 2) and state.outcome().scores == (4.0, 2.0)
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Reveal())


def test_the_round_cap_ends_a_game_that_would_cycle(own):
    state = strength(["tie1", "tie2"], own, round=MAX_ROUNDS - 2)
    state.apply(0, Reveal())
    assert state.outcome() is None
    state.apply(0, Reveal())
    assert MAX_ROUNDS == 1000 and state.outcome().ranks == (1, 1)


def test_classic_choice_compares_only_the_named_category(classic):
    state = strength(["mid low", "fast x1"], classic)
    assert state.legal_actions(0) == [Name("power"), Name("speed")]
    events = state.apply(0, Name("power"))  # mid 500 against fast's 200 power
    assert events[0].data == {"category": "power", "score": 500}
    assert state.last["winner"] == 0 and state.starter == 0


def test_classic_playoff_compares_the_same_category(classic):
    state = strength(["tie1 x3", "tie3 fast"], classic)
    state.apply(0, Name("power"))  # 700 each, then x3 600 power beats fast's 200 power
    assert state.last["winner"] == 0 and len(state.decks[0]) == 4


def test_only_the_starter_sees_his_top_card_with_the_classic_choice(own, classic):
    state = strength(["mid low", "fast x1"], classic)
    mid = state.cardset.by_key["mid"]
    assert state.view(0)["top"] == mid and mid not in state.view(0)["unseen"]
    assert state.view(1)["top"] is None and state.view(None)["top"] is None
    assert mid in state.view(1)["unseen"]
    assert all(state.determinize(0, random.Random(i)).decks[0][0] == mid for i in range(20))
    assert any(state.determinize(1, random.Random(i)).decks[0][0] != mid for i in range(20))
    assert strength(["mid low", "fast x1"], own).view(0)["top"] is None


def test_cards_put_under_a_deck_are_public_and_stay_in_place(own):
    state = strength(["big mid low", "fast x1 x2"], own)
    state.apply(0, Reveal())
    for seed in range(10):
        other = state.determinize(1, random.Random(seed))
        assert keys(other, 0)[-len("big fast"):] == "big fast"
        assert sorted(other.cards()) == sorted(state.cards())


def test_a_round_without_a_decision_costs_one_action(own, classic):
    state = strength(["mid low", "fast x1"], own)
    assert state.legal_actions(0) == [Reveal()] and state.legal_actions(1) == []
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="only with the classic choice"):
        state.apply(0, Name("power"))
    with pytest.raises(IllegalAction, match="Player 1's turn"):
        state.apply(1, Reveal())
    assert snapshot(state) == before
    picky = strength(["mid low", "fast x1"], classic)
    with pytest.raises(IllegalAction, match="no category 'luck'"):
        picky.apply(0, Name("luck"))
    with pytest.raises(IllegalAction, match="names a category"):
        picky.apply(0, Reveal())


@pytest.mark.parametrize(("position", "message"), [
    ({"decks": [["big", "nope"], ["low"]]}, "no card 'nope'"),
    ({"decks": [["big"], ["big"]]}, "appears twice"),
    ({"decks": [["big", "low"], []]}, "at least two players"),
    ({"decks": [["big"], ["low"]], "starter": 2}, "'starter' must be a seat"),
    ({"decks": [["big"], ["low"], []], "starter": 2}, "starting player must hold cards"),
    ({"decks": [["big"], ["low"]], "dealer": 1}, "unknown position fields: dealer"),
    ({"decks": [["big"], ["low"]], "known": [2, 0]}, "'known'"),
    ({"decks": "big low"}, "'decks' must be a list"),
])
def test_setup_is_validated(own, position, message):
    with pytest.raises(SetupError, match=message):
        STRENGTH.setup(position, own)


def test_a_position_exports_to_the_same_setup(own):
    state = strength(["big mid low", "fast x1 x2"], own, starter=1)
    state.apply(1, Reveal())
    again = STRENGTH.setup(state.to_setup(), own)
    assert again.to_setup() == state.to_setup()
    assert again.view(0)["decks"] == state.view(0)["decks"]


def test_texts_exist_in_both_languages(own):
    state = strength(["tie1 low", "tie2 big", "mid x1"], own)
    for event in state.apply(0, Reveal()):
        assert event.text and event.text.en and event.text.ru and event.text.en != event.text.ru
    assert STRENGTH.describe_action(Name("speed"), "ru") == "Назвать «Скорость»"
    assert STRENGTH.describe_action(Reveal(), "en") == "Reveal the top cards"
