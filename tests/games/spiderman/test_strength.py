"""Battle of Strength rulings, each from an explicit position (card keys listed top first)."""

from __future__ import annotations

import random

import pytest

from koloda.core import IllegalAction, Names, SetupError, message
from koloda.core.catalog import event_message, render
from koloda.core.conformance import snapshot
from koloda.games.spiderman import STRENGTH
from koloda.games.spiderman.actions import Name, Reveal
from koloda.games.spiderman.state import MAX_ROUNDS

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
    assert events[0].data == {"category": None, "score": 800}
    names = Names.same(["Вася", "Аня"], viewer=1)
    assert render(event_message(STRENGTH.id, events[0].view(1)), "ru", names) == \
        "Вася объявляет: 800 баллов"


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
    assert kinds(events) == ["announce", "reveal", "reveal", "reveal", "playoff",
                             "reveal", "reveal", "reveal", "take", "leave", "leave"]
    assert [e.seat for e in events if e.kind == "reveal"] == [0, 1, 2, 0, 1, 2]
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
    assert events[0].data == {"category": "power", "score": 500, "category_en": "Power",
                              "category_ru": "Сила"}
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
    with pytest.raises(IllegalAction, match="Not your turn"):
        state.apply(1, Reveal())
    assert snapshot(state) == before
    picky = strength(["mid low", "fast x1"], classic)
    with pytest.raises(IllegalAction, match="no category “luck”"):
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
    names = Names.same(["Вася", "Аня", "Боря"], viewer=0)
    events = state.apply(0, Reveal())
    lines = {lang: [render(event_message(STRENGTH.id, e.view(0)), lang, names) for e in events]
             for lang in ("en", "ru")}
    assert lines["en"] == [
        "You announce 700 points", "You reveal Tie1: 700 points", "Аня reveals Tie2: 700 points",
        "Боря reveals Mid: 500 points",
        "A tie at 700 points: a tie-break, everyone with cards left reveals the next one",
        "In the tie-break, you reveal Low: 150 points",
        "In the tie-break, Аня reveals Big: 900 points",
        "In the tie-break, Боря reveals X1: 450 points", "Аня wins the round and takes 6 cards",
        "You have no cards left: you are out", "Боря has no cards left and is out"]
    assert lines["ru"][:2] == ["Вы объявляете: 700 баллов",
                               "Вы открываете карточку: TIE1, 700 баллов"]
    assert lines["ru"][4:6] == [
        "Ничья (700 баллов): переигровка, все, у кого остались карточки, открывают следующую",
        "В переигровке вы открываете карточку: LOW, 150 баллов"]
    assert lines["ru"][-3:] == ["Аня выигрывает раунд и забирает 6 карточек",
                                "У вас не осталось карточек: вы выбываете",
                                "Боря: карточек не осталось, выбывает"]
    assert STRENGTH.describe_action(Name("speed"), "ru") == "назвать «Скорость»"
    assert STRENGTH.describe_action(Reveal(), "en") == "reveal the top cards"


@pytest.mark.parametrize(("score", "ru"), [(1, "1 балл"), (3, "3 балла"), (21, "21 балл"),
                                           (11, "11 баллов"), (800, "800 баллов")])
def test_russian_scores_agree_with_their_noun(score, ru):
    names = Names.same(["Вася"])
    shown = render(message("spiderman_strength-announce", seat=0, category=None, score=score),
                   "ru", names)
    assert shown == f"Вася объявляет: {ru}"


def test_refusals_name_the_seats(own):
    state = strength(["big mid", "low x1"], own)
    with pytest.raises(IllegalAction) as refused:
        state.check(1, Reveal())
    names = Names.same(["Вася", "Аня"], viewer=1)
    assert refused.value.get("ru", names) == "Сейчас не ваш ход: раунд начинает Вася"
    assert refused.value.get("en", names) == "Not your turn: Вася starts the round"
    classic = strength(["big mid", "low x1"], {**own, "classic": True})
    with pytest.raises(IllegalAction) as refused:
        classic.check(0, Name("luck"))
    assert refused.value.get("en") == ("There is no category “luck” in this card set "
                                       "(it has: power, speed)")
