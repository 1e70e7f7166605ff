"""Lessons over HTTP for the browser's "Learn to play" page (`koloda.lessons` does the judging).

Stateless: the client sends the moves of the solution it has made so far with its next move;
the server rebuilds the lesson from its position, replays them and judges the new one. A lesson
is a few moves from a fixed position, so this costs next to nothing and nothing is kept.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from koloda import lessons
from koloda.core import KolodaError, Names, text

from .http import ApiError

router = APIRouter(prefix="/api/learn")

#: how the lesson's other seats are named (the learner is "you"/"вы"); the page names them alike
PARTNERS = ["Anna", "Boris", "Clara", "Dima", "Eva", "Fedor"]

NO_LESSON = text("server-no-lesson")
MOVED_ON = text("server-lesson-moved-on")


class Try(BaseModel):
    """The moves of the solution made so far (each answered "continue"), and the next one (none:
    just the lesson's board)."""

    moves: list[dict[str, Any]] = Field(default_factory=list, max_length=40)
    action: dict[str, Any] | None = None


def _lesson(game_id: str, number: int) -> lessons.Lesson:
    try:
        found = lessons.lessons(game_id)
    except (KolodaError, KeyError) as exc:
        raise ApiError(404, NO_LESSON) from exc
    if not 1 <= number <= len(found):
        raise ApiError(404, NO_LESSON)
    return found[number - 1]


def _run(lesson: lessons.Lesson) -> lessons.LessonRun:
    players = len(lesson.state().view(None).get("seats") or []) or 2
    return lessons.LessonRun(lesson, Names.same(PARTNERS[:max(players, lesson.seat + 1)],
                                              lesson.seat))


@router.get("")
async def learnable() -> list[str]:
    """The games that have lessons."""
    return lessons.lesson_games()


@router.get("/{game_id}")
async def lesson_list(game_id: str) -> list[dict[str, Any]]:
    """A game's lessons in order: title, goal and hints in both languages (no solutions)."""
    try:
        return [lesson.to_json() for lesson in lessons.lessons(game_id)]
    except (KolodaError, KeyError) as exc:
        raise ApiError(404, NO_LESSON) from exc


@router.post("/{game_id}/{number}")
async def lesson_move(game_id: str, number: int, body: Try) -> dict[str, Any]:
    """The lesson's board after `moves`, and, with `action`, what became of that move
    (`attempt`: done, continue, wrong with the lesson's explanation, or illegal with the rules'
    own reason). After "wrong" the board is the lesson's start again."""
    run = _run(_lesson(game_id, number))
    for move in body.moves:
        if run.try_move(move).kind != "continue":
            raise ApiError(409, MOVED_ON)
    attempt = run.try_move(body.action) if body.action is not None else None
    return {"attempt": attempt.to_json() if attempt else None, "run": run.to_json()}
