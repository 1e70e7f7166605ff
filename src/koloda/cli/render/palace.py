"""The Palace table in the terminal, drawn from a seat's view only: the pile and what to beat,
the stock, each seat's counts and face-up cards, and the viewer's own hand. Seats go by the
names the terminal gives; without them the viewer is "you" and the others "opponent"."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import KolodaError, parse_card, parse_cards, short_name, text

#: the words of the table, each a message of this package's catalog
_IDS = {
    "pile": "cli-render-palace-pile", "empty": "cli-render-palace-empty",
    "to_beat": "cli-render-palace-to-beat", "anything": "cli-render-palace-anything",
    "stock": "cli-render-palace-stock", "burned": "cli-render-palace-burned",
    "pick_ups": "cli-render-palace-pick-ups", "seat": "cli-render-palace-seat",
    "hand": "cli-render-palace-hand", "face_up": "cli-render-palace-face-up",
    "face_down": "cli-render-palace-face-down", "you": "cli-render-palace-you",
    "other": "cli-render-palace-other", "turn": "cli-render-palace-turn",
    "may_act": "cli-render-palace-may-act", "ready": "cli-render-palace-ready",
    "swapping": "cli-render-palace-swapping", "your_hand": "cli-render-palace-your-hand",
    "drawn": "cli-render-palace-drawn", "known": "cli-render-palace-known",
    "swap": "cli-render-palace-swap", "over": "cli-render-palace-over",
    "may_add": "cli-render-palace-may-add",
}


@cache
def _words(lang: str) -> dict[str, str]:
    """Every word of `_IDS` in `lang` (the status column has no heading)."""
    return {"status": "", **{key: text(msg_id).get(lang) for key, msg_id in _IDS.items()}}


def card_text(code: str, lang: str) -> RichText:
    """One card, red for diamonds and hearts."""
    c = parse_card(code)
    return RichText(short_name(c, lang), style="bold red" if c.suit in (1, 2) else "bold")


def cards_text(codes: list[str] | None, lang: str, empty: str = "—") -> RichText:
    if not codes:
        return RichText(empty, style="dim")
    return RichText(" ").join(card_text(code, lang) for code in codes)


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The whole table for one seat (or a spectator); `names`: each seat's name as the terminal
    shows it (the viewer's own as "you")."""
    w = _words("ru" if lang == "ru" else "en")
    parts: list[RenderableType] = [_centre(view, w, lang), _seats(view, w, lang, names)]
    you = view.get("you")
    if you is not None:
        mine = view["seats"][you]
        line = RichText(f"{w['your_hand']}: ", style="bold").append_text(
            cards_text(mine["hand"], lang))
        if view.get("drawn"):
            line.append(f"   ({w['drawn']}: ").append_text(
                cards_text(view["drawn"], lang)).append(")")
        parts.append(line)
    if view["phase"] == "swap":
        parts.append(RichText(w["swap"], style="italic"))
    elif view["phase"] == "over":
        parts.append(RichText(w["over"], style="bold"))
    return Group(*parts)


def _centre(view: dict[str, Any], w: dict[str, str], lang: str) -> RichText:
    pile = view["pile"]
    line = RichText(f"{w['pile']} ({len(pile)}): ", style="bold")
    shown = pile[-6:]
    if len(pile) > len(shown):
        line.append("… ", style="dim")
    line.append_text(cards_text(shown, lang, w["empty"]))
    line.append("   ")
    if view.get("to_beat"):
        line.append(f"{w['to_beat']}: ").append_text(card_text(view["to_beat"], lang))
    else:
        line.append(w["anything"], style="green")
    line.append(f"   {w['stock']}: {view['stock']}   {w['burned']}: {view['burned']}")
    if view.get("pickup_limit"):
        line.append(f"   {w['pick_ups']}: {view['pick_ups']}/{view['pickup_limit']}", style="dim")
    return line


def _seats(view: dict[str, Any], w: dict[str, str], lang: str,
           names: Sequence[str] | None) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for key in ("seat", "hand", "face_up", "face_down", "status"):
        table.add_column(w[key], justify="right" if key == "face_down" else "left")
    turn, actors, you = view.get("turn"), view.get("actors") or [], view.get("you")
    for s, seat in enumerate(view["seats"]):
        # Never a number: the terminal's names, else "you" and "opponent" (rows in turn order).
        who = names[s] if names and s < len(names) else w["you"] if s == you else w["other"]
        name = RichText(who, style="bold cyan" if s == turn else "")
        hand = RichText(str(seat["hand_count"]))
        if seat.get("known") and s != you:
            hand.append(f"  {w['known']}: ", style="dim").append_text(
                cards_text(seat["known"], lang))
        table.add_row(name, hand, cards_text(seat["face_up"], lang), str(seat["face_down"]),
                      _status(view, s, seat, w, lang, turn, actors))
    return table


def _status(view: dict[str, Any], s: int, seat: dict[str, Any], w: dict[str, str], lang: str,
            turn: int | None, actors: list[int]) -> RichText:
    if seat.get("finished"):
        return RichText(text("cli-render-palace-place", n=seat["finished"]).get(lang),
                        style="green")
    if view["phase"] == "swap":
        return RichText(w["ready"] if seat["ready"] else w["swapping"], style="dim")
    if view["phase"] == "over":
        return RichText("")
    if s == turn:
        return RichText(f"▶ {w['turn']}", style="bold cyan")
    if s == view.get("may_add"):
        return RichText(w["may_add"], style="yellow")
    if s in actors:
        return RichText(w["may_act"], style="dim")
    return RichText("")


def read_move(view: dict[str, Any], seat: int, typed: str,
              legal: Sequence[Any]) -> dict[str, Any] | None:
    """A play named by its cards, legal or not (`koloda learn`); None: not cards."""
    try:
        cards = [c.code for c in parse_cards(typed)]
    except KolodaError:
        return None
    return {"type": "play", "cards": cards} if cards else None
