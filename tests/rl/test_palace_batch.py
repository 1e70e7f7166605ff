"""The batched Palace environment (C) against `KolodaAEC` (Python): the same seat, observation,
mask and rewards at every step of random games, for every player count and pick-up limit; and
Palace's heuristic in C against `PalaceBot`, move for move."""

from __future__ import annotations

import random

import numpy as np
import pytest

from koloda.core import Perspective
from koloda.rl import palace_batch
from koloda.rl.palace_batch import PalaceBatch, random_legal

pytest.importorskip("pettingzoo")
if not palace_batch.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.games.palace.actions import PlayBlind  # noqa: E402
from koloda.games.palace.bots import PalaceBot  # noqa: E402
from koloda.rl.aec import KolodaAEC  # noqa: E402

#: Palace's one option, the pick-up limit: the default, a low one (games called often, shared
#: places), and off (random games may then run for ever: they are followed for `CAP` steps)
OPTIONS = [{}, {"pickup_limit": 3}, {"pickup_limit": 0}]
CAP = 1500


def play_both(players: int, options: dict, seed: int, cap: int = CAP) -> int:
    """One random game in both environments, compared step by step (at most `cap` steps);
    its length."""
    env = KolodaAEC("palace", players=players, options=options)
    env.reset(seed=seed)
    fast = PalaceBatch(games=1, players=players, options=options)
    fast.deal_like(0, seed)
    obs, mask, seats = fast.observe()
    rng = random.Random(seed)
    steps = 0
    while steps < cap:
        agent = env.agent_selection
        if env.terminations[agent]:
            break
        seen = env.observe(agent)
        assert seats[0] == env.possible_agents.index(agent), f"step {steps}: another seat"
        assert np.array_equal(seen["action_mask"], mask[0]), f"step {steps}: masks differ"
        assert np.array_equal(seen["observation"], obs[0]), f"step {steps}: observations differ"
        legal = np.flatnonzero(mask[0])
        index = int(legal[rng.randrange(len(legal))])
        env.step(index)
        ended = fast.step_one(0, index)
        steps += 1
        assert ended == all(env.terminations.values()), f"step {steps}: the end differs"
        if ended:
            expected = [env.rewards[a] for a in env.possible_agents]
            assert fast.rewards[0].tolist() == pytest.approx(expected)
            break
    return steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: str(o.get("pickup_limit", "default")))
def test_same_game_as_python(players: int, options: dict) -> None:
    games = 60 if players == 2 else 30
    lengths = [play_both(players, options, seed) for seed in range(games)]
    assert min(lengths) > 10


def test_called_games_share_places_alike() -> None:
    """Low limits end most games by calling them, where equal counts share a place."""
    for seed in range(40):
        play_both(4, {"pickup_limit": 1}, seed)


def play_heuristic(players: int, options: dict, seed: int, randomness: float) -> int:
    """One game in both, the heuristic compared at every decision; how many decisions. Where
    `PalaceBot` turns a face-down card (its one random choice) the C choice must be a legal
    blind card, and both games go on with the Python bot's."""
    env = KolodaAEC("palace", players=players, options=options)
    env.reset(seed=seed)
    fast = PalaceBatch(games=1, players=players, options=options)
    fast.deal_like(0, seed)
    _obs, mask, seats = fast.observe()
    bot = PalaceBot(seed=seed)
    rng = random.Random(seed)
    decisions = 0
    while decisions < CAP:
        agent = env.agent_selection
        if env.terminations[agent]:
            break
        seat = env.possible_agents.index(agent)
        assert seats[0] == seat, f"decision {decisions}: another seat"
        state = env.state_
        chosen = bot.act(Perspective(state, seat))
        expected = (env.encoding.decline if chosen is None
                    else env.encoding.index(state, seat, chosen))
        got = int(fast.heuristic_actions()[0])
        assert mask[0][got], f"decision {decisions}: the choice is not in the mask"
        if isinstance(chosen, PlayBlind):
            assert env.encoding.decode(state, seat, got) in state.legal_actions(seat)
            assert isinstance(env.encoding.decode(state, seat, got), PlayBlind)
        else:
            assert got == expected, (f"seed {seed}, decision {decisions}: C chose {got}, "
                                     f"Python {expected} ({chosen!r}) in {state.view(seat)}")
        if rng.random() < randomness:
            legal = np.flatnonzero(mask[0])
            expected = int(legal[rng.randrange(len(legal))])
        env.step(expected)
        ended = fast.step_one(0, expected)
        decisions += 1
        if ended:
            assert all(env.terminations.values())
            break
        _obs, mask, seats = fast.observe()
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: str(o.get("pickup_limit", "default")))
def test_same_heuristic_choice_as_python(players: int, options: dict) -> None:
    games = 60 if players == 2 else 30
    decisions = sum(play_heuristic(players, options, seed, (0.0, 0.3)[seed % 2])
                    for seed in range(games))
    assert decisions > 20 * games


