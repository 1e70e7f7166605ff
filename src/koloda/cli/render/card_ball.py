"""The Card Ball table in the terminal, drawn from a seat's view only: a top-down table in text
(foot rail at the top, head rail and kitchen at the bottom), the seats' card counts, the stock and the piles,
the last shot's ruling, the viewer's own hand and, on his turn, the labelled shots."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text as RichText

from koloda.core import parse_card, short_name, text

COLUMNS = 20  # cells across the table (three characters each)
ROWS = 28  # cells along it, the foot rail at the top

#: the words of the table, each a message of this package's catalog
_IDS = {
    "hand": "cli-render-card_ball-hand", "opponent": "cli-render-card_ball-opponent",
    "stock": "cli-render-card_ball-stock", "aside": "cli-render-card_ball-aside",
    "gone": "cli-render-card_ball-gone", "yours": "cli-render-card_ball-yours",
    "theirs": "cli-render-card_ball-theirs", "next_shot": "cli-render-card_ball-next-shot",
    "break": "cli-render-card_ball-break", "in_hand": "cli-render-card_ball-in-hand",
    "shots": "cli-render-card_ball-shots", "last": "cli-render-card_ball-last",
    "foul": "cli-render-card_ball-foul", "potted": "cli-render-card_ball-potted",
    "nothing": "cli-render-card_ball-nothing", "respotted": "cli-render-card_ball-respotted",
    "over": "cli-render-card_ball-over", "pays": "cli-render-card_ball-pays",
    "options": "cli-render-card_ball-options", "custom": "cli-render-card_ball-custom",
    "you": "cli-render-card_ball-you", "legend": "cli-render-card_ball-legend",
}

#: the fouls of a shot by their names in the view
_FOULS = {
    "miss": "cli-render-card_ball-foul-miss",
    "kitchen": "cli-render-card_ball-foul-kitchen",
    "no_rail": "cli-render-card_ball-foul-no-rail",
    "closed_break": "cli-render-card_ball-foul-closed-break",
    "scratch": "cli-render-card_ball-foul-scratch",
    "cue_off": "cli-render-card_ball-foul-cue-off",
    "ball_off": "cli-render-card_ball-foul-ball-off",
    "wrong_ball": "cli-render-card_ball-foul-wrong-ball",
    "right_and_wrong": "cli-render-card_ball-foul-right-and-wrong",
}


@cache
def _words(lang: str) -> dict[str, str]:
    """Every word of `_IDS` in `lang`."""
    return {key: text(msg_id).get(lang) for key, msg_id in _IDS.items()}


def cards_count(n: int, ru: bool) -> str:
    """"1 card", "5 cards"; "1 карта", "2 карты", "5 карт", "21 карта"."""
    return text("cli-render-card_ball-cards", n=n).get("ru" if ru else "en")


def card_text(code: str, lang: str) -> RichText:
    """One card, red for diamonds and hearts."""
    c = parse_card(code)
    return RichText(short_name(c, lang), style="bold red" if c.suit in (1, 2) else "bold")


def cards_text(codes: list[str] | None, lang: str) -> RichText:
    if not codes:
        return RichText("—", style="dim")
    return RichText(" ").join(card_text(code, lang) for code in codes)


def cell_of(x: float, y: float, table: dict[str, Any]) -> tuple[int, int]:
    """The (row, column) cell of a point: the table seen from above with the head rail at the
    bottom, as the pocket names have it (row 0 is at the foot rail)."""
    col = int(x / table["width"] * COLUMNS)
    row = int((table["length"] - y) / table["length"] * ROWS)
    return min(ROWS - 1, max(0, row)), min(COLUMNS - 1, max(0, col))


def _free_cell(cell: tuple[int, int], taken: set[tuple[int, int]]) -> tuple[int, int]:
    """`cell`, or the nearest free one (two balls closer than a cell still show apart)."""
    r0, c0 = cell
    for reach in range(0, 4):
        for dr in range(-reach, reach + 1):
            for dc in range(-reach, reach + 1):
                r, c = r0 + dr, c0 + dc
                if 0 <= r < ROWS and 0 <= c < COLUMNS and (r, c) not in taken:
                    return r, c
    return cell


def table_text(view: dict[str, Any]) -> RichText:
    """The table from above in text, each ball in (or next to) the cell its centre lies in."""
    table = view["table"]
    grid = [["   " for _ in range(COLUMNS)] for _ in range(ROWS)]
    styles: dict[tuple[int, int], str] = {}
    head = cell_of(0.0, table["head_string"], table)[0]
    for c in range(COLUMNS):
        grid[head][c] = "┄┄┄"
        styles[(head, c)] = "dim"
    fr, fc = cell_of(*table["foot_spot"], table)
    grid[fr][fc] = " · "
    taken: set[tuple[int, int]] = set()
    for number, (x, y) in sorted(view["balls"].items(), key=lambda kv: int(kv[0])):
        r, c = _free_cell(cell_of(x, y, table), taken)
        taken.add((r, c))
        if number == "0":
            grid[r][c], styles[(r, c)] = " ○ ", "bold white"
        else:
            grid[r][c], styles[(r, c)] = f"{int(number):>2} ", _ball_style(int(number))
    out = RichText()
    edge = "∘" + "─" * COLUMNS * 3 + "∘"
    out.append(edge + "\n", style="green")
    for r in range(ROWS):
        side = "∘" if r == ROWS // 2 else "│"
        out.append(side, style="green")
        for c in range(COLUMNS):
            out.append(grid[r][c], style=styles.get((r, c), ""))
        out.append(side + "\n", style="green")
    out.append(edge, style="green")
    return out


def places_text(view: dict[str, Any], ru: bool) -> RichText:
    """Every ball's exact place in centimetres (x across from the left rail, y up from the head
    rail), for typing a shot of one's own."""
    lang = "ru" if ru else "en"
    parts = []
    for number, (x, y) in sorted(view["balls"].items(), key=lambda kv: int(kv[0])):
        name = text("cli-render-card_ball-cue").get(lang) if number == "0" else number
        parts.append(f"{name} ({x * 100:.0f}, {y * 100:.0f})")
    return RichText(text("cli-render-card_ball-cm").get(lang) + ": " + "; ".join(parts), style="dim")


