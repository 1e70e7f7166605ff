"""Durak's Expert search in C (search.py, _search.h): its re-deals are consistent with what the
seat has seen and list the same legal moves as the rules, a planted bug in them is caught, the
bot sees only its seat's information (a kept tree too), and analysis and hints ask it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.bots import make_bot
from koloda.core import KolodaError, Perspective, get_game
from koloda.core.match import play_match
from koloda.games.durak import search
from koloda.games.durak.encoding import DurakEncoding
from koloda.games.durak.search import SearchBot, pack_info
from koloda.games.durak.state import DurakState
from koloda.sim.bench import search_position
from tests.bots.own_search import check_analysis_and_hints_use
from tests.bots.test_ismcts import Spy

if not search.available():
    pytest.skip("the C module was not built (no C compiler at install)", allow_module_level=True)

from koloda.games.durak import _fast  # noqa: E402

OPTIONS = [{}, {"transfer": True}, {"throw_in": "neighbours"},
           {"transfer": True, "throw_in": "neighbours", "first_bout_five": True},
           {"restricted": True}]


def positions(count: int, seed: int = 0) -> list[tuple[DurakState, int]]:
    """(position, a seat with a choice there) from random games of 2 to 6 players, every option
    set, from the first bout to an empty stock."""
    rng = random.Random(seed)
    game = get_game("durak")
    found: list[tuple[DurakState, int]] = []
    while len(found) < count:
        players = rng.randint(2, 6)
        state: Any = game.new(players, OPTIONS[rng.randrange(len(OPTIONS))],
                                    rng.randrange(1 << 30))
        while not state.is_over() and len(found) < count:
            seats = [s for s in state.actors() if state.legal_actions(s)]
            if not seats:
                break
            seat = rng.choice(seats)
            if rng.random() < 0.3:
                found.append((state.clone(), seat))
            legal = state.legal_actions(seat)
            state.perform(seat, legal[rng.randrange(len(legal))])
    return found


def dealt(state: DurakState, seat: int, seed: int) -> tuple[DurakState, list[list[int]]]:
    """The C search's re-deal of `state` for `seat` as a Python state, and its legal lists."""
    info = pack_info(state, seat, state.to_move() == seat)
    hands, legal, stock = _fast.determinized(info, seed)
    copy = state.clone()
    for s, mask in enumerate(hands):
        cards = [c for c in range(64) if mask >> c & 1]
        copy.hands[s] = state.hands[s][:] if s == seat and set(cards) == set(state.hands[s]) \
            else cards
    copy.stock = list(stock)
    copy._actors = None
    return copy, [sorted(row) for row in legal]


def errors(real: DurakState, seat: int, copy: DurakState) -> list[str]:
    """What in a re-deal contradicts what `seat` has seen of `real`."""
    wrong = []
    table = real.attacks + [d for d in real.defenses if d is not None]
    every = [c for h in copy.hands for c in h] + copy.stock + copy.discard + table
    if sorted(every) != list(range(24, 60)):
        wrong.append("the 36 cards are not each in one place")
    if set(copy.hands[seat]) != set(real.hands[seat]):
        wrong.append("the seat's own hand changed")
    for s in range(real.players):
        if len(copy.hands[s]) != len(real.hands[s]):
            wrong.append(f"seat {s} holds {len(copy.hands[s])}, not {len(real.hands[s])}")
        if not set(real.known[s]) <= set(copy.hands[s]):
            wrong.append(f"seat {s} lost a card everybody saw it take")
    if len(copy.stock) != len(real.stock) or (real.stock and copy.stock[0] != real.trump_card):
        wrong.append("the stock's size or its turned-up trump")
    return wrong


def test_re_deals_keep_what_the_seat_saw_and_list_the_rules_legal_moves() -> None:
    encoding: dict[int, DurakEncoding] = {}
    for i, (state, seat) in enumerate(positions(300)):
        copy, legal = dealt(state, seat, seed=i)
        assert errors(state, seat, copy) == [], f"position {i}"
        enc = encoding.setdefault(state.players, DurakEncoding(state.game, state.players))
        for s in range(state.players):
            assert sorted(enc.legal_indices(copy, s)) == legal[s], f"position {i}, seat {s}"


def test_a_re_deal_that_brings_back_a_discarded_card_is_caught() -> None:
    def hidden(state: DurakState, seat: int) -> int:
        return max(len(state.stock) - 1, 0) + sum(
            len(h) - len(state.known[s]) for s, h in enumerate(state.hands) if s != seat)

    found = [(s, seat) for s, seat in positions(120, seed=1) if s.discard and hidden(s, seat)]
    assert found
    _fast.plant_bug(True)
    try:
        caught = sum(bool(errors(s, seat, dealt(s, seat, seed=i)[0]))
                     for i, (s, seat) in enumerate(found))
    finally:
        _fast.plant_bug(False)
    assert caught == len(found)


def test_the_search_only_uses_the_seat_s_perspective() -> None:
    game = get_game("durak")
    state = search_position(game, 3, seed=2)
    spy = Spy(state)
    seat = state.to_move()
    choice = SearchBot(param="300").act(Perspective(spy, seat))  # type: ignore[arg-type]
    assert choice in state.legal_actions(seat)
    assert set(spy.read) <= {"legal_actions", "to_move", "determinize", "view"}


