"""The Palace game object: metadata, the deal, explicit positions, labels, rules and bots."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.core import Game, SetupError, Text, deck52, option
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from . import texts
from .actions import CODEC, PickUp, Play, PlayBlind, Ready, Swap
from .position import build
from .state import HAND_SIZE, PalaceState


@dataclass(frozen=True)
class PalaceOptions:
    """Palace variants."""

    pickup_limit: int = option(
        100, "call the game after this many pick-ups of the pile (0: never)",
        "остановить партию после стольких взятий стопки (0: никогда)", minimum=0, maximum=100_000)


class Palace(RulesPage, Game):
    """Palace (also Shed or Karma): shed every card, hand first, then the face-up and the
    face-down cards on the table; the last player holding cards loses."""

    id = "palace"
    title = Text("Palace", "Дворец")
    min_players, max_players = 2, 5
    rules_version = "1"
    Options = PalaceOptions
    codec = CODEC

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> PalaceState:
        """Shuffle, then deal each seat 3 face-down cards, 3 face-up on them and 3 in hand."""
        self.check_players(players)
        opts = self.options(options)
        state = PalaceState(self, players, deal_rng(seed))
        state.pickup_limit = opts.pickup_limit
        deck = deck52()
        state.rng.shuffle(deck)
        for s in range(players):
            state.face_down[s] = [deck.pop() for _ in range(HAND_SIZE)]
        for s in range(players):
            state.face_up[s] = [deck.pop() for _ in range(HAND_SIZE)]
        for s in range(players):
            state.hands[s] = [deck.pop() for _ in range(HAND_SIZE)]
        state.stock = deck
        state._actors = state._find_actors()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> PalaceState:
        """A position in the setup form documented in the rules page."""
        opts = self.options(options)
        state = build(self, position, seed)
        state.pickup_limit = opts.pickup_limit
        if opts.pickup_limit and state.pick_ups >= opts.pickup_limit:
            raise SetupError(
                f"pick_ups: {state.pick_ups} reaches the limit of {opts.pickup_limit}",
                f"pick_ups: {state.pick_ups} не меньше предела {opts.pickup_limit}")
        return state

    def describe_action(self, action: Any, lang: str = "en", names: Any = None) -> str:
        ru = lang == "ru"
        if isinstance(action, Play):
            cards = texts.cards_str(action.cards, lang)
            return f"сыграть {cards}" if ru else f"play {cards}"
        if isinstance(action, PlayBlind):
            n = action.index + 1
            return f"открыть закрытую карту {n}" if ru else f"turn over face-down card {n}"
        if isinstance(action, PickUp):
            return "взять стопку" if ru else "pick up the pile"
        if isinstance(action, Swap):
            h, f = texts.cards_str([action.hand], lang), texts.cards_str([action.face_up], lang)
            return f"поменять {h} с руки на {f}" if ru else f"swap {h} in hand for {f} face up"
        if isinstance(action, Ready):
            return "готов" if ru else "ready"
        return super().describe_action(action, lang)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import PalaceBot

        return {"heuristic": lambda seed=0, param=None: PalaceBot(seed=seed)}



GAME = Palace()
