"""Guided lessons: a position made with a game's `setup`, a goal in words and as data, and what
to say when the learner meets it, goes wrong, or tries what the rules refuse.

Lessons are data, one file a game: ``koloda/games/<game>/lessons.toml``, a list of
``[[lessons]]`` tables::

    [[lessons]]
    id = "beat-a-card"                        unique in the file: letters, digits, dashes
    title = { en = "...", ru = "..." }
    seat = 1                                  the learner's seat
    options = { transfer = true }             the game's options (optional)
    setup = { hands = [...], ... }            the game's own setup form (or that form as a
                                              JSON string, for positions that need null)
    goal = { en = "...", ru = "..." }         the goal in words
    done = { en = "...", ru = "..." }         said when the goal is met
    wrong = { en = "...", ru = "..." }        said after a legal move that misses the goal
    hints = [{ en = "...", ru = "..." }]      one or more, shown on request, in order
    check = "move"                            what meets the goal (see CHECKS)
    accept = [{ type = "defend", attack = "8D", card = "10D" }]   for check = "move"
    solution = [{ type = "defend", attack = "8D", card = "10D" }] the intended moves, in order
    steps = [...]                             optional: other moves that are a step on the way
                                              (the solution's own steps always are)
    [[lessons.mistakes]]                      optional: a wrong move with its own explanation
    action = { type = "take" }
    en = "..."
    ru = "..."

A `LessonRun` plays one lesson: `start()` gives the state and the goal, `try_move(action)` one
`Attempt` ("done", "continue", "wrong" or "illegal") with its text in both languages. A wrong
or illegal move leaves the learner at the lesson's position (a wrong one restarts it), so they
can try again. The terminal (`koloda learn`) and the browser use the same runner.
"""

from __future__ import annotations

import importlib.resources
import json
import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

from koloda.core import (
    CATALOG,
    Action,
    DataError,
    Event,
    Game,
    IllegalAction,
    KolodaError,
    Message,
    Names,
    State,
    Text,
    get_game,
    given,
)
from koloda.core import text as _t  # `text` names a file's text below
from koloda.core.catalog import both

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl

#: What meets a lesson's goal: "move": the learner's move is one of `accept`; "win": after the
#: learner's move the game is over and the learner ranks first; "covered": after it, every
#: attack card on the table is beaten (games whose views list "table" as attack/defense pairs,
#: such as Durak).
CHECKS = ("move", "win", "covered")
FILE = "lessons.toml"
FIELDS = ("id", "title", "seat", "options", "setup", "goal", "done", "wrong", "hints", "check",
          "accept", "solution", "steps", "mistakes")
REQUIRED = ("id", "title", "seat", "setup", "goal", "done", "wrong", "hints", "check", "solution")
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Mistake:
    """A legal move the lesson explains on its own."""

    action: Action
    text: Text


@dataclass(frozen=True)
class Lesson:
    """One lesson, validated: its position builds and every action in it decodes."""

    game: str
    number: int  # from 1, in file order
    id: str
    title: Text
    seat: int
    options: dict[str, Any]
    setup: dict[str, Any]
    goal: Text
    done: Text
    wrong: Text
    hints: tuple[Text, ...]
    check: str
    accept: tuple[Action, ...]
    solution: tuple[Action, ...]
    mistakes: tuple[Mistake, ...] = ()
    steps: tuple[Action, ...] = ()
    source: str = ""

    def state(self) -> State:
        """A fresh state at the lesson's position."""
        game = get_game(self.game)
        return game.setup(self.setup, game.options(self.options or None))

    def to_json(self) -> dict[str, Any]:
        """The lesson as a client lists it (no solution: hints are what helps)."""
        return {"game": self.game, "number": self.number, "id": self.id,
                "title": self.title.to_json(), "seat": self.seat, "goal": self.goal.to_json(),
                "hints": [h.to_json() for h in self.hints]}


