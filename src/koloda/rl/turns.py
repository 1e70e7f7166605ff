"""Who is offered the next decision, for environments that ask one seat at a time.

A game may let several seats act at once (`actors()`): the seat it waits for (`to_move()`, the
obliged one) and seats that may act out of turn (a Durak attacker throwing in while the defender
thinks, a Palace player completing four of a kind). An environment steps one agent at a time, so
it needs an order. Ours: in each position, every optional actor that has a legal action is
offered the turn first, in the game's priority order (`actors()`: Durak's main attacker, then the
other attackers in turn order; Palace's seat that just drew, then the seats after the player on
turn), and each may act or decline; then the obliged seat acts. Any action makes a new position
and everybody may be offered again; a decline holds for the position it was made in.

Optional actors go first because the obliged seat's move usually ends their chance: once the
next Palace player lays a card the four on the pile is gone, and a throw-in is worth most before
the defender answers.
"""

from __future__ import annotations

from koloda.core import Action, State


class TurnOrder:
    """The offering order over one game (see the module docstring)."""

    __slots__ = ("declined", "legal", "seat")

    def __init__(self) -> None:
        self.declined: set[int] = set()
        #: the seat offered now and its legal actions (cached: the mask and the step need them)
        self.seat: int | None = None
        self.legal: list[Action] = []

    def moved(self) -> None:
        """An action was applied: a new position, where nobody has declined yet."""
        self.declined.clear()
        self.seat = None

    def decline(self, seat: int) -> None:
        self.declined.add(seat)
        self.seat = None

    def answer(self, state: State, seat: int, action: Action | None) -> None:
        """A bot's answer for `seat`: None declines; an action is applied (checked), and a
        new position begins."""
        if action is None:
            self.decline(seat)
        else:
            state.apply(seat, action)
            self.moved()

    def next(self, state: State) -> tuple[int, bool] | None:
        """(seat, optional) of the seat offered the decision now; None when the game is over
        or nobody is left to offer it to (every optional actor declined, nobody is obliged)."""
        if state.is_over():
            return None
        obliged = state.to_move()
        declined = self.declined
        for seat in state.actors():
            if seat != obliged and seat not in declined:
                legal = state.legal_actions(seat)
                if legal:
                    self.seat, self.legal = seat, legal
                    return seat, True
        if obliged is None:
            return None
        self.seat, self.legal = obliged, state.legal_actions(obliged)
        return obliged, False
