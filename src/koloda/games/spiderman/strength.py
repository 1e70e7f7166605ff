"""Spider-Man: Battle of Strength ("Битва силачей"), the mode's own rules, ordered like the rules
page (the deal and positions are in game.py, what both modes share in state.py).

Setup: all cards dealt evenly, face down, the rest set aside unseen. A round: the starting player
announces the best score on his top card, everybody reveals, the highest score on any category
wins the round's cards (with the classic choice: the category the starter names). Ties go to a
play-off. Players out of cards leave; the last holder wins, or most cards after the agreed rounds.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Event, Game, Message, refuse_if
from koloda.core.rng import copy_rng

from . import events
from .actions import Name, Reveal
from .cards import CardSet
from .state import SpiderManState

if TYPE_CHECKING:
    from .game import StrengthOptions


class SpiderManStrengthState(SpiderManState):
    """A Battle of Strength in progress."""

    mode = "strength"

    def __init__(self, game: Game, players: int, cardset: CardSet, rng: random.Random,
                 options: StrengthOptions) -> None:
        super().__init__(game, players, cardset, rng, options.rounds)
        self.options = options
        self.classic = options.classic
        self.starter = 0  # the dealer is the last seat; the player on his left starts

    # -- a turn: the starter reveals, or (classic choice) names a category -----------------
    def actors(self) -> tuple[int, ...]:
        return () if self.finished() else (self.starter,)

    def start_refusal(self, action: Action) -> Message | None:
        """The rule of the starter's move (None: he may make it): a reveal, or with the classic
        choice one of the set's categories named."""
        if self.classic:
            if not isinstance(action, Name):
                return events.refuse_name()
            if self.cardset.category_index(action.category) is None:
                return events.refuse_category(action.category,
                                              [c.id for c in self.cardset.categories])
        elif not isinstance(action, Reveal):
            return events.refuse_reveal()
        return None

    def check(self, seat: int | None, action: Action) -> None:
        refuse_if(self.turn_refusal(seat, self.starter) or self.start_refusal(action))

    def legal_actions(self, seat: int) -> list[Action]:
        if self.turn_refusal(seat, self.starter) is not None:
            return []
        moves: list[Action] = ([Name(c.id) for c in self.cardset.categories] if self.classic
                               else [Reveal()])
        return [a for a in moves if self.start_refusal(a) is None]

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        category = (self.cardset.category_index(action.category) if isinstance(action, Name)
                    else None)
        return self.play_round(category)

    # -- the round: everybody reveals, play-offs until one score is highest -----------------
    def score(self, card: int, category: int | None) -> int:
        """What a card counts in this round: its best score, or the named category's."""
        c = self.cardset.cards[card]
        return c.best if category is None else c.scores[category]

    def play_round(self, category: int | None) -> list[Event]:
        """One round with all its play-offs: the table goes to the single highest score."""
        self.round += 1
        starter = self.starter
        order = self.turn_order(starter)
        out = [self.announce(starter, category)]
        table: list[tuple[int, int]] = []
        stages: list[list[list[int]]] = []
        contenders, winner = order, None
        while True:
            able = [s for s in contenders if self.decks[s]]  # out of cards: out of the play-off
            if stages and len(able) <= 1:
                winner = able[0] if able else None
                break
            stage = [(s, self.take(s)) for s in able]
            table.extend(stage)
            stages.append([[s, c, self.score(c, category)] for s, c in stage])
            out.extend(self.reveal_events(stage, category, playoff=len(stages) > 1))
            best = max(self.score(c, category) for _, c in stage)
            leaders = [s for s, c in stage if self.score(c, category) == best]
            if len(leaders) == 1:
                winner = leaders[0]
                break
            contenders = able
            out.append(events.playoff(best, leaders))
        if winner is None:
            out.append(self.nobody_wins(table))
        else:
            self.put_under(winner, [c for _, c in table])
            self.starter = winner
            out.append(events.take(winner, len(table)))
        cat_id = None if category is None else self.cardset.categories[category].id
        self.last = {"starter": starter, "category": cat_id, "stages": stages, "winner": winner}
        out.extend(self.leave_if_empty())
        return out

    def announce(self, starter: int, category: int | None) -> Event:
        """The starter's announcement: his best score, or the category he names and his score."""
        score = self.score(self.decks[starter][0], category)
        return events.announce(starter, score, None if category is None
                               else self.cardset.categories[category])

    def reveal_events(self, stage: list[tuple[int, int]], category: int | None,
                      playoff: bool) -> list[Event]:
        """Each player of a reveal (or of a play-off) shows his top card and its score."""
        return [events.reveal(s, self.cardset.cards[c], self.score(c, category), playoff)
                for s, c in stage]

    def nobody_wins(self, table: list[tuple[int, int]]) -> Event:
        """A play-off nobody can continue: every player takes his own cards back, under his deck."""
        for s in range(self.players):
            mine = [c for t, c in table if t == s]
            if mine:
                self.put_under(s, mine)
        return events.nobody_wins()

    # -- what is seen ---------------------------------------------------------------------
    def looked_at(self, seat: int | None) -> int | None:
        """The top card `seat` has looked at (the starter before naming a category)."""
        if self.classic and seat == self.starter and not self.finished():
            return self.decks[seat][0]
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        top = self.looked_at(seat)
        out = self.common_view(seat)
        out.update({"mode": self.mode, "classic": self.classic, "starter": self.starter,
                    "phase": "over" if self.finished() else ("name" if self.classic else "reveal"),
                    "top": top, "unseen": self.unseen(seat, top)})
        return out

    # -- copies ---------------------------------------------------------------------------
    def clone(self) -> SpiderManStrengthState:
        new = SpiderManStrengthState(self.game, self.players, self.cardset, copy_rng(self.rng),
                                     self.options)
        self.copy_into(new)
        new.starter = self.starter
        return new
