"""The ladders of levels (`koloda.bots.levels`), the careless bot at their bottom and the
measured deck choice of Clash of Decks that the heuristic and the searches share."""

from __future__ import annotations

import random

import pytest

from koloda.bots.careless import CarelessBot
from koloda.bots.levels import LADDERS, ladder_for
from koloda.bots.registry import make_bot
from koloda.core import KolodaError, Perspective, games, get_game, play_match
from koloda.games.clash_of_decks.actions import ChooseDeck
from koloda.games.clash_of_decks.bots import MATCHUPS, choose_deck
from koloda.sim.bench import search_position


def two_player_games() -> list[str]:
    out = []
    for game in games().values():
        if game.min_players <= 2 <= game.max_players and not getattr(game, "costly_steps", False):
            out.append(game.id)
    return sorted(out)


def test_the_shipped_ladders_are_for_known_games_with_unique_names() -> None:
    for game_id, levels in LADDERS.items():
        game = get_game(game_id)
        assert 3 <= len(levels) <= 5  # 3: Scattergories, whose bot has three strengths
        assert len({lv.key for lv in levels}) == len(levels)
        assert len({lv.name.en for lv in levels}) == len({lv.name.ru for lv in levels}) \
            == len(levels)
        assert ladder_for(game) == levels


@pytest.mark.parametrize("game_id", two_player_games())
def test_every_level_is_a_valid_bot_that_plays_a_legal_move(game_id: str) -> None:
    game = get_game(game_id)
    levels = ladder_for(game)
    assert len(levels) >= 3
    try:
        state = search_position(game, 2, seed=4)
    except KolodaError:  # a game this short has no mid-opening: its first position
        state = game.new(2, seed=4)
    seat = state.to_move()
    if seat is None:
        seat = next(s for s in state.actors() if state.legal_actions(s))
    for level in levels:
        bot = make_bot(level.spec, game, seed=3)
        action = bot.act(Perspective(state.clone(), seat))
        assert action is None or state.is_legal(seat, action), (level, action)


def test_careless_plays_the_heuristic_or_a_random_legal_move() -> None:
    game = get_game("durak")
    always = make_bot("careless:1", game, seed=1)
    never_slips = make_bot("careless:0.0001", game, seed=1)
    heuristic = make_bot("heuristic", game, seed=1)
    differs = 0
    for i in range(30):
        state = search_position(game, 2, seed=i)
        seat = state.to_move()
        if seat is None:
            continue
        view = Perspective(state, seat)
        assert never_slips.act(view) == heuristic.act(view)
        picked = always.act(view)
        assert picked is None or picked in state.legal_actions(seat)
        differs += picked != heuristic.act(view)
    assert differs >= 5  # a random move is often not the heuristic's


@pytest.mark.parametrize("param", ["0", "1.5", "-0.2", "nan", "lots"])
def test_careless_refuses_a_bad_chance(param: str) -> None:
    with pytest.raises(KolodaError, match="careless takes the chance"):
        make_bot(f"careless:{param}", get_game("durak"))


def test_careless_loses_to_the_heuristic_at_durak() -> None:
    # Seeded: 16 games, both seats; measured far below one half (see docs/bots.md's ladders).
    game = get_game("durak")
    wins = 0.0
    for i in range(16):
        seat = i % 2
        agents = [make_bot("heuristic", game, seed=i), make_bot("heuristic", game, seed=i)]
        agents[seat] = CarelessBot(make_bot("heuristic", game, seed=i), 0.5, seed=i)
        wins += play_match(game, agents, seed=i).state.outcome().rewards()[seat]
    assert wins <= 5


def test_a_deck_is_chosen_by_the_measured_match_ups() -> None:
    # First: deck 1, whose worst match-up (59% against deck 4) is the best worst case.
    assert choose_deck([1, 2, 3, 4], None) == 1
    # Second: the deck that beats the opponent's most.
    assert choose_deck([2, 3, 4], 1) == 4
    assert choose_deck([1, 3, 4], 2) == 1
    assert choose_deck([1, 2, 4], 3) == 1
    assert choose_deck([1, 2, 3], 4) == 3  # 60.5% against it, deck 1 59.2%
    for a in range(4):  # the matrix is a matrix of win rates of both seat orders pooled
        for b in range(4):
            if a != b:
                assert MATCHUPS[a][b] + MATCHUPS[b][a] == pytest.approx(1.0)


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:20", "ismcts-guided:10"])
def test_the_heuristic_and_the_searches_choose_decks_by_the_match_ups(spec: str) -> None:
    game = get_game("clash_of_decks")
    state = game.new(2, options={"format": "preconstructed"}, seed=3)
    first = state.to_move()
    pick = make_bot(spec, game, seed=2).act(Perspective(state, first))
    assert pick == ChooseDeck(1)  # summed card value chose deck 2, the weakest
    state.perform(first, pick)
    second = state.to_move()
    assert make_bot(spec, game, seed=2).act(Perspective(state, second)) == ChooseDeck(4)


def test_palace_searches_swap_like_the_heuristic() -> None:
    game = get_game("palace")
    rng = random.Random(5)
    for seed in range(6):
        state = game.new(2, seed=seed)
        seat = state.to_move() if state.to_move() is not None else state.actors()[0]
        view = Perspective(state, seat)
        assert make_bot("ismcts-guided:10", game, seed=rng.randrange(99)).act(view) \
            == make_bot("heuristic", game, seed=1).act(view)


def test_a_level_is_also_a_bot_by_its_key_and_shows_its_name() -> None:
    from koloda.bots.strength import strength
    from koloda.core.catalog import render

    game = get_game("durak")
    for level in ladder_for(game):
        bot = make_bot(level.key, game, seed=1)
        assert type(bot) is type(make_bot(level.spec, game, seed=1))
        assert render(strength(game, level.key), "ru") == level.name.ru
        assert render(strength(game, level.spec), "en") == level.name.en


def test_every_solo_level_is_a_valid_bot_that_plays_a_legal_move() -> None:
    game = get_game("clash_of_decks_solo")
    levels = ladder_for(game)
    assert [lv.key for lv in levels] == ["beginner", "casual", "skilled", "expert"]
    state = search_position(game, 1, seed=4)
    for level in levels:
        action = make_bot(level.spec, game, seed=3).act(Perspective(state.clone(), 0))
        assert action is not None and state.is_legal(0, action), (level, action)


@pytest.mark.parametrize("param", ["0", "65", "2.5", "many"])
def test_the_clash_heuristic_refuses_a_bad_number_of_re_deals(param: str) -> None:
    with pytest.raises(KolodaError, match="re-deals"):
        make_bot(f"heuristic:{param}", get_game("clash_of_decks_solo"))


def test_the_clash_heuristic_judges_every_move_on_the_same_re_deals() -> None:
    # One re-deal is the plain heuristic; more re-deals may choose differently, never illegally.
    game = get_game("clash_of_decks_solo")
    differs = 0
    for seed in range(12):
        state = search_position(game, 1, seed=seed)
        view = Perspective(state, 0)
        assert make_bot("heuristic:1", game, seed=2).act(view) \
            == make_bot("heuristic", game, seed=2).act(view)
        many = make_bot("heuristic:8", game, seed=2).act(view)
        assert state.is_legal(0, many)
        differs += many != make_bot("heuristic", game, seed=2).act(view)
    assert differs >= 1


def test_the_solo_game_gives_the_search_an_estimate_of_the_player_s_chance() -> None:
    game = get_game("clash_of_decks_solo")
    state = search_position(game, 1, seed=1)
    (chance,) = state.estimate()
    assert 0.0 < chance < 1.0
