"""Durak's heuristic in C (`DurakBatch.heuristic_actions`) against `HeuristicBot` (Python): the
same choice at every decision of games of every player count and option, ties included.

Each game is played in both `KolodaAEC` and a one-game batch dealt alike; at every decision the
Python bot's action (through the encoding; None is the decline index) must equal the C choice.
Some games follow the heuristic throughout (the positions a study meets), others mix in random
moves so that the rarer positions (long pick-ups, thin hands, many throwers) come up too."""

from __future__ import annotations

import random

import numpy as np
import pytest

from koloda.core import Perspective
from koloda.rl import batch
from koloda.rl.batch import DurakBatch

pytest.importorskip("pettingzoo")
if not batch.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.games.durak.bots import HeuristicBot  # noqa: E402
from koloda.rl.aec import KolodaAEC  # noqa: E402

OPTIONS = [
    {},
    {"transfer": True},
    {"throw_in": "neighbours"},
    {"first_bout_five": True},
    {"transfer": True, "throw_in": "neighbours", "first_bout_five": True},
    {"restricted": True, "first_bout_five": True},
]


def play_both(players: int, options: dict, seed: int, randomness: float,
              param: str | None = None) -> tuple[int, int]:
    """One game in both, the heuristic compared at every decision; (decisions, declines)."""
    env = KolodaAEC("durak", players=players, options=options)
    env.reset(seed=seed)
    fast = DurakBatch(games=1, players=players, options=options)
    fast.deal_like(0, seed)
    _obs, mask, seats = fast.observe()
    bot = HeuristicBot(param=param)
    rng = random.Random(seed)
    decisions = declines = 0
    while True:
        agent = env.agent_selection
        if env.terminations[agent]:
            break
        seat = env.possible_agents.index(agent)
        assert seats[0] == seat, f"decision {decisions}: another seat"
        state = env.state_
        chosen = bot.act(Perspective(state, seat))
        expected = (env.encoding.decline if chosen is None
                    else env.encoding.index(state, seat, chosen))
        got = int(fast.heuristic_actions(param)[0])
        assert got == expected, (f"seed {seed}, decision {decisions}: C chose {got}, Python "
                                 f"{expected} ({chosen!r}) in {state.view(seat)}")
        assert mask[0][got], f"decision {decisions}: the choice is not in the mask"
        declines += chosen is None
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
    return decisions, declines


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "classic")
def test_same_choice_as_python(players: int, options: dict) -> None:
    games = 60 if players == 2 else 30
    decisions = declines = 0
    for seed in range(games):
        randomness = (0.0, 0.3)[seed % 2]
        param = (None, "2.5", "0.5")[seed % 3]
        d, n = play_both(players, options, seed, randomness, param)
        decisions += d
        declines += n
    assert decisions > 20 * games
    if players > 2 and not options.get("restricted"):
        assert declines  # optional throw-ins were offered and refused (none in the restricted
        # form: its one attacker is offered a card only when the game waits for him)


def test_heuristic_plays_whole_games_in_the_batch() -> None:
    fast = DurakBatch(games=32, players=4, options={"transfer": True}, seed=2)
    fast.reset()
    for _ in range(3000):
        actions = fast.heuristic_actions()
        assert (actions >= 0).all()  # auto-reset: every slot always has a decision
        fast.step(actions)
    assert fast.finished > 32


def test_thrift_is_read_as_the_bot_reads_it() -> None:
    from koloda.core import KolodaError

    fast = DurakBatch(games=2, seed=0)
    fast.reset()
    assert np.array_equal(fast.heuristic_actions(1.0), fast.heuristic_actions())
    with pytest.raises(KolodaError):
        fast.heuristic_actions("much")


def test_bench_times_heuristic_games_both_ways(monkeypatch) -> None:
    from koloda.sim import bench

    speed = bench.heuristic_games(games=8, seconds=0.2)
    assert speed["batch_games_per_second"] > 0 and speed["python_games_per_second"] > 0
    monkeypatch.setattr(bench, "heuristic_games", lambda: {"batch_games_per_second": 900.0,
                                                           "python_games_per_second": 30.0})
    python_row, batch_row = bench._heuristic_rows()
    assert python_row["figure"] == 30.0 and "play_match" in python_row["name"].en
    assert "batched" in batch_row["name"].en and batch_row["ratio"] == 30.0


def test_advance_steps_like_step_without_observing() -> None:
    stepped = DurakBatch(games=16, players=3, seed=4)
    advanced = DurakBatch(games=16, players=3, seed=4)
    stepped.reset()
    advanced.reset()
    for _ in range(300):
        actions = stepped.heuristic_actions()
        assert np.array_equal(actions, advanced.heuristic_actions())
        _obs, _mask, _seats, rewards, done = stepped.step(actions)
        rewards_a, done_a = advanced.advance(actions)
        assert np.array_equal(done, done_a) and np.array_equal(rewards, rewards_a)
    assert stepped.finished == advanced.finished > 0
    assert np.array_equal(stepped.observe()[0], advanced.observe()[0])
