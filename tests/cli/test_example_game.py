"""The example game from another package (examples/crazy_eights, issue 46, item 3) everywhere a
game shows in koloda, found only through its entry point and its own declarations: the registry,
the terminal (`koloda games`, `rules`, `play`), `koloda simulate`, the bots' levels, rated pools,
an arena's short-game threshold and OpenSpiel (tests/server/test_example_game.py plays it rated
and in an arena on a real server)."""

from __future__ import annotations

import json

import pytest

from koloda.bots.levels import ladder_for
from koloda.core import get_game
from koloda.core.conformance import check_playout
from koloda.ratings.pools import pool_of
from koloda.tournaments.points import min_moves
from koloda.tournaments.simulate import simulate_arena

from .conftest import Run

pytest.importorskip("crazy_eights", reason="the example game is not installed (make test does)")


def test_it_is_found_by_its_entry_point_and_keeps_the_contract() -> None:
    game = get_game("crazy_eights")
    assert type(game).__module__ == "crazy_eights.game"  # not a module of koloda
    for players, options in ((2, None), (5, {"hand": 5, "draw_to_play": True})):
        check_playout(game, players, seed=3, options=options)


def test_its_pools_threshold_and_levels_are_its_own_declarations() -> None:
    game = get_game("crazy_eights")
    assert pool_of("crazy_eights", {}, 2) == "crazy_eights-2"
    assert pool_of("crazy_eights", {}, 4) == "crazy_eights-3-5"
    assert min_moves("crazy_eights") == 6
    assert [(level.key, level.spec) for level in ladder_for(game)] == list(game.bot_levels)


def test_an_arena_of_it_is_played_and_scored() -> None:
    run = simulate_arena("crazy_eights", players=6, minutes=3, seed=2)
    assert run.table and run.games_per_player() > 0


def test_the_terminal_lists_it_and_prints_its_rules(run: Run) -> None:
    listed = run(["games"])
    assert listed.exit_code == 0, listed.stderr
    assert "crazy_eights" in listed.stdout and "Crazy Eights" in listed.stdout
    assert "draw_to_play" in listed.stdout
    for lang, heading in (("en", "Crazy Eights"), ("ru", "Сумасшедшие восьмёрки")):
        rules = run(["rules", "crazy_eights", "--lang", lang])
        assert rules.exit_code == 0, rules.stderr
        assert heading in rules.stdout


def test_a_person_plays_it_in_the_terminal_with_its_own_renderer(run: Run) -> None:
    result = run(["play", "crazy_eights", "-s", "human", "-s", "heuristic", "--seed", "4"],
                 input=["1"] * 300)
    assert result.exit_code == 0, result.stderr
    assert "Pile:" in result.stdout and "Your hand:" in result.stdout  # its renderer's words
    assert "Game over" in result.stdout
    ru = run(["play", "crazy_eights", "-s", "heuristic", "-s", "random", "--seed", "4",
              "--lang", "ru"])
    assert ru.exit_code == 0 and "Стопка:" in ru.stdout


def test_simulate_plays_it_with_its_own_bot(run: Run) -> None:
    result = run(["simulate", "crazy_eights", "--games", "20", "-s", "heuristic", "-s", "random",
                  "--seed", "1", "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == "crazy_eights" and data["games"] == 20
    assert [s["bot"] for s in data["seats"]] == ["heuristic", "random"]


def test_openspiel_loads_it_through_its_own_declaration_and_encoding() -> None:
    """`koloda.openspiel` registers it from `Game.openspiel` and plays it with the package's own
    `encoding.py`; tests/openspiel's per-game checks take it up as one of `SPECS` too."""
    pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed")
    import koloda.openspiel

    assert "koloda_crazy_eights" in {spec.name for spec in koloda.openspiel.SPECS}
    game = pyspiel.load_game("koloda_crazy_eights(players=3,hand=5,draw_to_play=true)")
    assert type(game.table.encoding).__module__ == "crazy_eights.encoding"
    assert game.num_players() == 3 and game.table.options.draw_to_play is True
    assert game.num_distinct_actions() == 71
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
