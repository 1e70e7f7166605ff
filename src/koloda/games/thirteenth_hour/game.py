"""The 13th Hour game: metadata, options, the deal, explicit setups, bots and the rules page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Action, Game, Message, Text, message, option
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, Accept, Give, Refuse
from .cards import load_card_set
from .rules import HourState
from .setup import build


@dataclass(frozen=True)
class HourOptions:
    """13th Hour variants: only the card set."""

    card_file: str = option(
        "", "card set file (TOML, see the rules page); empty: the default set",
        "файл набора карт (TOML, см. правила); пусто: стандартный набор", local=True)


class ThirteenthHour(RulesPage, Game):
    """13th Hour (Danger 13 / Jetzt schlägt's 13): give cards so that others reach 13 first."""

    id = "thirteenth_hour"
    title = Text("13th Hour", "13-й час")
    min_players, max_players = 2, 5
    rules_version = "1"
    Options = HourOptions
    codec = CODEC

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> HourState:
        """The youngest player (seat 0) holds the marker; the whole set is shuffled as the stock."""
        self.check_players(players)
        deck = load_card_set(self.options(options).card_file)
        state = HourState(self, deck, players, deal_rng(seed))
        state.stock = list(range(len(deck)))
        state.rng.shuffle(state.stock)
        state.start_round()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> HourState:
        deck = load_card_set(self.options(options).card_file)
        return build(self, deck, position, seed)

    # how the messages read their arguments: `to` is a seat; cards are this game's own codes,
    # named in words by the catalog from their fields (`cards.card_args`)
    message_args: ClassVar[dict[str, str]] = {"to": "seat", "card": "code", "hand": "code"}

    def action_message(self, action: Action) -> Message | None:
        if isinstance(action, Give):
            return message("thirteenth_hour-action-give", to=action.to)
        if isinstance(action, Refuse):
            return message("thirteenth_hour-action-refuse")
        if isinstance(action, Accept):
            return message("thirteenth_hour-action-accept")
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}


GAME = ThirteenthHour()
# The catalog with this game's words, also when the game is imported without the registry
# (a refusal is formatted when someone reads it).
