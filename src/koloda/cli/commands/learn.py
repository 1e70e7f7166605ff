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

from koloda.core import Action, Game, KolodaError, Perspective, SetupError, Text, parse_cards
from koloda.lessons import Lesson, LessonRun, lessons

from .. import texts
from ..common import load_game, stdout
from ..errors import guarded
from ..human import _AGAIN, HUMAN, Terminal
from ..lang import LangOption, resolve_lang

# What `koloda learn` says, in both languages.
LESSONS_TITLE = Text("{game}: lessons", "{game}: уроки")
COL_LESSON = Text("lesson", "урок")
LESSON_HEAD = Text("Lesson {n} of {count}: {title}", "Урок {n} из {count}: {title}")
GOAL = Text("Goal: {goal}", "Задача: {goal}")
LEARN_HELP = Text(
    "Type the number of a move or its label. You may also name a card (\"10D\", or \"8C 8D\" "
    "for several; in Clash of Decks a card key and a row: \"brute 1\") or type a move's JSON, "
    "to see what the rules say. hint: a hint; again: restart the lesson; skip: next lesson; "
    "q: quit.",
    "Введите номер хода или его название. Можно и назвать карту (\"10D\" или \"8C 8D\" для "
    "нескольких; в Clash of Decks — ключ карты и ряд: \"brute 1\") или ввести ход в JSON — "
    "и узнать, что скажут правила. подсказка: подсказка; заново: начать урок сначала; дальше: "
    "следующий урок; q: выход.")
LEARN_PROMPT = Text("your move (hint, ?)", "ваш ход (подсказка, ?)")
HINT = Text("Hint: {hint}", "Подсказка: {hint}")
REFUSED = Text("The rules refuse it: {reason}", "Так нельзя по правилам: {reason}")
TRY_AGAIN = Text("Back to the lesson's position: try again.",
                 "Позиция урока восстановлена: попробуйте ещё раз.")
NEXT_LESSON = Text("Press Enter for the next lesson.", "Нажмите Enter, чтобы перейти к следующему уроку.")
ALL_DONE = Text("All {count} lessons done. Now try a real game: koloda play {game}",
                "Все уроки ({count}) пройдены. Теперь сыграйте по-настоящему: koloda play {game}")
NO_LESSON = Text("there is no lesson {n}: choose 1 to {count}",
                 "урока {n} нет: выберите от 1 до {count}")

_HELP = {"?", "h", "help", "помощь", "справка"}
_HINT = {"hint", "!", "подсказка", "п"}
_AGAIN_WORDS = {"again", "restart", "заново", "сначала"}
_SKIP = {"skip", "next", "дальше", "пропустить урок"}
_ROWS = {"0": 0, "top": 0, "верх": 0, "верхний": 0, "1": 1, "bottom": 1, "низ": 1, "нижний": 1}


def card_move(game: Game, view: dict[str, Any], seat: int, text: str,
              legal: Sequence[Action] = ()) -> Action | None:
    """A move named by its card(s) (Durak, Palace) or by a card key and a row (Clash of Decks),
    legal or not: the lesson runner says what the rules think of it. None: not such a name.
    In Durak one card defends against the first unbeaten attack card it may beat (among
    `legal`), else the first unbeaten one; two cards are the card and the attack it beats."""
    data: dict[str, Any] | None = None
    if game.id in ("durak", "palace"):
        try:
            cards = [c.code for c in parse_cards(text)]
        except KolodaError:
            return None
        if not cards:
            return None
        if game.id == "palace":
            data = {"type": "play", "cards": cards}
        elif view.get("defender") == seat and not view.get("taking"):
            unbeaten = [p["attack"] for p in view.get("table") or [] if p.get("defense") is None]
            if len(cards) == 2:
                data = {"type": "defend", "card": cards[0], "attack": cards[1]}
            elif len(cards) == 1 and unbeaten:
                data = {"type": "defend", "card": cards[0], "attack": unbeaten[0]}
                for attack in unbeaten:
                    if game.codec.decode({**data, "attack": attack}) in legal:
                        data["attack"] = attack
                        break
        elif len(cards) == 1:
            data = {"type": "attack", "card": cards[0]}
    elif game.id == "clash_of_decks":
        words = text.casefold().split()
        from koloda.games.clash_of_decks.cards import card_set

        if (1 <= len(words) <= 2 and card_set().index(words[0]) is not None
                and (len(words) == 1 or words[1] in _ROWS)):
            data = {"type": "summon", "card": words[0],
                    "row": _ROWS[words[1]] if len(words) == 2 else 0}
    if data is None:
        return None
    try:
        return game.codec.decode(data)
    except KolodaError:
        return None


