"""Terminal play: a person at the keyboard as an `Agent`.

Everything shown comes from the acting seat's `view`, its legal actions and the events' public
text, so a person sees exactly what the rules let that seat see. With several people at one
terminal the screen is cleared and the device handed over before each of them decides.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console

from koloda.bots.strength import strength
from koloda.core import Action, Event, Game, KolodaError, Names, Perspective, State, text
from koloda.core.catalog import event_text, render, seat_names

from .errors import UserExit
from .render import Renderer, get_renderer
from .texts import words

HUMAN = "human"
MAX_RECAP = 30  # lines of what others did, shown again after a hand-over
# what a person may type, in any language
_QUIT = words("cli-words-quit")
_YES = words("cli-words-yes")
_HELP = words("cli-words-help")
_HUMAN = {HUMAN} | words("cli-words-human")
_PASS = words("cli-pass-choice")  # the word for passing, as the prompt offers it


def is_human(spec: str) -> bool:
    """Whether a ``--seat`` spec names a person rather than a bot."""
    return spec.strip().lower() in _HUMAN


class Terminal:
    """The console, language and input shared by everyone playing at one terminal."""

    def __init__(self, game: Game, console: Console, lang: str, names: Sequence[str],
                 read: Callable[[str], str] | None = None,
                 people: Sequence[str] = ()) -> None:
        """`names`: each seat's spec ("human" or a bot); `people`: the names people gave
        (`--name`), in seat order; a person without one, and every bot, gets a given name."""
        self.game = game
        self.console = console
        self.lang = lang
        self.names = list(names)
        self.humans = {s for s, n in enumerate(names) if is_human(n)}
        given = iter(people)
        seats = [("human", next(given, None)) if s in self.humans else ("bot", None)
                 for s in range(len(self.names))]
        # a person who gave no name is named like a bot, from the language's given names
        self.display = seat_names((kind, name) if name else ("bot", None) for kind, name in seats)
        #: whose eyes the log is written for: the one person at this terminal, if only one
        self.viewer = next(iter(self.humans)) if len(self.humans) == 1 else None
        self.renderer: Renderer = get_renderer(game.id)
        self._read = read
        self._last_seat: int | None = None
        #: every public line printed, and how much of it each seat has had on screen
        self._log: list[str] = []
        self._seen: dict[int, int] = {}

    # -- small helpers ------------------------------------------------------------------
    def t(self, msg_id: str, **args: Any) -> str:
        """The catalog's text `msg_id` in this terminal's language, with `args`."""
        return text(msg_id, **args).get(self.lang)

    def name(self, seat: int) -> str:
        return self.display[self.lang][seat]

    def draw(self, view: dict[str, Any], viewer: int | None) -> Any:
        """The table as `viewer` sees it (its view), seats named as here, its own as "you"."""
        you = self.t("cli-you")
        names = [you if s == viewer else self.name(s) for s in range(len(self.names))]
        return self.renderer(view, self.lang, names)

    def who(self, seat: int | None) -> str:
        """A seat as the terminal shows it: its name and what it is (you, a person, or a bot's
        strength in words)."""
        if seat is None:
            return "—"
        if seat in self.humans:
            role = self.t("cli-you") if seat == self.viewer else self.t("cli-person")
        else:
            role = render(strength(self.game, self.names[seat]), self.lang)
        return f"{self.name(seat)} ({role})"

    def seat_names(self, viewer: int | None = None) -> Names:
        """How the game's messages name the seats here (`viewer`'s own as "you")."""
        return Names(self.display, viewer)

    def event_lines(self, events: Sequence[Event], viewer: int | None) -> list[str]:
        """The log lines of `events` as `viewer` (None: anyone at this terminal) may read them."""
        names = self.seat_names(viewer)
        lines = []
        for e in events:
            text = event_text(self.game, e.view(viewer), names)
            if text is not None:
                lines.append(text[self.lang] if self.lang in text else text["en"])
        return lines

    def ask(self, prompt: str) -> str:
        """One line of input; the end of input abandons the game rather than hanging."""
        try:
            if self._read is not None:
                return self._read(prompt)
            return self.console.input(prompt, markup=False)
        except EOFError:
            raise UserExit(self.t("cli-input-ended"), code=1) from None

    def say(self, line: str, style: str | None = None) -> None:
        self.console.print(line, style=style, markup=False, highlight=False)

    # -- what other seats did -----------------------------------------------------------
    def on_step(self, state: State, seat: int | None, action: Action, events: list[Event]) -> None:
        """`play_match` hook: print what happened, from the events' public text only."""
        lines = [f"  · {line}" for line in self.event_lines(events, self.viewer)]
        if not lines:
            # Without event text the action's own label says what was done.
            label = self.game.describe_action(action, self.lang, self.seat_names(seat))
            lines = [f"  · {self.who(seat)}: {label}"]
        for line in lines:
            self.say(line, style="dim" if seat not in self.humans else None)
        self._log.extend(lines)

    # -- a person's decision ------------------------------------------------------------
    def hand_over(self, seat: int) -> None:
        """With several people at one terminal, hide the last one's cards before the next looks."""
        if len(self.humans) < 2 or self._last_seat == seat:
            return
        self.console.clear()
        self.ask(self.t("cli-pass-device", who=self.who(seat)) + " ")
        self.console.clear()
        self._last_seat = seat
        # The clear also wiped what happened since this seat last looked: show it again.
        for line in self._log[self._seen.get(seat, 0):][-MAX_RECAP:]:
            self.say(line, style="dim")

    def decide(self, perspective: Perspective) -> Action | None:
        seat = perspective.seat
        legal = perspective.legal_actions()
        if not legal:
            return None
        self.hand_over(seat)
        must = perspective.must_act()
        self._seen[seat] = len(self._log)
        self.console.print()
        self.console.print(self.draw(perspective.view(), seat))
        timer = perspective.timer()
        if timer is not None and timer.seat in (seat, None):
            self.say(self.t("cli-timer-note", seconds=f"{timer.seconds:g}"), style="dim")
        labels = [self.game.describe_action(a, self.lang, self.seat_names(seat)) for a in legal]
        heading = "cli-your-move" if must else "cli-you-may"
        self.console.rule(self.t(heading, who=self.who(seat)))
        for i, label in enumerate(labels, 1):
            self.say(f"{i:>3}. {label}")
        if not must:
            self.say("  Enter. " + self.t("cli-pass-choice"))
        while True:
            answer = self.ask(self.t("cli-prompt") + "> ")
            choice = self.interpret(answer, legal, labels, must, perspective)
            if choice is not _AGAIN:
                label = labels[legal.index(choice)] if choice in legal else ""
                return self.fill_text(choice, label)

    def fill_text(self, action: Action | None, label: str) -> Action | None:
        """An action with a free-text field (`text: str`, a Scattergories answer) is listed
        with a stand-in; the person types the real text."""
        if action is None or not dataclasses.is_dataclass(action):
            return action
        hints = typing.get_type_hints(type(action))
        if hints.get("text") is not str:
            return action
        typed = self.ask(self.t("cli-type-text", label=label) + "> ").strip()[:200]
        return dataclasses.replace(action, text=typed)

    def interpret(self, answer: str, legal: list[Action], labels: list[str],
                  must: bool, perspective: Perspective | None = None) -> Any:
        """An action, None (pass), or `_AGAIN` after printing one line saying what was wrong."""
        text = answer.strip()
        count = len(legal)
        low = text.casefold()
        if not text:
            if not must:
                return None
            return self._wrong(self.t("cli-must-choose", count=str(count)))
        if low in _HELP:
            self.say(self.t("cli-play-help"))
            return _AGAIN
        if low in _QUIT:
            if self.ask(self.t("cli-confirm-quit") + " ").strip().casefold() in _YES:
                raise UserExit(self.t("cli-quit"), code=0)
            return _AGAIN
        if low.isdigit():
            n = int(low)
            if 1 <= n <= count:
                return legal[n - 1]
            return self._wrong(self.t("cli-bad-number", n=str(n), count=str(count)))
        if low in _PASS and not must:
            return None
        # A label in either language; a unique beginning of one is enough.
        other = "en" if self.lang == "ru" else "ru"
        names = [(i, label.casefold()) for i, label in enumerate(labels)]
        names += [(i, self.game.describe_action(a, other).casefold()) for i, a in enumerate(legal)]
        exact = {i for i, name in names if name == low}
        if len(exact) == 1:
            return legal[exact.pop()]
        starts = exact or {i for i, name in names if name.startswith(low)}
        if len(starts) == 1:
            return legal[starts.pop()]
        if starts:
            return self._wrong(self.t("cli-ambiguous", text=repr(text), n=str(len(starts))))
        typed = self.typed_action(text, perspective)
        if typed is not None:
            return typed
        return self._wrong(self.t("cli-unknown-input", text=repr(text), count=str(count)))

    def typed_action(self, text: str, perspective: Perspective | None) -> Any:
        """An action typed in the game's own notation (`Game.parse_action`, e.g. a Card Ball
        shot with its numbers), checked for this seat; `_AGAIN` after saying why it is refused
        (the notation's own help when it is not in it); None when the game reads no notation."""
        parse = getattr(self.game, "parse_action", None)
        if perspective is None or not callable(parse):
            return None
        try:
            action = parse(text)
            perspective.check(action)
        except KolodaError as exc:
            names = self.seat_names(perspective.seat)
            return self._wrong(exc.get(self.lang, names, self.game.message_args))
        return action

    def _wrong(self, line: str) -> Any:
        self.say(line, style="yellow")
        return _AGAIN


_AGAIN: Any = object()


class HumanAgent:
    """A person choosing at the terminal; several share one `Terminal`."""

    def __init__(self, terminal: Terminal, name: str = HUMAN) -> None:
        self.terminal = terminal
        self.name = name

    def act(self, perspective: Perspective) -> Action | None:
        return self.terminal.decide(perspective)
