"""13th Hour in the terminal: the face-up card, then one line a seat (its row, points against its
limit, kept pluses). Drawn from the view only."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

WORDS = {
    "en": {"round": "Round {n}", "last": "last round", "stock": "stock {n}",
           "discard": "discard {n}", "player": "player {n}", "you": "you",
           "deals": "dealer: {who} · turned up", "refuse": "{who}: refuse it with a hand, or take it?",
           "row": "row", "points": "points", "kept": "kept", "seat": "seat", "over": "Game over",
           "hand": "hand", "return": "return", "limit": "13→18", "batch": "{n} face down",
           "legend": "* draws one more card · + plus symbols · green: set aside at once",
           "wait": "had a card", "dealer": "dealer", "marker": "marker"},
    "ru": {"round": "Раунд {n}", "last": "последний раунд", "stock": "колода {n}",
           "discard": "сброс {n}", "player": "игрок {n}", "you": "вы",
           "deals": "раздаёт: {who} · открыта", "refuse": "{who}: отказаться рукой или взять?",
           "row": "ряд", "points": "очки", "kept": "плюсы", "seat": "место", "over": "Игра окончена",
           "hand": "рука", "return": "возврат", "limit": "13→18", "batch": "закрытых: {n}",
           "legend": "* тянет ещё карту · + плюсы · зелёные откладываются сразу",
           "wait": "получил", "dealer": "раздаёт", "marker": "маркер"},
}


def _word(lang: str, key: str, **params: Any) -> str:
    return WORDS["ru" if lang == "ru" else "en"][key].format(**params)


def card_text(code: str, lang: str) -> Text:
    """One card as a coloured chip: green plus cards, red high numbers, named specials."""
    for special in ("hand", "return", "limit"):
        if code.startswith(special):
            return Text(f"[{_word(lang, special)}{code[len(special):]}]", style="bold magenta")
    if code.strip("+") == "":
        return Text(f"[{code}]", style="bold green")
    digits = code.rstrip("+*")
    points = int(digits) if digits.isdigit() else 0
    style = "red" if points >= 4 else "yellow" if points >= 2 else "white"
    if "+" in code:
        style += " bold"
    return Text(f"[{code}]", style=style)


def _cards(codes: list[str], lang: str) -> Text:
    out = Text()
    for i, code in enumerate(codes):
        if i:
            out.append(" ")
        out.append_text(card_text(code, lang))
    return out or Text("—", style="dim")


def render(view: dict[str, Any], lang: str) -> RenderableType:
    """The table as `view` shows it (every seat sees the same; the face-down order is secret)."""
    players = view.get("players", 0)
    me = view.get("seat")
    head = Text(_word(lang, "round", n=view.get("round", 1)), style="bold")
    if view.get("last_round"):
        head.append(f" ({_word(lang, 'last')})", style="bold red")
    head.append(f" · {_word(lang, 'stock', n=view.get('stock', 0))}")
    head.append(f" · {_word(lang, 'discard', n=view.get('discard', 0))}")
    lines: list[RenderableType] = [head]
    name = lambda s: _word(lang, "you") if s == me else _word(lang, "player", n=s + 1)  # noqa: E731
    if view.get("over"):
        lines.append(Text(_word(lang, "over"), style="bold"))
    elif view.get("face_up") is not None:
        deal = Text(_word(lang, "deals", who=name(view["dealer"])) + ": ")
        deal.append_text(card_text(view["face_up"], lang))
        deal.append(f"  ({_word(lang, 'batch', n=view.get('batch', 0))})", style="dim")
        lines.append(deal)
        if view.get("receiver") is not None:
            lines.append(Text(_word(lang, "refuse", who=name(view["receiver"])), style="bold cyan"))
    table = Table(box=box.SIMPLE, pad_edge=False)
    table.add_column(_word(lang, "seat"), no_wrap=True)
    table.add_column(_word(lang, "row"))
    table.add_column(_word(lang, "points"), justify="right", no_wrap=True)
    table.add_column(_word(lang, "kept"))
    served = view.get("served", [])
    for seat in range(players):
        label = Text(name(seat), style="bold" if seat == me else "")
        if seat == view.get("dealer"):
            label.append(" ◆", style="cyan")
        if seat == view.get("marker"):
            label.append(" ★", style="yellow")
        if seat < len(served) and served[seat] and not view.get("over"):
            label.append(" ✓", style="dim")
        points, limit = view["points"][seat], view["limits"][seat]
        near = limit - points <= 3
        kept = Text(f"{view['pluses'][seat]}+ ", style="bold green")
        kept.append_text(_cards(view["won"][seat], lang))
        table.add_row(label, _cards(view["rows"][seat], lang),
                      Text(f"{points}/{limit}", style="bold red" if near else ""), kept)
    lines.append(table)
    legend = Text(f"◆ {_word(lang, 'dealer')}  ★ {_word(lang, 'marker')}  ✓ {_word(lang, 'wait')}  · "
                  f"{_word(lang, 'legend')}", style="dim")
    lines.append(legend)
    return Group(*lines)
