"""`koloda learn`: lessons at the terminal, scripted through typed input."""

from __future__ import annotations

from koloda.cli.commands.learn import card_move
from koloda.core import get_game
from koloda.lessons import LessonRun, lessons

from .conftest import Run, one_error_line


def test_a_durak_lesson_runs_with_a_refusal_a_hint_a_wrong_move_and_the_goal(run: Run) -> None:
    result = run(["learn", "durak", "--lesson", "1"],
                 input=["7D", "hint", "take", "10D", "", "skip", "skip", "skip"])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Durak: lessons" in out and "Beat the attack" in out and "Keep your trumps" in out
    assert "Lesson 1 of 4: Beat the attack" in out
    assert "Goal: You defend. Beat the 8♦" in out
    assert "Your hand:" in out  # the game's own renderer draws the board
    assert "The rules refuse it: 7♦ does not beat 8♦: it must be higher" in out
    assert "Hint: Look for a diamond higher than the 8." in out
    assert "Taking the card is allowed, but you could beat it" in out
    assert "Back to the lesson's position: try again." in out
    assert "Beaten! A card is beaten" in out
    assert "All 4 lessons done" in out


def test_moves_by_number_and_json_in_russian(run: Run) -> None:
    result = run(["learn", "palace", "--lesson", "3", "--lang", "ru"],
                 input=['{"type": "play", "cards": ["QS"]}', "7"])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Урок 3 из 3: Несколько одинаковых" in out
    assert "Задача: Колода кончилась." in out
    assert "Даму на шестёрку положить можно" in out  # the lesson's own word on that mistake
    assert "Три карты за один ход" in out


def test_clash_lessons_run_with_card_keys(run: Run) -> None:
    result = run(["learn", "clash_of_decks"], input=["troll", "brute 1", "", "3", "1", "2"])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "The rules refuse it: Troll costs 6 mana, you have 4" in out
    assert "Summoned!" in out
    assert "Remove the Zombie first." in out  # "begin the assault" was the wrong move
    assert "That spell hit your own Baron" in out
    assert "The Zombie is gone" in out


def test_input_ending_abandons_the_lesson_with_one_line(run: Run) -> None:
    result = run(["learn", "durak"], input=["take"])
    assert "input ended" in one_error_line(result)


def test_bad_lesson_numbers_and_games_without_lessons_are_one_line(run: Run) -> None:
    assert "there is no lesson 9: choose 1 to 4" in one_error_line(run(["learn", "durak",
                                                                        "--lesson", "9"]))
    assert "no lessons" in one_error_line(run(["learn", "toy"]))


def test_card_names_become_moves_legal_or_not() -> None:
    durak = get_game("durak")
    lesson = next(x for x in lessons("durak") if x.id == "beat-two-cards")
    run = LessonRun(lesson)
    legal = run.legal_actions()
    move = card_move(durak, run.view(), 1, "10H", legal)
    assert durak.codec.encode(move) == {"type": "defend", "attack": "9H", "card": "10H"}
    move = card_move(durak, run.view(), 1, "8H", legal)  # beats nothing: the first attack
    assert durak.codec.encode(move) == {"type": "defend", "attack": "9D", "card": "8H"}
    assert card_move(durak, run.view(), 1, "hello", legal) is None
    palace = get_game("palace")
    move = card_move(palace, {}, 0, "8C 8D", [])
    assert palace.codec.encode(move) == {"type": "play", "cards": ["8C", "8D"]}
    # Clash of Decks: a card's key and its row, in either language; the game's own renderer
    # reads them (cli/render), so `koloda learn` names no game
    from koloda.games.clash_of_decks.cards import card_set

    clash = get_game("clash_of_decks")
    key = card_set().cards[0].key
    for typed, row in ((key, 0), (f"{key} bottom", 1), (f"{key} низ", 1)):
        move = card_move(clash, {}, 0, typed, [])
        assert clash.codec.encode(move) == {"type": "summon", "card": key, "row": row}, typed
    assert card_move(clash, {}, 0, f"{key} sideways", []) is None
    assert card_move(get_game("spiderman_strength"), {}, 0, "8C", []) is None  # reads none
