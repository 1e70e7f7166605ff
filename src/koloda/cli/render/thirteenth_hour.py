"""13th Hour in the terminal: the face-up card, then one line a seat (its row, points against its
limit, kept pluses). Drawn from the view only: it has no names, so the other seats are named by
where they sit from the viewer (the left neighbour deals next)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import text
from koloda.core.catalog import render as render_message

# (importing the game's package loads its catalog: the words for cards)
from koloda.games.thirteenth_hour.cards import card_message

#: the words of the table, each a message of this package's catalog
_IDS = {
    "round": "cli-render-thirteenth_hour-round", "last": "cli-render-thirteenth_hour-last",
    "stock": "cli-render-thirteenth_hour-stock", "discard": "cli-render-thirteenth_hour-discard",
    "player": "cli-render-thirteenth_hour-player", "you": "cli-render-thirteenth_hour-you",
    "left": "cli-render-thirteenth_hour-left", "right": "cli-render-thirteenth_hour-right",
    "across": "cli-render-thirteenth_hour-across",
    "across_left": "cli-render-thirteenth_hour-across-left",
    "across_right": "cli-render-thirteenth_hour-across-right",
    "opponent": "cli-render-thirteenth_hour-opponent",
    "deals": "cli-render-thirteenth_hour-deals",
    "deals_any": "cli-render-thirteenth_hour-deals-any",
    "refuse_any": "cli-render-thirteenth_hour-refuse-any",
    "refuse": "cli-render-thirteenth_hour-refuse", "row": "cli-render-thirteenth_hour-row",
    "points": "cli-render-thirteenth_hour-points", "kept": "cli-render-thirteenth_hour-kept",
    "seat": "cli-render-thirteenth_hour-seat", "over": "cli-render-thirteenth_hour-over",
    "hand": "cli-render-thirteenth_hour-hand", "return": "cli-render-thirteenth_hour-return",
    "limit": "cli-render-thirteenth_hour-limit", "batch": "cli-render-thirteenth_hour-batch",
    "legend": "cli-render-thirteenth_hour-legend", "wait": "cli-render-thirteenth_hour-wait",
    "dealer": "cli-render-thirteenth_hour-dealer", "marker": "cli-render-thirteenth_hour-marker",
}


def _word(lang: str, key: str, **params: Any) -> str:
    return text(_IDS[key], **params).get(lang)


def seat_word(seat: int, me: int | None, players: int, lang: str) -> str:
    """A seat as the viewer sees it: "you", or where it sits from the viewer (a spectator sees
    only players)."""
    if seat == me:
        return _word(lang, "you")
    if me is None:
        return _word(lang, "player")
    if players == 2:
        return _word(lang, "opponent")
    step = (seat - me) % players  # 1: the left neighbour, who deals after the viewer
    if step == 1:
        return _word(lang, "left")
    if step == players - 1:
        return _word(lang, "right")
    if players == 4:
        return _word(lang, "across")
    return _word(lang, "across_left" if step == 2 else "across_right")


def card_text(code: str, lang: str) -> RichText:
    """One card as a coloured chip: green plus cards, red high numbers, named specials."""
    for special in ("hand", "return", "limit"):
        if code.startswith(special):
            return RichText(f"[{_word(lang, special)}{code[len(special):]}]", style="bold magenta")
    if code.strip("+") == "":
        return RichText(f"[{code}]", style="bold green")
    digits = code.rstrip("+*")
    points = int(digits) if digits.isdigit() else 0
    style = "red" if points >= 4 else "yellow" if points >= 2 else "white"
    if "+" in code:
        style += " bold"
    return RichText(f"[{code}]", style=style)


def _cards(codes: list[str], lang: str) -> RichText:
    out = RichText()
    for i, code in enumerate(codes):
        if i:
            out.append(" ")
        out.append_text(card_text(code, lang))
    return out or RichText("—", style="dim")


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The table as `view` shows it (every seat sees the same; the face-down order is secret)."""
    players = view.get("players", 0)
    me = view.get("seat")
    head = RichText(_word(lang, "round", n=str(view.get("round", 1))), style="bold")
    if view.get("last_round"):
        head.append(f" ({_word(lang, 'last')})", style="bold red")
    head.append(f" · {_word(lang, 'stock', n=str(view.get('stock', 0)))}")
    head.append(f" · {_word(lang, 'discard', n=str(view.get('discard', 0)))}")
    lines: list[RenderableType] = [head]
    given = list(names) if names else None

    def name(s: int) -> str:  # the terminal's names; without them, where the seat sits
        return given[s] if given and 0 <= s < len(given) else seat_word(s, me, players, lang)
    if view.get("over"):
        lines.append(RichText(_word(lang, "over"), style="bold"))
    elif view.get("face_up") is not None:
        deal = RichText((_word(lang, "deals", who=name(view["dealer"])) if me is not None
                     else _word(lang, "deals_any")) + " ")
        deal.append(render_message(card_message(view["face_up"]), lang) + " ")
        deal.append_text(card_text(view["face_up"], lang))
        deal.append(f"  ({_word(lang, 'batch', n=str(view.get('batch', 0)))})", style="dim")
        lines.append(deal)
        if view.get("receiver") is not None:
            ask = (_word(lang, "refuse", who=name(view["receiver"])) if me is not None
                   else _word(lang, "refuse_any"))
            lines.append(RichText(ask, style="bold cyan"))
    table = Table(box=box.SIMPLE, pad_edge=False)
    table.add_column(_word(lang, "seat"), no_wrap=True)
    table.add_column(_word(lang, "row"))
    table.add_column(_word(lang, "points"), justify="right", no_wrap=True)
    table.add_column(_word(lang, "kept"))
    served = view.get("served", [])
    for seat in range(players):
        label = RichText(name(seat), style="bold" if seat == me else "")
        if seat == view.get("dealer"):
            label.append(" ◆", style="cyan")
        if seat == view.get("marker"):
            label.append(" ★", style="yellow")
        if seat < len(served) and served[seat] and not view.get("over"):
            label.append(" ✓", style="dim")
        points, limit = view["points"][seat], view["limits"][seat]
        near = limit - points <= 3
        kept = RichText(f"{view['pluses'][seat]}+ ", style="bold green")
        kept.append_text(_cards(view["won"][seat], lang))
        table.add_row(label, _cards(view["rows"][seat], lang),
                      RichText(f"{points}/{limit}", style="bold red" if near else ""), kept)
    lines.append(table)
    legend = RichText(f"◆ {_word(lang, 'dealer')}  ★ {_word(lang, 'marker')}  ✓ {_word(lang, 'wait')}  · "
                  f"{_word(lang, 'legend')}", style="dim")
    lines.append(legend)
    return Group(*lines)
