"""The Clash of Decks heuristic bot (duel seats and the solo player).

In the battle it tries every legal action on a determinized copy of the game (the only hidden
things are the opponent's unseen hand order and the automaton's deck order), finishes its turn
without playing anything more, and keeps the action whose result `judge.margin` likes best; so
it summons while a creature improves the position, casts a spell when it destroys or saves
something, and returns destroyed creatures strongest first (they come into reach sooner). In the
setup steps it takes, keeps and bans cards by a fixed card value, but a preconstructed deck by
the measured match-ups (`MATCHUPS`, `choose_deck`): summed card value picked deck 2, the weakest.
The searching bots ask the same `book` first (`koloda.bots.ismcts.game_book`).
"""

from __future__ import annotations

from typing import Any

from koloda.core import Action, KolodaError, Perspective, SeededBot, text

from .actions import ASSAULT, END, STRIKE, Ban, Choose, ChooseDeck, Return, Take
from .cards import CardInfo, card_set
from .judge import margin
from .state import ASSAULT_PHASE, OVER, SUMMON, ClashState

#: actions a turn may take before the simulation gives up finishing it
FINISH_LIMIT = 60

#: the preconstructed decks' measured match-ups: MATCHUPS[a][b] is deck a+1's win rate against
#: deck b+1, both seat orders pooled (docs/balance.md, "Duels": `koloda study matchups
#: clash_of_decks -n 300`, the heuristic in both seats, 600 games a cell). The search's own
#: matrix there (60 games a seat order) orders the decks the same way and gives the same choices.
MATCHUPS: tuple[tuple[float | None, ...], ...] = (
    (None, 0.748, 0.940, 0.592),
    (0.252, None, 0.390, 0.275),
    (0.060, 0.610, None, 0.605),
    (0.408, 0.725, 0.395, None),
)


def choose_deck(free: list[int], theirs: int | None) -> int:
    """The deck (1-4) to take from `free`: against a known deck, the one that beats it most;
    choosing first, the one whose worst match-up against the decks left is best (the opponent
    answers with the deck that beats ours most)."""
    if theirs is not None:
        return max(free, key=lambda d: MATCHUPS[d - 1][theirs - 1] or 0.0)
    return max(free, key=lambda d: min(MATCHUPS[d - 1][e - 1] or 0.0 for e in range(1, 5)
                                       if e != d))


def card_value(card: CardInfo) -> float:
    """How much a card is worth to own, for picks and bans."""
    icons = bin(card.abilities).count("1")
    if card.spell:
        return 1.3 * card.damage + 1.5 * icons + 1.0
    return card.attack + 0.7 * card.health + 1.2 * icons + (1.5 if card.aura else 0.0)


def finish_turn(state: ClashState, side: int) -> None:
    """Play on without summoning or casting until `side`'s turn is over (returns ordered by
    the same rule the bot uses), so the position can be judged."""
    turn = state.turn
    for _ in range(FINISH_LIMIT):
        if state.phase == OVER or state.pending is None and (
                state.active != side or state.turn != turn):
            return  # (in the solo game the automaton's whole turn has been played by then)
        if state.pending is not None:
            owner, cards = state.pending
            best = max(cards, key=lambda c: card_value(state.deck.cards[c]))
            state.perform(owner, Return(state.deck.key(best)))
        elif state.phase == SUMMON:
            state.perform(side, ASSAULT)
        elif state.phase == ASSAULT_PHASE:
            state.perform(side, STRIKE if state.next_attacker() is not None else END)
        else:
            return


#: the most re-deals `heuristic:N` may judge each action on
MAX_DEALS = 64


def deals_of(param: str | None) -> int:
    """How many re-deals of the hidden cards each action is judged on: `heuristic` one,
    `heuristic:N` N (the automaton's hidden deck makes one re-deal a lottery in the solo game)."""
    if not param:
        return 1
    if not param.isdigit() or not 1 <= int(param) <= MAX_DEALS:
        raise KolodaError(text("clash_of_decks-bot-deals", most=str(MAX_DEALS),
                               param=repr(param)))
    return int(param)


class HeuristicBot(SeededBot):
    """One-ply look-ahead over the rest of the turn, judged by `judge.margin`."""

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "heuristic") -> None:
        super().__init__(seed, name)
        self.deals = deals_of(param)

    def choose(self, perspective: Perspective, legal: list[Action]) -> Action | None:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        deck = card_set()
        value = lambda key: card_value(deck.cards[deck.by_key[key]])  # noqa: E731
        if isinstance(first, ChooseDeck):
            return self.book(perspective)
        if isinstance(first, Take | Choose | Ban | Return):
            return max(legal, key=lambda a: (value(a.card), self.rng.random()))
        return self.best(perspective, legal)

    def book(self, perspective: Perspective) -> Action | None:
        """A preconstructed deck by the measured match-ups; None for any other decision."""
        legal = perspective.legal_actions()
        if not legal or not isinstance(legal[0], ChooseDeck):
            return None
        taken = (perspective.view().get("setup") or {}).get("taken") or [None, None]
        theirs = next((d for s, d in enumerate(taken) if s != perspective.seat and d), None)
        return ChooseDeck(choose_deck([a.deck for a in legal], theirs))

    def best(self, perspective: Perspective, legal: list[Action]) -> Action:
        # Every action is judged on the same re-deals, so luck of the deal favours none.
        bases = [perspective.determinize(self.rng) for _ in range(self.deals)]
        assert all(isinstance(base, ClashState) for base in bases)
        side = perspective.seat
        scored: list[tuple[float, float, Action]] = []
        for action in legal:
            total = 0.0
            for base in bases:
                state = base.clone()
                state.perform(side, action)
                finish_turn(state, side)
                total += self.judge(state, side)
            # on a tie, doing nothing wins: no card leaves the hand's order for nothing
            idle = 0.01 if action in (ASSAULT, STRIKE, END) else 0.0
            scored.append((total / len(bases) + idle, self.rng.random(), action))
        return max(scored, key=lambda t: t[:2])[2]

    def judge(self, state: Any, side: int) -> float:
        return margin(state, side)