@dataclass(frozen=True)
class Attempt:
    """What became of one move: `kind` is "done" (goal met), "continue" (a step of the solution:
    go on from the new state), "wrong" (legal, but not the goal: back to the lesson's position)
    or "illegal" (the rules refuse it: the state is unchanged). `text` says why, in both
    languages; for "illegal" it is the rules' own refusal reason."""

    kind: str
    text: dict[str, str]
    events: list[Event] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.kind == "done"

    def get(self, lang: str) -> str:
        return self.text.get(lang) or self.text["en"]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": dict(self.text)}


class LessonRun:
    """One learner going through one lesson."""

    def __init__(self, lesson: Lesson, names: Names | None = None) -> None:
        """`names`: how refusal reasons name the seats (the learner's own as "you")."""
        self.lesson = lesson
        self.game: Game = get_game(lesson.game)
        self.names = names or Names.same([], lesson.seat)
        self.state: State = lesson.state()
        self.step = 0  # how many moves of the solution have been made

    def start(self) -> tuple[State, Text]:
        """Back to the lesson's position: the state and the goal in words."""
        self.state = self.lesson.state()
        self.step = 0
        return self.state, self.lesson.goal

    def view(self) -> dict[str, Any]:
        """The board as the learner sees it."""
        return self.state.view(self.lesson.seat)

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions(self.lesson.seat)

    def to_json(self) -> dict[str, Any]:
        """Where the learner stands, for a client: the lesson, the board as the learner sees it,
        the legal moves (JSON, with labels in both languages) and how far along the solution."""
        legal = self.legal_actions()
        return {
            "lesson": self.lesson.to_json(),
            "view": self.view(),
            "legal": [{"action": self.game.codec.encode(a),
                       "label": {lang: self.game.describe_action(a, lang, self.names)
                                 for lang in ("en", "ru")}} for a in legal],
            "step": self.step,
        }

    def hint(self, index: int) -> Text:
        """The hint number `index` (from 0); past the last, the last one again."""
        hints = self.lesson.hints
        return hints[min(index, len(hints) - 1)]

    def try_move(self, action: Action | dict[str, Any]) -> Attempt:
        """The learner's move (an action or its JSON form), judged."""
        lesson = self.lesson
        try:
            if not isinstance(action, Action):
                action = self.game.codec.decode(action)
            trial = self.state.clone()
            events = trial.apply(lesson.seat, action)
        except IllegalAction as exc:
            return Attempt("illegal", self._both(exc.reason))
        if self._met(action, trial):
            self.state = trial
            return Attempt("done", lesson.done.to_json(), events)
        on_the_way = (self.step < len(lesson.solution) - 1 and action == lesson.solution[self.step]
                      or action in lesson.steps)
        if on_the_way and trial.outcome() is None and trial.legal_actions(lesson.seat):
            self.state = trial
            self.step += 1
            return Attempt("continue", {"en": "", "ru": ""}, events)
        text = next((m.text for m in lesson.mistakes if m.action == action), lesson.wrong)
        self.start()
        return Attempt("wrong", text.to_json(), events)

    def _met(self, action: Action, after: State) -> bool:
        if self.lesson.check == "move":
            return action in self.lesson.accept
        if self.lesson.check == "covered":
            table = after.view(self.lesson.seat).get("table") or []
            return bool(table) and all(
                isinstance(p, dict) and p.get("defense") is not None for p in table)
        outcome = after.outcome()
        return outcome is not None and outcome.ranks[self.lesson.seat] == 1

    def _both(self, reason: Any) -> dict[str, str]:
        return both(reason, self.names, self.game.message_args)


# -- loading ----------------------------------------------------------------------------------

def _error(source: str, where: str | Text, what: Text | Message) -> DataError:
    return DataError.at(source, where, what)


def _field(where: str | Text, name: str) -> Text:
    """A field of a lesson, as errors name it: "lesson 2 (beat), field goal"."""
    return DataError.field(where, name)


