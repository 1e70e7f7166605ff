"""Clash of Decks in the terminal (duel and solo): each side's hand with its Bastion/Fort, and the
two rows facing each other across the bridges. Drawn from the view only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from koloda.games.clash_of_decks.cards import ABILITY_NAMES

WORDS = {
    "en": {"opponent": "opponent", "left": "left side", "right": "right side", "you": "you",
           "ai": "automaton", "turn": "Turn {n}",
           "mana": "mana {n}", "hand": "hand", "top": "top", "bottom": "bottom",
           "bridge": "bridge", "health": "health {n}", "deck": "deck {n}", "discard": "discard",
           "over": "Game over", "winner": "winner: {who}", "draw": "a draw", "hidden": "?",
           "pending": "choose the order your destroyed creatures return in",
           "pending_other": "{who}: choosing the order the destroyed creatures return in",
           "pick": "Revealed cards", "phase": {"summon": "summoning", "assault": "assault",
                                                "deck": "choosing decks", "draft": "draft",
                                                "choose": "choosing cards", "ban": "bans",
                                                "pick": "the deal", "ai_summon": "automaton",
                                                "over": "over"},
           "picks": "picks", "final": "the automaton's last turn is coming"},
    "ru": {"opponent": "соперник", "left": "левая сторона", "right": "правая сторона",
           "you": "вы", "ai": "автомат", "turn": "Ход {n}",
           "mana": "мана {n}", "hand": "рука", "top": "верх", "bottom": "низ",
           "bridge": "мост", "health": "здоровье {n}", "deck": "колода {n}", "discard": "сброс",
           "over": "Партия окончена", "winner": "победа: {who}", "draw": "ничья", "hidden": "?",
           "pending": "выберите порядок возврата ваших уничтоженных существ",
           "pending_other": "{who}: выбор порядка возврата уничтоженных существ",
           "pick": "Открытые карты", "phase": {"summon": "призыв", "assault": "штурм",
                                                "deck": "выбор колод", "draft": "драфт",
                                                "choose": "выбор карт", "ban": "запреты",
                                                "pick": "раздача", "ai_summon": "автомат",
                                                "over": "конец"},
           "picks": "выбрано", "final": "у автомата остался последний ход"},
}


def _w(lang: str, key: str, **params: Any) -> Any:
    value = WORDS["ru" if lang == "ru" else "en"][key]
    return value.format(**params) if isinstance(value, str) else value


def card_name(view: dict[str, Any], key: str | None, lang: str) -> str:
    if key is None:
        return _w(lang, "hidden")
    if key in ("bastion", "fort"):
        return key.upper() if lang != "ru" else ("БАСТИОН" if key == "bastion" else "ФОРТ")
    card = view.get("cards", {}).get(key)
    if not card:
        return key
    return card["name"]["ru" if lang == "ru" else "en"]


def card_chip(view: dict[str, Any], key: str | None, lang: str) -> Text:
    """A card in hand: name, cost and, for a creature, attack/health (a spell: its damage)."""
    if key in ("bastion", "fort"):
        return Text(f"[{card_name(view, key, lang)}]", style="bold red")
    if key is None:
        return Text("[?]", style="dim")
    card = view.get("cards", {}).get(key, {})
    stats = (f"{card.get('damage')}⚡" if card.get("kind") == "spell"
             else f"{card.get('attack')}/{card.get('health')}")
    style = "magenta" if card.get("kind") == "spell" else "white"
    return Text(f"[{card_name(view, key, lang)} {card.get('cost')}◆ {stats}]", style=style)


def creature_chip(view: dict[str, Any], c: dict[str, Any], lang: str) -> Text:
    out = Text(card_name(view, c["card"], lang), style="bold" if not c.get("new") else "italic")
    out.append(f" {c['attack']}/{c['health']}", style="red" if c.get("damage") else "")
    marks = ability_words(c.get("abilities", []), lang)
    if marks:
        out.append(f" ({marks})", style="cyan")
    return out


def ability_words(keys: list[str], lang: str) -> str:
    """Abilities by their full names ("Rage, Berserk")."""
    return ", ".join(ABILITY_NAMES[k].get(lang) if k in ABILITY_NAMES else k for k in keys)


def side_name(view: dict[str, Any], side: int, lang: str) -> str:
    if view.get("mode") == "solo":
        return _w(lang, "you") if side == 0 else _w(lang, "ai")
    names = view.get("_names")
    if names and 0 <= side < len(names):  # the terminal's names for the seats
        return str(names[side])
    # Without names: the reader is "you", the other side the opponent (a spectator
    # reads the sides by where they sit on the board).
    if side == view.get("seat"):
        return _w(lang, "you")
    if view.get("seat") in (0, 1):
        return _w(lang, "opponent")
    return _w(lang, "left" if side == 0 else "right")


def _line(view: dict[str, Any], creatures: list[dict[str, Any]], lang: str,
          toward_bridge_right: bool) -> Text:
    chips = [creature_chip(view, c, lang) for c in creatures]
    if toward_bridge_right:
        chips.reverse()  # the left side's creatures face the bridge on the right
    out = Text()
    for i, chip in enumerate(chips):
        if i:
            out.append("  ")
        out.append_text(chip)
    return out or Text("—", style="dim")


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The board as `view` shows it (seats by the terminal's `names`)."""
    view = {**view, "_names": list(names) if names else None}
    parts: list[RenderableType] = []
    phase = view.get("phase", "")
    head = Text(_w(lang, "turn", n=view.get("turn", 1)), style="bold")
    head.append(f" · {_w(lang, 'phase').get(phase, phase)}")
    if phase in ("summon", "assault"):
        head.append(f" · {side_name(view, view.get('active', 0), lang)}")
        head.append(f" · {_w(lang, 'mana', n=view.get('mana', 0))}")
    parts.append(head)
    setup = view.get("setup")
    if setup:
        line = Text(f"{_w(lang, 'pick')}: ")
        for key in setup.get("revealed", []):
            line.append_text(card_chip(view, key, lang))
            line.append(" ")
        parts.append(line)
    board = Table(box=box.SIMPLE, pad_edge=False, show_header=True)
    board.add_column(side_name(view, 0, lang), justify="right")
    board.add_column(_w(lang, "bridge"), justify="center", style="dim")
    board.add_column(side_name(view, 1, lang), justify="left")
    rows = view.get("rows", [[[], []], [[], []]])
    for r, label in ((0, "top"), (1, "bottom")):
        board.add_row(_line(view, rows[0][r], lang, True), _w(lang, label),
                      _line(view, rows[1][r], lang, False))
    parts.append(board)
    health = view.get("health") or [None, None]
    for side, cards in enumerate(view.get("hands", [])):
        if view.get("mode") == "solo" and side == 1:
            ai = view.get("ai", {})
            text = Text(f"{_w(lang, 'ai')}: {_w(lang, 'deck', n=ai.get('deck', 0))}",
                        style="bold")
            text.append(f" · {'ФОРТ' if lang == 'ru' else 'FORT'}" if view["fort"][1] else "")
            text.append(f" · {_w(lang, 'discard')}: {len(ai.get('discard', []))}")
            parts.append(text)
            if ai.get("final_coming"):
                parts.append(Text(_w(lang, "final"), style="bold red"))
            continue
        text = Text(f"{side_name(view, side, lang)} · {_w(lang, 'hand')}: ", style="bold")
        for key in cards:
            text.append_text(card_chip(view, key, lang))
            text.append(" ")
        if health[side] is not None:
            text.append(f"({_w(lang, 'health', n=health[side])})", style="red")
        parts.append(text)
    pending = view.get("pending")
    if pending:
        mine = pending["side"] == view.get("seat") or view.get("mode") == "solo"
        words = _w(lang, "pending") if mine else _w(
            lang, "pending_other", who=side_name(view, pending["side"], lang))
        parts.append(Text(words, style="bold cyan"))
    if phase == "over":
        winner = view.get("winner")
        result = (_w(lang, "draw") if winner is None
                  else _w(lang, "winner", who=side_name(view, winner, lang)))
        parts.append(Text(f"{_w(lang, 'over')}: {result}", style="bold"))
    return Group(*parts)