def _ball_style(number: int) -> str:
    if number in (14, 15):
        return "bold magenta"
    return "bold yellow" if number <= 8 else "bold cyan"


def render(view: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> RenderableType:
    """The whole table for one seat (or a spectator); seats by the terminal's `names`."""
    ru = lang == "ru"
    w = _words("ru" if ru else "en")
    parts: list[RenderableType] = [table_text(view), RichText(w["legend"], style="dim"),
                                   places_text(view, ru)]
    # Without the terminal's names the viewer's own seat is "you", the others "opponent".
    you = view.get("you")

    def name(s: int) -> str:
        if names and 0 <= s < len(names):
            return str(names[s])
        return w["you"] if s == you else w["opponent"]
    seats = RichText()
    for s, count in enumerate(view["cards_left"]):
        mark = "▶ " if s == view["turn"] and view["outcome"] is None else "  "
        who = name(s)
        seats.append(f"{mark}{who}: {cards_count(count, ru)}",
                     style="bold" if mark.strip() else "")
        seats.append("   ")
    parts.append(seats)
    piles = RichText(f"{w['stock']}: {view['stock']}   {w['shots']}: {view['shots']}/"
                     f"{view['shot_limit']}   {w['aside']}: ")
    piles.append_text(cards_text(view["set_aside"], lang)).append(f"   {w['gone']}: ")
    piles.append_text(cards_text(view["gone"], lang))
    parts.append(piles)
    if view["last"] is not None:
        parts.append(_last(view["last"], name(view["last"]["seat"]), w, ru))
    if view["hand"] is not None:
        parts.append(RichText(f"{w['hand']}: ", style="bold").append_text(
            cards_text(view["hand"], lang)))
    if view["outcome"] is not None:
        parts.append(_end(view, w, ru))
    else:
        state = w["break"] if view["breaking"] else (w["in_hand"] if view["in_hand"] else "")
        shooter = (w["next_shot"] if you is None
                   else w["yours"] if view["turn"] == you else w["theirs"])
        parts.append(RichText(shooter + (f" — {state}" if state else ""), style="bold"))
    if view.get("suggestions"):
        lines = RichText(f"{w['options']}:\n", style="bold")
        for i, s in enumerate(view["suggestions"], 1):
            lines.append(f"{i:>3}. {s['label']['ru' if ru else 'en']}\n", style="")
        lines.append(w["custom"], style="dim")
        parts.append(lines)
    return Group(*parts)


def _last(last: dict[str, Any], who: str, w: dict[str, str], ru: bool) -> RichText:
    line = RichText(f"{w['last']} ({who}): ")
    if last["fouls"]:
        names = ", ".join(text(_FOULS[f]).get("ru" if ru else "en") for f in last["fouls"])
        line.append(f"{w['foul']}: {names}", style="bold red")
    elif last["potted"]:
        line.append(f"{w['potted']} {', '.join(map(str, last['potted']))}", style="green")
    else:
        line.append(w["nothing"])
    if last["respotted"]:
        line.append(f"; {w['respotted']}: {', '.join(map(str, last['respotted']))}")
    return line


def _end(view: dict[str, Any], w: dict[str, str], ru: bool) -> RichText:
    """The end, as the viewer's own result (everyone's is in the outcome table with names)."""
    line = RichText(f"{w['over']}.", style="bold")
    you = view.get("you")
    if you is None:
        return line

    lang = "ru" if ru else "en"
    outcome = view["outcome"]
    line.append(" " + text("cli-render-card_ball-place", place=outcome["ranks"][you]).get(lang))
    line.append(f"; {w['pays']}: {outcome['scores'][you]:+g}")
    if view.get("next_order"):
        order = view["next_order"].index(you) + 1
        line.append("; " + text("cli-render-card_ball-next", order=order).get(lang))
    return line
