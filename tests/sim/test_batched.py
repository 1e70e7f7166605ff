"""`simulate` in the C batch (koloda.sim.batched): which runs go there, the same figures as the
Python path within their intervals, and records that replay through the Python rules and drive
a fresh batch game step for step to the same end."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from typer.testing import CliRunner

from koloda.cli.main import app
from koloda.core import Record, get_game, replay_steps, start
from koloda.rl import batch
from koloda.sim import derive_seed, read_records, simulate, uses_batch
from koloda.sim.batched import ranks_from_rewards, scores_from_ranks

if not batch.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.rl.batch import DurakBatch  # noqa: E402
from koloda.rl.encodings import encoding_for  # noqa: E402

DURAK = get_game("durak")


def test_which_runs_the_batch_plays() -> None:
    assert uses_batch("durak", ["heuristic", "random"])
    assert uses_batch("durak", ["heuristic:2.5"] * 6, {"transfer": True})
    assert not uses_batch("durak", ["heuristic", "ismcts:20"])  # a bot it does not hold
    assert not uses_batch("durak", ["heuristic:nan", "random"])  # C would compare otherwise
    assert uses_batch("durak", ["skilled", "random"])  # a level that is exactly the heuristic
    assert not uses_batch("durak", ["heuristic", "random"], ray_address="local")
    assert not uses_batch("palace", ["heuristic", "random"])
    assert simulate("durak", ["random", "random"], 3, seed=1).engine == "batch"
    assert simulate("durak", ["random", "random"], 3, seed=1, batch=False).engine == "python"


def test_ranks_and_scores_from_rewards() -> None:
    # places 1, 1, 3 (two left in one bout) and the durak last
    assert ranks_from_rewards([1.0, 1.0, -1 / 3, -1.0]) == (1, 1, 3, 4)
    assert scores_from_ranks((1, 1, 3, 4)) == (1.0, 1.0, 1.0, 0.0)
    assert ranks_from_rewards([0.0, 0.0]) == (1, 1)  # a draw: nobody is the durak
    assert scores_from_ranks((1, 1)) == (1.0, 1.0)


def agree(a: float, b: float, n: int) -> bool:
    """Two rates of n games each are within their 95% interval of each other."""
    spread = math.sqrt(max(a * (1 - a), 1 / n) / n + max(b * (1 - b), 1 / n) / n)
    return abs(a - b) <= 1.96 * spread


@pytest.mark.parametrize(("seats", "options"), [
    (["heuristic", "heuristic", "random"], {"transfer": True}),
    (["random", "heuristic:2", "heuristic", "heuristic"], {"throw_in": "neighbours"}),
], ids=["3p-transfer", "4p-neighbours"])
def test_same_figures_as_python_within_the_intervals(seats: list[str], options: dict) -> None:
    games = 300
    fast = simulate("durak", seats, games, seed=5, options=options)
    slow = simulate("durak", seats, games, seed=5, options=options, batch=False)
    assert (fast.engine, slow.engine) == ("batch", "python")
    for f, s in zip(fast.seats, slow.seats, strict=True):
        # Two samples of 300: their difference against its own 95% interval (one rate inside
        # the other's Wilson interval would fail about 1 pairing in 6 by chance alone).
        assert agree(f.win_rate, s.win_rate, games), (f, s)
        assert agree(1 - f.mean_score, 1 - s.mean_score, games), (f, s)  # the durak's share
    assert abs(fast.mean_length - slow.mean_length) < 0.1 * slow.mean_length
    assert sum(s.win_rate for s in fast.seats) == pytest.approx(1.0)


def test_progress_counts_every_game_once() -> None:
    seen: list[int] = []
    result = simulate("durak", ["heuristic"] * 3, 300, seed=2, progress=seen.append)
    assert seen == list(range(1, 301)) and result.games == 300  # a batch of 256 and a tail


def batch_follows(record: Record, players: int, options: dict) -> tuple[int, ...]:
    """Drive a one-game batch dealt like `record` by its actions (an offered seat whose turn
    the record does not show next declines); the ranks it ends with."""
    encoding = encoding_for(DURAK, players, options)
    one = DurakBatch(games=1, players=players, options=options)
    one.deal_like(0, int(record.seed))
    state = start(record, DURAK)  # the Python rules beside it, for each action's index
    actions = iter(record.actions)
    pending = next(actions, None)
    _obs, mask, seats = one.observe()
    while True:
        if pending is not None and int(seats[0]) == pending[0]:
            seat, action = pending[0], DURAK.codec.decode(pending[1])
            index = encoding.index(state, seat, action)
            assert mask[0][index], "a recorded action outside the batch's mask"
            state.apply(seat, action)
            pending = next(actions, None)
        else:
            assert mask[0][one.decline], "the batch's obliged seat is not the record's"
            index = one.decline
        if one.step_one(0, index):
            assert pending is None, "the batch ended before the record"
            return ranks_from_rewards(one.rewards[0].tolist())
        _obs, mask, seats = one.observe()


@pytest.mark.parametrize("options", [{}, {"transfer": True, "first_bout_five": True}],
                         ids=["classic", "transfer"])
def test_records_replay_in_python_and_drive_the_batch_alike(tmp_path, options: dict) -> None:
    path = tmp_path / "records.jsonl"
    seats = ["heuristic", "random", "heuristic:1.5"]
    result = simulate("durak", seats, 40, seed=8, options=options, out=str(path))
    records = list(read_records(str(path)))
    assert [r["meta"]["index"] for r in records] == list(range(40))
    assert all(r["meta"]["engine"] == "batch" and r["seats"] == seats for r in records)
    for data, game in zip(records, result.results, strict=True):
        # dealt as the Python path deals game i, so the two paths share their deals
        assert data["seed"] == derive_seed(8, "game", game.index)
        record = Record.from_json(json.loads(json.dumps(data)))
        steps = list(replay_steps(record, DURAK))
        assert len(steps) == game.length  # one step per action, declines are none
        final = steps[-1][0]
        assert final.outcome().to_json() == data["outcome"]
        assert tuple(final.outcome().ranks) == game.ranks
        assert tuple(final.outcome().scores) == game.scores
    for data in records[:12]:
        record = Record.from_json(data)
        assert batch_follows(record, 3, options) == tuple(data["outcome"]["ranks"])


def test_the_cli_says_where_it_plays() -> None:
    runner = CliRunner()
    fast = runner.invoke(app, ["simulate", "durak", "-n", "20", "--json"])
    assert fast.exit_code == 0, fast.output
    assert "batched engine" in fast.stderr
    assert json.loads(fast.stdout)["engine"] == "batch"
    slow = runner.invoke(app, ["simulate", "durak", "-n", "5", "--json", "--no-batch"])
    assert slow.exit_code == 0, slow.output
    assert "batched engine" not in slow.stderr
    assert json.loads(slow.stdout)["engine"] == "python"
    ru = runner.invoke(app, ["simulate", "durak", "-n", "5", "--lang", "ru"])
    assert "пакетном движке" in ru.stdout
    assert np.isfinite(json.loads(fast.stdout)["mean_length"])


def test_a_ladder_says_which_pairings_play_in_the_batch() -> None:
    runner = CliRunner()
    args = ["study", "ladder", "durak", "-n", "4", "-b", "random", "-b", "heuristic", "-b",
            "ismcts:5", "--json"]
    fast = runner.invoke(app, args)
    assert fast.exit_code == 0, fast.output
    assert "1 of 3 pairings play in the batched engine" in fast.stderr
    slow = runner.invoke(app, [*args, "--no-batch"])
    assert slow.exit_code == 0, slow.output
    assert "batched engine" not in slow.stderr
    # the same ladder either way (only where its batchable pairing plays differs)
    assert len(json.loads(fast.stdout)["pairings"]) == len(json.loads(slow.stdout)["pairings"])
