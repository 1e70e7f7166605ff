"""Scattergories rulings: each test sets up a table, plays the moves and checks one rule."""

from __future__ import annotations

import pytest

from koloda.core import IllegalAction, Timer
from koloda.games.scattergories.actions import PRESS, Answer, Timeout, Vote

from .helpers import answer, press, shown, table, time_up, vote, won


def test_the_table_shows_one_combination_and_everybody_may_press():
    state = table()
    assert shown(state) == ("Б", "fruits")
    assert state.phase == "race" and state.to_move() is None
    assert sorted(state.actors()) == [0, 1, 2]
    assert all(state.legal_actions(s) == [PRESS] for s in range(3))


def test_several_presses_queue_in_the_order_they_arrive_and_the_first_answers():
    state = table(players=4)
    press(state, 2, 0, 3)
    view = state.view(1)
    assert view["queue"] == [2, 0, 3] and view["answering"] == 2
    assert state.to_move() == 2 and state.actors()[0] == 2
    # only the first may answer; the others wait; who has not pressed may still press
    with pytest.raises(IllegalAction, match="pressed first"):
        answer(state, 0, "банан")
    with pytest.raises(IllegalAction, match="already pressed"):
        press(state, 0)
    assert state.legal_actions(1) == [PRESS]
    press(state, 1)
    assert state.view(None)["queue"] == [2, 0, 3, 1]


def test_an_accepted_answer_wins_the_chosen_card_and_shows_a_new_combination():
    state = table()
    press(state, 1)
    answer(state, 1, "Банан", take="category")
    assert state.phase == "vote" and state.judges() == [0, 2]
    vote(state, 0, True)  # two judges: one accepting vote already decides (a tie accepts)
    assert won(state) == [[], ["fruits"], []]
    assert shown(state) == ("Б", "animals")  # the card under the won one
    assert state.phase == "race" and state.view(None)["used"] == ["Банан"]


def test_taking_the_letter_reveals_the_next_letter():
    state = table()
    press(state, 0)
    answer(state, 0, "банан", take="letter")
    vote(state, 1, True)
    assert won(state)[0] == ["Б"] and shown(state) == ("А", "fruits")


def test_a_majority_of_rejecting_judges_rejects_the_answer_at_once():
    state = table(players=4, won=[[], ["Г"]])
    press(state, 1)
    answer(state, 1, "брюква")
    vote(state, 0, False)
    assert state.phase == "vote"  # 1 of 3 judges: not yet a majority
    vote(state, 2, False)
    assert state.phase == "race" and state.view(None)["last"]["accepted"] is False
    assert won(state)[1] == []  # the rejected player returned his card


def test_a_tie_in_the_vote_accepts_the_answer():
    state = table(players=5)
    press(state, 4)
    answer(state, 4, "банан")
    vote(state, 0, False)
    vote(state, 1, False)
    vote(state, 2, True)
    assert state.phase == "vote"
    vote(state, 3, True)  # two against two: no majority rejects it
    assert won(state)[4] == ["Б"]


def test_judges_who_do_not_vote_in_time_count_as_accepting():
    state = table(players=4)
    press(state, 0)
    answer(state, 0, "банан")
    vote(state, 1, False)
    timer = state.timer()
    assert timer == Timer(15.0, None, Timeout(state.stage))
    time_up(state)
    assert won(state)[0] == ["Б"]


def test_a_wrong_answer_returns_the_newest_won_card_into_the_middle_of_its_deck():
    state = table(letters="Б А В Г Д", won=[["Е", "Ж"], [], []])
    press(state, 0)
    answer(state, 0, "апельсин")  # not a Б word: rejected with no vote
    assert state.phase == "race"
    assert won(state)[0] == ["Е"]
    letters = state.to_setup()["letters"]
    assert letters[0] == "Б" and letters[3] == "Ж"  # under the shown card, in the middle
    last = state.view(None)["last"]
    assert last["reason"] == "letter" and last["letter"] == "Б"


def test_a_wrong_answer_with_no_card_to_return_costs_nothing_more():
    state = table()
    press(state, 2)
    events = answer(state, 2, "")  # giving up is a wrong answer
    assert won(state) == [[], [], []]
    assert [e for e in events if e.kind == "wrong"][0].data["returned"] is None


def test_after_a_rejection_the_next_who_pressed_answers_and_the_rejected_may_not_press_again():
    state = table()
    press(state, 0, 1)
    answer(state, 0, "банан")
    vote(state, 1, False)
    vote(state, 2, False)
    assert state.phase == "answer" and state.head() == 1 and state.to_move() == 1
    assert PRESS not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="wrongly"):
        press(state, 0)
    answer(state, 1, "брусника")
    vote(state, 0, True)
    assert won(state)[1] == ["Б"]


