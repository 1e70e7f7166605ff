"""Spider-Man: Battle in the Dark in the terminal: every seat's deck, the caller's own top card
(only to him) and the last round's call and blind draws, drawn from the view alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text as RichText

from .spiderman_strength import (
    card_name,
    card_table,
    footer,
    header,
    name,
    player,
    seats_table,
    winner_line,
    words,
)


def last_round(view: dict[str, Any], lang: str) -> RichText | None:
    """The last call, each player's card and count, and who won."""
    last = view.get("last")
    if not last:
        return None
    w = words(lang)
    symbols = {s["id"]: s["name"] for s in view["catalog"]["symbols"]}
    out = RichText(f"{w['last']}: ", style="bold")
    out.append(f"{player(view, last['caller'], lang)}, {w['called']} "
               f"{name(symbols[last['symbol']], lang)}")
    for seat, card, count in last["plays"]:
        out.append(f"\n  {player(view, seat, lang)}: {card_name(view, card, lang)} {count}")
    out.append("\n  ")
    out.append(winner_line(view, last.get("winner"), lang), style="bold")
    return out


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The Battle in the Dark table as `view` shows it to its seat (or to a spectator)."""
    view = {**view, "_names": list(names) if names else None}
    w = words(lang)
    parts: list[RenderableType] = [header(view, lang),
                                   seats_table(view, lang, view["caller"], w["calls"])]
    if view.get("top") is not None:
        parts.append(RichText(w["top"], style="bold"))
        parts.append(card_table(view, view["top"], lang, symbols=True))
    shown = last_round(view, lang)
    if shown is not None:
        parts.append(shown)
    parts.append(footer(view, lang))
    return Group(*parts)
