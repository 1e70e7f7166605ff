"""The heuristic bot: sensible choices in clear positions, and seeded matches showing that it
and ISMCTS beat the random bot clearly."""

from __future__ import annotations

from koloda.bots import make_bot
from koloda.core import Perspective, play_match
from koloda.games.clash_of_decks import GAME
from koloda.games.clash_of_decks.bots import HeuristicBot

from .helpers import ASSAULT, Cast, Return, battle


def choice(state, seat=0):
    return HeuristicBot(seed=1).act(Perspective(state, seat))


def test_it_burns_a_creature_that_would_hit_its_bastion():
    state = battle("bastion boom baron grrr", "bastion brute", their_rows=("zombie", ""),
                   mana=1)
    assert choice(state) == Cast("boom", 1, 0, 0)


def test_it_does_not_waste_mana_when_nothing_is_worth_doing():
    state = battle("bastion boom baron grrr", "bastion brute", their_rows=("brigand", ""),
                   mana=1)
    assert choice(state) == ASSAULT


def test_it_returns_its_strongest_destroyed_creature_first():
    state = battle("bastion grrr", "bastion brute", ("abomination", ""),
                   ("zombie troll", "grrr"))
    state.apply(0, ASSAULT)
    assert choice(state, 1) == Return("troll")


def wins_against_random(spec: str, games: int, fmt: str) -> float:
    wins = 0
    for index in range(games):
        hero = index % 2
        agents = [make_bot(spec if s == hero else "random", GAME, seed=31 * index + s)
                  for s in range(2)]
        outcome = play_match(GAME, agents, options={"format": fmt}, seed=index).state.outcome()
        wins += outcome.ranks[hero] == 1
    return wins / games


def test_the_heuristic_beats_random_clearly():
    # Measured: 20 of 20 games in the preconstructed and the draft formats.
    assert wins_against_random("heuristic", 12, "preconstructed") >= 0.9
    assert wins_against_random("heuristic", 8, "draft") >= 0.85


def test_ismcts_beats_random_clearly():
    # Measured: 6 of 6 games at 200 iterations (about 2 s a game).
    assert wins_against_random("ismcts:100", 4, "preconstructed") >= 0.75


def test_the_heuristic_wins_most_quick_solo_games():
    # Measured over 30 seeded quick games: 0.8 of them won (a random player wins none).
    from koloda.games.clash_of_decks import SOLO

    won = sum(play_match(SOLO, [make_bot("heuristic", SOLO, seed=i)], seed=i).outcome.scores[0]
              for i in range(12))
    assert won >= 7
