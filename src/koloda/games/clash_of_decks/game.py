"""The Clash of Decks games: the duel (`clash_of_decks`, option `format`) and the solo game
against the automaton (`clash_of_decks_solo`, options for the difficulty); their options, the
deal, and a position read (`setup`) and written (`to_setup`, both in position.py's form). The
rules are in duel.py and solo.py, on the battle both share in state.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import (
    Action,
    Game,
    Message,
    OpenSpielSpec,
    SetupError,
    option,
    option_points,
    text,
)
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
        PRECONSTRUCTED, text("clash_of_decks-option-format"), choices=FORMATS,
        labels={PRECONSTRUCTED: text("clash_of_decks-format-preconstructed"),
                DRAFT: text("clash_of_decks-format-draft"),
                CONSTRUCTED: text("clash_of_decks-format-constructed")})
    # Fixed in advance (deck match-up studies, a rematch with the same decks): both or neither.
    deck_1: int = option(0, text("clash_of_decks-option-deck-1"), minimum=0, maximum=4)
    deck_2: int = option(0, text("clash_of_decks-option-deck-2"), minimum=0, maximum=4)


def check_decks(options: DuelOptions) -> None:
    """Decks fixed in advance: both of them, different, and only for preconstructed decks."""
    a, b = options.deck_1, options.deck_2
    if not a and not b:
        return
    if options.format != PRECONSTRUCTED:
        raise SetupError(text("clash_of_decks-setup-fixed-format", needed=PRECONSTRUCTED,
                              given=options.format))
    if not a or not b:
        raise SetupError(text("clash_of_decks-setup-fixed-both"))
    if a == b:
        raise SetupError(text("clash_of_decks-setup-fixed-same", deck=str(a)))


#: the difficulty levels' words, 0 (the quick game) to 5
LEVELS = (text("clash_of_decks_solo-level-0"), text("clash_of_decks_solo-level-1"),
          text("clash_of_decks_solo-level-2"), text("clash_of_decks_solo-level-3"),
          text("clash_of_decks_solo-level-4"), text("clash_of_decks_solo-level-5"))
AI_ABILITIES = ("none", "shards", "pierce", "rage", "protection", "berserk")


@dataclass(frozen=True)
class SoloOptions:
    """The difficulty: a level (0 is the quick game) and automaton settings whose points add up
    to it."""

    level: int = option(0, text("clash_of_decks_solo-option-level"), minimum=0, maximum=5,
                        points_total=True)
    variable_mana: int = option(1, text("clash_of_decks_solo-option-variable-mana"),
                                choices=(1, 2), points={2: 2})
    constant_mana: int = option(6, text("clash_of_decks_solo-option-constant-mana"),
                                minimum=6, maximum=10, points={m: m - 6 for m in range(6, 11)})
    ai_first: bool = option(False, text("clash_of_decks_solo-option-ai-first"),
                            points={True: 1})
    no_bastion: bool = option(False, text("clash_of_decks_solo-option-no-bastion"),
                              points={True: -1})
    weaker_attacks: bool = option(False, text("clash_of_decks_solo-option-weaker-attacks"),
                                  points={True: 2})
    ai_ability: str = option("none", text("clash_of_decks_solo-option-ai-ability"),
                             choices=AI_ABILITIES, points={a: 1 for a in AI_ABILITIES[1:]},
                             labels={"none": text("clash_of_decks_solo-ability-none"),
                                     **{a: ABILITY_NAMES[a] for a in AI_ABILITIES[1:]}})


def points(options: SoloOptions) -> int:
    """The difficulty points the automaton settings add up to (the prices live on the options,
    so the lobby shows the same ones)."""
    return option_points(options)


def check_points(options: SoloOptions) -> None:
    """One clear error when the settings do not add up to the chosen level."""
    total = points(options)
    if total != options.level:
        raise SetupError(text("clash_of_decks_solo-setup-points", total=str(total),
                              level=str(options.level), name=LEVELS[options.level]))


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


class ClashOfDecksGame(RulesPage, Game):
    """What the duel and the solo game share: the rules' version, the actions and their
    messages' arguments, options checked as a whole, the heuristic bot."""

    rules_version = "1"
    codec = CODEC
    message_args: ClassVar[dict[str, str]] = MESSAGE_ARGS

    def options(self, data: dict[str, Any] | Any | None = None) -> Any:
        """Options from JSON, checked as a whole by the mode's `check_options`."""
        opts = super().options(data)
        self.check_options(opts)
        return opts

    def check_options(self, options: Any) -> None:
        raise NotImplementedError

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot

        return {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}


class ClashGame(ClashOfDecksGame):
    """Clash of Decks duel (Grammes Edition): summon creatures over the bridges and bring down
    the other player's Bastion, then his Fort."""

    id = "clash_of_decks"
    title = text("clash_of_decks-title")
    min_players, max_players = 2, 2
    Options = DuelOptions
    # What the duel brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.clash_of_decks"
    web_renderer = "clash_of_decks"
    # two seats only: one pool, whatever the decks
    rating_pools = (("clash_of_decks", 2, 2),)
    arena_min_moves = 8  # shortest 16 (heuristic), 15 (random): a duel can end in a few attacks
    # The heuristic judges a move by playing the turn out, so as a playout policy it is costly;
    # plain ISMCTS (with the measured deck choice) tops this ladder.
    bot_levels = (("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                  ("skilled", "heuristic"), ("expert", "ismcts:200"))
    level_shares = {"casual": 0.705, "skilled": 0.825, "expert": 0.810}
    # In OpenSpiel (the duel; the solo game has no second seat): the cards' data, in every view,
    # never changes within a game.
    openspiel = OpenSpielSpec("koloda_clash", 2, lambda players, options: 2000,
                              static_view_keys=("cards",))

    def check_options(self, options: DuelOptions) -> None:
        """Decks fixed in advance must make a legal pair."""
        check_decks(options)

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


class ClashSoloGame(ClashOfDecksGame):
    """Clash of Decks solo: one player against the automaton, at a chosen difficulty."""

    id = "clash_of_decks_solo"
    title = text("clash_of_decks_solo-title")
    min_players, max_players = 1, 1
    Options = SoloOptions
    # What the solo game brings beyond its rules; never rated: nobody to be rated against.
    terminal_renderer = "koloda.cli.render.clash_of_decks_solo"
    web_renderer = "clash_of_decks_solo"
    # One seat against the automaton: levels are win rates on the same deals. The heuristic
    # judging each move over 32 re-deals of the automaton's hidden deck (`heuristic:32`) wins
    # clearly more often than on one; plain ISMCTS with the solo estimate wins less.
    bot_levels = (("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                  ("skilled", "heuristic"), ("expert", "heuristic:32"))

    def check_options(self, options: SoloOptions) -> None:
        """The automaton settings must add up to the level."""
        check_points(options)

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
