"""The battle both Clash of Decks modes share (the duel in duel.py, the solo game in solo.py),
in the rulebook's order: the hand and its Bastion/Fort, the abilities, playing a card, summoning,
spells, damage, returning destroyed creatures, the assault, the turn, the views. Each action's
rule (a `..._refusal` that says why not, or None) sits beside its legal moves and its effect:
`battle_refusal` (which the modes' `check` raises through `refuse_if`) and `battle_actions`
both rest on it.

Sides are 0 and 1 (in the solo game side 1 is the automaton). A hand is a list of card indices
from left to right with `FORTRESS` standing where the Bastion/Fort card lies; its health is the
number of cards to its right. A row is a list of `Creature`, index 0 nearest the bridge.
Subclasses (`duel.ClashDuelState`, `solo.ClashSoloState`) add their setup phases and say what a
hit on a side's fortress and a destroyed creature mean for that side (`hit_fortress`,
`send_home`).
"""

from __future__ import annotations

from typing import Any

from koloda.core import Action, Event, Message, State

from . import events
from .actions import (
    ASSAULT,
    END,
    STRIKE,
    BeginAssault,
    Cast,
    EndTurn,
    Return,
    Strike,
    Summon,
    Take,
)
from .cards import (
    BERSERK,
    IMMUNITY,
    PIERCE,
    PROTECTION,
    RAGE,
    SHARDS,
    SPRINT,
    CardSet,
    ability_keys,
)

FORTRESS = -1  # the Bastion/Fort card's place in a hand
SUMMON_REACH = 4  # only the four leftmost cards (the Bastion/Fort not counted) may be played
FIRST_TURN_MANA = 6
TOP, BOTTOM = 0, 1

# phases of a turn
SUMMON, ASSAULT_PHASE, OVER = "summon", "assault", "over"


# Actions are frozen values: the lists of legal moves share one object per move instead of
# making new ones at every step of a search (and a shared object finds itself in the search
# tree's dictionaries by identity, before any field is compared).
_SUMMONS: dict[str, tuple[Summon, Summon]] = {}
_CASTS: dict[tuple[str, int, int, int], Cast] = {}


def summon_actions(key: str) -> tuple[Summon, Summon]:
    """The summons of card `key` to the top row and to the bottom row."""
    pair = _SUMMONS.get(key)
    if pair is None:
        pair = _SUMMONS[key] = (Summon(key, TOP), Summon(key, BOTTOM))
    return pair


def cast_action(key: str, side: int, row: int, position: int) -> Cast:
    """The cast of spell `key` at the creature of `side`, `row`, `position`."""
    place = (key, side, row, position)
    found = _CASTS.get(place)
    if found is None:
        found = _CASTS[place] = Cast(key, side, row, position)
    return found


class Creature:
    """A creature in play and what this turn did to it (all reset at the end of a turn)."""

    __slots__ = ("attacked", "bonus", "card", "damage", "new", "shielded")

    def __init__(self, card: int, damage: int = 0, new: bool = False, attacked: bool = False,
                 bonus: int = 0, shielded: bool = False) -> None:
        self.card = card
        self.damage = damage  # taken this turn; healed at the end of the turn
        self.new = new  # summoned this turn
        self.attacked = attacked  # has attacked in this assault
        self.bonus = bonus  # Sprint's extra damage, kept until the end of the assault
        self.shielded = shielded  # Protection has absorbed this turn's first attack

    def copy(self) -> Creature:
        return Creature(self.card, self.damage, self.new, self.attacked, self.bonus,
                        self.shielded)

    def rest(self) -> None:
        """End of a turn: health restored, every mark of the turn cleared."""
        self.damage = self.bonus = 0
        self.new = self.attacked = self.shielded = False


