"""koloda's games inside OpenSpiel (`koloda.openspiel`): OpenSpiel's own checks, action ids,
information states that read only the seat's view, and OpenSpiel's ISMCTS playing them."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (the openspiel extra)")

import koloda.openspiel  # noqa: E402  (registers the games)
from koloda.core import get_game  # noqa: E402
from koloda.core.encoding import encoding_for  # noqa: E402
from koloda.games.durak.state import THROW_IN_NEIGHBOURS  # noqa: E402
from koloda.openspiel import SPECS, EstimateEvaluator, ismcts_bot  # noqa: E402

NAMES = [spec.name for spec in SPECS]
Type = pyspiel.GameType


def played(game, moves: int, seed: int = 0):
    """A state `moves` random decisions after a random deal (or the end, if sooner)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    state.apply_action(rng.randrange(game.max_chance_outcomes()))
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_every_game_but_card_ball_and_scattergories_is_registered() -> None:
    registered = {t.short_name for t in pyspiel.registered_games()}
    assert set(NAMES) <= registered
    # koloda's own (a game from another package joins them by its declaration: the example's
    # test in tests/cli/test_example_game.py)
    own = {spec.game_id for spec in SPECS
           if get_game(spec.game_id).messages_package.startswith("koloda.")}
    assert own == {
        "durak", "palace", "thirteenth_hour", "spiderman_dark", "spiderman_strength",
        "clash_of_decks"}
    # what never changes in a view, as each game declares it
    static = {g: get_game(g).openspiel.static_view_keys for g in own}
    assert {g: keys for g, keys in static.items() if keys} == {
        "spiderman_dark": ("catalog",), "spiderman_strength": ("catalog",),
        "thirteenth_hour": ("card_set",), "clash_of_decks": ("cards",)}


@pytest.mark.parametrize("name", NAMES)
def test_game_type_and_info(name: str) -> None:
    game = pyspiel.load_game(name)
    spec = next(s for s in SPECS if s.name == name)
    gtype = game.get_type()
    assert gtype.dynamics == Type.Dynamics.SEQUENTIAL
    assert gtype.information == Type.Information.IMPERFECT_INFORMATION
    assert gtype.chance_mode == Type.ChanceMode.EXPLICIT_STOCHASTIC
    # two seats: first place wins what last place loses; more: rank rewards, general-sum
    assert gtype.utility == (Type.Utility.ZERO_SUM if game.num_players() == 2
                             else Type.Utility.GENERAL_SUM)
    encoding = encoding_for(spec.game_id, game.num_players())
    assert game.num_distinct_actions() == encoding.n_actions
    assert game.max_chance_outcomes() == koloda.openspiel.DEALS
    assert (game.min_utility(), game.max_utility()) == (-1.0, 1.0)
    assert game.information_state_tensor_shape() == [encoding.obs_size + game.num_players() + 1]


def test_parameters_are_the_games_options() -> None:
    game = pyspiel.load_game(
        f"koloda_durak(players=3,transfer=true,throw_in={THROW_IN_NEIGHBOURS},deals=100)")
    assert game.num_players() == 3 and game.max_chance_outcomes() == 100
    assert game.get_type().utility == Type.Utility.GENERAL_SUM  # three seats: ranks
    options = game.table.options
    assert options.transfer is True and options.throw_in == THROW_IN_NEIGHBOURS
    # A value the game refuses is refused here too.
    with pytest.raises(Exception, match="throw_in"):
        pyspiel.load_game("koloda_durak(throw_in=nobody)")
    with pytest.raises(Exception, match="at least 1"):
        pyspiel.load_game("koloda_durak(deals=0)")
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("koloda_clash(players=3)")
    restricted = pyspiel.load_game("koloda_durak(restricted=true)")
    assert restricted.table.options.restricted is True
    with pytest.raises(Exception, match="no transfers"):
        pyspiel.load_game("koloda_durak(restricted=true,transfer=true)")


