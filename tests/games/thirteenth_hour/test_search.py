"""13th Hour's rules and Expert search in C (_fast.c, search.py): the C game lists the same legal
moves and goes the same way as state.py over random games (the shipped set and custom ones), its
re-deals keep what every seat sees, a planted bug in them is caught, and the bot plays only
legal moves from its seat's information."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from koloda.bots import make_bot
from koloda.core import KolodaError, Perspective, get_game
from koloda.core.match import play_match
from koloda.games.thirteenth_hour import search
from koloda.games.thirteenth_hour.actions import ACCEPT, REFUSE
from koloda.games.thirteenth_hour.bots import _Copy
from koloda.games.thirteenth_hour.cards import DRAW, parse_code
from koloda.games.thirteenth_hour.search import SearchBot, action_index, pack
from koloda.games.thirteenth_hour.state import ThirteenthHourState
from koloda.sim.bench import search_position
from tests.bots.own_search import check_analysis_and_hints_use
from tests.bots.test_ismcts import Spy

if not search.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.games.thirteenth_hour import _fast  # noqa: E402

GAME = get_game("thirteenth_hour")

#: custom sets: every kind with points or pluses on the specials, card symbols that chain, and
#: few cards, so that stocks run out; the second never reaches 13 (reading 13: the game ends
#: when the new stock runs out too)
LIVELY = """
[set]
name_en = "lively"
name_ru = "живой"
[[cards]]
points = 2
count = 6
[[cards]]
points = 5
pluses = 2
count = 4
[[cards]]
kind = "draw"
count = 5
[[cards]]
kind = "draw"
points = 3
pluses = 1
count = 3
[[cards]]
kind = "hand"
points = 1
pluses = 1
count = 4
[[cards]]
kind = "hand"
count = 3
[[cards]]
kind = "return"
points = 2
count = 5
[[cards]]
kind = "limit"
pluses = 1
count = 4
[[cards]]
kind = "bonus"
pluses = 3
count = 2
[[cards]]
points = 9
count = 3
"""
CALM = """
[[cards]]
count = 10
[[cards]]
points = 1
pluses = 1
count = 6
[[cards]]
kind = "hand"
count = 4
[[cards]]
kind = "return"
count = 3
[[cards]]
kind = "bonus"
pluses = 1
count = 3
[[cards]]
kind = "draw"
count = 3
"""


@pytest.fixture(scope="module")
def card_files(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    folder = tmp_path_factory.mktemp("sets")
    paths = []
    for name, body in (("lively", LIVELY), ("calm", CALM)):
        path = Path(folder) / f"{name}.toml"
        path.write_text(body, encoding="utf-8")
        paths.append(str(path))
    return ["", *paths]


def to_act(state: ThirteenthHourState) -> int:
    return -1 if state.over else state.dealer if state.receiver is None else state.receiver


def snapshot(state: ThirteenthHourState) -> dict[str, Any]:
    """A position as `_fast.play` describes it: cards as their codes' places."""
    of = state.deck.by_code[1]

    def codes(cards: list[int]) -> bytes:
        return bytes(of[c] for c in cards)

    seat = to_act(state)
    return {"seat": seat, "legal": tuple(action_index(a) for a in state.legal_actions(seat))
            if seat >= 0 else (), "over": int(state.over), "dealer": state.dealer,
            "marker": state.marker, "round": state.round, "reshuffled": int(state.reshuffled),
            "face_up": -1 if state.face_up is None else of[state.face_up],
            "receiver": -1 if state.receiver is None else state.receiver,
            "served": tuple(int(s) for s in state.served), "batch": codes(state.batch),
            "stock": codes(state.stock), "discard": codes(state.discard),
            "rows": tuple(codes(r) for r in state.rows), "points": tuple(state.points),
            "pluses": tuple(state.pluses()), "plus_points": tuple(state.plus_points())}


