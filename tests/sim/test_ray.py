"""Simulation on Ray: the same figures and records as local processes, the progress callback, a
game's error, studies, and a missing or silent cluster as one line.

Ray starts once for the module (a few seconds on two cores), with two CPUs and nothing that
reaches the network (no dashboard, no usage statistics); `--ray local` and `ray_address="local"`
use that Ray, as a study's later runs use the one its first run started.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import json
import logging
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from koloda.cli.main import app
from koloda.core import KolodaError, get_game
from koloda.sim import simulate
from koloda.sim.studies import study_data, study_levels
from tests.core.toygame import GAME as TOY
from tests.core.toygame import ToyGame, ToyState

HAVE_RAY = importlib.util.find_spec("ray") is not None
# The module, not the function `koloda.sim` exports under the same name.
simulate_module = importlib.import_module("koloda.sim.simulate")

ROOT = Path(__file__).resolve().parents[2]
# Timing figures differ from run to run; every other figure must not.
VOLATILE = ("wall_seconds", "games_per_second")
SOLO = "clash_of_decks_solo"


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    if ray.is_initialized():  # another module's Ray would have other CPUs and settings
        ray.shutdown()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RAY_USAGE_STATS_ENABLED", "0")
        # Ray's workers inherit this: they unpickle the test's own game from `tests`.
        mp.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT),
                                                               os.environ.get("PYTHONPATH")])))
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
                 logging_level=logging.WARNING)
        try:
            yield ray
        finally:
            ray.shutdown()


@pytest.fixture
def ray_runs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The addresses `simulate` sent games to Ray at: equal figures alone would not tell that
    a command passed --ray on at all."""
    runs: list[str] = []
    real = simulate_module._run_ray

    def spy(address: str, *args: Any) -> None:
        runs.append(address)
        real(address, *args)

    monkeypatch.setattr(simulate_module, "_run_ray", spy)
    return runs


def koloda(args: Sequence[str]) -> Result:
    # English unless asked, and wide enough that nothing wraps.
    env = {"KOLODA_LANG": None, "LANG": "C.UTF-8", "COLUMNS": "200"}
    return CliRunner().invoke(app, list(args), env=env)


def figures(text: str) -> dict[str, Any]:
    data = json.loads(text)
    for key in VOLATILE:
        data.pop(key, None)
    return data


@pytest.mark.parametrize("seats", [
    ["durak", "-n", "40", "-s", "random", "-s", "heuristic"],
    ["palace", "-n", "20", "-s", "heuristic", "-s", "random", "-s", "random"],
], ids=["durak", "palace"])
def test_ray_gives_the_local_figures_and_records(local_ray: Any, ray_runs: list[str],
                                                  tmp_path: Path, seats: list[str]) -> None:
    runs = {}
    # --no-batch: Durak's local games would otherwise go to the C batch (other games than Ray's)
    for backend, extra in (("local", ["--no-batch"]), ("ray", ["--ray", "local"])):
        out = tmp_path / f"{backend}.jsonl"
        result = koloda(["simulate", *seats, "--seed", "11", "--json", "--out", str(out), *extra])
        assert result.exit_code == 0, result.output
        runs[backend] = (figures(result.stdout), out.read_text(encoding="utf-8"))
    assert ray_runs == ["local"]  # the local run stayed local, the other went to Ray
    assert runs["ray"][0] == runs["local"][0]
    assert runs["ray"][1] == runs["local"][1]  # every record, byte for byte, in game order
    summary, records = runs["ray"]
    assert len(records.splitlines()) == summary["games"]
    # Not a one-sided run, where figures would agree however the games were dealt.
    assert 0 < summary["seats"][0]["win_rate"] < 1


def test_the_progress_counts_every_game_on_ray(local_ray: Any, ray_runs: list[str]) -> None:
    seen: list[int] = []
    result = simulate("durak", ["random", "heuristic"], 40, seed=2, ray_address="local",
                      progress=seen.append)
    assert seen == list(range(1, 41))
    assert result.games == 40 and ray_runs == ["local"]


def test_the_bar_reaches_the_game_count_on_ray(local_ray: Any, ray_runs: list[str]) -> None:
    result = koloda(["simulate", "durak", "-n", "12", "--json", "--ray", "local"])
    assert result.exit_code == 0, result.output
    assert ray_runs == ["local"]
    assert "12/12" in result.stderr  # with --json the bar is drawn on stderr


class StuckState(ToyState):
    """Nobody is to act and the game is not over: `play_match` calls it stalled."""

    def actors(self) -> tuple[int, ...]:
        return ()


class StuckGame(ToyGame):
    id = "stuck"

    def new(self, players: int, options: Any = None, seed: int = 0) -> ToyState:
        state = super().new(players, options, seed)
        state.__class__ = StuckState
        return state


