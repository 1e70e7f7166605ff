"""Every table the command line prints fits an 80-column terminal: no line longer than the
window, no cell broken into a tower of one word a line, no header on two lines, no number
wrapped or cut short (Rich's ellipsis). `koloda bench` and the studies are rendered from fixed
figures: running them takes too long for this suite."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

from koloda.bots.levels import Level
from koloda.cli import tables
from koloda.core import given
from koloda.sim.ladder import HeadToHead, LadderResult, Rating, SoloLadderResult, SoloStanding
from koloda.sim.studies import ConfigResult, LevelStudy, MatchupStudy, Rate

from .conftest import Run

WIDTH = 80


def render(renderable: Any, width: int = WIDTH) -> str:
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None,
                      highlight=False)
    console.print(renderable)
    return console.export_text()


def body_rows(text: str, key: int) -> list[list[list[str]]]:
    """The tables' body rows, each a list of cells, each cell its lines; a row starts where
    column `key` (one that never wraps: an id, a figure) has text."""
    rows: list[list[list[str]]] = []
    for line in text.splitlines():
        if not line.startswith("│"):
            continue
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        if key < len(cells) and cells[key] or not rows or len(rows[-1]) != len(cells):
            rows.append([[] for _ in cells])
        for lines, cell in zip(rows[-1], cells, strict=True):
            if cell:
                lines.append(cell)
    return rows


def assert_fits(text: str, width: int = WIDTH, key: int = 0) -> None:
    lines = text.splitlines()
    assert not [line for line in lines if len(line) > width], text
    # Nothing cut short in a cell (Rich's ellipsis; a description below may hold one).
    assert not [line for line in lines if line[:1] in "│┃" and "…" in line], text
    # A header on one line: a header row is never followed by another.
    assert not any(a.startswith("┃") and b.startswith("┃")
                   for a, b in zip(lines, lines[1:], strict=False)), text
    for row in body_rows(text, key):
        for cell in row:
            # A tower: three lines or more of one word each, one under the other.
            run = longest = 0
            for line in cell:
                run = run + 1 if len(line.split()) == 1 else 0
                longest = max(longest, run)
            assert longest < 3, f"a tower: {cell}\n{text}"


def on_one_line(text: str, *parts: str) -> bool:
    return any(all(p in line for p in parts) for line in text.splitlines())


def test_the_checks_catch_a_tower_a_long_line_and_a_wrapped_header() -> None:
    from rich.table import Table

    table = Table()
    table.add_column("a rather long header")
    table.add_column("x" * 70)
    table.add_row("one two three four five", "y")
    text = render(table)
    with pytest.raises(AssertionError):
        assert_fits(text)
    with pytest.raises(AssertionError):
        assert_fits("x" * 81)


# koloda games


@pytest.mark.parametrize(("lang", "title", "option"), [
    ("en", "Toy tricks", "cards a hand"), ("ru", "Игрушечные взятки", "карт на руке")])
def test_games_fit_80_columns(run: Run, lang: str, title: str, option: str) -> None:
    result = run(["games", "--lang", lang], env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert_fits(out)
    # The toy game's row starts with its id, title and players on one line; its option is
    # listed below the table with its range and meaning.
    assert on_one_line(out, "│ toy ", title, "2–4")
    assert on_one_line(out, "hand=3", "1..5 — " + option)
    assert on_one_line(out, "beginner")


def test_games_at_120_columns_are_no_taller_than_at_80(run: Run) -> None:
    narrow = run(["games"], env={"COLUMNS": "80"}).stdout
    wide = run(["games"], env={"COLUMNS": "120"}).stdout
    assert_fits(wide, 120)
    assert len(wide.splitlines()) <= len(narrow.splitlines())


# koloda bench

PEERS = {"openspiel crazy_eights": 0.44, "rlcard uno": 3.55}
INSTALL = "not installed (pip install 'koloda[peers]')"


def bench_rows(peers: bool) -> list[dict[str, Any]]:
    """The rows `koloda.sim.bench.run_all` returns, with fixed figures."""
    rows: list[dict[str, Any]] = []
    for game, players in (("palace", 4), ("durak", 4), ("clash_of_decks", 2)):
        name = f"{game} {players}p random playouts"
        ratios = dict(PEERS) if peers else {}
        rows += [{"name": f"{name}: actions", "figure": 116852.88, "unit": "actions/s",
                  "ratios": ratios},
                 {"name": f"{name}: games", "figure": 529.41, "unit": "games/s",
                  "ratios": ratios},
                 {"name": f"{game} {players}p play_match (random bots)", "figure": 317.34,
                  "unit": "games/s"}]
    rows += [
        {"name": "durak 2p rl env.step + observation", "figure": 22984.3, "unit": "steps/s",
         **({"ratios": {"rlcard uno": 2.31}, "note": "target: 3× RLCard's uno env.step"}
            if peers else {"note": "no ratio: peers not measured (--no-peers)"})},
        {"name": "durak 2p rl batched env.step + observation (256 games)", "figure": None,
         "unit": "", "note": "not measured: No module named 'torch' (pip install 'koloda[rl]')"},
        {"name": "ismcts on durak 4p, default (playouts cut at 8 + the game's estimate)",
         "figure": 2394.58, "unit": "iterations/s"},
        {"name": "ismcts on clash_of_decks 2p, mid-game (12 random actions in), default "
                 "(playouts cut at 8 + the game's estimate)", "figure": 1234567.89,
         "unit": "iterations/s"},
    ]
    if peers:
        for peer in PEERS:
            rows += [{"name": f"peer: {peer} random playouts", "figure": 45786.5,
                      "unit": unit, "note": INSTALL} for unit in ("actions/s", "games/s")]
    else:
        rows.append({"name": "peers", "figure": None, "unit": "", "note": "skipped (--no-peers)"})
    return rows


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("peers", [True, False])
@pytest.mark.parametrize("width", [WIDTH, 120])
def test_bench_table_fits_with_its_notes_below(lang: str, peers: bool, width: int) -> None:
    out = render(tables.bench_table(bench_rows(peers), lang), width)
    assert_fits(out, width, key=1)  # a row starts at its figure
    for figure in ("116,852.9", "529.4", "1,234,567.9", "2,394.6"):
        assert figure in out
    header = next(line for line in out.splitlines() if line.startswith("┃"))
    if peers:
        assert "0.44×" in out and "3.55×" in out and "2.31×" in out
        assert "openspiel" in header and "rlcard" in header
        assert on_one_line(out, "openspiel crazy_eights,")  # what each peer ran
        assert on_one_line(out, "] " + INSTALL)  # the brackets are not markup
    else:
        assert "×" not in out and "openspiel" not in header
        assert on_one_line(out, "[1] no ratio: peers not measured (--no-peers)")
    assert on_one_line(out, "] not measured: No module named 'torch' (pip install 'koloda[rl]')")
    assert ("замер" if lang == "ru" else "benchmark") in header


# koloda simulate


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_simulate_summary_fits_80_columns(run: Run, lang: str) -> None:
    result = run(["simulate", "toy", "-n", "4", "--seat", "random", "--seat", "ismcts:20",
                  "--seat", "random", "--lang", lang], env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    assert_fits(result.stdout)
    assert on_one_line(result.stdout, "ismcts:20", "%", "–")


# koloda study: levels, matchups, ladder (two seats and one)

LEVELS = (Level("beginner", given("Beginner", "Новичок"), "careless:0.7"),
          Level("casual", given("Casual", "Любитель"), "careless:0.4"),
          Level("skilled", given("Skilled", "Опытный"), "heuristic"),
          Level("strong", given("Strong", "Сильный"), "neural"),
          Level("expert", given("Expert", "Мастер"), "ismcts-guided:400"))


def ladder() -> LadderResult:
    ratings = [Rating(lv, 20.0 + 3 * i, 7.1, 0.5, 8) for i, lv in enumerate(LEVELS)]
    pairs = [HeadToHead(a, b, 2, 1.0 if (a + b) % 2 else 0.5, 1.0)
             for a in range(len(LEVELS)) for b in range(a)]
    return LadderResult("durak", 0, 2, LEVELS, ratings, pairs)


def matchups(n: int) -> MatchupStudy:
    cells = [[None if i == j else Rate(float((i + 2 * j) % 3), 2 + i) for j in range(n)]
             for i in range(n)]
    cells[0][1] = Rate(2.0, 2)  # 100.0%, 34.2–100.0%: the widest cell
    labels = [given(f"deck {i + 1}", f"колода {i + 1}") for i in range(n)]
    return MatchupStudy("clash_of_decks", labels, "heuristic", 1, 0, cells, cells)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_matchups_fit_with_their_intervals_whole(lang: str) -> None:
    title = "Clash of Decks: row's win rate against column (1 games each seat order, bot heuristic)"
    out = render(tables.matchups_table(matchups(4), title, lang))
    assert_fits(out)
    assert "34.2–100.0%" in out and "100.0%" in out
    assert ("против всех" if lang == "ru" else "against all") in out


def test_a_wider_matrix_drops_the_decimals_of_its_intervals_where_it_must() -> None:
    study = matchups(6)
    narrow = render(tables.matchups_table(study, "six decks", "en"))
    assert_fits(narrow)
    assert "34–100%" in narrow and "100.0%" in narrow  # the rate keeps its decimal
    wide = render(tables.matchups_table(study, "six decks", "en"), 160)
    assert_fits(wide, 160)
    assert "34.2–100.0%" in wide


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ladder_tables_fit_80_columns_and_keep_a_row_a_line_at_120(lang: str) -> None:
    result = ladder()
    for renderable in (tables.ladder_table(result, "Durak: the levels' ratings (OpenSkill, 2 "
                                                   "games a pairing, seed 0)", lang),
                       tables.head_to_head_table(result, "Durak: row's score against column "
                                                         "(draws count half)", lang)):
        out = render(renderable)
        assert_fits(out)
        assert "Expert" in out or "Мастер" in out
        assert "34.2–100.0%" in out
    wide = render(tables.ladder_table(result, "ratings", lang), 120)
    assert_fits(wide, 120)
    assert on_one_line(wide, "ismcts-guided:400", "32.0 (18.1–45.9)", "100.0% (34.2–100.0%)")
    note = render(tables.ladder_table(result, "ratings", lang))
    assert on_one_line(note, "OpenSkill")  # what the columns mean, below the table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_solo_ladder_fits_80_columns(lang: str) -> None:
    levels = LEVELS[:4]
    standings = [SoloStanding(lv, [True, False, i % 2 == 0, True], 1.0)
                 for i, lv in enumerate(levels)]
    result = SoloLadderResult("clash_of_decks_solo", 0, 4, levels, standings)
    out = render(tables.solo_ladder_table(
        result, "Clash of Decks: solo: the levels' win rates on the same 4 deals (seed 0)", lang))
    assert_fits(out)
    assert on_one_line(out, "careless:0.4", "50.0% (15.0–85.0%)", "0 / 1")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_levels_table_fits_80_columns(lang: str) -> None:
    label = given("+2 a creature, your attacks -1, automaton first, no Bastion, Protection",
                 "+2 за существо, ваши атаки -1, автомат ходит первым, без Бастиона, Защита")
    configs = [ConfigResult(level, label, {}, Rate(float(k), 2), 30.0)
               for level in range(6) for k in range(3)]
    study = LevelStudy("clash_of_decks_solo", "heuristic", 2, 0, configs)
    out = render(tables.levels_table(study, "Clash of Decks: solo: the player's win rate per "
                                            "level (2 games a setting, bot heuristic)", lang))
    assert_fits(out)
    assert on_one_line(out, "34.2% – 100.0%")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_levels_study_prints_a_table_that_fits(run: Run, lang: str) -> None:
    result = run(["study", "levels", "clash_of_decks_solo", "-n", "1", "--lang", lang],
                 env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    assert_fits(result.stdout)


# The study commands end to end (short runs): their tables are those above.


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_matchups_study_prints_a_matrix_that_fits(run: Run, lang: str) -> None:
    result = run(["study", "matchups", "clash_of_decks", "-n", "1", "--lang", lang],
                 env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    assert_fits(result.stdout)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_ladder_prints_tables_that_fit(run: Run, lang: str) -> None:
    result = run(["study", "ladder", "toy", "-n", "2", "-b", "random", "-b", "ismcts:20",
                  "-b", "ismcts:60", "--lang", lang], env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    assert_fits(result.stdout)
    assert on_one_line(result.stdout, "ismcts:60")


def test_the_solo_ladder_prints_a_table_that_fits(run: Run) -> None:
    result = run(["study", "ladder", "clash_of_decks_solo", "-n", "2", "-b", "careless:0.7",
                  "-b", "heuristic"], env={"COLUMNS": str(WIDTH)})
    assert result.exit_code == 0, result.stderr
    assert_fits(result.stdout)
    assert on_one_line(result.stdout, "heuristic", "%", "/")