def c_play(start: ThirteenthHourState, rng_state: Any, actions: list[int]) -> list[Any]:
    """The C game's snapshots over `actions` from `start`, reshuffling as state.py's generator
    (in `rng_state` at the start) would."""
    info = pack(start, max(to_act(start), 0))
    got = _fast.play(info, actions)
    if isinstance(got, int):  # a reshuffle of `got` cards: state.py's order of them
        rng = random.Random()
        rng.setstate(rng_state)
        order = list(range(got))
        rng.shuffle(order)
        got = _fast.play(info, actions, b"".join(i.to_bytes(2, "little") for i in order))
    assert isinstance(got, list)
    return got


def test_the_c_game_goes_as_the_rules_over_random_games(card_files: list[str]) -> None:
    seen: dict[str, int] = dict.fromkeys(("refuse", "draw chain", "reshuffle", "runs out",
                                          "hour in the last round", "return"), 0)
    for i in range(36):
        card_file = card_files[i % len(card_files)]
        rng = random.Random(i)
        state = GAME.new(2 + i % 4, {"card_file": card_file}, seed=i)
        start, rng_state = state._copy(None), state.rng.getstate()
        snapshots, actions = [snapshot(state)], []
        while not state.over:
            seat = to_act(state)
            action = rng.choice(state.legal_actions(seat))
            actions.append(action_index(action))
            for event in state.perform(seat, action):
                seen["refuse"] += event.kind == "refuse"
                seen["draw chain"] += event.kind == "draw" and \
                    parse_code(event.data["card"])[0] == DRAW
                seen["return"] += event.kind == "return"
                seen["reshuffle"] += event.kind == "reshuffle"
                if event.kind == "round_end" and state.over:
                    seen["runs out" if event.seat is None else "hour in the last round"] += 1
            snapshots.append(snapshot(state))
        assert c_play(start, rng_state, actions) == snapshots, f"game {i}"
    assert all(seen.values()), seen


def positions(card_files: list[str], count: int) -> list[ThirteenthHourState]:
    """Positions with a choice from random games, every set and table size."""
    found: list[ThirteenthHourState] = []
    i = 0
    while len(found) < count:
        rng = random.Random(100 + i)
        state = GAME.new(2 + i % 4, {"card_file": card_files[i % len(card_files)]}, seed=i)
        i += 1
        while not state.over and len(found) < count:
            seat = to_act(state)
            legal = state.legal_actions(seat)
            if len(legal) > 1 and rng.random() < 0.15:
                found.append(state._copy(random.Random(0)))
            state.perform(seat, rng.choice(legal))
    return found


def hidden_codes(state: ThirteenthHourState) -> list[int]:
    of = state.deck.by_code[1]
    return sorted(of[c] for c in state.stock + state.batch)


def test_re_deals_keep_what_every_seat_sees_and_list_the_rules_legal_moves(
        card_files: list[str]) -> None:
    for i, state in enumerate(positions(card_files, 120)):
        seat = to_act(state)
        stock, batch, legal = _fast.determinized(pack(state, seat), i)
        assert len(stock) == len(state.stock) and len(batch) == len(state.batch)
        assert sorted(stock + batch) == hidden_codes(state), f"position {i}"
        assert legal == tuple(action_index(a) for a in state.legal_actions(seat))


def test_a_re_deal_that_brings_back_a_discarded_card_is_caught(card_files: list[str]) -> None:
    found = [s for s in positions(card_files, 80)
             if s.discard and any(s.deck.by_code[1][c] != s.deck.by_code[1][s.discard[-1]]
                                  for c in s.stock + s.batch)]
    assert len(found) > 20
    _fast.plant_bug(True)
    try:
        caught = sum(sorted(b"".join(_fast.determinized(pack(s, to_act(s)), i)[:2]))
                     != hidden_codes(s) for i, s in enumerate(found))
    finally:
        _fast.plant_bug(False)
    assert caught == len(found)


