"""`koloda play`: a person at the terminal, scripted through typed input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from koloda.core import Record

from .conftest import Run, one_error_line

TOY_HUMAN = ["play", "toy", "--seat", "human", "--seat", "random", "--seed", "3"]


def test_a_scripted_game_runs_to_the_end_and_writes_its_record(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    # Bad input first: a word that is no action, a number out of range; then always the first.
    result = run([*TOY_HUMAN, "--record", str(path)], input=["x", "9", "1", "?", "1", "1"])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "'x' is not an action here: type 1 to 3, ? for help" in out
    assert "there is no action 9: choose 1 to 3" in out
    assert "Type the number of an action or its label" in out  # the ? help
    assert "Anna (you), your move" in out  # a person without --name gets a given name
    assert "Boris (Beginner): play" in out  # what the bot did, by its name and level
    assert "Game over" in out and f"record written to {path}" in out
    record = Record.loads(path.read_text(encoding="utf-8"))
    assert record.game == "toy" and record.seats == ["human", "random"] and record.seed == 3
    assert len(record.actions) == 6 and record.outcome is not None


def test_the_human_sees_their_own_hand_and_no_other(run: Run) -> None:
    result = run(TOY_HUMAN, input=["1"] * 3)
    # Seat 0's first hand for seed 3; seat 1's (8♦ 5♥ 2♥) must never show while seat 0 decides.
    first_screen = result.stdout.split("your move")[0]
    assert "2♦ 4♥ 5♣" in first_screen and "8♦" not in first_screen


def test_an_action_can_be_chosen_by_its_label(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = run([*TOY_HUMAN, "--record", str(path)], input=["PLAY 5c", "1", "1"])
    assert result.exit_code == 0, result.stderr
    first = json.loads(path.read_text())["actions"][0]
    assert first == [0, {"type": "play", "card": "5C"}]


def test_an_ambiguous_label_asks_for_the_number(run: Run) -> None:
    result = run(TOY_HUMAN, input=["play", "1", "1", "1"])
    assert "'play' matches 3 actions: type the number" in result.stdout


def test_enter_is_not_a_pass_when_the_seat_must_act(run: Run) -> None:
    result = run(TOY_HUMAN, input=["", "1", "1", "1"])
    assert "you must act now: choose 1 to 3" in result.stdout


def test_russian_play(run: Run) -> None:
    result = run([*TOY_HUMAN, "--lang", "ru"], input=["7", "1", "1", "1"])
    assert result.exit_code == 0
    assert "действия 7 нет: выберите от 1 до 3" in result.stdout
    assert "Аня (вы), ваш ход" in result.stdout and "Игра окончена" in result.stdout


def test_quit_asks_for_confirmation(run: Run) -> None:
    result = run(TOY_HUMAN, input=["q", "n", "q", "y"])
    assert result.exit_code == 0
    assert result.stdout.count("Quit this game? [y/N]") == 2
    assert "game abandoned" in result.stderr and "Game over" not in result.stdout


def test_the_end_of_input_abandons_the_game_instead_of_hanging(run: Run) -> None:
    assert "input ended: game abandoned" in one_error_line(run(TOY_HUMAN, input=["1"]))


def test_two_people_at_one_terminal_pass_the_device(run: Run) -> None:
    args = ["play", "toy", "--seat", "human", "--seat", "human", "--seed", "3"]
    result = run(args, input=["", "1"] * 6)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.count("Pass the device to Anna (person)") >= 1
    assert result.stdout.count("Pass the device to Boris (person)") >= 1
    # Each screen after a hand-over shows only the hand of the seat it was handed to.
    screens = result.stdout.split("Pass the device to ")[1:]
    assert screens[0].startswith("Anna") and "2♦ 4♥ 5♣" in screens[0]
    assert screens[1].startswith("Boris") and "8♦ 5♥ 2♥" in screens[1]
    assert "2♦ 4♥ 5♣" not in screens[1]
    # The clear wiped what the first person did; the second is shown it again.
    assert "Anna (person): play" in screens[1].split("your move")[0]


def test_people_play_under_the_names_they_give(run: Run) -> None:
    args = ["play", "toy", "--seat", "human", "--seat", "human", "--seed", "3",
            "--name", "Вася", "--name", "Маша"]
    result = run(args, input=["", "1"] * 6)
    assert result.exit_code == 0, result.stderr
    assert "Pass the device to Вася (person)" in result.stdout
    assert "Маша (person): play" in result.stdout
    assert not re.search(r"(seat|player) \d", result.stdout, re.IGNORECASE)


def test_bots_alone_play_to_the_end(run: Run) -> None:
    result = run(["play", "toy", "-s", "random", "-s", "random", "-s", "random", "--seed", "1",
                  "-o", "hand=2"])
    assert result.exit_code == 0, result.stderr
    assert "Game over" in result.stdout and "your move" not in result.stdout


@pytest.mark.parametrize(("args", "expected"), [
    (["play", "toy", "-s", "human"], "toy needs 2 to 4 seats, got 1"),
    (["play", "toy", "-s", "human", "-s", "bogus"], "unknown bot 'bogus' for toy"),
    (["play", "toy", "-o", "hand=9"], "option 'hand': 9 is not allowed"),
    (["play", "toy", "-o", "hand=x"], "option hand: 'x' is not a whole number"),
    (["play", "toy", "-o", "hands=2"], "unknown options: hands (known: hand)"),
    (["play", "toy", "-o", "hand"], "write options as key=value, not 'hand'"),
    (["play", "toy", "-o", "hand=x", "--lang", "ru"], "параметр hand: 'x' — не целое число"),
    (["play", "toy", "-s", "human", "--lang", "ru"], "для toy нужно мест: от 2 до 4, а задано 1"),
    (["play", "chess"], "unknown game 'chess'"),
])
def test_setup_mistakes_are_one_line(run: Run, args: list[str], expected: str) -> None:
    assert expected in one_error_line(run(args))


def test_a_record_in_a_missing_folder_is_refused_before_the_game(run: Run, tmp_path: Path) -> None:
    target = tmp_path / "missing-folder" / "game.json"
    result = run([*TOY_HUMAN, "--record", str(target)], input=["1"] * 3)
    assert "cannot write the record: no folder" in one_error_line(result)
    assert "your move" not in result.stdout


def test_an_action_typed_in_the_games_own_notation_is_checked_then_played(
        run: Run, tmp_path: Path) -> None:
    from koloda.core import games, parse_card, register

    from ..core.toygame import Play, ToyGame

    class TypedToy(ToyGame):
        """The toy game read in a notation of its own, as Card Ball reads typed shots."""

        id = "typedtoy"

        def parse_action(self, text: str) -> Play:
            return Play(parse_card(text.removeprefix("throw ")))

    register(TypedToy())
    try:
        path = tmp_path / "game.json"
        result = run(["play", "typedtoy", "--seat", "human", "--seat", "random", "--seed", "3",
                      "--record", str(path)], input=["throw zz", "throw 8D", "throw 4H", "1", "1"])
    finally:
        games().pop("typedtoy", None)
    assert result.exit_code == 0, result.stderr
    assert "not a card: 'zz'" in result.stdout  # the notation's own reason, one line
    assert "does not hold Play(card=8♦)" in result.stdout  # well formed, but not its card
    first = json.loads(path.read_text())["actions"][0]
    assert first == [0, {"type": "play", "card": "4H"}]
