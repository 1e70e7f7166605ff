"""The solo game: one player against the automaton of the rulebook, which lives inside the state
and is driven by the state's random generator.

The automaton (side 1) has no hand: its cards lie face down in a deck with its Bastion (or, at
some difficulties, its Fort) under it. Each of its turns it reveals cards alternately into its
top and bottom rows until the cost revealed reaches its mana; damage to it moves cards from its
deck to its face-up discard. When the deck runs out the Bastion turns to its Fort and the discard
becomes the new deck; when the deck runs out on the Fort, the automaton plays one more turn, and
the player wins by surviving it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Event, IllegalAction, Message, Outcome, refuse_if
from koloda.core.rng import copy_rng

from .actions import Take
from .cards import ABILITIES, CardSet
from .state import ASSAULT_PHASE, FORTRESS, OVER, SUMMON, TOP, ClashState, Creature

if TYPE_CHECKING:
    from .game import SoloOptions

PICK, AI_SUMMON = "pick", "ai_summon"
PLAYER_CARDS = 8
REVEALED = 4


class ClashSoloState(ClashState):
    """A solo game: the deal of the 32 cards, then the player's turns and the automaton's."""

    def __init__(self, game: Any, deck: CardSet, options: SoloOptions,
                 rng: random.Random) -> None:
        self.game, self.deck, self.players, self.rng = game, deck, 1, rng
        self.init_battle()
        self.options = options
        self.stock: list[int] = []
        self.revealed: list[int] = []
        self.picks: list[int] = []
        self.ai_deck: list[int] = []  # face down; the top is the end of the list
        self.ai_discard: list[int] = []
        self.ai_mana = self.ai_spent = 0
        self.ai_row = TOP
        self.final_coming = False  # the Fort showed: the automaton's next turn is its last
        self.final = False  # this automaton turn is its last
        self.hands[1] = []
        self.penalty[0] = 1 if options.weaker_attacks else 0
        self.gift[1] = ABILITIES.get(options.ai_ability, 0)

    # -- the deal: four cards revealed, the player takes one ---------------------------------
    def begin(self) -> None:
        self.phase = PICK
        self.stock = list(range(len(self.deck)))
        self.rng.shuffle(self.stock)
        self.reveal()

    def reveal(self) -> None:
        self.revealed = [self.stock.pop() for _ in range(REVEALED)]

    def take(self, card: int) -> None:
        """The player keeps one of the four; the automaton gets the other three."""
        self.revealed.remove(card)
        self.picks.append(card)
        self.ai_deck += self.revealed
        self.revealed = []
        self.say("take", 0, {"card": self.deck.key(card)})
        if len(self.picks) < PLAYER_CARDS:
            self.reveal()
            return
        cards = self.picks
        self.picks = []
        self.rng.shuffle(cards)
        self.hands[0] = [FORTRESS, *cards]
        self.unknown[0] = set(cards)
        self.rng.shuffle(self.ai_deck)
        self.fort[1] = self.options.no_bastion
        self.first = self.active = 1 if self.options.ai_first else 0
        self.turn = 1
        self.start_turn()
        self.advance()

    # -- the automaton --------------------------------------------------------------------------
    def human(self, side: int) -> bool:
        return side == 0

    def not_your_turn(self) -> Message:
        return self.refusal("refuse-automaton")

    def health(self, side: int) -> int:
        return super().health(0) if side == 0 else len(self.ai_deck)

    def reserve(self, side: int) -> int:
        return len(self.ai_discard) if side == 1 and not self.fort[1] else 0

    def start_turn(self) -> None:
        if self.active == 0:
            super().start_turn()
            return
        self.final = self.final_coming
        mine = sum(len(line) for line in self.rows[0])
        self.ai_mana = self.options.constant_mana + self.options.variable_mana * mine
        self.ai_spent = 0
        self.ai_row = TOP
        self.phase = AI_SUMMON
        self.say("turn", 1, {"turn": self.turn, "mana": self.ai_mana, "final": self.final})

    def ai_reveal(self) -> None:
        """The top card goes to the next row in turn; a spell hits your creature nearest the
        bridge in that row, or, with no target there, goes to the discard for nothing."""
        card = self.ai_deck.pop()
        row, self.ai_row = self.ai_row, 1 - self.ai_row
        info = self.deck.cards[card]
        if not info.spell:
            self.rows[1][row].append(Creature(card, new=True))
            self.ai_spent += info.cost
            self.say("reveal", 1, {"card": info.key, "row": row})
        else:
            self.ai_discard.append(card)
            if self.rows[0][row]:
                self.ai_spent += info.cost
                victim = self.deck.key(self.rows[0][row][0].card)
                self.say("cast", 1, {"card": info.key, "side": 0, "row": row, "position": 0,
                                     "target": victim, "own": False})
                self.spell_strike(0, row, 0, info.damage, info.abilities)
            else:
                self.say("fizzle", 1, {"card": info.key, "row": row})
        if not self.ai_deck:
            self.deck_empty()

    def deck_empty(self) -> None:
        """The deck is gone: a Bastion turns to the Fort under the reshuffled discard; an empty
        deck on the Fort means one last turn for the automaton."""
        if not self.fort[1]:
            self.fort[1] = True
            self.ai_deck, self.ai_discard = self.ai_discard, []
            self.rng.shuffle(self.ai_deck)
            self.say("bastion_falls", 1, {"deck": len(self.ai_deck)})
            if self.ai_deck:
                return
        if not self.final_coming:
            self.final_coming = True
            self.say("fort_shows", 1, {})

    def hit_fortress(self, side: int, amount: int) -> None:
        if side == 0:
            super().hit_fortress(0, amount)
            return
        milled = 0
        while milled < amount and self.ai_deck:
            self.ai_discard.append(self.ai_deck.pop())
            milled += 1
        self.say("fortress_hit", 1, {"damage": amount, "milled": milled})
        if milled and not self.ai_deck:
            self.deck_empty()  # what is left of the damage is lost

    def flip_bastion(self, side: int) -> None:
        if side == 0:
            super().flip_bastion(0)

    def send_home(self, side: int, cards: list[int]) -> None:
        if side == 0:
            super().send_home(0, cards)
        else:
            self.ai_discard += cards

    def end_turn(self) -> None:
        if self.active == 1 and self.final:
            for side in self.rows:
                for line in side:
                    for creature in line:
                        creature.rest()
            self.finish(0)
            return
        super().end_turn()

    def advance(self) -> None:
        """Run the automaton (and the player's assault while no spell could be cast) until the
        player has a decision to make."""
        while self.winner is None and self.pending is None:
            if self.phase == AI_SUMMON:
                if self.ai_spent >= self.ai_mana or not self.ai_deck:
                    self.phase = ASSAULT_PHASE
                else:
                    self.ai_reveal()
            elif self.phase == ASSAULT_PHASE:
                if self.active == 0 and self.castable(0):
                    return
                place = self.next_attacker()
                if place is None:
                    self.end_turn()
                else:
                    self.strike(*place)
            else:
                return

    # -- the contract ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (0,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != 0:
            return []
        if self.phase == PICK:
            return self.takes()
        return self.battle_actions(0)

    def check(self, seat: int | None, action: Action) -> None:
        if seat != 0:
            raise IllegalAction(self.refusal("refuse-seat"))
        refuse_if(self.take_refusal(action) if self.phase == PICK
                  else self.battle_refusal(0, action))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        self._log = []
        if isinstance(action, Take):
            self.take(self.deck.by_key[action.card])
        else:
            self.perform_battle(0, action)
        return self._log

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        won = self.winner == 0
        # One seat against the rules: a win is first place, a loss second (behind the automaton).
        return Outcome((1 if won else 2,), (1.0 if won else 0.0,))

    def estimate(self) -> tuple[float, ...] | None:
        if self.phase not in (SUMMON, ASSAULT_PHASE):
            return None
        from .judge import solo_estimate

        return solo_estimate(self)

    # -- what is seen ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """All is public but the order of the automaton's deck and of the face-down cards of
        the deal (nobody knows them); a spectator does not see the order of the player's hand."""
        keys = self.deck.key
        battle = self.battle_view(seat)
        battle["health"] = [self.health(0) if self.hands[0] else None, len(self.ai_deck)]
        return {
            "mode": "solo", "seat": seat, "players": 1,
            "hands": [self.hand_view(0, seat), []],
            "hidden": [sorted(keys(c) for c in self.unknown[0]) if seat != 0 else [], []],
            **battle,
            "setup": None if self.phase != PICK else {
                "step": PICK, "revealed": [keys(c) for c in self.revealed],
                "picks": [keys(c) for c in self.picks], "stock": len(self.stock)},
            "ai": {"deck": len(self.ai_deck), "deck_cards": sorted(keys(c) for c in self.ai_deck),
                   "discard": [keys(c) for c in self.ai_discard], "mana": self.ai_mana,
                   "spent": self.ai_spent, "final": self.final, "final_coming": self.final_coming},
            "level": self.options.level,
            "cards": self.deck.catalogue(),
        }

    def cards(self) -> list[int]:
        return (self.battle_cards() + self.stock + self.revealed + self.picks + self.ai_deck
                + self.ai_discard)

    def clone(self) -> ClashSoloState:
        new = ClashSoloState.__new__(ClashSoloState)
        self.copy_battle(new)
        new.rng = copy_rng(self.rng)
        new.options = self.options
        new.stock, new.revealed, new.picks = list(self.stock), list(self.revealed), list(self.picks)
        new.ai_deck, new.ai_discard = list(self.ai_deck), list(self.ai_discard)
        new.ai_mana, new.ai_spent, new.ai_row = self.ai_mana, self.ai_spent, self.ai_row
        new.final_coming, new.final = self.final_coming, self.final
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> ClashSoloState:
        """Re-deal the automaton's deck order and the deal's face-down cards (and, for a
        spectator, the player's unseen hand order); the future shuffles are re-seeded."""
        new = self.clone()
        new.ai_deck.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(new.ai_deck)
        new.stock.sort()
        rng.shuffle(new.stock)
        if seat != 0:
            new.shuffle_unknown(0, rng)
        new.rng = random.Random(rng.getrandbits(64))
        return new
