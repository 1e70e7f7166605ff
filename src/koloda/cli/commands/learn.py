"""``koloda learn``: a game's guided lessons at the terminal (see `koloda.lessons`).

Each lesson draws the board with the game's own terminal renderer, lists the learner's legal
moves as `koloda play` does, and judges each move with the lesson runner: met goal, a wrong move
explained (back to the lesson's position), or the rules' refusal reason for an illegal one (a
card named or a move typed as JSON may be illegal: that is how to ask the rules).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Annotated, Any

import typer
from rich.table import Table

from koloda.core import Action, Game, KolodaError, Perspective, SetupError, text
from koloda.lessons import Lesson, LessonRun, lessons

from ..common import load_game, stdout
from ..errors import guarded
from ..human import _AGAIN, HUMAN, Terminal
from ..lang import LangOption, resolve_lang
from ..render import move_reader
from ..texts import help_text, words

# what a learner may type, in any language
_HELP = words("cli-learn-words-help")
_HINT = words("cli-learn-words-hint")
_AGAIN_WORDS = words("cli-learn-words-again")
_SKIP = words("cli-learn-words-skip")


def card_move(game: Game, view: dict[str, Any], seat: int, typed: str,
              legal: Sequence[Action] = ()) -> Action | None:
    """A move named in the game's own terms (Durak's and Palace's cards, a Clash of Decks card
    and its row), legal or not: the lesson runner says what the rules think of it. The game's
    terminal renderer reads it (`read_move`, cli/render): None where it reads no such name."""
    data = move_reader(game.id)(view, seat, typed, legal)
    if data is None:
        return None
    try:
        return game.codec.decode(data)
    except KolodaError:
        return None


def lesson_table(game: Game, found: list[Lesson], lang: str) -> Table:
    table = Table(title=text("cli-lessons-title", game=game.title).get(lang))
    table.add_column("#")
    table.add_column(text("cli-col-lesson").get(lang))
    for lesson in found:
        table.add_row(str(lesson.number), lesson.title.get(lang))
    return table


def run_lesson(terminal: Terminal, lesson: Lesson, count: int) -> bool:
    """One lesson to its goal; False when the learner skips it."""
    lang, game, seat = terminal.lang, terminal.game, lesson.seat
    run = LessonRun(lesson, terminal.seat_names(seat))
    terminal.console.print()
    terminal.console.rule(text("cli-lesson-head", n=str(lesson.number), count=str(count),
                               title=lesson.title).get(lang))
    hints = 0
    show = True
    while True:
        if show:
            terminal.console.print(terminal.draw(run.view(), seat))
            terminal.say(text("cli-learn-goal", goal=lesson.goal).get(lang), style="bold")
            legal = run.legal_actions()
            labels = [game.describe_action(a, lang, terminal.seat_names(seat)) for a in legal]
            for i, label in enumerate(labels, 1):
                terminal.say(f"{i:>3}. {label}")
            show = False
        answer = terminal.ask(text("cli-learn-prompt").get(lang) + "> ")
        low = answer.strip().casefold()
        if low in _HELP:
            terminal.say(text("cli-learn-help").get(lang))
            continue
        if low in _HINT:
            terminal.say(text("cli-learn-hint", hint=run.hint(hints)).get(lang), style="cyan")
            hints += 1
            continue
        if low in _AGAIN_WORDS:
            run.start()
            show = True
            continue
        if low in _SKIP:
            return False
        move: Any = None
        if low.startswith("{"):
            try:
                move = json.loads(answer)
            except json.JSONDecodeError:
                terminal.say(text("cli-unknown-input", text=repr(answer.strip()),
                                  count=str(len(legal))).get(lang), style="yellow")
                continue
        elif low and not low.isdigit():
            move = card_move(game, run.view(), seat, answer.strip(), legal)
        if move is None:
            move = terminal.interpret(answer, legal, labels, True, Perspective(run.state, seat))
            if move is _AGAIN:
                continue
        attempt = run.try_move(move)
        for line in terminal.event_lines(attempt.events, seat):
            terminal.say(f"  · {line}", style="dim")
        if attempt.kind == "illegal":
            terminal.say(text("cli-learn-refused", reason=attempt.get(lang)).get(lang),
                         style="yellow")
        elif attempt.kind == "wrong":
            terminal.say(attempt.get(lang), style="yellow")
            terminal.say(text("cli-learn-try-again").get(lang))
            show = True
        elif attempt.kind == "continue":
            show = True
        else:
            terminal.console.print(terminal.draw(run.view(), seat))
            terminal.say(attempt.get(lang), style="green")
            return True


@guarded
def learn_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-learn-game"))],
    lesson: Annotated[int | None, typer.Option(
        "--lesson", metavar="N",
        help=help_text("cli-help-lesson"))] = None,
    lang: LangOption = None,
) -> None:
    """Learn a game with guided lessons / научиться игре на уроках с заданиями.

    Lists the game's lessons and runs them one after another on the real board /
    показывает уроки игры и проводит их по очереди на настоящей доске.
    """
    lang = resolve_lang(lang)
    found_game = load_game(game)
    found = lessons(found_game.id)
    count = len(found)
    first = 1 if lesson is None else lesson
    if not 1 <= first <= count:
        raise SetupError(text("cli-learn-no-lesson", n=str(first), count=str(count)))
    out = stdout()
    out.print(lesson_table(found_game, found, lang))
    out.print(text("cli-learn-help").get(lang), markup=False, highlight=False)
    for item in found[first - 1:]:
        players = item.state().players
        names = [HUMAN if s == item.seat else "heuristic" for s in range(players)]
        terminal = Terminal(found_game, out, lang, names)
        if run_lesson(terminal, item, count) and item.number < count:
            terminal.ask(text("cli-learn-next").get(lang) + " ")
    out.print()
    out.print(text("cli-learn-all-done", count=str(count), game=found_game.id).get(lang),
              markup=False, highlight=False)
