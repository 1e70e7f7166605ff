"""Clash of Decks in the terminal (duel and solo): each side's hand with its Bastion/Fort, and the
two rows facing each other across the bridges. Drawn from the view only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from koloda.core import text
from koloda.games.clash_of_decks.cards import ABILITY_NAMES, card_set

#: the words of the board, each a message of this package's catalog
_IDS = {
    "opponent": "cli-render-clash_of_decks-opponent", "left": "cli-render-clash_of_decks-left",
    "right": "cli-render-clash_of_decks-right", "you": "cli-render-clash_of_decks-you",
    "ai": "cli-render-clash_of_decks-ai", "turn": "cli-render-clash_of_decks-turn",
    "mana": "cli-render-clash_of_decks-mana", "hand": "cli-render-clash_of_decks-hand",
    "top": "cli-render-clash_of_decks-top", "bottom": "cli-render-clash_of_decks-bottom",
    "bridge": "cli-render-clash_of_decks-bridge", "health": "cli-render-clash_of_decks-health",
    "deck": "cli-render-clash_of_decks-deck", "discard": "cli-render-clash_of_decks-discard",
    "over": "cli-render-clash_of_decks-over", "winner": "cli-render-clash_of_decks-winner",
    "draw": "cli-render-clash_of_decks-draw", "pending": "cli-render-clash_of_decks-pending",
    "pending_other": "cli-render-clash_of_decks-pending-other",
    "pick": "cli-render-clash_of_decks-pick", "final": "cli-render-clash_of_decks-final",
    "bastion": "cli-render-clash_of_decks-bastion", "fort": "cli-render-clash_of_decks-fort",
}
#: the phases by their names in the view
_PHASES = {
    "summon": "cli-render-clash_of_decks-phase-summon",
    "assault": "cli-render-clash_of_decks-phase-assault",
    "deck": "cli-render-clash_of_decks-phase-deck",
    "draft": "cli-render-clash_of_decks-phase-draft",
    "choose": "cli-render-clash_of_decks-phase-choose",
    "ban": "cli-render-clash_of_decks-phase-ban",
    "pick": "cli-render-clash_of_decks-phase-pick",
    "ai_summon": "cli-render-clash_of_decks-phase-ai_summon",
    "over": "cli-render-clash_of_decks-phase-over",
}


def _w(lang: str, key: str, **params: Any) -> str:
    return text(_IDS[key], **params).get(lang)


def _phase(lang: str, phase: str) -> str:
    """The phase in words (an unknown one as the view names it)."""
    return text(_PHASES[phase]).get(lang) if phase in _PHASES else phase


def card_name(view: dict[str, Any], key: str | None, lang: str) -> str:
    if key is None:
        return "?"
    if key in ("bastion", "fort"):
        return _w(lang, key)
    card = view.get("cards", {}).get(key)
    if not card:
        return key
    return card["name"]["ru" if lang == "ru" else "en"]


def card_chip(view: dict[str, Any], key: str | None, lang: str) -> RichText:
    """A card in hand: name, cost and, for a creature, attack/health (a spell: its damage)."""
    if key in ("bastion", "fort"):
        return RichText(f"[{card_name(view, key, lang)}]", style="bold red")
    if key is None:
        return RichText("[?]", style="dim")
    card = view.get("cards", {}).get(key, {})
    stats = (f"{card.get('damage')}⚡" if card.get("kind") == "spell"
             else f"{card.get('attack')}/{card.get('health')}")
    style = "magenta" if card.get("kind") == "spell" else "white"
    return RichText(f"[{card_name(view, key, lang)} {card.get('cost')}◆ {stats}]", style=style)


def creature_chip(view: dict[str, Any], c: dict[str, Any], lang: str) -> RichText:
    out = RichText(card_name(view, c["card"], lang), style="bold" if not c.get("new") else "italic")
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
          toward_bridge_right: bool) -> RichText:
    chips = [creature_chip(view, c, lang) for c in creatures]
    if toward_bridge_right:
        chips.reverse()  # the left side's creatures face the bridge on the right
    out = RichText()
    for i, chip in enumerate(chips):
        if i:
            out.append("  ")
        out.append_text(chip)
    return out or RichText("—", style="dim")


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The board as `view` shows it (seats by the terminal's `names`)."""
    view = {**view, "_names": list(names) if names else None}
    parts: list[RenderableType] = []
    phase = view.get("phase", "")
    head = RichText(_w(lang, "turn", n=str(view.get("turn", 1))), style="bold")
    head.append(f" · {_phase(lang, phase)}")
    if phase in ("summon", "assault"):
        head.append(f" · {side_name(view, view.get('active', 0), lang)}")
        head.append(f" · {_w(lang, 'mana', n=str(view.get('mana', 0)))}")
    parts.append(head)
    setup = view.get("setup")
    if setup:
        line = RichText(f"{_w(lang, 'pick')}: ")
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
            line = RichText(f"{_w(lang, 'ai')}: {_w(lang, 'deck', n=str(ai.get('deck', 0)))}",
                            style="bold")
            line.append(f" · {_w(lang, 'fort')}" if view["fort"][1] else "")
            line.append(f" · {_w(lang, 'discard')}: {len(ai.get('discard', []))}")
            parts.append(line)
            if ai.get("final_coming"):
                parts.append(RichText(_w(lang, "final"), style="bold red"))
            continue
        line = RichText(f"{side_name(view, side, lang)} · {_w(lang, 'hand')}: ", style="bold")
        for key in cards:
            line.append_text(card_chip(view, key, lang))
            line.append(" ")
        if health[side] is not None:
            line.append(f"({_w(lang, 'health', n=str(health[side]))})", style="red")
        parts.append(line)
    pending = view.get("pending")
    if pending:
        mine = pending["side"] == view.get("seat") or view.get("mode") == "solo"
        words = _w(lang, "pending") if mine else _w(
            lang, "pending_other", who=side_name(view, pending["side"], lang))
        parts.append(RichText(words, style="bold cyan"))
    if phase == "over":
        winner = view.get("winner")
        result = (_w(lang, "draw") if winner is None
                  else _w(lang, "winner", who=side_name(view, winner, lang)))
        parts.append(RichText(f"{_w(lang, 'over')}: {result}", style="bold"))
    return Group(*parts)


def read_move(view: dict[str, Any], seat: int, typed: str,
              legal: Sequence[Any]) -> dict[str, Any] | None:
    """A summon named by the card's key and, after it, its row ("top" or "bottom", in either
    language, or 0 and 1; the top one when none is said), legal or not (`koloda learn`);
    None: not such a name."""
    from koloda.cli.texts import words  # the CLI's words for a row, as a learner types them

    rows = ({"0": 0, "1": 1} | dict.fromkeys(words("cli-learn-words-top"), 0)
            | dict.fromkeys(words("cli-learn-words-bottom"), 1))
    said = typed.casefold().split()
    if not 1 <= len(said) <= 2 or card_set().index(said[0]) is None:
        return None
    if len(said) == 2 and said[1] not in rows:
        return None
    return {"type": "summon", "card": said[0], "row": rows[said[1]] if len(said) == 2 else 0}