def test_the_c_guide_chooses_as_the_heuristic(card_files: list[str]) -> None:
    for i, state in enumerate(positions(card_files, 150)):
        seat = to_act(state)
        look = _Copy(state, seat)
        choice = _fast.heuristic(pack(state, seat), i)
        if state.receiver is not None:
            assert choice == action_index(REFUSE if look.should_refuse() else ACCEPT)
            continue
        values = {a.to: look.give_value(a.to) for a in state.legal_actions(seat)}
        assert values[choice] == max(values.values()), f"position {i}"


def test_the_bot_plays_only_legal_moves_at_every_table_size(card_files: list[str]) -> None:
    for players, card_file in ((2, ""), (3, card_files[1]), (5, card_files[2])):
        agents = [make_bot("search:200", GAME, s) if s == 0 else make_bot("heuristic", GAME, s)
                  for s in range(players)]
        match = play_match(GAME, agents, seed=players, options={"card_file": card_file})
        assert match.state.outcome() is not None  # an illegal move would have been refused


def test_the_search_only_uses_the_seat_s_perspective() -> None:
    state = search_position(GAME, 3, seed=2, moves=20)
    spy = Spy(state)
    seat = state.to_move()
    choice = SearchBot(param="300").act(Perspective(spy, seat))  # type: ignore[arg-type]
    assert choice in state.legal_actions(seat)
    assert set(spy.read) <= {"legal_actions", "to_move", "determinize", "view"}


def test_its_values_do_not_depend_on_the_face_down_order() -> None:
    state: Any = search_position(GAME, 3, seed=5, moves=12)
    seat = state.to_move()
    a, b = (state.determinize(seat, random.Random(k)) for k in (1, 2))
    assert a.stock != b.stock
    values = [SearchBot(seed=9, param="500").root_values(Perspective(s, seat)) for s in (a, b)]
    assert values[0] == values[1]


def test_the_move_played_gets_the_visits_analysis_asks_for() -> None:
    state = search_position(GAME, 2, seed=3, moves=10)
    seat = state.to_move()
    legal = state.legal_actions(seat)
    values = SearchBot(seed=1, param="200").root_values(Perspective(state, seat),
                                                        force=legal[-1], force_visits=150)
    assert values[legal[-1]][1] >= 150 and set(values) <= set(legal)


def test_analysis_and_hints_ask_the_search_in_c() -> None:
    check_analysis_and_hints_use(GAME, SearchBot, search_position(GAME, 3, seed=4, moves=10))


@pytest.mark.parametrize("param", ["0", "0s", "-3", "lots", "100000000", "61s", "100@x"])
def test_a_bad_budget_is_refused_in_one_line(param: str) -> None:
    with pytest.raises(KolodaError, match="search:"):
        make_bot(f"search:{param}", GAME)


def test_a_position_that_does_not_add_up_is_refused() -> None:
    state = search_position(GAME, 2, seed=1, moves=4)
    info = pack(state, state.to_move())
    with pytest.raises(ValueError, match="search: the seat is not the one to act"):
        _fast.search(pack(state, 1 - state.to_move()), 10, 0.0, 1, 0.7, 3.0, 0.1, 8)
    with pytest.raises(ValueError, match="not the length given"):
        _fast.search(info[:-1], 10, 0.0, 1, 0.7, 3.0, 0.1, 8)


def test_the_expert_level_is_the_search() -> None:
    assert dict(GAME.bot_levels)["expert"] == f"search:{search.ITERATIONS}"


#: a process where the C module cannot be imported, as on a machine without a C compiler
WITHOUT_C = """
import importlib.abc, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "koloda.games.thirteenth_hour._fast":
            raise ImportError(name)
sys.meta_path.insert(0, Block())
from koloda.core import get_game
game = get_game("thirteenth_hour")
print(dict(game.bot_levels)["expert"], game.level_shares["expert"], "search" in game.agents())
"""


def test_without_the_c_module_the_expert_is_the_guided_search() -> None:
    out = subprocess.run([sys.executable, "-c", WITHOUT_C], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["ismcts-guided:400", "0.735", "False"]
