"""The batched Durak environment (C) against `KolodaAEC` (Python): the same seat, observation,
mask and rewards at every step of random games, for every player count and option."""

from __future__ import annotations

import random

import numpy as np
import pytest

from koloda.rl import batch
from koloda.rl.batch import DurakBatch, random_legal

pytest.importorskip("pettingzoo")
if not batch.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.rl.aec import KolodaAEC  # noqa: E402

OPTIONS = [
    {},
    {"transfer": True},
    {"throw_in": "neighbours"},
    {"first_bout_five": True},
    {"transfer": True, "throw_in": "neighbours", "first_bout_five": True},
    {"restricted": True, "first_bout_five": True},
]


def play_both(players: int, options: dict, seed: int) -> int:
    """One random game in both environments, compared step by step; its length."""
    env = KolodaAEC("durak", players=players, options=options)
    env.reset(seed=seed)
    fast = DurakBatch(games=1, players=players, options=options)
    fast.deal_like(0, seed)
    obs, mask, seats = fast.observe()
    rng = random.Random(seed)
    steps = 0
    while True:
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


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "classic")
def test_same_game_as_python(players: int, options: dict) -> None:
    games = 150 if players == 2 else 30
    lengths = [play_both(players, options, seed) for seed in range(games)]
    assert min(lengths) > 5


def test_batch_steps_and_deals_again() -> None:
    fast = DurakBatch(games=64, players=2, seed=3)
    obs, mask, seats = fast.reset()
    rng = np.random.default_rng(0)
    rewards_seen = []
    for _ in range(400):
        obs, mask, seats, rewards, done = fast.step(random_legal(mask, rng))
        for i in np.flatnonzero(done):
            rewards_seen.append(tuple(rewards[i]))
            assert mask[i].any()  # the slot holds a new game already
    assert fast.finished == len(rewards_seen) > 64
    # two players: one wins (1) and the durak loses (-1), or a draw (0, 0)
    assert set(rewards_seen) <= {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)}
    assert obs.dtype == np.float32 and obs.min() >= 0.0 and obs.max() <= 1.0


def test_same_seed_same_games() -> None:
    def run(seed: int) -> list[int]:
        fast = DurakBatch(games=8, seed=seed)
        _obs, mask, _seats = fast.reset()
        rng = np.random.default_rng(1)
        trace = []
        for _ in range(100):
            actions = random_legal(mask, rng)
            trace.extend(actions.tolist())
            _obs, mask, _seats, _rewards, _done = fast.step(actions)
        return trace

    assert run(5) == run(5)
    assert run(5) != run(6)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_actions_are_legal_uniform_picks_drawn_in_c(players: int) -> None:
    """`random_actions` picks from each game's own mask (the decline among them where offered),
    plays whole games, and repeats with the seed; each legal index of a position is picked."""
    fast = DurakBatch(games=32, players=players, options={"transfer": True}, seed=2)
    _obs, mask, _seats = fast.reset()
    for _ in range(1500):
        actions = fast.random_actions()
        assert mask[np.arange(32), actions].all()  # each pick is in its game's mask
        _obs, mask, _seats, _rewards, _done = fast.step(actions)
    assert fast.finished > 32

    def trace(seed: int) -> list[int]:
        again = DurakBatch(games=8, players=players, seed=seed)
        again.deal_all()
        picks = []
        for _ in range(200):
            actions = again.random_actions()
            picks.extend(actions.tolist())
            again.advance(actions)
        return picks

    assert trace(5) == trace(5) and trace(5) != trace(6)
    # one position asked 400 times (each draw moves the slot's generator, not the game):
    # every legal index comes up
    one = DurakBatch(games=1, players=players, seed=9)
    _obs, mask, _seats = one.reset()
    picks = {int(one.random_actions()[0]) for _ in range(400)}
    legal = set(np.flatnonzero(mask[0]).tolist())
    assert picks == legal and len(legal) > 1


@pytest.mark.parametrize("options", [{}, {"transfer": True}])
def test_a_step_takes_exactly_the_indices_its_mask_allows(options: dict) -> None:
    """The step's check of an action (`is_legal`, written apart from the list of legal indices
    for speed) agrees with the mask at every index, through whole random games of 2-6 seats."""
    rng = np.random.default_rng(4)
    positions = 0
    for players in (2, 3, 6):
        fast = DurakBatch(games=4, players=players, options=options, seed=players)
        _obs, mask, _seats = fast.reset()
        size = fast._fast.GAME_BYTES
        for _ in range(60):
            for slot in range(fast.games):
                games = fast._state[slot * size:(slot + 1) * size]
                for index in range(fast.n_actions):
                    trial = games.copy()
                    try:
                        fast._fast.step(trial, np.array([index], dtype=np.int32),
                                        np.zeros((1, players), dtype=np.float32),
                                        np.zeros(1, dtype=np.uint8), False)
                        taken = True
                    except ValueError:
                        taken = False
                    assert taken == bool(mask[slot, index]), (players, slot, index)
                positions += 1
            _obs, mask, _seats, _rewards, _done = fast.step(random_legal(mask, rng))
    assert positions == 3 * 60 * 4


def test_illegal_index_is_refused_and_nothing_moves() -> None:
    fast = DurakBatch(games=4, seed=0)
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
        DurakBatch(games=2, players=7)
    with pytest.raises(KolodaError):
        DurakBatch(games=0)
