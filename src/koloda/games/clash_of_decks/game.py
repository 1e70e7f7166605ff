"""The Clash of Decks games: the duel (`clash_of_decks`, option `format`) and the solo game
against the automaton (`clash_of_decks_solo`, options for the difficulty); their options, the
deal, and a position read (`setup`) and written (`to_setup`, both in position.py's form). The
rules are in duel.py and solo.py, on the battle both share in state.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Action, Game, Message, SetupError, Text, option, option_points
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from . import events
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
from .cards import ABILITY_NAMES, card_set
from .duel import CONSTRUCTED, DRAFT, FORMATS, PRECONSTRUCTED, ClashDuelState
from .events import MESSAGE_ARGS
from .position import read_duel, read_solo, write_duel, write_solo
from .solo import ClashSoloState
from .state import ClashState


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


LEVELS = (Text("quick game", "быстрая партия"), Text("easy", "лёгкий"),
          Text("medium", "средний"), Text("hard", "тяжёлый"), Text("heroic", "героический"),
          Text("mythic", "мифический"))
AI_ABILITIES = ("none", "shards", "pierce", "rage", "protection", "berserk")


@dataclass(frozen=True)
class SoloOptions:
    """The difficulty: a level (0 is the quick game) and automaton settings whose points add up
    to it."""

    level: int = option(0, "difficulty level: 0 quick game, 1 easy ... 5 mythic (points)",
                        "уровень сложности: 0 быстрая партия, 1 лёгкий … 5 мифический (очки)",
                        minimum=0, maximum=5, points_total=True)
    variable_mana: int = option(1, "automaton's mana per creature of yours in play (2: +2 points)",
                                "мана автомата за каждое ваше существо в игре (2: +2 очка)",
                                choices=(1, 2), points={2: 2})
    constant_mana: int = option(6, "automaton's constant mana, 6 to 10 (+1 point each above 6)",
                                "постоянная мана автомата, 6–10 (+1 очко за каждую сверх 6)",
                                minimum=6, maximum=10, points={m: m - 6 for m in range(6, 11)})
    ai_first: bool = option(False, "the automaton moves first (+1 point)",
                            "автомат ходит первым (+1 очко)", points={True: 1})
    no_bastion: bool = option(False, "the automaton starts with its Fort, no Bastion (-1 point)",
                              "автомат начинает сразу с Фортом, без Бастиона (−1 очко)",
                              points={True: -1})
    weaker_attacks: bool = option(False, "your creatures' attacks deal 1 less (+2 points)",
                                  "атаки ваших существ наносят на 1 меньше (+2 очка)",
                                  points={True: 2})
    ai_ability: str = option("none", "an ability all the automaton's creatures have (+1 point)",
                             "способность всех существ автомата (+1 очко)",
                             choices=AI_ABILITIES, points={a: 1 for a in AI_ABILITIES[1:]},
                             labels={"none": ("none", "нет"),
                                     **{a: (ABILITY_NAMES[a].en, ABILITY_NAMES[a].ru)
                                        for a in AI_ABILITIES[1:]}})


def points(options: SoloOptions) -> int:
    """The difficulty points the automaton settings add up to (the prices live on the options,
    so the lobby shows the same ones)."""
    return option_points(options)


def check_points(options: SoloOptions) -> None:
    """One clear error when the settings do not add up to the chosen level."""
    total = points(options)
    if total != options.level:
        name = LEVELS[options.level]
        raise SetupError(
            f"the automaton settings add up to {total} points, but level {options.level} "
            f"({name.en}) needs exactly {options.level}",
            f"настройки автомата дают очков: {total}, а уровень {options.level} ({name.ru}) "
            f"требует ровно {options.level}")


def label(game_id: str, action: Action) -> Message | None:
    """An action's label as the game's catalog message `<game id>-action-...` (card keys; a
    spell's target side as a seat, the automaton's being side 1 in the solo game)."""

    def msg(what: str, **args: Any) -> Message:
        return events.label(game_id, what, **args)

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


class ClashGame(RulesPage, Game):
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

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> ClashDuelState:
        self.check_players(players)
        opts = self.options(options)
        state = ClashDuelState(self, card_set(), opts.format, deal_rng(seed))
        state.begin((opts.deck_1, opts.deck_2))
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> ClashDuelState:
        """A battle position (see `position.py` and the rules page, "Positions")."""
        return read_duel(self, card_set(), self.options(options).format, position,
                         deal_rng(seed))

    def to_setup(self, state: ClashState) -> dict[str, Any]:
        assert isinstance(state, ClashDuelState)
        return write_duel(state)

    def action_message(self, action: Any) -> Message | None:
        return label(self.id, action)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}


class ClashSoloGame(RulesPage, Game):
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

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> ClashSoloState:
        self.check_players(players)
        state = ClashSoloState(self, card_set(), self.options(options), deal_rng(seed))
        state.begin()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> ClashSoloState:
        return read_solo(self, card_set(), self.options(options), position, deal_rng(seed))

    def to_setup(self, state: ClashState) -> dict[str, Any]:
        assert isinstance(state, ClashSoloState)
        return write_solo(state)

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, ChooseDeck | Choose | Ban):
            return None  # the duel's setup: never legal here
        return label(self.id, action)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}
