"""Guided lessons (`koloda.lessons`): every lesson file validates, every intended solution meets
its goal, wrong moves get the lesson's explanation and illegal ones the rules' refusal."""

from __future__ import annotations

import pytest

from koloda.core import DataError, get_game
from koloda.lessons import LessonRun, lesson_games, lessons, parse_lessons

GAMES = ("durak", "palace", "clash_of_decks")
ALL = [lesson for game in GAMES for lesson in lessons(game)]


def test_the_three_games_have_enough_lessons() -> None:
    assert len(lessons("durak")) >= 3 and len(lessons("palace")) >= 3
    assert len(lessons("clash_of_decks")) >= 2
    assert set(GAMES) <= set(lesson_games())


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: f"{lesson.game}-{lesson.id}")
def test_every_lesson_reads_in_both_languages(lesson) -> None:
    for text in (lesson.title, lesson.goal, lesson.done, lesson.wrong, *lesson.hints):
        assert text.en.strip() and text.ru.strip() and text.en != text.ru
    assert lesson.to_json()["goal"] == lesson.goal.to_json()
    assert "solution" not in lesson.to_json()


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: f"{lesson.game}-{lesson.id}")
def test_every_solution_plays_through_and_meets_the_goal(lesson) -> None:
    run = LessonRun(lesson)
    state, goal = run.start()
    assert goal == lesson.goal and not state.is_over()
    kinds = [run.try_move(action).kind for action in lesson.solution]
    assert kinds == ["continue"] * (len(kinds) - 1) + ["done"]


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: f"{lesson.game}-{lesson.id}")
def test_a_wrong_move_gets_the_explanation_and_the_position_back(lesson) -> None:
    run = LessonRun(lesson)
    start = run.view()
    wrong = [a for a in run.legal_actions()
             if a not in lesson.accept and a != lesson.solution[0] and a not in lesson.steps]
    assert wrong, "a lesson needs a legal move that misses its goal"
    mistakes = {m.action: m.text for m in lesson.mistakes}
    for action in wrong:
        attempt = run.try_move(action)
        assert attempt.kind == "wrong"
        assert attempt.text == mistakes.get(action, lesson.wrong).to_json()
        assert run.view() == start  # back at the lesson's position


def test_an_accepted_alternative_also_meets_the_goal() -> None:
    lesson = lessons("durak")[0]
    run = LessonRun(lesson)
    attempt = run.try_move({"type": "defend", "attack": "8D", "card": "6S"})  # the trump
    assert attempt.finished and attempt.text == lesson.done.to_json()


def test_durak_steps_in_another_order_still_cover_the_table() -> None:
    lesson = next(x for x in lessons("durak") if x.id == "beat-two-cards")
    run = LessonRun(lesson)
    assert run.try_move({"type": "defend", "attack": "9H", "card": "7S"}).kind == "continue"
    assert run.try_move({"type": "defend", "attack": "9D", "card": "QD"}).kind == "done"


def test_an_illegal_move_gets_the_rules_refusal_and_changes_nothing() -> None:
    run = LessonRun(lessons("durak")[0])
    before = run.view()
    attempt = run.try_move({"type": "defend", "attack": "8D", "card": "7D"})
    assert attempt.kind == "illegal"
    assert attempt.text["en"] == "7♦ does not beat 8♦: it must be higher"
    assert "8♦" in attempt.text["ru"] and attempt.text["ru"] != attempt.text["en"]
    assert run.view() == before


@pytest.mark.parametrize("game, move", [
    ("palace", {"type": "play", "cards": ["5C"]}),
    ("clash_of_decks", {"type": "summon", "card": "troll", "row": 0}),
])
def test_illegal_moves_in_the_other_games_too(game: str, move: dict) -> None:
    run = LessonRun(lessons(game)[0])
    attempt = run.try_move(move)
    assert attempt.kind == "illegal" and attempt.text["en"] and attempt.text["ru"]


def test_a_malformed_move_is_refused_not_raised() -> None:
    attempt = LessonRun(lessons("palace")[0]).try_move({"type": "fly"})
    assert attempt.kind == "illegal"


