"""How much room Spider-Man leaves above its heuristic: bots that cheat, played against it.

A fair bot cannot know more than these two, so their scores bound what a stronger level could
gain (docs/bots.md, "Spider-Man cards: the ladders"):

* Battle of Strength with the classic choice: a bot that sees the other player's top card and
  names the category that leaves it holding the most cards after the round (it plays each
  category on a copy of the true state);
* Battle in the Dark: a bot that knows every card in the other player's deck (not which one the
  random draw will pick) and calls the symbol with the best expected gain against them.

    .venv/bin/python benchmarks/spiderman_bounds.py [games]      # 2 players, seeds 0..games-1
"""

from __future__ import annotations

import sys

from koloda.bots.registry import make_bot
from koloda.core import Action, Perspective, State, get_game
from koloda.games.spiderman import SpiderManDarkState
from koloda.games.spiderman.actions import Call
from koloda.games.spiderman.bots import edge
from koloda.games.spiderman.cards import SYMBOLS
from koloda.sim.stats import wilson


def sees_top_card(state: State, seat: int) -> Action:
    """Strength: the category after which `seat` holds the most cards, tried on copies."""
    best: tuple[int, Action] | None = None
    for action in state.legal_actions(seat):
        trial = state.clone()
        trial.apply(seat, action)
        held = trial.view(seat)["decks"][seat]["count"]
        if best is None or held > best[0]:
            best = (held, action)
    assert best is not None
    return best[1]


def knows_other_deck(state: State, seat: int) -> Action:
    """Dark: the symbol with the best edge against the other deck's real cards."""
    assert isinstance(state, SpiderManDarkState)
    view = state.view(seat)
    cards, top = view["catalog"]["cards"], view["top"]
    other = state.decks[1 - seat]
    scored = []
    for k, symbol in enumerate(SYMBOLS):
        dist = [(cards[c]["symbols"][k], 1 / len(other), c) for c in other]
        values = [(v, p) for v, p, _ in dist]
        scored.append((edge(cards[top]["symbols"][k], [values]), -k, symbol))
    return Call(max(scored)[2])


def play(game_id: str, options: dict | None, cheat, games: int) -> tuple[float, float, float]:
    """The cheating bot's mean score against `heuristic`, seats alternating; with its interval."""
    game = get_game(game_id)
    total = 0.0
    for i in range(games):
        state = game.new(2, options, i)
        mine = i % 2
        rival = make_bot("heuristic", game, i)
        while not state.is_over():
            seat = state.to_move()
            if seat == mine and len(state.legal_actions(seat)) > 1:
                state.apply(seat, cheat(state, seat))
            else:
                state.apply(seat, rival.act(Perspective(state, seat)))
        outcome = state.outcome()
        assert outcome is not None
        total += outcome.rewards()[mine]
    low, high = wilson(total, games)
    return total / games, low, high


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    for name, game_id, options, cheat in (
            ("Strength (classic): sees the other top card", "spiderman_strength",
             {"classic": True}, sees_top_card),
            ("Dark: knows the other deck's cards", "spiderman_dark", None, knows_other_deck)):
        score, low, high = play(game_id, options, cheat, games)
        print(f"{name:<46} {score:6.1%} ({low:.1%}-{high:.1%}) of {games} games "
              "against heuristic")


if __name__ == "__main__":
    main()
