"""The RL adapters pass the official API checks of PettingZoo and Gymnasium."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from koloda.core import register  # noqa: E402
from koloda.rl.aec import KolodaAEC  # noqa: E402
from koloda.rl.gym_env import KolodaEnv  # noqa: E402

from ..core.toygame import GAME  # noqa: E402


@pytest.fixture(autouse=True)
def toy_registered():
    register(GAME)


def test_aec_environment_passes_the_pettingzoo_api_test():
    api_test(KolodaAEC("toy", players=3), num_cycles=50)


def test_gymnasium_environment_passes_the_checker_and_plays_to_the_end():
    env = KolodaEnv("toy", opponents=["random", "random"])
    check_env(env, skip_render_check=True)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(0)
    done, steps = False, 0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        obs, reward, done, _, _ = env.step(int(rng.choice(legal)))
        steps += 1
    assert steps == 3 and -1.0 <= reward <= 1.0


def test_an_index_outside_the_mask_ends_the_episode_as_a_loss():
    env = KolodaEnv("toy", opponents=["random"])
    env.reset(seed=1)
    _, reward, done, _, info = env.step(100)
    assert done and reward == -1.0 and "not legal" in info["illegal"]
