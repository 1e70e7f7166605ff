"""The duel: two players, one of three formats to make their hands (preconstructed decks, a
draft, constructed decks with bans), then the battle of `state.py` until a Fort falls."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from koloda.core import Action, Event, IllegalAction, Message, Outcome, refuse_if
from koloda.core.rng import SeededOnFirstDraw

from .actions import Ban, Choose, ChooseDeck, Take
from .cards import DECK_SIZE, CardSet
from .state import FORTRESS, OVER, SUMMON, ClashState

PRECONSTRUCTED, DRAFT, CONSTRUCTED = "preconstructed", "draft", "constructed"
FORMATS = (PRECONSTRUCTED, DRAFT, CONSTRUCTED)
DECK, DRAFTING, CHOOSING, BANNING = "deck", "draft", "choose", "ban"
SETUP_STEPS = (DECK, DRAFTING, CHOOSING, BANNING)
REVEALED = 4  # cards a draft round shows
BRING = 10  # cards each player brings to a constructed game
#: the constructed bans in order: (who bans, whose card)
BANS = ((1, 0), (0, 1), (0, 1), (1, 0))
#: our own safety rule: a duel still running after this many turns is a draw
MAX_TURNS = 200


class ClashDuelState(SeededOnFirstDraw, ClashState):
    """A duel in progress: the format's setup steps, then the battle."""

    def __init__(self, game: Any, deck: CardSet, fmt: str, rng: random.Random) -> None:
        self.game, self.deck, self.players, self.rng = game, deck, 2, rng
        self.init_battle()
        self.format = fmt
        self.picks: list[list[int]] = [[], []]
        self.aside: list[int] = []  # cards out of this game (unused, not drafted, banned)
        self.stock: list[int] = []  # the draft's face-down cards; the top is the end
        self.revealed: list[int] = []  # the draft's face-up cards
        self.decks_taken: list[int | None] = [None, None]
        self.picker = 0  # who chooses in the setup step
        self.step = 0  # draft: picks made this round; constructed: bans made
        self.round = 0  # draft round
        self.shown = [False, False]  # constructed: whose ten cards are revealed
        self.banned: list[list[int]] = [[], []]

    # -- the formats: each setup step's rule, its legal moves and its effect ---------------
    def begin(self, fixed: tuple[int, int] = (0, 0)) -> None:
        """Start the format's first setup step; `fixed` decks (both non-zero, checked by the
        game's options) are taken at once, in the order the players would choose them."""
        everything = list(range(len(self.deck)))
        if self.format == PRECONSTRUCTED:
            self.phase = DECK
            self.aside = everything
            if all(fixed):
                for seat, number in enumerate(fixed):
                    self.perform(seat, ChooseDeck(number))
        elif self.format == DRAFT:
            self.phase = DRAFTING
            self.stock = everything
            self.rng.shuffle(self.stock)
            self.reveal_draft()
        else:
            self.phase = CHOOSING
            self.aside = everything + everything  # each player has his own starter set

    # -- preconstructed: each player takes one of the four decks ----------------------------
    def deck_refusal(self, action: Action) -> Message | None:
        if not isinstance(action, ChooseDeck):
            return self.refusal("refuse-choose-deck")
        if action.deck not in (1, 2, 3, 4) or action.deck in self.decks_taken:
            return self.refusal("refuse-deck-taken", deck=action.deck, free=self.free_decks())
        return None

    def free_decks(self) -> str:
        return ", ".join(str(n) for n in range(1, 5) if n not in self.decks_taken)

    def deck_choices(self) -> list[Action]:
        moves = [ChooseDeck(n) for n in range(1, 5)]
        return [a for a in moves if self.deck_refusal(a) is None]

    def choose_deck(self, seat: int, number: int) -> None:
        self.decks_taken[seat] = number
        self.picks[seat] = list(self.deck.decks[number - 1])
        self.aside = [c for c in self.aside if c not in self.picks[seat]]
        self.say("deck", seat, {"deck": number})
        if seat == 0:
            self.picker = 1
        else:
            self.deal_hands()

    # -- the draft: four cards revealed a round, taken in turn -----------------------------
    def reveal_draft(self) -> None:
        """Four cards face up; the round's first picker (A, then B, in turn) takes one."""
        self.revealed = [self.stock.pop() for _ in range(REVEALED)]
        self.picker = self.round % 2
        self.step = 0
        keys = [self.deck.key(c) for c in self.revealed]
        self.say("reveal", None, {"cards": keys})

    def take(self, seat: int, card: int) -> None:
        """A draft pick: first picker 1, the other 2 of the 3 left, the first the last card."""
        self.revealed.remove(card)
        self.picks[seat].append(card)
        self.say("take", seat, {"card": self.deck.key(card)})
        self.step += 1
        first = self.round % 2
        if self.step == 1:
            self.picker = 1 - first
        elif self.step == 3:
            self.picks[first].append(self.revealed.pop())
            self.round += 1
            if len(self.picks[0]) >= DECK_SIZE:
                self.aside = self.stock
                self.stock = []
                self.deal_hands()
            else:
                self.reveal_draft()

    # -- constructed: each chooses ten cards, then four bans ------------------------------
    def choose_refusal(self, action: Action) -> Message | None:
        if not isinstance(action, Choose):
            return self.refusal("refuse-choose")
        card = self.deck.index(action.card)
        if card is None or card in self.picks[self.picker]:
            return self.refusal("refuse-not-choosable", card=action.card)
        return None

    def choices(self) -> list[Action]:
        moves = [Choose(c.key) for c in self.deck.cards]
        return [a for a in moves if self.choose_refusal(a) is None]

    def choose(self, seat: int, card: int) -> None:
        self.aside.remove(card)
        self.picks[seat].append(card)
        self.say("choose", seat, {"count": len(self.picks[seat])})
        if len(self.picks[seat]) == BRING:
            if seat == 0:
                self.picker = 1
            else:
                self.phase = BANNING
                self.start_ban()

    def start_ban(self) -> None:
        banner, victim = BANS[self.step]
        self.picker = banner
        if not self.shown[victim]:
            self.shown[victim] = True
            self.say("reveal", victim, {"cards": [self.deck.key(c) for c in self.picks[victim]]})

    def ban_refusal(self, action: Action) -> Message | None:
        if not isinstance(action, Ban):
            return self.refusal("refuse-ban")
        if self.deck.index(action.card) not in self.picks[BANS[self.step][1]]:
            return self.refusal("refuse-not-bannable", card=action.card)
        return None

    def bans(self) -> list[Action]:
        moves = [Ban(self.deck.key(c)) for c in self.picks[BANS[self.step][1]]]
        return [a for a in moves if self.ban_refusal(a) is None]

    def ban(self, seat: int, card: int) -> None:
        victim = BANS[self.step][1]
        self.picks[victim].remove(card)
        self.banned[victim].append(card)
        self.aside.append(card)
        self.say("ban", seat, {"card": self.deck.key(card)})
        self.step += 1
        if self.step < len(BANS):
            self.start_ban()
        else:
            self.deal_hands()

    def deal_hands(self) -> None:
        """Each shuffles his eight cards into his hand, the Bastion leftmost; a coin decides who
        plays first, with 6 mana on that first turn."""
        for seat in (0, 1):
            cards = list(self.picks[seat])
            self.rng.shuffle(cards)
            self.hands[seat] = [FORTRESS, *cards]
            self.unknown[seat] = set(cards)
            self.picks[seat] = []
        self.first = self.active = self.rng.randrange(2)
        self.turn = 1
        self.say("coin", self.first, {})
        self.start_turn()

    def start_turn(self) -> None:
        if self.turn > MAX_TURNS:
            self.finish(None)
            return
        super().start_turn()

    # -- the contract ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase in SETUP_STEPS:
            return (self.picker,)
        if self.pending is not None:
            return (self.pending[0],)
        return (self.active,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase not in SETUP_STEPS:
            return self.battle_actions(seat)
        if seat != self.picker:
            return []
        if self.phase == DECK:
            return self.deck_choices()
        if self.phase == DRAFTING:
            return self.takes()
        if self.phase == CHOOSING:
            return self.choices()
        return self.bans()

    def check(self, seat: int | None, action: Action) -> None:
        if self.phase not in SETUP_STEPS:
            refuse_if(self.battle_refusal(seat, action))
            return
        if seat != self.picker:
            raise IllegalAction(self.refusal("refuse-choice", seat=self.picker))
        rule = {DECK: self.deck_refusal, DRAFTING: self.take_refusal,
                CHOOSING: self.choose_refusal, BANNING: self.ban_refusal}[self.phase]
        refuse_if(rule(action))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        self._log = []
        assert seat is not None
        if isinstance(action, ChooseDeck):
            self.choose_deck(seat, action.deck)
        elif isinstance(action, Take):
            self.take(seat, self.deck.by_key[action.card])
        elif isinstance(action, Choose):
            self.choose(seat, self.deck.by_key[action.card])
        elif isinstance(action, Ban):
            self.ban(seat, self.deck.by_key[action.card])
        else:
            self.perform_battle(seat, action)
        return self._log

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        if self.winner is None:
            return Outcome((1, 1), (0.5, 0.5))
        ranks = tuple(1 if s == self.winner else 2 for s in (0, 1))
        return Outcome(ranks, tuple(1.0 if s == self.winner else 0.0 for s in (0, 1)))

    def estimate(self) -> tuple[float, ...] | None:
        if self.phase not in (SUMMON, "assault"):
            return None
        from .judge import duel_estimate

        return duel_estimate(self)

    # -- what is seen -----------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything is public but the places of cards a player shuffled into his hand (until
        they are played) and, in the constructed format, a player's ten cards until revealed;
        the draft's face-down cards are known to nobody."""
        keys = self.deck.key
        out: dict[str, Any] = {
            "mode": "duel", "format": self.format, "seat": seat, "players": 2,
            "hands": [self.hand_view(s, seat) for s in (0, 1)],
            "hidden": [sorted(keys(c) for c in self.unknown[s]) if s != seat else []
                       for s in (0, 1)],
            **self.battle_view(seat),
            "setup": self.setup_view(seat),
            "decks": [[keys(c) for c in d] for d in self.deck.decks],
            "cards": self.deck.catalogue(),
        }
        if self.phase in SETUP_STEPS:
            out["health"] = None
        return out

    def setup_view(self, seat: int | None) -> dict[str, Any] | None:
        if self.phase not in SETUP_STEPS:
            return None
        keys = self.deck.key
        seen = [self.phase != CHOOSING and self.phase != BANNING or seat == s or self.shown[s]
                for s in (0, 1)]
        return {
            "step": self.phase, "picker": self.picker,
            "taken": list(self.decks_taken), "revealed": [keys(c) for c in self.revealed],
            "picks": [[keys(c) for c in self.picks[s]] if seen[s] else None for s in (0, 1)],
            "counts": [len(p) for p in self.picks], "stock": len(self.stock),
            "banned": [[keys(c) for c in b] for b in self.banned],
            "bans": [list(b) for b in BANS[self.step:]] if self.phase == BANNING else [],
        }

    def cards(self) -> list[int]:
        out = self.battle_cards() + self.aside + self.stock + self.revealed
        return out + [c for p in self.picks for c in p]

    def _copy(self, rng: random.Random | None) -> ClashDuelState:
        """A copy of this state drawing from `rng` (None: from a seed the caller sets)."""
        new = ClashDuelState.__new__(ClashDuelState)
        self.copy_battle(new)
        new._rng = rng
        new.format = self.format
        new.picks = [list(p) for p in self.picks]
        new.aside, new.stock, new.revealed = list(self.aside), list(self.stock), list(self.revealed)
        new.decks_taken = list(self.decks_taken)
        new.picker, new.step, new.round = self.picker, self.step, self.round
        new.shown = list(self.shown)
        new.banned = [list(b) for b in self.banned]
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> ClashDuelState:
        """Re-deal what `seat` has not seen: the other hand's unseen places, the draft's
        face-down order, an unrevealed constructed choice; the future coin is re-seeded."""
        new = self._copy(None)  # its own generator's seed is drawn below
        for side in (0, 1):
            if side != seat:
                new.shuffle_unknown(side, rng)
        new.stock.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(new.stock)
        if self.phase in (CHOOSING, BANNING):
            for side in (0, 1):
                if side != seat and not self.shown[side]:
                    new.picks[side] = rng.sample(range(len(self.deck)), len(self.picks[side]))
            everything = Counter(list(range(len(self.deck))) * 2)
            everything.subtract(c for p in new.picks for c in p)
            everything.subtract(c for b in new.banned for c in b)
            new.aside = sorted(everything.elements()) + [c for b in new.banned for c in b]
        new._seed = rng.getrandbits(64)
        return new