GOOD = '''
[[lessons]]
id = "x"
title = { en = "T", ru = "Т" }
seat = 0
setup = { hands = ["5C JD KS", "4H 6H 8C"], pile = "9H", turn = 0 }
goal = { en = "G", ru = "Г" }
done = { en = "D", ru = "Д" }
wrong = { en = "W", ru = "Н" }
hints = [{ en = "H", ru = "П" }]
check = "move"
accept = [{ type = "play", cards = ["JD"] }]
solution = [{ type = "play", cards = ["JD"] }]
'''


@pytest.mark.parametrize("change, named", [
    (('check = "move"', 'check = "guess"'), "field check"),
    (('seat = 0', 'seat = 5'), "field seat"),
    (('pile = "9H"', 'pile = "9X"'), "field setup"),
    (('goal = { en = "G", ru = "Г" }', 'goal = { en = "G" }'), "field goal"),
    (('cards = ["JD"] }]\nsolution', 'cards = ["5C"] }]\nsolution'), "field accept[0]"),
    (('solution = [{ type = "play", cards = ["JD"] }]', 'solution = []'), "field solution"),
    (('hints = [{ en = "H", ru = "П" }]', 'hint = 1'), "field hint"),
    (('solution = [{ type = "play", cards = ["JD"] }]', 'solution = [{ type = "fly" }]'),
     "field solution[0]"),
])
def test_a_broken_lesson_file_names_the_file_and_the_field(change: tuple[str, str],
                                                           named: str) -> None:
    text = GOOD.replace(*change)
    assert text != GOOD
    with pytest.raises(DataError) as caught:
        parse_lessons(get_game("palace"), text, "lessons/test.toml")
    message = caught.value.get("en")
    assert message.startswith("lessons/test.toml: lesson 1") and named in message, message
    assert caught.value.get("ru").startswith("lessons/test.toml")


def test_a_good_file_parses_and_bad_toml_is_named() -> None:
    assert [x.id for x in parse_lessons(get_game("palace"), GOOD, "t.toml")] == ["x"]
    with pytest.raises(DataError, match="t.toml: not valid TOML"):
        parse_lessons(get_game("palace"), "[[lessons]\n", "t.toml")
    with pytest.raises(DataError, match="used twice"):
        parse_lessons(get_game("palace"), GOOD + GOOD, "t.toml")


def test_a_game_without_lessons_says_so() -> None:
    with pytest.raises(DataError, match="no lessons"):
        lessons("thirteenth_hour")


def test_a_win_goal_is_met_when_the_learner_finishes_first() -> None:
    text = (GOOD.replace('check = "move"\naccept = [{ type = "play", cards = ["JD"] }]\n',
                         'check = "win"\n')
            .replace('hands = ["5C JD KS", "4H 6H 8C"]', 'hands = ["JD 5C", "4H 6H 8C"]'))
    lesson = parse_lessons(get_game("palace"), text, "t.toml")[0]
    assert lesson.check == "win"
    assert LessonRun(lesson).try_move({"type": "play", "cards": ["JD"]}).kind == "wrong"
    finish = text.replace('hands = ["JD 5C", "4H 6H 8C"]', 'hands = ["JD", "4H 6H 8C"]')
    lesson = parse_lessons(get_game("palace"), finish, "t.toml")[0]
    assert LessonRun(lesson).try_move({"type": "play", "cards": ["JD"]}).finished


def test_the_run_as_json_for_a_client() -> None:
    run = LessonRun(lessons("durak")[0])
    data = run.to_json()
    assert data["lesson"]["id"] == "beat-a-card" and data["view"]["you"] == 1
    assert {"action": {"type": "take"}, "label": {"en": "take the cards",
                                                 "ru": data["legal"][-1]["label"]["ru"]}} \
        in data["legal"]
    attempt = run.try_move(data["legal"][0]["action"]).to_json()
    assert attempt["kind"] == "done" and set(attempt["text"]) == {"en", "ru"}
