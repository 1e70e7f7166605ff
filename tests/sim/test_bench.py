"""The benchmark functions work on any game and report what they measured (no timing asserts)."""

from __future__ import annotations

import builtins

from koloda.bots.ismcts import AUTO_LIMIT
from koloda.core import text
from koloda.sim import bench, peers
from tests.core.toygame import GAME as TOY


def test_playouts_and_search_report_their_figures():
    speed = bench.random_playouts(TOY, 3, seconds=0.05)
    assert speed["actions_per_game"] == 9.0  # three cards each, three seats: every game
    assert speed["actions_per_second"] > 0 and speed["games_per_second"] > 0
    search = bench.ismcts_speed(TOY, 3, seconds=0.05, moves=2)
    assert search["iterations_per_second"] > 0
    assert search["depth"] == AUTO_LIMIT  # the toy game offers no estimate


def test_ratios_are_ours_over_theirs():
    row = bench._with_peer({"name": "x", "figure": 300.0, "unit": "actions/s"},
                           [{"name": "a", "speed": 100.0}, {"name": "b", "speed": 600.0}],
                           "speed")
    assert row["ratio"] == 3.0 and row["peer"] == "a" and row["ratios"] == {"a": 3.0, "b": 0.5}


def test_a_missing_peer_is_a_note(monkeypatch):
    real_import = builtins.__import__

    def no_peers(name, *args, **kwargs):
        if name in ("pyspiel", "rlcard"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_peers)
    for row in peers.measure_all(seconds=0.01):
        assert row["actions_per_second"] is None and "pip install" in row["note"].en


def test_a_row_s_name_and_note_read_in_each_language():
    """`koloda bench --lang ru` reads its rows in Russian: names, notes and units come from the
    catalogs (a game's id and a library's name stay as they are)."""
    import io

    from rich.console import Console

    from koloda.cli.tables import bench_table

    rows = []
    bench._game("no_such_game", rows, text("sim-bench-random-playouts", game="no_such_game",
                                           players=4))
    rows.append({"name": text("sim-bench-ismcts-default",
                              row=text("sim-bench-ismcts", game="durak", players=4),
                              playouts=bench._playouts_label(None, False)),
                 "figure": 2000.0, "unit": "iterations/s", "ratio": 2.0,
                 "peer": bench.PYTHON_PATH, "note": text("sim-bench-target-rlcard", times=3)})
    out = {}
    for lang in ("en", "ru"):
        console = Console(file=io.StringIO(), width=200, color_system=None)
        console.print(bench_table(rows, lang))
        out[lang] = console.file.getvalue()
    assert "no_such_game 4p random playouts" in out["en"] and "iterations/s" in out["en"]
    assert "ismcts on durak 4p, default (playouts to the end)" in out["en"]
    assert "no_such_game, 4 игр.: случайные доигрывания" in out["ru"]
    assert "ismcts в durak, 4 игр., по умолчанию (доигрывания до конца)" in out["ru"]
    assert "неизвестная игра" in out["ru"] and "итераций/с" in out["ru"]
    assert "цель: 3×" in out["ru"] and "путь" in out["ru"]
    assert not any(word in out["ru"] for word in ("random", "default", "target", "iterations"))
