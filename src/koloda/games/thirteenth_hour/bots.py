"""The 13th Hour heuristic bot: it reads only its seat's view.

It weighs each possible receiver of the face-up card by a one-step look-ahead: every seat's
worth is its won pluses plus the plus symbols in its row, discounted by how close the row is to
its limit; a card that would blow a row up ends the round (the victim loses his row, everyone else
banks theirs). Seats still waiting for a card this turn are valued at the average over the cards
still face down. It picks the receiver that most raises its own worth against the leader's and
the table's average, so dangerous cards go to the leader or to whoever is closest to the limit,
plus cards stay with itself while its row is safe, and it plays its hand when a card would hurt
it more than the hand is worth.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.core import Action, Perspective, SeededBot

from .actions import ACCEPT, REFUSE, Give
from .cards import BONUS, DRAW, HAND, LIMIT, NUMBER, RETURN, parse_code
from .state import HOUR, RAISED_HOUR

#: how many points of room a row needs before its plus cards count as safe
SAFE_ROOM = 10.0
#: a hand in the row, in plus symbols
HAND_WORTH = 0.8


@dataclass
class Seat:
    """What matters of one seat for the look-ahead (copied, then changed by a card)."""

    banked: int
    points: int
    raisers: int
    hands: int
    row: list[str]

    def copy(self) -> Seat:
        return Seat(self.banked, self.points, self.raisers, self.hands, list(self.row))

    @property
    def limit(self) -> int:
        return RAISED_HOUR if self.raisers else HOUR

    def at_risk(self) -> int:
        return sum(parse_code(c)[2] for c in self.row)

    def worth(self) -> float:
        room = self.limit - self.points
        return (self.banked + self.at_risk() * min(1.0, max(0.0, room / SAFE_ROOM))
                + HAND_WORTH * min(self.hands, 1))

    def safe_worth(self) -> float:
        """Worth when the round ends now with this row intact."""
        return self.banked + self.at_risk()

    def worth_after(self, code: str, draw_points: float, at_risk: int) -> float:
        """`receive(self, code, ...)`'s worth (the banked pluses if it blew up), without
        copying the seat: the look-ahead asks this for every face-down card of every waiting
        seat, so it is the searches' innermost loop. `at_risk` is `self.at_risk()`."""
        kind, points, pluses = parse_code(code)
        banked, total, raisers, hands = self.banked, self.points, self.raisers, self.hands
        if kind == BONUS:
            banked += pluses
        elif kind == RETURN:
            if self.row:
                gone_kind, gone_points, gone_pluses = parse_code(self.row[-1])
                total -= gone_points
                raisers -= gone_kind == LIMIT
                hands -= gone_kind == HAND
                at_risk -= gone_pluses
        else:
            total += points + (draw_points if kind == DRAW else 0)
            raisers += kind == LIMIT
            hands += kind == HAND
            at_risk += pluses
        limit = RAISED_HOUR if raisers else HOUR
        if kind != BONUS and total >= limit:
            return self.banked
        room = limit - total
        return banked + at_risk * min(1.0, max(0.0, room / SAFE_ROOM)) + HAND_WORTH * min(hands, 1)


def seats_of(view: dict[str, Any]) -> list[Seat]:
    out = []
    for seat in range(view["players"]):
        row = view["rows"][seat]
        kinds = [parse_code(c)[0] for c in row]
        out.append(Seat(view["pluses"][seat], view["points"][seat], kinds.count(LIMIT),
                        kinds.count(HAND), list(row)))
    return out


def receive(seat: Seat, code: str, draw_points: float) -> tuple[Seat, bool]:
    """`seat` after getting card `code`, and whether it blew up (the draw counts its mean)."""
    kind, points, pluses = parse_code(code)
    new = seat.copy()
    if kind == BONUS:
        new.banked += pluses
        return new, False
    if kind == RETURN:
        if new.row:
            gone = new.row.pop()
            gone_kind, gone_points, _ = parse_code(gone)
            new.points -= gone_points
            new.raisers -= gone_kind == LIMIT
            new.hands -= gone_kind == HAND
    else:
        new.row.append(code)
        new.points += points + (draw_points if kind == DRAW else 0)
        new.raisers += kind == LIMIT
        new.hands += kind == HAND
    return new, new.points >= new.limit