def test_a_game_error_on_ray_reads_as_on_local_processes(local_ray: Any) -> None:
    with pytest.raises(KolodaError) as local:
        simulate(StuckGame(), ["random", "random"], 3, seed=4)
    with pytest.raises(KolodaError) as remote:
        simulate(StuckGame(), ["random", "random"], 3, seed=4, ray_address="local")
    # Every game stalls; which one is named first depends on which chunk ends first.
    for lang, pattern in (("en", r"game \d \(seed \d+\) stalled: stuck: nobody acted"),
                          ("ru", r"партия \d \(зерно \d+\) зависла: stuck: nobody acted")):
        assert re.fullmatch(pattern + " and no timer runs", local.value.get(lang))
        assert re.fullmatch(pattern + " and no timer runs", remote.value.get(lang))


class Kept(logging.Handler):
    """Keeps the messages of a logger's records."""

    def __init__(self) -> None:
        super().__init__()
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def test_a_game_the_cluster_cannot_load_is_one_line(local_ray: Any, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # As a node without koloda: the game's module is on this process's path, not the workers'.
    (tmp_path / "unshipped_game.py").write_text(
        "from tests.core.toygame import ToyGame\n\n\n"
        "class UnshippedGame(ToyGame):\n    id = 'unshipped'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    # Where Ray reports an error that nobody read, once its last reference goes.
    kept = Kept()
    ray_log = logging.getLogger("ray._private.worker")
    ray_log.addHandler(kept)
    try:
        game = importlib.import_module("unshipped_game").UnshippedGame()
        with pytest.raises(KolodaError) as failed:
            simulate(game, ["random", "random"], 20, seed=1, ray_address="local")
        texts = {lang: failed.value.get(lang) for lang in ("en", "ru")}
        del failed  # its traceback holds the run's frames, and so the references to the chunks
        gc.collect()
        time.sleep(0.5)
    finally:
        ray_log.removeHandler(kept)
        sys.modules.pop("unshipped_game", None)
    assert not [m for m in kept.messages if "Unhandled error" in m]  # one line, not one a chunk
    for lang, start in (("en", "the games failed on Ray: "), ("ru", "партии на Ray не удались: ")):
        assert texts[lang].startswith(start) and "No module named 'unshipped_game'" in texts[lang]
        assert "\n" not in texts[lang]


def test_a_study_on_ray_gives_the_local_study(local_ray: Any, ray_runs: list[str]) -> None:
    # Through the python API: a few settings of the solo game's levels.
    configs = dict(list(study_data(get_game(SOLO), "levels").items())[:2])
    local = study_levels(SOLO, configs, "random", 3, seed=6)
    seen: list[int] = []
    remote = study_levels(SOLO, configs, "random", 3, seed=6, ray_address="local",
                          progress=seen.append)
    settings = sum(len(v) for v in configs.values())
    assert ray_runs == ["local"] * settings  # one simulation a setting, each on Ray
    assert seen == list(range(1, 3 * settings + 1))
    assert figures(json.dumps(remote.to_json())) == figures(json.dumps(local.to_json()))


@pytest.mark.parametrize("command", [
    ["study", "matchups", "clash_of_decks", "-n", "1", "--json"],
    ["simulate", "clash_of_decks_solo", "--levels", "-n", "1", "--json"],
], ids=["study-matchups", "simulate-levels"])
def test_study_commands_pass_ray_on(local_ray: Any, ray_runs: list[str],
                                    command: list[str]) -> None:
    local = koloda(command)
    assert local.exit_code == 0, local.output
    assert ray_runs == []
    remote = koloda([*command, "--ray", "local"])
    assert remote.exit_code == 0, remote.output
    assert ray_runs and set(ray_runs) == {"local"}  # every simulation of the study
    assert figures(remote.stdout) == figures(local.stdout)


def _free_port() -> int:
    # A port something listened on a moment ago: now nothing does.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.skipif(not HAVE_RAY, reason="Ray is not installed (pip install -e '.[test]')")
@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "koloda: error: no Ray cluster answers at {address} ("),
    ("ru", "koloda: ошибка: кластер Ray по адресу {address} не отвечает ("),
])
@pytest.mark.parametrize("command", [["simulate", "durak", "-n", "2"],
                                     ["study", "matchups", "clash_of_decks", "-n", "1"]],
                         ids=["simulate", "study"])
def test_a_silent_cluster_is_one_line_within_seconds(lang: str, expected: str,
                                                     command: list[str]) -> None:
    # A fresh process: this one's Ray would be used as it is, whatever the address.
    address = f"127.0.0.1:{_free_port()}"
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "koloda.cli", *command, "--ray", address, "--lang", lang],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"})
    assert time.perf_counter() - started < 15
    assert done.returncode != 0
    assert done.stdout == ""  # refused before any bar is drawn
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(expected.format(address=address))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Ray is not installed here: pip install 'koloda[ray]'"),
    ("ru", "Ray не установлен: pip install 'koloda[ray]'"),
])
def test_ray_not_installed_is_one_line(monkeypatch: pytest.MonkeyPatch, lang: str,
                                       expected: str) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as if never installed
    with pytest.raises(KolodaError, match="Ray is not installed"):
        simulate(TOY, ["random", "random"], 3, ray_address="local")
    result = koloda(["simulate", "durak", "-n", "2", "--ray", "local", "--lang", lang])
    assert result.exit_code != 0 and result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        f"koloda: {'ошибка' if lang == 'ru' else 'error'}: {expected}"]
