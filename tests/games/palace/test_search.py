"""Palace's Expert search in C (search.py, _search.h): its re-deals are consistent with what the
seat has seen and list the same legal moves as the rules, a planted bug in them is caught, and
the bot sees only its seat's information."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.bots import make_bot
from koloda.bots.analysis import analyse
from koloda.core import KolodaError, Perspective, get_game
from koloda.core.match import play_match
from koloda.games.palace import search
from koloda.games.palace.encoding import PalaceEncoding
from koloda.games.palace.search import SearchBot, pack_info
from koloda.games.palace.state import PalaceState
from koloda.sim.bench import search_position
from tests.bots.own_search import check_analysis_and_hints_use
from tests.bots.test_ismcts import Spy

if not search.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.games.palace import _fast  # noqa: E402

#: Palace's one option, the pick-up limit: the default, a low one (games called), and off
OPTIONS = [{}, {"pickup_limit": 4}, {"pickup_limit": 0}]
DECK = list(range(8, 60))


def positions(count: int, seed: int = 0) -> list[tuple[PalaceState, int]]:
    """(position, a seat with a choice there) from random games of 2 to 5 players in turn, every
    option, from the swaps to the face-down cards; every seat that may act out of turn too."""
    rng = random.Random(seed)
    game = get_game("palace")
    found: list[tuple[PalaceState, int]] = []
    games = 0
    while len(found) < count:
        state: Any = game.new(2 + games % 4, OPTIONS[rng.randrange(len(OPTIONS))],
                              rng.randrange(1 << 30))
        games += 1
        steps, mine = 0, 0
        while not state.is_over() and mine < count // 12 and steps < 600:
            seats = [s for s in state.actors() if state.legal_actions(s)]
            if rng.random() < (0.5 if len(seats) > 1 and state.phase == "play" else 0.03):
                found += [(state.clone(), s) for s in seats]
                mine += len(seats)
            seat = rng.choice(seats)
            legal = state.legal_actions(seat)
            # the heuristic's kind of game now and then, so that games reach the table cards
            state.perform(seat, legal[0] if rng.random() < 0.5 else rng.choice(legal))
            steps += 1
    return found[:count]


def dealt(state: PalaceState, seat: int, seed: int) -> tuple[PalaceState, list[list[int]]]:
    """The C search's re-deal of `state` for `seat` as a Python state (the public facts are the
    real ones), and its legal lists."""
    info = pack_info(state, seat, state.to_move() == seat)
    hands, down, stock, drawn, legal = _fast.determinized(info, seed)
    copy = state.clone()
    for s, mask in enumerate(hands):
        cards = [c for c in range(64) if mask >> c & 1]
        if s == seat and set(cards) == set(state.hands[s]):
            continue  # the own hand in its order
        known = [c for c in state.hands[s] if c in state.known[s]]
        copy.hands[s] = known + [c for c in cards if c not in known]
        copy.face_down[s] = list(down[s])
    copy.face_down[seat] = list(down[seat])
    copy.stock = list(stock)
    if state.adder >= 0 and state.adder != seat:
        copy.drawn = [c for c in range(64) if drawn >> c & 1]
    copy._actors = copy._find_actors()
    return copy, [sorted(row) for row in legal]


def errors(real: PalaceState, seat: int, copy: PalaceState) -> list[str]:
    """What in a re-deal contradicts what `seat` has seen of `real`."""
    wrong = []
    every = copy.stock + copy.pile + copy.burned
    for s in range(real.players):
        every += copy.hands[s] + copy.face_up[s] + copy.face_down[s]
    if sorted(every) != DECK:
        wrong.append("the 52 cards are not each in one place")
    if set(copy.hands[seat]) != set(real.hands[seat]):
        wrong.append("the seat's own hand changed")
    for s in range(real.players):
        if len(copy.hands[s]) != len(real.hands[s]):
            wrong.append(f"seat {s} holds {len(copy.hands[s])}, not {len(real.hands[s])}")
        if len(copy.face_down[s]) != len(real.face_down[s]):
            wrong.append(f"seat {s}'s face-down cards are not {len(real.face_down[s])}")
        if not real.known[s] <= set(copy.hands[s]):
            wrong.append(f"seat {s} lost a card everybody saw it take")
    if len(copy.stock) != len(real.stock):
        wrong.append("the stock's size")
    if real.adder >= 0:
        drawn = set(copy.drawn)
        if len(drawn) != len(real.drawn) or not drawn <= set(copy.hands[real.adder]) - \
                real.known[real.adder]:
            wrong.append("the adder's drawn cards")
        if real.adder == seat and drawn != set(real.drawn):
            wrong.append("the seat's own drawn cards changed")
    return wrong


def test_re_deals_keep_what_the_seat_saw_and_list_the_rules_legal_moves() -> None:
    game = get_game("palace")
    found = positions(300)
    assert {s.players for s, _ in found} == {2, 3, 4, 5}
    assert {s.phase for s, _ in found} == {"swap", "play"}
    assert any(s.to_move() != seat and s.phase == "play" for s, seat in found)  # out of turn
    assert any(s.adder >= 0 for s, _ in found) and any(s.burned for s, _ in found)
    assert any(not s.hands[seat] and not s.stock for s, seat in found)  # table cards
    for i, (state, seat) in enumerate(found):
        copy, legal = dealt(state, seat, seed=i)
        assert errors(state, seat, copy) == [], f"position {i}"
        enc = PalaceEncoding(game, state.players)
        for s in range(state.players):
            got = sorted(enc.index(copy, s, a) for a in copy.legal_actions(s))
            assert got == legal[s], f"position {i}, seat {s}"


def test_a_re_deal_that_brings_back_a_burned_card_is_caught() -> None:
    def hidden(state: PalaceState, seat: int) -> int:
        return len(state.stock) + sum(len(d) for d in state.face_down) + sum(
            len(h) - len(state.known[s]) for s, h in enumerate(state.hands) if s != seat)

    found = [(s, seat) for s, seat in positions(200, seed=1) if s.burned and hidden(s, seat)]
    assert len(found) > 10
    _fast.plant_bug(True)
    try:
        caught = sum(bool(errors(s, seat, dealt(s, seat, seed=i)[0]))
                     for i, (s, seat) in enumerate(found))
    finally:
        _fast.plant_bug(False)
    assert caught == len(found)


def play_position(players: int, seed: int) -> PalaceState:
    """A seeded position in play (past the swaps) where the seat on turn has a choice."""
    game = get_game("palace")
    moves = 20
    while True:
        state: Any = search_position(game, players, seed=seed, moves=moves)
        if state.phase == "play":
            return state  # type: ignore[no-any-return]
        moves += 10


def test_the_search_only_uses_the_seat_s_perspective() -> None:
    state = play_position(3, seed=2)
    spy = Spy(state)
    seat = state.to_move()
    choice = SearchBot(param="300").act(Perspective(spy, seat))  # type: ignore[arg-type]
    assert choice in state.legal_actions(seat)
    assert set(spy.read) <= {"legal_actions", "to_move", "determinize", "view"}


@pytest.mark.parametrize("players", [2, 4])
def test_its_values_do_not_depend_on_cards_hidden_from_the_seat(players: int) -> None:
    state = play_position(players, seed=5)
    seat = state.to_move()
    a = state.determinize(seat, random.Random(1))
    b = state.determinize(seat, random.Random(2))
    assert [a.hands[s] for s in range(players) if s != seat] \
        != [b.hands[s] for s in range(players) if s != seat]
    values = [SearchBot(seed=9, param="500").root_values(Perspective(s, seat)) for s in (a, b)]
    assert values[0] == values[1]


def test_the_swaps_are_the_heuristic_s_book() -> None:
    game = get_game("palace")
    state = game.new(2, None, 4)
    bot, book = SearchBot(seed=1, param="300"), make_bot("heuristic", game, 1)
    for seat in (0, 1):
        choice = bot.act(Perspective(state, seat))
        assert choice == book.book(Perspective(state, seat))  # type: ignore[attr-defined]
        assert bot.last_iterations == 0


def test_hints_may_search_the_swaps_too() -> None:
    """Hints and analysis ask `root_values` in any phase: before play it searches the swaps."""
    state = get_game("palace").new(3, None, 7)
    values = SearchBot(seed=1, param="300").root_values(Perspective(state, 1))
    assert set(values) <= set(state.legal_actions(1)) | {None} and values


def test_the_move_played_gets_the_visits_analysis_asks_for() -> None:
    state = play_position(2, seed=3)
    seat = state.to_move()
    legal = state.legal_actions(seat)
    bot = SearchBot(seed=1, param="200")
    values = bot.root_values(Perspective(state, seat), force=legal[-1], force_visits=150)
    assert values[legal[-1]][1] >= 150
    assert set(values) <= set(legal)


def test_analysis_and_hints_ask_the_search_in_c() -> None:
    """Palace offers its own search (`bots/analysis.py: own_search`): every decision of an
    analysis, the swaps too, is judged by it, with ten times the budget's iterations."""
    game = get_game("palace")
    record, result = check_analysis_and_hints_use(game, SearchBot, play_position(3, seed=4))
    assert analyse(record, game, 0, budget=20, seed=1).to_json() == result.to_json()


def test_it_plays_whole_games_at_every_table_size() -> None:
    game = get_game("palace")
    for players, options in ((2, {}), (3, {"pickup_limit": 5}), (5, {})):
        agents = [make_bot("search:50", game, s) if s == 0 else make_bot("heuristic", game, s)
                  for s in range(players)]
        match = play_match(game, agents, seed=players, options=options)
        assert match.state.outcome() is not None


def test_the_expert_level_is_the_search() -> None:
    levels = dict(get_game("palace").bot_levels)
    assert levels["expert"] == f"search:{search.ITERATIONS}"


@pytest.mark.parametrize("param", ["0", "0s", "-3", "lots", "100000000", "61s", "100@x"])
def test_a_bad_budget_is_refused_in_one_line(param: str) -> None:
    with pytest.raises(KolodaError, match="search:"):
        make_bot(f"search:{param}", get_game("palace"))