def lesson_table(game: Game, found: list[Lesson], lang: str) -> Table:
    table = Table(title=LESSONS_TITLE.get(lang).format(game=game.title.get(lang)))
    table.add_column("#")
    table.add_column(COL_LESSON.get(lang))
    for lesson in found:
        table.add_row(str(lesson.number), lesson.title.get(lang))
    return table


def run_lesson(terminal: Terminal, lesson: Lesson, count: int) -> bool:
    """One lesson to its goal; False when the learner skips it."""
    lang, game, seat = terminal.lang, terminal.game, lesson.seat
    run = LessonRun(lesson, terminal.seat_names(seat))
    terminal.console.print()
    terminal.console.rule(LESSON_HEAD.get(lang).format(
        n=lesson.number, count=count, title=lesson.title.get(lang)))
    hints = 0
    show = True
    while True:
        if show:
            terminal.console.print(terminal.draw(run.view(), seat))
            terminal.say(GOAL.get(lang).format(goal=lesson.goal.get(lang)), style="bold")
            legal = run.legal_actions()
            labels = [game.describe_action(a, lang, terminal.seat_names(seat)) for a in legal]
            for i, label in enumerate(labels, 1):
                terminal.say(f"{i:>3}. {label}")
            show = False
        answer = terminal.ask(f"{LEARN_PROMPT.get(lang)}> ")
        low = answer.strip().casefold()
        if low in _HELP:
            terminal.say(LEARN_HELP.get(lang))
            continue
        if low in _HINT:
            terminal.say(HINT.get(lang).format(hint=run.hint(hints).get(lang)), style="cyan")
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
                terminal.say(texts.UNKNOWN_INPUT.get(lang).format(text=answer.strip(),
                                                                  count=len(legal)),
                             style="yellow")
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
            terminal.say(REFUSED.get(lang).format(reason=attempt.get(lang)), style="yellow")
        elif attempt.kind == "wrong":
            terminal.say(attempt.get(lang), style="yellow")
            terminal.say(TRY_AGAIN.get(lang))
            show = True
        elif attempt.kind == "continue":
            show = True
        else:
            terminal.console.print(terminal.draw(run.view(), seat))
            terminal.say(attempt.get(lang), style="green")
            return True


@guarded
def learn_command(
    game: Annotated[str, typer.Argument(help="Game id (durak, palace, clash_of_decks) / id игры")],
    lesson: Annotated[int | None, typer.Option(
        "--lesson", metavar="N",
        help="Start at lesson N (default: 1) / начать с урока N (по умолчанию 1)")] = None,
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
        raise SetupError(NO_LESSON.en.format(n=first, count=count),
                         NO_LESSON.ru.format(n=first, count=count))
    out = stdout()
    out.print(lesson_table(found_game, found, lang))
    out.print(LEARN_HELP.get(lang), markup=False, highlight=False)
    for item in found[first - 1:]:
        players = item.state().players
        names = [HUMAN if s == item.seat else "heuristic" for s in range(players)]
        terminal = Terminal(found_game, out, lang, names)
        if run_lesson(terminal, item, count) and item.number < count:
            terminal.ask(NEXT_LESSON.get(lang) + " ")
    out.print()
    out.print(ALL_DONE.get(lang).format(count=count, game=found_game.id),
              markup=False, highlight=False)
