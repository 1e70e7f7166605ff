"""Spider-Man: Battle in the Dark in the terminal: every seat's deck, the caller's own top card
(only to him) and the last round's call and blind draws, drawn from the view alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType
from rich.text import Text as RichText

from .spiderman_strength import card_name, mode_table, name, player, winner_line, words


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
    return mode_table(view, lang, names, "caller", "calls", symbols=True, last_round=last_round)
