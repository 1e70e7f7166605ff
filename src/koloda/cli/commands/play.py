"""``koloda play``: a game at the terminal, people and bots in any mix."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from koloda.core import Action, Agent, Outcome, Perspective, SetupError, play_match, text
from koloda.core.clean import BadText, clean_text

from ..common import load_game, stdout
from ..errors import guarded
from ..human import HUMAN, HumanAgent, Terminal, is_human
from ..lang import LangOption, resolve_lang
from ..options import OptionList, game_options
from ..seats import SeatList, check_seat_count, default_opponent, make_bots
from ..texts import help_text


class Thinking:
    """A bot seat shown as "thinking…" while it searches (ISMCTS may take a few seconds)."""

    def __init__(self, bot: Agent, terminal: Terminal, seat: int) -> None:
        self.bot = bot
        self.name = bot.name
        self.terminal = terminal
        self.seat = seat

    def act(self, perspective: Perspective) -> Action | None:
        label = text("cli-thinking", who=self.terminal.who(self.seat)).get(self.terminal.lang)
        with self.terminal.console.status(label):
            return self.bot.act(perspective)


def clean_name(name: str) -> str:
    """A person's name from --name, cleaned like the server's (control and bidi characters out)."""
    try:
        cleaned = clean_text(name, 40)
    except BadText as exc:
        raise SetupError(text("cli-name-bad", name=repr(name), reason=exc.reason)) from None
    if not cleaned:
        raise SetupError(text("cli-name-empty", name=repr(name)))
    return cleaned


def outcome_table(outcome: Outcome, names: list[str], lang: str) -> Table:
    """Places and scores, best first, everyone by name."""
    table = Table(title=text("cli-game-over").get(lang))
    for col in ("cli-col-rank", "cli-col-player", "cli-col-score"):
        table.add_column(text(col).get(lang))
    for seat in sorted(range(len(outcome.ranks)), key=lambda s: (outcome.ranks[s], s)):
        score = outcome.scores[seat] if seat < len(outcome.scores) else None
        shown = "—" if score is None else (f"{score:g}" if isinstance(score, float) else str(score))
        table.add_row(str(outcome.ranks[seat]), names[seat], shown)
    return table


@guarded
def play_command(
    game: Annotated[str, typer.Argument(help=help_text("cli-help-game"))],
    seat: SeatList = None,
    option: OptionList = None,
    seed: Annotated[int | None, typer.Option(
        help=help_text("cli-help-play-seed"))] = None,
    record: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-play-record"))] = None,
    name: Annotated[list[str] | None, typer.Option(
        "--name", "-n", metavar="NAME",
        help=help_text("cli-help-names"))] = None,
    lang: LangOption = None,
) -> None:
    """Play at the terminal against bots or friends / сыграть в терминале с ботами или друзьями.

    Without --seat you play the first seat against the game's heuristic bot (else ISMCTS) /
    без --seat вы играете первым местом против эвристического бота игры (иначе ISMCTS).
    """
    lang = resolve_lang(lang)
    found = load_game(game)
    specs = [s.strip() for s in seat] if seat else (
        [HUMAN] + [default_opponent(found)] * (found.min_players - 1))
    check_seat_count(found, specs)
    options = game_options(found, option)
    if record is not None and not record.resolve().parent.is_dir():
        # Refuse now rather than lose a finished game to a typo in the path.
        folder = record.resolve().parent
        raise SetupError(text("cli-record-no-folder", folder=str(folder)))
    if seed is None:
        # Recorded in the record, so even a random deal can be replayed.
        seed = random.SystemRandom().randrange(2**31)
    out = stdout()
    names = [HUMAN if is_human(s) else s for s in specs]
    people = [clean_name(n) for n in name or []]
    terminal = Terminal(found, out, lang, names, people=people)
    bots = make_bots(found, specs, seed)
    agents: list[Agent] = [HumanAgent(terminal) if b is None else Thinking(b, terminal, i)
                           for i, b in enumerate(bots)]
    seed_used = text("cli-seed-used", seed=str(seed)).get(lang)
    out.rule(f"{found.title.get(lang)} · {seed_used}")
    result = play_match(found, agents, options=options, seed=seed, on_step=terminal.on_step)
    out.print()
    out.print(terminal.draw(result.state.view(None), None))
    outcome = result.state.outcome()
    if outcome is not None:
        out.print(outcome_table(outcome, [terminal.who(i) for i in range(len(names))], lang))
    if record is not None:
        record.write_text(result.record.dumps(indent=1) + "\n", encoding="utf-8")
        out.print(text("cli-record-written", path=str(record)).get(lang), markup=False)
