"""Durak's rules as a state machine, ordered like the rulebook: beating a card (`beats`), the
table, who may act, then each action with its rule (a `..._refusal`), its legal moves and its
effect side by side (leading; throwing in and passing; defending; transferring; taking), the end
of a bout (discard or pick up, refill, leaving), the end of the game, the views and the copies.

A state is plain lists and ints (cards are `Card` ints) so that search bots can clone, re-deal
and play it out quickly. Sequencing (the rules page has it in words):

* with an empty table only the main attacker acts: he must lead a card;
* while a card lies unbeaten (and the defender has not said "take") the defender is awaited; the
  attackers who could add a card may throw in meanwhile, out of turn;
* once every card is beaten, or the defender takes, the attackers are awaited in priority order
  (main attacker, then the others in turn order after the defender): each adds a card or passes;
* a card added (attack, defence or transfer) cancels every pass: all must pass again;
* the bout ends as soon as nobody may add anything: everyone eligible has passed, or the limit is
  reached, or no eligible attacker holds any card.

The restricted option (the form other programs play, for comparisons) keeps all of that but
narrows who adds and when: only the main attacker adds cards, one at a time (never while a card
lies unbeaten), and a take ends the bout at once; there is no transfer.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Card, Event, IllegalAction, Message, Outcome, State, refuse_if
from koloda.core.cards import SUIT_LETTERS
from koloda.core.rng import from_snapshot, rng_snapshot

from . import events as ev
from .actions import ATTACK, DEFEND, PASS, TAKE, TRANSFER, Attack, Defend, Pass, Take, Transfer
from .events import CODE, refusal

if TYPE_CHECKING:
    from .game import DurakOptions

HAND = 6  # cards a hand is refilled to
BOUT_LIMIT = 6  # attack cards a bout holds at most
FIRST_BOUT_LIMIT = 5  # with the first_bout_five option
THROW_IN_ALL = "all"  # the throw_in option: every other player may throw in
THROW_IN_NEIGHBOURS = "neighbours"  # only the defender's two neighbours
_REFILL_ORDERS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def beats(c: int, attack: int, trump: int) -> bool:
    """Whether `c` beats `attack`: a higher card of its suit, or any trump on a plain card."""
    cs, s = c & 3, attack & 3
    return (cs == s and c > attack) or (cs == trump and s != trump)


class DurakState(State):
    """A game of Durak in progress (see the module docstring for who acts when)."""

    def __init__(self, game: Any, options: DurakOptions, players: int) -> None:
        self.game = game
        self.options = options
        self.players = players
        self.transfer_allowed = options.transfer
        self.neighbours_only = options.throw_in == THROW_IN_NEIGHBOURS
        self.restricted = options.restricted
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # bottom first: stock[0] is the turned-up trump card
        self.trump_card: Card = Card(0)
        self.trump = 0  # the trump suit
        self.discard: list[Card] = []
        self.attacks: list[Card] = []
        self.defenses: list[Card | None] = []
        self.unbeaten = 0
        self.ranks_mask = 0  # bit r set when a card of rank r lies on the table
        self.attacker = 0
        self.defender = 1
        self.throwers: tuple[int, ...] = (0,)  # main attacker first, then the others in turn order
        self.taking = False
        self.passed: list[int] = []
        self.out: list[int | None] = [None] * players  # the place a player took on leaving
        self.place = 1  # the place whoever leaves in this bout takes
        self.known: list[list[Card]] = [[] for _ in range(players)]  # seen going into a hand
        self.first_bout = True
        self.bout = 1
        self.over = False
        self.durak: int | None = None
        self._outcome: Outcome | None = None
        self._actors: tuple[int, ...] | None = None
        self._rng: random.Random | None = None
        self._rng_state: tuple[type[random.Random], Any] | None = None

    # The deal is the only use of randomness; a clone shares the RNG's immutable saved state (its
    # type and state: see `rng_snapshot`) and only builds a generator if someone asks for one
    # (copying a Mersenne Twister is not cheap).
    @property  # type: ignore[override]
    def rng(self) -> random.Random:
        if self._rng is None:
            if self._rng_state is None:
                self._rng = random.Random()
            else:
                self._rng = from_snapshot(self._rng_state)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_state = value, None

    # -- the table --------------------------------------------------------------------------
    def cap(self) -> int:
        """Attack cards this bout may hold at most, whoever defends."""
        if self.first_bout and self.options.first_bout_five:
            return FIRST_BOUT_LIMIT
        return BOUT_LIMIT

    def limit(self) -> int:
        """Attack cards this bout may hold: the cap, and never more than the defender held at the
        bout's start (his hand now plus the cards he has beaten with)."""
        held = len(self.hands[self.defender]) + len(self.attacks) - self.unbeaten
        cap = self.cap()
        return held if held < cap else cap

    def room(self) -> int:
        """How many more attack cards may still be added in this bout."""
        return self.limit() - len(self.attacks)

    def next_in_play(self, seat: int) -> int:
        """The next seat after `seat`, in turn order, that has not left the game."""
        n, out = self.players, self.out
        s = (seat + 1) % n
        while out[s] is not None and s != seat:
            s = (s + 1) % n
        return s

    def _set_throwers(self) -> None:
        """Who may add cards this bout: the main attacker, then the others in turn order from the
        defender's other side (all of them, or only that neighbour with throw_in="neighbours");
        in the restricted form the main attacker alone."""
        a, d, out, n = self.attacker, self.defender, self.out, self.players
        if self.restricted:
            self.throwers = (a,)
            return
        if self.neighbours_only:
            other = self.next_in_play(d)
            self.throwers = (a,) if other in (a, d) else (a, other)
            return
        seq = [a]
        s = (d + 1) % n
        while s != d:
            if s != a and out[s] is None:
                seq.append(s)
            s = (s + 1) % n
        self.throwers = tuple(seq)

    def _awaiting_attackers(self) -> bool:
        """True once nothing is left for the defender to beat (all beaten, or he takes)."""
        return self.taking or not self.unbeaten

    # -- who acts ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        """Seats that may act, in priority order: main attacker, throwers, defender. It rests on
        public facts only (a seat may find it holds nothing to throw in)."""
        if self._actors is None:
            self._actors = self._compute_actors()
        return self._actors

    def out_seats(self) -> tuple[int, ...]:
        """The players who have left the game with their place (out of cards, none to draw)."""
        return tuple(s for s, o in enumerate(self.out) if o is not None)

    def _compute_actors(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if not self.attacks:
            return (self.attacker,)
        attackers = self._adders()
        return attackers if self._awaiting_attackers() else attackers + (self.defender,)

    def to_move(self) -> int | None:
        """The seat the game waits for: the leader, the defender, or the first attacker who has
        not yet passed."""
        if self.over:
            return None
        if not self.attacks:
            return self.attacker
        if not self.taking and self.unbeaten:
            return self.defender
        acts = self.actors()
        return acts[0] if acts else None

    # -- an action: its legal moves, its rule, its effect -----------------------------------
    # Each kind of action below has its rule (a `..._refusal`: the reason a person reads, or
    # None when the action is allowed), its legal moves and its effect side by side; these
    # three only send each action to its own, so `check` and `legal_actions` rest on one rule.
    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or not 0 <= seat < self.players:
            return []
        hand = self.hands[seat]
        if not self.attacks:
            return self._lead_moves(seat, hand)
        if seat == self.defender:
            if self.defender_refusal(seat) is not None:
                return []
            found = self._defend_moves(hand)
            self._transfer_moves(hand, found)
            found.append(TAKE)  # taking is always open to a defender who may act
            return found
        return self._add_moves(seat, hand)

    def check(self, seat: int | None, action: Action) -> None:
        if self.over:
            raise IllegalAction(refusal("durak-refuse-game-over"))
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(refusal("durak-refuse-no-seat"))
        if self.out[seat] is not None:
            raise IllegalAction(refusal("durak-refuse-left", seat=seat))
        kind = type(action)
        if kind is Attack:
            refuse_if(self.attack_refusal(seat, action.card))  # type: ignore[attr-defined]
        elif kind is Defend:
            attack, card = action.attack, action.card  # type: ignore[attr-defined]
            refuse_if(self.defend_refusal(seat, attack, card))
        elif kind is Transfer:
            refuse_if(self.transfer_refusal(seat, action.card))  # type: ignore[attr-defined]
        elif kind is Take:
            refuse_if(self.defender_refusal(seat))  # taking: open whenever he may answer
        elif kind is Pass:
            refuse_if(self.pass_refusal(seat))
        else:
            raise IllegalAction(refusal("durak-refuse-unknown-action", action=repr(action)))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        assert seat is not None
        kind = type(action)
        if kind is Defend:
            events = self.beat(seat, action.attack, action.card)  # type: ignore[attr-defined]
        elif kind is Attack:
            events = self.put_attack(seat, action.card)  # type: ignore[attr-defined]
        elif kind is Pass:
            events = self.pass_(seat)
        elif kind is Take:
            events = self.take(seat)
        else:
            events = self.transfer(seat, action.card)  # type: ignore[attr-defined]
        self._actors = None
        if self.taking or not self.unbeaten:
            self._end_bout_if_done(events)
        return events

    def holds_refusal(self, seat: int, c: Card) -> Message | None:
        """A card is played from the hand that holds it."""
        return None if c in self.hands[seat] else refusal("durak-refuse-not-held", card=CODE[c])

    def _play_from_hand(self, seat: int, c: Card, events: list[Event]) -> None:
        """`c` leaves the hand; a player out of cards with nothing left to draw leaves at once,
        and the defender's neighbours are counted again among those still in play."""
        self.hands[seat].remove(c)
        known = self.known[seat]
        if known and c in known:
            known.remove(c)
        if not self.hands[seat] and not self.stock:
            self.out[seat] = self.place
            events.append(ev.leaves(seat, self.place))
            self._set_throwers()

    # -- leading: the main attacker opens the bout with any card ----------------------------
    def _lead_moves(self, seat: int, hand: list[Card]) -> list[Action]:
        return [ATTACK[c] for c in hand] if seat == self.attacker else []  # type: ignore[misc]

    def lead_refusal(self, seat: int, c: Card) -> Message | None:
        if seat != self.attacker:
            return refusal("durak-refuse-leads", seat=self.attacker)
        return self.holds_refusal(seat, c)

    # The effect of a lead is that of a card thrown in: `put_attack`, below.

    # -- throwing in: an attacker adds a card of a rank on the table, or passes -------------
    def add_refusal(self, seat: int) -> Message | None:
        """Why `seat` may not add an attack card to this (started) bout, or None if it may: it
        defends, it is not among this bout's throwers, it passed (passes count once nothing is
        left to beat), the restricted form's one card at a time or take, or the bout has no
        room. The rule behind throwing in, passing, who is listed as an actor and whether the
        bout is over."""
        return self._thrower_refusal(seat) or self._room_refusal()

    def _thrower_refusal(self, seat: int) -> Message | None:
        """`add_refusal` but for the room, which is the same for every seat."""
        if seat == self.defender:
            return refusal("durak-refuse-defender-throws-in", transfer=self.transfer_allowed)
        if seat not in self.throwers:
            if self.neighbours_only:
                return refusal("durak-refuse-not-neighbour", seat=seat)
            return refusal("durak-refuse-no-part", seat=seat)
        if self.restricted:
            # One card at a time, and nothing added once the defender takes.
            if self.taking:
                return refusal("durak-refuse-restricted-taking")
            if self.unbeaten:
                return refusal("durak-refuse-restricted-one-card", seat=self.defender)
        if (self.taking or not self.unbeaten) and seat in self.passed:
            return refusal("durak-refuse-passed")
        return None

    def _room_refusal(self) -> Message | None:
        """No card may be added once the bout holds its cap, or as many as the defender held."""
        if self.room() > 0:
            return None
        if len(self.attacks) >= self.cap():
            return refusal("durak-refuse-bout-full", count=self.cap())
        return refusal("durak-refuse-defender-short", count=self.limit())

    def _adders(self) -> tuple[int, ...]:
        """The throwers who may add a card now (`add_refusal`) and hold any: public facts, not
        whether a card fits. In priority order."""
        if self.room() <= 0:
            return ()
        hands = self.hands
        return tuple(s for s in self.throwers
                     if hands[s] and self._thrower_refusal(s) is None)

    def _fitting(self, cards: list[Card]) -> list[Card]:
        """The cards of `cards` that may be thrown in: those of a rank already on the table."""
        mask = self.ranks_mask
        return [c for c in cards if mask >> (c >> 2) & 1]

    def _add_moves(self, seat: int, hand: list[Card]) -> list[Action]:
        """An attacker's moves in a started bout: the cards that fit, and a pass once nothing
        is left for the defender to beat."""
        if not hand or self.add_refusal(seat) is not None:
            return []
        found: list[Action] = [ATTACK[c] for c in self._fitting(hand)]  # type: ignore[misc]
        if self._awaiting_attackers():
            found.append(PASS)
        return found

    def attack_refusal(self, seat: int, c: Card) -> Message | None:
        """A lead, or a card thrown in: of a rank already on the table."""
        if not self.attacks:
            return self.lead_refusal(seat, c)
        why = self.add_refusal(seat) or self.holds_refusal(seat, c)
        if why is None and not self._fitting([c]):
            return refusal("durak-refuse-rank-not-on-table", card=CODE[c])
        return why

    def put_attack(self, seat: int, c: Card) -> list[Event]:
        """Lead or throw in `c`: it lies unbeaten and every pass is cancelled."""
        events = [ev.throw_in(seat, c) if self.attacks else ev.lead(seat, c)]
        self.attacks.append(c)
        self.defenses.append(None)
        self.unbeaten += 1
        self.ranks_mask |= 1 << (c >> 2)
        if self.passed:
            self.passed.clear()
        self._play_from_hand(seat, c, events)
        return events

    def pass_refusal(self, seat: int) -> Message | None:
        """An attacker holding cards passes once nothing is left for the defender to beat."""
        if not self.attacks:
            if seat == self.attacker:
                return refusal("durak-refuse-must-lead")
            return refusal("durak-refuse-leads", seat=self.attacker)
        if seat == self.defender:
            return refusal("durak-refuse-defender-passes")
        if not self._awaiting_attackers():
            return refusal("durak-refuse-wait-defender", seat=self.defender)
        why = self.add_refusal(seat)
        if why is None and not self.hands[seat]:
            return refusal("durak-refuse-no-cards")
        return why

    def pass_(self, seat: int) -> list[Event]:
        """`seat` adds nothing more, until a new card is played."""
        self.passed.append(seat)
        return [ev.passes(seat)]

    # -- defending: the defender beats an attack card (the rule: `beats`) -------------------
    def defender_refusal(self, seat: int) -> Message | None:
        """Why `seat` may not answer the attack now (defend, transfer or take), or None if it
        may: no card played, another seat defends, it said it takes, nothing left to beat."""
        if not self.attacks:
            return refusal("durak-refuse-nothing-played")
        if seat != self.defender:
            return refusal("durak-refuse-defends", seat=self.defender)
        if self.taking:
            return refusal("durak-refuse-taking")
        if not self.unbeaten:
            return refusal("durak-refuse-all-beaten")
        return None

    def _defend_moves(self, hand: list[Card]) -> list[Action]:
        """Every (attack card, card of `hand` that beats it), the table's order first."""
        found: list[Action] = []
        trump = self.trump
        for a, d in zip(self.attacks, self.defenses, strict=True):
            if d is None:
                row = DEFEND[a]
                found += [row[c] for c in hand if beats(c, a, trump)]  # type: ignore[misc]
        return found

    def defend_refusal(self, seat: int, attack: Card, c: Card) -> Message | None:
        why = self.defender_refusal(seat)
        if why is not None:
            return why
        if attack not in self.attacks:
            return refusal("durak-refuse-not-attack-card", card=CODE[attack])
        if self.defenses[self.attacks.index(attack)] is not None:
            return refusal("durak-refuse-already-beaten", card=CODE[attack])
        why = self.holds_refusal(seat, c)
        if why is not None or beats(c, attack, self.trump):
            return why
        # Why not, in the terms of `beats`: too low in the suit, a trump attacked, another suit.
        if c & 3 == attack & 3:
            return refusal("durak-refuse-not-higher", card=CODE[c], attack=CODE[attack])
        if attack & 3 == self.trump:
            return refusal("durak-refuse-trump-attack", card=CODE[c], attack=CODE[attack])
        return refusal("durak-refuse-does-not-beat", card=CODE[c], attack=CODE[attack])

    def beat(self, seat: int, attack: Card, c: Card) -> list[Event]:
        """The defender covers `attack` with `c`; its rank joins those that may be thrown in."""
        events = [ev.defend(seat, attack, c)]
        self.defenses[self.attacks.index(attack)] = c
        self.unbeaten -= 1
        self.ranks_mask |= 1 << (c >> 2)
        if self.passed:
            self.passed.clear()
        self._play_from_hand(seat, c, events)
        return events

    # -- transferring (the transfer option): pass the attack on with a card of its rank -----
    def _table_transfer_refusal(self) -> Message | None:
        """Why the attack may not be passed on now, whatever the card: not played at this
        table, a card is beaten already, nobody else in play, or the next player holds too few
        cards. Cheap: legal move lists ask it."""
        if not self.transfer_allowed:
            return refusal("durak-refuse-no-transfers")
        if self.unbeaten != len(self.attacks):
            return refusal("durak-refuse-transfer-beaten")
        # No cap check: four cards of a rank never exceed the bout's five or six.
        target = self.next_in_play(self.defender)
        if target == self.defender:
            return refusal("durak-refuse-transfer-nobody")
        if len(self.hands[target]) <= len(self.attacks):
            return refusal("durak-refuse-transfer-too-many", seat=target,
                           count=len(self.attacks) + 1, held=len(self.hands[target]))
        return None

    def _transfers_with(self, c: Card) -> bool:
        """Whether `c` is of the attack's rank (every attack card has it while none is beaten)."""
        return c >> 2 == self.attacks[0] >> 2

    def _transfer_moves(self, hand: list[Card], found: list[Action]) -> None:
        """Adds to `found` a transfer with each card of `hand` that may make one."""
        if self.transfer_allowed and self._table_transfer_refusal() is None:
            found.extend(TRANSFER[c] for c in hand if self._transfers_with(c))  # type: ignore[misc]

    def transfer_refusal(self, seat: int, c: Card) -> Message | None:
        if not self.transfer_allowed:
            return refusal("durak-refuse-no-transfers")
        why = self.defender_refusal(seat) or self.holds_refusal(seat, c)
        if why is None and not self._transfers_with(c):
            return refusal("durak-refuse-transfer-rank", card=CODE[c])
        return why or self._table_transfer_refusal()

    def transfer(self, seat: int, c: Card) -> list[Event]:
        """The defender adds `c` and becomes the main attacker; the next player defends."""
        target = self.next_in_play(seat)
        events = [ev.transfer(seat, c, target)]
        self.attacks.append(c)
        self.defenses.append(None)
        self.unbeaten += 1
        self.passed.clear()
        self._play_from_hand(seat, c, events)
        self.attacker, self.defender = seat, target
        self._set_throwers()
        return events

    # -- taking: the defender gives up and will pick up the table ---------------------------
    # Open whenever the defender may answer (`defender_refusal`); `legal_actions` lists it last.
    def take(self, seat: int) -> list[Event]:
        """The attackers may still add cards (in the restricted form not one: the bout ends at
        once); the bout ends with the pick-up (`end_bout`)."""
        self.taking = True
        return [ev.take(seat)]

    # -- the end of a bout ------------------------------------------------------------------
    def _end_bout_if_done(self, events: list[Event]) -> None:
        """Once nothing is left to beat (or the defender takes): the bout ends unless an
        attacker may still add a card (then those attackers are the actors)."""
        adders = self._adders()
        if adders:
            self._actors = adders
            return
        self.end_bout(events)

    def end_bout(self, events: list[Event]) -> None:
        """Clear the table (discard it, or the defender picks it up), refill hands, let players
        with no cards leave, and pass the attack on."""
        d = self.defender
        on_table = self.attacks + [c for c in self.defenses if c is not None]
        if self.taking:
            self.hands[d].extend(on_table)
            self.known[d].extend(on_table)
            events.append(ev.pick_up(d, on_table))
        else:
            self.discard.extend(on_table)
            events.append(ev.beaten(d, len(on_table)))
        self.refill(events)
        active = [s for s in range(self.players) if self.hands[s]]
        if len(active) <= 1:
            self.finish(active[0] if active else None, events)
            return
        self.place = sum(1 for o in self.out if o is not None) + 1
        # After a take the defender loses his turn to attack; after a defence he attacks next.
        self.attacker = self.next_in_play(d) if self.taking or self.out[d] is not None else d
        self.defender = self.next_in_play(self.attacker)
        self.attacks = []
        self.defenses = []
        self.unbeaten = 0
        self.ranks_mask = 0
        self.taking = False
        self.passed = []
        self.first_bout = False
        self.bout += 1
        self._set_throwers()

    def refill_order(self) -> tuple[int, ...]:
        """Main attacker first, then the others in turn order after the defender, defender last."""
        key = (self.players, self.attacker, self.defender)
        order = _REFILL_ORDERS.get(key)
        if order is None:
            n, a, d = key
            others = [s for s in ((d + i) % n for i in range(1, n)) if s != a]
            order = _REFILL_ORDERS[key] = (a, *others, d)
        return order

    def refill(self, events: list[Event]) -> None:
        """Each player draws up to six from the stock, in refill order; players left without
        cards leave the game."""
        stock, hands = self.stock, self.hands
        for s in self.refill_order():
            if self.out[s] is not None:
                continue
            need = HAND - len(hands[s])
            if need > 0 and stock:
                drawn = [stock.pop() for _ in range(min(need, len(stock)))]
                hands[s].extend(drawn)
                trump = None
                if not stock:
                    # The turned-up trump was drawn last, in plain sight.
                    trump = drawn[-1]
                    self.known[s].append(trump)
                events.append(ev.draw(s, drawn, trump))
            if not hands[s]:
                self.out[s] = self.place
                events.append(ev.leaves(s, self.place))

    # -- the end of the game ----------------------------------------------------------------
    def finish(self, durak: int | None, events: list[Event]) -> None:
        """At most one player still holds cards: he is the durak (none: a draw)."""
        self.over = True
        self.durak = durak
        self.attacks, self.defenses, self.unbeaten, self.taking, self.passed = [], [], 0, False, []
        self.ranks_mask = 0
        n = self.players
        ranks = tuple(n if o is None else o for o in self.out)
        scores = tuple(0.0 if s == durak else 1.0 for s in range(n))
        self._outcome = Outcome(ranks, scores)
        self._actors = ()
        events.append(ev.game_over(durak))

    def outcome(self) -> Outcome | None:
        return self._outcome

    def estimate(self) -> tuple[float, ...]:
        """A cut-off guess for search (reads every hand; search calls it on re-dealt copies).

        Players who left keep the reward of their place. The others share the places left by
        their burden: each card weighs more the lower it is (a low plain card is hard to shed, a
        high trump nearly free); a defender facing unbeaten cards counts them half, and one who
        takes counts most of the table.
        """
        n = self.players
        if self._outcome is not None:
            return self._outcome.rewards()
        trump = self.trump
        rewards = [0.0] * n
        burden: list[tuple[float, int]] = []
        for s in range(n):
            place = self.out[s]
            if place is not None:
                rewards[s] = (n - place) / (n - 1)
                continue
            weight = 0.0
            for c in self.hands[s]:
                value = (c >> 2) + (9 if c & 3 == trump else 0)  # 6 .. 23
                weight += 1.0 - (value - 6) / 22
            if s == self.defender and self.unbeaten:
                # He takes the whole table, or may still have to.
                on_table = 2 * len(self.attacks) - self.unbeaten
                weight += 0.8 * on_table if self.taking else 0.5 * self.unbeaten
            burden.append((weight, s))
        best = (len(burden) - 1) / (n - 1)  # the reward of the best place still open
        low = min(b for b, _ in burden)
        high = max(b for b, _ in burden)
        for b, s in burden:
            rewards[s] = best / 2 if high == low else best * (high - b) / (high - low)
        return tuple(rewards)

    def is_over(self) -> bool:
        return self.over

    # -- what is seen -----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """All `seat` may know: its own hand, every count, the table, and the cards everybody
        saw going into a hand (a pick-up, the turned-up trump); None is a spectator."""
        code = CODE
        return {
            "players": self.players,
            "phase": "over" if self.over else "play",
            "trump": code[self.trump_card] if self.stock else None,
            "trump_suit": SUIT_LETTERS[self.trump],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "attacker": self.attacker,
            "defender": self.defender,
            "table": [{"attack": code[a], "defense": None if d is None else code[d]}
                      for a, d in zip(self.attacks, self.defenses, strict=True)],
            "taking": self.taking,
            "passed": list(self.passed),
            "turn": self.to_move(),
            "actors": list(self.actors()),
            "limit": self.limit(),
            "bout": self.bout,
            "throwers": list(self.throwers),
            "seats": [{"hand": [code[c] for c in h] if s == seat else None,
                       "hand_count": len(h),
                       "out": self.out[s],
                       "known": [code[c] for c in self.known[s]]}
                      for s, h in enumerate(self.hands)],
            "you": seat,
            "durak": self.durak,
            "ranks": list(self._outcome.ranks) if self._outcome else None,
        }

    # -- copies -----------------------------------------------------------------------------
    def clone(self) -> DurakState:
        new = DurakState.__new__(DurakState)
        new.__dict__.update(self.__dict__)
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.attacks = self.attacks[:]
        new.defenses = self.defenses[:]
        new.passed = self.passed[:]
        new.out = self.out[:]
        new.known = [k[:] for k in self.known]
        if self._rng is not None:
            new._rng, new._rng_state = None, rng_snapshot(self._rng)
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> DurakState:
        """Re-deal every card hidden from `seat`: the other hands (but for the cards everybody
        saw going into them) and the stock (but for the turned-up trump at its bottom)."""
        new = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool: list[Card] = []
        for s in others:
            known = new.known[s]
            if known:
                pool.extend(c for c in new.hands[s] if c not in known)
            else:
                pool.extend(new.hands[s])
        stock = new.stock
        if stock:
            pool.extend(stock[1:])
        pool.sort()  # the re-deal must not depend on where hidden cards really lie
        rng.shuffle(pool)
        i = 0
        for s in others:
            known = new.known[s]
            k = len(new.hands[s]) - len(known)
            new.hands[s] = known[:] + pool[i:i + k]
            i += k
        if stock:
            new.stock = [stock[0]] + pool[i:]
        return new

    def cards(self) -> list[int]:
        table = self.attacks + [c for c in self.defenses if c is not None]
        return [c for h in self.hands for c in h] + self.stock + self.discard + table

    def to_setup(self) -> dict[str, Any]:
        """This position in the setup form (`DurakGame.to_setup`, written in `position.py`)."""
        return self.game.to_setup(self)  # type: ignore[no-any-return]
