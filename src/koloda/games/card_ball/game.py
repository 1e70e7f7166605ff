"""The Card Ball game object: metadata, options, the deal and the rack, explicit positions, shot
labels and typed shots, bots and the rules page.

pooltool is optional: without it (or with a release too old to use) the game is listed as
unavailable with the reason and the command that installs it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from typing import Any, ClassVar

from koloda.core import (
    Action,
    Game,
    MalformedAction,
    Message,
    Text,
    deck52,
    message,
    option,
)
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, Shot
from .geometry import rack
from .position import build
from .rules import HAND_SIZE
from .state import CardBallState, Rules
from .texts import number

POOLTOOL = "0.6.0"  # the release this game is written and tested against


def pooltool_missing() -> str | None:
    """Why the physics cannot run here, or None when pooltool is ready."""
    try:
        found = metadata.version("pooltool-billiards")
    except metadata.PackageNotFoundError:
        return ("Card Ball needs pooltool (physics); install it with scripts/install-pool "
                f"(pooltool-billiards {POOLTOOL})")
    if tuple(int(p) for p in re.findall(r"\d+", found)[:2]) < (0, 6):
        return (f"Card Ball needs pooltool-billiards {POOLTOOL}, found {found}; "
                "reinstall with scripts/install-pool")
    return None


@dataclass(frozen=True)
class CardBallOptions:
    """Card Ball variants."""

    double_penalty: bool = option(
        False, "a double foul (a ball potted without its card) draws two cards, as in the "
        "original rules (otherwise one)",
        "двойной фол (забит шар без своей карты) стоит двух карт, как в оригинальных правилах "
        "(иначе одной)")
    execution_error: float = option(
        0.0, "execution error: 0 strikes exactly as aimed; 1 is a club player's wobble "
        "(about 0.6° of aim, 6% of speed)",
        "неточность исполнения: 0 — удар точно как задан; 1 — разброс любителя "
        "(около 0,6° прицела, 6% силы)", minimum=0.0, maximum=3.0)
    shot_limit: int = option(
        200, "end the game after this many shots, placing players by the cards they hold",
        "закончить партию после стольких ударов, места по оставшимся картам",
        minimum=1, maximum=100_000)
    card_price: int = option(
        1, "price of a card left in hand, paid to the winner at the end",
        "цена карты, оставшейся на руках (платится победителю)", minimum=0, maximum=1_000_000)


class CardBall(RulesPage, Game):
    """Card Ball (BCA Poker Pool): pot the balls your cards stand for; the first with an empty
    hand wins."""

    id = "card_ball"
    title = Text("Card Ball", "Кард-бол")
    min_players, max_players = 2, 6
    rules_version = "1"
    Options = CardBallOptions
    codec = CODEC
    #: shots have continuous parameters: `legal_actions` lists representatives only
    continuous = True
    # Every step forward runs the physics: off the server's loop, and no tree search.
    costly_steps = True
    unavailable = pooltool_missing()

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> CardBallState:
        """Shuffle, deal seven cards each (the rest is the penalty stock), rack the fifteen balls
        in an order drawn from the same seed; seat 0 breaks with the cue ball in hand."""
        self.check_players(players)
        rng = deal_rng(seed)
        state = CardBallState(self, players, rng, self._rules(options))
        deck = [int(c) for c in deck52()]
        rng.shuffle(deck)
        for s in range(players):
            state.hands[s] = sorted(deck.pop() for _ in range(HAND_SIZE))
        state.stock = deck
        state.balls = rack(rng)
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> CardBallState:
        """A position in the setup form documented on the rules page."""
        return build(self, position, self._rules(options), seed)

    def _rules(self, options: Any) -> Rules:
        opts = self.options(options)
        return Rules(opts.double_penalty, float(opts.execution_error), opts.shot_limit,
                     opts.card_price)

    message_args: ClassVar[dict[str, str]] = {"set_aside": "cards"}

    def action_message(self, action: Any) -> Message | None:
        """A shot's label: its numbers as a typed shot writes them (aim, speed, then spin,
        elevation and the cue ball's place when they are used)."""
        if not isinstance(action, Shot):
            return None
        return message(
            "card_ball-action-shot", aim=number(action.aim, 1), speed=number(action.speed, 2),
            spin=bool(action.side or action.follow), side=f"{action.side:+.2f}",
            follow=f"{action.follow:+.2f}", tilted=bool(action.elevation),
            elevation=number(action.elevation, 0), placed=action.cue_x is not None,
            x=number(action.cue_x or 0.0, 3), y=number(action.cue_y or 0.0, 3))

    def parse_action(self, text: str) -> Action:
        """A shot typed as numbers: ``shot AIM SPEED [SIDE FOLLOW [ELEVATION]] [at X Y]``, e.g.
        ``shot 92.5 2.4 0.1 -0.2 at 0.45 0.3``; raises `MalformedAction` with the form."""
        words = text.replace(",", " ").split()
        if words and words[0].casefold() in {"shot", "удар"}:
            words = words[1:]
        place: list[str] = []
        for marker in ("at", "в"):
            if marker in words:
                i = words.index(marker)
                words, place = words[:i], words[i + 1:]
        try:
            numbers = [float(w) for w in words]
            spot = [float(w) for w in place]
        except ValueError:
            numbers, spot = [], []
        if not 2 <= len(numbers) <= 5 or len(numbers) == 3 or len(spot) not in (0, 2):
            raise MalformedAction(message("card_ball-refuse-typed-shot"))
        aim, speed, *rest = numbers
        side, follow = (rest[0], rest[1]) if len(rest) >= 2 else (0.0, 0.0)
        elevation = rest[2] if len(rest) == 3 else 0.0
        x, y = (spot[0], spot[1]) if spot else (None, None)
        return Shot(aim % 360.0, speed, side, follow, elevation, x, y)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import CardBallBot

        return {"heuristic": lambda seed=0, param=None: CardBallBot(seed=seed, param=param)}

GAME = CardBall()
# The catalog is read when the registry lists the game; a state made straight from GAME (tests,
# notebooks) labels its suggested shots from it too.