class HeuristicBot(SeededBot):
    """Gives by one-step look-ahead over the public view; plays its hand when that pays."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "heuristic") -> None:
        super().__init__(seed, name)

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        view = perspective.view()
        me = perspective.seat
        if legal[0] in (REFUSE, ACCEPT):
            return REFUSE if self.should_refuse(view, me) else ACCEPT
        if len(legal) == 1:
            return legal[0]
        table = Table(view, me)
        scored = [(table.give_value(a.to), self.rng.random(), a) for a in legal
                  if isinstance(a, Give)]
        return max(scored, key=lambda t: t[:2])[2]

    def playout_choice(self, state: Any, seat: int, legal: list[Action]) -> Action | None:
        """`choose` for a search's copy of the game (`koloda.bots.ismcts.HeuristicPolicy`):
        the same choice and the same draws, read from the copy's public fields (below)."""
        if legal[0] in (REFUSE, ACCEPT):
            return REFUSE if _Copy(state, seat).should_refuse() else ACCEPT
        if len(legal) == 1:
            return legal[0]
        table = _Copy(state, seat)
        scored = [(table.give_value(a.to), self.rng.random(), a) for a in legal
                  if isinstance(a, Give)]
        return max(scored, key=lambda t: t[:2])[2]

    def should_refuse(self, view: dict[str, Any], me: int) -> bool:
        """Refuse when taking the card is worth less than keeping the hand for later."""
        table = Table(view, me)
        accept = table.utility(table.worths_after(me, view["face_up"], may_refuse=False)[0])
        spent = table.seats[me].copy()
        spent.hands -= 1
        worths = [s.worth() for s in table.seats]
        worths[me] = spent.worth()
        return table.utility(worths) > accept


class Table:
    """The seats of one view and the average of the face-down cards, for scoring choices."""

    def __init__(self, view: dict[str, Any], me: int) -> None:
        self.view, self.me = view, me
        self.seats = seats_of(view)
        hidden = view["hidden"]
        total = sum(hidden.values()) or 1
        self.hidden = [(code, n / total) for code, n in hidden.items()]
        self.draw_points = sum(parse_code(c)[1] * w for c, w in self.hidden)

    def utility(self, worths: list[float]) -> float:
        """My worth against the strongest rival's and the rivals' average."""
        others = [w for s, w in enumerate(worths) if s != self.me]
        return worths[self.me] - 0.5 * max(others) - 0.5 * sum(others) / len(others)

    def worths_after(self, to: int, code: str, may_refuse: bool) -> tuple[list[float], bool]:
        """Every seat's worth once `to` got card `code`, and whether that ended the round. A
        blow-up ends it (the others bank their rows); a receiver holding a hand who
        `may_refuse` refuses such a card."""
        seat = self.seats[to]
        new, blown = receive(seat, code, self.draw_points)
        if blown and may_refuse and seat.hands:
            new, blown = seat.copy(), False
            new.hands -= 1
        if blown:
            worths = [s.safe_worth() for s in self.seats]
            worths[to] = float(seat.banked)
            return worths, True
        worths = [s.worth() for s in self.seats]
        worths[to] = new.worth()
        return worths, False

    def expected_worth(self, seat: int) -> float:
        """A waiting seat's worth after one random face-down card."""
        total = 0.0
        waiting = self.seats[seat]
        at_risk = waiting.at_risk()
        for code, weight in self.hidden:
            total += weight * waiting.worth_after(code, self.draw_points, at_risk)
        return total if self.hidden else waiting.worth()

    def give_value(self, to: int) -> float:
        """My utility if the dealer gives the face-up card to `to`; the seats still waiting
        are valued at a random face-down card each."""
        view = self.view
        dealer = view["dealer"]
        worths, ended = self.worths_after(to, view["face_up"], may_refuse=to != dealer)
        if ended:
            return self.utility(worths)  # nobody else gets a card this round
        for seat in range(view["players"]):
            if seat != to and not view["served"][seat]:
                worths[seat] = self.expected_worth(seat)
        return self.utility(worths)


# -- the same choice, read from a search's copy ---------------------------------------------
# A guided search asks the heuristic for every move of its playouts, on copies of the game it
# makes itself; building a whole view for each of those moves cost more than the rest of the
# search together. `HeuristicBot.playout_choice` makes the same choice from the copy's public
# fields (the rows, the won cards, who is served, the face-up card and the mix of the face-down
# ones: all the view shows, never the face-down order), with the same arithmetic in the same
# order and the same draws from the bot's generator, so it decides exactly as `choose` does
# (tests/games/thirteenth_hour/test_bots.py holds the two equal over many positions).

def _worth(banked: float, points: float, raisers: int, hands: int, at_risk: int) -> float:
    """`Seat.worth` of a seat given by its numbers."""
    room = (RAISED_HOUR if raisers else HOUR) - points
    return banked + at_risk * min(1.0, max(0.0, room / SAFE_ROOM)) + HAND_WORTH * min(hands, 1)


