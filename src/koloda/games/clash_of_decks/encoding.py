"""Clash of Decks, the duel: with the starter set of K = 32 cards (5 spells), 360 action indices
(359 actions and decline) and 2,405 observation values. Sides are relative: 0 is me, 1 the
other player.

Actions: 0-3 take preconstructed deck 1-4; then one index a card (K each) for a draft take, a
constructed choice and a ban; summon (card * 2 + row); cast (spell, side, row, place from the
bridge 0-7); begin the assault, strike, end the turn; return (card); decline.

Observation: both hands slot by slot from the left (the card, the Bastion/Fort, or a card whose
place I have not seen), the cards the other hand holds unseen, every creature in the rows (its
card, health, attack, marks and abilities), the setup (revealed, picked and banned cards, decks
taken), the phase and the battle's numbers.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from koloda.core import Action, Game, State
from koloda.core.encoding import Encoding
from koloda.games.clash_of_decks.actions import (
    ASSAULT,
    END,
    STRIKE,
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
from koloda.games.clash_of_decks.cards import DECK_SIZE, card_set
from koloda.games.clash_of_decks.duel import BANS
from koloda.games.clash_of_decks.state import FORTRESS

PLACES = 8  # creatures a row may hold (a side owns 8 cards and keeps one in hand)
SLOTS = DECK_SIZE + 2  # hand slots: the Bastion/Fort and every card a side owns, with room
PHASES = ("deck", "draft", "choose", "ban", "summon", "assault", "over")
ABILITY_BITS = 7
CREATURE_EXTRA = 6 + ABILITY_BITS  # health left, attack, damage, new, attacked, shielded, abilities


class ClashEncoding(Encoding):
    """The Clash of Decks duel (any format) with the starter set."""

    game_id = "clash_of_decks"

    def __init__(self, game: Game, players: int, options: Any = None) -> None:
        super().__init__(game, players, options)
        deck = self.deck = card_set()
        k = self.k = len(deck)
        self.spells = [c.index for c in deck.cards if c.spell]
        self.spell_slot = {c: i for i, c in enumerate(self.spells)}
        self.take0 = 4
        self.choose0 = self.take0 + k
        self.ban0 = self.choose0 + k
        self.summon0 = self.ban0 + k
        self.cast0 = self.summon0 + 2 * k
        self.assault_i = self.cast0 + len(self.spells) * 2 * 2 * PLACES
        self.strike_i, self.end_i = self.assault_i + 1, self.assault_i + 2
        self.return0 = self.assault_i + 3
        self.n_actions = self.return0 + k + 1
        # observation layout
        self.slot = k + 2  # a hand slot: card one-hot, Bastion/Fort, unseen card
        self.hands0 = 0
        self.hidden0 = self.hands0 + 2 * SLOTS * self.slot
        self.creature = k + CREATURE_EXTRA
        self.rows0 = self.hidden0 + k
        self.setup0 = self.rows0 + 2 * 2 * PLACES * self.creature
        self.phase0 = self.setup0 + 5 * k + 8 + 5
        self.battle0 = self.phase0 + len(PHASES)
        self.pending0 = self.battle0 + 9
        self.obs_size = self.pending0 + 2 * k

    # -- actions ----------------------------------------------------------------------------
    def index(self, state: State, seat: int, action: Action) -> int:
        by_key = self.deck.by_key
        if isinstance(action, ChooseDeck):
            if not 1 <= action.deck <= 4:
                raise ValueError(f"{action!r}: no such deck")
            return action.deck - 1
        if isinstance(action, Take):
            return self.take0 + by_key[action.card]
        if isinstance(action, Choose):
            return self.choose0 + by_key[action.card]
        if isinstance(action, Ban):
            return self.ban0 + by_key[action.card]
        if isinstance(action, Summon):
            return self.summon0 + by_key[action.card] * 2 + action.row
        if isinstance(action, Cast):
            slot = self.spell_slot[by_key[action.card]]
            if not 0 <= action.position < PLACES:
                raise ValueError(f"{action!r}: the encoding knows places 0 to {PLACES - 1}")
            side = (action.side - seat) % 2
            return self.cast0 + ((slot * 2 + side) * 2 + action.row) * PLACES + action.position
        if isinstance(action, BeginAssault):
            return self.assault_i
        if isinstance(action, Strike):
            return self.strike_i
        if isinstance(action, EndTurn):
            return self.end_i
        if isinstance(action, Return):
            return self.return0 + by_key[action.card]
        raise ValueError(f"not a Clash of Decks duel action: {action!r}")

    def decode(self, state: State, seat: int, index: int) -> Action | None:
        k, key = self.k, self.deck.key
        if 0 <= index < 4:
            return ChooseDeck(index + 1)
        if self.take0 <= index < self.choose0:
            return Take(key(index - self.take0))
        if self.choose0 <= index < self.ban0:
            return Choose(key(index - self.choose0))
        if self.ban0 <= index < self.summon0:
            return Ban(key(index - self.ban0))
        if self.summon0 <= index < self.cast0:
            card, row = divmod(index - self.summon0, 2)
            return Summon(key(card), row)
        if self.cast0 <= index < self.assault_i:
            rest, position = divmod(index - self.cast0, PLACES)
            rest, row = divmod(rest, 2)
            slot, side = divmod(rest, 2)
            return Cast(key(self.spells[slot]), (seat + side) % 2, row, position)
        if index == self.assault_i:
            return ASSAULT
        if index == self.strike_i:
            return STRIKE
        if index == self.end_i:
            return END
        if self.return0 <= index < self.return0 + k:
            return Return(key(index - self.return0))
        return None

    # -- observation ------------------------------------------------------------------------
    def encode(self, state: State, seat: int) -> np.ndarray:
        s: Any = state  # a ClashDuelState
        k, info = self.k, self.deck.cards
        out = np.zeros(self.obs_size, dtype=np.float32)
        on: list[int] = []
        for rel in (0, 1):
            side = (seat + rel) % 2
            unknown = s.unknown[side]
            base = self.hands0 + rel * SLOTS * self.slot
            for i, c in enumerate(s.hands[side][:SLOTS]):
                at = base + i * self.slot
                if c == FORTRESS:
                    on.append(at + k)
                elif rel == 0 or c not in unknown:
                    on.append(at + c)
                else:
                    on.append(at + k + 1)
            if rel:
                # Which cards the other hand holds unseen is public; only their places are not.
                on += [self.hidden0 + c for c in unknown]
            for row in (0, 1):
                for pos, creature in enumerate(s.rows[side][row][:PLACES]):
                    at = self.rows0 + ((rel * 2 + row) * PLACES + pos) * self.creature
                    card = info[creature.card]
                    on.append(at + creature.card)
                    x = at + k
                    out[x] = min(1.0, max(0, card.health - creature.damage) / 10)
                    out[x + 1] = min(1.0, max(0, card.attack + creature.bonus
                                              - s.penalty[side]) / 10)
                    out[x + 2] = min(1.0, creature.damage / 10)
                    out[x + 3] = 1.0 if creature.new else 0.0
                    out[x + 4] = 1.0 if creature.attacked else 0.0
                    out[x + 5] = 1.0 if creature.shielded else 0.0
                    mask = s.abilities(side, row, pos)
                    on += [x + 6 + b for b in range(ABILITY_BITS) if mask >> b & 1]
        self._setup(s, seat, on, out)
        phase = s.phase if s.phase in PHASES else "over"
        on.append(self.phase0 + PHASES.index(phase))
        b = self.battle0
        in_battle = phase in ("summon", "assault", "over")
        if in_battle:
            out[b] = min(1.0, s.mana / 10)
            out[b + 1] = min(1.0, s.turn / 200)
            for rel in (0, 1):
                side = (seat + rel) % 2
                out[b + 2 + rel] = min(1.0, s.health(side) / SLOTS)
                out[b + 4 + rel] = 1.0 if s.fort[side] else 0.0
            out[b + 6] = 1.0 if s.active == seat else 0.0
            out[b + 7] = 1.0 if s.first == seat else 0.0
        out[b + 8] = 1.0 if seat in s.actors() else 0.0
        if s.pending is not None:
            on += [self.pending0 + c for c in s.pending[1]]
        if s.flight is not None:
            on.append(self.pending0 + k + s.flight[1])
        if on:
            out[on] = 1.0
        return out

    def _setup(self, s: Any, seat: int, on: list[int], out: np.ndarray) -> None:
        """The format's setup steps as `seat` sees them."""
        k, base = self.k, self.setup0
        on += [base + c for c in s.revealed]
        other = 1 - seat
        seen_other = s.phase not in ("choose", "ban") or bool(s.shown[other])
        on += [base + k + c for c in s.picks[seat]]
        if seen_other:
            on += [base + 2 * k + c for c in s.picks[other]]
        on += [base + 3 * k + c for c in s.banned[seat]]
        on += [base + 4 * k + c for c in s.banned[other]]
        x = base + 5 * k
        for rel, side in ((0, seat), (1, other)):
            taken = s.decks_taken[side]
            if taken:
                on.append(x + rel * 4 + taken - 1)
        x += 8
        out[x] = min(1.0, len(s.picks[seat]) / 10)
        out[x + 1] = min(1.0, len(s.picks[other]) / 10)
        out[x + 2] = len(s.stock) / k
        setup = s.phase in ("deck", "draft", "choose", "ban")
        out[x + 3] = 1.0 if setup and s.picker == seat else 0.0
        if s.phase == "ban" and s.step < len(BANS):
            out[x + 4] = 1.0 if BANS[s.step][1] == seat else 0.0  # my card is to be banned
