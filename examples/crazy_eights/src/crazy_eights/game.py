"""Crazy Eights: the game, its options, the deal, a position's setup form, and everything it
brings to koloda beyond its rules, declared here (no file of koloda names this game)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.core import (
    Action,
    Game,
    Message,
    OpenSpielSpec,
    SetupError,
    deck52,
    message,
    option,
    parse_card,
    text,
)
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, SUITS, Draw, Pass, Play
from .state import CrazyEightsState


@dataclass(frozen=True)
class CrazyEightsOptions:
    """How many cards a hand starts with, and how a player with nothing to lay draws."""

    hand: int = option(7, text("crazy_eights-option-hand"), minimum=5, maximum=8)
    draw_to_play: bool = option(False, text("crazy_eights-option-draw-to-play"))


class CrazyEightsGame(RulesPage, Game):
    """Crazy Eights: match the top card by suit or rank, eights are wild; empty your hand first."""

    id = "crazy_eights"
    title = text("crazy_eights-title")
    min_players, max_players = 2, 5
    rules_version = "1"
    Options = CrazyEightsOptions
    codec = CODEC

    # What it brings beyond its rules, declared (koloda.core.Game): the terminal's renderer is a
    # module of this package, the browser's a file of its web folder (served with its words and
    # the lobby's picture).
    terminal_renderer = "crazy_eights.terminal"
    web_folder = "web"
    web_renderer = "crazy_eights.js"
    # a duel, and a race for places from three seats on (as koloda's own games cut theirs)
    rating_pools = (("crazy_eights-2", 2, 2), ("crazy_eights-3-5", 3, 5))
    # the shortest of 60 games at two seats: 13 moves (heuristic and random); under half
    arena_min_moves = 6
    # `koloda study ladder crazy_eights -n 300`: Casual over Beginner 61.3%, Skilled over Casual
    # 57.7% (52.0-63.1%), short of a ladder's 60% step: a game of much luck
    bot_levels = (("beginner", "random"), ("casual", "careless:0.3"), ("skilled", "heuristic"))
    level_shares = {"casual": 0.613, "skilled": 0.577}
    # In OpenSpiel (koloda.openspiel, with this package's encoding.py): the rules set no bound
    # on a game's length (hands grow and shrink), so ten times the longest of 2,700 random
    # games (774 decisions, two seats drawing until they can lay)
    openspiel = OpenSpielSpec("koloda_crazy_eights", 2, lambda players, options: 8000)

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> CrazyEightsState:
        self.check_players(players)
        opts = self.options(options)
        state = CrazyEightsState(self, players, deal_rng(seed), opts.draw_to_play)
        state.stock = deck52()
        state.rng.shuffle(state.stock)
        for seat in range(players):
            state.hands[seat] = [state.stock.pop() for _ in range(opts.hand)]
        state.turn_up_starter()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> CrazyEightsState:
        """A position in the setup form: `hands` (a list of card lists), `discard` (bottom to
        top), `stock` (top first), `turn`, and `suit` (the suit to follow, a letter)."""
        opts = self.options(options)
        try:
            hands = [[parse_card(c) for c in h] for h in position["hands"]]
            state = CrazyEightsState(self, len(hands), deal_rng(seed), opts.draw_to_play)
            state.hands = hands
            state.discard = [parse_card(c) for c in position["discard"]]
            state.stock = [parse_card(c) for c in reversed(position.get("stock", []))]
            state.turn = int(position.get("turn", 0))
            state.suit = SUITS.index(position.get("suit") or state.discard[-1].code[-1])
        except (KeyError, ValueError, IndexError, TypeError) as exc:
            raise SetupError(text("crazy_eights-setup-bad", reason=str(exc))) from exc
        self.check_players(len(hands))
        return state

    def to_setup(self, state: CrazyEightsState) -> dict[str, Any]:
        return {"hands": [[c.code for c in h] for h in state.hands],
                "discard": [c.code for c in state.discard],
                "stock": [c.code for c in reversed(state.stock)],
                "turn": state.turn, "suit": SUITS[state.suit]}

    def action_message(self, action: Action) -> Message | None:
        if isinstance(action, Play):
            return message("crazy_eights-action-play", card=action.card.code,
                           suit=action.suit or "none")
        if isinstance(action, Draw):
            return message("crazy_eights-action-draw")
        if isinstance(action, Pass):
            return message("crazy_eights-action-pass")
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed)}


GAME = CrazyEightsGame()
