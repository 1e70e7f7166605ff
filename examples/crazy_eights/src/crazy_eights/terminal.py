"""Crazy Eights in the terminal (declared as `CrazyEightsGame.terminal_renderer`): the pile's top
card and the suit to follow, the stock, each seat's count of cards and your own hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from koloda.core import CATALOG, parse_card, short_name

RED = {"D", "H"}


def card_text(code: str, lang: str) -> Text:
    """A card as its short name, hearts and diamonds in red."""
    return Text(short_name(parse_card(code), lang), style="bold red" if code[-1] in RED else "bold")


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    say = lambda msg_id, **args: CATALOG.format(msg_id, args, lang)  # noqa: E731
    names = names or [str(s + 1) for s in range(view["players"])]
    follow = say("crazy_eights-term-follow", suit=view["suit"])
    pile = Text.assemble(say("crazy_eights-term-pile") + ": ", card_text(view["top"], lang),
                         f"  ({follow})  ", say("crazy_eights-term-stock", count=view["stock"]))
    seats = [Text.assemble(("▶ " if seat == view["turn"] else "  "), f"{names[seat]}: ",
                           say("crazy_eights-term-cards", count=count))
             for seat, count in enumerate(view["hands"])]
    parts: list[RenderableType] = [pile, *seats]
    if view.get("hand") is not None:
        hand = Text(say("crazy_eights-term-hand") + ": ")
        for code in view["hand"]:
            hand.append_text(card_text(code, lang))
            hand.append(" ")
        parts.append(hand)
    return Group(*parts)
