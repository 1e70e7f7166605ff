"""Imitation before self-play (`koloda train --imitate`) and keeping the best model by its score
against a bot (`--keep-best-against`)."""

from __future__ import annotations

import csv
import random

import numpy as np
import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed: the `rl` extra (pip install 'koloda[rl]')")

from typer.testing import CliRunner  # noqa: E402

from koloda.bots import make_bot  # noqa: E402
from koloda.core import Perspective, get_game  # noqa: E402
from koloda.rl.encodings import encoding_for  # noqa: E402
from koloda.rl.train import (  # noqa: E402
    LATEST_FILE,
    LOG_FILE,
    MODEL_FILE,
    TEACHERS_FOLDER,
    QNet,
    TrainConfig,
    agreement,
    imitate,
    load_model,
    teacher_chunks,
    teacher_decisions,
    train,
)
from koloda.rl.turns import TurnOrder  # noqa: E402


@pytest.fixture(scope="module")
def enc():
    return encoding_for("durak", players=2)


def test_teacher_decisions_are_the_teacher_s_legal_choices(enc):
    data = teacher_decisions(enc, "heuristic", 6, seed=3)
    assert len(data) > 50
    assert data.obs.shape == (len(data), enc.obs_size) and data.legal.shape[1] == enc.n_actions
    assert (data.legal.sum(1) > 1).all()  # forced moves teach nothing and are left out
    assert data.legal[np.arange(len(data)), data.chosen].all()
    assert set(np.unique(data.reward)) <= {-1.0, 0.0, 1.0}
    # Game 0 replayed by hand: the teacher holds seat 0 and its choices are recorded in order.
    game = get_game("durak")
    rng = random.Random(3 * 7_919)
    bots = [make_bot("heuristic", game, rng.randrange(2**31)) for _ in range(2)]
    state = game.new(2, None, 3 * 1_000_003)
    turns, seen = TurnOrder(), []
    while (found := turns.next(state)) is not None and len(seen) < 5:
        who, optional = found
        action = bots[who].act(Perspective(state, who))
        if who == 0 and len(turns.legal) + optional > 1:
            seen.append(enc.decline if action is None else enc.index(state, who, action))
        turns.answer(state, who, action)
    assert list(data.chosen[:5]) == seen


def test_teacher_chunks_are_kept_and_reused(enc, tmp_path):
    made = teacher_chunks(enc, "heuristic", 5, 1, tmp_path, chunk=2)
    assert len(list(tmp_path.glob("*.npz"))) == 3
    again = teacher_chunks(enc, "heuristic", 5, 1, tmp_path, chunk=2)
    whole = teacher_decisions(enc, "heuristic", 5, 1)
    assert np.array_equal(made.chosen, whole.chosen) and np.array_equal(again.chosen, whole.chosen)
    assert np.allclose(again.obs, whole.obs, atol=1e-3)  # kept as float16


def test_imitation_teaches_the_network_the_teacher_s_choices(enc):
    data = teacher_decisions(enc, "heuristic", 20, seed=5)
    torch.manual_seed(0)
    net = QNet(enc.obs_size, enc.n_actions, 64)
    before = agreement(net, data)
    imitate(net, data, epochs=30, lr=3e-3, batch=64, rng=random.Random(0))
    assert agreement(net, data) > max(0.8, before + 0.3)


def test_a_run_imitates_then_keeps_its_best_model(tmp_path):
    cfg = TrainConfig(game="durak", players=2, minutes=5.0, max_games=6, seed=2, out=tmp_path,
                      hidden=32, batch=32, buffer=2000, eval_games=2, report_every_s=1e9,
                      imitate=(("heuristic", 4),), imitate_epochs=2, keep_best_against="random",
                      best_games=4, lr_end=1e-5)
    done = train(cfg)
    assert done.imitated > 0 and done.agreement is not None and done.best is not None
    assert (tmp_path / MODEL_FILE).is_file() and (tmp_path / LATEST_FILE).is_file()
    assert list((tmp_path / TEACHERS_FOLDER / "heuristic").glob("*.npz"))
    rows = list(csv.DictReader((tmp_path / LOG_FILE).open(encoding="utf-8")))
    assert [r["games"] for r in rows] == ["0", "6"]  # the imitator is measured too
    assert float(rows[-1]["best"]) == max(float(r["score_vs_best_against"]) for r in rows)
    load_model(tmp_path / MODEL_FILE)


@pytest.mark.parametrize(("lang", "words"), [("en", "SPEC=GAMES"), ("ru", "БОТ=ПАРТИЙ")])
def test_koloda_train_refuses_an_imitation_without_a_game_count(tmp_path, lang, words):
    from koloda.cli.main import app

    result = CliRunner().invoke(app, ["train", "durak", "--minutes", "0.05", "--imitate",
                                      "ismcts:200", "--out", str(tmp_path), "--lang", lang])
    assert result.exit_code != 0 and words in result.output


def test_a_game_that_never_ends_is_abandoned():
    # Three heuristic bots pass cards round this table for ever (hands over six, nobody draws).
    enc3 = encoding_for("durak", players=3)
    data = teacher_decisions(enc3, "heuristic", 1, seed=11, first=1319)
    assert len(data) == 0 and data.obs.shape == (0, enc3.obs_size)


def test_the_shipped_durak_models_play_two_three_and_four_players():
    from koloda.bots import bot_names
    from koloda.core import KolodaError, play_match
    from koloda.rl.neural import NumpyNet, shipped_model

    game = get_game("durak")
    assert shipped_model("durak", 2) and shipped_model("durak", 3) and shipped_model("durak", 4)
    assert shipped_model("durak", 2).stat().st_size < 5_000_000  # a few MB at most
    assert "neural" in bot_names(game)
    for players in (2, 3, 4):
        _, meta = NumpyNet.load(shipped_model("durak", players))
        assert (meta["game"], meta["players"]) == ("durak", players)
        seats = [make_bot("neural", game, 1)] + [make_bot("random", game, s)
                                                 for s in range(players - 1)]
        assert play_match(game, seats, seed=players).state.is_over()
    five = game.new(5, None, 1)
    view = Perspective(five, five.to_move())
    # no model for five players: the shipped bot plays as the heuristic, a given model refuses
    assert shipped_model("durak", 5) is None
    assert make_bot("neural", game, 3).act(view) == make_bot("heuristic", game, 3).act(view)
    with pytest.raises(KolodaError, match="plays 2 players, not 5"):
        make_bot(f"neural:{shipped_model('durak', 2)}", game).act(view)


def test_a_learning_rate_of_zero_is_refused(tmp_path):
    from koloda.core import KolodaError

    with pytest.raises(KolodaError, match="above 0"):
        train(TrainConfig(out=tmp_path, max_games=1, lr_end=0.0))
