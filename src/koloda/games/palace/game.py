"""The Palace game object: its options, the deal, positions read and written (the reading itself
is in `position.py`), action labels, bots and the rules page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import Game, Message, OpenSpielSpec, SetupError, deck52, message, option, text
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, CODES, PickUp, Play, PlayBlind, Ready, Swap
from .position import read, write
from .search import ITERATIONS as EXPERT_ITERATIONS
from .search import available as search_available
from .state import HAND_SIZE, PalaceState


@dataclass(frozen=True)
class PalaceOptions:
    """Palace variants."""

    pickup_limit: int = option(100, text("palace-option-pickup-limit"), minimum=0,
                               maximum=100_000)


def _openspiel_length(players: int, options: PalaceOptions) -> int:
    # Between two pick-ups at most a deck's worth of cards is played (burnt cards leave the
    # game), and each play may be preceded by every other seat letting a four pass. Without a
    # pick-up limit (0) the rules set no bound: 1,000 pick-ups are counted then.
    pickups = options.pickup_limit or 1000
    return (pickups + 2) * 60 * players


class PalaceGame(RulesPage, Game):
    """Palace (also Shed or Karma): shed every card, hand first, then the face-up and the
    face-down cards on the table; the last player holding cards loses."""

    id = "palace"
    title = text("palace-title")
    min_players, max_players = 2, 5
    rules_version = "1"
    Options = PalaceOptions
    codec = CODEC
    # What Palace brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.palace"
    web_renderer = "palace"
    rating_pools = (("palace-2", 2, 2), ("palace-3-5", 3, 5))
    arena_min_moves = 20  # shortest 48 (heuristic), 82 (random)
    # a game of more luck: four levels. Expert is the search in C (search.py, docs/bots.md:
    # "Palace's search in C") where the module was built, else the guided search in Python it
    # replaced.
    bot_levels = (("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                  ("skilled", "heuristic"),
                  ("expert", f"search:{EXPERT_ITERATIONS}" if search_available()
                   else "ismcts-guided:200"))
    # the Expert's share against Skilled (docs/bots.md): the search in C's over 400 games, or
    # the guided search's in the ladder where it plays the level
    level_shares = {"casual": 0.720, "skilled": 0.645,
                    "expert": 0.762 if search_available() else 0.627}
    openspiel = OpenSpielSpec("koloda_palace", 2, _openspiel_length)
    #: out-of-turn seats are listed by hand size and face-up cards (public), not by whether the
    #: hand holds the rank that completes four of a kind (hidden)
    public_actors = True

    # -- the deal ---------------------------------------------------------------------------
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

    # -- positions --------------------------------------------------------------------------
    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> PalaceState:
        """A position in the setup form documented in the rules page (read in `position.py`)."""
        opts = self.options(options)
        state = read(self, position, seed)
        state.pickup_limit = opts.pickup_limit
        if opts.pickup_limit and state.pick_ups >= opts.pickup_limit:
            raise SetupError(text("palace-setup-pickup-limit", count=str(state.pick_ups),
                                  limit=str(opts.pickup_limit)))
        return state

    def to_setup(self, state: PalaceState) -> dict[str, Any]:
        """`state` in the setup form: `setup` reads it back to the same position."""
        return write(state)

    # -- labels, bots -----------------------------------------------------------------------

    message_args: ClassVar[dict[str, str]] = {"hand": "card", "face_up": "card"}

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, Play):
            return message("palace-action-play", cards=[CODES[c] for c in action.cards])
        if isinstance(action, PlayBlind):
            return message("palace-action-blind", number=action.index + 1)
        if isinstance(action, PickUp):
            return message("palace-action-pick-up")
        if isinstance(action, Swap):
            return message("palace-action-swap", hand=CODES[action.hand],
                           face_up=CODES[action.face_up])
        if isinstance(action, Ready):
            return message("palace-action-ready")
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import PalaceBot
        from .search import SearchBot, available

        agents = {"heuristic": lambda seed=0, param=None: PalaceBot(seed=seed)}
        if available():  # the Expert's search in C, where the module was built
            agents["search"] = lambda seed=0, param=None: SearchBot(seed=seed, param=param)
        return agents

