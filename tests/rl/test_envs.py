"""The environments: PettingZoo's and Gymnasium's own checkers on every encoded game, whole games,
and every optional actor offered its turn (before the obliged seat)."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from koloda.rl.aec import KolodaAEC
from koloda.rl.gym_env import KolodaEnv

CASES = [("durak", 2, None), ("durak", 4, {"transfer": True}), ("palace", 3, None),
         ("thirteenth_hour", 3, None), ("spiderman_strength", 3, {"classic": True}),
         ("spiderman_dark", 2, None), ("clash_of_decks", 2, {"format": "draft"})]


# api_test warns about any Dict observation, though {"observation", "action_mask"} is the form
# PettingZoo's own card games use.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_aec_environment_passes_the_pettingzoo_api_test(game_id, players, options):
    env = KolodaAEC(game_id, players=players, options=options)
    space = env.observation_space("player_0")
    assert isinstance(space["observation"], spaces.Box)
    assert isinstance(space["action_mask"], spaces.MultiBinary)
    api_test(env, num_cycles=60)


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_gymnasium_environment_passes_the_checker(game_id, players, options):
    env = KolodaEnv(game_id, opponents=["random"] * (players - 1), options=options)
    check_env(env, skip_render_check=True)


def play_masked(env: KolodaEnv, seed: int) -> tuple[float, int]:
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    done, steps, reward = False, 0, 0.0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal), "the learner is asked to act with nothing legal"
        obs, reward, done, _, info = env.step(int(rng.choice(legal)))
        assert "illegal" not in info
        steps += 1
    return reward, steps


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_a_gymnasium_episode_against_bots_plays_to_the_end(opponent):
    env = KolodaEnv("durak", opponents=[opponent, opponent], seat=1)
    rewards = [play_masked(env, seed)[0] for seed in range(6)]
    assert all(r in (-1.0, 0.0, 1.0) for r in rewards)
    assert env.state_ is not None and env.state_.is_over()


def test_an_index_outside_the_mask_ends_the_episode_as_a_loss():
    env = KolodaEnv("durak", opponents=["random"])
    obs, _ = env.reset(seed=1)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, done, _, info = env.step(bad)
    assert done and reward == -1.0 and "not legal" in info["illegal"]


def test_an_illegal_index_is_refused_by_the_aec_environment():
    env = KolodaAEC("durak", players=2)
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(ValueError, match="not legal"):
        env.step(int(np.flatnonzero(mask == 0)[0]))


def run_aec(env: KolodaAEC, seed: int, decline_rate: float = 0.3):
    """A random game; yields (state before the step, seat, optional, mask) at every decision."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for agent in env.agent_iter():
        obs, _, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        seat = env.possible_agents.index(agent)
        mask = obs["action_mask"]
        yield env.state_, seat, info["may_decline"], mask
        legal = np.flatnonzero(mask)
        if info["may_decline"] and rng.random() < decline_rate:
            env.step(env.encoding.decline)
        else:
            env.step(int(rng.choice([i for i in legal if i != env.encoding.decline])))


def test_durak_throw_ins_are_offered_to_every_attacker_before_the_defender_answers():
    env = KolodaAEC("durak", players=4)
    throw_ins = set()
    for seed in range(8):
        for state, seat, optional, mask in run_aec(env, seed):
            obliged = state.to_move()
            if optional:
                assert seat != obliged and seat in state.actors()
                assert mask[env.encoding.decline] == 1
                if obliged == state.defender and seat != state.attacker:
                    assert mask[:36].any()  # a card to throw in
                    throw_ins.add(seat)
            else:
                assert seat == obliged and mask[env.encoding.decline] == 0
                # nobody with a throw-in left unasked in this position
    assert len(throw_ins) >= 2, throw_ins


def test_palace_fours_out_of_turn_are_offered():
    env = KolodaAEC("palace", players=4)
    offered = 0
    for seed in range(6):
        for state, seat, optional, mask in run_aec(env, seed, decline_rate=0.0):
            if optional and state.phase == "play":
                assert seat != state.turn
                assert mask[2704:2899].any()  # a play of the rank on the pile
                offered += 1
    assert offered > 0


def test_optional_actors_come_before_the_obliged_seat_and_declines_hold_for_the_position():
    env = KolodaAEC("durak", players=3)
    checked = 0
    for seed in range(6):
        env.reset(seed=seed)
        while not env.state_.is_over():
            state = env.state_
            seat = env.possible_agents.index(env.agent_selection)
            obliged = state.to_move()
            waiting = [s for s in state.actors() if s != obliged and state.legal_actions(s)]
            if waiting and seat == waiting[0]:
                before = state.clone().view(None)
                env.step(env.encoding.decline)  # the position stays; the next one is asked
                assert env.state_.view(None) == before
                nxt = env.possible_agents.index(env.agent_selection)
                assert nxt == (waiting[1] if len(waiting) > 1 else obliged)
                checked += 1
                continue
            mask = env.observe(env.agent_selection)["action_mask"].copy()
            mask[env.encoding.decline] = 0
            env.step(int(np.flatnonzero(mask)[0]))
    assert checked > 5
