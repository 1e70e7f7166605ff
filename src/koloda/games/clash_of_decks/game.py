"""The Clash of Decks games: the duel (`clash_of_decks`, option `format`) and the solo game
against the automaton (`clash_of_decks_solo`, options for the difficulty)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.core import Action, Game, SetupError, Text, option
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
from .battle import ROW_NAMES
from .cards import card_set
from .duel import CONSTRUCTED, DRAFT, FORMATS, PRECONSTRUCTED, DuelState
from .position import read_hand, read_rows, read_turn
from .solo import SoloOptions, SoloState, build, check_points


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


def describe(game: Game, action: Action, lang: str) -> str:
    """Short labels for buttons and logs, in both languages."""
    ru = lang == "ru"
    deck = card_set()

    def name(key: str) -> str:
        card = deck.index(key)
        return key if card is None else deck.cards[card].name.get(lang)

    if isinstance(action, Summon):
        row = ROW_NAMES[action.row].get(lang)
        return f"{'призвать' if ru else 'summon'} {name(action.card)}: {row}"
    if isinstance(action, Cast):
        row = ROW_NAMES[action.row].get(lang)
        whose = (f"игрок {action.side + 1}" if ru else f"player {action.side + 1}")
        where = f"{whose}, {row}, {'место' if ru else 'place'} {action.position + 1}"
        return f"{name(action.card)} → {where}"
    if isinstance(action, BeginAssault):
        return "на штурм" if ru else "assault"
    if isinstance(action, Strike):
        return "следующая атака" if ru else "next attack"
    if isinstance(action, EndTurn):
        return "закончить ход" if ru else "end the turn"
    if isinstance(action, Return):
        return f"{'вернуть в руку' if ru else 'return to hand'}: {name(action.card)}"
    if isinstance(action, ChooseDeck):
        return f"{'колода' if ru else 'deck'} {action.deck}"
    if isinstance(action, Take | Choose):
        return f"{'взять' if ru else 'take'} {name(action.card)}"
    if isinstance(action, Ban):
        return f"{'запретить' if ru else 'ban'} {name(action.card)}"
    return Game.describe_action(game, action, lang)



class ClashOfDecks(RulesPage, Game):
    """Clash of Decks duel (Grammes Edition): summon creatures over the bridges and bring down
    the other player's Bastion, then his Fort."""

    id = "clash_of_decks"
    title = Text("Clash of Decks", "Clash of Decks (Битва колод)")
    min_players, max_players = 2, 2
    rules_version = "1"
    Options = DuelOptions
    codec = CODEC

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

    def describe_action(self, action: Action, lang: str = "en", names: Any = None) -> str:
        return describe(self, action, lang)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}



class ClashOfDecksSolo(RulesPage, Game):
    """Clash of Decks solo: one player against the automaton, at a chosen difficulty."""

    id = "clash_of_decks_solo"
    title = Text("Clash of Decks: solo", "Clash of Decks: одиночная игра")
    min_players, max_players = 1, 1
    rules_version = "1"
    Options = SoloOptions
    codec = CODEC

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

    def describe_action(self, action: Action, lang: str = "en", names: Any = None) -> str:
        if isinstance(action, Cast) and action.side == 1:
            row = ROW_NAMES[action.row].get(lang)
            place = "место" if lang == "ru" else "place"
            who = "автомат" if lang == "ru" else "automaton"
            deck = card_set()
            card = deck.index(action.card)
            name = action.card if card is None else deck.cards[card].name.get(lang)
            return f"{name} → {who}, {row}, {place} {action.position + 1}"
        return describe(self, action, lang)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}



GAME = ClashOfDecks()
SOLO = ClashOfDecksSolo()
