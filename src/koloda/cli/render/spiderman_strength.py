"""Spider-Man: Battle of Strength in the terminal: every seat's deck, the viewer's own top card
when he may look at it, and the last round's reveals, drawn from the view alone. Battle in the
Dark (`spiderman_dark`) reuses the pieces here.

The view names no one, so seats are "you" and "opponent" (for a spectator, "player"); the log
above the table names everyone."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import text

#: the words of the table, each a message of this package's catalog (Battle in the Dark's
#: own words too: it shares these pieces)
_IDS = {
    "strength": "cli-render-spiderman_strength-title", "dark": "cli-render-spiderman_dark-title",
    "seat": "cli-render-spiderman_strength-seat", "cards": "cli-render-spiderman_strength-cards",
    "known": "cli-render-spiderman_strength-known", "out": "cli-render-spiderman_strength-out",
    "you": "cli-render-spiderman_strength-you",
    "opponent": "cli-render-spiderman_strength-opponent",
    "player": "cli-render-spiderman_strength-player",
    "an opponent": "cli-render-spiderman_strength-an-opponent",
    "a player": "cli-render-spiderman_strength-a-player",
    "starts": "cli-render-spiderman_strength-starts", "calls": "cli-render-spiderman_dark-calls",
    "classic": "cli-render-spiderman_strength-classic",
    "top": "cli-render-spiderman_strength-top", "last": "cli-render-spiderman_strength-last",
    "playoff": "cli-render-spiderman_strength-playoff",
    "wins": "cli-render-spiderman_strength-wins",
    "you win": "cli-render-spiderman_strength-you-win",
    "draw": "cli-render-spiderman_strength-draw", "over": "cli-render-spiderman_strength-over",
    "aside": "cli-render-spiderman_strength-aside", "set": "cli-render-spiderman_strength-set",
    "called": "cli-render-spiderman_dark-called", "named": "cli-render-spiderman_strength-named",
}
#: a card's kind in words
_KINDS = {
    "hero": "cli-render-spiderman_strength-hero",
    "villain": "cli-render-spiderman_strength-villain",
    "bonus": "cli-render-spiderman_strength-bonus",
}


@cache
def _words(lang: str) -> dict[str, str]:
    return {key: text(msg_id).get(lang) for key, msg_id in _IDS.items()}


def words(lang: str) -> dict[str, str]:
    """Every word of `_IDS` in `lang` (English unless "ru")."""
    return _words("ru" if lang == "ru" else "en")


def kind_word(kind: str, lang: str) -> str:
    """A card's kind in words (an unknown one as the catalog names it)."""
    return text(_KINDS[kind]).get(lang) if kind in _KINDS else kind


def name(text: dict[str, str] | None, lang: str) -> str:
    """A bilingual {en, ru} text from the view in the reader's language."""
    if not text:
        return "—"
    return text.get("ru" if lang == "ru" else "en") or text.get("en", "")


def card_name(view: dict[str, Any], card: int, lang: str) -> str:
    return name(view["catalog"]["cards"][card]["name"], lang)


def player(view: dict[str, Any], seat: int, lang: str, article: bool = False) -> str:
    """A seat by the name the terminal gives it; without names, as the view can name it: you,
    or an opponent (to a spectator, a player)."""
    w = words(lang)
    names = view.get("_names")
    if names and 0 <= seat < len(names):
        return str(names[seat])
    if seat == view.get("seat"):
        return w["you"]
    if view.get("seat") is None:
        return w["a player" if article else "player"]
    return w["an opponent" if article else "opponent"]


def place(rank: int, lang: str) -> str:
    """A finishing place: "first", "1-е место"."""
    return text("cli-render-spiderman_strength-place", rank=rank).get(lang)


def winner_line(view: dict[str, Any], winner: int | None, lang: str) -> str:
    w = words(lang)
    if winner is None:
        return w["draw"]
    if winner == view.get("seat"):
        return w["you win"]
    return f"{player(view, winner, lang, article=True)} {w['wins']}"


