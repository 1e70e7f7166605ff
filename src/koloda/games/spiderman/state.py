"""The rules both modes share (Battle of Strength in strength.py, Battle in the Dark in dark.py),
in the rulebook's order: the deal, the decks, a turn, leaving, the end, copies and views.

A deck is a list of card ids, top first. Cards leave from the top (or, in Battle in the Dark, from
anywhere at random) and are added under the bottom in plain view, so every deck is an unknown part
on top of a known part: `known[seat]` counts the bottom cards whose identity and order everybody
saw go there. `view` shows the known part; `determinize` re-deals only the unknown parts.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Event, Message, Outcome, State

from . import events
from .cards import CardSet

#: a documented safety cap: with no decisions a game could cycle, so every game ends by then
MAX_ROUNDS = 1000


class SpiderManState(State):
    """The common half of a Spider-Man game state (the modes subclass it)."""

    mode: str

    def __init__(self, game: Any, players: int, cardset: CardSet, rng: random.Random,
                 rounds: int) -> None:
        self.game, self.players, self.rng = game, players, rng
        self.cardset = cardset
        self.decks: list[list[int]] = [[] for _ in range(players)]
        self.known = [0] * players
        self.aside_hidden: list[int] = []  # set aside unseen (the uneven rest of the deal)
        self.aside_public: list[int] = []  # set aside in view (bonus cards in the Dark)
        self.round = 0
        self.rounds = rounds  # 0: no agreed limit (MAX_ROUNDS still applies)
        self.left_in: list[int | None] = [None] * players  # the round a seat ran out of cards
        self.last: dict[str, Any] | None = None  # the last round, for views

    # -- dealing --------------------------------------------------------------------------
    def deal(self, cards: list[int]) -> None:
        """Shuffle and deal evenly, face down; the uneven rest is set aside unseen."""
        self.rng.shuffle(cards)
        each = len(cards) // self.players
        for s in range(self.players):
            self.decks[s] = cards[s * each:(s + 1) * each]
        self.aside_hidden = cards[self.players * each:]

    def place(self, decks: list[list[int]], known: list[int]) -> None:
        """Lay out an explicit position; everything not in a deck is set aside."""
        self.decks = [list(d) for d in decks]
        self.known = list(known)
        used = {c for d in decks for c in d}
        for c in self.cardset.cards:
            if c.id not in used:
                (self.aside_public if self.sets_aside_in_view(c.id) else self.aside_hidden).append(c.id)
        for s in range(self.players):
            if not self.decks[s]:
                self.left_in[s] = 0

    def sets_aside_in_view(self, card: int) -> bool:
        """Whether a card set aside at the start is set aside openly (Dark: the bonus cards)."""
        return False

    # -- decks ----------------------------------------------------------------------------
    def in_game(self) -> list[int]:
        """Seats still holding cards, in seat order."""
        return [s for s in range(self.players) if self.left_in[s] is None]

    def out_seats(self) -> tuple[int, ...]:
        """The seats that ran out of cards and left the battle."""
        return tuple(s for s in range(self.players) if self.left_in[s] is not None)

    def turn_order(self, first: int) -> list[int]:
        """Seats still holding cards, in turn order from `first`."""
        return [s % self.players for s in range(first, first + self.players)
                if self.left_in[s % self.players] is None]

    def unknown(self, seat: int) -> int:
        """How many of the seat's top cards nobody has seen go there."""
        return len(self.decks[seat]) - self.known[seat]

    def take(self, seat: int, index: int = 0) -> int:
        """Take one card out of a deck (the top by default)."""
        if index >= self.unknown(seat):
            self.known[seat] -= 1
        return self.decks[seat].pop(index)

    def put_under(self, seat: int, cards: list[int]) -> None:
        """Put cards under a deck in plain view, in the order given."""
        self.decks[seat].extend(cards)
        self.known[seat] += len(cards)

    # -- a turn: one actor at a time ------------------------------------------------------
    def turn_refusal(self, seat: int | None, actor: int) -> Message | None:
        """The turn rule of both modes, which each mode's `check` and `legal_actions` follow:
        only `actor` moves, and nobody once the game is over (None: `seat` may move)."""
        if self.finished():
            return events.refuse_over(self.game.id)
        if seat != actor:
            return events.refuse_turn(self.game.id, actor)
        return None

    # -- leaving, and the end -------------------------------------------------------------
    def leave_if_empty(self) -> list[Event]:
        """Seats left without cards leave the battle."""
        out = []
        for s in range(self.players):
            if self.left_in[s] is None and not self.decks[s]:
                self.left_in[s] = self.round
                out.append(events.leave(s))
        return out

    def limit(self) -> int:
        return min(self.rounds, MAX_ROUNDS) if self.rounds else MAX_ROUNDS

    def finished(self) -> bool:
        return len(self.in_game()) <= 1 or self.round >= self.limit()

    def outcome(self) -> Outcome | None:
        if not self.finished():
            return None
        # Holders rank by cards held; those who left rank below, later leavers above earlier.
        keys = [(1, len(self.decks[s]), 0) if self.left_in[s] is None
                else (0, 0, self.left_in[s]) for s in range(self.players)]
        ranks = tuple(1 + sum(k > keys[s] for k in keys) for s in range(self.players))
        return Outcome(ranks, tuple(float(len(d)) for d in self.decks))

    def estimate(self) -> tuple[float, ...] | None:
        """Cards held relative to the leader: in a battle for all the cards, a fair guess of
        who is winning, so search bots may cut their playouts short."""
        top = max(len(d) for d in self.decks)
        return tuple(len(d) / top for d in self.decks)

    def cards(self) -> list[int]:
        return [c for d in self.decks for c in d] + self.aside_hidden + self.aside_public

    # -- copies ---------------------------------------------------------------------------
    def copy_into(self, new: SpiderManState) -> None:
        new.decks = [list(d) for d in self.decks]
        new.known = list(self.known)
        new.aside_hidden = list(self.aside_hidden)
        new.aside_public = list(self.aside_public)
        new.round, new.left_in, new.last = self.round, list(self.left_in), self.last

    def looked_at(self, seat: int | None) -> int | None:
        """The card on top of `seat`'s own deck that it has seen (each mode decides)."""
        raise NotImplementedError

    def determinize(self, seat: int | None, rng: random.Random) -> SpiderManState:
        # Both modes: every unknown part is re-dealt (in the Dark, a seat's own deck too); a top
        # card the seat has looked at stays.
        new = self.clone()
        assert isinstance(new, SpiderManState)
        new.redeal_unknown(rng, seat if self.looked_at(seat) is not None else None)
        return new

    def redeal_unknown(self, rng: random.Random, fixed_top: int | None) -> None:
        """Re-deal every card nobody has seen placed (unknown deck parts and the unseen set-aside
        cards), keeping each deck's count; `fixed_top` is a seat that has looked at its own top
        card, which stays."""
        slots: list[tuple[int, int]] = []  # (seat, index) of each unknown card; -1: set aside
        pool: list[int] = []
        for s in range(self.players):
            first = 1 if s == fixed_top and self.unknown(s) > 0 else 0
            for i in range(first, self.unknown(s)):
                slots.append((s, i))
                pool.append(self.decks[s][i])
        pool.extend(self.aside_hidden)
        pool.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(pool)
        for (s, i), c in zip(slots, pool, strict=False):
            self.decks[s][i] = c
        self.aside_hidden = pool[len(slots):]
        # Future random draws must not be known to a searcher either.
        self.rng = random.Random(rng.random())

    # -- views ----------------------------------------------------------------------------
    def unseen(self, seat: int | None, top: int | None) -> list[int]:
        """Card ids whose place `seat` does not know (derivable from the public history)."""
        out = [c for s in range(self.players) for c in self.decks[s][:self.unknown(s)]]
        out.extend(self.aside_hidden)
        if top is not None and top in out:
            out.remove(top)
        return sorted(out)

    def deck_views(self) -> list[dict[str, Any]]:
        return [{"count": len(d), "known": d[len(d) - self.known[s]:] if self.known[s] else [],
                 "out": self.left_in[s] is not None}
                for s, d in enumerate(self.decks)]

    def common_view(self, seat: int | None) -> dict[str, Any]:
        out = self.outcome()
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "round": self.round,
            "round_limit": self.limit(),
            "decks": self.deck_views(),
            "set_aside": len(self.aside_hidden) + len(self.aside_public),
            "set_aside_known": list(self.aside_public),
            "last": self.last,
            "outcome": out.to_json() if out else None,
            "catalog": self.cardset.catalog,
        }

    def to_setup(self) -> dict[str, Any]:
        """The position in the `setup` form (written by the game, beside `setup`)."""
        return self.game.to_setup(self)
