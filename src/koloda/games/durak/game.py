"""The Durak game object: its options, the deal, positions read and written (the reading itself
is in `position.py`), action labels, bots and the rules page."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import (
    Card,
    Game,
    Message,
    OpenSpielSpec,
    SetupError,
    deck36,
    message,
    option,
    text,
)
from koloda.core.catalog import Names, format_message
from koloda.core.rng import deal_rng, rng_snapshot
from koloda.games import RulesPage

from .actions import CODEC, Attack, Defend, Pass, Take, Transfer
from .position import read, write
from .search import ITERATIONS as EXPERT_ITERATIONS
from .search import available as search_available
from .state import HAND, THROW_IN_ALL, THROW_IN_NEIGHBOURS, DurakState


@dataclass(frozen=True)
class DurakOptions:
    """Options of a Durak table; the defaults are the classic "подкидной" game."""

    transfer: bool = option(False, text("durak-option-transfer"))
    throw_in: str = option(
        THROW_IN_ALL,
        text("durak-option-throw-in"),
        choices=(THROW_IN_ALL, THROW_IN_NEIGHBOURS),
        labels={THROW_IN_ALL: text("durak-option-throw-in-all"),
                THROW_IN_NEIGHBOURS: text("durak-option-throw-in-neighbours")},
    )
    first_bout_five: bool = option(False, text("durak-option-first-bout-five"))
    #: the form outside programs play (docs/bots.md): the main attacker alone adds cards, one
    #: at a time, and a take ends the bout at once; no transfer
    restricted: bool = option(False, text("durak-option-restricted"))

    def __post_init__(self) -> None:
        if self.restricted and self.transfer:
            raise SetupError(text("durak-option-restricted-transfer"))


class DurakGame(RulesPage, Game):
    """Durak ("дурак"), the classic "подкидной" game for 2 to 6 players with a 36-card deck."""

    id = "durak"
    title = text("durak-title")
    min_players, max_players = 2, 6
    rules_version = "1"
    Options = DurakOptions
    codec = CODEC
    # What Durak brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.durak"
    web_renderer = "durak"
    # throw-in and transfer rated together: the same skill (reading the deck, saving trumps)
    rating_pools = (("durak-2", 2, 2), ("durak-3-6", 3, 6))
    arena_min_moves = 20  # shortest 41 (heuristic), 69 (random): a deal, attacks, the last cards
    # Strong is the shipped network (docs/rl.md): 60.0% over the heuristic and 38.0% against the
    # guided search at 400 iterations, the Expert before the search in C. Models are shipped for
    # 2-4 players; at a table size or with options no model was trained for, `neural` plays as
    # the heuristic. Expert is the search in C (search.py, docs/bots.md: "Durak's search in C")
    # where the module was built, else the guided search in Python it replaced.
    bot_levels = (("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                  ("skilled", "heuristic"), ("strong", "neural"),
                  ("expert", f"search:{EXPERT_ITERATIONS}" if search_available()
                   else "ismcts-guided:400"))
    # the Expert's share against Strong (docs/bots.md): the search in C's over 200 games, or the
    # guided search's in the ladder where it plays the level
    level_shares = {"casual": 0.688, "skilled": 0.770, "strong": 0.600,
                    "expert": 0.848 if search_available() else 0.620}
    # In OpenSpiel, a bound with a wide margin over random games (tests/openspiel hold it): a
    # bout ends in a discard or a pick-up, and with the stock gone each pick-up leaves the
    # attacker fewer cards.
    openspiel = OpenSpielSpec("koloda_durak", 2, lambda players, options: 4000 * players)
    #: attackers are listed while they hold cards and the bout has room (public), not by whether
    #: they hold a rank on the table (hidden)
    public_actors = True

    # -- the deal ---------------------------------------------------------------------------
    def new(self, players: int, options: Any = None, seed: int | str = 0) -> DurakState:
        """Shuffle, deal six each, turn up the trump, and let the lowest trump lead."""
        self.check_players(players)
        state = DurakState(self, self.options(options), players)
        deck, rng = self.shuffled(seed)
        # deck[0] is the bottom card: it is turned up to show trump and is drawn last.
        state.trump_card = deck[0]
        state.trump = deck[0] & 3
        for _ in range(HAND):
            for hand in state.hands:
                hand.append(deck.pop())
        state.stock = deck
        if not deck:
            # Six players take the whole deck: the turned-up card ends in the last hand dealt.
            state.known[players - 1].append(state.trump_card)
        state._rng_state = rng_snapshot(rng)
        lowest = self.lowest_trump(state)
        if lowest is not None:
            seat, c = lowest
            state.attacker = seat
            if c not in state.known[seat]:
                state.known[seat].append(c)  # shown to the table to claim the lead
        state.defender = state.next_in_play(state.attacker)
        state._set_throwers()
        return state

    @staticmethod
    def shuffled(seed: int | str) -> tuple[list[Card], random.Random]:
        """The deck `new` deals from `seed` (bottom card first) and the generator after the
        shuffle."""
        rng = deal_rng(seed)
        deck = deck36()
        rng.shuffle(deck)
        return deck, rng

    @staticmethod
    def lowest_trump(state: DurakState) -> tuple[int, Any] | None:
        """The seat holding the lowest trump, and that card; None when no hand holds a trump
        (then seat 0 leads)."""
        best = None
        for seat, hand in enumerate(state.hands):
            for c in hand:
                if c & 3 == state.trump and (best is None or c < best[1]):
                    best = (seat, c)
        return best

    # -- positions --------------------------------------------------------------------------
    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> DurakState:
        """A game from the setup form (`position.py` documents it and reads it)."""
        state = read(self, position, self.options(options))
        state._rng_state = rng_snapshot(deal_rng(seed))
        return state

    def to_setup(self, state: DurakState) -> dict[str, Any]:
        """`state` in the setup form: `setup` reads it back to the same position."""
        return write(state)

    # -- labels, bots -----------------------------------------------------------------------
    message_args: ClassVar[dict[str, str]] = {"defender": "seat", "durak": "seat",
                                              "attack": "card"}

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, Attack):
            return message("durak-action-attack", card=action.card.code)
        if isinstance(action, Defend):
            return message("durak-action-defend", attack=action.attack.code,
                           card=action.card.code)
        if isinstance(action, Transfer):
            return message("durak-action-transfer", card=action.card.code)
        if isinstance(action, Take):
            return message("durak-action-take")
        if isinstance(action, Pass):
            return message("durak-action-pass")
        return None

    #: Durak has no score: one player is left the durak, the others are out of cards
    shows_scores: ClassVar[bool] = False

    def result_words(self, ranks: list[int], lang: str, names: Names) -> str | None:
        """The one ranked last alone is the durak ("You are the durak", "Вы — дурак"); with
        nobody left holding cards (a draw) the generic words stand."""
        last = max(ranks, default=1)
        losers = [seat for seat, rank in enumerate(ranks) if rank == last]
        if len(losers) != 1 or last == min(ranks):
            return None
        return format_message(message("durak-result", durak=losers[0]), lang, names,
                              self.message_args)

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot
        from .search import SearchBot, available

        agents = {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}
        if available():  # the Expert's search in C, where the module was built
            agents["search"] = lambda seed=0, param=None: SearchBot(seed=seed, param=param)
        return agents
