"""The core: the game contract, cards, actions and their codec, records, the match runner and the
game registry. No I/O, clocks or global randomness here."""

from .actions import Action, ActionCodec, action
from .cards import Card, card, deck36, deck52, full_name, parse_card, parse_cards, short_name
from .errors import DataError, IllegalAction, KolodaError, MalformedAction, SetupError, UnknownName
from .game import Game, NoOptions, option, option_points, options_schema, parse_options
from .match import MatchResult, StalledGame, play_match
from .perspective import TIMEOUT, Agent, Perspective
from .record import Record, replay, replay_steps, start
from .registry import games, get_game, register
from .state import Event, Outcome, State, Timer
from .text import LANGS, Text

__all__ = [
    "Action", "ActionCodec", "Agent", "Card", "DataError", "Event", "Game", "IllegalAction",
    "KolodaError", "LANGS", "MalformedAction", "MatchResult", "NoOptions", "Outcome",
    "Perspective", "Record", "SetupError", "StalledGame", "State", "TIMEOUT", "Text", "Timer",
    "UnknownName", "action", "card", "deck36", "deck52", "full_name", "games", "get_game",
    "option", "option_points", "options_schema", "parse_card", "parse_cards", "parse_options", "play_match",
    "register", "replay", "replay_steps", "short_name", "start",
]
