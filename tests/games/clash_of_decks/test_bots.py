"""The heuristic bot: sensible choices in clear positions, and seeded matches showing that it
and ISMCTS beat the random bot clearly."""

from __future__ import annotations

import random

from koloda.bots import make_bot
from koloda.bots.levels import ladder_for
from koloda.core import Perspective, play_match
from koloda.games.clash_of_decks import GAME
from koloda.games.clash_of_decks.bots import HeuristicBot
from koloda.sim.bench import search_position

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


#: the Expert's (`ismcts:200`) choice on the first seeded bench positions
#: (`search_position(GAME, 2, seed=i, moves=8 + i)`), recorded before its search was made
#: faster (shared legal moves, one rule check for both rows, a determinized copy's generator
#: made when first used): the faster search must choose the same
EXPERT_CHOICES = {
    0: "Summon(card='alpha', row=1)",
    1: "Summon(card='abomination', row=0)",
    2: "Summon(card='revenant', row=0)",
    5: "Cast(card='meteorite', side=1, row=1, position=0)",
    9: "Cast(card='meteorite', side=0, row=1, position=1)",
    10: "Cast(card='annihilation', side=1, row=0, position=1)",
}


def test_the_expert_chooses_as_it_did_before_it_was_made_faster():
    for i, expected in EXPERT_CHOICES.items():
        state = search_position(GAME, 2, seed=i, moves=8 + i)
        bot = make_bot(ladder_for(GAME)[-1].spec, GAME, i)
        assert repr(bot.act(Perspective(state, state.to_move()))) == expected, i


def test_a_determinized_copy_draws_the_coin_from_its_own_seed():
    state = GAME.new(2, GAME.options({"format": "draft"}), 3)
    copies = [state.determinize(0, random.Random(5)) for _ in range(2)]
    twin = copies[1].clone()  # cloned before its generator was first used
    coins = [c.rng.random() for c in copies]
    assert coins[0] == coins[1] == twin.rng.random()
    later = copies[0].clone()  # cloned once its generator is in use
    assert later.rng.random() == copies[0].rng.random()