class _Copy:
    """One decision's look-ahead over a search's copy: `Table`'s values from the state's
    fields. A seat is (banked, points, raisers, hands, at_risk, its row's newest card)."""

    def __init__(self, state: Any, me: int) -> None:
        self.me = me
        parsed, of, totals = state.deck.by_code
        marks = state.deck.pluses
        seats = []
        for s in range(state.players):
            row = state.rows[s]
            raisers = hands = at_risk = 0
            for card in row:
                kind, _, pluses = parsed[of[card]]
                raisers += kind == LIMIT
                hands += kind == HAND
                at_risk += pluses
            seats.append((sum(marks[c] for c in state.won[s]), state.points[s], raisers,
                          hands, at_risk, parsed[of[row[-1]]] if row else None))
        self.seats = seats
        self.worths = [_worth(*s[:5]) for s in seats]
        # the face-down cards by code, counted from whichever side holds fewer cards: the
        # face-down ones, or the face-up ones taken from the whole set
        if 2 * (len(state.stock) + len(state.batch)) <= len(of):
            counts = [0] * len(parsed)
            for card in state.stock:
                counts[of[card]] += 1
            for card in state.batch:
                counts[of[card]] += 1
        else:
            counts = list(totals)
            for cards in (state.discard, *state.rows, *state.won):
                for card in cards:
                    counts[of[card]] -= 1
            if state.face_up is not None:
                counts[of[state.face_up]] -= 1
        total = sum(counts) or 1
        self.hidden = [(parsed[i], n / total) for i, n in enumerate(counts) if n]
        self.draw_points = sum(card[1] * w for card, w in self.hidden)
        self.face_up = None if state.face_up is None else parsed[of[state.face_up]]
        self.dealer, self.served = state.dealer, state.served
        self.expected: dict[int, float] = {}

    def utility(self, worths: list[float]) -> float:
        others = [w for s, w in enumerate(worths) if s != self.me]
        return worths[self.me] - 0.5 * max(others) - 0.5 * sum(others) / len(others)

    def worths_after(self, to: int, card: tuple[int, int, int],
                     may_refuse: bool) -> tuple[list[float], bool]:
        """`Table.worths_after`."""
        banked, points, raisers, hands, at_risk, last = self.seats[to]
        kind, value, pluses = card
        blown = False
        if kind == BONUS:
            banked += pluses
        else:
            if kind == RETURN:
                if last is not None:
                    points -= last[1]
                    raisers -= last[0] == LIMIT
                    hands -= last[0] == HAND
                    at_risk -= last[2]
            else:
                points += value + (self.draw_points if kind == DRAW else 0)
                raisers += kind == LIMIT
                hands += kind == HAND
                at_risk += pluses
            blown = points >= (RAISED_HOUR if raisers else HOUR)
        seat = self.seats[to]
        if blown and may_refuse and seat[3]:
            banked, points, raisers, hands, at_risk = seat[0], seat[1], seat[2], seat[3] - 1, seat[4]
            blown = False
        if blown:
            worths: list[float] = [s[0] + s[4] for s in self.seats]
            worths[to] = float(seat[0])
            return worths, True
        worths = list(self.worths)
        worths[to] = _worth(banked, points, raisers, hands, at_risk)
        return worths, False

    def expected_worth(self, seat: int) -> float:
        """`Table.expected_worth`: a waiting seat's worth after one random face-down card."""
        found = self.expected.get(seat)
        if found is not None:
            return found
        banked, points, raisers, hands, at_risk, last = self.seats[seat]
        draw_points = self.draw_points
        limit = RAISED_HOUR if raisers else HOUR
        hand_worth = HAND_WORTH * min(hands, 1)
        total = 0.0
        for (kind, value, pluses), weight in self.hidden:
            # `Seat.worth_after`, written out: the searches' innermost loop
            if kind in (NUMBER, DRAW):
                # most cards: they change neither the limit nor the hands, and a row they do
                # not blow up has room above nothing, so only the clamp at 1 can apply
                t = points + (value + draw_points) if kind == DRAW else points + value
                if t >= limit:
                    total += weight * banked
                    continue
                share = (limit - t) / SAFE_ROOM
                if share >= 1.0:
                    share = 1.0
                total += weight * (banked + (at_risk + pluses) * share + hand_worth)
                continue
            b, t, r, h, risk = banked, points, raisers, hands, at_risk
            if kind == BONUS:
                b += pluses
            elif kind == RETURN:
                if last is not None:
                    t -= last[1]
                    r -= last[0] == LIMIT
                    h -= last[0] == HAND
                    risk -= last[2]
            else:
                t += value + (draw_points if kind == DRAW else 0)
                r += kind == LIMIT
                h += kind == HAND
                risk += pluses
            top = RAISED_HOUR if r else HOUR
            if kind != BONUS and t >= top:
                total += weight * banked
                continue
            room = top - t
            total += weight * (b + risk * min(1.0, max(0.0, room / SAFE_ROOM))
                               + HAND_WORTH * min(h, 1))
        if not self.hidden:
            total = self.worths[seat]
        self.expected[seat] = total
        return total

    def give_value(self, to: int) -> float:
        assert self.face_up is not None
        worths, ended = self.worths_after(to, self.face_up, may_refuse=to != self.dealer)
        if ended:
            return self.utility(worths)
        for seat in range(len(self.seats)):
            if seat != to and not self.served[seat]:
                worths[seat] = self.expected_worth(seat)
        return self.utility(worths)

    def should_refuse(self) -> bool:
        assert self.face_up is not None
        me = self.me
        accept = self.utility(self.worths_after(me, self.face_up, may_refuse=False)[0])
        banked, points, raisers, hands, at_risk, _ = self.seats[me]
        worths = list(self.worths)
        worths[me] = _worth(banked, points, raisers, hands - 1, at_risk)
        return self.utility(worths) > accept

