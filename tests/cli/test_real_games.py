"""Palace and Durak at the terminal: a scripted person plays a whole game, then it replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from koloda.core import Record, games

from .conftest import Run


def needs(game_id: str) -> None:
    if game_id not in games():
        pytest.skip(f"{game_id} does not load here")


@pytest.mark.parametrize(("game_id", "lang", "extra"), [
    ("palace", "en", []),
    ("palace", "ru", ["--seat", "random"]),
    ("durak", "en", ["--option", "transfer=true"]),
    ("durak", "ru", ["--seat", "random", "--option", "throw_in=neighbours"]),
])
def test_a_scripted_person_plays_to_the_end_and_the_record_replays(
        run: Run, tmp_path: Path, game_id: str, lang: str, extra: list[str]) -> None:
    needs(game_id)
    path = tmp_path / "game.json"
    args = ["play", game_id, "--seat", "human", "--seat", "random", *extra, "--seed", "11",
            "--lang", lang, "--record", str(path)]
    # "ready" ends Palace's swapping (elsewhere it is refused in one line), then the first listed
    # action; enough input for a whole game, and the game is abandoned if input runs out.
    result = run(args, input=["ready", "1"] * 1500)
    assert result.exit_code == 0, result.stderr[-500:]
    assert ("Game over" if lang == "en" else "Игра окончена") in result.stdout
    record = Record.loads(path.read_text(encoding="utf-8"))
    assert record.game == game_id and record.seats[0] == "human" and record.outcome is not None
    replayed = run(["replay", str(path), "--lang", lang])
    assert replayed.exit_code == 0, replayed.stderr
    assert f"{len(record.actions)}. " in replayed.stdout


@pytest.mark.parametrize("game_id", ["palace", "durak"])
def test_simulate_json_on_the_real_games(run: Run, game_id: str) -> None:
    needs(game_id)
    result = run(["simulate", game_id, "--games", "4", "--seat", "random", "--seat", "random",
                  "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == game_id and data["games"] == 4 and len(data["seats"]) == 2


@pytest.mark.parametrize("game_id", ["palace", "durak"])
def test_rules_of_the_real_games_in_both_languages(run: Run, game_id: str) -> None:
    needs(game_id)
    try:
        games()[game_id].rules_text("en")
    except OSError:
        pytest.skip(f"{game_id}'s rules page is not written yet")
    for lang in ("en", "ru"):
        result = run(["rules", game_id, "--lang", lang])
        assert result.exit_code == 0, result.stderr
        assert len(result.stdout.splitlines()) > 10
