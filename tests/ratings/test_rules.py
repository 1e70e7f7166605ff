"""The rules of rated play (koloda.ratings, docs/ratings.md), one ruling a test: pools, the order
of finish per game, ties, fair play's last places, the updates and the shown scale."""

from __future__ import annotations

import pytest

from koloda.bots.registry import make_bot
from koloda.core import get_game
from koloda.core.match import play_match
from koloda.ratings import (
    LEFT,
    PROVISIONAL,
    STALLED,
    TIMED_OUT,
    K,
    Rating,
    known_pool,
    order_of_finish,
    pool_of,
    provisional,
    rate,
    shown,
    shown_sigma,
)
from koloda.ratings.pools import table


# -- pools ----------------------------------------------------------------------------------
def test_durak_has_a_duel_pool_and_a_pool_for_three_to_six_whatever_the_variant() -> None:
    assert pool_of("durak", {}, 2) == "durak-2"
    for n in range(3, 7):
        assert pool_of("durak", {"transfer": True, "throw_in": True}, n) == "durak-3-6"
        assert pool_of("durak", {"transfer": False, "throw_in": False}, n) == "durak-3-6"


def test_every_rated_game_has_a_pool_for_every_size_it_allows() -> None:
    for game_id, entry in table().items():
        game = get_game(game_id)
        options = {"language": "en"} if entry.option else {}
        for n in range(game.min_players, game.max_players + 1):
            assert pool_of(game_id, options, n) is not None, (game_id, n)


def test_a_solo_game_and_an_unknown_game_are_never_rated() -> None:
    assert pool_of("clash_of_decks_solo", {}, 1) is None
    assert pool_of("no-such-game", {}, 2) is None
    assert pool_of("durak", {}, 7) is None


def test_scattergories_is_one_pool_per_language() -> None:
    assert pool_of("scattergories", {"language": "ru"}, 2) == "scattergories-ru"
    assert pool_of("scattergories", {"language": "en"}, 6) == "scattergories-en"
    assert known_pool("scattergories-ru") and known_pool("durak-2")
    assert not known_pool("scattergories") and not known_pool("durak-9")


# -- the order of finish --------------------------------------------------------------------
def _played(game_id: str, players: int, seed: int) -> tuple[object, tuple[int, ...]]:
    game = get_game(game_id)
    agents = [make_bot("random", game, seed=seed + i) for i in range(players)]
    result = play_match(game, agents, seed=seed)
    return result.state, result.state.outcome().ranks


@pytest.mark.parametrize("seed", range(6))
def test_durak_the_durak_last_the_others_in_the_order_they_went_out(seed: int) -> None:
    state, ranks = _played("durak", 4, seed)
    places = order_of_finish(ranks)
    durak = state.durak  # type: ignore[attr-defined]
    if durak is not None:
        assert places[durak] == max(places) and places.count(max(places)) == 1
    went_out = [s for s in range(4) if state.out[s] is not None]  # type: ignore[attr-defined]
    by_order = sorted(went_out, key=lambda s: state.out[s])  # type: ignore[attr-defined]
    assert [places[s] for s in by_order] == sorted(places[s] for s in by_order)


@pytest.mark.parametrize("seed", range(4))
def test_palace_the_loser_last(seed: int) -> None:
    _state, ranks = _played("palace", 3, seed)
    places = order_of_finish(ranks)
    assert sorted(places) == [1, 2, 3]
    assert places.index(3) == list(ranks).index(max(ranks))


def test_scores_ties_stay_ties_in_scattergories() -> None:
    # Scattergories ranks by score: 1 + how many scored more; equal scores share a rank
    assert order_of_finish([1, 1, 3]) == [1, 1, 2]
    assert order_of_finish([2, 1, 2, 4]) == [2, 1, 2, 3]


def test_card_ball_is_rated_by_its_places_not_its_scores() -> None:
    # the winner emptied their hand; the other two hold one card each and so pay the same (equal
    # scores), but a king left places above an ace left (the rules page's order of play rule):
    # the places, not the scores, are the order of finish
    from koloda.core.cards import parse_card
    from koloda.games.card_ball import rulings

    hands: list[list[int]] = [[], [parse_card("K♠")], [parse_card("A♠")]]
    ranks = rulings.ranking(hands, 0)
    scores = rulings.settlement(hands, ranks, 1)
    assert scores[1] == scores[2]
    assert order_of_finish(list(ranks)) == [1, 2, 3]


def test_a_draw_is_a_draw() -> None:
    assert order_of_finish([1, 1]) == [1, 1]
    a, b = rate([Rating(), Rating()], [1, 1])
    assert a.mu == pytest.approx(b.mu) and a.mu == pytest.approx(25.0, abs=1e-6)


# -- fair play ------------------------------------------------------------------------------
def test_leaving_or_stalling_is_last_place_whatever_the_bot_then_made_of_the_seat() -> None:
    # seat 0 left and its bot won; seat 2 stalled: both after everyone who played on
    assert order_of_finish([1, 2, 4, 3], {0: LEFT, 2: STALLED}) == [3, 1, 3, 2]


def test_a_timed_out_seat_keeps_its_place() -> None:
    assert order_of_finish([2, 1], {0: TIMED_OUT}) == [2, 1]


# -- updates and the scale ------------------------------------------------------------------
def test_everyone_starts_at_1500_with_350_of_uncertainty_and_is_provisional() -> None:
    start = Rating()
    assert start.shown == 1500 and shown_sigma(start.sigma) == pytest.approx(350.0)
    assert start.provisional and round(K) == 42


def test_the_winner_gains_the_loser_loses_and_each_has_a_game_more() -> None:
    a, b = rate([Rating(), Rating()], [1, 2])
    assert a.shown > 1500 > b.shown and a.games == b.games == 1
    assert a.sigma < Rating().sigma


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    strong, weak = Rating(30.0, 3.0, 50), Rating(20.0, 3.0, 50)
    me = Rating(25.0, 3.0, 50)
    up_strong = rate([me, strong], [1, 2])[0].mu - me.mu
    up_weak = rate([me, weak], [1, 2])[0].mu - me.mu
    assert up_strong > up_weak > 0


def test_provisional_until_the_shown_uncertainty_is_at_most_the_threshold() -> None:
    at = PROVISIONAL / K
    assert not provisional(at) and provisional(at * 1.001)
    assert shown(25.0 + 1.0) == 1500 + round(K)


def test_a_steady_player_stops_being_provisional_after_about_a_dozen_and_a_half_duels() -> None:
    # the figure of benchmarks/rating_provisional.py: alternating wins and losses against a
    # settled equal keeps mu near 25; sigma falls under the threshold after 10 to 30 games
    me, other = Rating(), Rating(25.0, 2.0, 50)
    games = 0
    while me.provisional:
        games += 1
        me = rate([me, other], [1, 2] if games % 2 else [2, 1])[0]
    assert 10 <= games <= 30


def test_a_game_needs_two_places() -> None:
    with pytest.raises(ValueError):
        rate([Rating()], [1])
    with pytest.raises(ValueError):
        order_of_finish([])
