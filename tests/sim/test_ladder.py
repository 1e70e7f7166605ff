"""The ladder of levels measured: `koloda.sim.ladder` and `koloda study ladder`."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from koloda.bots.levels import Level
from koloda.cli.main import app
from koloda.core import KolodaError, given
from koloda.sim.ladder import LadderResult, SoloLadderResult, rate, run_ladder, run_solo_ladder

LEVELS = (Level("a", given("Weak", "Слабый"), "random"),
          Level("b", given("Fair", "Средний"), "careless:0.5"),
          Level("c", given("Good", "Хороший"), "heuristic"))


def test_ratings_follow_the_results() -> None:
    ratings = rate(3, [(0, 1, 0.0), (1, 2, 0.0), (0, 2, 0.0)] * 10)
    mus = [mu for mu, _ in ratings]
    assert mus[2] > mus[1] > mus[0]
    assert all(sigma < 25 / 3 for _, sigma in ratings)  # games make the ratings surer
    even = rate(2, [(0, 1, 0.5)] * 6)
    assert even[0] == pytest.approx(even[1])


def test_a_ladder_plays_every_pairing_in_both_seat_orders() -> None:
    done: list[int] = []
    result = run_ladder("durak", LEVELS, games=4, seed=3, progress=done.append)
    assert isinstance(result, LadderResult)
    assert [(p.a, p.b, p.games) for p in result.pairings] == [(0, 1, 4), (0, 2, 4), (1, 2, 4)]
    assert done[-1] == 12 and done == sorted(done)
    assert [r.games for r in result.ratings] == [8, 8, 8]
    # the heuristic beats random in every game, both seats (the random bot cannot defend)
    score, (lo, hi), games = result.head_to_head(2, 0)
    assert score == 1.0 and games == 4 and lo < 1.0 == hi
    assert result.head_to_head(0, 2)[0] == 0.0
    assert result.ratings[2].mu > result.ratings[0].mu
    again = run_ladder("durak", LEVELS, games=4, seed=3)
    assert again.to_json() | {"pairings": None} == result.to_json() | {"pairings": None}
    assert [p.score for p in again.pairings] == [p.score for p in result.pairings]


@pytest.mark.parametrize("games", [1, 3])
def test_games_per_pairing_must_be_even(games: int) -> None:
    with pytest.raises(KolodaError, match="must be even"):
        run_ladder("durak", LEVELS, games=games)


def test_the_ladder_command_prints_its_table_and_json() -> None:
    runner = CliRunner()
    args = ["study", "ladder", "durak", "-n", "2", "--seed", "1", "-b", "random", "-b",
            "heuristic"]
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Durak: the levels' ratings (OpenSkill, 2 games a pairing, seed 1)" in result.output
    assert "heuristic is not shown to be clearly above random: 100.0%" in result.output
    result = runner.invoke(app, [*args, "--lang", "ru"])
    assert result.exit_code == 0, result.output
    assert "рейтинги уровней" in result.output
    result = runner.invoke(app, [*args, "--json"])
    data = json.loads(result.stdout)
    assert [lv["spec"] for lv in data["levels"]] == ["random", "heuristic"]
    assert data["pairings"][0]["score"] == 0.0 and data["steps"][0]["clear"] is False
    result = runner.invoke(app, [*args, "--markdown"])
    assert result.stdout.startswith("| level | bot | rating (95% interval) |")


def test_the_ladder_command_refuses_a_single_bot() -> None:
    result = CliRunner().invoke(app, ["study", "ladder", "durak", "-n", "2", "-b", "random",
                                      "--lang", "en"])
    assert result.exit_code != 0
    assert "has no ladder of levels" in result.output


def test_game_options_reach_the_ladder_s_games() -> None:
    # Battle of Strength decides nothing without the classic choice: the same deal from both
    # seats then splits every pairing evenly; with it, the heuristic's choices win.
    runner = CliRunner()
    args = ["study", "ladder", "spiderman_strength", "-n", "4", "-b", "careless:0.7", "-b",
            "heuristic", "--json"]
    plain = json.loads(runner.invoke(app, args).stdout)
    assert plain["pairings"][0]["score"] == 0.5
    classic = json.loads(runner.invoke(app, [*args, "-o", "classic=true"]).stdout)
    assert classic["pairings"][0]["score"] == 0.0  # the first level's score


SOLO = (Level("a", given("Weak", "Слабый"), "careless:0.7"),
        Level("b", given("Good", "Хороший"), "heuristic"))


def test_a_solo_ladder_plays_every_level_on_the_same_deals() -> None:
    done: list[int] = []
    result = run_solo_ladder("clash_of_decks_solo", SOLO, games=8, seed=2, progress=done.append)
    assert isinstance(result, SoloLadderResult)
    assert [s.games for s in result.standings] == [8, 8] and done[-1] == 16
    weak, good = result.standings
    up, down = result.swings(1)
    # won-where-below-lost minus the reverse is exactly the difference of the wins
    assert up - down == sum(good.won) - sum(weak.won)
    assert good.rate > weak.rate
    (index, clear), = result.steps()
    assert index == 1 and clear == (good.ci[0] > weak.ci[1])
    again = run_solo_ladder("clash_of_decks_solo", SOLO, games=8, seed=2)
    assert [s.won for s in again.standings] == [s.won for s in result.standings]
    assert result.to_json()["solo"] is True


def test_the_ladder_command_measures_a_solo_game_by_win_rates() -> None:
    runner = CliRunner()
    args = ["study", "ladder", "clash_of_decks_solo", "-n", "6", "-b", "careless:0.7", "-b",
            "heuristic"]
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "the levels' win rates on the same 6 deals (seed 0)" in result.output
    assert "heuristic is" in result.output and "careless:0.7" in result.output
    result = runner.invoke(app, [*args, "--lang", "ru"])
    assert "доли побед уровней на одних и тех же 6 раздачах" in result.output
    data = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    assert [lv["games"] for lv in data["levels"]] == [6, 6]
    assert set(data["steps"][0]) == {"level", "clear", "won_where_below_lost",
                                     "lost_where_below_won"}
    markdown = runner.invoke(app, [*args, "--markdown"]).stdout
    assert markdown.startswith("| level | bot | win rate (95% interval) | games |")
    # the game's own levels when no bot is named
    data = json.loads(runner.invoke(app, ["study", "ladder", "clash_of_decks_solo", "-n", "2",
                                          "--json"]).stdout)
    assert [lv["key"] for lv in data["levels"]] == ["beginner", "casual", "skilled", "expert"]