def card_table(view: dict[str, Any], card: int, lang: str, symbols: bool) -> Table:
    """One card face: its name and kind, then its scores (or its three symbol counts)."""
    data = view["catalog"]["cards"][card]
    table = Table(box=box.ROUNDED, show_header=False,
                  title=f"{name(data['name'], lang)} ({kind_word(data['kind'], lang)})")
    table.add_column(style="cyan")
    table.add_column(justify="right")
    if symbols:
        for entry, count in zip(view["catalog"]["symbols"], data["symbols"], strict=False):
            table.add_row(name(entry["name"], lang), "●" * count or "0")
    else:
        best = max(data["scores"])
        for entry, score in zip(view["catalog"]["categories"], data["scores"], strict=False):
            table.add_row(name(entry["name"], lang),
                          RichText(str(score), style="bold yellow" if score == best else ""))
    return table


def seats_table(view: dict[str, Any], lang: str, actor: int | None, verb: str) -> Table:
    """Every seat's deck: how many cards, how many of them everybody saw go under it, then whose
    it is (last: a row never reads "player 12")."""
    w = words(lang)
    table = Table(box=box.SIMPLE, pad_edge=False)
    for head in (w["cards"], w["known"], w["seat"]):
        table.add_column(head)
    outcome = view.get("outcome")
    for seat, deck in enumerate(view["decks"]):
        notes = [player(view, seat, lang)]
        if deck["out"]:
            notes.append(w["out"])
        if seat == actor and not outcome:
            notes.append(verb)
        if outcome:
            notes.append(place(outcome["ranks"][seat], lang))
        style = "dim" if deck["out"] else ("bold" if seat == actor else "")
        table.add_row(str(deck["count"]), str(len(deck["known"])), ", ".join(notes),
                      style=style)
    return table


def header(view: dict[str, Any], lang: str) -> RichText:
    w = words(lang)
    out = RichText(w[view["mode"]], style="bold")
    out.append("   " + text("cli-render-spiderman_strength-round", round=str(view["round"]),
                             limit=str(view["round_limit"])).get(lang))
    out.append(f"   {w['aside']}: {view['set_aside']}")
    if view.get("classic"):
        out.append(f"\n{w['classic']}", style="italic")
    if view.get("outcome"):
        out.append(f"\n{w['over']}", style="bold green")
    return out


def footer(view: dict[str, Any], lang: str) -> RichText:
    return RichText(f"{words(lang)['set']}: {name(view['catalog']['name'], lang)}", style="dim")


def last_round(view: dict[str, Any], lang: str) -> RichText | None:
    """The last round's reveals, stage by stage, and who won them."""
    last = view.get("last")
    if not last:
        return None
    w = words(lang)
    out = RichText(f"{w['last']}:", style="bold")
    if last.get("category"):
        cats = {c["id"]: c["name"] for c in view["catalog"]["categories"]}
        out.append(f" {w['named']} {name(cats.get(last['category']), lang)}")
    for i, stage in enumerate(last["stages"]):
        out.append(f"\n  {w['playoff'] if i else '•'} ")
        out.append(", ".join(f"{player(view, s, lang)}: {card_name(view, c, lang)} {score}"
                             for s, c, score in stage))
    out.append("\n  ")
    out.append(winner_line(view, last.get("winner"), lang), style="bold")
    return out


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The Battle of Strength table as `view` shows it to its seat (or to a spectator)."""
    return mode_table(view, lang, names, "starter", "starts", symbols=False,
                      last_round=last_round)


def mode_table(view: dict[str, Any], lang: str, names: Sequence[str] | None, leader: str,
               leads: str, symbols: bool,
               last_round: Callable[[dict[str, Any], str], RichText | None]) -> RenderableType:
    """Either mode's table: the seats with the one who leads the round (the view's `leader`
    field, `leads` the word for it), the seat's own top card, the mode's last round, the footer."""
    view = {**view, "_names": list(names) if names else None}
    w = words(lang)
    parts: list[RenderableType] = [header(view, lang),
                                   seats_table(view, lang, view[leader], w[leads])]
    if view.get("top") is not None:
        parts.append(RichText(w["top"], style="bold"))
        parts.append(card_table(view, view["top"], lang, symbols=symbols))
    shown = last_round(view, lang)
    if shown is not None:
        parts.append(shown)
    parts.append(footer(view, lang))
    return Group(*parts)
