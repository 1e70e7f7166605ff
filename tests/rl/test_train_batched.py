"""Training's games against the heuristic (and random) bot in the C batch (`koloda.rl.batched_play`):
the same games as the Python path where the network chooses the same, the same scores within
their intervals, the same teacher's decisions, and a run that says where it played."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed: the `rl` extra (pip install 'koloda[rl]')")

from koloda.bots import make_bot  # noqa: E402
from koloda.core import get_game  # noqa: E402
from koloda.rl import batch, batched_play  # noqa: E402
from koloda.rl import train as training  # noqa: E402
from koloda.rl.batched_play import BatchBot, Lineup, batch_bots, play_series  # noqa: E402
from koloda.rl.encodings import encoding_for  # noqa: E402

from .test_train import tiny  # noqa: E402

pytestmark = pytest.mark.skipif(not batch.available(),
                                reason="the C module was not built (no C compiler at install)")


def fixed_net(enc, hidden: int = 16, seed: int = 0) -> training.QNet:
    torch.manual_seed(seed)
    net = training.QNet(enc.obs_size, enc.n_actions, hidden)
    net.eval()
    return net


@pytest.mark.parametrize(("players", "options"), [(2, None), (3, None), (2, {"transfer": True}),
                                                  (4, {"throw_in": "neighbours"})])
def test_a_game_against_the_heuristic_is_the_python_game(players, options):
    # Dealt alike, the network greedy in one seat: the same decisions, seats and rewards.
    enc = encoding_for(get_game("durak"), players, options)
    net = fixed_net(enc)
    for seed in range(4):
        mine = seed % players
        bots = {s: make_bot("heuristic", enc.game) for s in range(players) if s != mine}
        samples, rewards = training.self_play(net, enc, seed, random.Random(0), 0.0, bots)
        lineup = Lineup(tuple(None if s == mine else BatchBot(1.0) for s in range(players)),
                        frozenset((mine,)), deal=seed)
        [played] = play_series(enc, [lineup], net)
        assert not played.abandoned and samples
        assert [(c, s) for _, c, s in played.samples] == [(c, s) for _, c, s in samples]
        for (ours, _, _), (theirs, _, _) in zip(played.samples, samples, strict=True):
            np.testing.assert_allclose(ours, theirs)
        assert played.rewards == pytest.approx(rewards)


def test_scores_in_the_batch_agree_with_the_python_path():
    enc = encoding_for(get_game("durak"), 2)
    net = fixed_net(enc, hidden=32)
    # A network that has imitated the heuristic a little: about 0.4 against it, 0.9 vs random.
    data = training.teacher_decisions(enc, "heuristic", 400, seed=5)
    training.imitate(net, data, epochs=8, lr=1e-3, batch=128, rng=random.Random(0))
    # 200 games a side (was 400): against the heuristic the two figures are equal whatever the
    # count; against the random bot the interval below is computed from the count; the Python
    # path's games are most of the test's CPU (10 -> 6.6 s of a core)
    games = 200
    for opponent in ("heuristic", "random"):
        assert training.engine_for(enc, [opponent]) == training.BATCH
        batched = training.score_against(net, enc, opponent, games, 1000)
        alone = training.score_against(net, enc, opponent, games, 1000, batch=False)
        assert 0.2 < alone < 0.98, (opponent, alone)  # a figure with room either side
        if opponent == "heuristic":
            # the same deals and the same games: within the Python figure's 95% interval, and
            # in fact equal
            assert abs(batched - alone) <= 1.96 * math.sqrt(alone * (1 - alone) / games)
            assert batched == pytest.approx(alone)
        else:
            # other games (the random bot's draws are NumPy's): within the 95% interval of the
            # difference of two means of `games` rewards
            spread = 1.96 * math.sqrt(2 * alone * (1 - alone) / games)
            assert abs(batched - alone) <= spread, (batched, alone)
    assert training.engine_for(enc, ["ismcts"]) == training.PYTHON
    assert training.engine_for(enc, ["heuristic"], batch=False) == training.PYTHON


@pytest.mark.parametrize("players", [2, 3])
def test_a_heuristic_teacher_s_decisions_are_the_python_path_s(players):
    enc = encoding_for(get_game("durak"), players)
    assert training.engine_for(enc, ["heuristic", "heuristic"]) == training.BATCH
    batched = training.teacher_decisions(enc, "heuristic", 24, seed=3, first=5)
    alone = training.teacher_decisions(enc, "heuristic", 24, seed=3, first=5, batch=False)
    assert len(batched) == len(alone) > 0
    np.testing.assert_array_equal(batched.chosen, alone.chosen)
    np.testing.assert_array_equal(batched.legal, alone.legal)
    np.testing.assert_allclose(batched.obs, alone.obs)
    np.testing.assert_allclose(batched.reward, alone.reward, atol=1e-6)
    # random opponents play in the batch too (other games: the draws are NumPy's)
    mixed = training.teacher_decisions(enc, "heuristic", 12, seed=3,
                                       opponents=("heuristic", "random"))
    assert len(mixed) > 0 and mixed.legal[np.arange(len(mixed)), mixed.chosen].all()
    assert training.engine_for(enc, ["ismcts", "heuristic"]) == training.PYTHON


def test_the_batch_holds_only_the_heuristic_and_random_in_durak():
    durak = encoding_for(get_game("durak"), 2)
    assert batch_bots(durak, ["heuristic:0.5", "random", "heuristic"]) == [
        BatchBot(0.5), BatchBot(None), BatchBot(1.0)]
    assert batch_bots(durak, ["heuristic", "ismcts"]) is None
    assert batch_bots(durak, ["heuristic:inf"]) is None  # C compares finite thrifts only
    assert batch_bots(encoding_for(get_game("palace"), 2), ["random"]) is None


def test_rival_games_keep_only_the_network_s_seat_which_goes_round():
    enc = encoding_for(get_game("durak"), 3)
    net = fixed_net(enc)
    actors = batched_play.rival_games(enc, rows=6, seed=2,
                                      rivals=[BatchBot(1.0), BatchBot(None)], first_seat=1)
    seats = []
    for _ in range(12):
        played = actors.next_game(net, 0.05)
        assert played is not None and len(played.rewards) == 3
        if played.samples:
            seats.append({s for _, _, s in played.samples})
    assert all(len(s) == 1 for s in seats) and set().union(*seats) == {0, 1, 2}


def test_a_run_against_the_heuristic_plays_its_games_in_the_batch(tmp_path, monkeypatch):
    def one_at_a_time(*args, **kwargs):
        raise AssertionError("a game was played alone")

    monkeypatch.setattr(training, "self_play", one_at_a_time)
    done = training.train(tiny(tmp_path / "a", opponent_share=1.0, max_games=40, batch_games=8,
                               imitate=(("heuristic", 20),), keep_best_against="heuristic",
                               best_games=20))
    assert done.games == done.games_in_batch == 40 and done.samples > 0 and done.updates > 0
    assert done.engines == {"teachers": "batch", "rivals": "batch", "score_vs_random": "batch",
                            "score_vs_best_against": "batch"}
    said = training.engines_text(done).get("en")
    assert said.startswith("played in the C batch: the teachers' games, games against the "
                           "opponents, the score against random, the score for")
    assert said.endswith("one game at a time in Python: nothing")
    monkeypatch.undo()
    # a rival the batch does not hold: those games one at a time, through the Python rules
    mixed = training.train(tiny(tmp_path / "b", opponent_share=1.0, max_games=6, batch_games=8,
                                opponents=("heuristic", "neural")))
    assert mixed.games == 6 and mixed.games_in_batch == 0
    assert mixed.engines["rivals"] == "python"
    assert "по одной партии на Python: партии с соперниками" in training.engines_text(mixed).get("ru")
    # and batch_games=0 keeps every game in Python
    alone = training.train(tiny(tmp_path / "c", max_games=10, batch_games=0))
    assert alone.games_in_batch == 0 and set(alone.engines.values()) == {"python"}


def test_uniform_legal_draws_each_row_s_legal_indices_alike():
    rng = np.random.default_rng(0)
    mask = np.zeros((3, 462), dtype=np.int8)
    mask[0, [1, 300, 461]] = 1
    mask[2, 7] = 1  # row 1 has none
    counts = np.zeros(462)
    for _ in range(3_000):
        picks = batched_play.uniform_legal(mask, rng)
        assert picks[1] == -1 and picks[2] == 7
        counts[picks[0]] += 1
    assert counts[[1, 300, 461]].sum() == 3_000
    assert all(900 < c < 1_100 for c in counts[[1, 300, 461]])  # 1,000 each; sd about 26
