"""`koloda study versus`: one bot in every seat in turn against another at a bigger table, scored
by places against each other seat."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from koloda.cli.main import app
from koloda.sim.results import GameResult
from koloda.sim.versus import pairwise_score, run_versus


def test_a_game_scores_places_against_each_other_seat() -> None:
    game = GameResult(index=0, ranks=(2, 1, 2, 4), scores=(0, 0, 0, 0), length=1)
    assert pairwise_score(game, 0) == (0 + 0.5 + 1) / 3
    assert pairwise_score(game, 1) == 1.0
    assert pairwise_score(game, 3) == 0.0


def test_the_challenger_sits_in_every_seat_on_the_same_deals() -> None:
    result = run_versus("durak", "heuristic", "random", players=3, games=6, seed=4)
    assert [n for n, _ in result.seats] == [6, 6, 6]
    assert result.score > 0.5  # the heuristic places above random players
    lo, hi = result.ci
    assert lo < result.score < hi


def test_the_command_prints_the_score_as_json() -> None:
    out = CliRunner().invoke(app, ["study", "versus", "durak", "-b", "heuristic", "--field",
                                   "random", "-p", "4", "-n", "2", "--json"])
    assert out.exit_code == 0, out.output
    found = json.loads(out.stdout)
    assert found["games"] == 8 and found["players"] == 4 and len(found["seats"]) == 4
