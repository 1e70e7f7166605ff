"""`koloda bench` and `koloda serve`, with their back ends replaced by stand-ins."""

from __future__ import annotations

import re
import sys
import types
from typing import Any

import pytest

from .conftest import Run, one_error_line


@pytest.fixture
def fake_bench(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    calls: dict[str, Any] = {}

    def run_all(progress: Any = None, peers: bool = True) -> list[dict[str, Any]]:
        calls["peers"] = peers
        if progress is not None:
            progress("playouts")
            progress("ismcts")
        return [
            {"name": "palace playouts", "figure": 812.5, "unit": "games/s", "ratio": 1.75,
             "peer": "open_spiel"},
            {"name": "ismcts", "figure": 20000.0, "unit": "iterations/s", "ratio": None,
             "peer": None},
            {"name": "peers", "figure": None, "unit": "", "ratio": None, "peer": None,
             "note": "skipped (--no-peers)"},
        ]

    module = types.ModuleType("koloda.sim.bench")
    module.run_all = run_all  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "koloda.sim.bench", module)
    return calls


def test_bench_prints_figures_units_and_ratios(run: Run, fake_bench: dict[str, Any]) -> None:
    result = run(["bench"])
    assert result.exit_code == 0, result.stderr
    assert fake_bench["peers"] is True
    out = result.stdout
    assert "palace playouts" in out and "812.5" in out and "games/s" in out
    assert "1.75×" in out and "open_spiel" in out and "20,000.0" in out
    assert "skipped (--no-peers)" in out


def test_bench_without_peers_in_russian(run: Run, fake_bench: dict[str, Any]) -> None:
    result = run(["bench", "--no-peers", "--lang", "ru"])
    assert result.exit_code == 0, result.stderr
    assert fake_bench["peers"] is False and "отношение к аналогам" in result.stdout


def test_bench_missing_is_one_line(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "koloda.sim.bench", None)  # import fails
    assert "benchmarks are not available" in one_error_line(run(["bench"]))


def test_serve_passes_host_port_and_database(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[str, int, str | None]] = []
    module = types.ModuleType("koloda.server")
    module.serve = lambda host, port, db, **kw: seen.append((host, port, db, kw))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "koloda.server", module)
    assert run(["serve"]).exit_code == 0
    assert run(["serve", "--host", "0.0.0.0", "--port", "9000", "--db", "sqlite:///x.db"]).exit_code == 0
    assert run(["serve", "--db", "postgresql+psycopg://h/k", "--cluster", "--bot-workers", "1"]
               ).exit_code == 0
    assert run(["serve", "--log-format", "json", "--ops", "127.0.0.1:9100"]).exit_code == 0
    assert run(["serve", "--log-format", "yaml"]).exit_code != 0
    plain = {"log_format": "text", "ops": None}
    normal = {"cluster": False, "bot_workers": None, **plain}
    assert seen == [("127.0.0.1", 8000, None, normal), ("0.0.0.0", 9000, "sqlite:///x.db", normal),
                    ("127.0.0.1", 8000, "postgresql+psycopg://h/k",
                     {"cluster": True, "bot_workers": 1, **plain}),
                    ("127.0.0.1", 8000, None, {"cluster": False, "bot_workers": None,
                                               "log_format": "json", "ops": "127.0.0.1:9100"})]


def test_serve_without_a_server_is_one_line(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "koloda.server", types.ModuleType("koloda.server"))
    assert "сервер недоступен" in one_error_line(run(["serve", "--lang", "ru"]))


def test_a_port_already_in_use_is_one_line(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    def serve(host: str, port: int, db: str | None, **_: Any) -> None:
        raise OSError(98, "Address already in use")

    module = types.ModuleType("koloda.server")
    module.serve = serve  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "koloda.server", module)
    assert "Address already in use" in one_error_line(run(["serve"]))


def test_a_cluster_needs_postgresql_and_says_so_in_one_line(run: Run) -> None:
    line = one_error_line(run(["cluster", "--db", "sqlite:///x.db", "--lang", "ru"]))
    assert "PostgreSQL" in line and "--cluster" in line


def test_every_help_line_of_serve_is_in_both_languages(
        run: Run, capsys: pytest.CaptureFixture[str]) -> None:
    """`koloda serve --help` and `python -m koloda.server --help`: every option, --help itself
    included, says what it is in English and in Russian (Click's and argparse's own headings,
    "Usage:" and "options:", stay as the libraries write them)."""
    from koloda.server.__main__ import main

    typed = run(["serve", "--help"]).stdout
    with pytest.raises(SystemExit):
        main(["--help"])
    plain = capsys.readouterr().out
    for out in (typed, plain):
        # an option's help, its wrapped lines joined, from its flag to the next flag
        options = re.findall(r"^ +-.*?(?=\n +-|\Z)", out.split("ptions:", 1)[1], re.M | re.S)
        assert len(options) >= 6, out
        for option in (" ".join(o.split()) for o in options):
            assert " / " in option and re.search("[а-я]", option), option
    assert "Show this help and exit / показать эту справку и выйти" in " ".join(typed.split())
