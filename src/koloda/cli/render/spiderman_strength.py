"""Spider-Man: Battle of Strength in the terminal: every seat's deck, the viewer's own top card
when he may look at it, and the last round's reveals, drawn from the view alone. Battle in the
Dark (`spiderman_dark`) reuses the pieces here."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

WORDS = {
    "en": {
        "strength": "Spider-Man: Battle of Strength", "dark": "Spider-Man: Battle in the Dark",
        "round": "round", "of": "of", "seat": "seat", "cards": "cards", "known": "known below",
        "out": "out", "you": "you", "starts": "starts", "calls": "calls",
        "classic": "classic choice: the starter names the category",
        "top": "Your top card", "last": "Last round", "playoff": "play-off",
        "wins": "wins the round", "draw": "a draw: the cards go back",
        "over": "Game over", "place": "place", "aside": "set aside", "set": "card set",
        "symbols": "symbols", "kind": {"hero": "hero", "villain": "villain", "bonus": "bonus"},
        "called": "called", "named": "named", "best": "best score",
    },
    "ru": {
        "strength": "Человек-Паук: Битва силачей", "dark": "Человек-Паук: Сражение во тьме",
        "round": "раунд", "of": "из", "seat": "место", "cards": "карточек",
        "known": "известно снизу", "out": "выбыл", "you": "вы", "starts": "начинает",
        "calls": "ведёт", "classic": "классический выбор: начинающий называет категорию",
        "top": "Ваша верхняя карточка", "last": "Прошлый раунд", "playoff": "плей-офф",
        "wins": "выигрывает раунд", "draw": "ничья: карточки возвращаются",
        "over": "Игра окончена", "place": "место", "aside": "отложено", "set": "набор",
        "symbols": "символы", "kind": {"hero": "герой", "villain": "злодей", "bonus": "бонус"},
        "called": "назван символ", "named": "названа категория", "best": "лучший балл",
    },
}


def words(lang: str) -> dict[str, Any]:
    return WORDS["ru" if lang == "ru" else "en"]


def name(text: dict[str, str] | None, lang: str) -> str:
    """A bilingual {en, ru} text from the view in the reader's language."""
    if not text:
        return "—"
    return text.get("ru" if lang == "ru" else "en") or text.get("en", "")


def card_name(view: dict[str, Any], card: int, lang: str) -> str:
    return name(view["catalog"]["cards"][card]["name"], lang)


def player(seat: int, lang: str) -> str:
    return f"{'Игрок' if lang == 'ru' else 'Player'} {seat + 1}"


def card_table(view: dict[str, Any], card: int, lang: str, symbols: bool) -> Table:
    """One card face: its name and kind, then its scores (or its three symbol counts)."""
    w = words(lang)
    data = view["catalog"]["cards"][card]
    table = Table(box=box.ROUNDED, show_header=False,
                  title=f"{name(data['name'], lang)} ({w['kind'].get(data['kind'], data['kind'])})")
    table.add_column(style="cyan")
    table.add_column(justify="right")
    if symbols:
        for entry, count in zip(view["catalog"]["symbols"], data["symbols"], strict=False):
            table.add_row(name(entry["name"], lang), "●" * count or "0")
    else:
        best = max(data["scores"])
        for entry, score in zip(view["catalog"]["categories"], data["scores"], strict=False):
            table.add_row(name(entry["name"], lang),
                          Text(str(score), style="bold yellow" if score == best else ""))
    return table


def seats_table(view: dict[str, Any], lang: str, actor: int | None, verb: str) -> Table:
    """Every seat's deck: how many cards, how many of them everybody saw go under it."""
    w = words(lang)
    table = Table(box=box.SIMPLE, pad_edge=False)
    for head in (w["seat"], w["cards"], w["known"], ""):
        table.add_column(head)
    outcome = view.get("outcome")
    for seat, deck in enumerate(view["decks"]):
        notes = []
        if seat == view.get("seat"):
            notes.append(w["you"])
        if deck["out"]:
            notes.append(w["out"])
        if seat == actor and not outcome:
            notes.append(verb)
        if outcome:
            notes.append(f"{w['place']} {outcome['ranks'][seat]}")
        style = "dim" if deck["out"] else ("bold" if seat == actor else "")
        table.add_row(player(seat, lang), str(deck["count"]), str(len(deck["known"])),
                      ", ".join(notes), style=style)
    return table


def header(view: dict[str, Any], lang: str) -> Text:
    w = words(lang)
    out = Text(w[view["mode"]], style="bold")
    out.append(f"   {w['round']} {view['round']} {w['of']} {view['round_limit']}")
    out.append(f"   {w['aside']}: {view['set_aside']}")
    if view.get("classic"):
        out.append(f"\n{w['classic']}", style="italic")
    if view.get("outcome"):
        out.append(f"\n{w['over']}", style="bold green")
    return out


def footer(view: dict[str, Any], lang: str) -> Text:
    return Text(f"{words(lang)['set']}: {name(view['catalog']['name'], lang)}", style="dim")


def last_round(view: dict[str, Any], lang: str) -> Text | None:
    """The last round's reveals, stage by stage, and who won them."""
    last = view.get("last")
    if not last:
        return None
    w = words(lang)
    out = Text(f"{w['last']}:", style="bold")
    if last.get("category"):
        cats = {c["id"]: c["name"] for c in view["catalog"]["categories"]}
        out.append(f" {w['named']} {name(cats.get(last['category']), lang)}")
    for i, stage in enumerate(last["stages"]):
        out.append(f"\n  {w['playoff'] if i else '•'} ")
        out.append(", ".join(f"{player(s, lang)}: {card_name(view, c, lang)} {score}"
                             for s, c, score in stage))
    winner = last.get("winner")
    out.append("\n  ")
    out.append(f"{player(winner, lang)} {w['wins']}" if winner is not None else w["draw"],
               style="bold")
    return out


def render(view: dict[str, Any], lang: str) -> RenderableType:
    """The Battle of Strength table as `view` shows it to its seat (or to a spectator)."""
    w = words(lang)
    parts: list[RenderableType] = [header(view, lang),
                                   seats_table(view, lang, view["starter"], w["starts"])]
    if view.get("top") is not None:
        parts.append(Text(w["top"], style="bold"))
        parts.append(card_table(view, view["top"], lang, symbols=False))
    shown = last_round(view, lang)
    if shown is not None:
        parts.append(shown)
    parts.append(footer(view, lang))
    return Group(*parts)
