"""The Palace table in the terminal, drawn from a seat's view only: the pile and what to beat,
the stock, each seat's counts and face-up cards, and the viewer's own hand. Seats go by the
names the terminal gives; without them the viewer is "you" and the others "opponent"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from koloda.core import parse_card, short_name

_WORDS = {
    "en": {
        "pile": "Pile", "empty": "empty", "to_beat": "to beat", "anything": "anything goes",
        "stock": "stock", "burned": "burned", "pick_ups": "pick-ups", "seat": "player",
        "hand": "hand", "face_up": "face up", "face_down": "face down", "status": "",
        "you": "you", "other": "opponent", "turn": "to play",
        "may_act": "may act", "ready": "ready", "swapping": "swapping", "place": "{n} place",
        "your_hand": "Your hand", "drawn": "just drew", "known": "known",
        "swap": "Swap phase: exchange hand and face-up cards, then “ready to play”.",
        "over": "Game over.", "may_add": "may add a drawn card",
    },
    "ru": {
        "pile": "Стопка", "empty": "пусто", "to_beat": "побить", "anything": "можно всё",
        "stock": "колода", "burned": "сгорело", "pick_ups": "взятий", "seat": "игрок",
        "hand": "рука", "face_up": "открытые", "face_down": "закрытые", "status": "",
        "you": "вы", "other": "соперник", "turn": "ходит",
        "may_act": "может вмешаться", "ready": "обмен закончен", "swapping": "меняется",
        "place": "{n}-е место", "your_hand": "Ваша рука", "drawn": "взято", "known": "известно",
        "swap": "Обмен: меняйте карты руки и открытые, затем «закончить обмен».",
        "over": "Партия окончена.", "may_add": "может доложить взятую карту",
    },
}


_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def card_text(code: str, lang: str) -> Text:
    """One card, red for diamonds and hearts."""
    c = parse_card(code)
    return Text(short_name(c, lang), style="bold red" if c.suit in (1, 2) else "bold")


def cards_text(codes: list[str] | None, lang: str, empty: str = "—") -> Text:
    if not codes:
        return Text(empty, style="dim")
    return Text(" ").join(card_text(code, lang) for code in codes)


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The whole table for one seat (or a spectator); `names`: each seat's name as the terminal
    shows it (the viewer's own as "you")."""
    w = _WORDS["ru" if lang == "ru" else "en"]
    parts: list[RenderableType] = [_centre(view, w, lang), _seats(view, w, lang, names)]
    you = view.get("you")
    if you is not None:
        mine = view["seats"][you]
        line = Text(f"{w['your_hand']}: ", style="bold").append_text(
            cards_text(mine["hand"], lang))
        if view.get("drawn"):
            line.append(f"   ({w['drawn']}: ").append_text(
                cards_text(view["drawn"], lang)).append(")")
        parts.append(line)
    if view["phase"] == "swap":
        parts.append(Text(w["swap"], style="italic"))
    elif view["phase"] == "over":
        parts.append(Text(w["over"], style="bold"))
    return Group(*parts)


def _centre(view: dict[str, Any], w: dict[str, str], lang: str) -> Text:
    pile = view["pile"]
    line = Text(f"{w['pile']} ({len(pile)}): ", style="bold")
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
        name = Text(who, style="bold cyan" if s == turn else "")
        hand = Text(str(seat["hand_count"]))
        if seat.get("known") and s != you:
            hand.append(f"  {w['known']}: ", style="dim").append_text(
                cards_text(seat["known"], lang))
        table.add_row(name, hand, cards_text(seat["face_up"], lang), str(seat["face_down"]),
                      _status(view, s, seat, w, turn, actors))
    return table


def _status(view: dict[str, Any], s: int, seat: dict[str, Any], w: dict[str, str],
            turn: int | None, actors: list[int]) -> Text:
    if seat.get("finished"):
        place = seat["finished"]
        n = _ORDINALS.get(place, f"{place}th") if w is _WORDS["en"] else place
        return Text(w["place"].format(n=n), style="green")
    if view["phase"] == "swap":
        return Text(w["ready"] if seat["ready"] else w["swapping"], style="dim")
    if view["phase"] == "over":
        return Text("")
    if s == turn:
        return Text(f"▶ {w['turn']}", style="bold cyan")
    if s == view.get("may_add"):
        return Text(w["may_add"], style="yellow")
    if s in actors:
        return Text(w["may_act"], style="dim")
    return Text("")
