"""Durak in the terminal: trump and stock, the attack/defence pairs, every seat's count and the
viewer's hand, drawn from the view alone (red suits for diamonds and hearts). Seats go by the
names the terminal gives; without them the viewer is "you" and the others "opponent"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from koloda.core import parse_card, short_name

SUITS = "CDHS"
_WORDS = {
    "en": {
        "title": "Durak", "trump": "trump", "stock": "stock", "discard": "discard",
        "attack": "attack", "defence": "defence", "empty": "(the table is empty)",
        "other": "opponent", "cards": "cards", "you": "you", "attacker": "attacks",
        "defender": "defends", "thrower": "may throw in", "passed": "passed",
        "out": "out, {n} place",
        "taking": "takes", "turn": "to move", "known": "seen", "hand": "Your hand",
        "durak": "durak", "draw": "a draw: no durak", "over": "Game over", "bout": "bout",
        "limit": "limit", "drawn": "drawn",
    },
    "ru": {
        "title": "Дурак", "trump": "козырь", "stock": "прикуп", "discard": "отбой",
        "attack": "атака", "defence": "защита", "empty": "(на столе пусто)",
        "other": "соперник", "cards": "карт", "you": "вы", "attacker": "ходит",
        "defender": "отбивается", "thrower": "подкидывает", "passed": "пас",
        "out": "вне игры, {n}-е место", "taking": "берёт", "turn": "ходит сейчас", "known": "видели",
        "hand": "Ваши карты", "durak": "дурак", "draw": "ничья: дурака нет",
        "over": "Игра окончена", "bout": "заход №", "limit": "предел", "drawn": "взят",
    },
}


def card_text(code: str, lang: str, trump_suit: str | None = None) -> Text:
    """One card, red for ♦ and ♥, trumps in bold."""
    c = parse_card(code)
    style = "red" if c.suit in (1, 2) else "default"
    if trump_suit is not None and SUITS[c.suit] == trump_suit:
        style += " bold"
    return Text(short_name(c, lang), style=style)


def cards_text(codes: list[str], lang: str, trump_suit: str | None = None) -> Text:
    out = Text()
    for i, code in enumerate(codes):
        if i:
            out.append(" ")
        out.append_text(card_text(code, lang, trump_suit))
    return out


def sort_hand(codes: list[str], trump_suit: str) -> list[str]:
    """Plain suits first, trumps last, each by rank: how a player holds his fan."""
    def key(code: str) -> tuple[int, int, int]:
        c = parse_card(code)
        return (SUITS[c.suit] == trump_suit, c.suit, c.rank)
    return sorted(codes, key=key)


_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The table as `view` shows it to its seat (or to a spectator); `names`: each seat's name
    as the terminal shows it (the viewer's own as "you")."""
    w = _WORDS["ru" if lang == "ru" else "en"]

    def name_of(s: int) -> str:
        if names and 0 <= s < len(names):
            return names[s]
        return w["you"] if s == view["you"] else w["other"]

    trump_suit = view["trump_suit"]
    header = Text()
    header.append(f"{w['trump']}: ")
    if view["trump"]:
        header.append_text(card_text(view["trump"], lang, trump_suit))
    else:
        suit = parse_card("A" + trump_suit)
        header.append(short_name(suit, lang)[-1], style="red bold" if suit.suit in (1, 2) else "bold")
        header.append(f" ({w['drawn']})")
    header.append(f"   {w['stock']}: {view['stock']}   {w['discard']}: {view['discard']}")
    if view["phase"] == "play":
        header.append(f"   {w['bout']} {view['bout']}   {w['limit']}: {view.get('limit', '—')}")

    table = Table(box=box.SIMPLE, show_header=True, pad_edge=False)
    table.add_column(w["attack"])
    table.add_column(w["defence"])
    for pair in view["table"]:
        defence = pair["defense"]
        table.add_row(card_text(pair["attack"], lang, trump_suit),
                      card_text(defence, lang, trump_suit) if defence else Text("·", style="dim"))
    middle: RenderableType = table if view["table"] else Text(w["empty"], style="dim")

    seats = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
    seats.add_column()
    seats.add_column(justify="right")
    seats.add_column()
    for s, seat in enumerate(view["seats"]):
        name = Text(name_of(s), style="bold" if s == view["you"] else "")
        if s == view["turn"]:
            name.stylize("reverse")
        roles = []
        if seat["out"] is not None:
            place = seat["out"]
            n = _ORDINALS.get(place, f"{place}th") if lang != "ru" else place
            roles.append(w["out"].format(n=n))
        elif view["phase"] == "play":
            if s == view["attacker"]:
                roles.append(w["attacker"])
            elif s == view["defender"]:
                roles.append(w["taking"] if view["taking"] else w["defender"])
            elif s in view.get("throwers", []):
                roles.append(w["thrower"])
            if s in view["passed"]:
                roles.append(w["passed"])
        if view["durak"] == s:
            roles.append(w["durak"].upper())
        note = Text(", ".join(roles))
        if seat["known"] and s != view["you"]:
            note.append(f"  {w['known']}: ")
            note.append_text(cards_text(seat["known"], lang, trump_suit))
        seats.add_row(name, f"{seat['hand_count']} {w['cards']}", note)

    parts: list[RenderableType] = [header, middle, seats]
    you = view["you"]
    if you is not None and view["seats"][you]["hand"] is not None:
        hand = Text(f"{w['hand']}: ", style="bold")
        hand.append_text(cards_text(sort_hand(view["seats"][you]["hand"], trump_suit), lang,
                                    trump_suit))
        parts.append(hand)
    if view["phase"] == "over":
        parts.append(Text(f"{w['over']}: " + (f"{w['durak']} — {name_of(view['durak'])}"
                                              if view["durak"] is not None else w["draw"]),
                          style="bold"))
    return Panel(Group(*parts), title=w["title"], expand=False)