class ClashState(State):
    """Two sides' hands and rows, one side's turn, and the rules of the fight."""

    deck: CardSet
    hands: list[list[int]]
    rows: list[list[list[Creature]]]
    fort: list[bool]
    unknown: list[set[int]]  # per hand: cards whose place the other side has not seen
    active: int
    phase: str
    mana: int
    turn: int
    first: int
    pending: tuple[int, list[int]] | None  # (side, cards) destroyed together, to be ordered
    flight: tuple[int, int] | None  # (side, spell) cast and waiting to return to the hand
    again: Creature | None  # a Berserk creature that destroyed a creature attacks once more
    winner: int | None
    revealed: list[int]  # cards face up to be taken (the duel's draft, the solo deal)
    penalty: list[int]  # subtracted from each side's creature attacks (solo difficulty)
    gift: list[int]  # an ability every creature of that side has (solo difficulty)
    _log: list[Event]

    def init_battle(self) -> None:
        self.hands = [[FORTRESS], [FORTRESS]]
        self.rows = [[[], []], [[], []]]
        self.fort = [False, False]
        self.unknown = [set(), set()]
        self.active = self.first = 0
        self.phase = SUMMON
        self.mana = 0
        self.turn = 1
        self.pending = self.flight = None
        self.again = None
        self.winner = None
        self.penalty = [0, 0]
        self.gift = [0, 0]
        self._log = []

    def copy_battle(self, new: ClashState) -> None:
        """Copy the battle's fields into `new` (a subclass's `clone` calls it)."""
        new.deck, new.players, new.game = self.deck, self.players, self.game
        new.hands = [list(h) for h in self.hands]
        new.rows = [[[c.copy() for c in row] for row in side] for side in self.rows]
        new.fort = list(self.fort)
        new.unknown = [set(u) for u in self.unknown]
        new.active, new.first, new.phase = self.active, self.first, self.phase
        new.mana, new.turn = self.mana, self.turn
        new.pending = None if self.pending is None else (self.pending[0], list(self.pending[1]))
        new.flight = self.flight
        new.again = None
        if self.again is not None:
            for side in range(2):
                for r, row in enumerate(self.rows[side]):
                    for i, c in enumerate(row):
                        if c is self.again:
                            new.again = new.rows[side][r][i]
        new.winner = self.winner
        new.penalty, new.gift = list(self.penalty), list(self.gift)
        new._log = []

    # -- events and refusals (data: the catalogs word them, see `events.py`) -----------------
    def say(self, kind: str, side: int | None, data: dict[str, Any]) -> None:
        """An event: its log line is the game's catalog message `<game id>-<kind>`."""
        self._log.append(Event(kind, side, data))

    def refusal(self, what: str, **args: Any) -> Message:
        """A refusal of this game (`what`: "refuse-..."; `events.REFUSALS`)."""
        return events.refusal(self.game.id, what, **args)

    def not_your_turn(self) -> Message:
        return self.refusal("refuse-turn", seat=self.active)

    # -- taking one of the revealed cards (the duel's draft, the solo deal) -------------------
    def take_refusal(self, action: Action) -> Message | None:
        """The rule of a take (None: allowed): one of the cards face up."""
        if not isinstance(action, Take):
            return self.refusal("refuse-take")
        if self.deck.index(action.card) not in self.revealed:
            return self.refusal("refuse-not-revealed", card=action.card)
        return None

    def takes(self) -> list[Action]:
        moves = [Take(self.deck.key(c)) for c in self.revealed]
        return [a for a in moves if self.take_refusal(a) is None]

    def human(self, side: int) -> bool:
        """Whether a seat plays `side` (False for the solo automaton)."""
        return True

    # -- the hand and the Bastion/Fort --------------------------------------------------------
    def health(self, side: int) -> int:
        """Cards to the right of the Bastion/Fort: how much damage it can still take."""
        hand = self.hands[side]
        return len(hand) - 1 - hand.index(FORTRESS)

    def reserve(self, side: int) -> int:
        """Cards that will stand for life again later: none in a duel (the solo automaton's
        discard becomes its deck when its Bastion falls)."""
        return 0

    def reach(self, side: int) -> list[int]:
        """The cards that may be played now: the four leftmost, the Bastion/Fort not counted."""
        head = self.hands[side][:SUMMON_REACH + 1]  # one Bastion/Fort at most among them
        if FORTRESS in head:
            head.remove(FORTRESS)
            return head
        return head[:SUMMON_REACH]

    def hit_fortress(self, side: int, amount: int) -> None:
        """Damage to a side's Bastion/Fort moves it right in the hand; what it cannot take is
        lost (the solo automaton overrides this: damage mills its deck)."""
        if amount <= 0:
            return
        hand = self.hands[side]
        at = hand.index(FORTRESS)
        to = min(at + amount, len(hand) - 1)
        hand.pop(at)
        hand.insert(to, FORTRESS)
        self.say("fortress_hit", side, {"damage": amount, "health": self.health(side),
                                        "fort": self.fort[side]})
        self.flip_bastion(side)

    def flip_bastion(self, side: int) -> None:
        """A Bastion at the rightmost place is destroyed: it turns to its Fort side at the
        leftmost place. A Fort at the rightmost place loses the game."""
        hand = self.hands[side]
        if hand[-1] != FORTRESS or self.winner is not None:
            return
        if not self.fort[side]:
            hand.pop()
            hand.insert(0, FORTRESS)
            self.fort[side] = True
            self.say("bastion_falls", side, {"health": self.health(side)})
            return
        self.finish(1 - side)

    def finish(self, winner: int | None) -> None:
        """The game ends; `winner` None is a draw."""
        self.winner = winner
        self.phase = OVER
        self.pending = None
        self.say("game_over", winner, {"winner": winner})

    def back_to_hand(self, side: int, card: int) -> None:
        """A card returns to the rightmost place of the hand, face known to everyone."""
        self.hands[side].append(card)
        self.unknown[side].discard(card)

    # -- abilities ----------------------------------------------------------------------------
    def abilities(self, side: int, row: int, position: int) -> int:
        """A creature's abilities now: printed, given by an Aura neighbour in its row, and the
        ability the solo difficulty gives every creature of the automaton."""
        line = self.rows[side][row]
        info = self.deck.cards
        mask = info[line[position].card].abilities | self.gift[side]
        if position > 0:
            mask |= info[line[position - 1].card].aura
        if position + 1 < len(line):
            mask |= info[line[position + 1].card].aura
        return mask

    # -- playing a card: the rule creatures and spells share -------------------------------
    def play_refusal(self, side: int, key: str) -> Message | None:
        """Whether `side` may play the card `key` now: in its hand, within reach, paid for."""
        card = self.deck.index(key)
        if card is None:
            return self.refusal("refuse-no-card", key=key)
        if card not in self.hands[side]:
            return self.refusal("refuse-not-in-hand", card=key)
        if card not in self.reach(side):
            return self.refusal("refuse-out-of-reach", card=key)
        cost = self.deck.cards[card].cost
        if cost > self.mana:
            return self.refusal("refuse-mana", card=key, cost=cost, mana=self.mana)
        return None

    # -- summoning a creature: the rule, the legal summons, the summon ----------------------
    def summon_refusal(self, side: int, action: Summon) -> Message | None:
        """A creature is summoned in the summoning phase to one of the two rows, and never the
        last card besides the Bastion/Fort."""
        if self.phase != SUMMON:
            return self.refusal("refuse-summon-phase")
        refusal = self.play_refusal(side, action.card)
        if refusal is not None:
            return refusal
        if self.deck.cards[self.deck.by_key[action.card]].spell:
            return self.refusal("refuse-summon-spell", card=action.card)
        if action.row not in (TOP, BOTTOM):
            return self.refusal("refuse-row")
        if len(self.hands[side]) <= 2:
            return self.refusal("refuse-last-card")
        return None

    def summons(self, side: int, card: int) -> list[Action]:
        """The legal summons of `card`: to the top row and to the bottom row. Both rows are
        rows, so the rule answers the same for both and is asked once (searches list summons
        at every step)."""
        top, bottom = summon_actions(self.deck.key(card))
        return [] if self.summon_refusal(side, top) is not None else [top, bottom]

    def summon(self, side: int, card: int, row: int) -> None:
        """The creature leaves the hand (the cards right of it move up at once) and takes the
        far end of its row."""
        hand = self.hands[side]
        hand.remove(card)
        self.unknown[side].discard(card)
        self.mana -= self.deck.cards[card].cost
        self.rows[side][row].append(Creature(card, new=True))
        self.say("summon", side, {"card": self.deck.key(card), "row": row})
        self.flip_bastion(side)

    # -- casting a spell: the rule, the legal casts, the cast --------------------------------
    def spell_refusal(self, side: int, key: str) -> Message | None:
        """Whether `side` may cast the spell `key` now (at some target): in either phase of its
        turn, when it may play the card."""
        if self.phase not in (SUMMON, ASSAULT_PHASE):
            return self.refusal("refuse-cast-phase")
        refusal = self.play_refusal(side, key)
        if refusal is not None:
            return refusal
        if not self.deck.cards[self.deck.by_key[key]].spell:
            return self.refusal("refuse-cast-creature", card=key)
        return None

    def is_target(self, side: int, row: int, position: int) -> bool:
        """Whether a creature stands there: a spell's target is any creature in play."""
        return side in (0, 1) and row in (TOP, BOTTOM) and 0 <= position < len(self.rows[side][row])

    def cast_refusal(self, side: int, action: Cast) -> Message | None:
        refusal = self.spell_refusal(side, action.card)
        if refusal is None and not self.is_target(action.side, action.row, action.position):
            return self.refusal("refuse-no-target")
        return refusal

    def casts(self, side: int, card: int) -> list[Action]:
        """The legal casts of the spell `card`: at every creature in play, either side's."""
        key = self.deck.key(card)
        if self.spell_refusal(side, key) is not None:
            return []
        return [cast_action(key, s, r, i) for s in (0, 1) for r in (TOP, BOTTOM)
                for i in range(len(self.rows[s][r])) if self.is_target(s, r, i)]

    def cast(self, side: int, card: int, target: int, row: int, position: int) -> None:
        """The spell deals its damage with its icons, then returns to the rightmost place."""
        self.hands[side].remove(card)
        self.unknown[side].discard(card)
        info = self.deck.cards[card]
        self.mana -= info.cost
        self.flight = (side, card)
        victim = self.rows[target][row][position].card
        self.say("cast", side, {"card": info.key, "side": target, "row": row,
                                "position": position, "target": self.deck.key(victim),
                                "own": target == side})
        self.spell_strike(target, row, position, info.damage, info.abilities)
        if self.pending is None:
            self.land_spell()

    def spell_strike(self, target: int, row: int, position: int, damage: int, mask: int) -> None:
        """A spell's damage on a creature, the one behind it (Pierce) and the one at the same
        place in the other row (Shards); Immunity creatures take none of it."""
        hits = [(row, position)]
        if mask & PIERCE and position + 1 < len(self.rows[target][row]):
            hits.append((row, position + 1))
        if mask & SHARDS and position < len(self.rows[target][1 - row]):
            hits.append((1 - row, position))
        self.remove_destroyed(target, self.deal(target, hits, damage, attack=False))

    def land_spell(self) -> None:
        if self.flight is None:
            return
        side, card = self.flight
        self.flight = None
        self.back_to_hand(side, card)
        self.flip_bastion(side)

    # -- damage ---------------------------------------------------------------------------------
    def deal(self, side: int, hits: list[tuple[int, int]], amount: int,
             attack: bool) -> list[Creature]:
        """`amount` damage to each creature at `hits` at once; returns those destroyed. A
        Protection creature ignores the first attack that would hurt it each turn; an Immunity
        creature ignores spells; damage beyond a creature's health is lost."""
        destroyed = []
        for row, position in hits:
            creature = self.rows[side][row][position]
            mask = self.abilities(side, row, position)
            if amount <= 0:
                continue
            if attack and mask & PROTECTION and not creature.shielded:
                creature.shielded = True
                self.say("protected", side, {"card": self.deck.key(creature.card)})
                continue
            if not attack and mask & IMMUNITY:
                self.say("immune", side, {"card": self.deck.key(creature.card)})
                continue
            creature.damage += amount
            if creature.damage >= self.deck.cards[creature.card].health:
                destroyed.append(creature)
        return destroyed

    def remove_destroyed(self, side: int, destroyed: list[Creature]) -> None:
        """Destroyed creatures leave their rows (the rest move up at once) and go home."""
        if not destroyed:
            return
        for r in (TOP, BOTTOM):
            self.rows[side][r] = [c for c in self.rows[side][r] if c not in destroyed]
        cards = [c.card for c in destroyed]
        keys = [self.deck.key(c) for c in cards]
        # at most three at once (a creature, the one behind it, the one in the other row):
        # each by its own argument, for the catalogs to name
        more = keys[1:] + [None, None]
        self.say("destroyed", side, {"cards": keys, "count": len(keys), "card": keys[0],
                                     "second": more[0], "third": more[1]})
        self.send_home(side, cards)

    def send_home(self, side: int, cards: list[int]) -> None:
        """Destroyed creatures return to the rightmost places of the hand; when several return
        at once their owner chooses the order (a `Return` action)."""
        if len(cards) == 1:
            self.back_to_hand(side, cards[0])
        else:
            self.pending = (side, list(cards))

    # -- returning destroyed creatures: the rule, the legal returns, the return --------------
    def return_refusal(self, action: Return) -> Message | None:
        """Creatures destroyed together go home in the order their owner picks: one of them."""
        assert self.pending is not None
        cards = self.pending[1]
        if self.deck.index(action.card) not in cards:
            keys = [self.deck.key(c) for c in cards] + [None]
            return self.refusal("refuse-return", count=len(cards), card=keys[0],
                                second=keys[1], third=keys[2])
        return None

    def returns(self, seat: int) -> list[Action]:
        assert self.pending is not None
        side, cards = self.pending
        if seat != side:
            return []
        moves = [Return(self.deck.key(c)) for c in cards]
        return [a for a in moves if self.return_refusal(a) is None]

    def return_one(self, card: int) -> None:
        assert self.pending is not None
        side, cards = self.pending
        cards.remove(card)
        self.back_to_hand(side, card)
        self.say("return", side, {"card": self.deck.key(card)})
        if len(cards) == 1:
            self.back_to_hand(side, cards[0])
            cards.clear()
        if not cards:
            self.pending = None
            self.land_spell()

    # -- the assault ----------------------------------------------------------------------------
    def may_attack(self, side: int, row: int, position: int) -> bool:
        """A creature attacks unless summoned this turn; Rage lets a new one attack creatures
        (never the Bastion/Fort), so it needs an enemy in its row."""
        creature = self.rows[side][row][position]
        if not creature.new:
            return True
        return bool(self.abilities(side, row, position) & RAGE and self.rows[1 - side][row])

    def next_attacker(self) -> tuple[int, int] | None:
        """(row, position) of the next creature to attack: a Berserk one that has just
        destroyed a creature, else the farthest from the bridge that has not attacked, top
        row first."""
        side = self.active
        if self.again is not None:
            for r in (TOP, BOTTOM):
                for i, c in enumerate(self.rows[side][r]):
                    if c is self.again and self.may_attack(side, r, i):
                        return r, i
        for r in (TOP, BOTTOM):
            line = self.rows[side][r]
            for i in range(len(line) - 1, -1, -1):
                if not line[i].attacked and self.may_attack(side, r, i):
                    return r, i
        return None

    # -- the assault begins, a creature strikes, the turn ends: the rule and its moves ------
    def step_refusal(self, action: Action) -> Message | None:
        """The assault begins once, after summoning; then each creature able strikes in turn
        (`Strike`), and the turn ends (`EndTurn`) only when none is left."""
        if isinstance(action, BeginAssault):
            return self.refusal("refuse-assault-begun") if self.phase != SUMMON else None
        if self.phase != ASSAULT_PHASE:
            return self.refusal("refuse-summoning")
        more = self.next_attacker() is not None
        if isinstance(action, Strike) and not more:
            return self.refusal("refuse-all-attacked")
        if isinstance(action, EndTurn) and more:
            return self.refusal("refuse-still-attacking")
        return None

    def steps(self) -> list[Action]:
        """The legal step: begin the assault, or the next strike, or the end of the turn."""
        moves = (ASSAULT,) if self.phase == SUMMON else (STRIKE, END)
        return [a for a in moves if self.step_refusal(a) is None]

    def strike(self, row: int, position: int) -> None:
        """One attack: Sprint first moves the creature to the bridge (+1 damage for each
        creature it passes, kept for the rest of the assault); the damage goes to the nearest
        enemy in the row (with Pierce and Shards) or, if the row is empty, to the Bastion/Fort."""
        side, enemy = self.active, 1 - self.active
        line = self.rows[side][row]
        creature = line[position]
        creature.attacked = True
        self.again = None
        if self.abilities(side, row, position) & SPRINT and position > 0:
            line.pop(position)
            line.insert(0, creature)
            creature.bonus += position
            position = 0
        mask = self.abilities(side, row, position)
        info = self.deck.cards[creature.card]
        amount = max(0, info.attack + creature.bonus - self.penalty[side])
        targets = self.rows[enemy][row]
        # target None: the enemy's Bastion/Fort (`fort` says which)
        self.say("attack", side, {"card": info.key, "row": row, "damage": amount,
                                  "target": self.deck.key(targets[0].card) if targets else None,
                                  "enemy": enemy, "fort": self.fort[enemy]})
        if not targets:
            self.hit_fortress(enemy, amount)
            return
        hits = [(row, 0)]
        if mask & PIERCE and len(targets) > 1:
            hits.append((row, 1))
        if mask & SHARDS and self.rows[enemy][1 - row]:
            hits.append((1 - row, 0))
        destroyed = self.deal(enemy, hits, amount, attack=True)
        self.remove_destroyed(enemy, destroyed)
        if destroyed and mask & BERSERK:
            self.again = creature

    def end_turn(self) -> None:
        """Health is restored and the marks of the turn are cleared; the other side's turn."""
        for side in self.rows:
            for line in side:
                for creature in line:
                    creature.rest()
        self.again = None
        self.turn += 1
        self.active = 1 - self.active
        self.start_turn()

    def start_turn(self) -> None:
        """The mana phase: as much mana as cards in hand, the Bastion/Fort included (the first
        player's very first turn: 6)."""
        first_turn = self.turn == 1
        self.mana = FIRST_TURN_MANA if first_turn else len(self.hands[self.active])
        self.phase = SUMMON
        self.say("turn", self.active, {"turn": self.turn, "mana": self.mana})

    def castable(self, side: int) -> bool:
        """Whether `side` could cast a spell now (a spell within reach, mana, a target)."""
        if not any(self.rows[s][r] for s in (0, 1) for r in (TOP, BOTTOM)):
            return False
        info = self.deck.cards
        return any(info[c].spell and info[c].cost <= self.mana for c in self.reach(side))

    # -- the turn as a state machine ----------------------------------------------------------
    def battle_actions(self, seat: int) -> list[Action]:
        if self.pending is not None:
            return self.returns(seat)
        if seat != self.active or self.phase not in (SUMMON, ASSAULT_PHASE):
            return []
        out: list[Action] = []
        info = self.deck.cards
        for card in self.reach(seat):
            out += self.casts(seat, card) if info[card].spell else self.summons(seat, card)
        return out + self.steps()

    def battle_refusal(self, seat: int | None, action: Action) -> Message | None:
        """Why `seat` may not take `action` in the battle now (None: it may)."""
        if self.phase == OVER:
            return self.refusal("refuse-over")
        if self.pending is not None:
            side = self.pending[0]
            if seat != side or not isinstance(action, Return):
                return self.refusal("refuse-pending", seat=side)
            return self.return_refusal(action)
        if seat != self.active or not self.human(self.active):
            return self.not_your_turn()
        if isinstance(action, Summon):
            return self.summon_refusal(seat, action)
        if isinstance(action, Cast):
            return self.cast_refusal(seat, action)
        if isinstance(action, BeginAssault | Strike | EndTurn):
            return self.step_refusal(action)
        return self.refusal("refuse-not-battle")

    def perform_battle(self, seat: int, action: Action) -> None:
        if isinstance(action, Return):
            card = self.deck.index(action.card)
            assert card is not None
            self.return_one(card)
        elif isinstance(action, Summon):
            self.summon(seat, self.deck.by_key[action.card], action.row)
        elif isinstance(action, Cast):
            self.cast(seat, self.deck.by_key[action.card], action.side, action.row,
                      action.position)
        elif isinstance(action, BeginAssault):
            self.phase = ASSAULT_PHASE
            self.say("assault", seat, {})
        elif isinstance(action, Strike):
            place = self.next_attacker()
            assert place is not None
            self.strike(*place)
        elif isinstance(action, EndTurn):
            self.end_turn()
        self.advance()

    def advance(self) -> None:
        """Play out what needs no decision: attacks while no spell could be cast, and the end
        of a turn once every creature has attacked."""
        while self.phase == ASSAULT_PHASE and self.pending is None and self.winner is None:
            if self.castable(self.active):
                return  # the player may cast before the next attack (or before ending)
            place = self.next_attacker()
            if place is None:
                self.end_turn()
                return
            self.strike(*place)

    def to_setup(self) -> dict[str, Any]:
        """The position in the `setup` form (written by the game, beside `setup`)."""
        return self.game.to_setup(self)

    # -- views ------------------------------------------------------------------------------------
    def creature_view(self, side: int, row: int, position: int) -> dict[str, Any]:
        c = self.rows[side][row][position]
        info = self.deck.cards[c.card]
        return {"card": info.key, "damage": c.damage, "health": info.health - c.damage,
                "attack": max(0, info.attack + c.bonus - self.penalty[side]), "new": c.new,
                "attacked": c.attacked, "shielded": c.shielded,
                "abilities": ability_keys(self.abilities(side, row, position))}

    def hand_view(self, side: int, seat: int | None) -> list[str | None]:
        """A hand from left to right as `seat` sees it: None where it has not seen the card."""
        out: list[str | None] = []
        for c in self.hands[side]:
            if c == FORTRESS:
                out.append("fort" if self.fort[side] else "bastion")
            elif seat == side or c not in self.unknown[side]:
                out.append(self.deck.key(c))
            else:
                out.append(None)
        return out

    def battle_view(self, seat: int | None) -> dict[str, Any]:
        return {
            "active": self.active, "first": self.first, "turn": self.turn, "phase": self.phase,
            "mana": self.mana,
            "rows": [[[self.creature_view(s, r, i) for i in range(len(self.rows[s][r]))]
                      for r in (TOP, BOTTOM)] for s in (0, 1)],
            "fort": list(self.fort),
            "health": [self.health(s) for s in (0, 1)] if self.hands[1] else None,
            "pending": None if self.pending is None else {
                "side": self.pending[0], "cards": [self.deck.key(c) for c in self.pending[1]]},
            "spell": None if self.flight is None else self.deck.key(self.flight[1]),
            "winner": self.winner,
        }

    def battle_cards(self) -> list[int]:
        out = [c for hand in self.hands for c in hand if c != FORTRESS]
        out += [c.card for side in self.rows for line in side for c in line]
        if self.pending is not None:
            out += self.pending[1]
        if self.flight is not None:
            out.append(self.flight[1])
        return out

    def shuffle_unknown(self, side: int, rng: Any) -> None:
        """Re-deal the cards of `side`'s hand whose places the others have not seen."""
        hand = self.hands[side]
        slots = [i for i, c in enumerate(hand) if c in self.unknown[side]]
        cards = sorted(hand[i] for i in slots)  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(cards)
        for i, c in zip(slots, cards, strict=True):
            hand[i] = c