@pytest.mark.parametrize("name", NAMES)
def test_random_sim_test_with_serialization(name: str) -> None:
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("params", ["koloda_durak(players=4,transfer=true)",
                                    "koloda_palace(players=3)",
                                    "koloda_spider_man_strength(players=3,rounds=40)"])
def test_random_sim_test_at_bigger_tables(params: str) -> None:
    pyspiel.random_sim_test(pyspiel.load_game(params), num_sims=1, serialize=True,
                            verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_action_ids_round_trip_and_read_in_the_games_words(name: str) -> None:
    game = pyspiel.load_game(name)
    kgame = get_game(game.spec.game_id)
    for moves in (0, 5, 20):
        state = played(game, moves, seed=moves)
        if state.is_terminal():
            continue
        core, seat = state._core, state.current_player()
        for index in state.legal_actions():
            label = state.action_to_string(seat, index)
            if core.optional and index == core.table.decline:
                assert label == "let it pass"
                continue
            action = core.action(seat, index)
            assert action in core.legal
            assert core.table.encoding.index(core.state, seat, action) == index
            assert label == kgame.describe_action(action, "en")


@pytest.mark.parametrize("name", NAMES)
def test_a_resampled_state_looks_the_same_to_the_seat(name: str) -> None:
    """A re-deal of what the seat cannot see changes neither its information state nor its
    observation, while the full position (hidden cards) does change in some re-deal."""
    game = pyspiel.load_game(name)
    state = played(game, 12, seed=3)
    assert not state.is_terminal()
    seat = state.current_player()
    rng = np.random.RandomState(0)
    changed = False
    for _ in range(8):
        copy = state.resample_from_infostate(seat, rng.uniform)
        assert copy.information_state_string(seat) == state.information_state_string(seat)
        assert copy.observation_string(seat) == state.observation_string(seat)
        assert copy.information_state_tensor(seat) == state.information_state_tensor(seat)
        assert copy.legal_actions() == state.legal_actions()
        changed |= str(copy) != str(state)
    assert changed


def test_other_seats_hidden_cards_change_nothing_for_seat_0() -> None:
    """Two Durak positions that differ only in seat 1's hand and the stock (a card swapped
    between them): seat 0's information state and tensor are the same, seat 1's are not."""
    game = pyspiel.load_game("koloda_durak")
    position = get_game("durak").new(2, None, 5).to_setup()
    hand = position["hands"][1].split()
    stock = position["stock"].split()
    known = set(position["known"][1].split())
    card = next(c for c in hand if c not in known)
    swapped = dict(position, hands=[position["hands"][0],
                                    " ".join(stock[0] if c == card else c for c in hand)],
                   stock=" ".join([card, *stock[1:]]))
    a, b = game.new_state_from(position), game.new_state_from(swapped)
    for state in (a, b):
        assert state.current_player() in (0, 1)
    assert a.information_state_string(0) == b.information_state_string(0)
    assert a.information_state_tensor(0) == b.information_state_tensor(0)
    assert a.observation_string(0) == b.observation_string(0)
    assert a.information_state_string(1) != b.information_state_string(1)
    assert a.information_state_tensor(1) != b.information_state_tensor(1)
    # ... and the same decisions keep it so: whatever seat 1 does that both allow.
    for _ in range(6):
        if a.is_terminal() or a.legal_actions() != b.legal_actions():
            break
        if a.current_player() == 1:
            break
        action = a.legal_actions()[0]
        a.apply_action(action)
        b.apply_action(action)
        assert a.information_state_string(0) == b.information_state_string(0)


def test_information_state_holds_only_the_seats_own_cards() -> None:
    game = pyspiel.load_game("koloda_durak")
    state = played(game, 0)
    hands = state.koloda_state.to_setup()["hands"]
    text0 = state.information_state_string(0)
    assert all(f'"{c}"' in text0 for c in hands[0].split())
    known = set(state.koloda_state.to_setup()["known"][1].split())
    assert not any(f'"{c}"' in text0 for c in hands[1].split() if c not in known)


@pytest.mark.parametrize("name", NAMES)
def test_serialized_states_replay_to_the_same_position(name: str) -> None:
    game = pyspiel.load_game(name)
    state = played(game, 15, seed=1)
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state) and again.history() == state.history()
    assert pickle.loads(pickle.dumps(game)).num_players() == game.num_players()
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(state2) == str(state)
    # a resampled state (no deal behind it) serializes as its position
    copy = state.resample_from_infostate(state.current_player(), np.random.RandomState(1).uniform)
    assert str(game.deserialize_state(copy.serialize())) == str(copy)


