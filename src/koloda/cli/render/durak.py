"""Durak in the terminal: trump and stock, the attack/defence pairs, every seat's count and the
viewer's hand, drawn from the view alone (red suits for diamonds and hearts). Seats go by the
names the terminal gives; without them the viewer is "you" and the others "opponent"."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import KolodaError, parse_card, parse_cards, short_name, text
from koloda.games.durak.actions import CODEC

SUITS = "CDHS"
#: the words of the table, each a message of this package's catalog
_IDS = {
    "title": "cli-render-durak-title", "trump": "cli-render-durak-trump",
    "stock": "cli-render-durak-stock", "discard": "cli-render-durak-discard",
    "attack": "cli-render-durak-attack", "defence": "cli-render-durak-defence",
    "empty": "cli-render-durak-empty", "other": "cli-render-durak-other",
    "you": "cli-render-durak-you",
    "attacker": "cli-render-durak-attacker", "defender": "cli-render-durak-defender",
    "thrower": "cli-render-durak-thrower", "passed": "cli-render-durak-passed",
    "taking": "cli-render-durak-taking", "turn": "cli-render-durak-turn",
    "known": "cli-render-durak-known", "hand": "cli-render-durak-hand",
    "durak": "cli-render-durak-durak", "draw": "cli-render-durak-draw",
    "over": "cli-render-durak-over", "bout": "cli-render-durak-bout",
    "limit": "cli-render-durak-limit", "drawn": "cli-render-durak-drawn",
}


@cache
def _words(lang: str) -> dict[str, str]:
    """Every word of `_IDS` in `lang`."""
    return {key: text(msg_id).get(lang) for key, msg_id in _IDS.items()}


def card_text(code: str, lang: str, trump_suit: str | None = None) -> RichText:
    """One card, red for ♦ and ♥, trumps in bold."""
    c = parse_card(code)
    style = "red" if c.suit in (1, 2) else "default"
    if trump_suit is not None and SUITS[c.suit] == trump_suit:
        style += " bold"
    return RichText(short_name(c, lang), style=style)


def cards_text(codes: list[str], lang: str, trump_suit: str | None = None) -> RichText:
    out = RichText()
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



def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The table as `view` shows it to its seat (or to a spectator); `names`: each seat's name
    as the terminal shows it (the viewer's own as "you")."""
    w = _words("ru" if lang == "ru" else "en")

    def name_of(s: int) -> str:
        if names and 0 <= s < len(names):
            return names[s]
        return w["you"] if s == view["you"] else w["other"]

    trump_suit = view["trump_suit"]
    header = RichText()
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
                      card_text(defence, lang, trump_suit) if defence else RichText("·", style="dim"))
    middle: RenderableType = table if view["table"] else RichText(w["empty"], style="dim")

    seats = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
    seats.add_column()
    seats.add_column(justify="right")
    seats.add_column()
    for s, seat in enumerate(view["seats"]):
        name = RichText(name_of(s), style="bold" if s == view["you"] else "")
        if s == view["turn"]:
            name.stylize("reverse")
        roles = []
        if seat["out"] is not None:
            roles.append(text("cli-render-durak-out", n=seat["out"]).get(lang))
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
        note = RichText(", ".join(roles))
        if seat["known"] and s != view["you"]:
            note.append(f"  {w['known']}: ")
            note.append_text(cards_text(seat["known"], lang, trump_suit))
        seats.add_row(name, text("cli-render-durak-cards", n=seat["hand_count"]).get(lang), note)

    parts: list[RenderableType] = [header, middle, seats]
    you = view["you"]
    if you is not None and view["seats"][you]["hand"] is not None:
        hand = RichText(f"{w['hand']}: ", style="bold")
        hand.append_text(cards_text(sort_hand(view["seats"][you]["hand"], trump_suit), lang,
                                    trump_suit))
        parts.append(hand)
    if view["phase"] == "over":
        parts.append(RichText(f"{w['over']}: " + (f"{w['durak']} — {name_of(view['durak'])}"
                                              if view["durak"] is not None else w["draw"]),
                          style="bold"))
    return Panel(Group(*parts), title=w["title"], expand=False)


def read_move(view: dict[str, Any], seat: int, typed: str,
              legal: Sequence[Any]) -> dict[str, Any] | None:
    """A move named by its cards, legal or not (`koloda learn`): the defender's one card
    defends against the first unbeaten attack it may beat (among `legal`), else the first
    unbeaten one; two cards are the card and the attack it beats; anyone else's one card is an
    attack. None: not cards."""
    try:
        cards = [c.code for c in parse_cards(typed)]
    except KolodaError:
        return None
    if not cards:
        return None
    if view.get("defender") == seat and not view.get("taking"):
        unbeaten = [p["attack"] for p in view.get("table") or [] if p.get("defense") is None]
        if len(cards) == 2:
            return {"type": "defend", "card": cards[0], "attack": cards[1]}
        if len(cards) == 1 and unbeaten:
            legal_data = [CODEC.encode(a) for a in legal]
            for attack in unbeaten:
                data = {"type": "defend", "card": cards[0], "attack": attack}
                if data in legal_data:
                    return data
            return {"type": "defend", "card": cards[0], "attack": unbeaten[0]}
        return None
    return {"type": "attack", "card": cards[0]} if len(cards) == 1 else None
