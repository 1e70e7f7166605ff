"""The Card Ball game object: metadata, options, the deal and the rack, a position read from its
setup form and written back, shot labels and typed shots, bots and the rules page.

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
    LANGS,
    Action,
    Card,
    Game,
    MalformedAction,
    Message,
    SetupError,
    Text,
    deck52,
    message,
    option,
    parse_card,
    text,
)
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from . import rulings
from .actions import CODEC, Shot
from .events import number
from .geometry import CUE, OBJECT_BALLS, Point, on_bed, overlaps, rack
from .rulings import HAND_SIZE
from .state import CardBallState, Rules

#: the words of a typed shot in each language ("shot 92.5 2.4 at 0.45 0.3")
SHOT_WORD, AT_WORD = text("card_ball-typed-shot"), text("card_ball-typed-at")
POOLTOOL = "0.6.0"  # the release this game is written and tested against


def pooltool_missing() -> Text | None:
    """Why the physics cannot run here, or None when pooltool is ready."""
    try:
        found = metadata.version("pooltool-billiards")
    except metadata.PackageNotFoundError:
        return text("card_ball-needs-pooltool", release=POOLTOOL)
    if tuple(int(p) for p in re.findall(r"\d+", found)[:2]) < (0, 6):
        return text("card_ball-pooltool-too-old", release=POOLTOOL, found=found)
    return None


@dataclass(frozen=True)
class CardBallOptions:
    """Card Ball variants."""

    double_penalty: bool = option(False, text("card_ball-option-double-penalty"))
    execution_error: float = option(0.0, text("card_ball-option-execution-error"),
                                    minimum=0.0, maximum=3.0)
    shot_limit: int = option(200, text("card_ball-option-shot-limit"), minimum=1, maximum=100_000)
    card_price: int = option(1, text("card_ball-option-card-price"), minimum=0,
                             maximum=1_000_000)


class CardBallGame(RulesPage, Game):
    """Card Ball (BCA Poker Pool): pot the balls your cards stand for; the first with an empty
    hand wins."""

    id = "card_ball"
    title = text("card_ball-title")
    min_players, max_players = 2, 6
    rules_version = "1"
    Options = CardBallOptions
    codec = CODEC
    # What Card Ball brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.card_ball"
    web_renderer = "card_ball"
    # ranked by the game's own settlement (who emptied their hand, then the cards left)
    rating_pools = (("card_ball-2", 2, 2), ("card_ball-3-6", 3, 6))
    arena_min_moves = 6  # shortest 20 shots at two seats, 15 at four (heuristic; a shot a move)
    # Shots are physics, not moves from a list: the heuristic's own strengths (how many pots it
    # tries on the physics, how much its stroke wobbles) are the levels. The Expert, trying up
    # to 28 pots (the first worth two cards is played at once) with a steady stroke, beats the
    # default heuristic (Casual) in 9 games of 10.
    bot_levels = (("beginner", "heuristic:1"), ("casual", "heuristic"),
                  ("skilled", "heuristic:3"), ("expert", "heuristic:4"))
    level_shares = {"casual": 0.740, "skilled": 0.650, "expert": 0.870}
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
        return _read(self, position, self._rules(options), seed)

    def to_setup(self, state: CardBallState) -> dict[str, Any]:
        """A position in the setup form (the rules page); `setup` reads it back."""
        return {
            "hands": [[Card(c).code for c in h] for h in state.hands],
            "stock": [Card(c).code for c in state.stock],
            "set_aside": [Card(c).code for c in state.set_aside],
            "gone": [Card(c).code for c in state.gone],
            "balls": {str(b): [p[0], p[1]] for b, p in sorted(state.balls.items())},
            "turn": state.turn,
            "breaking": state.breaking,
            "in_hand": state.in_hand,
            "shots": state.shots,
            "last": state.last,
        }

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

    def parse_action(self, typed: str) -> Action:
        """A shot typed as numbers: ``shot AIM SPEED [SIDE FOLLOW [ELEVATION]] [at X Y]``, e.g.
        ``shot 92.5 2.4 0.1 -0.2 at 0.45 0.3``; raises `MalformedAction` with the form."""
        words = typed.replace(",", " ").split()
        if words and words[0].casefold() in {SHOT_WORD.get(lang).casefold() for lang in LANGS}:
            words = words[1:]
        place: list[str] = []
        for marker in (AT_WORD.get(lang) for lang in LANGS):
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


GAME = CardBallGame()


# -- reading a position: the setup form, checked (see the rules page) -------------------------
#
#     {"hands": [["AS", "7H"], ["QD"]], "stock": ["2C", ...], "set_aside": [], "gone": [...],
#      "balls": {"0": [0.49, 0.4], "7": [0.3, 1.2]}, "turn": 0, "breaking": false,
#      "in_hand": false, "shots": 0, "last": null}
#
# Cards left out of every list count as gone (discarded with their potted ball), so a test may
# write only what matters; every card of the deck is then somewhere exactly once.

LAST_KEYS = {"seat", "fouls", "potted", "respotted", "first_hit"}


def _read(game: Any, position: dict[str, Any], options: Rules, seed: int | str) -> CardBallState:
    """A state from the setup form; raises `SetupError` naming the field that is wrong."""
    if not isinstance(position, dict):
        raise SetupError(text("card_ball-setup-not-object"))
    hands_in = position.get("hands")
    if not isinstance(hands_in, list) or not 2 <= len(hands_in) <= 6:
        raise SetupError(text("card_ball-setup-hands"))
    state = CardBallState(game, len(hands_in), deal_rng(seed), options)
    seen: set[int] = set()
    state.hands = [sorted(_cards(h, f"hands[{i}]", seen)) for i, h in enumerate(hands_in)]
    state.stock = _cards(position.get("stock", []), "stock", seen)
    state.set_aside = _cards(position.get("set_aside", []), "set_aside", seen)
    state.gone = _cards(position.get("gone", []), "gone", seen)
    state.gone += [int(c) for c in deck52() if int(c) not in seen]
    state.balls = _balls(position.get("balls"))
    state.turn = _int(position.get("turn", 0), "turn", 0, state.players - 1)
    state.breaking = _bool(position.get("breaking", False), "breaking")
    state.in_hand = _bool(position.get("in_hand", CUE not in state.balls), "in_hand")
    state.shots = _int(position.get("shots", 0), "shots", 0, 1_000_000)
    last = position.get("last")
    if last is not None and not (isinstance(last, dict) and set(last) == LAST_KEYS):
        raise SetupError(text("card_ball-setup-last", keys=", ".join(sorted(LAST_KEYS))))
    state.last = last
    if state.in_hand == (CUE in state.balls):
        raise SetupError(text("card_ball-setup-in-hand"))
    if state.breaking and not state.in_hand:
        raise SetupError(text("card_ball-setup-breaking"))
    on_table = set(state.balls)
    for i, hand in enumerate(state.hands):
        for c in hand:
            if rulings.ball_of(c) not in on_table:
                raise SetupError(text("card_ball-setup-no-ball", hand=str(i), card=str(Card(c))))
    if any(not h for h in state.hands):
        raise SetupError(text("card_ball-setup-empty-hand"))
    return state


def _cards(data: Any, where: str, seen: set[int]) -> list[int]:
    if not isinstance(data, list):
        raise SetupError(text("card_ball-setup-cards", where=where))
    out = []
    for code in data:
        try:
            card = int(parse_card(str(code)))
        except MalformedAction as exc:
            raise SetupError(text("card_ball-setup-bad-card", where=where,
                                  reason=exc.reason)) from exc
        if card in seen:
            raise SetupError(text("card_ball-setup-twice", where=where, card=str(code)))
        seen.add(card)
        out.append(card)
    return out


def _balls(data: Any) -> dict[int, Point]:
    if not isinstance(data, dict):
        raise SetupError(text("card_ball-setup-balls"))
    out: dict[int, Point] = {}
    for key, value in data.items():
        if not str(key).isdigit() or int(key) not in (CUE, *OBJECT_BALLS):
            raise SetupError(text("card_ball-setup-not-ball", key=repr(key)))
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)):
            raise SetupError(text("card_ball-setup-not-place", key=str(key)))
        place = (float(value[0]), float(value[1]))
        if not on_bed(place):
            raise SetupError(text("card_ball-setup-off-bed", key=str(key), place=str(place)))
        hit = overlaps(place, out)
        if hit is not None:
            raise SetupError(text("card_ball-setup-overlap", key=str(key), ball=str(hit)))
        out[int(key)] = place
    return out


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise SetupError(text("card_ball-setup-not-whole", where=where, low=str(lo),
                              high=str(hi)))
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError(text("card_ball-setup-not-bool", where=where))
    return value
