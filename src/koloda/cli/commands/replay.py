"""``koloda replay``: a recorded game, action by action."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from koloda.core import Game, KolodaError, Outcome, Record, SetupError, text
from koloda.core.record import start

from ..common import load_game, stdout
from ..errors import UserExit, guarded
from ..human import HUMAN, Terminal
from ..lang import LangOption, resolve_lang
from ..texts import help_text, words
from .play import outcome_table

_STOP = words("cli-words-stop")  # what stops a step-by-step replay, in any language


def read_record(path: Path) -> Record:
    """The record in `path`; a missing or broken file is one clear error."""
    return Record.loads(path.read_text(encoding="utf-8"))


def record_terminal(rec: Record, game: Game, out: Console, lang: str) -> Terminal:
    """A terminal naming the record's seats: a server's record names people by the names they
    gave and bots by their specs; any other names each seat by its spec."""
    players = len(rec.seats)
    kinds, bots = rec.meta.get("kinds"), rec.meta.get("bots")
    if isinstance(kinds, list) and isinstance(bots, list) and len(kinds) == players == len(bots):
        specs = [HUMAN if k == "human" else str(b or "random") for k, b in zip(kinds, bots,
                                                                             strict=True)]
        people = [rec.seats[i] for i, k in enumerate(kinds) if k == "human"]
    else:
        specs, people = list(rec.seats), []
    return Terminal(game, out, lang, specs, people=people)


@guarded
def replay_command(
    record: Annotated[Path, typer.Argument(help=help_text("cli-help-record-file"))],
    step: Annotated[bool, typer.Option(
        "--step", help=help_text("cli-help-step"))] = False,
    seat: Annotated[int | None, typer.Option(
        "--seat", help=help_text("cli-help-replay-seat"))] = None,
    lang: LangOption = None,
) -> None:
    """Replay a recorded game / воспроизвести записанную партию."""
    lang = resolve_lang(lang)
    rec = read_record(record)
    game = load_game(rec.game)
    players = len(rec.seats)
    if seat is not None and not 0 <= seat < players:
        raise SetupError(text("cli-seat-out-of-range", last=str(players - 1)))
    out = stdout()
    terminal = record_terminal(rec, game, out, lang)
    terminal.viewer = seat  # the log as the chosen seat saw it (None: as anyone could)
    seed_used = text("cli-seed-used", seed=str(rec.seed)).get(lang)
    out.rule(f"{game.title.get(lang)} · {seed_used}")
    state = start(rec, game)
    if step:
        out.print(terminal.draw(state.view(seat), seat))
    for n, (who, data) in enumerate(rec.actions, 1):
        if step and terminal.ask(text("cli-step-prompt").get(lang) + " ").strip().lower() in _STOP:
            raise UserExit(text("cli-stopped").get(lang), code=0)
        try:
            action = game.codec.decode(data)
            events = state.apply(who, action)
        except KolodaError as exc:
            # Say which action of the record is broken, not just why.
            raise SetupError(text("cli-record-action", n=str(n), reason=exc.reason)) from None
        label = game.describe_action(action, lang, terminal.seat_names(seat))
        terminal.say(f"{n:>4}. {terminal.who(who)}: {label}", style="bold")
        for line in terminal.event_lines(events, seat):
            terminal.say(f"      · {line}")
        if step:
            out.print(terminal.draw(state.view(seat), seat))
    final = state.outcome()
    if final is None:
        terminal.say(text("cli-not-finished").get(lang), style="yellow")
        return
    if not step:
        out.print(terminal.draw(state.view(seat), seat))
    out.print(outcome_table(Outcome(tuple(final.ranks), tuple(final.scores)),
                            [terminal.who(i) for i in range(players)], lang))
