"""The neural bot without PyTorch: the NumPy forward pass (`koloda.rl.network.NumpyNet`) of the
shipped `.npz` models, their export from a PyTorch model, and a whole game played with PyTorch
blocked. Only the tests marked so need PyTorch (skipped without it)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap

import numpy as np
import pytest
from typer.testing import CliRunner

from koloda.bots import make_bot
from koloda.core import KolodaError, Perspective, get_game
from koloda.rl.encodings import encoding_for
from koloda.rl.neural import NeuralBot, NumpyNet, shipped_model
from koloda.rl.turns import TurnOrder

from .blind import assert_blind_to_re_deals

SKIP_REASON = "PyTorch is not installed: the `rl` extra (pip install 'koloda[rl]')"


def positions(players: int, count: int, seed: int) -> list[tuple[np.ndarray, list[int]]]:
    """`count` decisions with a choice (observation, legal indices) from random Durak playouts."""
    game, enc = get_game("durak"), encoding_for("durak", players)
    rng = random.Random(seed)
    found: list[tuple[np.ndarray, list[int]]] = []
    while len(found) < count:
        state, turns = game.new(players, None, rng.randrange(2**31)), TurnOrder()
        for _ in range(2_000):
            if (step := turns.next(state)) is None:
                break
            seat, optional = step
            indices = enc.legal_indices(state, seat, turns.legal)
            if optional:
                indices.append(enc.decline)
            if len(indices) > 1:
                found.append((enc.encode(state, seat), indices))
            turns.answer(state, seat, rng.choice([*turns.legal, *([None] if optional else [])]))
    return found[:count]


def small_net(seed: int, sizes: tuple[int, ...] = (5, 8, 8, 3)) -> NumpyNet:
    rng = np.random.default_rng(seed)
    return NumpyNet([(rng.normal(size=(n_out, n_in)), rng.normal(size=n_out))
                     for n_in, n_out in zip(sizes, sizes[1:], strict=False)])


def test_the_shipped_models_are_numpy_files_that_describe_themselves():
    for players in (2, 3, 4):
        path = shipped_model("durak", players)
        assert path is not None and path.suffix == ".npz"
        net, meta = NumpyNet.load(path)
        enc = encoding_for("durak", players)
        assert (meta["game"], meta["players"]) == ("durak", players)
        assert (net.obs_size, net.n_actions) == (meta["obs_size"], meta["n_actions"]) == (
            enc.obs_size, enc.n_actions)
        assert all(w.dtype == b.dtype == np.float32 for w, b in net.layers)
        assert len(net.layers) == 3


def test_a_numpy_model_round_trips_its_weights_and_description(tmp_path):
    net = small_net(1)
    meta = {"game": "durak", "players": 2, "options": {"trump": "x"}, "obs_size": 5,
            "n_actions": 3, "hidden": 8, "seed": 4}
    net.save(tmp_path / "m.npz", meta)
    again, meta_again = NumpyNet.load(tmp_path / "m.npz")
    assert meta_again == meta
    for (w, b), (w2, b2) in zip(net.layers, again.layers, strict=True):
        assert np.array_equal(w, w2) and np.array_equal(b, b2)
    obs = np.linspace(-1, 1, 5, dtype=np.float32)
    assert np.array_equal(net(obs), again(obs)) and net(obs).dtype == np.float32
    assert np.all(np.abs(net(obs)) <= 1.0)  # tanh out
    # A description that does not fit the weights, or a file that is no model, is refused.
    net.save(tmp_path / "bad.npz", {**meta, "n_actions": 4})
    (tmp_path / "junk.npz").write_bytes(b"not a zip")
    for name in ("bad.npz", "junk.npz"):
        with pytest.raises(KolodaError, match="is not a koloda model"):
            NumpyNet.load(tmp_path / name)
    with pytest.raises(KolodaError, match="no model file"):
        make_bot(f"neural:{tmp_path / 'missing.npz'}", get_game("durak"))


def test_numpy_and_torch_networks_choose_alike():
    # The shipped weights in PyTorch's QNet and in NumPy value a few hundred positions of random
    # playouts alike and choose the same index at every one.
    torch = pytest.importorskip("torch", reason=SKIP_REASON)
    from koloda.rl.train import QNet, best_index

    torch.set_num_threads(1)
    for players, count in ((2, 300), (3, 200), (4, 100)):
        net, meta = NumpyNet.load(shipped_model("durak", players))
        qnet = QNet(meta["obs_size"], meta["n_actions"], meta["hidden"])
        linears = [layer for layer in qnet.body if isinstance(layer, torch.nn.Linear)]
        with torch.no_grad():
            for layer, (w, b) in zip(linears, net.layers, strict=True):
                layer.weight.copy_(torch.from_numpy(w))
                layer.bias.copy_(torch.from_numpy(b))
        qnet.eval()
        found = positions(players, count, seed=players)
        obs = np.stack([o for o, _ in found])
        with torch.no_grad():
            expected = qnet(torch.from_numpy(obs)).numpy()
        assert np.allclose(net(obs), expected, atol=1e-5)
        for o, indices in found:
            assert net.best_index(o, indices) == best_index(qnet, o, indices)


def test_export_writes_the_torch_model_s_weights_and_description(tmp_path):
    torch = pytest.importorskip("torch", reason=SKIP_REASON)
    from koloda.cli.main import app
    from koloda.rl.train import FORMAT, QNet, load_model

    enc = encoding_for("durak", 2)
    torch.manual_seed(3)
    qnet = QNet(enc.obs_size, enc.n_actions, 16)
    meta = {"format": FORMAT, "algorithm": "deep monte-carlo", "game": "durak", "players": 2,
            "options": enc.game.options_to_json(enc.options), "obs_size": enc.obs_size,
            "n_actions": enc.n_actions, "hidden": 16, "seed": 3}
    torch.save({"meta": meta, "model": qnet.state_dict()}, tmp_path / "model.pt")
    for lang, words in (("en", "Exported"), ("ru", "записана")):
        out = tmp_path / f"model-{lang}.npz"
        result = CliRunner().invoke(app, ["export", str(tmp_path / "model.pt"), str(out),
                                          "--lang", lang])
        assert result.exit_code == 0, result.output
        assert words in result.output
        net, exported = NumpyNet.load(out)
        assert exported == load_model(tmp_path / "model.pt")[1] == json.loads(json.dumps(meta))
        obs = np.stack([o for o, _ in positions(2, 20, seed=5)])
        with torch.no_grad():
            assert np.allclose(net(obs), qnet(torch.from_numpy(obs)).numpy(), atol=1e-6)
    refused = CliRunner().invoke(app, ["export", str(tmp_path / "model.pt"),
                                       str(tmp_path / "model.bin")])
    assert refused.exit_code != 0 and "must end in .npz" in refused.output


def test_the_shipped_bot_decides_from_its_seat_s_observation_only():
    # Re-dealing what the seat cannot see never changes the bot's decision (2-4 players).
    game = get_game("durak")
    for players in (2, 3, 4):
        assert_blind_to_re_deals(NeuralBot(game, None, seed=0), game, players, 80)


PLAY_WITHOUT_TORCH = textwrap.dedent("""
    import sys
    # `import torch` now fails, as where only `pip install -e .` was run (nor the rl extra)
    for name in ("torch", "gymnasium", "pettingzoo"):
        sys.modules[name] = None

    from koloda.bots import bot_names, make_bot
    from koloda.core import KolodaError, get_game, play_match

    game = get_game("durak")
    assert "neural" in bot_names(game), bot_names(game)
    match = play_match(game, [make_bot("neural", game, 1), make_bot("heuristic", game, 2)],
                       seed=4)
    assert match.state.is_over()
    assert sys.modules["torch"] is None
    try:
        make_bot("neural:" + sys.argv[1], game)
    except KolodaError as exc:
        assert "needs PyTorch" in str(exc), exc
    else:
        raise AssertionError("a .pt model was read without PyTorch")
    print("played")
""")


def test_neural_is_listed_and_plays_a_whole_game_without_torch(tmp_path):
    (tmp_path / "model.pt").write_bytes(b"")
    done = subprocess.run([sys.executable, "-c", PLAY_WITHOUT_TORCH, str(tmp_path / "model.pt")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "played"


def test_the_shipped_bot_leaves_other_tables_to_the_heuristic() -> None:
    from koloda.bots.registry import make_bot
    from koloda.core import get_game, play_match

    game = get_game("durak")
    # five players (no model shipped) and the transfer variant (other options): whole games
    for players, options in ((5, None), (2, {"transfer": True})):
        bots = [make_bot("neural", game, seed=s) for s in range(players)]
        match = play_match(game, bots, seed=5, options=options)
        assert match.state.outcome() is not None
    state = game.new(5, seed=2)
    seat = state.to_move()
    neural, heuristic = make_bot("neural", game, seed=1), make_bot("heuristic", game, seed=1)
    assert neural.act(Perspective(state, seat)) == heuristic.act(Perspective(state, seat))
