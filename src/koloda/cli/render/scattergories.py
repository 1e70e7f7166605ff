"""Scattergories in the terminal: the combination in large, the press queue, the answer being
judged with its votes, and each player's won cards. Drawn from the view only; seats are named
by the names the terminal gives (without them: "you" and "opponent")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import CATALOG, Message, Names, text
from koloda.core.catalog import format_message

#: the words of the table, each a message of this package's catalog
_IDS = {
    "left": "cli-render-scattergories-left", "opponent": "cli-render-scattergories-opponent",
    "you": "cli-render-scattergories-you", "queue": "cli-render-scattergories-queue",
    "nobody": "cli-render-scattergories-nobody",
    "answering": "cli-render-scattergories-answering",
    "answer": "cli-render-scattergories-answer", "votes": "cli-render-scattergories-votes",
    "accept": "cli-render-scattergories-accept", "reject": "cli-render-scattergories-reject",
    "letter": "cli-render-scattergories-letter", "category": "cli-render-scattergories-category",
    "cards": "cli-render-scattergories-cards", "won": "cli-render-scattergories-won",
    "seat": "cli-render-scattergories-seat", "last_ok": "cli-render-scattergories-last-ok",
    "over": "cli-render-scattergories-over", "last_no": "cli-render-scattergories-last-no",
    "used": "cli-render-scattergories-used", "auto": "cli-render-scattergories-auto",
    "failed": "cli-render-scattergories-failed",
}


def _w(lang: str, key: str, **params: Any) -> str:
    return text(_IDS[key], **params).get(lang)


def _who(view: dict[str, Any], seat: int, lang: str) -> str:
    names = view.get("_names")
    if names and 0 <= seat < len(names):
        return str(names[seat])
    return _w(lang, "you" if seat == view.get("seat") else "opponent")


def _reason(last: dict[str, Any], lang: str) -> str:
    """Why the last answer was wrong: a word the game's catalog says (`scattergories-reason`)."""
    CATALOG.add_package("koloda.games.scattergories")
    msg = Message("scattergories-reason", {"reason": last.get("reason"),
                                           "letter": last.get("letter") or ""})
    return format_message(msg, lang, Names.same([]))


def _name(name: dict[str, str], lang: str) -> str:
    return name.get(lang) or name.get("en", "")


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The table for one seat (or a spectator)."""
    view = {**view, "_names": list(names) if names else None}
    parts: list[RenderableType] = []
    letter = view.get("letter") or "—"
    category = "—"
    if view.get("category"):
        # Answers are in the deck's language: its name first, the screen's after it.
        names = view["category"]["name"]
        deck_lang = "en" if view.get("language") == "en" else "ru"
        category = _name(names, deck_lang)
        if _name(names, lang) != category:
            category += f" ({_name(names, lang)})"
    title = _w(lang, "over") if view["phase"] == "over" else None
    parts.append(Panel(RichText(f"{letter}  ·  {category}",
                                style="bold cyan", justify="center"), title=title,
                       subtitle=_w(lang, "left", letters=str(view["letters_left"]),
                                   categories=str(view["categories_left"]))))
    lines: list[str] = []
    queue = view.get("queue") or []
    if view["phase"] == "race":
        lines.append(_w(lang, "nobody"))
    elif queue:
        lines.append(_w(lang, "queue", who=", ".join(_who(view, s, lang) for s in queue)))
    if view["phase"] == "answer" and view.get("answering") is not None:
        lines.append(_w(lang, "answering", who=_who(view, view["answering"], lang)))
    if view["phase"] == "vote" and view.get("answer"):
        take = _w(lang, view["answer"]["take"])
        lines.append(_w(lang, "answer", who=_who(view, view["answering"], lang),
                        text=view["answer"]["text"], take=take))
        marks = {True: _w(lang, "accept"), False: _w(lang, "reject"), None: "…"}
        votes = ", ".join(f"{_who(view, s, lang)}: {marks[view['votes'][s]]}"
                          for s in view["judges"])
        lines.append(_w(lang, "votes", votes=votes))
    if view.get("failed"):
        lines.append(_w(lang, "failed", who=", ".join(_who(view, s, lang) for s in view["failed"])))
    last = view.get("last")
    if last:
        if last["accepted"]:
            lines.append(_w(lang, "last_ok", text=last["text"]))
        else:
            lines.append(_w(lang, "last_no", text=last["text"], why=_reason(last, lang)))
    if view.get("auto_judge"):
        lines.append(_w(lang, "auto"))
    parts.append(RichText("\n".join(lines)))
    table = Table(box=box.SIMPLE, show_edge=False)
    table.add_column(_w(lang, "seat"))
    table.add_column(_w(lang, "cards"), justify="right")
    table.add_column(_w(lang, "won"))
    for seat, cards in enumerate(view["won"]):
        shown = ", ".join(c["code"] if c["letter"] else _name(c["name"], lang) for c in cards)
        style = "bold" if seat == view.get("seat") else None
        table.add_row(_who(view, seat, lang), str(len(cards)), shown, style=style)
    parts.append(table)
    if view.get("used"):
        parts.append(RichText(_w(lang, "used", words=", ".join(view["used"][-12:])), style="dim"))
    return Group(*parts)