@pytest.mark.parametrize("name", NAMES)
def test_openspiels_ismcts_plays_a_whole_game(name: str) -> None:
    game = pyspiel.load_game(name)
    bots = [ismcts_bot(game, simulations=3, seed=seat, evaluator=EstimateEvaluator(seat))
            for seat in range(game.num_players())]
    state = game.new_initial_state()
    state.apply_action(11)
    while not state.is_terminal():
        seat = state.current_player()
        action = bots[seat].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    returns = state.returns()
    assert all(-1.0 <= r <= 1.0 for r in returns) and max(returns) > min(returns) or (
        returns == [0.0] * game.num_players())
    if game.num_players() == 2:
        assert sum(returns) == 0.0
    assert len(state.history()) <= game.max_game_length() + 1


def test_openspiels_ismcts_searches_for_seconds_a_move() -> None:
    import time

    game = pyspiel.load_game("koloda_durak(restricted=true)")
    bot = ismcts_bot(game, seed=1, seconds=0.02, evaluator=EstimateEvaluator(1))
    state = played(game, 0, seed=3)
    while len(state.legal_actions()) < 2:
        state.apply_action(state.legal_actions()[0])
    started = time.perf_counter()
    action = bot.step(state)
    assert time.perf_counter() - started >= 0.02
    assert action in state.legal_actions() and bot.last_simulations >= 2


def test_the_catalog_has_every_message_in_both_languages_and_each_is_used() -> None:
    from pathlib import Path

    from koloda.core.catalog import check_catalogs

    code = "\n".join(p.read_text(encoding="utf-8")
                     for p in Path(koloda.openspiel.__file__).parent.glob("*.py"))
    assert check_catalogs(["koloda.openspiel"], uses=lambda i: f'"{i}"' in code) == []
    from koloda.core import text

    for msg in ("openspiel-decline", "openspiel-before-deal"):
        assert text(msg).ru and text(msg).ru != text(msg).en


@pytest.mark.parametrize("name", NAMES)
def test_the_view_keys_left_out_of_information_states_never_change(name: str) -> None:
    game = pyspiel.load_game(name)
    keys = game.table.static_keys  # the game's declaration (Game.openspiel.static_view_keys)
    start, later = played(game, 0, seed=4), played(game, 40, seed=4)
    for key in keys:
        for seat in range(game.num_players()):
            assert start.koloda_state.view(seat)[key] == later.koloda_state.view(seat)[key]
            assert f'"{key}":' not in start.information_state_string(seat)


def test_openspiels_rl_environment_plays_durak() -> None:
    """OpenSpiel's learning environment (NFSP, DQN and the like take it) deals, asks and ends."""
    from open_spiel.python import rl_environment

    env = rl_environment.Environment("koloda_durak")
    step, rng = env.reset(), np.random.RandomState(0)
    size = env.game.information_state_tensor_shape()[0]
    while not step.last():
        seat = step.observations["current_player"]
        assert len(step.observations["info_state"][seat]) == size
        step = env.step([rng.choice(step.observations["legal_actions"][seat])])
    assert sorted(step.rewards) == [-1.0, 1.0]
