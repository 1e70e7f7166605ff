"""Balance studies: pooling per level, where the win rate does not fall, the plot, and a one-seat
game's win rate (rank 1 only)."""

from __future__ import annotations

import pytest

from koloda.core import SetupError, get_game, given
from koloda.games.clash_of_decks.balance import Setting
from koloda.sim import bench
from koloda.sim.simulate import GameResult, summarise
from koloda.sim.studies import (
    ConfigResult,
    LevelStudy,
    MatchupStudy,
    Rate,
    matchups_markdown,
    plot_levels,
    study_levels,
)

SOLO = "clash_of_decks_solo"


def _config(level: int, wins: float, games: int = 100) -> ConfigResult:
    return ConfigResult(level, given(f"c{level}", f"н{level}"), {}, Rate(wins, games), 20.0)


def test_a_one_seat_game_wins_only_on_rank_one():
    game = get_game(SOLO)
    results = [GameResult(i, (rank,), (float(rank == 1),), 10)
               for i, rank in enumerate((1, 2, 2, 2))]
    summary = summarise(game, {}, ["heuristic"], 0, 1, results, 1.0)
    assert summary.seats[0].win_rate == 0.25
    assert summary.seats[0].win_ci[1] < 1.0


def test_levels_pool_their_settings_and_the_breaks_are_named():
    study = LevelStudy(SOLO, "heuristic", 100, 0, [
        _config(0, 70), _config(0, 50), _config(1, 40), _config(1, 80), _config(2, 10)])
    levels = study.levels
    assert levels[0].games == 200 and levels[0].rate == 0.6
    assert levels[1].rate == 0.6  # does not fall from 0 to 1
    assert study.breaks() == [(0, 1)]
    # 50/100 at level 0 (interval up to 0.597) is harder than level 1's pooled 0.6, and 80/100
    # at level 1 easier than level 0's: both out of line; 70/100 and 40/100 are not.
    assert [(c.result.wins, other) for c, other in study.outliers()] == [(50, 1), (80, 0)]
    assert study.to_json()["not_falling"] == [[0, 1]]


def test_a_level_study_plays_each_setting_with_the_same_deals():
    configs = {0: (Setting(given("plain", "обычная"), {"level": 0}),),
               1: (Setting(given("constant 7", "постоянная 7"), {"level": 1, "constant_mana": 7}),
                   Setting(given("first", "первым"), {"level": 1, "ai_first": True}))}
    seen: list[int] = []
    study = study_levels(SOLO, configs, "random", 3, seed=5, progress=seen.append)
    assert [c.result.games for c in study.configs] == [3, 3, 3]
    assert study.levels[1].games == 6 and seen[-1] == 9
    assert study.configs[1].options["constant_mana"] == 7


def test_a_setting_listed_under_the_wrong_level_is_refused_before_any_game():
    configs = {2: (Setting(given("constant 7", "постоянная 7"), {"level": 1, "constant_mana": 7}),)}
    with pytest.raises(SetupError):
        study_levels(SOLO, configs, "random", 1)


def test_the_plot_is_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    study = LevelStudy(SOLO, "heuristic", 100, 0, [_config(0, 100), _config(1, 0), _config(1, 5)])
    path = tmp_path / "levels.png"
    plot_levels(study, str(path), "ru")
    assert path.read_bytes()[:4] == b"\x89PNG"


def test_ismcts_speed_on_a_mid_game_duel():
    game = get_game("clash_of_decks")
    players, moves = next((p, m) for g, p, m in bench.MORE_SEARCHES if g == game.id)
    state = bench.search_position(game, players, moves=moves)
    assert state.turn > 1 and state.winner is None
    assert bench.ismcts_speed(game, players, seconds=0.05, moves=moves)["iterations_per_second"] > 0


def test_the_matchup_table_reads_row_against_column():
    labels = [given("deck 1", "колода 1"), given("deck 2", "колода 2")]
    study = MatchupStudy("clash_of_decks", labels, "heuristic", 10, 0,
                         [[None, Rate(15, 20)], [Rate(5, 20), None]],
                         [[None, Rate(8, 10)], [Rate(3, 10), None]], Rate(11, 20))
    lines = matchups_markdown(study).splitlines()
    assert lines[0] == "| ↓ against → | deck 1 | deck 2 | against all |"
    assert lines[2].startswith("| **deck 1** | — | 75.0% (")
    assert lines[3].startswith("| **deck 2** | 25.0% (")
    assert lines[-1].startswith("First seat's win rate, all pairs: 55.0%")
    assert study.overall(0).rate == 0.75