def test_heuristic_and_random_play_whole_games_in_the_batch() -> None:
    fast = PalaceBatch(games=32, players=4, seed=2)
    fast.deal_all()
    for _ in range(2000):
        actions = fast.heuristic_actions()
        assert (actions >= 0).all()  # auto-reset: every slot always has a decision
        fast.advance(actions)
    assert fast.finished > 32
    fast = PalaceBatch(games=32, players=4, seed=2)
    _obs, mask, _seats = fast.reset()
    for _ in range(2000):
        actions = fast.random_actions()
        assert mask[np.arange(32), actions].all()  # each pick is in its game's mask
        _obs, mask, _seats, _rewards, _done = fast.step(actions)
    assert fast.finished > 0


def test_batch_steps_and_deals_again() -> None:
    fast = PalaceBatch(games=32, players=2, options={"pickup_limit": 10}, seed=3)
    obs, mask, seats = fast.reset()
    rng = np.random.default_rng(0)
    rewards_seen = []
    for _ in range(1500):
        obs, mask, seats, rewards, done = fast.step(random_legal(mask, rng))
        for i in np.flatnonzero(done):
            rewards_seen.append(tuple(rewards[i]))
            assert mask[i].any()  # the slot holds a new game already
    assert fast.finished == len(rewards_seen) > 32
    # two players: one wins (1) and the other loses (-1), or a called game's shared place (0, 0)
    assert set(rewards_seen) <= {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)}
    assert obs.dtype == np.float32 and obs.min() >= 0.0 and obs.max() <= 1.0


@pytest.mark.parametrize("players", [2, 5])
def test_own_deals_are_whole_decks(players: int) -> None:
    """The slots' own deals (not `deal_like`): 3 cards in hand and 3 face up a seat, all
    different, and the rest unseen, as the first observation shows them."""
    from koloda.games.palace import encoding as enc

    fast = PalaceBatch(games=64, players=players, seed=9)
    obs, _mask, _seats = fast.reset()
    hand = obs[:, enc.HAND:enc.HAND + enc.CARDS]
    up = obs[:, enc.FACE_UP:enc.FACE_UP + enc.CARDS]
    others = obs[:, enc.OTHERS_UP:enc.OTHERS_UP + (players - 1) * enc.CARDS]
    unseen = obs[:, enc.UNSEEN:enc.UNSEEN + enc.CARDS]
    assert (hand.sum(axis=1) == 3).all() and (up.sum(axis=1) == 3).all()
    assert (others.sum(axis=1) == 3 * (players - 1)).all()
    seen = hand + up + others.reshape(64, players - 1, enc.CARDS).sum(axis=1)
    assert seen.max() == 1 and np.array_equal(seen + unseen, np.ones_like(seen))
    assert len({row.tobytes() for row in hand}) > 60  # the slots' deals differ


def test_same_seed_same_games() -> None:
    def run(seed: int) -> list[int]:
        fast = PalaceBatch(games=8, players=3, seed=seed)
        fast.deal_all()
        trace = []
        for _ in range(200):
            actions = fast.random_actions()
            trace.extend(actions.tolist())
            fast.advance(actions)
        return trace

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_illegal_index_is_refused_and_nothing_moves() -> None:
    fast = PalaceBatch(games=4, seed=0)
    obs, mask, seats = fast.reset()
    before = obs.copy()
    actions = random_legal(mask, np.random.default_rng(0))
    illegal = int(np.flatnonzero(mask[2] == 0)[0])
    actions[2] = illegal
    with pytest.raises(ValueError, match="game 2: action index"):
        fast.step(actions)
    assert np.array_equal(fast.observe()[0], before)
    with pytest.raises(ValueError, match="one action per game"):
        fast.step(actions[:3])


def test_refuses_bad_tables() -> None:
    from koloda.core import KolodaError

    with pytest.raises(KolodaError):
        PalaceBatch(games=2, players=6)
    with pytest.raises(KolodaError):
        PalaceBatch(games=0)
