"""The Palace rules state machine, ordered like the rulebook: the pile and the table, who acts,
then each action with its legal moves, its rule (a `..._refusal`) and its effect side by side
(swapping and ready, a turn with the special cards, out of turn, blind, picking up), leaving and
the end, then what each seat sees and the copies search bots use.

Cards are `Card` ints in plain lists; `stock[-1]` is the next card drawn, `pile[-1]` the top.
Rank order is the card's own rank number (3 low .. 14 ace); 2 and 10 go on anything.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import Action, Card, Event, IllegalAction, Message, Outcome, State, refuse_if
from koloda.core.rng import copy_rng

from . import events
from .actions import (
    CODES,
    EXACT,
    PICK_UP,
    READY,
    SUBSETS,
    PickUp,
    Play,
    PlayBlind,
    Ready,
    Swap,
    blind,
    suit_mask,
)

if TYPE_CHECKING:
    from koloda.core import Game

SWAP, PLAY, OVER = "swap", "play", "over"
HAND_SIZE = 3
RESET, BURN = 2, 10


#: how hard a card of each rank is to shed, for `estimate`: 3 hardest, ace easier, 2 and 10 easy
_WEIGHT = [0.0, 0.0, 0.2, *(1.0 - 0.06 * (r - 3) for r in range(3, 10)), 0.2,
           *(1.0 - 0.06 * (r - 4) for r in range(11, 15))]


def goes_on(rank: int, to_beat: int) -> bool:
    """May a card of `rank` be laid when the pile asks for `to_beat` (0: anything goes)?"""
    return rank >= to_beat or rank in (RESET, BURN)


class PalaceState(State):
    """One game of Palace."""

    def __init__(self, game: Game, players: int, rng: random.Random) -> None:
        self.game, self.players, self.rng = game, players, rng
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.face_up: list[list[Card]] = [[] for _ in range(players)]
        self.face_down: list[list[Card]] = [[] for _ in range(players)]
        #: cards in each hand that every seat saw go there (a picked-up pile, a swapped card)
        self.known: list[set[Card]] = [set() for _ in range(players)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.burned: list[Card] = []
        self.ready = [False] * players
        #: the place of each seat that has left (1 = first out), 0 while it still holds cards
        self.finished = [0] * players
        self.out = 0
        self.phase = SWAP
        self.turn = 0
        #: the seat that may still add a card it just drew (-1: none), and the cards it drew
        self.adder = -1
        self.drawn: list[Card] = []
        #: how many times a pile went back into a hand, and after how many the game is called
        self.pick_ups = 0
        self.pickup_limit = 0
        self._actors: tuple[int, ...] = ()
        self._outcome: Outcome | None = None

    # -- the pile and the table --------------------------------------------------------------
    def to_beat(self) -> int:
        """The rank the next card must equal or beat; 0 when anything goes (empty pile, a 2)."""
        if not self.pile:
            return 0
        r = self.pile[-1] >> 2
        return 0 if r == RESET else r

    def top_run(self) -> tuple[int, int]:
        """The rank on top of the (non-empty) pile and how many of it lie there in a row."""
        pile = self.pile
        top = pile[-1] >> 2
        k, i = 1, len(pile) - 2
        while i >= 0 and pile[i] >> 2 == top and k < 4:
            k, i = k + 1, i - 1
        return top, k

    def next_seat(self, seat: int) -> int:
        """The next seat clockwise that still holds cards."""
        n, finished = self.players, self.finished
        s = (seat + 1) % n
        while finished[s]:
            s = (s + 1) % n
        return s

    def holds_cards(self, seat: int) -> bool:
        return bool(self.hands[seat] or self.face_up[seat] or self.face_down[seat])

    def source(self, seat: int) -> list[Card]:
        """Where `seat` plays from now: the hand, else (once hand and stock are empty) the
        face-up cards; an empty list leaves only the face-down cards, played blind."""
        return self.hands[seat] or self.face_up[seat]

    # -- who acts ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return self._actors

    def out_seats(self) -> tuple[int, ...]:
        """The seats that have played all their cards (their place is taken)."""
        return tuple(s for s in range(self.players) if self.finished[s])

    def to_move(self) -> int | None:
        if self.phase == PLAY:
            return self.turn
        return self._actors[0] if self._actors else None

    def _find_actors(self) -> tuple[int, ...]:
        """Swap phase: everyone not ready. Play: the seats that may act out of turn, then the
        player on turn. Out-of-turn seats are found from public facts only (how many cards a
        hand holds, the face-up cards, who just drew), so the list never betrays a hand: a seat
        listed may turn out to have nothing to play."""
        if self.phase == SWAP:
            return tuple(s for s in range(self.players) if not self.ready[s])
        if self.phase == OVER:
            return ()
        t, adder, finished = self.turn, self.adder, self.finished
        extra: list[int] = []
        if adder >= 0 and adder != t and not finished[adder]:
            extra.append(adder)
        if self.pile:
            rank, run = self.top_run()
            need = 4 - run
            s = t
            for _ in range(self.players - 1):
                s = (s + 1) % self.players
                if finished[s] or s == adder:
                    continue
                hand = self.hands[s]
                if (len(hand) >= need if hand
                        else suit_mask(self.face_up[s], rank).bit_count() >= need):
                    extra.append(s)
        extra.append(t)
        return tuple(extra)

    # -- an action: its legal moves, its rule, its effect -----------------------------------
    # Each kind of action below has its legal moves, its rule (a `..._refusal`: the reason a
    # person reads, or None when the action is allowed) and its effect side by side; these
    # three only send each action to its own, so `check` and `legal_actions` rest on one rule.
    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == PLAY:
            if seat == self.turn:
                return self._turn_moves(seat)
            if seat in self._actors:
                return self._out_of_turn_moves(seat)
            return []
        if self.phase == SWAP and seat in self._actors:
            return self._swap_moves(seat)
        return []

    def check(self, seat: int | None, action: Action) -> None:
        if self.phase == OVER:
            raise IllegalAction(events.game_over())
        if type(seat) is not int or not 0 <= seat < self.players:
            raise IllegalAction(events.no_such_seat(seat))
        kind = type(action)
        if kind is Play:
            refuse_if(self.play_refusal(seat, action))  # type: ignore[arg-type]
        elif kind is PlayBlind:
            refuse_if(self.blind_refusal(seat, action))  # type: ignore[arg-type]
        elif kind is PickUp:
            refuse_if(self.pick_up_refusal(seat))
        elif kind is Swap:
            refuse_if(self.swap_refusal(seat, action))  # type: ignore[arg-type]
        elif kind is Ready:
            refuse_if(self.ready_refusal(seat))
        else:
            raise IllegalAction(events.not_palace_action(action))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        assert seat is not None
        kind = type(action)
        found: list[Event] = []
        if kind is Play:
            self.lay(seat, action.cards, found)  # type: ignore[attr-defined]
        elif kind is PlayBlind:
            self.play_blind(seat, action.index, found)  # type: ignore[attr-defined]
        elif kind is PickUp:
            self.pick_up(seat, found)
        elif kind is Swap:
            self.swap(seat, action.hand, action.face_up, found)  # type: ignore[attr-defined]
        else:
            self.declare_ready(seat, found)
        self._actors = self._find_actors()
        return found

    def _on_turn_refusal(self, seat: int) -> Message | None:
        """A blind card or a pick-up: only in play, and only by the player on turn."""
        if self.phase != PLAY:
            return events.wait_for_ready()
        if seat != self.turn:
            return events.already_out() if self.finished[seat] else events.not_your_turn(self.turn)
        return None

    # -- swapping, before play: a hand card for a face-up card, then ready ------------------
    def _swap_moves(self, seat: int) -> list[Action]:
        hand, up = self.hands[seat], self.face_up[seat]
        swaps: list[Action] = [Swap(h, f) for h in hand for f in up]
        swaps.append(READY)
        return swaps

    def swap_refusal(self, seat: int, action: Swap) -> Message | None:
        why = self.ready_refusal(seat)
        if why is not None:
            return why
        if action.hand not in self.hands[seat]:
            return events.not_in_hand(action.hand)
        if action.face_up not in self.face_up[seat]:
            return events.not_face_up(action.face_up)
        return None

    def swap(self, seat: int, hand_card: Card, up_card: Card, found: list[Event]) -> None:
        hand, up = self.hands[seat], self.face_up[seat]
        hand[hand.index(hand_card)] = up_card
        up[up.index(up_card)] = hand_card
        self.known[seat].discard(hand_card)
        self.known[seat].add(up_card)
        found.append(events.swap(seat, hand_card, up_card))

    def ready_refusal(self, seat: int) -> Message | None:
        """Swapping and saying ready: only before play, and only until ready."""
        if self.phase != SWAP:
            return events.swap_only_before_play()
        if self.ready[seat]:
            return events.already_ready()
        return None

    def declare_ready(self, seat: int, found: list[Event]) -> None:
        self.ready[seat] = True
        found.append(events.ready(seat))
        if all(self.ready):
            self.start_play(found)

    def start_play(self, found: list[Event]) -> None:
        """The holder of the lowest card (3 up to ace; 2s and 10s do not count) starts; ties go
        to the seat nearest the dealer's left (the dealer is the last seat, so seat 0 first)."""
        starter, lowest = 0, None
        for s in range(self.players):
            for c in self.hands[s]:
                r = c >> 2
                if r != RESET and r != BURN and (lowest is None or r < lowest >> 2
                                                 or (s == starter and c < lowest)):
                    starter, lowest = s, c
        self.phase, self.turn = PLAY, starter
        if lowest is not None:
            self.known[starter].add(lowest)  # shown to the table to claim the start
        found.append(events.start(starter, lowest))

    # -- a turn: lay one card or several of a rank that goes on the pile (`goes_on`) --------
    def _turn_moves(self, seat: int) -> list[Action]:
        """Every play from where `seat` plays now that goes on the pile; with none, the pick-up;
        with nothing left but the face-down cards, a blind card."""
        src = self.source(seat)
        if not src:
            return self._blind_moves(seat)
        masks: dict[int, int] = {}
        for c in src:
            r = c >> 2
            masks[r] = masks.get(r, 0) | 1 << (c & 3)
        beat = self.to_beat()
        out: list[Action] = []
        for r in sorted(masks):
            if goes_on(r, beat):
                out.extend(SUBSETS[r][masks[r]])
        return out or [PICK_UP]

    def play_refusal(self, seat: int, action: Play) -> Message | None:
        if self.phase != PLAY:
            return events.wait_for_ready()
        cards = action.cards
        if not cards:
            return events.no_cards_chosen()
        rank = cards[0] >> 2
        if any(c >> 2 != rank for c in cards):
            return events.mixed_ranks()
        if len(set(cards)) != len(cards):
            return events.card_twice()
        if self.finished[seat]:
            return events.already_out()
        if seat != self.turn:
            return self.out_of_turn_refusal(seat, cards, rank)
        hand, up = self.hands[seat], self.face_up[seat]
        if hand:
            for c in cards:
                if c not in hand:
                    return events.hand_first() if c in up else events.not_in_hand(c)
        elif up:
            for c in cards:
                if c not in up:
                    return events.not_face_up(c)
        else:
            return events.go_blind()
        if not goes_on(rank, self.to_beat()):
            return events.too_low(cards, self.pile[-1])
        return None

    def lay(self, seat: int, cards: tuple[Card, ...], found: list[Event]) -> None:
        """Lay cards from the hand (or the face-up cards once hand and stock are empty), draw
        back up, then let the special cards and fours act."""
        in_turn = seat == self.turn
        hand = self.hands[seat]
        src = self.source(seat)
        for c in cards:
            src.remove(c)
        known = self.known[seat]
        if known and src is hand:
            known.difference_update(cards)
        self.pile.extend(cards)
        self.adder = -1
        found.append(events.play(seat, cards, src is not hand, in_turn))
        drawn = self.refill_hand(seat, found) if self.stock and src is hand else None
        self.after_laying(seat, cards[0] >> 2, in_turn, drawn, found)

    def refill_hand(self, seat: int, found: list[Event]) -> list[Card] | None:
        """Draw back up to three cards while the stock lasts; the cards drawn are private."""
        hand, stock = self.hands[seat], self.stock
        drawn: list[Card] = []
        while len(hand) < HAND_SIZE and stock:
            c = stock.pop()
            hand.append(c)
            drawn.append(c)
        if not drawn:
            return None
        found.append(events.draw(seat, drawn))
        return drawn

    def after_laying(self, seat: int, rank: int, in_turn: bool, drawn: list[Card] | None,
                     found: list[Event]) -> None:
        """A 10 or a four burns the pile, a 2 resets it: the same player goes again. Otherwise
        the turn passes on, and a player who drew may still add cards of the rank just played
        until the next player acts."""
        holds = self.holds_cards(seat)
        if rank == BURN or self.top_run()[1] == 4:
            self.burn_pile(seat, rank != BURN, holds, found)
            again = True
        elif rank == RESET:
            # `again`: the same player goes on (not when that was the last card).
            found.append(events.reset(seat, holds))
            again = True
        else:
            again = False
        if not holds:
            self.leave(seat, found)
            if self.phase != OVER and (in_turn or again):
                self.turn = self.next_seat(seat)  # the next player starts afresh
            return
        if again:
            self.turn = seat
            return
        if in_turn:
            self.turn = self.next_seat(seat)
        if drawn:
            self.adder, self.drawn = seat, drawn

    def burn_pile(self, seat: int, four: bool, again: bool, found: list[Event]) -> None:
        """The pile leaves the game (burned by four of a kind, or a 10); `again`: the same
        player starts the next pile (not when that was the last card)."""
        count = len(self.pile)
        self.burned.extend(self.pile)
        self.pile.clear()
        found.append(events.burn(seat, count, four, again))

    # -- out of turn: complete four of a kind, or add the cards just drawn ------------------
    # Laid by `lay` like a play on turn; only who may, and what, differs.
    def _out_of_turn_moves(self, seat: int) -> list[Action]:
        """The plays of `out_of_turn_refusal`, by suit masks: the cards of the top's rank that
        complete four from where `seat` plays, and (the seat that just drew) any drawn cards of
        that rank."""
        if not self.pile:
            return []
        rank, run = self.top_run()
        hand = self.hands[seat]
        out: list[Action] = list(EXACT[rank][suit_mask(self.source(seat), rank)][4 - run])
        if seat == self.adder:
            for p in SUBSETS[rank][suit_mask(self.drawn, rank) & suit_mask(hand, rank)]:
                if p not in out:
                    out.append(p)
        return out

    def out_of_turn_refusal(self, seat: int, cards: tuple[Card, ...],
                            rank: int) -> Message | None:
        """Out of turn a seat may complete four of a kind on the pile from where it plays now,
        or (the seat that just drew) add drawn cards of the rank it just played."""
        is_adder = seat == self.adder
        if not self.pile:
            return events.out_of_turn(self.turn, None, False)
        top, run = self.top_run()
        src = self.source(seat)
        if rank == top and all(c in src for c in cards):
            if len(cards) == 4 - run:
                return None
            if is_adder and all(c in self.drawn for c in cards):
                return None
        return events.out_of_turn(self.turn, top, is_adder)

    # -- blind: with hand and face-up cards gone, turn over a face-down card ----------------
    def _blind_moves(self, seat: int) -> list[Action]:
        return [blind(i) for i in range(len(self.face_down[seat]))]

    def blind_refusal(self, seat: int, action: PlayBlind) -> Message | None:
        why = self._on_turn_refusal(seat)
        if why is not None:
            return why
        if self.hands[seat]:
            return events.hand_first()
        if self.face_up[seat]:
            return events.face_up_first()
        count = len(self.face_down[seat])
        if type(action.index) is not int or not 0 <= action.index < count:
            return events.no_face_down(action.index, count)
        return None

    def play_blind(self, seat: int, index: int, found: list[Event]) -> None:
        """Turn a face-down card over: play it if it goes on the pile, else take it and the pile."""
        c = self.face_down[seat].pop(index)
        self.adder = -1
        if goes_on(c >> 2, self.to_beat()):
            self.pile.append(c)
            found.append(events.blind_played(seat, c))
            self.after_laying(seat, c >> 2, True, None, found)
            return
        self.pile.append(c)
        found.append(events.blind_taken(seat, c, len(self.pile)))
        self.take_pile(seat, found)

    # -- picking up: only when nothing goes on the pile (`_turn_moves` offers it then) ------
    def pick_up_refusal(self, seat: int) -> Message | None:
        why = self._on_turn_refusal(seat)
        if why is not None:
            return why
        if not self.source(seat):
            return events.blind_instead_of_pick_up()
        options = self._turn_moves(seat)
        if options != [PICK_UP]:
            return events.must_play(options[0].cards)  # type: ignore[attr-defined]
        return None

    def pick_up(self, seat: int, found: list[Event]) -> None:
        """A player who cannot play takes the whole pile into the hand; the next player goes."""
        found.append(events.pick_up(seat, len(self.pile)))
        self.adder = -1
        self.take_pile(seat, found)

    def take_pile(self, seat: int, found: list[Event]) -> None:
        self.hands[seat].extend(self.pile)
        self.known[seat].update(self.pile)
        self.pile.clear()
        self.turn = self.next_seat(seat)
        self.pick_ups += 1
        if self.pick_ups == self.pickup_limit:
            self.call_game(found)

    # -- leaving and the end ----------------------------------------------------------------
    def leave(self, seat: int, found: list[Event]) -> None:
        """A player without cards leaves with the next place; the last one holding cards loses."""
        self.out += 1
        self.finished[seat] = self.out
        found.append(events.leaves(seat, self.out))
        if self.out == self.players - 1:
            loser = self.finished.index(0)
            self.finished[loser] = self.players
            found.append(events.over(loser, list(self.finished)))
            self.end_game(found)

    def call_game(self, found: list[Event]) -> None:
        """Our reading against endless games: at the pick-up limit the game is called, and the
        players still holding cards are ranked by how many they hold (fewer is better, equal
        counts share a place) after those already out."""
        held = [len(self.hands[s]) + len(self.face_up[s]) + len(self.face_down[s])
                if not self.finished[s] else -1 for s in range(self.players)]
        for s in range(self.players):
            if held[s] >= 0:
                self.finished[s] = self.out + 1 + sum(1 for h in held if 0 <= h < held[s])
        found.append(events.called(self.pick_ups, held))
        self.end_game(found)

    def end_game(self, found: list[Event]) -> None:
        self.phase = OVER
        self.adder = -1
        ranks = tuple(self.finished)
        self._outcome = Outcome(ranks, tuple(float(self.players - r) for r in ranks))

    # -- what is seen -----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        you = seat if type(seat) is int and 0 <= seat < self.players else None
        beat = self.to_beat()
        return {
            "players": self.players,
            "phase": self.phase,
            "turn": self.to_move(),
            "actors": list(self._actors),
            "pile": [CODES[c] for c in self.pile],
            "to_beat": CODES[self.pile[-1]] if beat else None,
            "stock": len(self.stock),
            "burned": len(self.burned),
            "pick_ups": self.pick_ups,
            "pickup_limit": self.pickup_limit or None,
            "may_add": self.adder if self.adder >= 0 else None,
            "drawn": [CODES[c] for c in self.drawn] if you is not None and you == self.adder
            else None,
            "seats": [
                {
                    "hand": [CODES[c] for c in self.hands[s]] if s == you else None,
                    "hand_count": len(self.hands[s]),
                    "known": [CODES[c] for c in sorted(self.known[s])] if self.known[s] else [],
                    "face_up": [CODES[c] for c in self.face_up[s]],
                    "face_down": len(self.face_down[s]),
                    "ready": self.ready[s],
                    "finished": self.finished[s] or None,
                }
                for s in range(self.players)
            ],
            "you": you,
            "ranks": list(self._outcome.ranks) if self._outcome else None,
        }

    def outcome(self) -> Outcome | None:
        return self._outcome

    def is_over(self) -> bool:
        return self._outcome is not None

    def estimate(self) -> tuple[float, ...]:
        """A cut-off guess for search (reads every card; search calls it on re-dealt copies).

        Players out keep the reward of their place; the others share the places left in order
        of their burden: every card they must still shed, a low card weighing most (it goes on
        little), a 2 or a 10 least (it goes on anything), a blind card an average.
        """
        if self._outcome is not None:
            return self._outcome.rewards()
        n = self.players
        rewards = [0.0] * n
        burden: list[tuple[float, int]] = []
        for s in range(n):
            if self.finished[s]:
                rewards[s] = (n - self.finished[s]) / (n - 1)
                continue
            weight = 0.6 * len(self.face_down[s])
            for cards in (self.hands[s], self.face_up[s]):
                for c in cards:
                    weight += _WEIGHT[c >> 2]
            burden.append((weight, s))
        burden.sort()
        for weight, s in burden:
            # Equal burdens share the mean reward of the places they span.
            ties = [p for p, (w, _) in enumerate(burden, self.out + 1) if w == weight]
            rewards[s] = sum((n - p) / (n - 1) for p in ties) / len(ties)
        return tuple(rewards)

    def cards(self) -> list[int]:
        out: list[int] = [*self.stock, *self.pile, *self.burned]
        for s in range(self.players):
            out += self.hands[s]
            out += self.face_up[s]
            out += self.face_down[s]
        return out

    # -- copies -----------------------------------------------------------------------------
    def clone(self) -> PalaceState:
        new = PalaceState.__new__(PalaceState)
        new.game, new.players = self.game, self.players
        new.rng = copy_rng(self.rng)
        new.hands = [list(h) for h in self.hands]
        new.face_up = [list(h) for h in self.face_up]
        new.face_down = [list(h) for h in self.face_down]
        new.known = [set(k) for k in self.known]
        new.stock, new.pile, new.burned = list(self.stock), list(self.pile), list(self.burned)
        new.ready, new.finished, new.out = list(self.ready), list(self.finished), self.out
        new.phase, new.turn = self.phase, self.turn
        new.adder, new.drawn = self.adder, list(self.drawn)
        new.pick_ups, new.pickup_limit = self.pick_ups, self.pickup_limit
        new._actors, new._outcome = self._actors, self._outcome
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> PalaceState:
        """Re-deal what `seat` cannot see: the stock, every face-down card (its own too) and the
        other hands, except cards the whole table saw go into a hand, which stay put."""
        new = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool = list(new.stock)
        for s in range(self.players):
            pool += new.face_down[s]
        for s in others:
            pool += [c for c in new.hands[s] if c not in new.known[s]]
        # Sorted first, so the re-deal depends only on what `seat` knows, not on where the
        # hidden cards really lie (a search bot given the same seed then decides the same).
        pool.sort()
        rng.shuffle(pool)
        drawn_at: list[int] = []
        if new.adder >= 0 and new.adder != seat:
            hand = new.hands[new.adder]
            drawn_at = [hand.index(c) for c in new.drawn]
        for s in others:
            hand, known = new.hands[s], new.known[s]
            for i, c in enumerate(hand):
                if c not in known:
                    hand[i] = pool.pop()
        for s in range(self.players):
            new.face_down[s] = [pool.pop() for _ in new.face_down[s]]
        new.stock = pool
        if drawn_at:
            new.drawn = [new.hands[new.adder][i] for i in drawn_at]
        return new

    # -- the setup form ---------------------------------------------------------------------
    def to_setup(self) -> dict[str, Any]:
        """This position in the setup form (`PalaceGame.to_setup`, written in `position.py`)."""
        return self.game.to_setup(self)  # type: ignore[attr-defined,no-any-return]
