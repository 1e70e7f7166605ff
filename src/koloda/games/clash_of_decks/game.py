"""The Clash of Decks games: the duel (`clash_of_decks`, option `format`) and the solo game
against the automaton (`clash_of_decks_solo`, options for the difficulty)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Action, Game, Message, SetupError, Text, message, option
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import (
    CODEC,
    Ban,
    BeginAssault,
    Cast,
    Choose,
    ChooseDeck,
    EndTurn,
    Return,
    Strike,
    Summon,
    Take,
)
from .cards import card_set
from .duel import CONSTRUCTED, DRAFT, FORMATS, PRECONSTRUCTED, DuelState
from .position import read_hand, read_rows, read_turn
from .solo import SoloOptions, SoloState, build, check_points
from .texts import MESSAGE_ARGS


@dataclass(frozen=True)
class DuelOptions:
    """How the two players make their hands."""

    format: str = option(
        PRECONSTRUCTED,
        "format: preconstructed decks, a draft, or constructed decks with bans",
        "формат: готовые колоды, драфт или составленные колоды с запретами",
        choices=FORMATS,
        labels={PRECONSTRUCTED: ("preconstructed", "готовые колоды"), DRAFT: ("draft", "драфт"),
                CONSTRUCTED: ("constructed", "составленные колоды")})
    # Fixed in advance (deck match-up studies, a rematch with the same decks): both or neither.
    deck_1: int = option(0, "preconstructed format: player 1's deck fixed in advance (0: chosen "
                         "at the table)", "готовые колоды: колода игрока 1 задана заранее "
                         "(0: выбирается за столом)", minimum=0, maximum=4)
    deck_2: int = option(0, "preconstructed format: player 2's deck fixed in advance (0: chosen "
                         "at the table)", "готовые колоды: колода игрока 2 задана заранее "
                         "(0: выбирается за столом)", minimum=0, maximum=4)


def check_decks(options: DuelOptions) -> None:
    """Decks fixed in advance: both of them, different, and only for preconstructed decks."""
    a, b = options.deck_1, options.deck_2
    if not a and not b:
        return
    if options.format != PRECONSTRUCTED:
        raise SetupError(f"decks fixed in advance need format={PRECONSTRUCTED}, "
                         f"not {options.format}",
                         f"заданные заранее колоды требуют format={PRECONSTRUCTED}, "
                         f"а не {options.format}")
    if not a or not b:
        raise SetupError("fix both decks in advance (deck_1 and deck_2) or neither",
                         "задайте заранее обе колоды (deck_1 и deck_2) или ни одной")
    if a == b:
        raise SetupError(f"both players cannot take deck {a}: the decks come from one set",
                         f"обоим игрокам нельзя взять колоду {a}: колоды из одного набора")


def label(game_id: str, action: Action) -> Message | None:
    """An action's label as the game's catalog message `<game id>-action-...` (card keys; a
    spell's target side as a seat, the automaton's being side 1 in the solo game)."""

    def msg(what: str, **args: Any) -> Message:
        return message(f"{game_id}-{what}", **args)

    if isinstance(action, Summon):
        return msg("action-summon", card=action.card, row=action.row)
    if isinstance(action, Cast):
        return msg("action-cast", card=action.card, side=action.side, row=action.row,
                   place=action.position + 1)
    if isinstance(action, BeginAssault):
        return msg("action-assault")
    if isinstance(action, Strike):
        return msg("action-strike")
    if isinstance(action, EndTurn):
        return msg("action-end")
    if isinstance(action, Return):
        return msg("action-return", card=action.card)
    if isinstance(action, ChooseDeck):
        return msg("action-deck", deck=action.deck)
    if isinstance(action, Take):
        return msg("action-take", card=action.card)
    if isinstance(action, Choose):
        return msg("action-choose", card=action.card)
    if isinstance(action, Ban):
        return msg("action-ban", card=action.card)
    return None


class ClashOfDecks(RulesPage, Game):
    """Clash of Decks duel (Grammes Edition): summon creatures over the bridges and bring down
    the other player's Bastion, then his Fort."""

    id = "clash_of_decks"
    title = Text("Clash of Decks", "Битва колод")
    min_players, max_players = 2, 2
    rules_version = "1"
    Options = DuelOptions
    codec = CODEC
    message_args: ClassVar[dict[str, str]] = MESSAGE_ARGS

    def options(self, data: dict[str, Any] | Any | None = None) -> Any:
        """Options from JSON; decks fixed in advance must make a legal pair."""
        opts = super().options(data)
        check_decks(opts)
        return opts

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> DuelState:
        self.check_players(players)
        opts = self.options(options)
        state = DuelState(self, card_set(), opts.format, deal_rng(seed))
        state.begin((opts.deck_1, opts.deck_2))
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> DuelState:
        """A battle position (see `position.py` and the rules page, "Positions")."""
        deck = card_set()
        state = DuelState(self, deck, self.options(options).format, deal_rng(seed))
        hands = position.get("hands")
        rows = position.get("rows", [[[], []], [[], []]])
        if not isinstance(hands, list) or len(hands) != 2 or len(rows) != 2:
            raise SetupError("position: 'hands' and 'rows' need two sides",
                             "позиция: 'hands' и 'rows' — по две стороны")
        for side in (0, 1):
            state.hands[side], state.fort[side] = read_hand(deck, hands[side], f"hands[{side}]")
            state.rows[side] = read_rows(deck, rows[side], f"rows[{side}]")
            state.unknown[side] = set()
        read_turn(state, position)
        return state

    def action_message(self, action: Any) -> Message | None:
        return label(self.id, action)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}



class ClashOfDecksSolo(RulesPage, Game):
    """Clash of Decks solo: one player against the automaton, at a chosen difficulty."""

    id = "clash_of_decks_solo"
    title = Text("Clash of Decks: solo", "Битва колод: одиночная игра")
    min_players, max_players = 1, 1
    rules_version = "1"
    Options = SoloOptions
    codec = CODEC
    message_args: ClassVar[dict[str, str]] = MESSAGE_ARGS

    def options(self, data: dict[str, Any] | Any | None = None) -> Any:
        """Options from JSON; the automaton settings must add up to the level."""
        opts = super().options(data)
        check_points(opts)
        return opts

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> SoloState:
        self.check_players(players)
        state = SoloState(self, card_set(), self.options(options), deal_rng(seed))
        state.begin()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> SoloState:
        return build(self, card_set(), self.options(options), position, seed)

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, ChooseDeck | Choose | Ban):
            return None  # the duel's setup: never legal here
        return label(self.id, action)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}



GAME = ClashOfDecks()
SOLO = ClashOfDecksSolo()