def test_when_everybody_has_answered_wrongly_a_card_goes_back_at_once():
    state = table(players=2)
    press(state, 0, 1)
    answer(state, 0, "")
    answer(state, 1, "")
    assert state.phase == "race" and shown(state) == ("А", "fruits")


def test_nobody_answering_in_time_returns_the_card_shown_longer():
    state = table()
    assert state.timer() == Timer(30.0, None, Timeout(0))
    time_up(state)  # both came up together: the letter goes
    assert shown(state) == ("А", "fruits")
    assert state.to_setup()["letters"] == ["А", "Б", "В"]  # Б into the middle
    time_up(state)  # the category has been shown longer now
    assert shown(state) == ("А", "animals")


def test_the_answerer_saying_nothing_in_time_answers_wrongly():
    state = table(won=[["Е"], [], []])
    press(state, 0)
    time_up(state)
    assert won(state)[0] == [] and state.view(None)["last"]["accepted"] is False


def test_each_phase_has_its_own_time_limit_and_an_old_one_is_refused():
    state = table(race_seconds=40.0, answer_seconds=10.0)
    race = state.timer()
    press(state, 0)
    assert state.timer() != race and state.timer().seconds == 10.0
    press(state, 1)  # another press does not restart the answer's limit
    assert state.timer().action == Timeout(1)
    with pytest.raises(IllegalAction, match="no longer running"):
        state.apply(None, race.action)
    with pytest.raises(IllegalAction, match="clock"):
        state.apply(0, Timeout(state.stage))


def test_the_same_word_cannot_win_twice_even_in_another_form():
    state = table(used=["бананы"])
    press(state, 0)
    answer(state, 0, "Банан")
    assert won(state) == [[], [], []]
    assert state.view(None)["last"]["reason"] == "used"


def test_yo_counts_as_ye_and_an_english_article_is_skipped():
    state = table(letters="Е А", categories="animals fruits")
    press(state, 0)
    answer(state, 0, "Ёжик")
    vote(state, 1, True)
    assert won(state)[0] == ["Е"]
    english = table(letters="R A", categories="rivers_lakes fruits", language="en")
    press(english, 1)
    answer(english, 1, "the Rhine")
    assert english.phase == "vote"


def test_a_deck_running_out_ends_the_game_and_most_cards_win():
    state = table(letters="Б", categories="fruits animals", won=[["А"], ["В", "birds"], []])
    press(state, 0)
    answer(state, 0, "банан", take="letter")
    vote(state, 1, True)
    assert state.is_over() and state.actors() == () and state.timer() is None
    outcome = state.outcome()
    assert outcome.scores == (2.0, 2.0, 0.0) and outcome.ranks == (1, 1, 3)


def test_when_no_other_combination_is_left_nobody_answering_ends_the_game():
    state = table(letters="Б", categories="fruits", won=[["А"], [], []])
    time_up(state)
    assert state.is_over() and state.outcome().ranks == (1, 2, 2)


def test_the_auto_judge_accepts_what_the_lexicon_knows_without_a_vote():
    state = table(auto_judge=True)
    press(state, 0)
    answer(state, 0, "бананы")
    assert won(state)[0] == ["Б"] and state.phase == "race"
    press(state, 1)
    answer(state, 1, "арбалет")  # a real word, but not a fruit
    assert won(state)[1] == [] and state.phase == "race"


def test_the_auto_judge_takes_a_first_name_the_lexicon_lacks_by_its_grammar_tag():
    state = table(letters="В", categories="boys_names girls_names", auto_judge=True)
    press(state, 0)
    answer(state, 0, "Всеволод", take="category")
    assert won(state)[0] == ["boys_names"]
    press(state, 1)
    answer(state, 1, "Вадим")  # a man's name, and the category is girls' names now
    assert won(state)[1] == []


def test_votes_and_answers_from_the_wrong_seats_are_refused_with_reasons():
    state = table()
    with pytest.raises(IllegalAction, match="press"):
        answer(state, 0, "банан")
    with pytest.raises(IllegalAction, match="nothing to judge|no answer"):
        vote(state, 0, True)
    press(state, 0)
    answer(state, 0, "банан")
    with pytest.raises(IllegalAction, match="own answer"):
        vote(state, 0, True)
    vote(state, 1, False)
    with pytest.raises(IllegalAction, match="already voted"):
        vote(state, 1, True)
    with pytest.raises(IllegalAction, match="no such seat"):
        state.apply(7, Vote(True))
    other = table()
    press(other, 0)
    with pytest.raises(IllegalAction, match="letter card or the category"):
        other.apply(0, Answer("банан", "both"))


def test_a_whole_round_of_the_decks_with_no_answer_ends_the_game():
    state = table(letters="Б А", categories="fruits animals", won=[[], ["В"], []])
    for _ in range(4):
        time_up(state)
        assert not state.is_over()
    time_up(state)  # the fifth brain drain in a row, with four cards on the table
    assert state.is_over() and state.outcome().ranks == (2, 1, 2)