@pytest.mark.parametrize("players", [2, 4])
def test_its_values_do_not_depend_on_cards_hidden_from_the_seat(players: int) -> None:
    game = get_game("durak")
    state = search_position(game, players, seed=5)
    seat = state.to_move()
    a = state.determinize(seat, random.Random(1))
    b = state.determinize(seat, random.Random(2))
    assert [a.hands[s] for s in range(players) if s != seat] \
        != [b.hands[s] for s in range(players) if s != seat]
    values = [SearchBot(seed=9, param="500").root_values(Perspective(s, seat)) for s in (a, b)]
    assert values[0] == values[1]


def test_the_move_played_gets_the_visits_analysis_asks_for() -> None:
    state = search_position(get_game("durak"), 2, seed=3)
    seat = state.to_move()
    legal = state.legal_actions(seat)
    bot = SearchBot(seed=1, param="200")
    values = bot.root_values(Perspective(state, seat), force=legal[-1], force_visits=150)
    assert values[legal[-1]][1] >= 150
    assert set(values) <= set(legal)


def test_it_plays_whole_games_at_every_table_size() -> None:
    game = get_game("durak")
    for players in (2, 3, 6):
        agents = [make_bot("search:50", game, s) if s == 0 else make_bot("heuristic", game, s)
                  for s in range(players)]
        match = play_match(game, agents, seed=players, options={"transfer": True})
        assert match.state.outcome() is not None


@pytest.mark.parametrize("param", ["0", "0s", "-3", "lots", "100000000", "61s", "100/keep"])
def test_a_bad_budget_is_refused_in_one_line(param: str) -> None:
    with pytest.raises(KolodaError, match="search:"):
        make_bot(f"search:{param}", get_game("durak"))


def test_it_plays_the_restricted_form_by_its_rules() -> None:
    game = get_game("durak")
    agents = [make_bot("search:50", game, 0), make_bot("heuristic", game, 1)]
    match = play_match(game, agents, seed=4, options={"restricted": True})
    assert match.state.outcome() is not None


def reused(bot: SearchBot) -> bool:
    """Whether the bot's last search started from its kept tree (its root holds more visits
    than that search ran)."""
    return bot.kept is not None and _fast.tree_size(bot.kept)[1] > bot.last_iterations


def decisions(state: Any, bots: list[SearchBot], rng: random.Random,
              seen: Any = None) -> list[tuple[int, bool]]:
    """Plays `state` out, the seats asked in the host's order (`play_match`'s), a seat's bot
    now and then replaced by a random move (the kept tree then never saw it); `seen(state,
    seat)` before each search. (seat, whether its search reused its tree) for every search."""
    found = []
    while not state.is_over():
        for seat in state.actors():
            legal = state.legal_actions(seat)
            if not legal:
                continue
            if rng.random() < 0.1:
                choice = rng.choice(legal)
            else:
                if seen is not None:
                    seen(state, seat)
                choice = bots[seat].act(Perspective(state, seat))
                if bots[seat].last_iterations:
                    found.append((seat, reused(bots[seat])))
                assert choice is None or choice in legal
            if choice is not None:
                state.perform(seat, choice)
                break
        else:
            raise AssertionError("nobody acted")
    return found


def test_a_kept_tree_gives_a_legal_move_in_every_position_of_random_games() -> None:
    game = get_game("durak")
    rng = random.Random(3)
    found = []
    for i in range(8):
        players = (2, 3, 4, 6)[i % 4]
        state = game.new(players, OPTIONS[i % len(OPTIONS)], i)
        bots = [SearchBot(seed=s, param="60/reuse") for s in range(players)]
        found += decisions(state, bots, rng)
    kept = sum(r for _, r in found)
    assert kept > len(found) // 3, f"{kept} of {len(found)} searches reused their tree"


def test_the_kept_tree_is_dropped_where_the_game_does_not_go_on_from_it() -> None:
    game = get_game("durak")
    first = search_position(game, 2, seed=3)
    seat = first.to_move()
    bot = SearchBot(seed=1, param="200/reuse")
    bot.act(Perspective(first, seat))
    assert _fast.tree_size(bot.kept)[1] == bot.last_iterations == 200
    bot.act(Perspective(first, seat))  # the same position again: no move leads back to it
    assert not reused(bot)
    other = search_position(game, 2, seed=4)  # another deal
    bot.act(Perspective(other, other.to_move()))
    assert not reused(bot)
    assert not SearchBot(seed=1, param="200/fresh").reuse


def test_a_kept_tree_depends_only_on_what_the_seat_saw() -> None:
    """Two bots for seat 0 of one game, one asked on the real positions and one on re-deals of
    the cards hidden from it, choose the same and keep the same trees at every decision."""
    game = get_game("durak")
    state = game.new(2, {}, 11)
    real, twin = SearchBot(seed=5, param="150/reuse"), SearchBot(seed=5, param="150/reuse")
    other = SearchBot(seed=6, param="150")
    rng = random.Random(1)
    kept = differ = 0
    while not state.is_over():
        for seat in state.actors():
            if not state.legal_actions(seat):
                continue
            if seat == 0:
                shown = state.determinize(0, rng)
                differ += shown.hands[1] != state.hands[1]
                choice = real.act(Perspective(state, 0))
                assert twin.act(Perspective(shown, 0)) == choice
                if real.last_iterations:
                    assert _fast.tree_size(real.kept) == _fast.tree_size(twin.kept)
                    kept += reused(real)
            else:
                choice = other.act(Perspective(state, seat))
            if choice is not None:
                state.perform(seat, choice)
                break
    assert kept >= 3 and differ >= 3


def test_analysis_and_hints_ask_the_search_in_c() -> None:
    game = get_game("durak")
    check_analysis_and_hints_use(game, SearchBot, search_position(game, 3, seed=4))