def _text(source: str, where: str | Text, value: Any) -> Text:
    if (not isinstance(value, dict) or set(value) != {"en", "ru"}
            or not all(isinstance(v, str) and v.strip() for v in value.values())):
        raise _error(source, where, _t("lessons-bad-text"))
    return given(value["en"].strip(), value["ru"].strip())  # the lesson file's own words


def _action(game: Game, source: str, where: str | Text, value: Any) -> Action:
    try:
        return game.codec.decode(value)
    except KolodaError as exc:
        raise _error(source, where, exc.reason) from None


def _actions(game: Game, source: str, where: Text, field: str,
             value: Any) -> tuple[Action, ...]:
    """The list of actions in the field `field` of the lesson at `where`."""
    if not isinstance(value, list) or not value:
        raise _error(source, _field(where, field), _t("lessons-bad-actions"))
    return tuple(_action(game, source, _field(where, f"{field}[{i}]"), v)
                 for i, v in enumerate(value))


def parse_lesson(game: Game, source: str, number: int, data: Any) -> Lesson:
    """One `[[lessons]]` table, checked field by field (a `DataError` names the file, the lesson
    and the field)."""
    where = _t("lessons-where", number=str(number))
    if not isinstance(data, dict):
        raise _error(source, where, _t("lessons-lesson-not-table"))
    if isinstance(data.get("id"), str):
        where = _t("lessons-where-id", number=str(number), id=data["id"])
    DataError.check_fields(source, where, data, FIELDS)
    for name in REQUIRED:
        if name not in data:
            raise _error(source, _field(where, name), _t("lessons-missing"))
    lesson_id = data["id"]
    if not isinstance(lesson_id, str) or not _ID.match(lesson_id):
        raise _error(source, _field(where, "id"), _t("lessons-bad-id"))
    seat = data["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise _error(source, _field(where, "seat"), _t("lessons-bad-seat"))
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _error(source, _field(where, "options"), _t("lessons-not-table"))
    setup = data["setup"]
    if isinstance(setup, str):
        try:
            setup = json.loads(setup)
        except json.JSONDecodeError as exc:
            raise _error(source, _field(where, "setup"),
                         _t("lessons-not-json", error=str(exc))) from None
    if not isinstance(setup, dict):
        raise _error(source, _field(where, "setup"), _t("lessons-setup-not-table"))
    check = data["check"]
    if check not in CHECKS:
        raise _error(source, _field(where, "check"),
                     _t("lessons-bad-check", checks=", ".join(CHECKS)))
    hints = data["hints"]
    if not isinstance(hints, list) or not hints:
        raise _error(source, _field(where, "hints"), _t("lessons-no-hints"))
    accept: tuple[Action, ...] = ()
    if check == "move":
        if "accept" not in data:
            raise _error(source, _field(where, "accept"), _t("lessons-accept-missing"))
        accept = _actions(game, source, where, "accept", data["accept"])
    elif "accept" in data:
        raise _error(source, _field(where, "accept"),
                     _t("lessons-accept-not-move", check=repr(check)))
    mistakes = []
    raw = data.get("mistakes", [])
    if not isinstance(raw, list):
        raise _error(source, _field(where, "mistakes"), _t("lessons-mistakes-not-list"))
    for i, m in enumerate(raw):
        at = _field(where, f"mistakes[{i}]")
        if not isinstance(m, dict) or set(m) != {"action", "en", "ru"}:
            raise _error(source, at, _t("lessons-bad-mistake"))
        mistakes.append(Mistake(_action(game, source, _field(where, f"mistakes[{i}].action"),
                                        m["action"]),
                                _text(source, at, {"en": m["en"], "ru": m["ru"]})))
    lesson = Lesson(
        game=game.id, number=number, id=lesson_id,
        title=_text(source, _field(where, "title"), data["title"]),
        seat=seat, options=dict(options), setup=dict(setup),
        goal=_text(source, _field(where, "goal"), data["goal"]),
        done=_text(source, _field(where, "done"), data["done"]),
        wrong=_text(source, _field(where, "wrong"), data["wrong"]),
        hints=tuple(_text(source, _field(where, f"hints[{i}]"), h) for i, h in enumerate(hints)),
        check=check, accept=accept,
        solution=_actions(game, source, where, "solution", data["solution"]),
        mistakes=tuple(mistakes), source=source,
        steps=(_actions(game, source, where, "steps", data["steps"])
               if "steps" in data else ()),
    )
    _check_position(game, source, where, lesson)
    return lesson


def _check_position(game: Game, source: str, where: Text, lesson: Lesson) -> None:
    """The position builds, the learner's seat exists and must act, and the first move of the
    solution and every accepted move and mistake are legal there."""
    try:
        options = game.options(lesson.options or None)
    except KolodaError as exc:
        raise _error(source, _field(where, "options"), exc.reason) from None
    try:
        state = game.setup(lesson.setup, options)
    except KolodaError as exc:
        raise _error(source, _field(where, "setup"), exc.reason) from None
    if lesson.seat >= state.players:
        raise _error(source, _field(where, "seat"),
                     _t("lessons-seats", seats=str(state.players)))
    if not state.legal_actions(lesson.seat):
        raise _error(source, _field(where, "seat"), _t("lessons-no-move"))
    firsts = [("solution[0]", lesson.solution[0])]
    if lesson.check == "move" and len(lesson.solution) == 1:
        firsts += [(f"accept[{i}]", a) for i, a in enumerate(lesson.accept)]
    firsts += [(f"mistakes[{i}].action", m.action) for i, m in enumerate(lesson.mistakes)]
    for name, act in firsts:
        try:
            state.check(lesson.seat, act)
        except IllegalAction as exc:
            raise _error(source, _field(where, name),
                         _t("lessons-not-legal", reason=exc.reason)) from None


def parse_lessons(game: Game, text: str, source: str) -> list[Lesson]:
    """Every lesson of a lessons file's text (`source` names it in errors)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(_t("lessons-not-toml", source=source, error=str(exc))) from None
    DataError.check_fields(source, _t("lessons-the-file"), data, ("lessons",))
    items = data.get("lessons")
    if not isinstance(items, list) or not items:
        raise _error(source, "lessons", _t("lessons-none-in-file"))
    out = [parse_lesson(game, source, n, item) for n, item in enumerate(items, 1)]
    seen: set[str] = set()
    for lesson in out:
        if lesson.id in seen:
            raise _error(source, _field(_t("lessons-where", number=str(lesson.number)), "id"),
                         _t("lessons-id-twice", id=repr(lesson.id)))
        seen.add(lesson.id)
    return out


def _package(game: Game) -> str:
    return getattr(game, "messages_package", type(game).__module__.rpartition(".")[0])


def has_lessons(game_id: str) -> bool:
    """Whether the game ships a lessons file."""
    game = get_game(game_id)
    try:
        return importlib.resources.files(_package(game)).joinpath(FILE).is_file()
    except ModuleNotFoundError:
        return False


_cache: dict[str, list[Lesson]] = {}


def lessons(game_id: str) -> list[Lesson]:
    """The lessons of a game (`DataError` if it has none, or its file is broken)."""
    game = get_game(game_id)
    if game.id in _cache:
        return _cache[game.id]
    if not has_lessons(game.id):
        raise DataError(_t("lessons-none-yet", game=game.id))
    path = importlib.resources.files(_package(game)).joinpath(FILE)
    source = f"{_package(game).replace('.', '/')}/{FILE}"
    _cache[game.id] = parse_lessons(game, path.read_text(encoding="utf-8"), source)
    return _cache[game.id]


def lesson_games() -> list[str]:
    """Ids of the registered games that have lessons."""
    from koloda.core import games

    return [g for g in games() if has_lessons(g)]
