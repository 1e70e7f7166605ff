"""Spider-Man, both modes: a card set of N cards gives 11N + 56 observation values
(N = 44 with the default set: 540); Battle of Strength has 13 actions (+ decline), Battle in
the Dark 3 (+ decline).

Each card is one index (its id in the card set). A deck is an unknown part on top of a known
part that everybody saw go under it: the observation holds the known part of every deck (a plane
a seat, relative: me first), the cards whose place nobody knows, the top card the seat has looked
at (with its scores or symbols as numbers) and the cards set aside in view.

Actions, Battle of Strength: 0 reveal, 1-12 name category 1-12 (classic choice), 13 decline.
Battle in the Dark: 0-2 call heroism, villainy, danger; 3 decline.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import Action, Game, State
from koloda.core.encoding import Encoding
from koloda.games.spiderman.actions import Call, Name, Reveal
from koloda.games.spiderman.cards import MAX_SYMBOLS, SYMBOLS, load_card_set

MAX_SEATS = 8
MAX_CATEGORIES = 12
PER_SEAT = 5
TOP_VALUES = MAX_CATEGORIES  # the looked-at card's scores (or its 3 symbol counts)


class _SpiderEncoding(Encoding):
    """What both modes share: the card planes and the seats."""

    def __init__(self, game: Game, players: int, options: Any = None) -> None:
        super().__init__(game, players, options)
        self.cardset = load_card_set(self.options.card_file)
        n = self.cards = len(self.cardset.cards)
        self.known0 = 0
        self.unseen0 = MAX_SEATS * n
        self.top0 = self.unseen0 + n
        self.aside0 = self.top0 + n
        self.values0 = self.aside0 + n
        self.seats0 = self.values0 + TOP_VALUES
        self.game0 = self.seats0 + MAX_SEATS * PER_SEAT
        self.obs_size = self.game0 + 4
        self.best = max(1, max(max(c.scores) for c in self.cardset.cards))

    def top_values(self, card: int) -> list[float]:
        """The looked-at card as numbers in [0, 1]."""
        raise NotImplementedError

    def leader(self, s: Any) -> int:
        """The seat that decides this round."""
        raise NotImplementedError

    def encode(self, state: State, seat: int) -> np.ndarray:
        s: Any = state  # a CardTable
        n, cards = s.players, self.cards
        out = np.zeros(self.obs_size, dtype=np.float32)
        for rel in range(n):
            who = (seat + rel) % n
            deck, known = s.decks[who], s.known[who]
            if known:
                out[[self.known0 + rel * cards + c for c in deck[len(deck) - known:]]] = 1.0
            base = self.seats0 + rel * PER_SEAT
            out[base] = 1.0
            out[base + 1] = len(deck) / cards
            out[base + 2] = (len(deck) - known) / cards
            out[base + 3] = 1.0 if s.left_in[who] is not None else 0.0
            out[base + 4] = 1.0 if who == self.leader(s) else 0.0
        top = s.looked_at(seat)
        unseen = s.unseen(seat, top)
        if unseen:
            out[[self.unseen0 + c for c in unseen]] = 1.0
        if top is not None:
            out[self.top0 + top] = 1.0
            values = self.top_values(top)
            out[self.values0:self.values0 + len(values)] = values
        if s.aside_public:
            out[[self.aside0 + c for c in s.aside_public]] = 1.0
        out[self.game0] = s.round / s.limit()
        out[self.game0 + 1] = (len(s.aside_hidden) + len(s.aside_public)) / cards
        out[self.game0 + 2] = 1.0 if getattr(s, "classic", False) else 0.0
        out[self.game0 + 3] = 1.0 if not s.finished() and self.leader(s) == seat else 0.0
        return out


class StrengthEncoding(_SpiderEncoding):
    """Battle of Strength for 2-8 players, any card set of up to 12 categories."""

    game_id = "spiderman_strength"
    n_actions = 1 + MAX_CATEGORIES + 1

    def __init__(self, game: Game, players: int, options: Any = None) -> None:
        super().__init__(game, players, options)
        if len(self.cardset.categories) > MAX_CATEGORIES:
            raise ValueError(f"at most {MAX_CATEGORIES} categories")

    def leader(self, s: Any) -> int:
        return int(s.starter)

    def top_values(self, card: int) -> list[float]:
        return [v / self.best for v in self.cardset.cards[card].scores]

    def index(self, state: State, seat: int, action: Action) -> int:
        if isinstance(action, Reveal):
            return 0
        if isinstance(action, Name):
            i = self.cardset.category_index(action.category)
            if i is None:
                raise ValueError(f"{action!r}: no such category in this card set")
            return 1 + i
        raise ValueError(f"not a Battle of Strength action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        if index == 0:
            return Reveal()
        categories = self.cardset.categories
        if 1 <= index <= len(categories):
            return Name(categories[index - 1].id)
        return None


class DarkEncoding(_SpiderEncoding):
    """Battle in the Dark for 2-8 players, any card set."""

    game_id = "spiderman_dark"
    n_actions = len(SYMBOLS) + 1

    def leader(self, s: Any) -> int:
        return int(s.caller)

    def top_values(self, card: int) -> list[float]:
        return [v / MAX_SYMBOLS for v in self.cardset.cards[card].symbols]

    def index(self, state: State, seat: int, action: Action) -> int:
        if isinstance(action, Call) and action.symbol in SYMBOLS:
            return SYMBOLS.index(action.symbol)
        raise ValueError(f"not a Battle in the Dark action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        return Call(SYMBOLS[index]) if 0 <= index < len(SYMBOLS) else None
