"""The core: the game contract, cards, actions and their codec, records, the match runner and the
game registry, the deal generators. No I/O, clocks or global randomness here (but for the OS
randomness behind `new_secret_seed`)."""

from .actions import Action, ActionCodec, action
from .cards import Card, card, deck36, deck52, full_name, parse_card, parse_cards, short_name
from .catalog import CATALOG, Message, Names, message
from .errors import (
    DataError,
    IllegalAction,
    KolodaError,
    MalformedAction,
    SetupError,
    UnknownName,
    refuse_if,
)
from .game import (
    Game,
    NoOptions,
    OpenSpielSpec,
    option,
    option_points,
    options_schema,
    parse_options,
)
from .match import MatchResult, StalledGame, play_match
from .perspective import TIMEOUT, Agent, Perspective, SeededBot
from .record import Record, replay, replay_steps, start
from .registry import games, get_game, register
from .rng import KeyedRandom, copy_rng, deal_rng, derive_seed, is_secret_seed, new_secret_seed
from .state import Event, Outcome, State, Timer
from .text import LANGS, Text, given, quote, quote_names, text

__all__ = [
    "CATALOG", "Message", "Names", "message",
    "Action", "ActionCodec", "Agent", "Card", "DataError", "Event", "Game", "IllegalAction",
    "KeyedRandom", "KolodaError", "LANGS", "MalformedAction", "MatchResult", "NoOptions",
    "OpenSpielSpec", "Outcome", "Perspective", "Record", "SeededBot", "SetupError", "StalledGame", "State", "TIMEOUT", "Text",
    "Timer", "UnknownName", "action", "given", "text", "card", "copy_rng", "deal_rng", "deck36", "deck52",
    "derive_seed", "full_name", "games", "get_game", "is_secret_seed", "new_secret_seed",
    "option", "option_points", "options_schema", "parse_card", "parse_cards", "parse_options",
    "play_match", "quote", "quote_names", "refuse_if", "register", "replay", "replay_steps", "short_name", "start",
]
